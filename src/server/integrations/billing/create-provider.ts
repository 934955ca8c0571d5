import { CHECKOUT_TIERS, PLAN_TABLE } from '@shared/plan-table';
import type { BillingMode } from '@shared/plans';
import type { Env } from '../../env';
import { createStripeBilling, type StripeBilling, type StripePlan } from './stripe';
import { createTestModeBilling } from './test-mode';
import type { BillingProvider } from './provider';

/**
 * Stripe when STRIPE_SECRET_KEY is set. Without it, test-mode billing (a checkout that "pays" with no card)
 * runs where only its operator can reach it — a local run, so a newcomer can try the whole money path — and
 * anywhere else only when BILLING_TEST_MODE=true says so: on a public server it would give every user Pro and
 * its credits for free. BILLING_TEST_MODE=false turns it off locally too.
 */
export function billingModeOf(
  env: Pick<Env, 'STRIPE_SECRET_KEY' | 'BILLING_TEST_MODE' | 'isLocal'>,
): BillingMode {
  if (env.STRIPE_SECRET_KEY) return 'stripe';
  return (env.BILLING_TEST_MODE ?? env.isLocal) ? 'test' : 'off';
}

/** No billing: nothing can be bought. The billing service refuses every request before it gets here. */
const disabledBilling: BillingProvider = {
  kind: 'off',
  createCheckout: () => Promise.reject(new Error('billing is off')),
  createPortal: () => Promise.reject(new Error('billing is off')),
};

/** Each plan sold through checkout with its Stripe ids, read from the variables the plan table names. */
function stripePlans(env: Env): [StripePlan, ...StripePlan[]] {
  const plans = CHECKOUT_TIERS.map((tier): StripePlan => {
    const { priceEnv, introCouponEnv } = PLAN_TABLE[tier].stripe;
    return {
      tier,
      prices: { month: env[priceEnv.month]!, year: env[priceEnv.year]! },
      introCouponId: introCouponEnv ? env[introCouponEnv] : undefined,
    };
  });
  if (!plans[0]) throw new Error('The plan table sells no plan through checkout');
  return [plans[0], ...plans.slice(1)];
}

/** The provider for the billing mode (env validation guarantees Stripe's other settings). */
export function createBillingProvider(env: Env): BillingProvider | StripeBilling {
  const mode = billingModeOf(env);
  if (mode === 'off') return disabledBilling;
  if (mode === 'test') return createTestModeBilling(env.APP_URL);
  return createStripeBilling({
    secretKey: env.STRIPE_SECRET_KEY!,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
    plans: stripePlans(env),
    discountCouponId: env.STRIPE_COUPON_JUN20,
    apiBase: env.STRIPE_API_BASE,
  });
}

export function isStripe(provider: BillingProvider | StripeBilling): provider is StripeBilling {
  return provider.kind === 'stripe';
}
