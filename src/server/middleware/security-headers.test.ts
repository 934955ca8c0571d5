import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { stream } from 'hono/streaming';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSecurityHeaderList, securityHeaderList, securityHeaders } from './security-headers';

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
  app.get('/api/json', (c) => c.json({ ok: true }));
  app.get('/api/stream', (c) =>
    stream(c, async (s) => {
      await s.write('chunk');
    }),
  );
  app.get('/api/fails', () => {
    throw new Error('boom');
  });
  app.onError((_error, c) => c.json({ error: 'internal' }, 500));
  return app;
}

const PATHS = ['/json', '/stream', '/fails', '/missing'];
const API_PATHS = ['/api/json', '/api/stream', '/api/fails', '/api/missing'];

/** A page's headers outside /api/, an API answer's under it: all of them, and none of the other set's. */
function expectAllSecurityHeaders(headers: Headers, isHttps: boolean, path: string) {
  const isApi = path.startsWith('/api/');
  const expected = isApi ? apiSecurityHeaderList(isHttps) : securityHeaderList(isHttps, ["'sha256-abc='"]);
  for (const [name, value] of expected) expect(headers.get(name), `${path} ${name}`).toBe(value);
  const names = new Set(expected.map(([name]) => name));
  const other = isApi ? securityHeaderList(isHttps) : apiSecurityHeaderList(isHttps);
  for (const [name] of other) if (!names.has(name)) expect(headers.get(name), `${path} ${name}`).toBeNull();
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

describe('the API answers’ header list', () => {
  it('lets an answer opened as a document load nothing and be framed nowhere, and keeps nosniff', () => {
    const headers = new Map(apiSecurityHeaderList(false));
    expect(headers.get('Content-Security-Policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(headers.get('X-Frame-Options')).toBe('DENY');
    expect(headers.get('Cross-Origin-Resource-Policy')).toBe('same-origin');
    expect(headers.has('Strict-Transport-Security')).toBe(false);
    expect(new Map(apiSecurityHeaderList(true)).get('Strict-Transport-Security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });
});

describe('without Node’s response (app.request)', () => {
  const app = createTestApp(false);

  it('adds every header to each kind of answer: a page’s outside /api/, an API answer’s under it', async () => {
    for (const path of [...PATHS, ...API_PATHS]) {
      expectAllSecurityHeaders((await app.request(path)).headers, false, path);
    }
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
    for (const path of [...PATHS, ...API_PATHS]) {
      const response = await fetch(origin + path);
      await response.arrayBuffer();
      expectAllSecurityHeaders(response.headers, true, path);
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
