import { randomUUID } from 'node:crypto';
import type pg from 'pg';

export type CreditAudit = {
  /** The sum of the user's ledger deltas. */
  ledgerSum: number;
  /** Paid remaining plus daily free remaining, from the balance row. */
  balance: number;
  spends: number;
  generations: number;
  refunds: number;
  /** Spends with neither a stored answer nor a refund: credits taken for nothing. */
  unsettledSpends: string[];
  /** Spends with a stored answer and a refund: an answer given for free. */
  doublySettledSpends: string[];
};

/**
 * What the database says about a user's credits, read straight from the tables by the test (not through the
 * app): every credit is accounted for when the ledger sums to the balance and every spend has exactly one
 * outcome, a stored generation or a refund.
 */
export async function auditCredits(db: pg.Pool | pg.Client, userId: string): Promise<CreditAudit> {
  const one = async (query: string) => (await db.query(query, [userId])).rows;
  const [ledger] = await one(
    `SELECT coalesce(sum(delta), 0)::int AS sum FROM credit_ledger WHERE user_id = $1`,
  );
  const [row] = await one(
    `SELECT (total_credits - used_credits + daily_free_credits - daily_free_used)::int AS balance
       FROM user_credits WHERE user_id = $1`,
  );
  const spends = await one(
    `SELECT s.request_id,
            EXISTS (SELECT 1 FROM generations g WHERE g.request_id = s.request_id) AS has_generation,
            EXISTS (SELECT 1 FROM credit_ledger r WHERE r.reason = 'refund' AND r.request_id = s.request_id)
              AS has_refund
       FROM credit_ledger s WHERE s.user_id = $1 AND s.reason = 'spend'`,
  );
  type Spend = { request_id: string; has_generation: boolean; has_refund: boolean };
  const rows = spends as Spend[];
  return {
    ledgerSum: (ledger as { sum: number }).sum,
    balance: (row as { balance: number } | undefined)?.balance ?? 0,
    spends: rows.length,
    generations: rows.filter((spend) => spend.has_generation).length,
    refunds: rows.filter((spend) => spend.has_refund).length,
    unsettledSpends: rows.filter((s) => !s.has_generation && !s.has_refund).map((s) => s.request_id),
    doublySettledSpends: rows.filter((s) => s.has_generation && s.has_refund).map((s) => s.request_id),
  };
}

/**
 * Adds paid credits to a user's existing balance with their ledger row, as a purchase would: tests that need
 * more than the free allowance.
 */
export async function grantPaidCredits(db: pg.Pool, userId: string, amount: number): Promise<void> {
  const client = await db.connect();
  try {
    await client.query('BEGIN');
    const updated = await client.query(
      'UPDATE user_credits SET total_credits = total_credits + $2 WHERE user_id = $1',
      [userId, amount],
    );
    if (updated.rowCount !== 1) throw new Error(`no credits row for ${userId}`);
    await client.query(
      `INSERT INTO credit_ledger (user_id, delta, bucket, reason, request_id) VALUES ($1, $2, 'paid', 'grant', $3)`,
      [userId, amount, `test-grant:${randomUUID()}`],
    );
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}
