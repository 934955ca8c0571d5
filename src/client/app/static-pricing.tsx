import { BILLING_MESSAGES, PLANS, type BillingInterval, type Plan } from '@shared/plans';
import * as BILLING_COPY from '@/features/billing/copy';
import { PAGE_PATHS } from '@shared/routes';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { BillingIntervalToggle } from '@/features/billing/components/billing-interval-toggle';
import { BillingOffNotice } from '@/features/billing/components/billing-off-notice';
import { PlanCard, PlanPrice } from '@/features/billing/components/plan-card';
import { INTERVAL_ATTRIBUTE, LANDING_MARKERS, LOGIN_MESSAGE_ATTRIBUTE } from '@/features/landing/markers';

const INTERVALS: BillingInterval[] = ['month', 'year'];

/** Both intervals' prices, the annual one hidden until the toggle asks for it; one price when they agree. */
function IntervalPrices({ plan }: { plan: Plan }) {
  if (plan.monthlyPrice === plan.annualPrice) return <PlanPrice plan={plan} interval="month" />;
  return INTERVALS.map((interval) => (
    <div key={interval} {...{ [INTERVAL_ATTRIBUTE]: interval }} hidden={interval !== 'month'}>
      <PlanPrice plan={plan} interval={interval} />
    </div>
  ));
}

/**
 * What an anonymous visitor can do with each plan: Free signs up; Pro and Enterprise ask to log in first,
 * saying why. A visitor who is signed in never sees these cards. A server without billing keeps Pro's button
 * off, as the app does: it would lead nowhere.
 */
function PlanAction({ plan, isBillingOff }: { plan: Plan; isBillingOff: boolean }) {
  if (plan.purchase === 'signup') {
    return (
      <Button asChild variant={plan.buttonVariant} className="w-full">
        <a href={PAGE_PATHS.signup}>{plan.buttonText}</a>
      </Button>
    );
  }
  const message =
    plan.purchase === 'checkout' ? BILLING_MESSAGES.loginToUpgrade : BILLING_MESSAGES.loginToContactSales;
  if (plan.purchase === 'checkout' && isBillingOff) {
    return (
      <Button variant={plan.buttonVariant} className="w-full" disabled>
        {plan.buttonText}
      </Button>
    );
  }
  return (
    <Button
      variant={plan.buttonVariant}
      className="w-full"
      disabled
      data-landing={LANDING_MARKERS.loginFirst}
      {...{ [LOGIN_MESSAGE_ATTRIBUTE]: message }}
    >
      {plan.buttonText}
    </Button>
  );
}

/**
 * The plans for an anonymous visitor as static markup, without React in the browser: the landing page's pricing
 * (prerendered at build time) and the public /subscription page (rendered by the server). The toggle and the Pro
 * and Enterprise buttons arrive disabled; the pages' enhancement script (features/landing/pricing.ts) makes them
 * work.
 */
export function StaticPricing({
  title,
  headingLevel,
  isBillingOff = false,
}: {
  title: string;
  headingLevel: 1 | 2;
  isBillingOff?: boolean;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby="pricing-title" className="grid gap-8" data-landing={LANDING_MARKERS.pricing}>
      <header className="grid justify-items-center gap-3 text-center">
        <Heading
          id="pricing-title"
          className={cn('text-3xl font-bold tracking-tight', headingLevel === 1 && 'sm:text-4xl')}
        >
          {title}
        </Heading>
        <p className="max-w-2xl text-muted-foreground">{BILLING_COPY.publicIntro}</p>
        <BillingIntervalToggle interval="month" onIntervalChange={() => {}} disabled />
        {isBillingOff ? <BillingOffNotice /> : null}
      </header>
      <div className="mx-auto grid w-full max-w-md items-stretch gap-6 lg:max-w-none lg:grid-cols-3">
        {PLANS.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            interval="month"
            headingLevel={(headingLevel + 1) as 2 | 3}
            isCurrent={false}
            price={<IntervalPrices plan={plan} />}
            action={<PlanAction plan={plan} isBillingOff={isBillingOff} />}
          />
        ))}
      </div>
    </section>
  );
}
