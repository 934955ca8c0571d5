import { sql } from 'drizzle-orm';
import type { CreditsView } from '@shared/credits';
import type { Database } from '../db/client';
import { prepareRawStatement } from '../db/raw-statement';
import { session, user, userCredits } from '../db/schema';
import { isLiveSession } from '../session-reader';
import type { CreditsService } from './credits';

/** The statement's row; the balance columns are null while the user has no credits row yet. */
type Row = {
  user_id: string;
  expires_at: Date;
  total_credits: number | null;
  used_credits: number | null;
  daily_free_credits: number | null;
  daily_free_used: number | null;
  last_daily_reset_date: string | null;
  subscription_tier: string | null;
};

export type SessionCreditsReader = (token: string) => Promise<CreditsView | null>;

/**
 * The balance of the session's user, for `GET /api/credits`, the request every dashboard page makes: the session,
 * its user and the balance in ONE prepared statement, where the session check and the balance read were two
 * (docs/decisions/017). Nothing is cached: each request reads the session and the balance as they are now.
 *
 * It answers what the session check then `getCredits` answered: null for a token with no session, or whose
 * session or user is gone, or whose session has expired (the session reader's own rule); else the balance. A user
 * without a credits row yet (the first read) goes to `getCredits`, which creates the row with its starting grant.
 * The read writes nothing otherwise: a new day's daily allowance is shown by `viewOf` and written by the next
 * spend.
 */
export function createSessionCreditsReader({
  db,
  credits,
}: {
  db: Database;
  credits: Pick<CreditsService, 'getCredits' | 'viewOf'>;
}): SessionCreditsReader {
  const select = prepareRawStatement<Row, { token: string }>(
    db,
    'credits_by_session_token',
    sql`
      SELECT ${session.userId} AS user_id, ${session.expiresAt} AS expires_at,
             ${userCredits.totalCredits} AS total_credits, ${userCredits.usedCredits} AS used_credits,
             ${userCredits.dailyFreeCredits} AS daily_free_credits, ${userCredits.dailyFreeUsed} AS daily_free_used,
             ${userCredits.lastDailyResetDate}::text AS last_daily_reset_date,
             ${userCredits.subscriptionTier} AS subscription_tier
      FROM ${session}
      INNER JOIN ${user} ON ${user.id} = ${session.userId}
      LEFT JOIN ${userCredits} ON ${userCredits.userId} = ${session.userId}
      WHERE ${session.token} = ${sql.placeholder('token')}
    `,
  );

  return async (token) => {
    const [row] = await select({ token });
    if (!row || !isLiveSession({ expiresAt: row.expires_at })) return null;
    if (row.total_credits === null) return credits.getCredits(row.user_id);
    return credits.viewOf({
      totalCredits: row.total_credits,
      usedCredits: row.used_credits!,
      dailyFreeCredits: row.daily_free_credits!,
      dailyFreeUsed: row.daily_free_used!,
      lastDailyResetDate: row.last_daily_reset_date!,
      subscriptionTier: row.subscription_tier!,
    });
  };
}
