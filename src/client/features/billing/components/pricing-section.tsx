import * as React from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { DEFAULT_TIER, planOf, type PlanTier } from '@shared/plan-table';
import {
  BILLING_MESSAGES,
  DISCOUNT_CODE,
  PLANS,
  normalizeDiscountCode,
  tierOfSubscription,
  type BillingInterval,
  type Plan,
  type SubscriptionStatus,
} from '@shared/plans';
import * as BILLING_COPY from '../copy';
import { PAGE_PATHS } from '@shared/routes';
import { leaveLoginNotice } from '@/lib/login-notice';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { lazyWithPreload } from '@/lib/lazy';
import { useSession, usePublicConfig } from '@/lib/session';
import { ApiError, errorMessage } from '@/lib/api';
import { openInNewTab, useCreateCheckout, useSubscription } from '../api';
import { BillingIntervalToggle } from './billing-interval-toggle';
import { BillingOffNotice } from './billing-off-notice';
import { DiscountCodeField } from './discount-code-field';
import { PlanCard } from './plan-card';

/**
 * The contact-sales form (its form library and schema checks) loads when the dialog is first wanted, not with the
 * page: most visitors of the plans never open it. Pointing at or focusing "Contact Sales" starts the load.
 */
const enterpriseDialog = lazyWithPreload(() =>
  import('./enterprise-dialog').then((module) => module.EnterpriseDialogContent),
);

export type PricingContext = 'public' | 'dashboard';

const HEADINGS: Record<PricingContext, { title: string; intro: string }> = {
  public: { title: BILLING_COPY.publicTitle, intro: BILLING_COPY.publicIntro },
  dashboard: { title: BILLING_COPY.dashboardTitle, intro: BILLING_COPY.dashboardIntro },
};

/** The paid plan the user is subscribed to now, if any: its card is the current one. */
function activePaidTier(status: SubscriptionStatus | undefined): PlanTier | null {
  if (!status?.subscribed) return null;
  const tier = tierOfSubscription(status);
  return planOf(tier).isPaid ? tier : null;
}

/** The server's discount answers belong next to the code field; everything else is a toast. */
function isDiscountError(error: unknown) {
  return (
    error instanceof ApiError &&
    (error.code === 'DISCOUNT_ALREADY_USED' ||
      error.message.includes('already used') ||
      error.message === BILLING_MESSAGES.invalidDiscount ||
      error.message === BILLING_MESSAGES.discountMonthlyOnly)
  );
}

/**
 * The three plans with the monthly/annual toggle: on the public /subscription page and the dashboard's
 * "Upgrade Your Plan" (which alone offers the discount code). The landing page shows the same cards
 * as static markup, without React in the browser (src/client/app/static-pricing.tsx).
 */
export function PricingSection({ context }: { context: PricingContext }) {
  const navigate = useNavigate();
  const session = useSession();
  const isSignedIn = Boolean(session.data);
  const subscription = useSubscription();
  const createCheckout = useCreateCheckout();
  // A server without billing says so up front, rather than failing when the button is pressed.
  const isBillingOff = usePublicConfig().data?.billing === 'off';
  const [interval, setInterval] = React.useState<BillingInterval>('month');
  const [discountCode, setDiscountCode] = React.useState('');
  const [discountError, setDiscountError] = React.useState<string>();
  const [isEnterpriseOpen, setIsEnterpriseOpen] = React.useState(false);

  const paidTier = activePaidTier(subscription.data);
  const isOnFreeTier = Boolean(subscription.data) && !paidTier;
  const hasDiscountField = context === 'dashboard';
  const titleId = React.useId();

  /** The login page says why, and after signing in the visitor lands on the dashboard's pricing page. */
  function sendToLogin(message: string) {
    leaveLoginNotice({ message, from: PAGE_PATHS.pricing });
    navigate(PAGE_PATHS.login);
  }

  function changeDiscountCode(code: string) {
    setDiscountCode(code);
    setDiscountError(undefined);
  }

  async function checkOut(tier: PlanTier) {
    if (!isSignedIn) return sendToLogin(BILLING_MESSAGES.loginToUpgrade);
    const code = hasDiscountField ? normalizeDiscountCode(discountCode) : '';
    // Known-bad codes (not JUN20, or JUN20 on the annual plan) are refused here, without a request.
    if (code && code !== DISCOUNT_CODE) return setDiscountError(BILLING_MESSAGES.invalidDiscount);
    if (code && interval !== 'month') return setDiscountError(BILLING_MESSAGES.discountMonthlyOnly);
    setDiscountError(undefined);
    try {
      const { url } = await createCheckout.mutateAsync({ tier, interval, discountCode: code || undefined });
      if (openInNewTab(url)) toast.info(BILLING_COPY.checkoutOpened);
    } catch (error) {
      if (hasDiscountField && isDiscountError(error)) {
        const message = (error as ApiError).message;
        setDiscountError(message.includes('already used') ? BILLING_MESSAGES.discountAlreadyUsed : message);
      } else {
        toast.error(errorMessage(error, BILLING_MESSAGES.checkoutFailed));
      }
    }
  }

  function actionFor(plan: Plan) {
    const isCurrent = paidTier === plan.id;
    if (isCurrent) {
      return (
        <Button asChild variant="outline" className="w-full">
          <Link to={PAGE_PATHS.manageSubscription}>{BILLING_COPY.manageSubscription}</Link>
        </Button>
      );
    }
    switch (plan.purchase) {
      case 'signup':
        return isSignedIn ? (
          <Button variant="outline" className="w-full" disabled>
            {BILLING_COPY.freePlan}
          </Button>
        ) : (
          <Button asChild variant={plan.buttonVariant} className="w-full">
            <Link to={PAGE_PATHS.signup}>{plan.buttonText}</Link>
          </Button>
        );
      case 'checkout': {
        const isOpening = createCheckout.isPending && createCheckout.variables.tier === plan.id;
        return (
          <Button
            variant={plan.buttonVariant}
            className="w-full"
            onClick={() => checkOut(plan.id)}
            disabled={createCheckout.isPending || isBillingOff}
          >
            {isOpening ? (
              <>
                <Spinner className="size-4 text-current" label={BILLING_COPY.checkoutOpening} />
                {BILLING_COPY.checkoutOpening}
              </>
            ) : (
              plan.buttonText
            )}
          </Button>
        );
      }
      case 'sales':
        return (
          <DialogTrigger asChild>
            <Button
              variant={plan.buttonVariant}
              className="w-full"
              onPointerEnter={isSignedIn ? enterpriseDialog.preload : undefined}
              onFocus={isSignedIn ? enterpriseDialog.preload : undefined}
              onClick={(event) => {
                if (isSignedIn) return;
                // Stops the trigger from opening the dialog: anonymous visitors sign in first.
                event.preventDefault();
                sendToLogin(BILLING_MESSAGES.loginToContactSales);
              }}
            >
              {plan.buttonText}
            </Button>
          </DialogTrigger>
        );
    }
  }

  return (
    <section aria-labelledby={titleId} className="grid gap-8">
      <header className="grid justify-items-center gap-3 text-center">
        <h1 id={titleId} className="text-3xl font-bold tracking-tight sm:text-4xl">
          {HEADINGS[context].title}
        </h1>
        <p className="max-w-2xl text-muted-foreground">{HEADINGS[context].intro}</p>
        <BillingIntervalToggle interval={interval} onIntervalChange={setInterval} />
        {hasDiscountField ? (
          <DiscountCodeField code={discountCode} onCodeChange={changeDiscountCode} error={discountError} />
        ) : null}
        {isBillingOff ? <BillingOffNotice /> : null}
      </header>
      <Dialog open={isEnterpriseOpen} onOpenChange={setIsEnterpriseOpen}>
        {/* One column until three fit side by side (the dashboard sidebar takes room too). */}
        <div className="mx-auto grid w-full max-w-md items-stretch gap-6 lg:max-w-none lg:grid-cols-3">
          {PLANS.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              interval={interval}
              headingLevel={2}
              isCurrent={paidTier === plan.id}
              note={plan.id === DEFAULT_TIER && isOnFreeTier ? BILLING_COPY.currentFreeTier : undefined}
              action={actionFor(plan)}
            />
          ))}
        </div>
        {isEnterpriseOpen ? (
          <React.Suspense fallback={<EnterpriseDialogLoading />}>
            <enterpriseDialog.Component onSubmitted={() => setIsEnterpriseOpen(false)} />
          </React.Suspense>
        ) : null}
      </Dialog>
    </section>
  );
}

/** The dialog while its form loads: titled as it will be, so a screen reader announces it, and busy. */
function EnterpriseDialogLoading() {
  return (
    <DialogContent aria-busy="true" aria-describedby={undefined}>
      <DialogTitle>{BILLING_COPY.enterpriseTitle}</DialogTitle>
      <div className="flex justify-center py-6">
        <Spinner />
      </div>
    </DialogContent>
  );
}
