import type { IncomingMessage, ServerResponse } from 'node:http';
import { createReplyScript, startModelFake, writeEvents, type FakeModelReply } from './model-replies';

export type { FakeModelReply } from './model-replies';

const STATUS_NAMES: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  403: 'PERMISSION_DENIED',
  429: 'RESOURCE_EXHAUSTED',
  500: 'INTERNAL',
  503: 'UNAVAILABLE',
};

/**
 * An HTTP-level fake of Gemini's REST streaming endpoint,
 * `POST /v1beta/models/{model}:streamGenerateContent?alt=sse`. It answers only the expected key in the
 * `x-goog-api-key` header (400 "API key not valid" otherwise, as Gemini does), gives the queued replies in
 * order, and records every request for the tests to inspect.
 */
export async function startGeminiFake(options: { apiKey: string; fallback?: FakeModelReply }) {
  const script = createReplyScript(options.fallback ?? { kind: 'stream', chunks: ['Hello from Gemini'] });
  // The API base is GEMINI_BASE_URL as the AI SDK expects it.
  return startModelFake(script, {
    basePath: '/v1beta',
    recordedPath: (url) => `${url.pathname}${url.search}`,
    answer,
  });

  async function answer(req: IncomingMessage, res: ServerResponse, url: URL) {
    const fail = (status: number, message: string) =>
      res
        .writeHead(status, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { code: status, message, status: STATUS_NAMES[status] ?? 'UNKNOWN' } }));

    const match = /^\/v1beta\/models\/([^/:]+):streamGenerateContent$/.exec(url.pathname);
    if (req.method !== 'POST' || !match || url.searchParams.get('alt') !== 'sse') {
      return fail(404, 'Not found');
    }
    if (req.headers['x-goog-api-key'] !== options.apiKey) {
      return fail(400, 'API key not valid. Please pass a valid API key.');
    }

    const reply = script.next();
    if (reply.kind === 'hang') return void script.openResponses.add(res);
    if (reply.kind === 'error') return fail(reply.status, reply.message ?? 'Internal error encountered.');

    const modelVersion = match[1];
    const chunk = (text: string, finishReason?: string) =>
      JSON.stringify({
        candidates: [
          {
            content: { parts: [{ text }], role: 'model' },
            index: 0,
            ...(finishReason ? { finishReason } : {}),
          },
        ],
        usageMetadata: { promptTokenCount: 12, candidatesTokenCount: 4, totalTokenCount: 16 },
        modelVersion,
        responseId: 'fake-response',
      });
    const events = reply.chunks.map((text) => chunk(text));
    if (reply.hang) {
      script.openResponses.add(res);
      return writeEvents(res, events);
    }
    // Gemini closes with a chunk carrying the finish reason (its text is often empty).
    await writeEvents(res, [...events, chunk('', 'STOP')]);
    res.end();
  }
}

export type GeminiFake = Awaited<ReturnType<typeof startGeminiFake>>;
