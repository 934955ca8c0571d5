import type { Redis as RedisClient } from 'ioredis';
import type { Logger } from '../logger';
import type { RateLimiter, RateLimitResult } from './rate-limit';

/** Every key this app writes, so a Redis shared with other software stays tidy. */
const KEY_PREFIX = 'copilot:rate-limit:';
/** A request never waits longer than this on Redis: past it, the limiter lets the request through. */
const COMMAND_TIMEOUT_MS = 500;
/** While Redis is unreachable, one warning a minute rather than one per request. */
const WARN_EVERY_MS = 60_000;

/**
 * One hit, atomically and in one round trip: counts it, and the hit that opens a window (or finds one without an
 * expiry) sets it to end `windowMs` later. Returns the count and the milliseconds left in the window.
 */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 or redis.call('PTTL', KEYS[1]) < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
end
return { count, redis.call('PTTL', KEYS[1]) }`;

/**
 * Takes one slot under every limit, all or none, in one atomic step (Redis runs a script alone). KEYS are the
 * counters; ARGV holds each key's limit and window in milliseconds, in turn. Returns { 1, 0 } when the slots are
 * taken, or { 0, milliseconds until the fullest window ends } without counting anything.
 */
const RESERVE_SCRIPT = `
local wait = 0
for i, key in ipairs(KEYS) do
  local limit, window = tonumber(ARGV[2 * i - 1]), tonumber(ARGV[2 * i])
  if tonumber(redis.call('GET', key) or '0') >= limit then
    local left = redis.call('PTTL', key)
    if left < 0 then
      redis.call('PEXPIRE', key, window)
      left = window
    end
    if left > wait then wait = left end
  end
end
if wait > 0 then return { 0, wait } end
for i, key in ipairs(KEYS) do
  local count = redis.call('INCR', key)
  if count == 1 or redis.call('PTTL', key) < 0 then
    redis.call('PEXPIRE', key, tonumber(ARGV[2 * i]))
  end
end
return { 1, 0 }`;

/** Gives one slot back, never below zero (the window may have ended, and the key gone, meanwhile). */
const RELEASE_SCRIPT = `
if tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then
  return redis.call('DECR', KEYS[1])
end
return 0`;

function result(count: number, limit: number, msLeft: number): RateLimitResult {
  if (count <= limit) return { allowed: true, retryAfterSeconds: 0 };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(msLeft / 1000)) };
}

export type RedisRateLimiter = RateLimiter & { close(): Promise<void> };

/**
 * The same fixed windows as the in-process limiter, kept in Redis (REDIS_URL), so every instance behind a load
 * balancer counts the same hits and the app servers stay stateless. When Redis cannot answer in time, requests
 * are let through and a warning is logged: the limits guard against abuse, and an outage of Redis must not lock
 * every user out.
 */
export async function createRedisRateLimiter({
  url,
  logger,
}: {
  url: string;
  logger: Pick<Logger, 'warn'>;
}): Promise<RedisRateLimiter> {
  // Imported here, not with the server: a server without REDIS_URL never loads the client.
  const { Redis } = await import('ioredis');
  const redis: RedisClient = new Redis(url, {
    keyPrefix: KEY_PREFIX,
    commandTimeout: COMMAND_TIMEOUT_MS,
    // Fail fast rather than queue behind reconnection attempts; the client keeps reconnecting in the background.
    maxRetriesPerRequest: 1,
  });
  let lastWarning = 0;
  redis.on('error', (error: Error) => warn(error));

  function warn(error: unknown) {
    if (Date.now() - lastWarning < WARN_EVERY_MS) return;
    lastWarning = Date.now();
    logger.warn({ err: error }, 'Redis rate limiter unavailable: requests are not limited meanwhile');
  }

  async function failOpen<T>(operation: () => Promise<T>, fallback: T): Promise<T> {
    try {
      return await operation();
    } catch (error) {
      warn(error);
      return fallback;
    }
  }

  const allowed: RateLimitResult = { allowed: true, retryAfterSeconds: 0 };

  return {
    hit(key, limit, windowSeconds) {
      return failOpen(async () => {
        const [count, msLeft] = (await redis.eval(HIT_SCRIPT, 1, key, windowSeconds * 1000)) as [
          number,
          number,
        ];
        return result(count, limit, msLeft);
      }, allowed);
    },
    peek(key, limit) {
      return failOpen(async () => {
        const [count, msLeft] = await Promise.all([redis.get(key), redis.pttl(key)]);
        // Full once the count has reached the limit: the next hit would be refused.
        return result(Number(count ?? 0) + 1, limit, msLeft);
      }, allowed);
    },
    reserve(slots) {
      return failOpen(async () => {
        const limits = slots.flatMap((slot) => [slot.limit, slot.windowSeconds * 1000]);
        const keys = slots.map((slot) => slot.key);
        const [taken, msLeft] = (await redis.eval(RESERVE_SCRIPT, keys.length, ...keys, ...limits)) as [
          number,
          number,
        ];
        return taken ? allowed : { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(msLeft / 1000)) };
      }, allowed);
    },
    async release(key) {
      await failOpen(() => redis.eval(RELEASE_SCRIPT, 1, key), 0);
    },
    async reset(key) {
      await failOpen(() => redis.del(key), 0);
    },
    async close() {
      redis.disconnect();
    },
  };
}
