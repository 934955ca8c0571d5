import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_ERRORS } from '@shared/messages';
import { enterpriseLeads } from './db/schema';
import { parseEnv } from './env';
import { createAiEngine } from './integrations/ai/providers';
import { samplePng } from './testing/sample-files';
import { TestClient, createSignedInUser, createTestRuntime, type TestRuntime } from './testing/test-runtime';

let runtime: TestRuntime;

beforeAll(async () => {
  runtime = await createTestRuntime(
    {},
    { ai: createAiEngine(parseEnv({ LOG_LEVEL: 'silent' }), { offlineChunkDelayMs: 0 }) },
  );
});
afterAll(async () => {
  await runtime.close();
});

type ErrorBody = { error: { code: string; message: string } };
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Every route of the app that may change something, read from the app itself: a new route is covered at once. */
function stateChangingRoutes() {
  const routes = runtime.app.routes
    // `ALL` entries are middleware and the API's catch-all 404.
    .filter((route) => route.method !== 'ALL' && !SAFE_METHODS.has(route.method))
    .map((route) => `${route.method} ${route.path}`);
  return (
    [...new Set(routes)]
      .map((route) => {
        const [method, path] = route.split(' ') as [string, string];
        return { method, path };
      })
      // Wildcards last: `/api/auth/*` stands for sign-out, which would end the session the other routes need.
      .sort((a, b) => Number(a.path.includes('*')) - Number(b.path.includes('*')))
  );
}

/** Valid requests where the route takes a body: the refusal must not be a validation failure in disguise. */
function requestFor(
  method: string,
  path: string,
  ids: { upload: string; checkout: string },
): { url: string; init: RequestInit } {
  const url = path
    .replace(':id', path.startsWith('/api/uploads') ? ids.upload : ids.checkout)
    .replace(':action', 'cancel')
    .replace('*', 'sign-out');
  if (url === '/api/uploads' && method === 'POST') {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(samplePng())], { type: 'image/png' }), 'pixel.png');
    return { url, init: { method, body: form } };
  }
  const bodies: Record<string, unknown> = {
    '/api/auth/sign-up/email': { name: 'Mallory', email: 'mallory@example.com', password: 'password-123' },
    '/api/auth/sign-in/email': { email: 'mallory@example.com', password: 'password-123' },
    '/api/auth/reset-password': { token: 'a-reset-token', newPassword: 'chosen-by-mallory' },
    '/api/auth/two-factor/verify-totp': { code: '123456' },
    '/api/auth/update-user': { name: 'Renamed By Mallory' },
    '/api/auth/change-password': { currentPassword: 'password-123', newPassword: 'chosen-by-mallory' },
    '/api/auth/request-password-reset': { email: 'someone@example.com' },
    '/api/auth/sign-in/social': { provider: 'google' },
    '/api/billing/checkout': { planName: 'Pro' },
    '/api/billing/enterprise': { name: 'Mallory', email: 'mallory@example.com', company: 'Evil Inc.' },
    '/api/captions': { description: 'A caption nobody asked for' },
    '/api/research': { question: 'A question nobody asked' },
  };
  return {
    url,
    init: {
      method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(bodies[url] ?? {}),
    },
  };
}

/** What a forged request could change for the signed-in user. */
async function stateOf(client: TestClient, userId: string) {
  const read = async (path: string) => (await client.get(path)).json();
  return {
    session: ((await read('/api/auth/get-session')) as { user?: { name: string } } | null)?.user?.name,
    credits: await read('/api/credits'),
    subscription: await read('/api/subscription'),
    uploads: await read('/api/uploads'),
    captions: await read('/api/captions'),
    research: await read('/api/research'),
    leads: (
      await runtime.database.db.select().from(enterpriseLeads).where(eq(enterpriseLeads.userId, userId))
    ).length,
  };
}

/** A signed-in user with one upload and one pending test checkout, made from the app's own origin. */
async function victim() {
  const user = await createSignedInUser(runtime, 'Victim');
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(samplePng())], { type: 'image/png' }), 'mine.png');
  const upload = await user.client.fetch('/api/uploads', { method: 'POST', body: form });
  expect(upload.status).toBe(201);
  const checkout = await user.client.post('/api/billing/checkout', { planName: 'Pro' });
  expect(checkout.status).toBe(200);
  const ids = {
    upload: ((await upload.json()) as { id: string }).id,
    checkout: ((await checkout.json()) as { url: string }).url.split('/').at(-1)!,
  };
  return { ...user, ids };
}

describe('requests from another site', () => {
  it('finds the state-changing routes to check', () => {
    const routes = stateChangingRoutes().map(({ method, path }) => `${method} ${path}`);
    // A sample, so that an empty or broken walk cannot pass the sweep below.
    for (const route of [
      'POST /api/uploads',
      'DELETE /api/uploads/:id',
      'POST /api/billing/portal',
      'POST /api/billing/test/checkout/:id/pay',
      'POST /api/auth/*',
      'POST /api/billing/webhook',
    ]) {
      expect(routes).toContain(route);
    }
  });

  it.each([
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['Origin "null" (a sandboxed frame)', { origin: 'null' }],
    ['Sec-Fetch-Site: cross-site', { origin: 'http://localhost:3000', 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site', { origin: 'http://static.localhost:3000', 'sec-fetch-site': 'same-site' }],
  ])(
    'are refused with 403 on every state-changing route, with %s and a valid session, changing nothing',
    async (_label, headers) => {
      const { client, userId, email, password, ids } = await victim();
      const before = await stateOf(client, userId);
      for (const { method, path } of stateChangingRoutes()) {
        if (method === 'POST' && path === '/api/billing/webhook') continue;
        const { url, init } = requestFor(method, path, ids);
        const response = await client.fetch(url, {
          ...init,
          headers: { ...Object.fromEntries(new Headers(init.headers)), ...headers },
        });
        expect(response.status, `${method} ${url}`).toBe(403);
        expect(await response.json()).toEqual({
          error: { code: 'FORBIDDEN', message: REQUEST_ERRORS.crossSite },
        });
      }
      expect(await stateOf(client, userId)).toEqual(before);
      // Not signed out, and the password is still the owner's.
      expect(client.hasSessionCookie).toBe(true);
      const again = await new TestClient(runtime.app).post('/api/auth/sign-in/email', { email, password });
      expect(again.status).toBe(200);
    },
  );

  it("let Stripe's webhook through: it is called cross-site and checked by its signature", async () => {
    const response = await new TestClient(runtime.app, 'https://stripe.com').fetch('/api/billing/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' },
      body: '{}',
    });
    // Test-mode billing has no webhook: the route itself answers.
    expect(response.status).toBe(404);
    expect(((await response.json()) as ErrorBody).error.code).toBe('NOT_FOUND');
  });
});

describe('requests from the app itself', () => {
  it('are not refused on any state-changing route', async () => {
    const { client, ids } = await victim();
    for (const { method, path } of stateChangingRoutes()) {
      const { url, init } = requestFor(method, path, ids);
      const response = await client.fetch(url, {
        ...init,
        headers: { ...Object.fromEntries(new Headers(init.headers)), 'sec-fetch-site': 'same-origin' },
      });
      const body = (await response.json().catch(() => null)) as ErrorBody | null;
      expect(body?.error?.message, `${method} ${url}`).not.toBe(REQUEST_ERRORS.crossSite);
      expect(response.status, `${method} ${url}`).toBeLessThan(500);
    }
  });

  it('change what they should: an upload, a paid test checkout, an enterprise request', async () => {
    const { client, userId, ids } = await victim();
    const before = await stateOf(client, userId);
    for (const path of [
      '/api/uploads',
      `/api/billing/test/checkout/${ids.checkout}/pay`,
      '/api/billing/enterprise',
    ]) {
      const { url, init } = requestFor('POST', path, ids);
      const response = await client.fetch(url, init);
      expect(response.status, path).toBeLessThan(300);
    }
    const after = await stateOf(client, userId);
    expect((after.uploads as { uploads: unknown[] }).uploads).toHaveLength(2);
    expect(after.subscription).toMatchObject({ subscribed: true, subscription_tier: 'Pro' });
    expect(after.credits).not.toEqual(before.credits);
    expect(after.leads).toBe(before.leads + 1);
  });

  it('pass without Origin or Sec-Fetch-Site (curl, another server): no browser page sent them', async () => {
    const { client, userId } = await victim();
    const response = await runtime.app.request('http://localhost:3000/api/billing/enterprise', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: client.cookieHeader },
      body: JSON.stringify({ name: 'Ada', email: 'ada@example.com', company: 'Engines Ltd' }),
    });
    expect(response.status).toBe(201);
    expect((await stateOf(client, userId)).leads).toBe(1);
  });
});
