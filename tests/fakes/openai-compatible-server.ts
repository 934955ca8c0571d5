import type { IncomingMessage, ServerResponse } from 'node:http';
import { createReplyScript, startModelFake, writeEvents, type FakeModelReply } from './model-replies';

export type { FakeModelReply } from './model-replies';

/**
 * An HTTP-level fake of an OpenAI-compatible server's streaming `POST {base}/chat/completions` (OpenAI, Ollama,
 * vLLM, LM Studio all speak it). With `apiKey` it demands `Authorization: Bearer <key>` (401 otherwise); without
 * one it accepts any request, like a local model server. Replies are given in queue order and every request is
 * recorded.
 */
export async function startOpenAiCompatibleFake(
  options: { apiKey?: string; fallback?: FakeModelReply } = {},
) {
  const script = createReplyScript(
    options.fallback ?? { kind: 'stream', chunks: ['Hello from an OpenAI-compatible model'] },
  );
  // The API base is OPENAI_BASE_URL, like https://api.openai.com/v1.
  return startModelFake(script, { basePath: '/v1', recordedPath: (url) => url.pathname, answer });

  async function answer(req: IncomingMessage, res: ServerResponse, url: URL, requestBody: unknown) {
    const body = requestBody as { model?: string } | undefined;
    const fail = (status: number, message: string, type: string) =>
      res
        .writeHead(status, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { message, type, param: null, code: null } }));

    if (req.method !== 'POST' || url.pathname !== '/v1/chat/completions') {
      return fail(404, 'Not found', 'invalid_request_error');
    }
    if (options.apiKey && req.headers.authorization !== `Bearer ${options.apiKey}`) {
      return fail(401, 'Incorrect API key provided.', 'invalid_request_error');
    }

    const reply = script.next();
    if (reply.kind === 'hang') return void script.openResponses.add(res);
    if (reply.kind === 'error') {
      return fail(
        reply.status,
        reply.message ?? 'The server had an error processing your request.',
        'server_error',
      );
    }

    const base = {
      id: 'chatcmpl-fake',
      object: 'chat.completion.chunk',
      created: 1_767_225_600,
      model: body?.model,
    };
    const delta = (content: string, index: number) =>
      JSON.stringify({
        ...base,
        choices: [
          {
            index: 0,
            delta: index === 0 ? { role: 'assistant', content } : { content },
            finish_reason: null,
          },
        ],
      });
    const events = reply.chunks.map(delta);
    if (reply.hang) {
      script.openResponses.add(res);
      return writeEvents(res, events, reply.delayMs);
    }
    await writeEvents(
      res,
      [
        ...events,
        JSON.stringify({ ...base, choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] }),
        '[DONE]',
      ],
      reply.delayMs,
    );
    res.end();
  }
}

export type OpenAiCompatibleFake = Awaited<ReturnType<typeof startOpenAiCompatibleFake>>;
