import { z } from 'zod';

/** Plans and prices from the spec (section 9). Prices in US dollars. */

export type PlanId = 'free' | 'pro' | 'enterprise';
export type BillingInterval = 'month' | 'year';

export const PRO_INTRO_MONTHLY_PRICE = 5;
export const PRO_INTRO_MONTHS = 3;
export const PRO_MONTHLY_PRICE = 15;
export const PRO_ANNUAL_PRICE = 150;
export const ANNUAL_SAVINGS_LABEL = 'Save 20%';
export const DISCOUNT_CODE = 'JUN20';
export const DISCOUNT_CODE_MAX = 10;
export const FREE_TRIAL_DAYS = 14;

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
} as const;

/** Upper-cased, trimmed, at most 10 characters (spec section 5). */
export function normalizeDiscountCode(code: string): string {
  return code.trim().toUpperCase().slice(0, DISCOUNT_CODE_MAX);
}

export const checkoutRequestSchema = z
  .object({
    planName: z.literal('Pro'),
    interval: z.enum(['month', 'year']).default('month'),
    discountCode: z
      .string()
      .max(DISCOUNT_CODE_MAX * 2)
      .optional()
      .transform((code) => (code ? normalizeDiscountCode(code) : undefined)),
  })
  .superRefine((request, ctx) => {
    if (!request.discountCode) return;
    if (request.discountCode !== DISCOUNT_CODE) {
      ctx.addIssue({ code: 'custom', path: ['discountCode'], message: BILLING_MESSAGES.invalidDiscount });
    } else if (request.interval !== 'month') {
      ctx.addIssue({ code: 'custom', path: ['discountCode'], message: BILLING_MESSAGES.discountMonthlyOnly });
    }
  });
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;

export const enterpriseLeadSchema = z.object({
  name: z.string().trim().min(1, 'Full Name is required').max(100),
  email: z.string().trim().toLowerCase().pipe(z.email('Please enter a valid email address')),
  company: z.string().trim().min(1, 'Company is required').max(200),
  phone: z.string().trim().max(40).optional().or(z.literal('')),
  message: z.string().trim().max(5000).optional().or(z.literal('')),
});
export type EnterpriseLeadForm = z.input<typeof enterpriseLeadSchema>;

/** What check-subscription answers (spec "Subscription status"). */
export type SubscriptionStatus = {
  subscribed: boolean;
  subscription_tier: 'Free' | 'Pro' | 'Enterprise';
  subscription_end: string | null;
  card_last4: string | null;
  status: 'active' | 'past_due' | 'canceled' | 'inactive';
  billing_interval: BillingInterval | null;
  provider: 'test' | 'stripe' | null;
};
