import { setTimeout as sleep } from 'node:timers/promises';
import { answerIntent } from './offline-answer';
import { createOfflineThread } from './offline-thread';
import type { AiEngine, AiPrompt } from './types';

export const OFFLINE_ENGINE_LABEL = 'Offline engine';
const UNSUPPORTED_ANSWER =
  'The offline engine writes captions and research briefs only. Connect an AI model for other requests.';
/** Three words per chunk: small enough that the browser's streaming path really streams. */
const WORDS_PER_CHUNK = 3;

/**
 * The answer to a prompt, built from its structured intent, or the tool's own offline answer; the prompt text
 * itself is not read. Computed here, in the calling thread; the engine computes intents on its own thread.
 */
export async function offlineAnswer(prompt: AiPrompt): Promise<string> {
  if (prompt.offlineAnswer) return prompt.offlineAnswer();
  return prompt.intent ? answerIntent(prompt.intent) : UNSUPPORTED_ANSWER;
}

/** One thread for every offline engine of the process, started on the first intent. */
const thread = createOfflineThread();

/**
 * Starts the offline engine's thread ahead of its first intent and resolves once it is ready: for a caller that
 * would rather wait now than in its first request (the tests, whose time limits are per test).
 */
export function startOfflineEngine(): Promise<void> {
  return thread.ready();
}

/** Splits text into small chunks that join back to exactly the same text. */
export function chunkText(text: string, wordsPerChunk = WORDS_PER_CHUNK): string[] {
  const words = text.match(/\s*\S+/g) ?? [];
  const chunks: string[] = [];
  for (let index = 0; index < words.length; index += wordsPerChunk) {
    chunks.push(words.slice(index, index + wordsPerChunk).join(''));
  }
  const trailing = text.slice(chunks.join('').length);
  if (trailing) chunks.push(trailing);
  return chunks;
}

/**
 * The embedded AI engine (no AI key set): deterministic, template-based captions and research briefs, no network.
 * `chunkDelayMs` paces the stream like a model's so the UI shows text arriving; tests use 0.
 */
export function createOfflineEngine(options: { timeoutMs: number; chunkDelayMs?: number }): AiEngine {
  const chunkDelayMs = options.chunkDelayMs ?? 0;
  return {
    kind: 'offline',
    label: OFFLINE_ENGINE_LABEL,
    model: 'offline-templates',
    timeoutMs: options.timeoutMs,
    async *streamText(prompt, signal) {
      const answer = prompt.offlineAnswer
        ? await prompt.offlineAnswer()
        : prompt.intent
          ? await thread.answer(prompt.intent, signal)
          : UNSUPPORTED_ANSWER;
      for (const chunk of chunkText(answer)) {
        signal.throwIfAborted();
        if (chunkDelayMs > 0) await sleep(chunkDelayMs, undefined, { signal });
        yield chunk;
      }
    },
  };
}
