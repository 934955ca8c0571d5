import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCreditRecovery } from '../services/credit-recovery';
import { createSignedInUser, createTestRuntime, type TestRuntime } from '../testing/test-runtime';

const TOKEN = 'metrics-token-0123456789';

let runtime: TestRuntime;
let withoutToken: TestRuntime;

beforeAll(async () => {
  runtime = await createTestRuntime({ METRICS_TOKEN: TOKEN });
  withoutToken = await createTestRuntime();
});
afterAll(async () => {
  await runtime?.close();
  await withoutToken?.close();
});

const scrape = (target: TestRuntime, authorization?: string) =>
  target.app.request('http://localhost:3000/metrics', {
    headers: authorization ? { authorization } : {},
  });

/** The value of one sample line, e.g. `http_request_duration_seconds_count{…} 3`; undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = text
    .split('\n')
    .find((row) => row.startsWith(`${name}{`) && wanted.every((label) => row.includes(label)));
  return line === undefined ? undefined : Number(line.split(' ').at(-1));
}

describe('GET /metrics', () => {
  it('does not exist without METRICS_TOKEN', async () => {
    expect((await scrape(withoutToken)).status).toBe(404);
    expect((await scrape(withoutToken, 'Bearer anything-at-all-here')).status).toBe(404);
  });

  it('refuses a missing or wrong token with 401', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, 'Bearer short', TOKEN, `Basic ${TOKEN}`]) {
      const response = await scrape(runtime, authorization);
      expect(response.status).toBe(401);
      expect(await response.text()).not.toContain('http_request');
    }
  });

  it('counts requests by method, route pattern and status class', async () => {
    const { client } = await createSignedInUser(runtime);
    const labels = { method: 'GET', route: '/api/uploads/:id', status_class: '4xx' };
    const before =
      sample(
        await (await scrape(runtime, `Bearer ${TOKEN}`)).text(),
        'http_request_duration_seconds_count',
        labels,
      ) ?? 0;
    for (const id of ['0b7c6a3e-1d7e-4d8e-9a57-3f8c2b1a0c11', '5e0f2d9a-8c41-4b7f-a2d3-9e6c1b0a7f22']) {
      expect((await client.get(`/api/uploads/${id}`)).status).toBe(404);
    }
    const response = await scrape(runtime, `Bearer ${TOKEN}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    expect(sample(text, 'http_request_duration_seconds_count', labels)).toBe(before + 2);
    expect(text).not.toContain('0b7c6a3e');
    // The paid-request counters exist from the start, and the process's own metrics are there.
    expect(text).toContain('# TYPE credits_spent_total counter');
    expect(text).toContain('# TYPE credits_refunded_total counter');
    expect(text).toContain('# TYPE credits_recovered_total counter');
    expect(text).toContain('process_cpu_user_seconds_total');
  });

  it('times the AI engine’s calls by engine kind', async () => {
    const { client } = await createSignedInUser(runtime);
    const response = await client.post('/api/captions', { description: 'A sunset over the harbour' });
    expect(response.status).toBe(200);
    await response.text();
    const text = await (await scrape(runtime, `Bearer ${TOKEN}`)).text();
    expect(sample(text, 'ai_call_duration_seconds_count', { engine: 'offline', outcome: 'ok' })).toBe(1);
  });

  it('counts credits spent, refunded and recovered by feature', async () => {
    const { client, userId } = await createSignedInUser(runtime);
    const feature = { feature: 'social-media-caption' };
    const read = async (name: string) =>
      sample(await (await scrape(runtime, `Bearer ${TOKEN}`)).text(), name, feature) ?? 0;
    const spentBefore = await read('credits_spent_total');
    const recoveredBefore = await read('credits_recovered_total');
    await (await client.post('/api/captions', { description: 'A sunset over the harbour' })).text();
    expect(await read('credits_spent_total')).toBe(spentBefore + 1);

    // A spend whose request died: the recovery pass refunds it and counts it.
    await runtime.credits.spendCredits({
      userId,
      feature: 'social-media-caption',
      cost: 1,
      requestId: `social-media-caption:${userId}:dead`,
    });
    const recovery = createCreditRecovery({
      credits: runtime.credits,
      logger: runtime.logger,
      metrics: runtime.metrics,
      clock: { now: () => new Date(Date.now() + 60_000) },
      intervalMs: 60_000,
      afterMs: 1_000,
    });
    expect(await recovery.runOnce()).toBeGreaterThanOrEqual(1);
    expect(await read('credits_recovered_total')).toBeGreaterThanOrEqual(recoveredBefore + 1);
  });

  it('reports the PostgreSQL pool (open, idle, waiting); none on PGlite', async () => {
    const text = await (await scrape(runtime, `Bearer ${TOKEN}`)).text();
    const gauge = (name: string) => text.match(new RegExp(`^${name} (\\d+)$`, 'm'))?.[1];
    if (runtime.database.kind === 'postgres') {
      const pool = runtime.database.pool!;
      expect(Number(gauge('db_pool_connections_total'))).toBe(pool.totalCount);
      expect(Number(gauge('db_pool_connections_total'))).toBeGreaterThan(0);
      expect(Number(gauge('db_pool_connections_idle'))).toBe(pool.idleCount);
      expect(Number(gauge('db_pool_requests_waiting'))).toBe(0);
    } else {
      expect(text).not.toContain('db_pool_');
    }
  });
});
