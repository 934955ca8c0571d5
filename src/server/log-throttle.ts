import { isDatabaseUnavailable } from './db/unavailable';
import type { Logger } from './logger';

/** How long one failure cause stays quiet after it was logged. */
export const LOG_THROTTLE_INTERVAL_MS = 30_000;
/** Causes remembered at once; past this, the oldest is forgotten (it may then log once more). */
const MAX_CAUSES = 1_000;

export type LogThrottle = {
  /**
   * Whether a line for `cause` may be written now: `{ suppressed }` (how many were held back since the last
   * line of that cause) when it may, undefined when it is held back.
   */
  admit(cause: string): { suppressed: number } | undefined;
};

/**
 * At most one log line per cause per interval. An outage fails every request the same way; a line each would
 * bury everything else (a 4 s database restart wrote thousands), while one line and a count say the same.
 */
export function createLogThrottle(options: { intervalMs?: number; now?: () => number } = {}): LogThrottle {
  const intervalMs = options.intervalMs ?? LOG_THROTTLE_INTERVAL_MS;
  const now = options.now ?? Date.now;
  const causes = new Map<string, { loggedAt: number; suppressed: number }>();
  return {
    admit(cause) {
      const time = now();
      const state = causes.get(cause);
      if (state && time - state.loggedAt < intervalMs) {
        state.suppressed += 1;
        return undefined;
      }
      causes.delete(cause);
      if (causes.size >= MAX_CAUSES) causes.delete(causes.keys().next().value!);
      causes.set(cause, { loggedAt: time, suppressed: 0 });
      return { suppressed: state?.suppressed ?? 0 };
    },
  };
}

export const DATABASE_UNREACHABLE = 'database-unreachable';

/**
 * The cause of a failure, as a throttling key: every way of not reaching the database is one cause;
 * otherwise the error types and codes along the cause chain (and the innermost message when no code names it).
 */
export function failureCause(error: unknown): string {
  const parts: string[] = [];
  let innermostMessage = '';
  let hasCode = false;
  let current: unknown = error;
  for (let depth = 0; typeof current === 'object' && current !== null && depth < 6; depth++) {
    const link = current as {
      name?: unknown;
      code?: unknown;
      message?: unknown;
      errors?: unknown;
      cause?: unknown;
    };
    const code = typeof link.code === 'string' || typeof link.code === 'number' ? String(link.code) : '';
    const message = typeof link.message === 'string' ? link.message : '';
    // An AggregateError (a refused connection on each address of a host name) holds the causes in `errors`.
    if (
      isDatabaseUnavailable(link) ||
      (Array.isArray(link.errors) && link.errors.some(isDatabaseUnavailable))
    ) {
      return DATABASE_UNREACHABLE;
    }
    if (code) hasCode = true;
    parts.push(`${typeof link.name === 'string' ? link.name : 'Error'}${code ? `:${code}` : ''}`);
    // Only the first line: drizzle appends the query's parameters on the next ones.
    innermostMessage = message.split('\n')[0]!.slice(0, 200);
    current = link.cause;
  }
  if (parts.length === 0) return `value:${String(error).slice(0, 200)}`;
  return hasCode ? parts.join('>') : `${parts.join('>')}|${innermostMessage}`;
}

/**
 * Logs a failure unless the same cause was logged within the interval; the line that is written says how many
 * of its kind were held back before it.
 */
export function logThrottled(
  logger: Logger,
  throttle: LogThrottle,
  level: 'error' | 'warn',
  error: unknown,
  message: string,
  fields: Record<string, unknown> = {},
): void {
  const cause = failureCause(error);
  const verdict = throttle.admit(cause);
  if (!verdict) return;
  const extra = cause === DATABASE_UNREACHABLE ? { cause } : {};
  logger[level]({ ...fields, ...extra, err: error, suppressed: verdict.suppressed }, message);
}
