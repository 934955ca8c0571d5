import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenAiCompatibleFake } from '../../../tests/fakes/openai-compatible-server';
import { rssFeed, startFeedServer, type FakeFeedServer } from '../../../tests/fakes/rss-server';
import { parseEnv } from '../env';
import { createAiEngine } from '../integrations/ai/providers';
import { LOG_LEVELS, captureLogs, type LogLine } from '../testing/log-capture';
import {
  createSignedInUser,
  createTestRuntime,
  type TestClient,
  type TestRuntime,
} from '../testing/test-runtime';

let runtime: TestRuntime;
let feeds: FakeFeedServer;
const logs = captureLogs('debug');

beforeAll(async () => {
  feeds = await startFeedServer({
    '/good.xml': { body: rssFeed('Good', [{ title: 'Story', link: 'https://news.example.com/1' }]) },
    '/broken.xml': { status: 500, body: 'down' },
  });
  runtime = await createTestRuntime(
    { NEWS_FEEDS: `${feeds.url('/good.xml')},${feeds.url('/broken.xml')}` },
    { logger: logs.logger },
  );
});
afterAll(async () => {
  await runtime?.close();
  await feeds?.close();
});

const request = (pathname: string, headers: Record<string, string> = {}) =>
  runtime.app.request(`http://localhost:3000${pathname}`, { headers });

const accessLines = (reqId: string) =>
  logs.lines.filter((line) => line.reqId === reqId && line.msg === 'request');

describe('request ids', () => {
  it('echoes a sane incoming X-Request-Id and logs the request under it', async () => {
    const id = `edge-${randomUUID()}`;
    const response = await request('/api/config', { 'X-Request-Id': id });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe(id);
    const [line, ...others] = accessLines(id);
    expect(others).toEqual([]);
    expect(line).toMatchObject({
      level: LOG_LEVELS.info,
      method: 'GET',
      route: '/api/config',
      status: 200,
      ms: expect.any(Number),
    });
  });

  it('generates an id when none is sent, a different one per request', async () => {
    const first = (await request('/api/config')).headers.get('x-request-id');
    const second = (await request('/api/config')).headers.get('x-request-id');
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toMatch(/^[0-9a-f-]{36}$/);
    expect(first).not.toBe(second);
    expect(accessLines(first!)).toHaveLength(1);
  });

  it('replaces an insane incoming id (too long, or with characters a log line must not carry)', async () => {
    for (const insane of ['x'.repeat(129), 'a b', 'id<script>', 'line"break', 'ünïcode']) {
      const response = await request('/api/config', { 'X-Request-Id': insane });
      const echoed = response.headers.get('x-request-id');
      expect(echoed).toMatch(/^[0-9a-f-]{36}$/);
      expect(logs.text()).not.toContain(insane);
    }
  });

  it('logs the route pattern, not the raw path with its ids', async () => {
    const { client } = await createSignedInUser(runtime);
    const id = `pattern-${randomUUID()}`;
    const uploadId = randomUUID();
    const response = await client.fetch(`/api/uploads/${uploadId}`, { headers: { 'X-Request-Id': id } });
    expect(response.status).toBe(404);
    const [line] = accessLines(id);
    expect(line).toMatchObject({ route: '/api/uploads/:id', status: 404 });
    expect(JSON.stringify(line)).not.toContain(uploadId);
  });

  it("puts the id on a service's own warning, written with the root logger", async () => {
    const { client } = await createSignedInUser(runtime);
    const id = `feeds-${randomUUID()}`;
    const response = await client.fetch('/api/feeds/news', { headers: { 'X-Request-Id': id } });
    expect(response.status).toBe(200);
    const warning = logs.lines.find((line: LogLine) => line.msg === 'news feed unavailable');
    expect(warning).toMatchObject({ level: LOG_LEVELS.warn, reqId: id, feed: feeds.url('/broken.xml') });
    expect(accessLines(id)).toHaveLength(1);
  });

  it('keeps probes out of the info access log', async () => {
    const id = `probe-${randomUUID()}`;
    expect((await request('/api/live', { 'X-Request-Id': id })).status).toBe(200);
    const [line] = accessLines(id);
    expect(line).toMatchObject({ level: LOG_LEVELS.debug, route: '/api/live' });
  });

  it('never logs the cookie or authorization headers', async () => {
    const { client } = await createSignedInUser(runtime);
    const session = client.cookieHeader.split('=')[1]!;
    await client.fetch('/api/feeds/news', { headers: { authorization: 'Bearer abcdefghijklmnop-secret' } });
    expect(logs.text()).not.toContain(session);
    expect(logs.text()).not.toContain('abcdefghijklmnop-secret');
  });
});

describe('request ids on streamed answers', () => {
  const streamLogs = captureLogs('debug');
  let model: Awaited<ReturnType<typeof startOpenAiCompatibleFake>>;
  let streaming: TestRuntime;

  beforeAll(async () => {
    model = await startOpenAiCompatibleFake();
    const env = { OPENAI_BASE_URL: model.baseUrl, AI_MODEL: 'test-model', AI_TIMEOUT_MS: '1000' };
    streaming = await createTestRuntime(env, {
      ai: createAiEngine(parseEnv({ LOG_LEVEL: 'silent', ...env }), { maxRetries: 0 }),
      logger: streamLogs.logger,
    });
  });
  afterAll(async () => {
    await streaming?.close();
    await model?.close();
  });

  const postCaptions = (client: TestClient, id: string) =>
    client.fetch('/api/captions', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Request-Id': id },
      body: JSON.stringify({ description: 'A bakery post' }),
    });

  it('are on the lines written while the answer streams, after the handler returned', async () => {
    const { client } = await createSignedInUser(streaming);
    // The first words arrive, then the model stalls until the deadline: the failure is logged mid-stream.
    model.enqueue({ kind: 'stream', chunks: ['1. Fresh bread '], hang: true });
    const id = `stream-${randomUUID()}`;
    const response = await postCaptions(client, id);
    expect(response.headers.get('x-request-id')).toBe(id);
    expect(await response.text()).toContain('Fresh bread');
    const failure = streamLogs.lines.find((line) => line.msg === 'AI request failed');
    expect(failure).toMatchObject({ level: LOG_LEVELS.warn, reqId: id });
  });

  it('are on the lines written when the reader goes away mid-answer', async () => {
    const { client } = await createSignedInUser(streaming);
    model.enqueue({ kind: 'stream', chunks: ['1. Warm crusts '], hang: true });
    const id = `leave-${randomUUID()}`;
    const reader = (await postCaptions(client, id)).body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toContain('"type"');
    // The reader's cancel reaches the server from outside the request, like a browser closing its tab.
    await reader.cancel();
    while (!streamLogs.lines.some((line) => line.msg === 'AI request cancelled')) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const cancelled = streamLogs.lines.find((line) => line.msg === 'AI request cancelled');
    expect(cancelled).toMatchObject({ level: LOG_LEVELS.info, reqId: id });
  });
});
