/**
 * The offline engine's thread: loads the tagger and says { ready: true }, then answers each intent the server
 * posts ({ id, intent }) with { id, answer }, or { id, error } when writing the answer failed. Its answers are
 * computed one after another, off the thread that serves requests.
 */
import { parentPort } from 'node:worker_threads';
import { loadNlp } from './compromise-loader';
import { answerIntent } from './offline-answer';
import type { AiIntent } from './types';

export type OfflineJob = { id: number; intent: AiIntent };
export type OfflineReply = { ready: true } | { id: number; answer: string } | { id: number; error: string };

const port = parentPort;
if (!port) throw new Error('offline-worker runs as a worker thread of the server');

port.on('message', async ({ id, intent }: OfflineJob) => {
  let reply: OfflineReply;
  try {
    reply = { id, answer: await answerIntent(intent) };
  } catch (error) {
    reply = { id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  port.postMessage(reply);
});

await loadNlp();
port.postMessage({ ready: true } satisfies OfflineReply);
