import { inspect } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AI_ERROR_MESSAGES } from '@shared/ai-messages';
import { startGeminiFake, type GeminiFake } from '../../../../tests/fakes/gemini-server';
import {
  startOpenAiCompatibleFake,
  type OpenAiCompatibleFake,
} from '../../../../tests/fakes/openai-compatible-server';
import { parseEnv } from '../../env';
import { runResearch, streamCaptions, streamModelText, type AiEngine } from './engine';
import { createAiEngine, DEFAULT_GEMINI_MODEL } from './providers';
import { readAll, failureOf } from './test-helpers';

const GEMINI_KEY = 'gemini-test-key-5f0c2a';
const OPENAI_KEY = 'sk-test-openai-key-91d3';

let gemini: GeminiFake;
let openai: OpenAiCompatibleFake;
beforeAll(async () => {
  [gemini, openai] = await Promise.all([
    startGeminiFake({ apiKey: GEMINI_KEY }),
    startOpenAiCompatibleFake({ apiKey: OPENAI_KEY }),
  ]);
});
afterEach(() => {
  gemini.reset();
  openai.reset();
});
afterAll(async () => {
  await Promise.all([gemini.close(), openai.close()]);
});

/** Real AI SDK providers pointed at the fakes; no retries, so a failure shows at once. */
function geminiEngine(env: Record<string, string> = {}): AiEngine {
  return createAiEngine(
    parseEnv({ GEMINI_API_KEY: GEMINI_KEY, GEMINI_BASE_URL: gemini.baseUrl, AI_TIMEOUT_MS: '5000', ...env }),
    { maxRetries: 0 },
  );
}
function openAiEngine(env: Record<string, string> = {}): AiEngine {
  return createAiEngine(
    parseEnv({
      OPENAI_BASE_URL: openai.baseUrl,
      OPENAI_API_KEY: OPENAI_KEY,
      AI_MODEL: 'llama3.1:8b',
      AI_TIMEOUT_MS: '5000',
      ...env,
    }),
    { maxRetries: 0 },
  );
}

const live = () => new AbortController().signal;

/** Everything an error could show, in a log or a response: message, string form and a deep inspection. */
const everythingIn = (error: unknown) =>
  [String(error), JSON.stringify(error), inspect(error, { depth: 10, showHidden: true })].join('\n');

const providers = [
  { name: 'Gemini', create: geminiEngine, fake: () => gemini, key: GEMINI_KEY },
  { name: 'OpenAI-compatible', create: openAiEngine, fake: () => openai, key: OPENAI_KEY },
];

describe('createAiEngine', () => {
  it('picks Gemini with GEMINI_API_KEY, defaulting to gemini-2.5-flash', () => {
    expect(geminiEngine()).toMatchObject({ kind: 'gemini', model: DEFAULT_GEMINI_MODEL, timeoutMs: 5000 });
    expect(DEFAULT_GEMINI_MODEL).toBe('gemini-2.5-flash');
    expect(geminiEngine({ AI_MODEL: 'gemini-2.5-pro' }).model).toBe('gemini-2.5-pro');
  });

  it('picks the OpenAI-compatible server with OPENAI_BASE_URL, else the offline engine', () => {
    expect(openAiEngine()).toMatchObject({ kind: 'openai-compatible', model: 'llama3.1:8b' });
    expect(createAiEngine(parseEnv({}))).toMatchObject({
      kind: 'offline',
      label: 'Offline engine',
      timeoutMs: 60_000,
    });
  });

  it('exposes no key on the engine object', () => {
    for (const engine of [geminiEngine(), openAiEngine()]) {
      const shown = `${JSON.stringify(engine)}\n${inspect(engine, { depth: 10, showHidden: true })}`;
      expect(shown).not.toContain(GEMINI_KEY);
      expect(shown).not.toContain(OPENAI_KEY);
    }
  });
});

describe.each(providers)('$name through the AI SDK', ({ create, fake, key }) => {
  it('streams the chunks in order', async () => {
    fake().enqueue({ kind: 'stream', chunks: ['Sunny ', 'days ', 'ahead ☀️'] });
    const chunks = await readAll(
      streamModelText(create(), { system: 'Be brief.', prompt: 'Weather?' }, live()),
    );
    expect(chunks).toEqual(['Sunny ', 'days ', 'ahead ☀️']);
  });

  it('turns a provider 500 into a provider error that never shows the key', async () => {
    fake().enqueue({ kind: 'error', status: 500 });
    const error = await failureOf(readAll(streamModelText(create(), { prompt: 'Hi' }, live())));
    expect(error.kind).toBe('provider');
    expect(error.message).toBe(AI_ERROR_MESSAGES.provider);
    expect(everythingIn(error)).not.toContain(key);
    expect(fake().requests).toHaveLength(1);
  });

  it('turns a rejected key into a provider error that does not show the key it sent', async () => {
    const wrongKey = 'wrong-key-that-must-not-leak';
    const engine = create(fake() === gemini ? { GEMINI_API_KEY: wrongKey } : { OPENAI_API_KEY: wrongKey });
    const error = await failureOf(readAll(streamModelText(engine, { prompt: 'Hi' }, live())));
    expect(error.kind).toBe('provider');
    expect(everythingIn(error)).not.toContain(wrongKey);
  });

  it('times out a server that never answers within the configured time', async () => {
    fake().enqueue({ kind: 'hang' });
    const started = Date.now();
    const error = await failureOf(
      readAll(streamModelText(create({ AI_TIMEOUT_MS: '100' }), { prompt: 'Hi' }, live())),
    );
    expect(error.kind).toBe('timeout');
    // Far below the 5 s the other tests allow, let alone the 60 s default.
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('times out a stream that stalls after its first chunks', async () => {
    fake().enqueue({ kind: 'stream', chunks: ['Once upon '], hang: true });
    const received: string[] = [];
    const error = await failureOf(
      (async () => {
        const stream = streamModelText(create({ AI_TIMEOUT_MS: '1000' }), { prompt: 'Story' }, live());
        for await (const chunk of stream) received.push(chunk);
      })(),
    );
    expect(error.kind).toBe('timeout');
    expect(received).toEqual(['Once upon ']);
  });

  it('fails an empty completion as empty', async () => {
    fake().enqueue({ kind: 'stream', chunks: [] });
    expect((await failureOf(readAll(streamModelText(create(), { prompt: 'Hi' }, live())))).kind).toBe(
      'empty',
    );
    fake().enqueue({ kind: 'stream', chunks: [' ', '\n'] });
    expect((await failureOf(readAll(streamModelText(create(), { prompt: 'Hi' }, live())))).kind).toBe(
      'empty',
    );
  });

  it('reports the caller aborting mid-stream as aborted', async () => {
    fake().enqueue({ kind: 'stream', chunks: ['First ', 'words'], hang: true });
    const controller = new AbortController();
    const received: string[] = [];
    const error = await failureOf(
      (async () => {
        for await (const chunk of streamModelText(create(), { prompt: 'Hi' }, controller.signal)) {
          received.push(chunk);
          if (received.length === 2) controller.abort();
        }
      })(),
    );
    expect(error.kind).toBe('aborted');
    expect(received).toEqual(['First ', 'words']);
  });

  it('closes the provider request when the reader stops early', async () => {
    fake().enqueue({ kind: 'stream', chunks: ['First ', 'words'], hang: true });
    for await (const chunk of streamModelText(create(), { prompt: 'Hi' }, live())) {
      expect(chunk).toBe('First ');
      break;
    }
    await vi.waitFor(() => expect(fake().disconnects()).toBe(1), { timeout: 2_000 });
  });
});

describe('Gemini requests', () => {
  it('call the model streaming endpoint with the key in x-goog-api-key and the prompt as contents', async () => {
    gemini.enqueue({ kind: 'stream', chunks: ['ok'] });
    await readAll(streamModelText(geminiEngine(), { system: 'Be brief.', prompt: 'Weather?' }, live()));
    const [request] = gemini.requests;
    expect(request?.path).toBe(`/v1beta/models/${DEFAULT_GEMINI_MODEL}:streamGenerateContent?alt=sse`);
    expect(request?.headers['x-goog-api-key']).toBe(GEMINI_KEY);
    expect(request?.path).not.toContain(GEMINI_KEY);
    expect(request?.body).toMatchObject({
      systemInstruction: { parts: [{ text: 'Be brief.' }] },
      contents: [{ role: 'user', parts: [{ text: 'Weather?' }] }],
    });
  });

  it('send attached images as inline data with the caption prompt', async () => {
    gemini.enqueue({ kind: 'stream', chunks: ['1. A sunny caption #Sun'] });
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const stream = streamCaptions(
      geminiEngine(),
      { description: 'Instagram post about this photo', images: [{ mediaType: 'image/png', data: png }] },
      live(),
    );
    expect((await readAll(stream.text)).join('')).toBe('1. A sunny caption #Sun');
    const body = gemini.requests[0]?.body as { contents: { parts: Record<string, unknown>[] }[] };
    const parts = body.contents[0]?.parts ?? [];
    expect(parts[0]).toMatchObject({
      text: expect.stringContaining('Write 3 variations as a numbered list'),
    });
    expect(parts[1]).toEqual({
      inlineData: { mimeType: 'image/png', data: Buffer.from(png).toString('base64') },
    });
  });

  it('run both research calls: queries first, then the report built from the first 3', async () => {
    gemini.enqueue(
      {
        kind: 'stream',
        chunks: ['1. oat milk market size Europe\n', '2. "oat milk brands"\n3. oat milk prices\n4. extra'],
      },
      { kind: 'stream', chunks: ['## Executive Summary\n', 'No live sources were available.'] },
    );
    const run = await runResearch(geminiEngine(), { question: 'How big is oat milk in Europe?' }, live());
    expect(run.queries).toEqual(['oat milk market size Europe', 'oat milk brands', 'oat milk prices']);
    expect((await readAll(run.report)).join('')).toBe(
      '## Executive Summary\nNo live sources were available.',
    );
    const second = JSON.stringify(gemini.requests[1]?.body);
    expect(second).toContain('1. oat milk market size Europe\\n2. oat milk brands\\n3. oat milk prices');
    expect(second).not.toContain('extra');
  });
});

describe('OpenAI-compatible requests', () => {
  it('post a streaming chat completion with the key as a Bearer token and the model from AI_MODEL', async () => {
    openai.enqueue({ kind: 'stream', chunks: ['ok'] });
    await readAll(streamModelText(openAiEngine(), { system: 'Be brief.', prompt: 'Weather?' }, live()));
    const [request] = openai.requests;
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe(`Bearer ${OPENAI_KEY}`);
    expect(request?.body).toMatchObject({
      model: 'llama3.1:8b',
      stream: true,
      messages: [
        { role: 'system', content: 'Be brief.' },
        { role: 'user', content: 'Weather?' },
      ],
    });
  });

  it('send no Authorization header to a server without a key (a local model server)', async () => {
    const local = await startOpenAiCompatibleFake();
    try {
      local.enqueue({ kind: 'stream', chunks: ['local answer'] });
      const engine = createAiEngine(parseEnv({ OPENAI_BASE_URL: local.baseUrl, AI_MODEL: 'qwen2.5' }), {
        maxRetries: 0,
      });
      expect(await readAll(streamModelText(engine, { prompt: 'Hi' }, live()))).toEqual(['local answer']);
      expect(local.requests[0]?.headers.authorization).toBeUndefined();
    } finally {
      await local.close();
    }
  });

  it('send images as data URLs', async () => {
    openai.enqueue({ kind: 'stream', chunks: ['ok'] });
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 9]);
    await readAll(
      streamModelText(
        openAiEngine(),
        { prompt: 'Describe', images: [{ mediaType: 'image/jpeg', data: jpeg }] },
        live(),
      ),
    );
    expect(JSON.stringify(openai.requests[0]?.body)).toContain(
      `data:image/jpeg;base64,${Buffer.from(jpeg).toString('base64')}`,
    );
  });
});
