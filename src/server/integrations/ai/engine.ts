/**
 * What the routes call: captions and market research on any AI engine, each model call bounded in time and
 * every failure turned into an AiError.
 */
import type { Platform } from '@shared/platforms';
import { AiError } from './errors';
import {
  captionPrompt,
  parseSearchQueries,
  planCaptions,
  researchReportPrompt,
  searchQueriesPrompt,
} from './prompts';
import type { AiDocument, AiEngine, AiImage, AiPrompt, WebSource } from './types';

export type { AiDocument, AiEngine, AiEngineKind, AiImage, AiPrompt, WebSource } from './types';
export { AiError, isAiError, type AiErrorKind } from './errors';

/** The default of AI_TIMEOUT_MS. */
export const DEFAULT_AI_TIMEOUT_MS = 60_000;

function toAiError(error: unknown, caller: AbortSignal, deadline: AbortSignal): AiError {
  // The caller's abort wins over the deadline: a user who gave up must not be told the service was slow.
  if (caller.aborted) return new AiError('aborted', { cause: error });
  if (deadline.aborted) return new AiError('timeout', { cause: error });
  if (error instanceof AiError) return error;
  return new AiError('provider', { cause: error });
}

/**
 * One model call: at most `engine.timeoutMs` from the first request to the last chunk, cancelled with the
 * caller's signal, and an answer without any text is an error. Chunks pass through as they arrive.
 */
export async function* streamModelText(
  engine: AiEngine,
  prompt: AiPrompt,
  signal: AbortSignal,
): AsyncGenerator<string, void, undefined> {
  if (signal.aborted) throw new AiError('aborted', { cause: signal.reason });
  const deadline = AbortSignal.timeout(engine.timeoutMs);
  // Ends the provider request when the reader stops early, e.g. because the browser went away.
  const readerStopped = new AbortController();
  const combined = AbortSignal.any([signal, deadline, readerStopped.signal]);
  let chunks: AsyncIterator<string> | undefined;
  let isFinished = false;
  let hasText = false;
  try {
    for (;;) {
      let next: IteratorResult<string>;
      try {
        chunks ??= engine.streamText(prompt, combined)[Symbol.asyncIterator]();
        next = await chunks.next();
      } catch (error) {
        throw toAiError(error, signal, deadline);
      }
      // An engine that ignores the signal and ends quietly must still not look like a complete answer.
      if (combined.aborted) throw toAiError(combined.reason, signal, deadline);
      if (next.done) {
        isFinished = true;
        break;
      }
      if (!next.value) continue;
      if (next.value.trim()) hasText = true;
      yield next.value;
    }
  } finally {
    if (!isFinished) {
      readerStopped.abort();
      // Not awaited: the reader has left, and a provider stream that is slow to close must not hold it.
      chunks?.return?.().catch(() => undefined);
    }
  }
  if (!hasText) throw new AiError('empty');
}

/** Reads a whole answer; for short answers such as the research queries. */
export async function readModelText(
  engine: AiEngine,
  prompt: AiPrompt,
  signal: AbortSignal,
): Promise<string> {
  let text = '';
  for await (const chunk of streamModelText(engine, prompt, signal)) text += chunk;
  return text;
}

export type CaptionInput = {
  description: string;
  /** Attached pictures or documents the model may look at. */
  images?: AiImage[];
  documents?: AiDocument[];
  /** Appended to the prompt, e.g. the note that an attached file could not be processed. */
  notes?: string[];
};

export type CaptionStream = {
  platform: Platform | null;
  /** How many captions were asked for (3 unless the description names a number). */
  count: number;
  /** The raw answer as it streams; split it with `splitCaptions` from `@shared/platforms` once complete. */
  text: AsyncIterable<string>;
};

/**
 * Caption generation. The model call starts when `text` is read; read it once,
 * as every read is a new (paid) call.
 */
export function streamCaptions(engine: AiEngine, input: CaptionInput, signal: AbortSignal): CaptionStream {
  const plan = planCaptions(input.description);
  const prompt = captionPrompt(plan, {
    images: input.images,
    documents: input.documents,
    notes: input.notes,
  });
  return {
    platform: plan.platform,
    count: plan.count,
    text: { [Symbol.asyncIterator]: () => streamModelText(engine, prompt, signal) },
  };
}

export type ResearchInput = {
  question: string;
  /**
   * Looks the queries up on the web (SEARCH_PROVIDER). Without it, or when it fails, the report is written
   * without sources and says so.
   */
  searchWeb?: (queries: string[], signal: AbortSignal) => Promise<WebSource[]>;
};

export type ResearchRun = {
  /** The search queries (at most 3) the report is based on. */
  queries: string[];
  /** The web sources handed to the model, cited in the report as [1], [2]… in this order. */
  sources: WebSource[];
  /** The web search threw (worth a log line); the report goes ahead without sources. */
  searchError?: unknown;
  /** The report, in Markdown with the six sections, as it streams. The call starts when first read. */
  report: AsyncIterable<string>;
};

/**
 * Market research: one call for the search queries, then the report. Resolves
 * once the queries (and sources) are known, so a failure of the first call rejects before any report text.
 */
export async function runResearch(
  engine: AiEngine,
  input: ResearchInput,
  signal: AbortSignal,
): Promise<ResearchRun> {
  const question = input.question.trim();
  const answer = await readModelText(engine, searchQueriesPrompt(question), signal);
  const parsed = parseSearchQueries(answer);
  // A model that answered with prose instead of queries still gets the question itself searched.
  const queries = parsed.length > 0 ? parsed : [question];
  let sources: WebSource[] = [];
  let searchError: unknown;
  if (input.searchWeb) {
    try {
      sources = await input.searchWeb(queries, signal);
    } catch (error) {
      if (signal.aborted) throw new AiError('aborted', { cause: error });
      // The credits pay for the report; a search outage makes it less informed, not impossible.
      searchError = error;
    }
  }
  const prompt = researchReportPrompt({ question, queries, sources });
  return {
    queries,
    sources,
    ...(searchError === undefined ? {} : { searchError }),
    report: { [Symbol.asyncIterator]: () => streamModelText(engine, prompt, signal) },
  };
}
