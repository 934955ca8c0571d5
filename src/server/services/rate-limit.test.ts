import { describe, expect, it } from 'vitest';
import { createMemoryRateLimiter } from './rate-limit';

describe('memory rate limiter', () => {
  it('allows up to the limit in a window, then refuses with the seconds left, then allows again', async () => {
    let now = 1_000_000;
    const limiter = createMemoryRateLimiter(() => now);
    const results = [];
    for (let i = 0; i < 4; i++) results.push((await limiter.hit('k', 3, 60)).allowed);
    expect(results).toEqual([true, true, true, false]);
    now += 20_000;
    expect(await limiter.peek('k', 3)).toEqual({ allowed: false, retryAfterSeconds: 40 });
    now += 40_000;
    expect((await limiter.peek('k', 3)).allowed).toBe(true);
    expect((await limiter.hit('k', 3, 60)).allowed).toBe(true);
  });

  it('keeps keys apart and forgets a key on reset', async () => {
    const limiter = createMemoryRateLimiter();
    await limiter.hit('a', 1, 60);
    expect((await limiter.peek('a', 1)).allowed).toBe(false);
    expect((await limiter.peek('b', 1)).allowed).toBe(true);
    await limiter.reset('a');
    expect((await limiter.peek('a', 1)).allowed).toBe(true);
  });
});
