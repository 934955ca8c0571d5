import { Hono, type MiddlewareHandler } from 'hono';
import { describe, expect, it } from 'vitest';
import { oneLayer } from './one-layer';

/** A layer that notes when it runs, before and after the rest of the app. */
const noting =
  (name: string, seen: string[]): MiddlewareHandler =>
  async (c, next) => {
    seen.push(`${name} in`);
    await next();
    seen.push(`${name} out: ${c.res.status}`);
  };

describe('oneLayer', () => {
  it('runs its layers one inside the next, around the rest of the app, which sees the answer', async () => {
    const seen: string[] = [];
    const app = new Hono()
      .use(oneLayer(noting('a', seen), noting('b', seen)))
      .use(noting('c', seen))
      .get('/', (c) => c.text('made', 201));
    const response = await app.request('/');
    expect(response.status).toBe(201);
    expect(await response.text()).toBe('made');
    expect(seen).toEqual(['a in', 'b in', 'c in', 'c out: 201', 'b out: 201', 'a out: 201']);
  });

  it('leaves an error of the route to the app’s error handler, and its layers see that answer', async () => {
    const seen: string[] = [];
    const app = new Hono()
      .use(oneLayer(noting('a', seen)))
      .get('/', () => {
        throw new Error('broken');
      })
      .onError((_error, c) => c.text('handled', 500));
    const response = await app.request('/');
    expect(response.status).toBe(500);
    expect(await response.text()).toBe('handled');
    expect(seen).toEqual(['a in', 'a out: 500']);
  });

  it('with no layers, passes straight on', async () => {
    const app = new Hono().use(oneLayer()).get('/', (c) => c.text('ok'));
    expect(await (await app.request('/')).text()).toBe('ok');
  });
});
