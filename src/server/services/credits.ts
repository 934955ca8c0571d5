import { and, desc, eq, sql } from 'drizzle-orm';
import {
  CREDIT_MESSAGES,
  DAILY_FREE_CREDITS,
  FREE_STARTING_CREDITS,
  PRO_CREDITS_PER_PERIOD,
  type CreditsView,
  type Feature,
  type SpendResult,
} from '@shared/credits';
import type { Database } from '../db/client';
import { creditLedger, subscribers, userCredits } from '../db/schema';
import { dateIn, type Clock } from './clock';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Executor = Database | Transaction;
type CreditsRow = typeof userCredits.$inferSelect;

export type LedgerEntry = {
  id: number;
  delta: number;
  bucket: 'daily' | 'paid';
  reason: 'grant' | 'spend' | 'refund' | 'daily_reset';
  feature: string | null;
  createdAt: string;
};

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

  /** The row for a user, created on first use: 500 paid credits when subscribed on Pro, else 5. */
  async function ensureRow(executor: Executor, userId: string): Promise<void> {
    const [subscriber] = await executor
      .select({ subscribed: subscribers.subscribed, tier: subscribers.subscriptionTier })
      .from(subscribers)
      .where(eq(subscribers.userId, userId));
    const isPro = Boolean(subscriber?.subscribed && subscriber.tier === 'Pro');
    const total = isPro ? PRO_CREDITS_PER_PERIOD : FREE_STARTING_CREDITS;
    const created = await executor
      .insert(userCredits)
      .values({
        userId,
        totalCredits: total,
        dailyFreeCredits: DAILY_FREE_CREDITS,
        lastDailyResetDate: today(),
        subscriptionTier: isPro ? 'pro' : 'free',
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
          delta: DAILY_FREE_CREDITS,
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

  function toView(row: CreditsRow): CreditsView {
    const isNewDay = row.lastDailyResetDate < today();
    return {
      remainingCredits: row.totalCredits - row.usedCredits,
      totalCredits: row.totalCredits,
      dailyFreeRemaining: row.dailyFreeCredits - (isNewDay ? 0 : row.dailyFreeUsed),
      dailyFreeCredits: row.dailyFreeCredits,
      subscriptionTier: row.subscriptionTier === 'pro' ? 'Pro' : 'free',
    };
  }

  return {
    async getCredits(userId: string): Promise<CreditsView> {
      const select = () => db.select().from(userCredits).where(eq(userCredits.userId, userId));
      let [row] = await select();
      if (!row) {
        await ensureRow(db, userId);
        [row] = await select();
      }
      return toView(row!);
    },

    /**
     * Spends `cost` credits in one transaction: daily free credits first, else paid; the whole cost must fit in
     * one of the two. The same `requestId` never spends twice (a retry gets the first answer).
     */
    async spendCredits(input: {
      userId: string;
      feature: Feature;
      cost: number;
      requestId: string;
    }): Promise<SpendResult> {
      const { userId, feature, cost, requestId } = input;
      return db.transaction(async (tx) => {
        const row = await lockRow(tx, userId);
        const [previous] = await tx
          .select()
          .from(creditLedger)
          .where(and(eq(creditLedger.reason, 'spend'), eq(creditLedger.requestId, requestId)));
        if (previous) {
          const isDaily = previous.bucket === 'daily';
          return {
            success: true,
            message: CREDIT_MESSAGES.used(cost, isDaily),
            credits_used: cost,
            daily_free_used: isDaily,
          };
        }

        const dailyLeft = row.dailyFreeCredits - row.dailyFreeUsed;
        const paidLeft = row.totalCredits - row.usedCredits;
        const bucket = dailyLeft >= cost ? 'daily' : paidLeft >= cost ? 'paid' : null;
        if (!bucket) {
          return {
            success: false,
            message: CREDIT_MESSAGES.insufficientShort,
            credits_used: 0,
            daily_free_used: false,
          };
        }
        await tx
          .update(userCredits)
          .set(
            bucket === 'daily'
              ? { dailyFreeUsed: sql`${userCredits.dailyFreeUsed} + ${cost}`, updatedAt: clock.now() }
              : { usedCredits: sql`${userCredits.usedCredits} + ${cost}`, updatedAt: clock.now() },
          )
          .where(eq(userCredits.id, row.id));
        await tx.insert(creditLedger).values({
          userId,
          delta: -cost,
          bucket,
          reason: 'spend',
          feature,
          requestId,
          createdAt: clock.now(),
        });
        const isDaily = bucket === 'daily';
        return {
          success: true,
          message: CREDIT_MESSAGES.used(cost, isDaily),
          credits_used: cost,
          daily_free_used: isDaily,
        };
      });
    },

    /**
     * Gives back what the spend with `requestId` took, exactly once. A daily credit spent on an earlier day comes
     * back as a paid credit, since that day's allowance has already been restored.
     */
    async refundCredits(requestId: string): Promise<{ refunded: boolean }> {
      return db.transaction(async (tx) => {
        const [spend] = await tx
          .select()
          .from(creditLedger)
          .where(and(eq(creditLedger.reason, 'spend'), eq(creditLedger.requestId, requestId)));
        if (!spend) return { refunded: false };
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

    /** Records the plan on the credits row (Free/Pro badge). */
    async setTier(tx: Transaction, userId: string, tier: 'pro' | 'free') {
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
