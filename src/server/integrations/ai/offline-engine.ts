import { setTimeout as sleep } from 'node:timers/promises';
import { loadNlp } from './compromise-loader';
import { offlineCaptions } from './offline-captions';
import { offlineResearchBrief, offlineSearchQueries } from './offline-research';
import { readQuestion } from './question-reading';
import { readRequest } from './request-reading';
import type { AiEngine, AiPrompt } from './types';

export const OFFLINE_ENGINE_LABEL = 'Offline engine';
const UNSUPPORTED_ANSWER =
  'The offline engine writes captions and research briefs only. Connect an AI model for other requests.';
/** Three words per chunk: small enough that the browser's streaming path really streams. */
const WORDS_PER_CHUNK = 3;

/**
 * The answer to a prompt, built from its structured intent, or the tool's own offline answer; the prompt text
 * itself is not read. The request is read with compromise, loaded on the first request that needs it.
 */
export async function offlineAnswer(prompt: AiPrompt): Promise<string> {
  if (prompt.offlineAnswer) return prompt.offlineAnswer();
  const intent = prompt.intent;
  switch (intent?.kind) {
    case 'captions': {
      const reading = readRequest(await loadNlp(), intent.description);
      // The platform is the one the route planned with and told the user; the reading keeps to it.
      return offlineCaptions({ ...reading, platform: intent.platform }, intent.description, intent.count);
    }
    case 'research-queries':
      return offlineSearchQueries(readQuestion(await loadNlp(), intent.question)).join('\n');
    case 'research-report':
      return offlineResearchBrief(readQuestion(await loadNlp(), intent.question), intent);
    default:
      return UNSUPPORTED_ANSWER;
  }
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
      for (const chunk of chunkText(await offlineAnswer(prompt))) {
        signal.throwIfAborted();
        if (chunkDelayMs > 0) await sleep(chunkDelayMs, undefined, { signal });
        yield chunk;
      }
    },
  };
}
