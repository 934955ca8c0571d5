/**
 * Errors that mean the database cannot be reached right now — stopped, restarting, hung, out of connections —
 * rather than that a request was wrong. They are answered 503 with Retry-After: the client may try again and
 * nothing was changed (a statement that failed this way did not commit).
 */
const UNAVAILABLE_CODES = new Set([
  // Node's socket errors.
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  // PostgreSQL: connection exceptions (class 08), shutdown and start-up (57P01–57P03), a statement cancelled by
  // statement_timeout (57014), too many connections (53300).
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
  '57014',
  '53300',
]);

/** What node-postgres says when it gives up on a server that does not answer or has gone. */
const UNAVAILABLE_MESSAGES = [
  'Query read timeout',
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Cannot use a pool after calling end on the pool',
];

export const DATABASE_RETRY_AFTER_SECONDS = 5;

export function isDatabaseUnavailable(error: unknown): boolean {
  // drizzle and better-auth wrap the driver's error; follow the causes a few levels down.
  for (let cause = error, depth = 0; cause && depth < 6; depth += 1) {
    const { code, message } = cause as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((text) => message.includes(text)))
      return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}
