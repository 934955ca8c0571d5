import * as z from 'zod/mini';
import { emailSchema } from './auth';
import { TEXT_MESSAGES } from './messages';
import { storableText } from './text';

/** Plans, prices and the discount code, for the pricing page, checkout and billing. Prices in US dollars. */

export type PlanId = 'free' | 'pro' | 'enterprise';
export type BillingInterval = 'month' | 'year';
/**
 * Which billing runs: Stripe; the app's own test-mode checkout (no real payment); or none, when a server open to
 * the public has no Stripe keys (test mode there would hand out Pro for free).
 */
export type BillingMode = 'stripe' | 'test' | 'off';

export const PRO_INTRO_MONTHLY_PRICE = 5;
export const PRO_INTRO_MONTHS = 3;
export const PRO_MONTHLY_PRICE = 15;
export const PRO_ANNUAL_PRICE = 150;
export const ANNUAL_SAVINGS_LABEL = 'Save 20%';
export const DISCOUNT_CODE = 'JUN20';
export const DISCOUNT_CODE_MAX = 10;
/** Longest enterprise contact form fields. */
export const LEAD_FIELD_MAX = { name: 100, company: 200, phone: 40, message: 5000 } as const;
export const FREE_TRIAL_DAYS = 14;
/**
 * Enterprise contact requests one user may send in 24 hours: a team asking again is welcome, a script filling
 * the sales inbox (and its mail) is not.
 */
export const ENTERPRISE_REQUESTS_PER_DAY = 5;

/** The annual price shown per month: floor(annual / 12). */
export const proAnnualPerMonth = () => Math.floor(PRO_ANNUAL_PRICE / 12);

export type Plan = {
  id: PlanId;
  name: string;
  description: string;
  monthlyPrice: number | null;
  annualPrice: number | null;
  originalPrice: number | null;
  savings: string | null;
  features: string[];
  buttonText: string;
  buttonVariant: 'default' | 'outline';
  isPopular: boolean;
};

export const PLANS: Plan[] = [
  {
    id: 'free',
    name: 'Free',
    description: 'Everything you need to try your creator copilot.',
    monthlyPrice: 0,
    annualPrice: 0,
    originalPrice: null,
    savings: null,
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
  {
    id: 'pro',
    name: 'Pro',
    description: 'For creators and solopreneurs who publish every day.',
    monthlyPrice: PRO_INTRO_MONTHLY_PRICE,
    annualPrice: PRO_ANNUAL_PRICE,
    originalPrice: PRO_MONTHLY_PRICE,
    savings: ANNUAL_SAVINGS_LABEL,
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
  {
    id: 'enterprise',
    name: 'Enterprise',
    description: 'For teams and agencies that need more.',
    monthlyPrice: null,
    annualPrice: null,
    originalPrice: null,
    savings: null,
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
];

export const BILLING_MESSAGES = {
  invalidDiscount: `Invalid discount code. Use ${DISCOUNT_CODE} for 100% off first 3 months.`,
  discountMonthlyOnly: `${DISCOUNT_CODE} applies to the monthly Pro plan.`,
  discountAlreadyUsed: `You have already used the ${DISCOUNT_CODE} discount code.`,
  alreadySubscribed: 'You are already subscribed to Pro.',
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
  enterpriseLimit: `You have already sent ${ENTERPRISE_REQUESTS_PER_DAY} requests to our sales team in the last 24 hours. We will be in touch soon; please try again later.`,
} as const;

/** Upper-cased, trimmed, at most 10 characters. */
export function normalizeDiscountCode(code: string): string {
  return code.trim().toUpperCase().slice(0, DISCOUNT_CODE_MAX);
}

export const checkoutRequestSchema = z
  .object({
    planName: z.literal('Pro'),
    interval: z._default(z.enum(['month', 'year']), 'month'),
    discountCode: z.pipe(
      z.optional(
        z
          .string()
          .check(
            storableText('discount code'),
            z.maxLength(DISCOUNT_CODE_MAX * 2, BILLING_MESSAGES.invalidDiscount),
          ),
      ),
      z.transform((code) => (code ? normalizeDiscountCode(code) : undefined)),
    ),
  })
  .check(
    z.superRefine((request, ctx) => {
      if (!request.discountCode) return;
      if (request.discountCode !== DISCOUNT_CODE) {
        ctx.addIssue({ code: 'custom', path: ['discountCode'], message: BILLING_MESSAGES.invalidDiscount });
      } else if (request.interval !== 'month') {
        ctx.addIssue({
          code: 'custom',
          path: ['discountCode'],
          message: BILLING_MESSAGES.discountMonthlyOnly,
        });
      }
    }),
  );
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;

/** A trimmed text field of the contact form, named in plain words for its messages. */
const leadText = (field: string, max: number) =>
  z.string().check(storableText(field), z.trim(), z.maxLength(max, TEXT_MESSAGES.tooLong(field, max)));

export const enterpriseLeadSchema = z.object({
  name: z
    .string()
    .check(
      storableText('full name'),
      z.trim(),
      z.minLength(1, 'Full Name is required'),
      z.maxLength(LEAD_FIELD_MAX.name, TEXT_MESSAGES.tooLong('full name', LEAD_FIELD_MAX.name)),
    ),
  email: emailSchema,
  company: z
    .string()
    .check(
      storableText('company'),
      z.trim(),
      z.minLength(1, 'Company is required'),
      z.maxLength(LEAD_FIELD_MAX.company, TEXT_MESSAGES.tooLong('company', LEAD_FIELD_MAX.company)),
    ),
  /** Optional: may be left out or sent empty. */
  phone: z.optional(leadText('phone number', LEAD_FIELD_MAX.phone)),
  message: z.optional(leadText('message', LEAD_FIELD_MAX.message)),
});
export type EnterpriseLeadForm = z.input<typeof enterpriseLeadSchema>;

/** What check-subscription answers. */
export type SubscriptionStatus = {
  subscribed: boolean;
  subscription_tier: 'Free' | 'Pro' | 'Enterprise';
  subscription_end: string | null;
  card_last4: string | null;
  status: 'active' | 'past_due' | 'canceled' | 'inactive';
  billing_interval: BillingInterval | null;
  provider: 'test' | 'stripe' | null;
};

/** Page and widget texts of the money path (pricing, checkout, subscription management). */
export const BILLING_COPY = {
  publicTitle: 'Choose Your Perfect Plan',
  publicIntro: 'Start free, upgrade when your content takes off. Cancel anytime.',
  dashboardTitle: 'Upgrade Your Plan',
  dashboardIntro: 'Unlock more credits and features for your content.',
  landingTitle: 'Simple, transparent pricing',
  monthly: 'Monthly',
  annual: 'Annual',
  perMonth: '/month',
  introNote: `for the first ${PRO_INTRO_MONTHS} months, then $${PRO_MONTHLY_PRICE}/month`,
  billedAnnually: `Billed annually ($${PRO_ANNUAL_PRICE}/year)`,
  customPricing: 'Custom',
  currentPlan: 'Current Plan',
  currentFreeTier: "You're currently on free tier",
  mostPopular: 'Most Popular',
  discountReveal: 'Have a discount code?',
  discountLabel: 'Discount code',
  discountHide: 'Remove discount code',
  discountApply: 'The code is applied when you upgrade to Pro.',
  checkoutOpening: 'Opening checkout...',
  checkoutOpened: 'Complete your payment in the new tab.',
  freePlan: 'Free plan',
  enterpriseTitle: 'Enterprise Solutions',
  enterpriseIntro: "Tell us about your team and we'll put together a plan that fits.",
  submit: 'Submit',
  submitting: 'Submitting...',
  manageTitle: 'Subscription Management',
  manageIntro: 'Your plan, billing and credits in one place.',
  manageCardIntro: 'Change your plan or payment method in the customer portal.',
  loadingDetails: 'Loading subscription details...',
  noData: 'No subscription data available',
  accessDenied: 'Access Denied',
  accessDeniedManage: 'Please log in to manage your subscription.',
  nextBillingDate: 'Next Billing Date',
  endedOn: 'Ended On',
  active: 'Active',
  inactive: 'Inactive',
  refresh: 'Refresh',
  openPortal: 'Open Customer Portal',
  manageSubscription: 'Manage Subscription',
  overviewTitle: 'Subscription Overview',
  checkoutSuccess: 'Payment received. Welcome to Pro! Your subscription is active.',
  creditHistoryTitle: 'Credit history',
  testModeBanner: 'Test mode — no real payment',
  testModeBannerDetail: 'This page stands in for the payment provider. No card is charged.',
  checkoutTitle: 'Checkout',
  pay: 'Pay (test mode)',
  cancel: 'Cancel',
  paid: 'Payment successful',
  checkoutCanceled: 'Checkout canceled',
  checkoutCanceledNotice: 'Checkout canceled. You have not been charged.',
  checkoutCanceledDetail: 'Nothing was charged. You can upgrade again whenever you are ready.',
  paidDetail: 'Your Pro subscription is active and your credits are ready.',
  closeTabHint: 'You can close this tab and return to the app.',
  backToPlans: 'Back to plans',
  viewSubscription: 'View your subscription',
  checkoutNotFound: 'This checkout does not exist.',
  noSubscriptionYet: "You don't have a subscription yet.",
  backToApp: 'Back to the app',
  subscriptionCanceled: 'Subscription cancelled',
  subscriptionResumed: 'Subscription resumed',
  subscriptionRenewed: 'Next period started',
  portalTitle: 'Customer Portal',
  cancelSubscription: 'Cancel subscription',
  resumeSubscription: 'Resume subscription',
  renewSubscription: 'Start next period (test)',
  cancelConfirmTitle: 'Cancel your Pro subscription?',
  cancelConfirmBody: 'Your subscription ends now and your account returns to the Free plan.',
  keepSubscription: 'Keep subscription',
} as const;

/** The public pricing page's FAQ. */
export const PRICING_FAQ = [
  {
    question: 'Can I change plans anytime?',
    answer: 'Yes. You can upgrade, downgrade or cancel at any time from the customer portal.',
  },
  {
    question: 'How does the Pro discount work?',
    answer: `Pro costs $${PRO_INTRO_MONTHLY_PRICE}/month for the first ${PRO_INTRO_MONTHS} months, then $${PRO_MONTHLY_PRICE}/month. With the code ${DISCOUNT_CODE} the first ${PRO_INTRO_MONTHS} months are free.`,
  },
  {
    question: 'What does Enterprise cost?',
    answer:
      'Enterprise pricing is custom, based on your team size and needs. Contact sales and we will reply within 24 hours.',
  },
  {
    question: 'Is there a free trial?',
    answer: `Yes. You can try Pro free for ${FREE_TRIAL_DAYS} days, and no credit card is required.`,
  },
] as const;

export type CheckoutPrice = {
  /** What the first payment charges, in dollars. */
  dueToday: number;
  /** Human summary of the price today and after, e.g. "$0/month for the first 3 months, then $15/month". */
  summary: string;
};

/** The price a Pro checkout shows: intro months, the JUN20 discount, or the annual price. */
export function checkoutPrice(interval: BillingInterval, discountCode: string | null): CheckoutPrice {
  if (interval === 'year') return { dueToday: PRO_ANNUAL_PRICE, summary: `$${PRO_ANNUAL_PRICE}/year` };
  const introPrice = discountCode === DISCOUNT_CODE ? 0 : PRO_INTRO_MONTHLY_PRICE;
  return {
    dueToday: introPrice,
    summary: `$${introPrice}/month for the first ${PRO_INTRO_MONTHS} months, then $${PRO_MONTHLY_PRICE}/month`,
  };
}
