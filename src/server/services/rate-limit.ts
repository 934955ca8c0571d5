/**
 * Fixed-window counters. In-process by default; the interface lets a shared store (Redis) replace it when
 * several instances run behind a load balancer.
 */
export interface RateLimiter {
  /** Adds one to `key` and says whether it is still within `limit` for the window. */
  hit(key: string, limit: number, windowSeconds: number): Promise<RateLimitResult>;
  /**
   * Reads without counting. Never peek, do the guarded work, then hit: requests racing each other all pass the
   * peek before any of them is counted. Work that must be bounded reserves its slot first.
   */
  peek(key: string, limit: number): Promise<RateLimitResult>;
  /**
   * Takes one slot under every limit given, atomically and all or none: when any of them is already full,
   * nothing is counted and the answer is refused with the longest wait. Counted before the guarded work starts,
   * so however requests are timed, at most `limit` of them get past it in a window.
   */
  reserve(slots: readonly RateLimitSlot[]): Promise<RateLimitResult>;
  /** Gives back one slot taken by `reserve`, for an attempt that turned out not to count. */
  release(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

export type RateLimitResult = { allowed: boolean; retryAfterSeconds: number };
export type RateLimitSlot = { key: string; limit: number; windowSeconds: number };

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

  function count(key: string, windowSeconds: number) {
    const entry = current(key) ?? { count: 0, resetsAt: now() + windowSeconds * 1000 };
    entry.count += 1;
    windows.set(key, entry);
    return entry;
  }

  return {
    async hit(key, limit, windowSeconds) {
      const entry = count(key, windowSeconds);
      // Allowed while this hit is within the limit.
      return entry.count <= limit ? { allowed: true, retryAfterSeconds: 0 } : result(entry, limit);
    },
    async peek(key, limit) {
      return result(current(key), limit);
    },
    // Atomic because nothing awaits between the check and the count: no other request runs in between.
    async reserve(slots) {
      const refusals = slots.map((slot) => result(current(slot.key), slot.limit)).filter((r) => !r.allowed);
      if (refusals.length) {
        return { allowed: false, retryAfterSeconds: Math.max(...refusals.map((r) => r.retryAfterSeconds)) };
      }
      for (const slot of slots) count(slot.key, slot.windowSeconds);
      return { allowed: true, retryAfterSeconds: 0 };
    },
    async release(key) {
      const entry = current(key);
      if (entry && entry.count > 0) entry.count -= 1;
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}
