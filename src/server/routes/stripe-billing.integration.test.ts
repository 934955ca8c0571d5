import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingEvents, checkoutSessions, creditLedger } from '../db/schema';
import { startStripeFake, type FakeSubscription } from '../../../tests/fakes/stripe-server';
import { createSignedInUser, createTestRuntime, type TestRuntime } from '../testing/test-runtime';

const SECRET_KEY = 'sk_test_fake_123';
const WEBHOOK_SECRET = 'whsec_fake_456';
let runtime: TestRuntime;
let stripe: Awaited<ReturnType<typeof startStripeFake>>;

beforeAll(async () => {
  stripe = await startStripeFake({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
  runtime = await createTestRuntime({
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PRICE_PRO_MONTHLY: 'price_month',
    STRIPE_PRICE_PRO_ANNUAL: 'price_year',
    STRIPE_API_BASE: stripe.apiBase,
  });
});
afterAll(async () => {
  await runtime.close();
  await stripe.close();
});

const signedInUser = () => createSignedInUser(runtime, 'Stripe Buyer');

const now = () => Math.floor(Date.now() / 1000);

function subscriptionFor(userId: string, changes: Partial<FakeSubscription> = {}): FakeSubscription {
  const sub = {
    id: `sub_${userId}`,
    customer: `cus_${userId}`,
    status: 'active' as const,
    userId,
    interval: 'month' as const,
    periodStart: now(),
    periodEnd: now() + 30 * 86_400,
    last4: '1881',
    ...changes,
  };
  stripe.setSubscription(sub);
  return sub;
}

function deliver(delivery: { payload: string; signature: string }) {
  return runtime.app.request('http://localhost:3000/api/billing/webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': delivery.signature },
    body: delivery.payload,
  });
}

const completed = (sub: FakeSubscription, id?: string) =>
  stripe.signedEvent(
    'checkout.session.completed',
    {
      id: 'cs_1',
      object: 'checkout.session',
      subscription: sub.id,
      client_reference_id: sub.userId,
      metadata: { userId: sub.userId },
    },
    { id },
  );
const invoicePaid = (sub: FakeSubscription, invoiceId: string, id?: string) =>
  stripe.signedEvent(
    'invoice.paid',
    { id: invoiceId, object: 'invoice', parent: { subscription_details: { subscription: sub.id } } },
    { id },
  );

async function statusOf(userId: string) {
  return runtime.billing.getStatus(userId);
}

describe('Stripe checkout and portal', () => {
  it('creates a subscription Checkout Session with the price, the user and JUN20 as a coupon it creates once', async () => {
    const { client, userId } = await signedInUser();
    const response = await client.post('/api/billing/checkout', { planName: 'Pro', discountCode: 'JUN20' });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { url: string }).url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    const created = stripe.requests.find(
      (r) => r.path === '/v1/checkout/sessions' && r.params.client_reference_id === userId,
    )!;
    expect(created.params).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_month',
      'discounts[0][coupon]': 'JUN20',
      'subscription_data[metadata][userId]': userId,
      success_url: 'http://localhost:3000/dashboard/manage-subscription?checkout=success',
    });
    expect(stripe.coupons.get('JUN20')).toMatchObject({
      percent_off: '100',
      duration: 'repeating',
      duration_in_months: '3',
    });
  });

  it('opens the Billing Portal for a customer, and refuses one without a subscription', async () => {
    const { client, userId } = await signedInUser();
    expect((await client.post('/api/billing/portal', {})).status).toBe(404);
    const sub = subscriptionFor(userId);
    expect((await deliver(completed(sub))).status).toBe(200);
    const portal = (await (await client.post('/api/billing/portal', {})).json()) as { url: string };
    expect(portal.url).toBe(`https://billing.stripe.test/p/session/${sub.customer}`);
  });
});

describe('Stripe webhooks', () => {
  it('activate Pro with the card on file and grant 500 credits for the paid invoice', async () => {
    const { userId } = await signedInUser();
    const sub = subscriptionFor(userId);
    expect((await deliver(completed(sub))).status).toBe(200);
    expect((await deliver(invoicePaid(sub, `in_${userId}`))).status).toBe(200);
    expect(await statusOf(userId)).toMatchObject({
      subscribed: true,
      subscription_tier: 'Pro',
      status: 'active',
      card_last4: '1881',
    });
    expect(await runtime.credits.getCredits(userId)).toMatchObject({
      remainingCredits: 500,
      subscriptionTier: 'Pro',
    });
  });

  it('apply one event once even when it is delivered 50 times at the same moment', async () => {
    const { userId } = await signedInUser();
    const sub = subscriptionFor(userId);
    await deliver(completed(sub));
    const delivery = invoicePaid(sub, `in_dup_${userId}`, `evt_dup_${userId}`);
    const responses = await Promise.all(Array.from({ length: 50 }, () => deliver(delivery)));
    expect(responses.every((r) => r.status === 200)).toBe(true);
    const bodies = (await Promise.all(responses.map((r) => r.json()))) as { applied: boolean }[];
    expect(bodies.filter((b) => b.applied)).toHaveLength(1);
    const grants = await runtime.database.db
      .select({ n: sql<string>`count(*)` })
      .from(creditLedger)
      .where(
        sql`${creditLedger.userId} = ${userId} and ${creditLedger.requestId} = ${`stripe:invoice:in_dup_${userId}`}`,
      );
    expect(Number(grants[0]!.n)).toBe(1);
    const events = await runtime.database.db
      .select()
      .from(billingEvents)
      .where(eq(billingEvents.id, `evt_dup_${userId}`));
    expect(events).toHaveLength(1);
  });

  it('grant credits once per invoice: the same invoice in two different events grants once', async () => {
    const { userId } = await signedInUser();
    const sub = subscriptionFor(userId);
    await deliver(completed(sub));
    await deliver(invoicePaid(sub, `in_twice_${userId}`));
    await runtime.credits.spendCredits({
      userId,
      feature: 'market-intelligence',
      cost: 2,
      requestId: `q-${userId}`,
    });
    await runtime.credits.spendCredits({
      userId,
      feature: 'market-intelligence',
      cost: 2,
      requestId: `q2-${userId}`,
    });
    await runtime.credits.spendCredits({
      userId,
      feature: 'market-intelligence',
      cost: 2,
      requestId: `q3-${userId}`,
    });
    await deliver(invoicePaid(sub, `in_twice_${userId}`));
    expect((await runtime.credits.getCredits(userId)).remainingCredits).toBe(498);
  });

  it('reject a bad or stale signature with 400 and change nothing', async () => {
    const { userId } = await signedInUser();
    const sub = subscriptionFor(userId);
    const forged = completed(sub);
    const tampered = { payload: forged.payload.replace('cs_1', 'cs_2'), signature: forged.signature };
    const wrongSecret = stripe.signedEvent(
      'checkout.session.completed',
      { id: 'cs_1', subscription: sub.id, client_reference_id: userId },
      { secret: 'whsec_other' },
    );
    const stale = stripe.signedEvent(
      'checkout.session.completed',
      { id: 'cs_1', subscription: sub.id, client_reference_id: userId },
      { timestamp: now() - 3600 },
    );
    const missing = { payload: forged.payload, signature: '' };
    for (const delivery of [tampered, wrongSecret, stale, missing]) {
      const response = await deliver(delivery);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: { code: 'INVALID_SIGNATURE', message: 'Webhook signature verification failed.' },
      });
    }
    expect(await statusOf(userId)).toMatchObject({ subscribed: false, subscription_tier: 'Free' });
  });

  it('end in the right state when events arrive out of order (the subscription is read back from Stripe)', async () => {
    const { userId } = await signedInUser();
    const sub = subscriptionFor(userId, { status: 'canceled', endedAt: now() });
    // Stripe's current state is "canceled"; the older "created/updated" events arrive last.
    await deliver(
      stripe.signedEvent('customer.subscription.deleted', { id: sub.id, object: 'subscription' }),
    );
    await deliver(completed(sub));
    await deliver(
      stripe.signedEvent('customer.subscription.updated', { id: sub.id, object: 'subscription' }),
    );
    const status = await statusOf(userId);
    expect(status).toMatchObject({ subscribed: false, status: 'canceled', subscription_tier: 'Pro' });
    expect(status.subscription_end).not.toBeNull();
    expect(await runtime.credits.getCredits(userId)).toMatchObject({ subscriptionTier: 'free' });
  });

  it('release JUN20 when Stripe reports the checkout expired unpaid', async () => {
    const { client, userId } = await signedInUser();
    await client.post('/api/billing/checkout', { planName: 'Pro', discountCode: 'JUN20' });
    expect(
      (await client.post('/api/billing/checkout', { planName: 'Pro', discountCode: 'JUN20' })).status,
    ).toBe(409);
    const [row] = await runtime.database.db
      .select({ id: checkoutSessions.id })
      .from(checkoutSessions)
      .where(and(eq(checkoutSessions.userId, userId), eq(checkoutSessions.status, 'open')));
    await deliver(
      stripe.signedEvent('checkout.session.expired', {
        id: 'cs_x',
        object: 'checkout.session',
        metadata: { checkoutId: row!.id },
      }),
    );
    expect(
      (await client.post('/api/billing/checkout', { planName: 'Pro', discountCode: 'JUN20' })).status,
    ).toBe(200);
  });

  it('acknowledge events we do not use', async () => {
    const response = await deliver(
      stripe.signedEvent('customer.created', { id: 'cus_1', object: 'customer' }),
    );
    expect(response.status).toBe(200);
  });
});
