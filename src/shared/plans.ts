import {
  ANNUAL_SAVINGS_LABEL,
  PLAN_TABLE,
  PLAN_TIERS,
  annualPerMonth,
  tierFromApiName,
  type BillingInterval,
  type PlanApiName,
  type PlanDefinition,
  type PlanTier,
} from './plan-table';

/**
 * Pricing, checkout and billing: the pricing cards, prices and the discount code, and the texts of the money path.
 * The plans themselves are the table in ./plan-table; the checkout and contact requests' schemas are in
 * ./billing-requests, so the many pages that show a price never build them.
 */

export { ANNUAL_SAVINGS_LABEL, type BillingInterval };
/**
 * Which billing runs: Stripe; the app's own test-mode checkout (no real payment); or none, when a server open to
 * the public has no Stripe keys (test mode there would hand out Pro for free).
 */
export type BillingMode = 'stripe' | 'test' | 'off';

const pro = PLAN_TABLE.pro;
/** Pro's prices by name, as the pricing pages' tests check them. */
export const PRO_INTRO_MONTHLY_PRICE = pro.prices.intro.monthly;
export const PRO_MONTHLY_PRICE = pro.prices.monthly;
export const proAnnualPerMonth = () => annualPerMonth(pro);

export const DISCOUNT_CODE = 'JUN20';
export const DISCOUNT_CODE_MAX = 10;
/** Longest enterprise contact form fields. */
export const LEAD_FIELD_MAX = { name: 100, company: 200, phone: 40, message: 5000 } as const;
/**
 * Enterprise contact requests one user may send in 24 hours: a team asking again is welcome, a script filling
 * the sales inbox (and its mail) is not.
 */
export const ENTERPRISE_REQUESTS_PER_DAY = 5;

/** A pricing card, as the pricing section and the landing page draw it. */
export type Plan = {
  id: PlanTier;
  name: string;
  purchase: PlanDefinition['purchase'];
  description: string;
  /** What the card shows on monthly billing (the introductory price when there is one); null is custom. */
  monthlyPrice: number | null;
  annualPrice: number | null;
  /** The annual price shown per month: floor(annual / 12). */
  annualPerMonth: number | null;
  /** The regular monthly price, struck through beside an introductory one. */
  originalPrice: number | null;
  /** The introductory months and what follows them, as the card says it. */
  introNote: string | null;
  /** Annual billing's line under the price. */
  billedAnnually: string | null;
  savings: string | null;
  features: readonly string[];
  buttonText: string;
  buttonVariant: 'default' | 'outline';
  isPopular: boolean;
};

/** A card's line under an introductory price. */
export const introNote = (intro: { months: number }, monthly: number) =>
  `for the first ${intro.months} months, then $${monthly}/month`;
/** A card's line under the annual price. */
export const billedAnnually = (annual: number) => `Billed annually ($${annual}/year)`;

function pricingCard(plan: PlanDefinition): Plan {
  const { prices, card } = plan;
  return {
    id: plan.tier,
    name: plan.label,
    purchase: plan.purchase,
    description: card.description,
    monthlyPrice: prices ? (prices.intro?.monthly ?? prices.monthly) : null,
    annualPrice: prices?.annual ?? null,
    annualPerMonth: prices ? annualPerMonth(plan) : null,
    originalPrice: prices?.intro ? prices.monthly : null,
    introNote: prices?.intro ? introNote(prices.intro, prices.monthly) : null,
    billedAnnually: prices?.annual ? billedAnnually(prices.annual) : null,
    savings: prices?.annualSavings ?? null,
    features: card.features,
    buttonText: card.buttonText,
    buttonVariant: card.buttonVariant,
    isPopular: card.isPopular,
  };
}

/** The pricing cards, in order. */
export const PLANS: Plan[] = PLAN_TIERS.map((tier) => pricingCard(PLAN_TABLE[tier]));

export const BILLING_MESSAGES = {
  invalidDiscount: `Invalid discount code. Use ${DISCOUNT_CODE} for 100% off first 3 months.`,
  discountMonthlyOnly: `${DISCOUNT_CODE} applies to the monthly ${pro.label} plan.`,
  discountAlreadyUsed: `You have already used the ${DISCOUNT_CODE} discount code.`,
  alreadySubscribed: `You are already subscribed to ${pro.label}.`,
  loginToSubscribe: 'Please log in to subscribe',
  loginToUpgrade: 'Please log in to upgrade your plan',
  loginToContactSales: 'Please log in to contact sales',
  loginToManage: 'Please log in to manage subscription',
  checkoutFailed: 'Failed to create checkout session',
  freeFailed: 'Failed to create free subscription',
  checkFailed: 'Failed to check subscription status',
  portalFailed: 'Failed to open customer portal',
  portalNoUrl: 'No portal URL received from server',
  portalOpening: 'Opening customer portal...',
  enterpriseThanks: "Thank you for your interest! We'll contact you within 24 hours.",
  enterpriseFailed: 'Failed to submit form. Please try again.',
  billingOff: "Billing isn't set up on this server yet.",
  testModeOff: 'Test-mode billing is not enabled.',
  checkoutNotFound: 'This checkout does not exist.',
  checkoutClosed: 'This checkout is no longer open.',
  noSubscription: 'There is no subscription to manage yet.',
  alreadyCancelled: 'This subscription is already cancelled.',
  alreadyActive: 'This subscription is already active.',
  resumeFirst: 'Resume the subscription first.',
  stripeOff: 'Stripe is not configured.',
  webhookSignature: 'Webhook signature verification failed.',
  enterpriseLimit: `You have already sent ${ENTERPRISE_REQUESTS_PER_DAY} requests to our sales team in the last 24 hours. We will be in touch soon; please try again later.`,
} as const;

/** Upper-cased, trimmed, at most 10 characters. */
export function normalizeDiscountCode(code: string): string {
  return code.trim().toUpperCase().slice(0, DISCOUNT_CODE_MAX);
}

/** What check-subscription answers. */
export type SubscriptionStatus = {
  subscribed: boolean;
  /** The plan's API name (plan-table `apiName`); Free for a user who never subscribed. */
  subscription_tier: PlanApiName;
  subscription_end: string | null;
  card_last4: string | null;
  status: 'active' | 'past_due' | 'canceled' | 'inactive';
  billing_interval: BillingInterval | null;
  provider: 'test' | 'stripe' | null;
};

/** The plan a check-subscription answer names. */
export function tierOfSubscription(status: Pick<SubscriptionStatus, 'subscription_tier'>): PlanTier {
  return tierFromApiName(status.subscription_tier);
}

export type CheckoutPrice = {
  /** What the first payment charges, in dollars. */
  dueToday: number;
  /** Human summary of the price today and after, e.g. "$0/month for the first 3 months, then $15/month". */
  summary: string;
};

/**
 * The price a checkout of the plan `planName` (Pro unless said) shows: the introductory months, made free by the
 * JUN20 discount, or the annual price.
 */
export function checkoutPrice(
  interval: BillingInterval,
  discountCode: string | null,
  planName: PlanApiName = pro.apiName,
): CheckoutPrice {
  const { prices, label } = PLAN_TABLE[tierFromApiName(planName)];
  if (!prices) throw new Error(`${label} has no price to check out`);
  if (interval === 'year') return { dueToday: prices.annual, summary: `$${prices.annual}/year` };
  if (!prices.intro) return { dueToday: prices.monthly, summary: `$${prices.monthly}/month` };
  const introPrice = discountCode === DISCOUNT_CODE ? 0 : prices.intro.monthly;
  return {
    dueToday: introPrice,
    summary: `$${introPrice}/month for the first ${prices.intro.months} months, then $${prices.monthly}/month`,
  };
}
