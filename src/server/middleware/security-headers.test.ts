import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { stream } from 'hono/streaming';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeaderList, securityHeaders } from './security-headers';

const OWN_CSP = "sandbox; default-src 'none'";

/** The app under test: the middleware in front of an answer of each kind a route gives. */
function createTestApp(isHttps: boolean) {
  const app = new Hono();
  app.use(securityHeaders(isHttps, ["'sha256-abc='"]));
  app.get('/json', (c) => c.json({ ok: true }));
  app.get('/own-csp', (c) => c.body('file', 200, { 'Content-Security-Policy': OWN_CSP }));
  app.get('/response', () => new Response('plain', { headers: { 'X-Frame-Options': 'SAMEORIGIN' } }));
  app.get('/stream', (c) =>
    stream(c, async (s) => {
      await s.write('chunk');
    }),
  );
  app.get('/fails', () => {
    throw new Error('boom');
  });
  app.onError((_error, c) => c.json({ error: 'internal' }, 500));
  return app;
}

const PATHS = ['/json', '/stream', '/fails', '/missing'];

function expectAllSecurityHeaders(headers: Headers, isHttps: boolean) {
  for (const [name, value] of securityHeaderList(isHttps, ["'sha256-abc='"])) {
    expect(headers.get(name), name).toBe(value);
  }
}

describe('the security header list', () => {
  it('allows inline script only by the hashes given, keeps framing out and sends HSTS only over HTTPS', () => {
    const overHttp = new Map(securityHeaderList(false, ["'sha256-abc='"]));
    const csp = overHttp.get('Content-Security-Policy') ?? '';
    expect(csp).toContain("script-src 'self' 'sha256-abc='");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(overHttp.get('X-Content-Type-Options')).toBe('nosniff');
    expect(overHttp.has('Strict-Transport-Security')).toBe(false);
    expect(new Map(securityHeaderList(true)).get('Strict-Transport-Security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });
});

describe('without Node’s response (app.request)', () => {
  const app = createTestApp(false);

  it('adds every header to each kind of answer', async () => {
    for (const path of PATHS) expectAllSecurityHeaders((await app.request(path)).headers, false);
  });

  it('keeps a header the route sent itself', async () => {
    expect((await app.request('/own-csp')).headers.get('content-security-policy')).toBe(OWN_CSP);
    expect((await app.request('/response')).headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });
});

describe('served by Node over a real socket', () => {
  let server: ServerType;
  let origin: string;

  beforeAll(async () => {
    await new Promise<void>((resolve) => {
      server = serve({ fetch: createTestApp(true).fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
        origin = `http://127.0.0.1:${info.port}`;
        resolve();
      });
    });
  });
  afterAll(() => {
    server.close();
  });

  it('sends every header, once, with JSON, streamed, failed and unknown-path answers', async () => {
    for (const path of PATHS) {
      const response = await fetch(origin + path);
      await response.arrayBuffer();
      expectAllSecurityHeaders(response.headers, true);
    }
  });

  it("lets the route's own header win, whether set on the context or on a Response of its own", async () => {
    const own = await fetch(`${origin}/own-csp`);
    expect(own.headers.get('content-security-policy')).toBe(OWN_CSP);
    expect(await own.text()).toBe('file');
    const response = await fetch(`${origin}/response`);
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
