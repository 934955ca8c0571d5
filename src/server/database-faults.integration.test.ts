import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ERROR_CODES, SERVICE_UNAVAILABLE_MESSAGE, SERVICE_UNAVAILABLE_PAGE } from '@shared/api-error';
import type { CreditsView } from '@shared/credits';
import { startTcpFaultProxy } from '../../tests/fakes/tcp-fault-proxy';
import { parseEnv } from './env';
import { createLogger } from './logger';
import { createRuntime } from './runtime';
import { createEmptyPostgresDatabase } from './testing/test-database';
import { createSignedInUser, readOutbox, TestClient, type TestRuntime } from './testing/test-runtime';

/**
 * PostgreSQL stopped or hung under the app, played by a TCP proxy between them: requests are answered 503 with
 * Retry-After while it lasts — within the database timeout, not when the database comes back — nothing is spent,
 * and everything works again once it is back.
 */
describe.runIf(process.env.TEST_DB_KIND === 'postgres')('when PostgreSQL stops or hangs', () => {
  let database: Awaited<ReturnType<typeof createEmptyPostgresDatabase>>;
  let proxy: Awaited<ReturnType<typeof startTcpFaultProxy>>;
  let runtime: TestRuntime;
  let client: TestClient;

  beforeAll(async () => {
    database = await createEmptyPostgresDatabase();
    const target = new URL(database.url);
    proxy = await startTcpFaultProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const throughProxy = new URL(database.url);
    throughProxy.host = `127.0.0.1:${proxy.port}`;
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'copilot-db-faults-'));
    const env = parseEnv({
      DATA_DIR: dataDir,
      DATABASE_URL: throughProxy.toString(),
      DATABASE_TIMEOUT_MS: '500',
      APP_URL: 'http://localhost:3000',
      LOG_LEVEL: 'silent',
    });
    // The app's pages too: a browser asking for one during an outage gets a page, not the API's JSON.
    const clientDir = path.join(dataDir, 'client');
    mkdirSync(clientDir);
    writeFileSync(
      path.join(clientDir, 'index.html'),
      '<!doctype html><html><head><link rel="modulepreload" href="/assets/a.js"></head><body>' +
        '<div id="root"></div><script type="module" src="/assets/main.js"></script></body></html>',
    );
    const base = await createRuntime(env, { logger: createLogger('silent'), clientDir, pageRenderer: null });
    runtime = {
      ...base,
      dataDir,
      appOrigin: 'http://localhost:3000',
      outbox: async () => {
        await base.mailOutbox.deliverDue();
        return readOutbox(path.join(dataDir, 'mail'));
      },
    };
    ({ client } = await createSignedInUser(runtime));
  });
  afterAll(async () => {
    proxy?.resume();
    await runtime?.close();
    await proxy?.close();
    await database?.drop();
  });

  const balance = async () => {
    const view = (await (await client.get('/api/credits')).json()) as CreditsView;
    return view.dailyFreeRemaining + view.remainingCredits;
  };

  async function expectUnavailable(response: Response) {
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await response.json()).toEqual({
      error: { code: API_ERROR_CODES.unavailable, message: SERVICE_UNAVAILABLE_MESSAGE },
    });
  }

  it('answers 503 while the database hangs, spends nothing, and recovers when it answers again', async () => {
    expect(await balance()).toBe(10);
    proxy.freeze();
    // Each answer comes while the database is still frozen: it is only resumed below.
    await expectUnavailable(await client.get('/api/credits'));
    await expectUnavailable(await client.post('/api/captions', { description: 'Instagram post' }));
    expect((await client.get('/api/health')).status).toBe(503);
    proxy.resume();
    await expect.poll(() => client.get('/api/credits').then((response) => response.status)).toBe(200);
    expect(await balance()).toBe(10);
  });

  it('answers 503 while the database is down, and recovers once it is back', async () => {
    proxy.stop();
    await expectUnavailable(await client.get('/api/credits'));
    await expectUnavailable(await client.post('/api/captions', { description: 'Instagram post' }));
    const stranger = new TestClient(runtime.app);
    await expectUnavailable(
      await stranger.post('/api/auth/sign-in/email', { email: 'a@example.com', password: 'password-123' }),
    );
    await expectUnavailable(
      await stranger.post('/api/auth/sign-up/email', {
        name: 'New',
        email: 'new@example.com',
        password: 'password-123',
      }),
    );
    const page = await client.get('/dashboard?tab=1');
    expect(page.status).toBe(503);
    expect(page.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    const html = await page.text();
    expect(html).toContain(
      `<h1 class="text-2xl font-bold tracking-tight">${SERVICE_UNAVAILABLE_PAGE.title}</h1>`,
    );
    expect(html).toContain(SERVICE_UNAVAILABLE_MESSAGE);
    expect(html).toContain('href="/dashboard"');
    // A static notice: none of the app's scripts, which would only ask the server again.
    expect(html).not.toMatch(/<script type="module"|modulepreload/);
    proxy.resume();
    await expect.poll(() => client.get('/api/credits').then((response) => response.status)).toBe(200);
    expect(await balance()).toBe(10);
    expect((await client.get('/dashboard')).status).toBe(200);
  });
});
