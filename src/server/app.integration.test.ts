import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_BODY_LIMIT_BYTES } from '@shared/constants';
import { TestClient, createConfirmedUser, createTestRuntime, type TestRuntime } from './testing/test-runtime';

let runtime: TestRuntime;
let clientDir: string;

beforeAll(async () => {
  const parent = mkdtempSync(path.join(os.tmpdir(), 'copilot-client-'));
  clientDir = path.join(parent, 'client');
  mkdirSync(path.join(clientDir, 'assets'), { recursive: true });
  // A file beside the build folder that must never be reachable through the static handler.
  writeFileSync(path.join(parent, 'secret.txt'), 'TOP-SECRET');
  writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(
    path.join(clientDir, 'landing.html'),
    '<!doctype html><script>document.title = "x";</script><script type="module" src="/a.js"></script>',
  );
  writeFileSync(path.join(clientDir, 'assets', 'main-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(clientDir, 'favicon.svg'), '<svg/>');
  mkdirSync(path.join(clientDir, '.vite'));
  writeFileSync(path.join(clientDir, '.vite', 'manifest.json'), '{"build":"metadata"}');
  runtime = await createTestRuntime({}, { clientDir });
});
afterAll(async () => {
  await runtime.close();
});

const request = (pathname: string, init?: RequestInit) =>
  runtime.app.request(`http://localhost:3000${pathname}`, init);

describe('API error shape', () => {
  it('answers unknown API routes and wrong methods with 404 in the one error shape', async () => {
    for (const [method, pathname] of [
      ['GET', '/api/nothing-here'],
      ['DELETE', '/api/health'],
      ['PUT', '/api/config'],
    ] as const) {
      const response = await request(pathname, { method });
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
      expect(await response.json()).toEqual({
        error: { code: 'NOT_FOUND', message: expect.stringContaining(pathname) },
      });
    }
  });

  it('answers malformed JSON with 400, never a stack trace', async () => {
    const response = await request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email": ',
    });
    expect(response.status).toBe(400);
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({
      error: { code: 'BAD_REQUEST', message: 'Malformed JSON in request body' },
    });
    expect(body).not.toMatch(/at .*\.ts/);
  });

  it('refuses oversized bodies with 413 before reading them', async () => {
    const response = await request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'x'.repeat(JSON_BODY_LIMIT_BYTES),
        email: 'a@example.com',
        password: 'password1',
      }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' },
    });
  });

  it('answers bad query input with 400 and the validation message', async () => {
    const response = await request('/api/account/reset-token');
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('VALIDATION_FAILED');
  });
});

describe('system routes', () => {
  it('reports health with a database round trip', async () => {
    const response = await request('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: runtime.database.kind });
  });

  it('tells the browser its public configuration and nothing secret', async () => {
    const body = await (await request('/api/config')).json();
    expect(body).toEqual({
      googleEnabled: false,
      hasDevMailbox: true,
      aiEngine: { kind: 'offline', label: 'Offline engine' },
      hasWebSearch: false,
      billing: 'test',
    });
  });

  it('serves a robots.txt that keeps crawlers out of the app and API', async () => {
    const response = await request('/robots.txt');
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/Disallow: \/dashboard[\s\S]*Disallow: \/api\//);
  });
});

describe('security headers', () => {
  it('sends a CSP without inline script, nosniff, frame-ancestors none and a referrer policy on every response', async () => {
    for (const pathname of ['/', '/login', '/assets/main-abc123.js']) {
      const response = await request(pathname);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('sends API answers a CSP under which nothing loads, with nosniff and no framing, and no page-only header', async () => {
    for (const pathname of ['/api/health', '/api/nothing', '/api/credits']) {
      const response = await request(pathname);
      expect(response.headers.get('content-security-policy')).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('permissions-policy')).toBeNull();
      expect(response.headers.get('cross-origin-opener-policy')).toBeNull();
    }
  });

  it("allows the landing page's own inline scripts by their SHA-256, and no other inline script", async () => {
    const csp = (await request('/')).headers.get('content-security-policy') ?? '';
    // openssl dgst -sha256 -binary of `document.title = "x";`, base64.
    expect(csp).toMatch(/script-src 'self' 'sha256-SMvsNDpfnjuHfEuQmiwN5xVKOubsOJP6wvxn2UhM8x8='(;|$)/);
  });
});

describe('browser app files', () => {
  it('serves hashed assets with a year of immutable cache and HTML with no-cache', async () => {
    const asset = await request('/assets/main-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toMatch(/text\/javascript/);
    const html = await request('/login');
    expect(html.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers `/` with the prerendered landing page, public pages with index.html and 200 (no server renderer in this build), unknown paths with index.html and a real 404', async () => {
    const landing = await request('/');
    expect(landing.status).toBe(200);
    expect(await landing.text()).toContain('document.title = "x";');
    for (const pathname of ['/login', '/subscription', '/reset-password']) {
      const response = await request(pathname);
      expect(response.status, pathname).toBe(200);
      expect(await response.text()).toContain('<title>app</title>');
    }
    const unknown = await request('/no/such/page');
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('<title>app</title>');
    expect((await request('/assets/missing.js')).status).toBe(404);
  });

  it('never serves files outside the build folder', async () => {
    for (const pathname of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/..%5csecret.txt',
    ]) {
      const response = await request(pathname);
      expect(await response.text(), pathname).not.toContain('TOP-SECRET');
    }
  });

  it("never serves the build's dot folders, such as Vite's manifest", async () => {
    for (const pathname of ['/.vite/manifest.json', '/%2evite/manifest.json']) {
      const response = await request(pathname);
      expect(response.status, pathname).toBe(404);
      expect(await response.text(), pathname).not.toContain('metadata');
    }
  });
});

describe('dev mailbox', () => {
  it('is refused to clients that are not on loopback', async () => {
    // app.request has no socket: the peer address is unknown, which must count as remote.
    const response = await request('/dev/mailbox');
    expect(response.status).toBe(404);
  });
});

describe('sessions', () => {
  it('are absolute: activity does not extend them, and an expired one is refused', async () => {
    const user = { name: 'Grace', email: `grace-${Date.now()}@example.com`, password: 'compiler-1952' };
    const client = await createConfirmedUser(runtime, user);
    await client.post('/api/auth/sign-in/email', { email: user.email, password: user.password });
    const read = async () =>
      (await (await client.get('/api/auth/get-session')).json()) as { session: { expiresAt: string } } | null;
    const first = (await read())!.session.expiresAt;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await read())!.session.expiresAt).toBe(first);

    await runtime.database.db.execute(sql`update sessions set expires_at = now() - interval '1 second'`);
    expect(await read()).toBeNull();
  });

  it('keeps anonymous callers out of signed-in endpoints', async () => {
    expect(await (await new TestClient(runtime.app).get('/api/auth/get-session')).json()).toBeNull();
  });
});
