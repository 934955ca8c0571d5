import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_MESSAGES } from '@shared/plans';
import { creditLedger, enterpriseLeads } from '../db/schema';
import { TestClient, createSignedInUser, createTestRuntime, type TestRuntime } from '../testing/test-runtime';

let runtime: TestRuntime;

beforeAll(async () => {
  runtime = await createTestRuntime({ SALES_EMAIL: 'sales@copilot.test' });
});
afterAll(async () => {
  await runtime.close();
});

const signedInUser = () => createSignedInUser(runtime, 'Buyer');

const json = async <T>(response: Response) => (await response.json()) as T;
type ErrorBody = { error: { code: string; message: string } };
type Status = {
  subscribed: boolean;
  subscription_tier: string;
  subscription_end: string | null;
  card_last4: string | null;
  status: string;
};

async function checkoutId(client: TestClient, body: object) {
  const response = await client.post('/api/billing/checkout', { planName: 'Pro', ...body });
  expect(response.status).toBe(200);
  const { url } = await json<{ url: string }>(response);
  expect(url).toMatch(/^http:\/\/localhost:3000\/billing\/checkout\/chk_/);
  return url.split('/').at(-1)!;
}

describe('check-subscription and credits', () => {
  it('answer 401 to anonymous callers', async () => {
    const anonymous = new TestClient(runtime.app);
    for (const path of ['/api/subscription', '/api/credits', '/api/credits/history']) {
      expect((await anonymous.get(path)).status).toBe(401);
    }
    expect((await anonymous.post('/api/billing/checkout', { planName: 'Pro' })).status).toBe(401);
  });

  it('report Free and 5 + 5 credits for a new user', async () => {
    const { client } = await signedInUser();
    expect(await json(await client.get('/api/subscription'))).toEqual({
      subscribed: false,
      subscription_tier: 'Free',
      subscription_end: null,
      card_last4: null,
      status: 'inactive',
      billing_interval: null,
      provider: null,
    });
    expect(await json(await client.get('/api/credits'))).toEqual({
      remainingCredits: 5,
      totalCredits: 5,
      dailyFreeRemaining: 5,
      dailyFreeCredits: 5,
      subscriptionTier: 'free',
    });
  });
});

describe('test-mode checkout', () => {
  it.each([
    [{ discountCode: 'SPRING' }, BILLING_MESSAGES.invalidDiscount],
    [{ discountCode: 'jun20', interval: 'year' }, BILLING_MESSAGES.discountMonthlyOnly],
    [{ planName: 'Enterprise' }, 'Invalid input: expected "Pro"'],
  ])('refuses %o with a clear message', async (body, message) => {
    const { client } = await signedInUser();
    const response = await client.post('/api/billing/checkout', { planName: 'Pro', ...body });
    expect(response.status).toBe(400);
    expect((await json<ErrorBody>(response)).error.message).toBe(message);
  });

  it('upgrades Free → Pro with JUN20: Active, next billing date a month on, card 4242, 500 credits', async () => {
    const { client } = await signedInUser();
    const id = await checkoutId(client, { discountCode: ' jun20 ' });
    expect(await json(await client.get(`/api/billing/test/checkout/${id}`))).toEqual({
      id,
      plan: 'Pro',
      interval: 'month',
      discountCode: 'JUN20',
      status: 'open',
    });
    const before = Date.now();
    const paid = await client.post(`/api/billing/test/checkout/${id}/pay`, {});
    expect(paid.status).toBe(200);
    const status = await json<Status>(await client.get('/api/subscription'));
    expect(status).toMatchObject({
      subscribed: true,
      subscription_tier: 'Pro',
      status: 'active',
      card_last4: '4242',
    });
    const days = (new Date(status.subscription_end!).getTime() - before) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31.1);
    expect(await json(await client.get('/api/credits'))).toMatchObject({
      remainingCredits: 500,
      subscriptionTier: 'Pro',
    });

    const again = await client.post(`/api/billing/test/checkout/${id}/pay`, {});
    expect(again.status).toBe(409);
    expect((await json(await client.get('/api/credits'))) as object).toMatchObject({ remainingCredits: 500 });
    const repeat = await client.post('/api/billing/checkout', { planName: 'Pro' });
    expect(repeat.status).toBe(409);
    expect((await json<ErrorBody>(repeat)).error.message).toBe(BILLING_MESSAGES.alreadySubscribed);
  });

  it('allows JUN20 once per user, even for 20 checkouts at the same time', async () => {
    const { client } = await signedInUser();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        client.post('/api/billing/checkout', { planName: 'Pro', discountCode: 'JUN20' }),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const refused = responses.find((r) => r.status === 409)!;
    expect((await json<ErrorBody>(refused)).error.message).toBe(
      'You have already used the JUN20 discount code.',
    );
  });

  it('gives the code back when the checkout is cancelled, and never lets another user touch it', async () => {
    const owner = await signedInUser();
    const stranger = await signedInUser();
    const id = await checkoutId(owner.client, { discountCode: 'JUN20' });
    expect((await stranger.client.get(`/api/billing/test/checkout/${id}`)).status).toBe(404);
    expect((await stranger.client.post(`/api/billing/test/checkout/${id}/pay`, {})).status).toBe(404);
    expect((await owner.client.post(`/api/billing/test/checkout/${id}/cancel`, {})).status).toBe(200);
    expect((await owner.client.post(`/api/billing/test/checkout/${id}/pay`, {})).status).toBe(409);
    await checkoutId(owner.client, { discountCode: 'JUN20' });
  });

  it('cancels in the portal (Inactive, Ended On), resumes with a new period, renews once per period', async () => {
    const { client, userId } = await signedInUser();
    await client.post(`/api/billing/test/checkout/${await checkoutId(client, {})}/pay`, {});
    const spend = await runtime.credits.spendCredits({
      userId,
      feature: 'social-media-caption',
      cost: 1,
      requestId: `r-${userId}`,
    });
    expect(spend.success).toBe(true);

    const portal = await json<{ url: string }>(await client.post('/api/billing/portal', {}));
    expect(portal.url).toBe('http://localhost:3000/billing/portal');

    const cancelled = await json<Status>(await client.post('/api/billing/test/subscription/cancel', {}));
    expect(cancelled).toMatchObject({ subscribed: false, subscription_tier: 'Pro', status: 'canceled' });
    expect(Math.abs(new Date(cancelled.subscription_end!).getTime() - Date.now())).toBeLessThan(60_000);
    expect(await json(await client.get('/api/credits'))).toMatchObject({ subscriptionTier: 'free' });
    expect((await client.post('/api/billing/test/subscription/cancel', {})).status).toBe(409);

    const resumed = await json<Status>(await client.post('/api/billing/test/subscription/resume', {}));
    expect(resumed).toMatchObject({ subscribed: true, status: 'active' });
    expect(await json(await client.get('/api/credits'))).toMatchObject({
      remainingCredits: 500,
      subscriptionTier: 'Pro',
    });

    const renewed = await json<Status>(await client.post('/api/billing/test/subscription/renew', {}));
    expect(new Date(renewed.subscription_end!).getTime()).toBeGreaterThan(
      new Date(resumed.subscription_end!).getTime(),
    );
    const grants = await runtime.database.db
      .select({ n: sql<string>`count(*)` })
      .from(creditLedger)
      .where(sql`${creditLedger.userId} = ${userId} and ${creditLedger.requestId} like 'test:invoice:%'`);
    expect(Number(grants[0]!.n)).toBe(3);
  });

  it('refuses portal actions when there is no subscription', async () => {
    const { client } = await signedInUser();
    expect((await client.post('/api/billing/test/subscription/cancel', {})).status).toBe(404);
  });

  it('has no webhook endpoint without Stripe', async () => {
    expect((await new TestClient(runtime.app).post('/api/billing/webhook', {})).status).toBe(404);
  });
});

describe('enterprise contact form', () => {
  it('stores the lead and mails it to SALES_EMAIL', async () => {
    const { client } = await signedInUser();
    const response = await client.post('/api/billing/enterprise', {
      name: 'Dana Scully',
      email: 'dana@agency.example',
      company: 'X Agency <b>',
      phone: '',
      message: 'We need 40 seats.',
    });
    expect(response.status).toBe(201);
    const [lead] = await runtime.database.db
      .select()
      .from(enterpriseLeads)
      .where(eq(enterpriseLeads.email, 'dana@agency.example'));
    expect(lead).toMatchObject({ company: 'X Agency <b>', phone: null, message: 'We need 40 seats.' });
    const mail = (await runtime.outbox()).find((m) => m.to === 'sales@copilot.test');
    expect(mail?.subject).toBe('Enterprise enquiry from X Agency <b>');
    expect(mail?.html).not.toContain('<b>');
  });

  it('requires Full Name, Email and Company, and a signed-in user', async () => {
    const { client } = await signedInUser();
    const missing = await client.post('/api/billing/enterprise', {
      name: 'Dana',
      email: 'dana@agency.example',
      company: ' ',
    });
    expect(missing.status).toBe(400);
    expect((await json<ErrorBody>(missing)).error.message).toBe('Company is required');
    expect(
      (
        await new TestClient(runtime.app).post('/api/billing/enterprise', {
          name: 'a',
          email: 'a@b.co',
          company: 'c',
        })
      ).status,
    ).toBe(401);
  });
});
