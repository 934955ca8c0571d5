import { PLAN_TABLE } from '@shared/plan-table';
import { DISCOUNT_CODE, billedAnnually, introNote } from '@shared/plans';

const pro = PLAN_TABLE.pro;
const free = PLAN_TABLE.free;
const enterprise = PLAN_TABLE.enterprise;

/** Page and widget words of the money path (pricing, checkout, subscription management). */
export const BILLING_COPY = {
  publicTitle: 'Choose Your Perfect Plan',
  publicIntro: 'Start free, upgrade when your content takes off. Cancel anytime.',
  dashboardTitle: 'Upgrade Your Plan',
  dashboardIntro: 'Unlock more credits and features for your content.',
  landingTitle: 'Simple, transparent pricing',
  monthly: 'Monthly',
  annual: 'Annual',
  perMonth: '/month',
  /** Pro's card lines, as the pricing pages' tests read them (each card has its own: `Plan`). */
  introNote: introNote(pro.prices.intro, pro.prices.monthly),
  billedAnnually: billedAnnually(pro.prices.annual),
  customPricing: 'Custom',
  currentPlan: 'Current Plan',
  currentFreeTier: "You're currently on free tier",
  mostPopular: 'Most Popular',
  discountReveal: 'Have a discount code?',
  discountLabel: 'Discount code',
  discountHide: 'Remove discount code',
  discountApply: `The code is applied when you upgrade to ${pro.label}.`,
  checkoutOpening: 'Opening checkout...',
  checkoutOpened: 'Complete your payment in the new tab.',
  freePlan: `${free.label} plan`,
  enterpriseTitle: `${enterprise.label} Solutions`,
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
  logIn: 'Log in',
  nextBillingDate: 'Next Billing Date',
  endedOn: 'Ended On',
  active: 'Active',
  inactive: 'Inactive',
  refresh: 'Refresh',
  openPortal: 'Open Customer Portal',
  manageSubscription: 'Manage Subscription',
  overviewTitle: 'Subscription Overview',
  checkoutSuccess: `Payment received. Welcome to ${pro.label}! Your subscription is active.`,
  testModeBanner: 'Test mode — no real payment',
  testModeBannerDetail: 'This page stands in for the payment provider. No card is charged.',
  checkoutTitle: 'Checkout',
  pay: 'Pay (test mode)',
  cancel: 'Cancel',
  paid: 'Payment successful',
  checkoutCanceled: 'Checkout canceled',
  checkoutCanceledNotice: 'Checkout canceled. You have not been charged.',
  checkoutCanceledDetail: 'Nothing was charged. You can upgrade again whenever you are ready.',
  paidDetail: `Your ${pro.label} subscription is active and your credits are ready.`,
  closeTabHint: 'You can close this tab and return to the app.',
  backToPlans: 'Back to plans',
  viewSubscription: 'View your subscription',
  noSubscriptionYet: "You don't have a subscription yet.",
  backToApp: 'Back to the app',
  subscriptionCanceled: 'Subscription cancelled',
  subscriptionResumed: 'Subscription resumed',
  subscriptionRenewed: 'Next period started',
  portalTitle: 'Customer Portal',
  cancelSubscription: 'Cancel subscription',
  resumeSubscription: 'Resume subscription',
  renewSubscription: 'Start next period (test)',
  cancelConfirmTitle: `Cancel your ${pro.label} subscription?`,
  cancelConfirmBody: `Your subscription ends now and your account returns to the ${free.label} plan.`,
  keepSubscription: 'Keep subscription',
} as const;

/** The public pricing page's FAQ. */
export const PRICING_FAQ = [
  {
    question: 'Can I change plans anytime?',
    answer: 'Yes. You can upgrade, downgrade or cancel at any time from the customer portal.',
  },
  {
    question: `How does the ${pro.label} discount work?`,
    answer: `${pro.label} costs $${pro.prices.intro.monthly}/month for the first ${pro.prices.intro.months} months, then $${pro.prices.monthly}/month. With the code ${DISCOUNT_CODE} the first ${pro.prices.intro.months} months are free.`,
  },
  {
    question: `What does ${enterprise.label} cost?`,
    answer: `${enterprise.label} pricing is custom, based on your team size and needs. Contact sales and we will reply within 24 hours.`,
  },
  {
    question: 'Is there a free trial?',
    answer: `Yes. You can try ${pro.label} free for ${pro.trialDays} days, and no credit card is required.`,
  },
] as const;
