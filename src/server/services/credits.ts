import { and, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import { CREDIT_MESSAGES, type CreditsView, type LedgerEntry, type SpendResult } from '@shared/credits';
import type { AiToolId } from '@shared/ai-tools';
import { DEFAULT_TIER, creditsApiNameOf, planOf, type PlanTier } from '@shared/plan-table';
import type { Database, Transaction } from '../db/client';
import { tierOfSubscriberValue, tierOfTierColumn } from '../db/plan-columns';
import { creditLedger, generations, pendingSpends, subscribers, userCredits } from '../db/schema';
import { prepareRawStatement } from '../db/raw-statement';
import { dateIn, type Clock } from './clock';

type Executor = Database | Transaction;
type CreditsRow = typeof userCredits.$inferSelect;
/** What the balance shown to the user is computed from. */
export type CreditsBalance = Pick<
  CreditsRow,
  | 'totalCredits'
  | 'usedCredits'
  | 'dailyFreeCredits'
  | 'dailyFreeUsed'
  | 'lastDailyResetDate'
  | 'subscriptionTier'
>;
type Bucket = 'daily' | 'paid';
type SpendInput = { userId: string; feature: AiToolId; cost: number; requestId: string };
/** The spend statement's values: the input, today in the credits time zone, the time, the reset's request id. */
type SpendValues = SpendInput & { day: string; now: string; resetRequestId: string };

/** Both drivers answer `execute` with `{ rows }`; drizzle types it as unknown for a driver-neutral db. */
async function rowsOf<Row>(db: Database, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/** PostgreSQL's unique_violation, as the pg and PGlite errors carry it (drizzle wraps them as `cause`). */
function isUniqueViolation(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth += 1) {
    if ((cause as { code?: unknown }).code === '23505') return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

function spent(cost: number, bucket: Bucket): SpendResult {
  const isDaily = bucket === 'daily';
  return {
    success: true,
    message: CREDIT_MESSAGES.used(cost, isDaily),
    credits_used: cost,
    daily_free_used: isDaily,
  };
}

const INSUFFICIENT: SpendResult = {
  success: false,
  message: CREDIT_MESSAGES.insufficientShort,
  credits_used: 0,
  daily_free_used: false,
};

/** The most spends one recovery call refunds. */
export const RECOVERY_BATCH_SIZE = 500;

export type CreditsService = ReturnType<typeof createCreditsService>;

export function createCreditsService({
  db,
  clock,
  timeZone,
}: {
  db: Database;
  clock: Clock;
  timeZone: string;
}) {
  const today = () => dateIn(timeZone, clock.now());
  // Read on every dashboard page: prepared once, so a request neither rebuilds the query nor has PostgreSQL
  // parse and plan it again (a named statement per pooled connection).
  const selectRow = db
    .select()
    .from(userCredits)
    .where(eq(userCredits.userId, sql.placeholder('userId')))
    .prepare('credits_row_by_user');

  /** The row for a user, created on first use with the starting credits of the user's plan (500 on Pro, else 5). */
  async function ensureRow(executor: Executor, userId: string): Promise<void> {
    const [subscriber] = await executor
      .select({ subscribed: subscribers.subscribed, tier: subscribers.subscriptionTier })
      .from(subscribers)
      .where(eq(subscribers.userId, userId));
    const tier = subscriber?.subscribed ? tierOfSubscriberValue(subscriber.tier) : DEFAULT_TIER;
    const { starting: total, dailyFree } = planOf(tier).credits;
    const created = await executor
      .insert(userCredits)
      .values({
        userId,
        totalCredits: total,
        dailyFreeCredits: dailyFree,
        lastDailyResetDate: today(),
        subscriptionTier: tier,
      })
      .onConflictDoNothing({ target: userCredits.userId })
      .returning({ id: userCredits.id });
    if (created.length) {
      await executor.insert(creditLedger).values([
        {
          userId,
          delta: total,
          bucket: 'paid',
          reason: 'grant',
          requestId: `start:${userId}`,
          createdAt: clock.now(),
        },
        {
          userId,
          delta: dailyFree,
          bucket: 'daily',
          reason: 'grant',
          requestId: `start-daily:${userId}`,
          createdAt: clock.now(),
        },
      ]);
    }
  }

  /** The row, locked for this transaction; created first when the user has none yet (once per user). */
  async function lockRow(tx: Transaction, userId: string): Promise<CreditsRow> {
    const select = () => tx.select().from(userCredits).where(eq(userCredits.userId, userId)).for('update');
    let [row] = await select();
    if (!row) {
      await ensureRow(tx, userId);
      [row] = await select();
    }
    if (!row) throw new Error(`credits row missing for ${userId}`);
    return applyDailyReset(tx, row);
  }

  /** A new day restores the daily allowance; the ledger records what came back. */
  async function applyDailyReset(tx: Transaction, row: CreditsRow): Promise<CreditsRow> {
    const day = today();
    if (row.lastDailyResetDate >= day) return row;
    const [updated] = await tx
      .update(userCredits)
      .set({ dailyFreeUsed: 0, lastDailyResetDate: day, updatedAt: clock.now() })
      .where(eq(userCredits.id, row.id))
      .returning();
    if (row.dailyFreeUsed > 0) {
      await tx.insert(creditLedger).values({
        userId: row.userId,
        delta: row.dailyFreeUsed,
        bucket: 'daily',
        reason: 'daily_reset',
        requestId: `reset:${row.userId}:${day}`,
        createdAt: clock.now(),
      });
    }
    return updated!;
  }

  /**
   * The whole spend as ONE statement — atomic on its own, so no BEGIN/COMMIT — for a user whose row exists:
   *
   * 1. `locked` reads the user's row FOR UPDATE, unless the ledger already holds a spend with this request
   *    id. When a concurrent spend holds the lock, PostgreSQL waits, then returns the row as that spend
   *    committed it (READ COMMITTED re-reads the latest version), and no one else can change the row until
   *    this statement ends: all that follows is decided on current values. (A bare conditional UPDATE
   *    re-checks its WHERE the same way, but its RETURNING sees only new values, while the ledger needs old
   *    ones — which bucket paid, what the day's reset gives back; `RETURNING old.*` came with PostgreSQL 18.)
   * 2. `decided` picks the bucket, after a new day's reset (`daily_used` is then 0): the daily free credits
   *    if the whole cost fits there, else the paid credits if it fits there, else none.
   * 3. `updated` writes the row only when a bucket was picked: the cost added to that bucket's used count;
   *    on a new day the daily allowance restored and the reset date moved to today. Every value written is
   *    taken from `locked`, total_credits and daily_free_credits too (written back unchanged): when the row
   *    changed after this statement's snapshot, PostgreSQL evaluates the CHECK constraints once on the
   *    snapshot's version of the row before re-reading the current one, and that old version's totals with
   *    current used counts could fail `used_credits <= total_credits` for nothing (next to a Pro upgrade).
   * 4. `pending` records the spend as not yet settled (see pendingSpends): the stored answer or the refund
   *    deletes it, and a spend whose request died leaves it for the recovery pass.
   * 5. The INSERT writes the ledger for what `updated` did: first the `daily_reset` row when the new day
   *    gave credits back (as applyDailyReset writes it), then the spend. A spend with the same request id
   *    that committed after this statement's snapshot makes the spend row break the (reason, request_id)
   *    unique index: the statement fails as a whole (23505) and changes nothing.
   *
   * Built once and run through the driver (prepareRawStatement): it is the hottest statement of the app.
   */
  const spendStatement = prepareRawStatement<{ reason: string; bucket: Bucket }, SpendValues>(
    db,
    'credits_spend',
    sql`
        WITH locked AS MATERIALIZED (
          SELECT id, user_id, total_credits, used_credits, daily_free_credits,
                 daily_free_used AS daily_used_before,
                 last_daily_reset_date < ${sql.placeholder('day')}::date AS is_new_day,
                 CASE WHEN last_daily_reset_date < ${sql.placeholder('day')}::date THEN 0 ELSE daily_free_used END AS daily_used,
                 GREATEST(last_daily_reset_date, ${sql.placeholder('day')}::date) AS reset_date
          FROM ${userCredits}
          WHERE user_id = ${sql.placeholder('userId')}
            AND NOT EXISTS (
              SELECT 1 FROM ${creditLedger} WHERE reason = 'spend' AND request_id = ${sql.placeholder('requestId')}
            )
          FOR UPDATE
        ),
        decided AS (
          SELECT locked.*,
                 CASE
                   WHEN daily_free_credits - daily_used >= ${sql.placeholder('cost')}::int THEN 'daily'
                   WHEN total_credits - used_credits >= ${sql.placeholder('cost')}::int THEN 'paid'
                 END AS bucket
          FROM locked
        ),
        updated AS (
          UPDATE ${userCredits}
          SET daily_free_used = decided.daily_used
                                + CASE WHEN decided.bucket = 'daily' THEN ${sql.placeholder('cost')}::int ELSE 0 END,
              used_credits = decided.used_credits
                             + CASE WHEN decided.bucket = 'paid' THEN ${sql.placeholder('cost')}::int ELSE 0 END,
              last_daily_reset_date = decided.reset_date,
              total_credits = decided.total_credits,
              daily_free_credits = decided.daily_free_credits,
              updated_at = ${sql.placeholder('now')}::timestamptz
          FROM decided
          WHERE ${userCredits.id} = decided.id AND decided.bucket IS NOT NULL
          RETURNING decided.user_id, decided.bucket, decided.is_new_day, decided.daily_used_before
        ),
        pending AS (
          INSERT INTO ${pendingSpends} (request_id, user_id, feature, created_at)
          SELECT ${sql.placeholder('requestId')}::text, updated.user_id, ${sql.placeholder('feature')}::text,
                 ${sql.placeholder('now')}::timestamptz
          FROM updated
        )
        INSERT INTO ${creditLedger} (user_id, delta, bucket, reason, feature, request_id, created_at)
        SELECT updated.user_id, entry.delta, entry.bucket, entry.reason, entry.feature, entry.request_id,
               ${sql.placeholder('now')}::timestamptz
        FROM updated
        CROSS JOIN LATERAL (
          VALUES
            (1, updated.daily_used_before, 'daily', 'daily_reset', NULL, ${sql.placeholder('resetRequestId')}::text),
            (2, -${sql.placeholder('cost')}::int, updated.bucket, 'spend', ${sql.placeholder('feature')}::text, ${sql.placeholder('requestId')}::text)
        ) AS entry (seq, delta, bucket, reason, feature, request_id)
        WHERE entry.reason = 'spend' OR (updated.is_new_day AND updated.daily_used_before > 0)
        ORDER BY entry.seq
        RETURNING reason, bucket
      `,
  );

  /**
   * Returns the bucket that paid, or undefined when nothing was spent: no row yet, an earlier spend with
   * this request id, or not enough credits (the caller tells them apart).
   */
  async function spendInOneStatement({ userId, feature, cost, requestId }: SpendInput) {
    const day = today();
    const rows = await spendStatement({
      userId,
      day,
      now: clock.now().toISOString(),
      cost,
      requestId,
      feature,
      resetRequestId: `reset:${userId}:${day}`,
    });
    return rows.find((row) => row.reason === 'spend')?.bucket;
  }

  /** After a statement that spent nothing: the earlier spend with this request id; whether the row exists. */
  async function whyNothingWasSpent(userId: string, requestId: string) {
    const [row] = await rowsOf<{ has_row: boolean; bucket: Bucket | null; cost: number | null }>(
      db,
      sql`
        SELECT EXISTS (SELECT 1 FROM ${userCredits} WHERE user_id = ${userId}) AS has_row,
               previous.bucket, -previous.delta AS cost
        FROM (VALUES (1)) AS one
        LEFT JOIN ${creditLedger} AS previous
          ON previous.reason = 'spend' AND previous.request_id = ${requestId}
      `,
    );
    return {
      hasRow: row!.has_row,
      previous: row!.bucket ? { bucket: row!.bucket, cost: row!.cost! } : undefined,
    };
  }

  /**
   * One try: the single statement, then — only when it spent nothing — one read to say why. 'no row' when the
   * user has no credits row yet.
   */
  async function trySpend(input: SpendInput): Promise<SpendResult | 'no row'> {
    let duplicate: unknown;
    try {
      const bucket = await spendInOneStatement(input);
      if (bucket) return spent(input.cost, bucket);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      duplicate = error;
    }
    // A new snapshot: it sees a concurrent spend with the same request id that committed meanwhile.
    const { hasRow, previous } = await whyNothingWasSpent(input.userId, input.requestId);
    if (previous) return spent(previous.cost, previous.bucket);
    if (duplicate) throw duplicate;
    return hasRow ? INSUFFICIENT : 'no row';
  }

  function toView(row: CreditsBalance): CreditsView {
    const isNewDay = row.lastDailyResetDate < today();
    return {
      remainingCredits: row.totalCredits - row.usedCredits,
      totalCredits: row.totalCredits,
      dailyFreeRemaining: row.dailyFreeCredits - (isNewDay ? 0 : row.dailyFreeUsed),
      dailyFreeCredits: row.dailyFreeCredits,
      subscriptionTier: creditsApiNameOf(tierOfTierColumn(row.subscriptionTier)),
    };
  }

  /**
   * Gives back what the spend with `requestId` took, exactly once, while that spend is still unsettled: a spend
   * whose answer was stored is charged for good and is never refunded. A daily credit spent on an earlier day
   * comes back as a paid credit, since that day's allowance has already been restored.
   */
  async function refundCredits(requestId: string): Promise<{ refunded: boolean }> {
    return db.transaction(async (tx) => {
      const claimed = await tx
        .delete(pendingSpends)
        .where(eq(pendingSpends.requestId, requestId))
        .returning({ requestId: pendingSpends.requestId });
      if (!claimed.length) return { refunded: false };
      const [spend] = await tx
        .select()
        .from(creditLedger)
        .where(and(eq(creditLedger.reason, 'spend'), eq(creditLedger.requestId, requestId)));
      if (!spend) return { refunded: false };
      // An answer stored by code that did not claim the spend (an older version during a rolling upgrade).
      const [answer] = await tx
        .select({ id: generations.id })
        .from(generations)
        .where(eq(generations.requestId, requestId));
      if (answer) return { refunded: false };
      const row = await lockRow(tx, spend.userId);
      const cost = -spend.delta;
      const isSameDay = dateIn(timeZone, spend.createdAt) === row.lastDailyResetDate;
      const bucket = spend.bucket === 'daily' && isSameDay ? 'daily' : 'paid';
      const inserted = await tx
        .insert(creditLedger)
        .values({
          userId: spend.userId,
          delta: cost,
          bucket,
          reason: 'refund',
          feature: spend.feature,
          requestId,
          createdAt: clock.now(),
        })
        .onConflictDoNothing()
        .returning({ id: creditLedger.id });
      if (!inserted.length) return { refunded: false };

      const change =
        bucket === 'daily'
          ? { dailyFreeUsed: sql`${userCredits.dailyFreeUsed} - ${cost}` }
          : spend.bucket === 'paid'
            ? { usedCredits: sql`${userCredits.usedCredits} - ${cost}` }
            : { totalCredits: sql`${userCredits.totalCredits} + ${cost}` };
      await tx
        .update(userCredits)
        .set({ ...change, updatedAt: clock.now() })
        .where(eq(userCredits.id, row.id));
      return { refunded: true };
    });
  }

  return {
    async getCredits(userId: string): Promise<CreditsView> {
      let [row] = await selectRow.execute({ userId });
      if (!row) {
        // In a transaction: the row and its grant ledger rows exist together or not at all.
        await db.transaction((tx) => ensureRow(tx, userId));
        [row] = await selectRow.execute({ userId });
      }
      return toView(row!);
    },

    /** The balance as the user sees it: a new day's daily allowance shows in full before any spend resets it. */
    viewOf: toView,

    /**
     * Spends `cost` credits: daily free credits first, else paid; the whole cost must fit in one of the two.
     * The same `requestId` never spends twice (a retry gets the first answer). One statement when the user's
     * row exists (see spendInOneStatement); the first spend of a user without a row creates it, then retries.
     */
    async spendCredits(input: SpendInput): Promise<SpendResult> {
      const result = await trySpend(input);
      if (result !== 'no row') return result;
      await db.transaction((tx) => ensureRow(tx, input.userId));
      const retried = await trySpend(input);
      if (retried === 'no row') throw new Error(`credits row missing for ${input.userId}`);
      return retried;
    },

    refundCredits,

    /**
     * The recovery pass: refunds every spend still unsettled after `olderThan` — its request died with its
     * process, or its refund failed. Safe on any number of instances at once: each refund claims its spend.
     * Returns the refunded spends (request id, feature, credits), oldest first; at most `limit` per call.
     */
    async recoverOrphanedSpends(olderThan: Date, limit = RECOVERY_BATCH_SIZE) {
      const orphans = await db
        .select({
          requestId: pendingSpends.requestId,
          feature: pendingSpends.feature,
          cost: sql<number>`-${creditLedger.delta}`.mapWith(Number),
        })
        .from(pendingSpends)
        .innerJoin(
          creditLedger,
          and(eq(creditLedger.reason, 'spend'), eq(creditLedger.requestId, pendingSpends.requestId)),
        )
        .where(lt(pendingSpends.createdAt, olderThan))
        .orderBy(pendingSpends.createdAt)
        .limit(limit);
      const recovered: typeof orphans = [];
      for (const orphan of orphans) {
        if ((await refundCredits(orphan.requestId)).refunded) recovered.push(orphan);
      }
      return recovered;
    },

    /**
     * Starts a paid period: the paid balance becomes the period's allowance (500 on Pro), once per `key` (the
     * invoice). The ledger records the difference, so its sum still equals the balance.
     */
    async startPaidPeriod(tx: Transaction, input: { userId: string; allowance: number; key: string }) {
      const row = await lockRow(tx, input.userId);
      const delta = input.allowance - (row.totalCredits - row.usedCredits);
      const inserted = await tx
        .insert(creditLedger)
        .values({
          userId: input.userId,
          delta,
          bucket: 'paid',
          reason: 'grant',
          requestId: input.key,
          createdAt: clock.now(),
        })
        .onConflictDoNothing()
        .returning({ id: creditLedger.id });
      if (!inserted.length) return false;
      await tx
        .update(userCredits)
        .set({ totalCredits: sql`${userCredits.totalCredits} + ${delta}`, updatedAt: clock.now() })
        .where(eq(userCredits.id, row.id));
      return true;
    },

    /**
     * Records the plan on the credits row (its badge, prompts and notes). The daily allowance stays: every plan
     * has the same (plan-table test), so a plan change need not move it.
     */
    async setTier(tx: Transaction, userId: string, tier: PlanTier) {
      await ensureRow(tx, userId);
      await tx
        .update(userCredits)
        .set({ subscriptionTier: tier, updatedAt: clock.now() })
        .where(eq(userCredits.userId, userId));
    },

    async history(userId: string, limit = 50): Promise<LedgerEntry[]> {
      const rows = await db
        .select()
        .from(creditLedger)
        .where(eq(creditLedger.userId, userId))
        .orderBy(desc(creditLedger.id))
        .limit(limit);
      return rows.map((row) => ({
        id: row.id,
        delta: row.delta,
        bucket: row.bucket as LedgerEntry['bucket'],
        reason: row.reason as LedgerEntry['reason'],
        feature: row.feature,
        createdAt: row.createdAt.toISOString(),
      }));
    },
  };
}
