import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicConfig } from '@shared/config';
import { BILLING_MESSAGES } from '@shared/plans';
import {
  billingEvents,
  checkoutSessions,
  creditLedger,
  discountRedemptions,
  subscribers,
} from '../db/schema';
import type { DatabaseHandle } from '../db/client';
import { parseEnv } from '../env';
import { createLogger } from '../logger';
import { createRuntime, type Runtime } from '../runtime';
import { createTestDatabase } from '../testing/test-database';
import { createSignedInUser, createTestRuntime, type TestRuntime } from '../testing/test-runtime';

const PUBLIC = {
  APP_URL: 'https://copilot.example.com',
  AUTH_SECRET: 'a-test-secret-of-at-least-32-characters!',
};

describe('GET /api/config tells which billing runs', () => {
  // One database for every configuration: only the environment differs.
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it.each([
    ['a local run (no Stripe)', 'test', {}],
    ['a public https server without Stripe', 'off', PUBLIC],
    ['a public server with BILLING_TEST_MODE=true', 'test', { ...PUBLIC, BILLING_TEST_MODE: 'true' }],
    ['a local run with BILLING_TEST_MODE=false', 'off', { BILLING_TEST_MODE: 'false' }],
    [
      'a server with Stripe',
      'stripe',
      {
        ...PUBLIC,
        STRIPE_SECRET_KEY: 'sk_test_123',
        STRIPE_WEBHOOK_SECRET: 'whsec_123',
        STRIPE_PRICE_PRO_MONTHLY: 'price_month',
        STRIPE_PRICE_PRO_ANNUAL: 'price_year',
      },
    ],
  ])('%s: %s', async (_, mode, env) => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'copilot-test-'));
    const runtime = await createRuntime(parseEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env }), {
      database: { ...database, close: async () => {} },
      logger: createLogger('silent'),
    });
    try {
      const config = (await (
        await runtime.app.request('http://localhost:3000/api/config')
      ).json()) as PublicConfig;
      expect(config.billing).toBe(mode);
      expect(runtime.billingMode).toBe(mode);
    } finally {
      await runtime.close();
    }
  });
});

/**
 * The same public database served twice: once as configured by default (billing off), once with
 * BILLING_TEST_MODE=true, so that a user can hold a real test-mode subscription and open checkout when the
 * billing is then turned off.
 */
describe('a public server without Stripe', () => {
  let off: TestRuntime;
  let testMode: Runtime;

  beforeAll(async () => {
    off = await createTestRuntime(PUBLIC);
    testMode = await createRuntime(
      parseEnv({ ...PUBLIC, DATA_DIR: off.dataDir, BILLING_TEST_MODE: 'true' }),
      {
        // The first runtime owns the database and closes it.
        database: { ...off.database, close: async () => {} },
        logger: createLogger('silent'),
      },
    );
  });
  afterAll(async () => {
    await testMode?.close();
    await off.close();
  });

  type User = Awaited<ReturnType<typeof createSignedInUser>>;
  function post(instance: { app: Runtime['app'] }, user: User, pathname: string, body: unknown = {}) {
    return instance.app.request(`http://localhost:3000${pathname}`, {
      method: 'POST',
      headers: {
        cookie: user.client.cookieHeader,
        // The public origin: a request from anywhere else is refused as cross-site.
        origin: off.appOrigin,
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
    });
  }

  /** Everything billing may change for a user: plan, checkouts, discount, events and the credit ledger. */
  async function moneyState(user: User) {
    const db = off.database.db;
    const rows = async (table: typeof checkoutSessions | typeof discountRedemptions | typeof creditLedger) =>
      (await db.select({ n: count() }).from(table).where(eq(table.userId, user.userId)))[0]!.n;
    return {
      credits: await (await user.client.get('/api/credits')).json(),
      subscription: await (await user.client.get('/api/subscription')).json(),
      subscriber: await db.select().from(subscribers).where(eq(subscribers.userId, user.userId)),
      checkouts: await db.select().from(checkoutSessions).where(eq(checkoutSessions.userId, user.userId)),
      discounts: await rows(discountRedemptions),
      ledger: await rows(creditLedger),
      events: (await db.select({ n: count() }).from(billingEvents))[0]!.n,
    };
  }

  it('runs test-mode billing when BILLING_TEST_MODE=true', async () => {
    const user = await createSignedInUser(off, 'Buyer');
    const checkout = await post(testMode, user, '/api/billing/checkout', { planName: 'Pro' });
    expect(checkout.status).toBe(200);
    const { url } = (await checkout.json()) as { url: string };
    expect(url).toMatch(/^https:\/\/copilot\.example\.com\/billing\/checkout\/chk_/);
    const paid = await post(testMode, user, `/api/billing/test/checkout/${url.split('/').at(-1)}/pay`);
    expect(paid.status).toBe(200);
    expect(await (await user.client.get('/api/credits')).json()).toMatchObject({ remainingCredits: 500 });
  });

  it('refuses every billing request with 503 and the message, and changes nothing', async () => {
    // A user with a test-mode Pro subscription and an open checkout, from when test mode was on.
    const user = await createSignedInUser(off, 'Subscriber');
    const first = await post(testMode, user, '/api/billing/checkout', { planName: 'Pro' });
    const firstId = ((await first.json()) as { url: string }).url.split('/').at(-1)!;
    expect((await post(testMode, user, `/api/billing/test/checkout/${firstId}/pay`)).status).toBe(200);
    await post(testMode, user, '/api/billing/test/subscription/cancel');
    const reopened = await post(testMode, user, '/api/billing/checkout', { planName: 'Pro' });
    const openId = ((await reopened.json()) as { url: string }).url.split('/').at(-1)!;
    const before = await moneyState(user);
    expect(before.subscription).toMatchObject({ subscribed: false, status: 'canceled' });

    const requests: [string, unknown?][] = [
      ['/api/billing/checkout', { planName: 'Pro' }],
      ['/api/billing/checkout', { planName: 'Pro', discountCode: 'JUN20' }],
      ['/api/billing/checkout', { planName: 'Pro', interval: 'year' }],
      ['/api/billing/portal'],
      [`/api/billing/test/checkout/${openId}/pay`],
      [`/api/billing/test/checkout/${openId}/cancel`],
      ['/api/billing/test/subscription/resume'],
      ['/api/billing/test/subscription/renew'],
      ['/api/billing/test/subscription/cancel'],
    ];
    for (const [pathname, body] of requests) {
      const response = await post(off, user, pathname, body);
      expect({ pathname, status: response.status }).toEqual({ pathname, status: 503 });
      expect(await response.json()).toEqual({
        error: { code: 'BILLING_OFF', message: BILLING_MESSAGES.billingOff },
      });
    }
    const described = await user.client.get(`/api/billing/test/checkout/${openId}`);
    expect(described.status).toBe(503);

    expect(await moneyState(user)).toEqual(before);
  });

  it('still answers the plan, the credits and the contact form', async () => {
    const user = await createSignedInUser(off, 'Visitor');
    expect((await user.client.get('/api/subscription')).status).toBe(200);
    expect(await (await user.client.get('/api/credits')).json()).toMatchObject({ remainingCredits: 5 });
    const lead = await user.client.post('/api/billing/enterprise', {
      name: 'Dana Scully',
      email: 'dana@agency.example',
      company: 'X Agency',
    });
    expect(lead.status).toBe(201);
  });
});
