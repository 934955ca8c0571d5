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

  it('reserves slots until the limit, refuses without counting past it, and frees them when the window ends', async () => {
    let now = 1_000_000;
    const limiter = createMemoryRateLimiter(() => now);
    const slot = { key: 'r', limit: 3, windowSeconds: 60 };
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await limiter.reserve([slot]));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false, false]);
    expect(results[4]).toEqual({ allowed: false, retryAfterSeconds: 60 });
    // The refused reservations were not counted: one slot given back is one more attempt, not fewer.
    await limiter.release('r');
    expect((await limiter.reserve([slot])).allowed).toBe(true);
    expect((await limiter.reserve([slot])).allowed).toBe(false);
    now += 60_000;
    expect((await limiter.reserve([slot])).allowed).toBe(true);
  });

  it('gives at most `limit` of many simultaneous reservations', async () => {
    const limiter = createMemoryRateLimiter();
    const slot = { key: 'burst', limit: 5, windowSeconds: 60 };
    const results = await Promise.all(Array.from({ length: 30 }, () => limiter.reserve([slot])));
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
  });

  it('takes a slot under every limit or under none, waiting for the fullest window', async () => {
    let now = 1_000_000;
    const limiter = createMemoryRateLimiter(() => now);
    const narrow = { key: 'narrow', limit: 1, windowSeconds: 60 };
    const wide = { key: 'wide', limit: 3, windowSeconds: 600 };
    expect((await limiter.reserve([narrow, wide])).allowed).toBe(true);
    // `narrow` is full: refused, and `wide` was not counted for it.
    now += 10_000;
    expect(await limiter.reserve([narrow, wide])).toEqual({ allowed: false, retryAfterSeconds: 50 });
    expect((await limiter.reserve([{ ...narrow, key: 'other' }, wide])).allowed).toBe(true);
    expect((await limiter.reserve([{ ...narrow, key: 'third' }, wide])).allowed).toBe(true);
    expect(await limiter.reserve([{ ...narrow, key: 'fourth' }, wide])).toEqual({
      allowed: false,
      retryAfterSeconds: 590,
    });
  });

  it('never releases below zero, nor a key it does not hold', async () => {
    const limiter = createMemoryRateLimiter();
    const slot = { key: 'z', limit: 1, windowSeconds: 60 };
    await limiter.release('z');
    await limiter.release('z');
    expect((await limiter.reserve([slot])).allowed).toBe(true);
    expect((await limiter.reserve([slot])).allowed).toBe(false);
  });
});
