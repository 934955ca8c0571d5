import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_TIERS,
  DEFAULT_TIER,
  PLAN_TABLE,
  PLAN_TIERS,
  UPGRADE_OFFER,
  annualPerMonth,
  apiNameOf,
  creditsApiNameOf,
  hasEntitlement,
  isPlanTier,
  offersUpgrade,
  planOf,
  tierFromApiName,
  tierFromCreditsApiName,
  tierLabel,
} from './plan-table';

describe('PLAN_TABLE', () => {
  it('holds Free, Pro and Enterprise in card order, each under its own tier', () => {
    expect(PLAN_TIERS).toEqual(['free', 'pro', 'enterprise']);
    for (const tier of PLAN_TIERS) expect(planOf(tier).tier).toBe(tier);
    expect(PLAN_TIERS.map(tierLabel)).toEqual(['Free', 'Pro', 'Enterprise']);
  });

  it('gives a new user the Free allowance: 5 paid credits and 5 daily free ones, no paid periods', () => {
    expect(DEFAULT_TIER).toBe('free');
    expect(planOf(DEFAULT_TIER).credits).toEqual({ starting: 5, perPeriod: null, dailyFree: 5 });
  });

  it('grants Pro 500 credits a period, at $5 for 3 months then $15, or $150 a year', () => {
    expect(planOf('pro').credits).toMatchObject({ starting: 500, perPeriod: 500 });
    expect(planOf('pro').prices).toEqual({
      monthly: 15,
      annual: 150,
      intro: { monthly: 5, months: 3 },
      annualSavings: 'Save 20%',
    });
    expect(planOf('enterprise').prices).toBeNull();
  });

  it('gives every plan the same daily free credits: a plan change leaves the daily allowance as it is', () => {
    // A plan with another daily allowance needs the credits service to change it on upgrade and downgrade
    // (with a ledger row): docs/how-to/add-a-plan.md.
    const allowances = new Set(PLAN_TIERS.map((tier) => planOf(tier).credits.dailyFree));
    expect(allowances.size).toBe(1);
  });

  it('sells through checkout exactly the plans with prices and Stripe price variables', () => {
    expect(CHECKOUT_TIERS).toEqual(['pro']);
    for (const tier of PLAN_TIERS) {
      const plan = planOf(tier);
      const isCheckout = plan.purchase === 'checkout';
      expect(plan.stripe !== null, tier).toBe(isCheckout);
      if (isCheckout) expect(plan.prices, tier).not.toBeNull();
    }
    expect(planOf('pro').stripe?.priceEnv).toEqual({
      month: 'STRIPE_PRICE_PRO_MONTHLY',
      year: 'STRIPE_PRICE_PRO_ANNUAL',
    });
  });

  it('has a pricing card for every plan, and one card marked popular', () => {
    for (const tier of PLAN_TIERS) {
      expect(planOf(tier).card.features.length, tier).toBeGreaterThan(0);
      expect(planOf(tier).card.buttonText, tier).not.toBe('');
    }
    expect(PLAN_TIERS.filter((tier) => planOf(tier).card.isPopular)).toEqual(['pro']);
  });
});

describe('API names', () => {
  it('are the names clients already know: Free, Pro, Enterprise; free, Pro, Enterprise for credits', () => {
    expect(PLAN_TIERS.map(apiNameOf)).toEqual(['Free', 'Pro', 'Enterprise']);
    expect(PLAN_TIERS.map(creditsApiNameOf)).toEqual(['free', 'Pro', 'Enterprise']);
  });

  it('map back to the tier they name', () => {
    for (const tier of PLAN_TIERS) {
      expect(tierFromApiName(apiNameOf(tier))).toBe(tier);
      expect(tierFromCreditsApiName(creditsApiNameOf(tier))).toBe(tier);
    }
  });

  it('read no name (a subscriber row of a Free user) and unknown names as the default tier', () => {
    expect(tierFromApiName(null)).toBe('free');
    expect(tierFromApiName(undefined)).toBe('free');
    expect(tierFromApiName('pro')).toBe('free');
    expect(tierFromCreditsApiName('Free')).toBe('free');
  });
});

describe('plan helpers', () => {
  it('hasEntitlement: Pro and Enterprise add custom templates, advanced analytics and priority support', () => {
    expect(hasEntitlement('free', 'templates')).toBe(true);
    expect(hasEntitlement('free', 'analytics')).toBe(true);
    for (const entitlement of ['customTemplates', 'advancedAnalytics', 'prioritySupport'] as const) {
      expect(hasEntitlement('free', entitlement), entitlement).toBe(false);
      expect(hasEntitlement('pro', entitlement), entitlement).toBe(true);
      expect(hasEntitlement('enterprise', entitlement), entitlement).toBe(true);
    }
  });

  it('offersUpgrade: Free users are offered Pro, paid plans nothing', () => {
    expect(PLAN_TIERS.filter(offersUpgrade)).toEqual(['free']);
    expect(planOf('free').upgrade).toEqual({ to: 'pro', promptBelow: 3 });
    expect(UPGRADE_OFFER).toMatchObject({ tier: 'pro', label: 'Pro', credits: { perPeriod: 500 } });
    for (const tier of PLAN_TIERS) {
      const target = planOf(tier).upgrade?.to;
      if (target) expect(planOf(target).purchase, tier).toBe('checkout');
    }
  });

  it('shows the low-credit note on paid plans only', () => {
    expect(PLAN_TIERS.filter((tier) => planOf(tier).isPaid)).toEqual(['pro', 'enterprise']);
    expect(PLAN_TIERS.filter((tier) => planOf(tier).lowCreditNoteBelow !== null)).toEqual([
      'pro',
      'enterprise',
    ]);
    expect(planOf('pro').lowCreditNoteBelow).toBe(50);
  });

  it('isPlanTier accepts the tiers only', () => {
    expect(PLAN_TIERS.every(isPlanTier)).toBe(true);
    expect(isPlanTier('Pro')).toBe(false);
    expect(isPlanTier('team')).toBe(false);
    expect(isPlanTier(null)).toBe(false);
  });

  it('annualPerMonth shows $150 a year as floor(150 / 12) = $12, and $0 for Free', () => {
    expect(annualPerMonth(PLAN_TABLE.pro)).toBe(12);
    expect(annualPerMonth(PLAN_TABLE.free)).toBe(0);
  });
});
