/**
 * The plans, one entry each: what a plan costs, what it grants, what its pricing card says and how it is sold.
 * Code names a plan by its tier ('free', 'pro', 'enterprise') and reads everything else from here; the words
 * users see (`label`) and the names the API answers with (`apiName`, `creditsApiName`) are looked up from the
 * tier only where a page or a response is built. Adding a plan: docs/how-to/add-a-plan.md.
 *
 * This module imports nothing, so every shared module (texts included) can read it without an import cycle.
 */

/** The tiers, in the order the pricing cards show them. */
export const PLAN_TIERS = ['free', 'pro', 'enterprise'] as const;
export type PlanTier = (typeof PLAN_TIERS)[number];

/** The plan of every user without an active subscription. */
export const DEFAULT_TIER = 'free' satisfies PlanTier;

export type BillingInterval = 'month' | 'year';

/** What a plan unlocks, for the code that gates a feature by plan: `hasEntitlement(tier, 'prioritySupport')`. */
export type Entitlement =
  | 'templates'
  | 'customTemplates'
  | 'analytics'
  | 'advancedAnalytics'
  | 'prioritySupport'
  | 'teamCollaboration';

export type PlanDefinition<Tier extends PlanTier = PlanTier> = {
  tier: Tier;
  /** The plan's name on pages, badges and buttons. */
  label: string;
  /**
   * The plan's name in the API: `subscription_tier` of /api/subscription, `planName` of a checkout request, the
   * test checkout's `plan`; `subscribers.subscription_tier` stores it too. Clients read these: never change one.
   */
  apiName: string;
  /** The plan's name in /api/credits `subscriptionTier` (Free is lower-case there). Never change one either. */
  creditsApiName: string;
  /** How a user gets the plan: by signing up, through the self-serve checkout, or from the sales team. */
  purchase: 'signup' | 'checkout' | 'sales';
  /** In US dollars; null is custom pricing, agreed with sales. */
  prices: {
    /** Per month on monthly billing, after any introductory months. */
    monthly: number;
    /** Per year on annual billing. */
    annual: number;
    /** A lower monthly price for the first months of monthly billing. */
    intro: { monthly: number; months: number } | null;
    /** The pricing card's badge on annual billing. */
    annualSavings: string | null;
  } | null;
  /**
   * Plans sold through checkout: the environment variables that hold the plan's Stripe price id for each billing
   * interval (required when STRIPE_SECRET_KEY is set), and the optional coupon that brings the first months of
   * monthly billing to `prices.intro`.
   */
  stripe: { priceEnv: Record<BillingInterval, string>; introCouponEnv: string | null } | null;
  /** The free trial the pricing FAQ offers on this plan, in days. */
  trialDays: number | null;
  credits: {
    /** Paid credits of a user's first balance, when the user is on this plan at that moment. */
    starting: number;
    /** Paid credits each paid period starts with; null when the plan has no paid periods. */
    perPeriod: number | null;
    /** Free credits every day, used before the paid ones. */
    dailyFree: number;
  };
  /**
   * The plan the app suggests upgrading to (the sidebar card, the credits widget, the out-of-credits notices);
   * the widget's prompt appears once the daily free credits are gone and the paid ones are below `promptBelow`.
   * Null: no upgrade is suggested.
   */
  upgrade: { to: PlanTier; promptBelow: number } | null;
  /** The widget's low-credit note appears once the daily free credits are gone and the paid ones are below this. */
  lowCreditNoteBelow: number | null;
  /** A paid plan: its name shows as a badge beside the credits. */
  isPaid: boolean;
  entitlements: readonly Entitlement[];
  /** The pricing card. */
  card: {
    description: string;
    /** The card's bullet list. */
    features: readonly string[];
    buttonText: string;
    buttonVariant: 'default' | 'outline';
    isPopular: boolean;
  };
};

export const ANNUAL_SAVINGS_LABEL = 'Save 20%';

/** What the paid plans grant: Pro's credit allowance and every entitlement. */
const PAID_PLAN_GRANTS = {
  credits: { starting: 500, perPeriod: 500, dailyFree: 5 },
  upgrade: null,
  lowCreditNoteBelow: 50,
  isPaid: true,
  entitlements: [
    'templates',
    'customTemplates',
    'analytics',
    'advancedAnalytics',
    'prioritySupport',
    'teamCollaboration',
  ],
} as const;

export const PLAN_TABLE = {
  free: {
    tier: 'free',
    label: 'Free',
    apiName: 'Free',
    creditsApiName: 'free',
    purchase: 'signup',
    prices: { monthly: 0, annual: 0, intro: null, annualSavings: null },
    stripe: null,
    trialDays: null,
    credits: { starting: 5, perPeriod: null, dailyFree: 5 },
    upgrade: { to: 'pro', promptBelow: 3 },
    lowCreditNoteBelow: null,
    isPaid: false,
    entitlements: ['templates', 'analytics'],
    card: {
      description: 'Everything you need to try your creator copilot.',
      features: [
        '5 AI-powered engagements per month',
        'Basic templates',
        'Community support',
        'Standard analytics',
      ],
      buttonText: 'Get Started Free',
      buttonVariant: 'outline',
      isPopular: false,
    },
  },
  pro: {
    tier: 'pro',
    label: 'Pro',
    apiName: 'Pro',
    creditsApiName: 'Pro',
    purchase: 'checkout',
    prices: {
      monthly: 15,
      annual: 150,
      intro: { monthly: 5, months: 3 },
      annualSavings: ANNUAL_SAVINGS_LABEL,
    },
    stripe: {
      priceEnv: { month: 'STRIPE_PRICE_PRO_MONTHLY', year: 'STRIPE_PRICE_PRO_ANNUAL' },
      introCouponEnv: 'STRIPE_COUPON_PRO_INTRO',
    },
    trialDays: 14,
    ...PAID_PLAN_GRANTS,
    card: {
      description: 'For creators and solopreneurs who publish every day.',
      features: [
        'Unlimited engagements',
        'Lead scoring',
        'CRM integration',
        'Priority support',
        'Custom templates',
        'Advanced analytics',
        'Team collaboration (up to 3 users)',
      ],
      buttonText: 'Upgrade to Pro',
      buttonVariant: 'default',
      isPopular: true,
    },
  },
  enterprise: {
    tier: 'enterprise',
    label: 'Enterprise',
    apiName: 'Enterprise',
    creditsApiName: 'Enterprise',
    purchase: 'sales',
    prices: null,
    stripe: null,
    trialDays: null,
    // Set up by the sales team, never by checkout; until its contract says otherwise, what Pro grants.
    ...PAID_PLAN_GRANTS,
    card: {
      description: 'For teams and agencies that need more.',
      features: [
        'Custom AI model training',
        'Advanced security',
        'Dedicated account manager',
        'Onboarding and training',
        'SLA guarantee',
        'Unlimited users',
        'Custom integrations',
      ],
      buttonText: 'Contact Sales',
      buttonVariant: 'outline',
      isPopular: false,
    },
  },
} as const satisfies { [Tier in PlanTier]: PlanDefinition<Tier> };

type PlanEntry = (typeof PLAN_TABLE)[PlanTier];
/** The API's names of the plans ('Free', 'Pro', 'Enterprise'). */
export type PlanApiName = PlanEntry['apiName'];
/** The credits API's names of the plans ('free', 'Pro', 'Enterprise'). */
export type CreditsTierName = PlanEntry['creditsApiName'];
/** The plans sold through checkout. */
export type CheckoutTier = Extract<PlanEntry, { purchase: 'checkout' }>['tier'];
/** The environment variables that hold Stripe ids of the plans sold through checkout. */
export type StripePlanEnv =
  | NonNullable<PlanEntry['stripe']>['priceEnv'][BillingInterval]
  | NonNullable<NonNullable<PlanEntry['stripe']>['introCouponEnv']>;

export function planOf(tier: PlanTier): PlanDefinition {
  return PLAN_TABLE[tier];
}

/** The plan's name as users read it. */
export function tierLabel(tier: PlanTier): string {
  return PLAN_TABLE[tier].label;
}

export function hasEntitlement(tier: PlanTier, entitlement: Entitlement): boolean {
  return planOf(tier).entitlements.includes(entitlement);
}

/** Whether the app suggests an upgrade to users on this plan. */
export function offersUpgrade(tier: PlanTier): boolean {
  return PLAN_TABLE[tier].upgrade !== null;
}

export function isPlanTier(value: unknown): value is PlanTier {
  return (PLAN_TIERS as readonly unknown[]).includes(value);
}

export function apiNameOf(tier: PlanTier): PlanApiName {
  return PLAN_TABLE[tier].apiName;
}

export function creditsApiNameOf(tier: PlanTier): CreditsTierName {
  return PLAN_TABLE[tier].creditsApiName;
}

/** The tier the API calls `name`; none (a Free subscriber row stores null) or an unknown name is the default. */
export function tierFromApiName(name: string | null | undefined): PlanTier {
  return PLAN_TIERS.find((tier) => PLAN_TABLE[tier].apiName === name) ?? DEFAULT_TIER;
}

/** The tier /api/credits calls `name`; an unknown name is the default tier. */
export function tierFromCreditsApiName(name: string): PlanTier {
  return PLAN_TIERS.find((tier) => PLAN_TABLE[tier].creditsApiName === name) ?? DEFAULT_TIER;
}

/**
 * The plans sold through checkout, in card order. A provider subscription at a price the table does not list
 * counts as the first.
 */
export const CHECKOUT_TIERS = PLAN_TIERS.filter(
  (tier): tier is CheckoutTier => PLAN_TABLE[tier].purchase === 'checkout',
);

/** The plan the upgrade prompts name: the one a user on the default plan is offered. */
export const UPGRADE_OFFER = PLAN_TABLE[PLAN_TABLE[DEFAULT_TIER].upgrade.to];

/** The annual price shown per month on a pricing card: floor(annual / 12). */
export function annualPerMonth(plan: PlanDefinition): number {
  return Math.floor((plan.prices?.annual ?? 0) / 12);
}
