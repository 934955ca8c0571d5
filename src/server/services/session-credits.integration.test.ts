import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AI_TOOLS } from '@shared/ai-tools';
import { creditLedger, session, user, userCredits } from '../db/schema';
import { createSignedInUser, createTestRuntime, type TestRuntime } from '../testing/test-runtime';

/**
 * `GET /api/credits` reads the session and the balance in one statement. It must answer exactly what the session
 * check followed by `getCredits` answers: the same balance, the row created on the first read, a new day's
 * allowance shown in full, and no balance at all without a live, correctly signed session.
 */
const DAY_MS = 24 * 60 * 60 * 1000;
let shift = 0;
let runtime: TestRuntime;

beforeAll(async () => {
  runtime = await createTestRuntime({}, { clock: { now: () => new Date(Date.now() + shift) } });
});
afterAll(() => runtime.close());
afterEach(() => {
  shift = 0;
});

/** The session token inside a client's signed cookie (`token.signature`, URI-encoded). */
function tokenOf(cookieHeader: string): string {
  const value = decodeURIComponent(cookieHeader.slice(cookieHeader.indexOf('=') + 1));
  return value.slice(0, value.lastIndexOf('.'));
}

const rowOf = async (userId: string) =>
  (await runtime.database.db.select().from(userCredits).where(eq(userCredits.userId, userId)))[0];

const spend = (userId: string, cost = 1) =>
  runtime.credits.spendCredits({ userId, feature: AI_TOOLS.caption.id, cost, requestId: randomUUID() });

describe('the balance read with the session in one statement', () => {
  it('answers what getCredits answers, for the session of the signed-in user', async () => {
    const { client, userId } = await createSignedInUser(runtime);
    await runtime.credits.getCredits(userId);
    await spend(userId, 1);
    await spend(userId, 5);
    const response = await client.get('/api/credits');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const expected = await runtime.credits.getCredits(userId);
    expect(expected).toMatchObject({ remainingCredits: 0, dailyFreeRemaining: 4 });
    expect(await response.json()).toEqual(expected);
    expect(await runtime.sessionCredits(tokenOf(client.cookieHeader))).toEqual(expected);
  });

  it('creates the row with its starting grant on the first read, once', async () => {
    const { client, userId } = await createSignedInUser(runtime);
    expect(await rowOf(userId)).toBeUndefined();
    const first = await (await client.get('/api/credits')).json();
    expect(first).toEqual({
      remainingCredits: 5,
      totalCredits: 5,
      dailyFreeRemaining: 5,
      dailyFreeCredits: 5,
      subscriptionTier: 'free',
    });
    expect(await (await client.get('/api/credits')).json()).toEqual(first);
    expect(await runtime.credits.getCredits(userId)).toEqual(first);
    const ledger = await runtime.database.db
      .select({ delta: creditLedger.delta, bucket: creditLedger.bucket, reason: creditLedger.reason })
      .from(creditLedger)
      .where(eq(creditLedger.userId, userId))
      .orderBy(asc(creditLedger.id));
    expect(ledger).toEqual([
      { delta: 5, bucket: 'paid', reason: 'grant' },
      { delta: 5, bucket: 'daily', reason: 'grant' },
    ]);
  });

  it("shows a new day's daily allowance in full and writes nothing, like getCredits", async () => {
    const { client, userId } = await createSignedInUser(runtime);
    await runtime.credits.getCredits(userId);
    await spend(userId, 2);
    const before = await rowOf(userId);
    shift = DAY_MS;
    const view = await (await client.get('/api/credits')).json();
    expect(view).toMatchObject({ dailyFreeRemaining: 5, remainingCredits: 5 });
    expect(view).toEqual(await runtime.credits.getCredits(userId));
    expect(await rowOf(userId)).toEqual(before);
  });

  it('answers 401, and creates nothing, without a live and correctly signed session', async () => {
    const { client, userId } = await createSignedInUser(runtime);
    const [name, value] = client.cookieHeader.split('=') as [string, string];
    const decoded = decodeURIComponent(value);
    const token = decoded.slice(0, decoded.lastIndexOf('.'));
    const signature = decoded.slice(decoded.lastIndexOf('.') + 1);
    const otherSignature = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    const ask = (cookie: string | undefined) =>
      runtime.app.request('http://localhost:3000/api/credits', { headers: cookie ? { cookie } : {} });

    for (const cookie of [
      undefined,
      `${name}=${token}`,
      `${name}=${encodeURIComponent(`${token}.${otherSignature}`)}`,
      `${name}=${encodeURIComponent(`${token}x.${signature}`)}`,
      `other_${name}=${value}`,
    ]) {
      const response = await ask(cookie);
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ error: { code: 'UNAUTHORIZED' } });
    }
    expect(await rowOf(userId)).toBeUndefined();

    await runtime.database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.userId, userId));
    expect((await ask(client.cookieHeader)).status).toBe(401);
    expect(await runtime.sessionCredits(token)).toBeNull();
    expect(await rowOf(userId)).toBeUndefined();

    expect(await runtime.sessionCredits(randomUUID())).toBeNull();
  });

  it('answers 401 once the session is signed out', async () => {
    const { client } = await createSignedInUser(runtime);
    const cookie = client.cookieHeader;
    expect((await client.get('/api/credits')).status).toBe(200);
    expect((await client.post('/api/auth/sign-out', {})).ok).toBe(true);
    const response = await runtime.app.request('http://localhost:3000/api/credits', { headers: { cookie } });
    expect(response.status).toBe(401);
    expect(await runtime.sessionCredits(tokenOf(cookie))).toBeNull();
  });

  it('answers 401 once the user is deleted, their credits row with them', async () => {
    const { client, userId } = await createSignedInUser(runtime);
    expect((await client.get('/api/credits')).status).toBe(200);
    await runtime.database.db.delete(user).where(eq(user.id, userId));
    expect((await client.get('/api/credits')).status).toBe(401);
    expect(await runtime.sessionCredits(tokenOf(client.cookieHeader))).toBeNull();
    expect(await rowOf(userId)).toBeUndefined();
  });
});

describe('the session, its user and the balance in one statement, for a signed-in page', () => {
  it('answers what the session check and getCredits answer', async () => {
    const { client, userId } = await createSignedInUser(runtime, 'Page Reader');
    await runtime.credits.getCredits(userId);
    await spend(userId, 2);
    const token = tokenOf(client.cookieHeader);
    const found = await runtime.sessionWithCredits(token);
    expect(found?.session.session).toMatchObject({ token, userId });
    expect(found?.session.user).toMatchObject({ id: userId, name: 'Page Reader', emailVerified: true });
    expect(found?.session.session.expiresAt).toBeInstanceOf(Date);
    expect(found?.credits).toEqual(await runtime.credits.getCredits(userId));
  });

  it('creates the credits row with its starting grant on the first read', async () => {
    const { client, userId } = await createSignedInUser(runtime);
    expect(await rowOf(userId)).toBeUndefined();
    const found = await runtime.sessionWithCredits(tokenOf(client.cookieHeader));
    expect(found?.credits).toMatchObject({ remainingCredits: 5, dailyFreeRemaining: 5 });
    expect(await rowOf(userId)).toBeDefined();
  });

  it('is null for an unknown token and for an expired session, and creates nothing', async () => {
    const { client, userId } = await createSignedInUser(runtime);
    expect(await runtime.sessionWithCredits(randomUUID())).toBeNull();
    await runtime.database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.userId, userId));
    expect(await runtime.sessionWithCredits(tokenOf(client.cookieHeader))).toBeNull();
    expect(await rowOf(userId)).toBeUndefined();
  });
});
