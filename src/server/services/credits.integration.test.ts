import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURES } from '@shared/credits';
import type { DatabaseHandle } from '../db/client';
import { creditLedger, subscribers, user, userCredits } from '../db/schema';
import { createTestDatabase } from '../testing/test-database';
import { createCreditsService, type CreditsService } from './credits';

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
  credits.spendCredits({ userId, feature: FEATURES.caption, cost, requestId });

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
  it('spends daily free credits first, then paid, and answers with the spec object', async () => {
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

  it('spends once per request id: a retry gets the first answer', async () => {
    const userId = await newUser();
    const requestId = randomUUID();
    const answers = await Promise.all(Array.from({ length: 10 }, () => spend(userId, 1, requestId)));
    expect(answers.every((a) => a.success)).toBe(true);
    expect(await balanceOf(userId)).toBe(9);
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
