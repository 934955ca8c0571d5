import type { Env } from '../../env';
import { createStripeBilling, type StripeBilling } from './stripe';
import { createTestModeBilling } from './test-mode';
import type { BillingProvider } from './provider';

/** Stripe when STRIPE_SECRET_KEY is set (env validation guarantees the rest), else test-mode billing. */
export function createBillingProvider(env: Env): BillingProvider | StripeBilling {
  if (!env.STRIPE_SECRET_KEY) return createTestModeBilling(env.APP_URL);
  return createStripeBilling({
    secretKey: env.STRIPE_SECRET_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
    priceMonthly: env.STRIPE_PRICE_PRO_MONTHLY!,
    priceAnnual: env.STRIPE_PRICE_PRO_ANNUAL!,
    discountCouponId: env.STRIPE_COUPON_JUN20,
    introCouponId: env.STRIPE_COUPON_PRO_INTRO,
    apiBase: env.STRIPE_API_BASE,
  });
}

export function isStripe(provider: BillingProvider | StripeBilling): provider is StripeBilling {
  return provider.kind === 'stripe';
}
