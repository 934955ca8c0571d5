import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AI_TOOLS } from '@shared/ai-tools';
import type { DatabaseHandle } from '../db/client';
import { creditLedger, generations, subscribers, user, userCredits } from '../db/schema';
import { createTestDatabase } from '../testing/test-database';
import { createCreditsService, type CreditsService } from './credits';
import { createAnswerStore } from './generations';

let database: DatabaseHandle;
let now = new Date('2026-11-22T10:00:00Z');
let credits: CreditsService;

beforeAll(async () => {
  database = await createTestDatabase();
  credits = createCreditsService({ db: database.db, clock: { now: () => now }, timeZone: 'UTC' });
});
afterAll(async () => {
  await database.close();
});
// Tests that move the clock to another day put it back themselves; this only keeps a failure from spreading.
afterEach(() => {
  now = new Date('2026-11-22T10:00:00Z');
});

async function newUser(options: { pro?: boolean } = {}) {
  const id = randomUUID();
  await database.db
    .insert(user)
    .values({ id, name: 'Spender', email: `${id}@example.com`, emailVerified: true });
  if (options.pro) {
    await database.db.insert(subscribers).values({
      userId: id,
      email: `${id}@example.com`,
      subscribed: true,
      subscriptionTier: 'Pro',
      status: 'active',
    });
  }
  return id;
}

/** Sets the balance directly, as if earlier spends had happened (the ledger is rebuilt to match). */
async function setBalance(userId: string, balance: { paid: number; daily: number }) {
  await credits.getCredits(userId);
  await database.db
    .update(userCredits)
    .set({ totalCredits: balance.paid, usedCredits: 0, dailyFreeUsed: 5 - balance.daily })
    .where(eq(userCredits.userId, userId));
  await database.db.delete(creditLedger).where(eq(creditLedger.userId, userId));
  await database.db.insert(creditLedger).values([
    { userId, delta: balance.paid, bucket: 'paid', reason: 'grant', requestId: `seed:${userId}` },
    { userId, delta: balance.daily, bucket: 'daily', reason: 'grant', requestId: `seed-daily:${userId}` },
  ]);
}

async function ledgerSum(userId: string) {
  const [row] = await database.db
    .select({ sum: sql<string>`coalesce(sum(${creditLedger.delta}), 0)` })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId));
  return Number(row!.sum);
}

async function balanceOf(userId: string) {
  const view = await credits.getCredits(userId);
  return view.remainingCredits + view.dailyFreeRemaining;
}

const spend = (userId: string, cost = 1, requestId: string = randomUUID()) =>
  credits.spendCredits({ userId, feature: AI_TOOLS.caption.id, cost, requestId });

const ledgerOf = (userId: string) =>
  database.db
    .select()
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId))
    .orderBy(asc(creditLedger.id));

const spendRows = (requestId: string) =>
  database.db
    .select()
    .from(creditLedger)
    .where(and(eq(creditLedger.reason, 'spend'), eq(creditLedger.requestId, requestId)));

async function rowOf(userId: string) {
  const [row] = await database.db.select().from(userCredits).where(eq(userCredits.userId, userId));
  return row!;
}

describe('a new credits row', () => {
  it('starts with 5 paid and 5 daily free credits on Free', async () => {
    const userId = await newUser();
    expect(await credits.getCredits(userId)).toEqual({
      remainingCredits: 5,
      totalCredits: 5,
      dailyFreeRemaining: 5,
      dailyFreeCredits: 5,
      subscriptionTier: 'free',
    });
    expect(await ledgerSum(userId)).toBe(10);
  });

  it('starts with 500 paid credits when the user is subscribed on Pro', async () => {
    const userId = await newUser({ pro: true });
    expect(await credits.getCredits(userId)).toMatchObject({
      remainingCredits: 500,
      totalCredits: 500,
      subscriptionTier: 'Pro',
    });
  });

  it('is created once even when first read concurrently', async () => {
    const userId = await newUser();
    await Promise.all(Array.from({ length: 20 }, () => credits.getCredits(userId)));
    expect(await ledgerSum(userId)).toBe(10);
  });
});

describe('spendCredits', () => {
  it('spends daily free credits first, then paid, and answers with success, message and credits used', async () => {
    const userId = await newUser();
    const results = [];
    for (let i = 0; i < 6; i++) results.push(await spend(userId));
    expect(results.slice(0, 5).every((r) => r.daily_free_used)).toBe(true);
    expect(results[0]).toEqual({
      success: true,
      message: 'Used 1 daily free credit(s)',
      credits_used: 1,
      daily_free_used: true,
    });
    expect(results[5]).toEqual({
      success: true,
      message: 'Used 1 paid credit(s)',
      credits_used: 1,
      daily_free_used: false,
    });
    expect(await credits.getCredits(userId)).toMatchObject({ remainingCredits: 4, dailyFreeRemaining: 0 });
  });

  it('needs the whole cost to fit in one bucket', async () => {
    const userId = await newUser();
    await setBalance(userId, { paid: 1, daily: 1 });
    expect(await spend(userId, 2)).toEqual({
      success: false,
      message: 'Insufficient credits',
      credits_used: 0,
      daily_free_used: false,
    });
    await setBalance(userId, { paid: 5, daily: 1 });
    expect(await spend(userId, 2)).toMatchObject({ success: true, daily_free_used: false });
    expect(await credits.getCredits(userId)).toMatchObject({ remainingCredits: 3, dailyFreeRemaining: 1 });
  });

  it('spends once per request id: concurrent calls with the same id all succeed, one spend', async () => {
    const userId = await newUser();
    await credits.getCredits(userId);
    const requestId = randomUUID();
    const answers = await Promise.all(Array.from({ length: 10 }, () => spend(userId, 1, requestId)));
    expect(answers.every((a) => a.success && a.daily_free_used)).toBe(true);
    expect(await balanceOf(userId)).toBe(9);
    expect(await spendRows(requestId)).toHaveLength(1);
    expect(await ledgerSum(userId)).toBe(9);
  });

  it('spends once per request id even on the last credit, when the others find nothing left', async () => {
    const userId = await newUser();
    await setBalance(userId, { paid: 1, daily: 0 });
    const requestId = randomUUID();
    const answers = await Promise.all(Array.from({ length: 10 }, () => spend(userId, 1, requestId)));
    expect(answers).toEqual(
      Array.from({ length: 10 }, () => ({
        success: true,
        message: 'Used 1 paid credit(s)',
        credits_used: 1,
        daily_free_used: false,
      })),
    );
    expect(await spendRows(requestId)).toHaveLength(1);
    expect(await balanceOf(userId)).toBe(0);
    expect(await ledgerSum(userId)).toBe(0);
  });

  it('answers a later retry with the first answer, whatever the balance is now', async () => {
    const userId = await newUser();
    await setBalance(userId, { paid: 1, daily: 1 });
    const daily = randomUUID();
    const paid = randomUUID();
    const first = await spend(userId, 1, daily);
    expect(await spend(userId, 1, paid)).toMatchObject({ success: true, daily_free_used: false });
    expect(first).toEqual({
      success: true,
      message: 'Used 1 daily free credit(s)',
      credits_used: 1,
      daily_free_used: true,
    });
    // Nothing is left now, yet both retries get their first answer and spend nothing.
    expect(await spend(userId, 1, daily)).toEqual(first);
    expect(await spend(userId, 1, paid)).toEqual({
      success: true,
      message: 'Used 1 paid credit(s)',
      credits_used: 1,
      daily_free_used: false,
    });
    expect(await spendRows(daily)).toHaveLength(1);
    expect(await spendRows(paid)).toHaveLength(1);
    expect(await balanceOf(userId)).toBe(0);
    expect(await ledgerSum(userId)).toBe(0);
  });

  it('changes nothing and writes no ledger row when the cost fits in neither bucket', async () => {
    const userId = await newUser();
    await setBalance(userId, { paid: 1, daily: 1 });
    const before = await rowOf(userId);
    const ledgerBefore = await ledgerOf(userId);
    const requestId = randomUUID();
    expect(await spend(userId, 2, requestId)).toMatchObject({ success: false, credits_used: 0 });
    expect(await rowOf(userId)).toEqual(before);
    expect(await ledgerOf(userId)).toEqual(ledgerBefore);
    expect(await spendRows(requestId)).toHaveLength(0);
  });

  it('creates the credits row on a first spend (no read before), once, even for concurrent first spends', async () => {
    const single = await newUser({ pro: true });
    expect(await spend(single, 1)).toMatchObject({ success: true, daily_free_used: true });
    expect(await credits.getCredits(single)).toMatchObject({ remainingCredits: 500, dailyFreeRemaining: 4 });
    expect(await ledgerSum(single)).toBe(504);

    const userId = await newUser();
    const results = await Promise.all(Array.from({ length: 30 }, () => spend(userId, 1)));
    expect(results.filter((r) => r.success)).toHaveLength(10);
    expect(results.filter((r) => r.success && r.daily_free_used)).toHaveLength(5);
    expect(await balanceOf(userId)).toBe(0);
    expect(await ledgerSum(userId)).toBe(0);
  });

  it('moves from daily to paid credits under concurrency without losing or overspending any', async () => {
    const userId = await newUser();
    await setBalance(userId, { paid: 3, daily: 2 });
    const results = await Promise.all(Array.from({ length: 50 }, () => spend(userId, 1)));
    expect(results.filter((r) => r.success && r.daily_free_used)).toHaveLength(2);
    expect(results.filter((r) => r.success && !r.daily_free_used)).toHaveLength(3);
    expect(results.filter((r) => !r.success)).toHaveLength(45);
    expect(await balanceOf(userId)).toBe(0);
    expect(await ledgerSum(userId)).toBe(0);
  });

  it('never overspends: 1,000 concurrent spends of 1 on 5 credits → exactly 5 succeed', async () => {
    const userId = await newUser();
    await setBalance(userId, { paid: 5, daily: 0 });
    const results = await Promise.all(Array.from({ length: 1000 }, () => spend(userId, 1)));
    expect(results.filter((r) => r.success)).toHaveLength(5);
    const view = await credits.getCredits(userId);
    expect(view.remainingCredits).toBe(0);
    expect(await ledgerSum(userId)).toBe(await balanceOf(userId));
  }, 120_000);

  it('never overspends with cost 2: concurrent spends on a balance of 5 → exactly 2 succeed', async () => {
    const userId = await newUser();
    await setBalance(userId, { paid: 0, daily: 5 });
    const results = await Promise.all(Array.from({ length: 200 }, () => spend(userId, 2)));
    expect(results.filter((r) => r.success)).toHaveLength(2);
    expect(await credits.getCredits(userId)).toMatchObject({ dailyFreeRemaining: 1, remainingCredits: 0 });
    expect(await ledgerSum(userId)).toBe(1);
  }, 60_000);

  it('resets the daily allowance at midnight and never gives more than 5 free credits a day', async () => {
    const userId = await newUser();
    await setBalance(userId, { paid: 0, daily: 5 });
    now = new Date('2026-11-22T23:59:59Z');
    const before = await Promise.all(Array.from({ length: 30 }, () => spend(userId, 1)));
    now = new Date('2026-11-23T00:00:01Z');
    const after = await Promise.all(Array.from({ length: 30 }, () => spend(userId, 1)));
    expect(before.filter((r) => r.success)).toHaveLength(5);
    expect(after.filter((r) => r.success)).toHaveLength(5);
    const perDay = await database.db
      .select({
        day: sql<string>`to_char(${creditLedger.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`,
        n: sql<string>`count(*)`,
      })
      .from(creditLedger)
      .where(
        sql`${creditLedger.userId} = ${userId} and ${creditLedger.reason} = 'spend' and ${creditLedger.bucket} = 'daily'`,
      )
      .groupBy(sql`1`);
    for (const day of perDay) expect(Number(day.n)).toBeLessThanOrEqual(5);
    expect(await ledgerSum(userId)).toBe(await balanceOf(userId));
    now = new Date('2026-11-22T10:00:00Z');
  });

  it('restores the daily allowance inside the first spend of a new day, with its ledger row', async () => {
    const userId = await newUser();
    await setBalance(userId, { paid: 4, daily: 2 });
    now = new Date('2026-11-27T09:00:00Z');
    expect(await spend(userId, 1)).toMatchObject({ success: true, daily_free_used: true });
    expect(await rowOf(userId)).toMatchObject({ dailyFreeUsed: 1, lastDailyResetDate: '2026-11-27' });
    const [reset, spent] = (await ledgerOf(userId)).slice(-2);
    expect(reset).toMatchObject({
      delta: 3,
      bucket: 'daily',
      reason: 'daily_reset',
      feature: null,
      requestId: `reset:${userId}:2026-11-27`,
      createdAt: now,
    });
    expect(spent).toMatchObject({ delta: -1, bucket: 'daily', reason: 'spend', createdAt: now });
    expect(await ledgerSum(userId)).toBe(8);
    expect(await balanceOf(userId)).toBe(8);
    // The same day again: no second reset.
    await spend(userId, 1);
    expect((await ledgerOf(userId)).filter((row) => row.reason === 'daily_reset')).toHaveLength(1);
    now = new Date('2026-11-22T10:00:00Z');
  });

  it('picks the daily bucket from the restored allowance, and writes no reset row when none was used', async () => {
    const userId = await newUser();
    await setBalance(userId, { paid: 0, daily: 0 });
    now = new Date('2026-11-28T09:00:00Z');
    expect(await spend(userId, 2)).toMatchObject({ success: true, daily_free_used: true });
    expect((await ledgerOf(userId)).slice(-2).map((row) => [row.reason, row.delta])).toEqual([
      ['daily_reset', 5],
      ['spend', -2],
    ]);

    const fresh = await newUser();
    await setBalance(fresh, { paid: 0, daily: 5 });
    now = new Date('2026-11-29T09:00:00Z');
    await spend(fresh, 1);
    expect(await rowOf(fresh)).toMatchObject({ dailyFreeUsed: 1, lastDailyResetDate: '2026-11-29' });
    expect((await ledgerOf(fresh)).filter((row) => row.reason === 'daily_reset')).toHaveLength(0);
    expect(await ledgerSum(fresh)).toBe(await balanceOf(fresh));
    now = new Date('2026-11-22T10:00:00Z');
  });

  it('spends the new paid credits of a period granted while the spends wait for the row', async () => {
    const userId = await newUser();
    await setBalance(userId, { paid: 0, daily: 0 });
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const grant = database.db.transaction(async (tx) => {
      await credits.startPaidPeriod(tx, { userId, allowance: 500, key: `period:${userId}` });
      locked();
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    await isLocked;
    // On PostgreSQL these start before the grant commits: they see total_credits 0 and wait for its lock.
    const results = await Promise.all(Array.from({ length: 20 }, () => spend(userId, 1)));
    await grant;
    expect(results.every((r) => r.success && !r.daily_free_used)).toBe(true);
    expect(await credits.getCredits(userId)).toMatchObject({ remainingCredits: 480, totalCredits: 500 });
    expect(await ledgerSum(userId)).toBe(480);
  });

  it('keeps the ledger sum equal to the balance through mixed spends, retries, refunds, resets and grants', async () => {
    const userId = await newUser();
    const ids: string[] = Array.from({ length: 8 }, () => randomUUID());
    const check = async () => expect(await ledgerSum(userId)).toBe(await balanceOf(userId));
    await Promise.all(ids.map((id, i) => spend(userId, (i % 2) + 1, id)));
    await check();
    await Promise.all([spend(userId, 1, ids[0]), spend(userId, 2, ids[1]), credits.refundCredits(ids[2]!)]);
    await check();
    await spend(userId, 2);
    await check();
    now = new Date('2026-11-30T09:00:00Z');
    await Promise.all([
      spend(userId, 1),
      spend(userId, 2),
      credits.refundCredits(ids[3]!),
      spend(userId, 1, ids[4]),
    ]);
    await check();
    await database.db.transaction((tx) =>
      credits.startPaidPeriod(tx, { userId, allowance: 500, key: `period:${userId}` }),
    );
    const last = await Promise.all(Array.from({ length: 10 }, (_, i) => spend(userId, (i % 2) + 1)));
    expect(last.every((r) => r.success)).toBe(true);
    await check();
    now = new Date('2026-11-22T10:00:00Z');
  });

  it.runIf(process.env.TEST_DB_KIND === 'postgres')(
    'is one statement on PostgreSQL when the row exists; a retry or a refusal adds one read',
    async () => {
      const userId = await newUser();
      await setBalance(userId, { paid: 1, daily: 1 });
      const sent = vi.spyOn(pg.Client.prototype, 'query');
      try {
        const count = async (run: () => Promise<unknown>) => {
          sent.mockClear();
          await run();
          return sent.mock.calls.length;
        };
        const requestId = randomUUID();
        expect(await count(() => spend(userId, 1, requestId))).toBe(1);
        expect(await count(() => spend(userId, 1))).toBe(1);
        expect(await count(() => spend(userId, 1, requestId))).toBe(2);
        expect(await count(() => spend(userId, 1))).toBe(2);
      } finally {
        sent.mockRestore();
      }
    },
  );

  it('shows a full daily allowance on a new day before any spend', async () => {
    const userId = await newUser();
    await setBalance(userId, { paid: 0, daily: 0 });
    now = new Date('2026-11-24T08:00:00Z');
    expect((await credits.getCredits(userId)).dailyFreeRemaining).toBe(5);
    now = new Date('2026-11-22T10:00:00Z');
  });
});

describe('refundCredits', () => {
  it('refunds exactly once, even when called twice concurrently', async () => {
    const userId = await newUser();
    const requestId = randomUUID();
    await spend(userId, 1, requestId);
    expect(await balanceOf(userId)).toBe(9);
    const results = await Promise.all(Array.from({ length: 10 }, () => credits.refundCredits(requestId)));
    expect(results.filter((r) => r.refunded)).toHaveLength(1);
    expect(await balanceOf(userId)).toBe(10);
    expect(await ledgerSum(userId)).toBe(10);
    expect(await credits.refundCredits(requestId)).toEqual({ refunded: false });
  });

  it('refunds nothing for an unknown request', async () => {
    expect(await credits.refundCredits(randomUUID())).toEqual({ refunded: false });
  });

  it('returns a daily credit spent before midnight as a paid credit after the reset', async () => {
    const userId = await newUser();
    await setBalance(userId, { paid: 0, daily: 5 });
    const requestId = randomUUID();
    now = new Date('2026-11-25T23:59:00Z');
    await spend(userId, 1, requestId);
    now = new Date('2026-11-26T00:01:00Z');
    expect(await credits.refundCredits(requestId)).toEqual({ refunded: true });
    expect(await credits.getCredits(userId)).toMatchObject({ dailyFreeRemaining: 5, remainingCredits: 1 });
    expect(await ledgerSum(userId)).toBe(await balanceOf(userId));
    now = new Date('2026-11-22T10:00:00Z');
  });

  it('lists every grant, spend and refund newest first', async () => {
    const userId = await newUser();
    const requestId = randomUUID();
    await spend(userId, 1, requestId);
    await credits.refundCredits(requestId);
    const history = await credits.history(userId);
    expect(history.map((h) => [h.reason, h.delta])).toEqual(
      expect.arrayContaining([
        ['refund', 1],
        ['spend', -1],
        ['grant', 5],
      ]),
    );
    expect(history[0]!.reason).toBe('refund');
  });
});

/** Stores an answer for the spend, as a paid request does once its model finished. */
const storeAnswer = (userId: string, requestId: string) =>
  createAnswerStore(database.db).storeDelivered({
    userId,
    feature: AI_TOOLS.caption.id,
    engine: 'test',
    paid: { requestId, creditsUsed: 1 },
    fields: { prompt: 'p', output: 'o' },
  });

describe('settling a spend: delivered or refunded, never both', () => {
  it('never refunds a spend whose answer was stored', async () => {
    const userId = await newUser();
    const requestId = randomUUID();
    await spend(userId, 1, requestId);
    const stored = await storeAnswer(userId, requestId);
    expect(stored).toMatchObject({ requestId, userId });
    expect(await credits.refundCredits(requestId)).toEqual({ refunded: false });
    expect(await balanceOf(userId)).toBe(9);
    expect(await ledgerSum(userId)).toBe(9);
  });

  it('stores nothing for a spend that was refunded first', async () => {
    const userId = await newUser();
    const requestId = randomUUID();
    await spend(userId, 1, requestId);
    expect(await credits.refundCredits(requestId)).toEqual({ refunded: true });
    expect(await storeAnswer(userId, requestId)).toBeUndefined();
    expect(await database.db.select().from(generations).where(eq(generations.requestId, requestId))).toEqual(
      [],
    );
    expect(await balanceOf(userId)).toBe(10);
  });

  it('returns the answer as stored, and charges it for good', async () => {
    const userId = await newUser();
    const requestId = randomUUID();
    await spend(userId, 1, requestId);
    const stored = await createAnswerStore(database.db).storeDelivered({
      userId,
      feature: AI_TOOLS.research.id,
      engine: 'test',
      paid: { requestId, creditsUsed: 1 },
      fields: {
        prompt: 'question',
        output: 'report',
        complexity: 'simple',
        queries: ['one', 'two'],
        sources: [{ url: 'https://a.example/', host: 'a.example', title: 'A', chars: 10, index: 1 }],
      },
    });
    const [row] = await database.db.select().from(generations).where(eq(generations.requestId, requestId));
    expect(stored).toEqual(row);
    expect(row).toMatchObject({ captions: null, platform: null, queries: ['one', 'two'], creditsUsed: 1 });
    expect(await credits.refundCredits(requestId)).toEqual({ refunded: false });
  });

  it('leaves the spend unsettled when the answer cannot be stored, so the refund gives it back', async () => {
    const userId = await newUser();
    const requestId = randomUUID();
    await spend(userId, 1, requestId);
    const unstorable = createAnswerStore(database.db).storeDelivered({
      userId,
      feature: AI_TOOLS.caption.id,
      engine: 'test',
      paid: { requestId, creditsUsed: 1 },
      fields: { prompt: 'p', output: 'nul \u0000 byte' },
    });
    await expect(unstorable).rejects.toThrow();
    expect(await credits.refundCredits(requestId)).toEqual({ refunded: true });
    expect(await balanceOf(userId)).toBe(10);
    expect(await ledgerSum(userId)).toBe(10);
  });

  it('settles each of 20 spends exactly once when the answer and the refund race', async () => {
    const userId = await newUser();
    await setBalance(userId, { paid: 20, daily: 0 });
    const ids = Array.from({ length: 20 }, () => randomUUID());
    for (const id of ids) await spend(userId, 1, id);
    await Promise.all(ids.flatMap((id) => [storeAnswer(userId, id), credits.refundCredits(id)]));
    const answers = await database.db.select().from(generations).where(eq(generations.userId, userId));
    const refunds = (await ledgerOf(userId)).filter((row) => row.reason === 'refund');
    expect(answers.length + refunds.length).toBe(20);
    const answered = new Set(answers.map((row) => row.requestId));
    expect(refunds.filter((row) => answered.has(row.requestId!))).toEqual([]);
    expect(await ledgerSum(userId)).toBe(await balanceOf(userId));
    expect(await balanceOf(userId)).toBe(20 - answers.length);
  });
});

describe('recoverOrphanedSpends', () => {
  const later = (ms: number) => new Date(now.getTime() + ms);

  it('refunds only the spends left unsettled past the cut-off, once', async () => {
    const userId = await newUser();
    const [delivered, refunded, orphan, recent] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    for (const id of [delivered, refunded, orphan]) await spend(userId, 1, id);
    await storeAnswer(userId, delivered);
    await credits.refundCredits(refunded);
    const cutOff = later(1_000);
    now = later(60_000);
    await spend(userId, 1, recent);

    // Other tests of this file leave unsettled spends too: only this user's are looked at.
    const ids: string[] = [delivered, refunded, orphan, recent];
    const mine = (rows: { requestId: string }[]) =>
      rows.map((row) => row.requestId).filter((id) => ids.includes(id));
    expect(mine(await credits.recoverOrphanedSpends(cutOff))).toEqual([orphan]);
    expect(mine(await credits.recoverOrphanedSpends(cutOff))).toEqual([]);
    // 10 at the start; the delivered answer and the recent spend are charged.
    expect(await balanceOf(userId)).toBe(8);
    expect(await ledgerSum(userId)).toBe(8);
    now = new Date('2026-11-22T10:00:00Z');
  });

  it('refunds each orphan exactly once when several instances recover at the same time', async () => {
    const userId = await newUser();
    const ids: string[] = Array.from({ length: 8 }, () => randomUUID());
    for (const id of ids) await spend(userId, 1, id);
    expect(await balanceOf(userId)).toBe(2);
    const instances = Array.from({ length: 3 }, () =>
      createCreditsService({ db: database.db, clock: { now: () => now }, timeZone: 'UTC' }),
    );
    const results = await Promise.all(instances.map((instance) => instance.recoverOrphanedSpends(later(1))));
    expect(
      results
        .flat()
        .map((row) => row.requestId)
        .sort(),
    ).toEqual([...ids].sort());
    const refunds = (await ledgerOf(userId)).filter((row) => row.reason === 'refund');
    expect(refunds).toHaveLength(8);
    expect(await balanceOf(userId)).toBe(10);
    expect(await ledgerSum(userId)).toBe(10);
  });
});
