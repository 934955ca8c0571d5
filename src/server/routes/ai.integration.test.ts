import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CAPTION_DESCRIPTION_MAX,
  CAPTION_MESSAGES,
  INSUFFICIENT_CREDITS_CODE,
  RESEARCH_MESSAGES,
  type CaptionEvent,
  type CaptionGeneration,
  type ResearchEvent,
  type ResearchReport,
} from '@shared/ai';
import { AI_ERROR_MESSAGES } from '@shared/ai-messages';
import type { CreditsView } from '@shared/credits';
import { RESEARCH_SECTIONS } from '@shared/platforms';
import { startGeminiFake, type GeminiFake } from '../../../tests/fakes/gemini-server';
import {
  startOpenAiCompatibleFake,
  type OpenAiCompatibleFake,
} from '../../../tests/fakes/openai-compatible-server';
import {
  articlePage,
  startPageServer,
  startSearxngFake,
  type FakePageServer,
  type FakeSearchProvider,
} from '../../../tests/fakes/search-servers';
import { creditLedger, generations } from '../db/schema';
import { createWebSearch } from '../integrations/search/create-web-search';
import { parseEnv } from '../env';
import { OFFLINE_ENGINE_LABEL } from '../integrations/ai/offline-engine';
import { OFFLINE_RESEARCH_NOTICE } from '../integrations/ai/offline-research';
import { createAiEngine } from '../integrations/ai/providers';
import { sampleDocx, samplePng } from '../testing/sample-files';
import {
  createSignedInUser,
  createTestRuntime,
  type TestClient,
  type TestRuntime,
} from '../testing/test-runtime';

type ErrorBody = { error: { code: string; message: string } };

/** Reads a whole NDJSON answer into its events. */
async function eventsOf<T>(response: Response): Promise<T[]> {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('application/x-ndjson');
  const text = await response.text();
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as T);
}

const credits = async (client: TestClient) =>
  (await (await client.get('/api/credits')).json()) as CreditsView;
const spendable = (view: CreditsView) => view.dailyFreeRemaining + view.remainingCredits;

async function ledgerOf(runtime: TestRuntime, userId: string) {
  return runtime.database.db.select().from(creditLedger).where(eq(creditLedger.userId, userId));
}

describe('with the offline engine', () => {
  let runtime: TestRuntime;
  beforeAll(async () => {
    runtime = await createTestRuntime(
      {},
      { ai: createAiEngine(parseEnv({ LOG_LEVEL: 'silent' }), { offlineChunkDelayMs: 0 }) },
    );
  });
  afterAll(() => runtime.close());

  it('generates captions for 1 credit, streamed, and keeps them in the history', async () => {
    const { client } = await createSignedInUser(runtime);
    const before = await credits(client);
    const description = 'TikTok video of our new matcha latte, launching Friday at the Brooklyn cafe';
    const events = await eventsOf<CaptionEvent>(await client.post('/api/captions', { description }));

    const [start, ...rest] = events;
    expect(start).toMatchObject({
      type: 'start',
      platform: 'tiktok',
      count: 3,
      engine: OFFLINE_ENGINE_LABEL,
      creditsUsed: 1,
      dailyFreeUsed: true,
    });
    const deltas = rest.filter((event) => event.type === 'delta');
    expect(deltas.length).toBeGreaterThan(3);
    const done = rest.at(-1);
    expect(done?.type).toBe('done');
    const generation = (done as { generation: CaptionGeneration }).generation;
    expect(generation.captions).toHaveLength(3);
    expect(generation.captions.join('\n')).toMatch(/#\w+/);
    expect(generation).toMatchObject({ description, platform: 'tiktok', creditsUsed: 1 });

    const after = await credits(client);
    expect(after.dailyFreeRemaining).toBe(before.dailyFreeRemaining - 1);
    expect(after.remainingCredits).toBe(before.remainingCredits);

    const history = (await (await client.get('/api/captions')).json()) as {
      generations: CaptionGeneration[];
    };
    expect(history.generations).toEqual([generation]);
  });

  it('refuses a blank or an over-long description before spending anything', async () => {
    const { client, userId } = await createSignedInUser(runtime);
    for (const description of ['', '   \n ']) {
      const response = await client.post('/api/captions', { description });
      expect(response.status).toBe(400);
      expect(((await response.json()) as ErrorBody).error.message).toBe(CAPTION_MESSAGES.emptyDescription);
    }
    const tooLong = await client.post('/api/captions', {
      description: 'x'.repeat(CAPTION_DESCRIPTION_MAX + 1),
    });
    expect(tooLong.status).toBe(400);
    expect(((await tooLong.json()) as ErrorBody).error.message).toBe(CAPTION_MESSAGES.tooLong);
    expect((await ledgerOf(runtime, userId)).filter((row) => row.reason === 'spend')).toHaveLength(0);
  });

  it('asks anonymous visitors to sign in', async () => {
    const response = await runtime.app.request('http://localhost:3000/api/captions', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      body: JSON.stringify({ description: 'hello' }),
    });
    expect(response.status).toBe(401);
  });

  it('refuses with the no-credits message once daily free and paid credits are spent', async () => {
    const { client } = await createSignedInUser(runtime);
    const start = spendable(await credits(client));
    // Spends run concurrently: the row lock lets exactly `start` of them through.
    const responses = await Promise.all(
      Array.from({ length: start + 3 }, () =>
        client.post('/api/captions', { description: 'Instagram post' }),
      ),
    );
    const refused = responses.filter((response) => response.status === 402);
    expect(refused).toHaveLength(3);
    for (const response of refused) {
      expect(await response.json()).toEqual({
        error: { code: INSUFFICIENT_CREDITS_CODE, message: CAPTION_MESSAGES.noCredits },
      });
    }
    await Promise.all(responses.filter((response) => response.ok).map((response) => response.text()));
    expect(spendable(await credits(client))).toBe(0);
  });

  it('researches a simple question for 1 credit and a complex one for 2, decided on the server', async () => {
    const { client } = await createSignedInUser(runtime);
    const simple = await eventsOf<ResearchEvent>(
      await client.post('/api/research', { question: 'Best time to post on Instagram?' }),
    );
    expect(simple[0]).toMatchObject({ type: 'start', complexity: 'simple', creditsUsed: 1 });
    expect(simple[1]).toMatchObject({ type: 'sources', sources: [] });
    expect(simple[1]?.type === 'sources' && simple[1].queries.length).toBeGreaterThan(0);
    const done = simple.at(-1) as { type: 'done'; research: ResearchReport };
    expect(done.type).toBe('done');
    for (const section of RESEARCH_SECTIONS) expect(done.research.report).toContain(section);
    expect(done.research.report).toContain(OFFLINE_RESEARCH_NOTICE);

    const before = await credits(client);
    const complex = await eventsOf<ResearchEvent>(
      // A client's claim about the cost is not part of the request; the extra field is ignored.
      await client.post('/api/research', { question: 'Compare oat milk brands', complexity: 'simple' }),
    );
    expect(complex[0]).toMatchObject({ type: 'start', complexity: 'complex', creditsUsed: 2 });
    expect(complex.at(-1)?.type).toBe('done');
    expect(spendable(await credits(client))).toBe(spendable(before) - 2);

    const history = (await (await client.get('/api/research')).json()) as { reports: ResearchReport[] };
    expect(history.reports.map((report) => report.question)).toEqual([
      'Compare oat milk brands',
      'Best time to post on Instagram?',
    ]);
  });

  it('refuses a blank question and an unaffordable one with their messages', async () => {
    const { client } = await createSignedInUser(runtime);
    const blank = await client.post('/api/research', { question: '  ' });
    expect(blank.status).toBe(400);
    expect(((await blank.json()) as ErrorBody).error.message).toBe(RESEARCH_MESSAGES.emptyQuestion);

    // 5 daily + 5 paid: four complex questions leave 1 daily and 1 paid, and a complex one no longer fits in either.
    for (let index = 0; index < 4; index++) {
      await eventsOf(await client.post('/api/research', { question: `Detailed analysis ${index}` }));
    }
    const refused = await client.post('/api/research', { question: 'A detailed analysis please' });
    expect(refused.status).toBe(402);
    expect(((await refused.json()) as ErrorBody).error.message).toBe(RESEARCH_MESSAGES.noCredits);
    const simple = await eventsOf<ResearchEvent>(
      await client.post('/api/research', { question: 'Simple one' }),
    );
    expect(simple.at(-1)?.type).toBe('done');
  });
});

describe.each([
  ['Gemini', 'gemini'],
  ['an OpenAI-compatible server', 'openai'],
] as const)('with %s behind HTTP', (_name, provider) => {
  let runtime: TestRuntime;
  let fake: GeminiFake | OpenAiCompatibleFake;

  beforeAll(async () => {
    fake =
      provider === 'gemini'
        ? await startGeminiFake({ apiKey: 'test-key' })
        : await startOpenAiCompatibleFake({ apiKey: 'local-key' });
    const env: Record<string, string> =
      provider === 'gemini'
        ? { GEMINI_API_KEY: 'test-key', GEMINI_BASE_URL: fake.baseUrl, AI_TIMEOUT_MS: '1500' }
        : {
            OPENAI_BASE_URL: fake.baseUrl,
            OPENAI_API_KEY: 'local-key',
            AI_MODEL: 'llama3',
            AI_TIMEOUT_MS: '1500',
          };
    runtime = await createTestRuntime(env, {
      ai: createAiEngine(parseEnv({ LOG_LEVEL: 'silent', ...env }), { maxRetries: 0 }),
    });
  });
  afterAll(async () => {
    await runtime.close();
    await fake.close();
  });

  it('streams the model’s captions and splits them', async () => {
    const { client } = await createSignedInUser(runtime);
    fake.reset();
    fake.enqueue({
      kind: 'stream',
      chunks: [
        'Here are 3 captions:\n1. Fresh ',
        'bread daily 🥖 #bakery\n',
        '2. Warm crusts #fresh\n3. Come hungry #local',
      ],
    });
    const events = await eventsOf<CaptionEvent>(
      await client.post('/api/captions', { description: 'Instagram bakery post' }),
    );
    expect(
      events.filter((event) => event.type === 'delta').map((event) => event.type === 'delta' && event.text),
    ).toHaveLength(3);
    const done = events.at(-1) as { type: 'done'; generation: CaptionGeneration };
    expect(done.generation.captions).toEqual([
      'Fresh bread daily 🥖 #bakery',
      'Warm crusts #fresh',
      'Come hungry #local',
    ]);
    expect(JSON.stringify(fake.requests[0]?.body)).toContain('Instagram bakery post');
  });

  it('gives the model the attachments: a picture inline, a document as text, another user’s file not at all', async () => {
    const { client } = await createSignedInUser(runtime);
    const other = await createSignedInUser(runtime);
    const upload = async (owner: TestClient, name: string, bytes: Uint8Array) => {
      const body = new FormData();
      body.append('file', new Blob([new Uint8Array(bytes)]), name);
      return ((await (await owner.fetch('/api/uploads', { method: 'POST', body })).json()) as { id: string })
        .id;
    };
    const picture = await upload(client, 'cafe.png', samplePng());
    const brief = await upload(client, 'brief.docx', sampleDocx('Spring menu tasting on Saturday'));
    const theirs = await upload(other.client, 'theirs.png', samplePng());
    fake.reset();
    const events = await eventsOf<CaptionEvent>(
      await client.post('/api/captions', {
        description: 'Instagram post for our cafe',
        attachmentIds: [picture, brief, theirs],
      }),
    );
    expect(events.at(-1)?.type).toBe('done');
    const sent = JSON.stringify(fake.requests[0]?.body);
    const pictureBase64 = Buffer.from(samplePng()).toString('base64');
    expect(sent.split(pictureBase64)).toHaveLength(2);
    expect(sent).toContain('Spring menu tasting on Saturday');
  });

  it.each([
    ['a provider error', { kind: 'error', status: 500 } as const, AI_ERROR_MESSAGES.provider],
    ['an empty answer', { kind: 'stream', chunks: [] as string[] } as const, AI_ERROR_MESSAGES.empty],
    ['a timeout', { kind: 'hang' } as const, AI_ERROR_MESSAGES.timeout],
  ])('refunds exactly once after %s, and stores nothing', async (_label, reply, message) => {
    const { client, userId } = await createSignedInUser(runtime);
    const before = await credits(client);
    fake.reset();
    fake.enqueue(reply);
    const events = await eventsOf<CaptionEvent>(
      await client.post('/api/captions', { description: 'LinkedIn post' }),
    );
    expect(events[0]?.type).toBe('start');
    expect(events.at(-1)).toEqual({ type: 'error', message, refunded: true });
    expect(await credits(client)).toEqual(before);
    const ledger = await ledgerOf(runtime, userId);
    expect(ledger.filter((row) => row.reason === 'spend')).toHaveLength(1);
    expect(ledger.filter((row) => row.reason === 'refund')).toHaveLength(1);
    const stored = await runtime.database.db.select().from(generations).where(eq(generations.userId, userId));
    expect(stored).toHaveLength(0);
  });

  it('refunds a research request whose report call fails after the queries were written', async () => {
    const { client } = await createSignedInUser(runtime);
    const before = await credits(client);
    fake.reset();
    fake.enqueue(
      { kind: 'stream', chunks: ['oat milk market size\noat milk brands'] },
      { kind: 'error', status: 503 },
    );
    const events = await eventsOf<ResearchEvent>(
      await client.post('/api/research', { question: 'Compare oat milk brands' }),
    );
    expect(events.map((event) => event.type)).toEqual(['start', 'sources', 'error']);
    expect(events[1]).toMatchObject({ queries: ['oat milk market size', 'oat milk brands'], sources: [] });
    expect(events.at(-1)).toMatchObject({ refunded: true });
    expect(await credits(client)).toEqual(before);
  });

  it('charges an answer the model finished even when the client hangs up before reading it', async () => {
    const { client, userId } = await createSignedInUser(runtime);
    const before = await credits(client);
    fake.reset();
    fake.enqueue({ kind: 'stream', chunks: ['1. Fresh bread #bakery\n', '2. Warm crust #fresh\n'] });
    const abort = new AbortController();
    const response = await client.fetch('/api/captions', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ description: 'Instagram bakery post' }),
      signal: abort.signal,
    });
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    expect((await reader.read()).value).toContain('"start"');
    // The client reads nothing more, yet the answer is read from the model and stored as it finishes.
    const stored = () => runtime.database.db.select().from(generations).where(eq(generations.userId, userId));
    await expect.poll(async () => (await stored()).length).toBe(1);
    abort.abort();
    await reader.cancel().catch(() => undefined);

    expect((await stored())[0]!.captions).toEqual(['Fresh bread #bakery', 'Warm crust #fresh']);
    const ledger = await ledgerOf(runtime, userId);
    expect(ledger.filter((row) => row.reason === 'refund')).toHaveLength(0);
    expect(spendable(await credits(client))).toBe(spendable(before) - 1);
  });

  it('stops the model call and refunds when the client goes away mid-answer', async () => {
    const { client, userId } = await createSignedInUser(runtime);
    const before = await credits(client);
    fake.reset();
    fake.enqueue({ kind: 'stream', chunks: ['1. First caption #one\n'], hang: true });
    const abort = new AbortController();
    const response = await client.fetch('/api/captions', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ description: 'Facebook post' }),
      signal: abort.signal,
    });
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let received = '';
    while (!received.includes('"delta"')) received += (await reader.read()).value ?? '';
    abort.abort();
    await reader.cancel().catch(() => undefined);

    await expect.poll(() => fake.disconnects()).toBe(1);
    await expect
      .poll(async () => (await ledgerOf(runtime, userId)).filter((row) => row.reason === 'refund').length)
      .toBe(1);
    expect(await credits(client)).toEqual(before);
  });
});

describe('research with a web search provider', () => {
  let runtime: TestRuntime;
  let model: OpenAiCompatibleFake;
  let searxng: FakeSearchProvider;
  let pages: FakePageServer;

  beforeAll(async () => {
    model = await startOpenAiCompatibleFake();
    pages = await startPageServer({
      '/oat-report': {
        body: articlePage('Oat milk market report', ['Oat milk sales grew 19% in Germany last year.']),
      },
    });
    searxng = await startSearxngFake({
      index: {
        'oat milk market size': [
          { title: 'Oat milk market report', url: pages.url('/oat-report'), snippet: 'Sales grew.' },
        ],
        'oat milk brands': [
          { title: 'Brands to watch', url: pages.url('/missing-page'), snippet: 'Oatly leads the shelf.' },
        ],
      },
    });
    const env = {
      OPENAI_BASE_URL: model.baseUrl,
      AI_MODEL: 'llama3',
      SEARCH_PROVIDER: 'searxng',
      SEARXNG_URL: searxng.baseUrl,
    };
    runtime = await createTestRuntime(env, {
      ai: createAiEngine(parseEnv({ LOG_LEVEL: 'silent', ...env }), { maxRetries: 0 }),
      // The fake pages live on 127.0.0.1, which production refuses to fetch.
      webSearch: createWebSearch(parseEnv({ LOG_LEVEL: 'silent', ...env }), { allowPrivateNetwork: true }),
    });
  });
  afterAll(async () => {
    await runtime.close();
    await Promise.all([model.close(), searxng.close(), pages.close()]);
  });

  it('grounds the report on the fetched pages and lists them as numbered sources', async () => {
    const { client } = await createSignedInUser(runtime);
    model.enqueue(
      { kind: 'stream', chunks: ['oat milk market size\noat milk brands'] },
      { kind: 'stream', chunks: ['## Executive Summary\nSales grew 19% [1].'] },
    );
    const events = await eventsOf<ResearchEvent>(
      await client.post('/api/research', { question: 'How big is the oat milk market?' }),
    );
    const sources = events.find((event) => event.type === 'sources');
    expect(sources).toMatchObject({
      type: 'sources',
      sources: [
        { host: '127.0.0.1', title: 'Oat milk market report', index: 1, url: pages.url('/oat-report') },
        { host: '127.0.0.1', title: 'Brands to watch', index: 2, chars: 'Oatly leads the shelf.'.length },
      ],
    });
    expect(sources?.type === 'sources' && sources.sources[0]!.chars).toBeGreaterThan(30);
    const reportPrompt = JSON.stringify(model.requests[1]?.body);
    expect(reportPrompt).toContain('Oat milk sales grew 19% in Germany last year.');
    expect(reportPrompt).toContain('Oatly leads the shelf.');
    const done = events.at(-1) as { type: 'done'; research: ResearchReport };
    expect(done.research.sources).toHaveLength(2);
    expect(done.research.report).toContain('[1]');
  });

  it('writes the report without sources when the search finds nothing; /api/config says search is on', async () => {
    const { client } = await createSignedInUser(runtime);
    const config = (await (await client.get('/api/config')).json()) as { hasWebSearch: boolean };
    expect(config.hasWebSearch).toBe(true);
    model.enqueue(
      { kind: 'stream', chunks: ['a query nobody indexed'] },
      { kind: 'stream', chunks: ['## Executive Summary\nNo sources.'] },
    );
    const events = await eventsOf<ResearchEvent>(
      await client.post('/api/research', { question: 'Anything?' }),
    );
    expect(events.find((event) => event.type === 'sources')).toMatchObject({ sources: [] });
    expect(events.at(-1)?.type).toBe('done');
  });
});
