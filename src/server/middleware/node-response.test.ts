import type { Server } from 'node:http';
import { createAdaptorServer } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenOnLoopback } from '../../../tests/fakes/loopback';
import { currentRequestContext } from '../request-context';
import { setResponseHeader } from './node-response';
import { requestId } from './request-id';

/** Serves `app` through Node's HTTP server on 127.0.0.1 while the tests of the enclosing block run. */
function servedOnLoopback(app: Hono) {
  const served = { origin: '' };
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const listening = await listenOnLoopback(createAdaptorServer({ fetch: app.fetch }) as Server);
    served.origin = listening.origin;
    close = listening.close;
  });
  afterAll(() => close?.());
  return served;
}

/** Headers set on Node's response reach the client with every kind of answer, beside the route's own. */
describe('the request id, served by Node over a real socket', () => {
  const app = new Hono();
  app.use(requestId());
  app.get('/json', (c) =>
    c.json({ reqId: currentRequestContext()?.requestId }, 200, { 'Cache-Control': 'no-store' }),
  );
  app.get('/response', () => new Response('own', { headers: { 'X-Own': 'yes' } }));
  const served = servedOnLoopback(app);

  it('sends back the id the handler ran with, beside the header the handler gave', async () => {
    const response = await fetch(`${served.origin}/json`);
    const { reqId } = (await response.json()) as { reqId: string };
    expect(reqId).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers.get('x-request-id')).toBe(reqId);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it("keeps a caller's sane id and adds it to a Response the handler built itself", async () => {
    const response = await fetch(`${served.origin}/response`, { headers: { 'X-Request-Id': 'proxy-id-42' } });
    expect(response.headers.get('x-request-id')).toBe('proxy-id-42');
    expect(response.headers.get('x-own')).toBe('yes');
    expect(await response.text()).toBe('own');
  });
});

describe('a header of the answer set by setResponseHeader', () => {
  const app = new Hono().get('/balance', (c) => {
    setResponseHeader(c, 'Cache-Control', 'no-store');
    return c.json({ remaining: 5 });
  });
  const served = servedOnLoopback(app);

  it('reaches a client over a real socket, beside the JSON content type', async () => {
    const response = await fetch(`${served.origin}/balance`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ remaining: 5 });
  });

  it('reaches a caller without a socket (app.request)', async () => {
    const response = await app.request('/balance');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ remaining: 5 });
  });
});
