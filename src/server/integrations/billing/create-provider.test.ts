import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from '../../env';
import { billingModeOf, createBillingProvider } from './create-provider';

const PUBLIC = { APP_URL: 'https://copilot.example.com', AUTH_SECRET: 'x'.repeat(32) };
const STRIPE = {
  STRIPE_SECRET_KEY: 'sk_test_123',
  STRIPE_WEBHOOK_SECRET: 'whsec_123',
  STRIPE_PRICE_PRO_MONTHLY: 'price_month',
  STRIPE_PRICE_PRO_ANNUAL: 'price_year',
};

describe('billing mode', () => {
  it.each([
    ['a local run with nothing set', {}, 'test'],
    ['a local run on 127.0.0.1', { APP_URL: 'http://127.0.0.1:8080' }, 'test'],
    ['a local run with BILLING_TEST_MODE=false', { BILLING_TEST_MODE: 'false' }, 'off'],
    ['a public https server without Stripe', PUBLIC, 'off'],
    ['a server on a LAN address without Stripe', { APP_URL: 'http://192.168.1.20:3000' }, 'off'],
    ['a public server with BILLING_TEST_MODE=true', { ...PUBLIC, BILLING_TEST_MODE: 'true' }, 'test'],
    ['a public server with BILLING_TEST_MODE=1', { ...PUBLIC, BILLING_TEST_MODE: '1' }, 'test'],
    ['a public server with Stripe', { ...PUBLIC, ...STRIPE }, 'stripe'],
    ['a local run with Stripe', STRIPE, 'stripe'],
    ['Stripe with BILLING_TEST_MODE=false', { ...STRIPE, BILLING_TEST_MODE: 'false' }, 'stripe'],
  ] as const)('is the right one for %s', (_, source, mode) => {
    const env = parseEnv(source);
    expect(billingModeOf(env)).toBe(mode);
    expect(createBillingProvider(env).kind).toBe(mode);
  });

  it.each([[{ BILLING_TEST_MODE: 'yes' }], [{ ...STRIPE, BILLING_TEST_MODE: 'true' }]])(
    'stops the server, naming BILLING_TEST_MODE, for %o',
    (source) => {
      expect(() => parseEnv(source)).toThrow(EnvError);
      expect(() => parseEnv(source)).toThrow(/^\s*BILLING_TEST_MODE:/m);
    },
  );
});
