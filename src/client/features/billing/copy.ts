import { PRODUCT_NAME } from '@shared/constants';
import { PLAN_TABLE } from '@shared/plan-table';
import { DISCOUNT_CODE, billedAnnually as billedAnnuallyOf, introNote as introNoteOf } from '@shared/plans';

const pro = PLAN_TABLE.pro;
const free = PLAN_TABLE.free;
const enterprise = PLAN_TABLE.enterprise;

/**
 * Page and widget words of the money path (pricing, checkout, subscription management).
 * Each word is its own export, read through a namespace import (`import * as BILLING_COPY from …`),
 * so the build writes in only the words a page renders (docs/architecture.md).
 */

export const publicTitle = 'Choose Your Perfect Plan';
export const publicIntro = 'Start free, upgrade when your content takes off. Cancel anytime.';
export const dashboardTitle = 'Upgrade Your Plan';
export const dashboardIntro = 'Unlock more credits and features for your content.';
export const landingTitle = 'Simple, transparent pricing';
export const monthly = 'Monthly';
export const annual = 'Annual';
export const perMonth = '/month';
/** Read around a struck-out intro price by screen readers: "Regular price $15, now $7". */
export const regularPrice = 'Regular price ';
export const nowPrice = ', now ';
export const planFeatures = (planName: string) => `${planName} features`;
export const billingPeriod = 'Billing period';
export const faqTitle = 'Frequently Asked Questions';
export const accountNav = 'Account';
export const dashboard = 'Dashboard';
export const login = 'Login';
export const signup = 'Signup';
export const testModeLabel = 'Test mode';
export const testModeFrameTitle = `${PRODUCT_NAME} billing`;
/** Pro's card lines, as the pricing pages' tests read them (each card has its own: `Plan`). */
export const introNote = introNoteOf(pro.prices.intro, pro.prices.monthly);
export const billedAnnually = billedAnnuallyOf(pro.prices.annual);
export const customPricing = 'Custom';
export const currentPlan = 'Current Plan';
export const currentFreeTier = "You're currently on free tier";
export const mostPopular = 'Most Popular';
export const discountReveal = 'Have a discount code?';
export const discountLabel = 'Discount code';
export const discountPlaceholder = 'Enter code';
export const discountHide = 'Remove discount code';
export const discountApply = `The code is applied when you upgrade to ${pro.label}.`;
export const checkoutOpening = 'Opening checkout...';
export const checkoutOpened = 'Complete your payment in the new tab.';
export const freePlan = `${free.label} plan`;
export const enterpriseTitle = `${enterprise.label} Solutions`;
export const enterpriseIntro = "Tell us about your team and we'll put together a plan that fits.";
export const enterpriseRequired = 'Full Name, Email and Company are required.';
export const enterpriseFormLabel = 'Contact sales';
export const leadName = 'Full Name';
export const leadEmail = 'Email';
export const leadCompany = 'Company';
export const leadPhone = 'Phone (optional)';
export const leadMessage = 'Message (optional)';
export const submit = 'Submit';
export const submitting = 'Submitting...';
export const manageTitle = 'Subscription Management';
export const manageIntro = 'Your plan, billing and credits in one place.';
export const manageCardIntro = 'Change your plan or payment method in the customer portal.';
export const loadingDetails = 'Loading subscription details...';
export const noData = 'No subscription data available';
export const accessDenied = 'Access Denied';
export const accessDeniedManage = 'Please log in to manage your subscription.';
export const logIn = 'Log in';
export const yourSubscription = 'Your subscription';
export const plan = 'Plan';
export const status = 'Status';
export const paymentMethod = 'Payment method';
export const cardEndingIn = (last4: string) => `Card ending in ${last4}`;
export { opensInNewTab } from '@/components/copy';
export const tryAgain = 'Please try again.';
export const nextBillingDate = 'Next Billing Date';
export const endedOn = 'Ended On';
export const active = 'Active';
export const inactive = 'Inactive';
export const refresh = 'Refresh';
export const openPortal = 'Open Customer Portal';
export const manageSubscription = 'Manage Subscription';
export const overviewTitle = 'Subscription Overview';
export const checkoutSuccess = `Payment received. Welcome to ${pro.label}! Your subscription is active.`;
export const testModeBanner = 'Test mode — no real payment';
export const testModeBannerDetail = 'This page stands in for the payment provider. No card is charged.';
export const checkoutTitle = 'Checkout';
export const loadingCheckout = 'Loading checkout...';
export const subscribeTo = (planLabel: string) => `Subscribe to ${planLabel}`;
export const billingInterval = 'Billing';
export const dueToday = 'Due today';
export const price = 'Price';
export const paying = 'Paying...';
export const payFailed = 'Payment failed. Please try again.';
export const cancelCheckoutFailed = 'Could not cancel the checkout. Please try again.';
export const pay = 'Pay (test mode)';
export const cancel = 'Cancel';
export const paid = 'Payment successful';
export const checkoutCanceled = 'Checkout canceled';
export const checkoutCanceledNotice = 'Checkout canceled. You have not been charged.';
export const checkoutCanceledDetail = 'Nothing was charged. You can upgrade again whenever you are ready.';
export const paidDetail = `Your ${pro.label} subscription is active and your credits are ready.`;
export const closeTabHint = 'You can close this tab and return to the app.';
export const backToPlans = 'Back to plans';
export const viewSubscription = 'View your subscription';
export const noSubscriptionYet = "You don't have a subscription yet.";
export const backToApp = 'Back to the app';
export const subscriptionCanceled = 'Subscription cancelled';
export const subscriptionResumed = 'Subscription resumed';
export const subscriptionRenewed = 'Next period started';
export const portalTitle = 'Customer Portal';
export const portalIntro = 'Manage your plan and payment method.';
export const currentSubscription = 'Current subscription';
export const changeFailed = 'The change could not be made. Please try again.';
export const cancelSubscription = 'Cancel subscription';
export const resumeSubscription = 'Resume subscription';
export const renewSubscription = 'Start next period (test)';
export const cancelConfirmTitle = `Cancel your ${pro.label} subscription?`;
export const cancelConfirmBody = `Your subscription ends now and your account returns to the ${free.label} plan.`;
export const keepSubscription = 'Keep subscription';

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
