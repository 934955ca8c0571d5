/**
 * Fixed-window counters. In-process by default; the interface lets a shared store (Redis) replace it when
 * several instances run behind a load balancer.
 */
export interface RateLimiter {
  /** Adds one to `key` and says whether it is still within `limit` for the window. */
  hit(key: string, limit: number, windowSeconds: number): Promise<RateLimitResult>;
  /** Reads without counting. */
  peek(key: string, limit: number): Promise<RateLimitResult>;
  reset(key: string): Promise<void>;
}

export type RateLimitResult = { allowed: boolean; retryAfterSeconds: number };

export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetsAt: number }>();

  function current(key: string) {
    const entry = windows.get(key);
    if (entry && entry.resetsAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return entry;
  }

  function result(entry: { count: number; resetsAt: number } | undefined, limit: number): RateLimitResult {
    if (!entry || entry.count < limit) return { allowed: true, retryAfterSeconds: 0 };
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((entry.resetsAt - now()) / 1000)) };
  }

  return {
    async hit(key, limit, windowSeconds) {
      const entry = current(key) ?? { count: 0, resetsAt: now() + windowSeconds * 1000 };
      entry.count += 1;
      windows.set(key, entry);
      // Allowed while this hit is within the limit.
      return entry.count <= limit ? { allowed: true, retryAfterSeconds: 0 } : result(entry, limit);
    },
    async peek(key, limit) {
      return result(current(key), limit);
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}
