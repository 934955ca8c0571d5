import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { createRedisRateLimiter, type RedisRateLimiter } from './rate-limit-redis';

const url = process.env.TEST_REDIS_URL;
const silent = { warn: () => {} };

/** Keys of their own for each run, so runs and tests never count each other's hits. */
const uniqueKey = (name: string) => `test:${randomBytes(6).toString('hex')}:${name}`;

describe.skipIf(!url)('Redis rate limiter (TEST_REDIS_URL)', () => {
  const opened: RedisRateLimiter[] = [];
  const open = async () => {
    const limiter = await createRedisRateLimiter({ url: url!, logger: silent });
    opened.push(limiter);
    return limiter;
  };
  afterAll(async () => {
    for (const limiter of opened) await limiter.close();
  });

  it('allows up to the limit in a window, then refuses with the seconds left', async () => {
    const limiter = await open();
    const key = uniqueKey('window');
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await limiter.hit(key, 3, 60));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3]!.retryAfterSeconds).toBeGreaterThan(55);
    expect(results[3]!.retryAfterSeconds).toBeLessThanOrEqual(60);
    const peeked = await limiter.peek(key, 3);
    expect(peeked.allowed).toBe(false);
    expect(peeked.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it('counts the hits of every instance together', async () => {
    const [first, second] = [await open(), await open()];
    const key = uniqueKey('shared');
    expect((await first.hit(key, 2, 60)).allowed).toBe(true);
    expect((await second.hit(key, 2, 60)).allowed).toBe(true);
    expect((await first.peek(key, 2)).allowed).toBe(false);
    expect((await second.hit(key, 2, 60)).allowed).toBe(false);
  });

  it('keeps keys apart, forgets a key on reset, and opens a new window when one ends', async () => {
    const limiter = await open();
    const [a, b] = [uniqueKey('a'), uniqueKey('b')];
    await limiter.hit(a, 1, 60);
    expect((await limiter.peek(a, 1)).allowed).toBe(false);
    expect((await limiter.peek(b, 1)).allowed).toBe(true);
    await limiter.reset(a);
    expect((await limiter.peek(a, 1)).allowed).toBe(true);

    await limiter.hit(b, 1, 1);
    expect((await limiter.hit(b, 1, 1)).allowed).toBe(false);
    await sleep(1_200);
    expect((await limiter.hit(b, 1, 1)).allowed).toBe(true);
  });

  it('reserves slots until the limit and refuses past it without counting, all or none', async () => {
    const limiter = await open();
    const [narrowKey, wideKey] = [uniqueKey('narrow'), uniqueKey('wide')];
    const narrow = { key: narrowKey, limit: 2, windowSeconds: 60 };
    const wide = { key: wideKey, limit: 3, windowSeconds: 600 };
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await limiter.reserve([narrow, wide]));
    expect(results.map((r) => r.allowed)).toEqual([true, true, false, false]);
    expect(results[3]!.retryAfterSeconds).toBeGreaterThan(55);
    expect(results[3]!.retryAfterSeconds).toBeLessThanOrEqual(60);
    // The refusals counted nothing under `wide`: it has exactly one slot left.
    expect((await limiter.reserve([{ ...narrow, key: uniqueKey('x') }, wide])).allowed).toBe(true);
    const full = await limiter.reserve([{ ...narrow, key: uniqueKey('y') }, wide]);
    expect(full.allowed).toBe(false);
    expect(full.retryAfterSeconds).toBeGreaterThan(590);
    expect(full.retryAfterSeconds).toBeLessThanOrEqual(600);
  });

  it('gives at most `limit` of many simultaneous reservations, across instances', async () => {
    const [first, second] = [await open(), await open()];
    const slot = { key: uniqueKey('burst'), limit: 5, windowSeconds: 60 };
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => (i % 2 ? first : second).reserve([slot])),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
  });

  it('gives a slot back on release, never below zero', async () => {
    const limiter = await open();
    const slot = { key: uniqueKey('release'), limit: 1, windowSeconds: 60 };
    await limiter.release(slot.key);
    expect((await limiter.reserve([slot])).allowed).toBe(true);
    expect((await limiter.reserve([slot])).allowed).toBe(false);
    await limiter.release(slot.key);
    await limiter.release(slot.key);
    expect((await limiter.reserve([slot])).allowed).toBe(true);
    expect((await limiter.reserve([slot])).allowed).toBe(false);
  });
});

describe('Redis rate limiter, Redis unreachable', () => {
  it('lets requests through and warns once, rather than locking everyone out', async () => {
    const warnings: unknown[] = [];
    // Port 1 on loopback: nothing listens, the connection is refused at once.
    const limiter = await createRedisRateLimiter({
      url: 'redis://127.0.0.1:1',
      logger: { warn: (...args: unknown[]) => void warnings.push(args) },
    });
    try {
      for (let i = 0; i < 3; i++) {
        expect(await limiter.hit('k', 1, 60)).toEqual({ allowed: true, retryAfterSeconds: 0 });
      }
      expect(await limiter.peek('k', 1)).toEqual({ allowed: true, retryAfterSeconds: 0 });
      const slot = { key: 'k', limit: 1, windowSeconds: 60 };
      expect(await limiter.reserve([slot])).toEqual({ allowed: true, retryAfterSeconds: 0 });
      await limiter.release('k');
      await limiter.reset('k');
      expect(warnings).toHaveLength(1);
    } finally {
      await limiter.close();
    }
  });
});
