import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { API_ERROR_CODES } from '@shared/api-error';
import type { Database } from '../db/client';
import { HttpError } from '../http';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Executor = Database | Transaction;

/**
 * Per-user daily quotas count over the last 24 hours, a rolling window: no burst of two days' worth around
 * midnight, no time zone to agree on, and the exact moment there is room again is known (Retry-After).
 */
export const QUOTA_WINDOW_SECONDS = 24 * 60 * 60;

/** `now() - interval '86400 seconds'`, in the database's clock, which every app instance shares. */
export const quotaWindowStart: SQL = sql.raw(`now() - interval '${QUOTA_WINDOW_SECONDS} seconds'`);

/** Seconds until a row created at `createdAt` leaves the window, in the database's clock. */
export const secondsUntilOutOfWindow = (createdAt: AnyColumn) =>
  sql<number>`ceil(extract(epoch from (${createdAt} - (${quotaWindowStart}))))::int`;

/** One counted use still in the window, oldest first: its size in bytes when bytes are limited too. */
export type QuotaUse = { bytes?: number; secondsLeft: number };

export type QuotaLimits = { count: number; bytes?: number };

/**
 * How long until one more use of `bytes` fits the limits, as the oldest uses leave the window; 0 when it fits
 * now. Never less than one second when it does not.
 */
export function secondsUntilRoom(uses: readonly QuotaUse[], limits: QuotaLimits, bytes = 0): number {
  let count = uses.length;
  let total = uses.reduce((sum, use) => sum + (use.bytes ?? 0), 0);
  const fits = () =>
    count + 1 <= limits.count && (limits.bytes === undefined || total + bytes <= limits.bytes);
  if (fits()) return 0;
  for (const use of uses) {
    count -= 1;
    total -= use.bytes ?? 0;
    if (fits()) return Math.max(1, use.secondsLeft);
  }
  // Larger than the whole byte limit: never fits (callers refuse such a file by the single-file limit first).
  return QUOTA_WINDOW_SECONDS;
}

/** Which quota a lock serialises: one namespace each, so an upload never waits for a contact request. */
const LOCK_NAMESPACES = { uploads: 71_001, enterpriseLeads: 71_002 } as const;

/**
 * Inside a transaction, waits for every other transaction of the same user and quota to finish, on any app
 * instance (a PostgreSQL advisory lock, released at commit or rollback). Counting then inserting under it is
 * what makes the quota exact under concurrency: two requests can never both see the last free place. The key is
 * a hash of the user id: two users whose ids hash alike merely wait for each other, never share a quota.
 */
export async function lockUserQuota(
  tx: Transaction,
  quota: keyof typeof LOCK_NAMESPACES,
  userId: string,
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_NAMESPACES[quota]}::int, hashtext(${userId}))`);
}

/** The one answer to a quota reached: 429, the quota's message, and when to try again. */
export class QuotaExceededError extends HttpError {
  constructor(message: string, retryAfterSeconds: number) {
    super(429, API_ERROR_CODES.tooManyRequests, message, { 'Retry-After': String(retryAfterSeconds) });
  }
}
