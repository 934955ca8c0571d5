import { sql } from 'drizzle-orm';
import type { CreditsView } from '@shared/credits';
import type { Database } from '../db/client';
import { prepareRawStatement } from '../db/raw-statement';
import { session, user, userCredits } from '../db/schema';
import type { AuthSession } from '../auth';
import { SESSION_WITH_USER_COLUMNS, isLiveSession, liveSessionOf } from '../session-reader';
import type { CreditsService } from './credits';

/** The balance columns of a statement's row; null while the user has no credits row yet. */
type BalanceRow = {
  total_credits: number | null;
  used_credits: number | null;
  daily_free_credits: number | null;
  daily_free_used: number | null;
  last_daily_reset_date: string | null;
  subscription_tier: string | null;
};

/** The user's balance columns, for a statement that joins the credits row to the session (LEFT JOIN). */
const BALANCE_COLUMNS = sql`
  ${userCredits.totalCredits} AS total_credits, ${userCredits.usedCredits} AS used_credits,
  ${userCredits.dailyFreeCredits} AS daily_free_credits, ${userCredits.dailyFreeUsed} AS daily_free_used,
  ${userCredits.lastDailyResetDate}::text AS last_daily_reset_date,
  ${userCredits.subscriptionTier} AS subscription_tier`;

/** The session of the token, its user, and the user's credits row if there is one yet. */
const BY_SESSION_TOKEN = sql`
  FROM ${session}
  INNER JOIN ${user} ON ${user.id} = ${session.userId}
  LEFT JOIN ${userCredits} ON ${userCredits.userId} = ${session.userId}
  WHERE ${session.token} = ${sql.placeholder('token')}`;

/**
 * The session of the token and its user's credits row, for a read that needs no user column. A session row
 * always has its user (its user_id is a NOT NULL foreign key, and deleting a user deletes their sessions), so
 * the users table is not read to know the user exists.
 */
const BALANCE_BY_SESSION_TOKEN = sql`
  FROM ${session}
  LEFT JOIN ${userCredits} ON ${userCredits.userId} = ${session.userId}
  WHERE ${session.token} = ${sql.placeholder('token')}`;

type Credits = Pick<CreditsService, 'getCredits' | 'viewOf'>;

/**
 * The balance a row carries. A user without a credits row yet (the first read) goes to `getCredits`, which
 * creates the row with its starting grant. Otherwise nothing is written: a new day's daily allowance is shown by
 * `viewOf` and written by the next spend.
 */
function balanceOf(credits: Credits, userId: string, row: BalanceRow): Promise<CreditsView> | CreditsView {
  if (row.total_credits === null) return credits.getCredits(userId);
  return credits.viewOf({
    totalCredits: row.total_credits,
    usedCredits: row.used_credits!,
    dailyFreeCredits: row.daily_free_credits!,
    dailyFreeUsed: row.daily_free_used!,
    lastDailyResetDate: row.last_daily_reset_date!,
    subscriptionTier: row.subscription_tier!,
  });
}

export type SessionCreditsReader = (token: string) => Promise<CreditsView | null>;

/**
 * The balance of the session's user, for `GET /api/credits`, the request every dashboard page makes: the session,
 * its user and the balance in ONE prepared statement, where the session check and the balance read were two
 * (docs/decisions/017). Nothing is cached: each request reads the session and the balance as they are now.
 *
 * It answers what the session check then `getCredits` answered: null for a token with no session, or whose
 * session or user is gone, or whose session has expired (the session reader's own rule); else the balance.
 */
export function createSessionCreditsReader({
  db,
  credits,
}: {
  db: Database;
  credits: Credits;
}): SessionCreditsReader {
  const select = prepareRawStatement<BalanceRow & { user_id: string; expires_at: Date }, { token: string }>(
    db,
    'credits_by_session_token',
    sql`
      SELECT ${session.userId} AS user_id, ${session.expiresAt} AS expires_at, ${BALANCE_COLUMNS}
      ${BALANCE_BY_SESSION_TOKEN}
    `,
  );

  return async (token) => {
    const [row] = await select({ token });
    if (!row || !isLiveSession({ expiresAt: row.expires_at })) return null;
    return balanceOf(credits, row.user_id, row);
  };
}

export type SessionWithCredits = { session: AuthSession; credits: CreditsView };
export type SessionWithCreditsReader = (token: string) => Promise<SessionWithCredits | null>;

/**
 * The session, its user and the balance in one prepared statement, for a signed-in page, which shows all three in
 * its first HTML: what the session check and `getCredits` answer, in one round trip instead of two.
 */
export function createSessionWithCreditsReader({
  db,
  credits,
}: {
  db: Database;
  credits: Credits;
}): SessionWithCreditsReader {
  const select = prepareRawStatement<BalanceRow & Record<string, unknown>, { token: string }>(
    db,
    'session_with_user_and_credits_by_token',
    sql`
      SELECT ${SESSION_WITH_USER_COLUMNS}, ${BALANCE_COLUMNS}
      ${BY_SESSION_TOKEN}
    `,
  );

  return async (token) => {
    const [row] = await select({ token });
    const found = row ? liveSessionOf(row) : null;
    if (!row || !found) return null;
    return { session: found, credits: await balanceOf(credits, found.user.id, row) };
  };
}
