import * as React from 'react';
import { Check } from 'lucide-react';
import { type BillingInterval, type Plan } from '@shared/plans';
import * as BILLING_COPY from '../copy';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { ToneBadge } from './status-badge';

export function PlanPrice({ plan, interval }: { plan: Plan; interval: BillingInterval }) {
  if (plan.monthlyPrice === null) {
    return <p className="text-4xl font-bold tracking-tight">{BILLING_COPY.customPricing}</p>;
  }
  const isAnnualPrice = interval === 'year' && plan.annualPrice !== null && plan.annualPrice > 0;
  const shownPrice = isAnnualPrice ? plan.annualPerMonth : plan.monthlyPrice;
  const isIntroPrice = !isAnnualPrice && plan.originalPrice !== null;
  return (
    <div className="grid gap-1">
      <p className="flex flex-wrap items-baseline gap-x-2">
        {isIntroPrice ? (
          <span className="text-xl text-muted-foreground">
            <span className="sr-only">{BILLING_COPY.regularPrice}</span>
            <s>${plan.originalPrice}</s>
            <span className="sr-only">{BILLING_COPY.nowPrice}</span>
          </span>
        ) : null}
        <span className="text-4xl font-bold tracking-tight">${shownPrice}</span>
        <span className="text-muted-foreground">{BILLING_COPY.perMonth}</span>
      </p>
      {isIntroPrice ? <p className="text-sm text-muted-foreground">{plan.introNote}</p> : null}
      {isAnnualPrice ? (
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          {plan.billedAnnually}
          {plan.savings ? <ToneBadge tone="positive">{plan.savings}</ToneBadge> : null}
        </p>
      ) : null}
    </div>
  );
}

/**
 * One plan of the pricing grid. The card of the user's active plan is outlined and says so; the action (a
 * link or a button, decided by the caller) sits at the bottom so the cards line up. `price` replaces the
 * price for `interval` (the prerendered landing page shows both intervals' prices and switches between them).
 */
export function PlanCard({
  plan,
  interval,
  headingLevel,
  isCurrent,
  note,
  action,
  price,
  className,
  ...props
}: React.ComponentProps<typeof Card> & {
  plan: Plan;
  interval: BillingInterval;
  headingLevel: 2 | 3;
  isCurrent: boolean;
  note?: string;
  action: React.ReactNode;
  price?: React.ReactNode;
}) {
  const Heading = `h${headingLevel}` as const;
  const titleId = React.useId();
  return (
    <Card
      role="group"
      aria-labelledby={titleId}
      data-current={isCurrent || undefined}
      className={cn(
        'relative flex flex-col',
        plan.isPopular && 'border-primary/60 shadow-md',
        isCurrent && 'outline-2 outline-offset-2 outline-primary',
        className,
      )}
      {...props}
    >
      <CardHeader className="gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Heading id={titleId} className="text-xl font-semibold">
            {plan.name}
          </Heading>
          {isCurrent ? (
            <Badge>{BILLING_COPY.currentPlan}</Badge>
          ) : plan.isPopular ? (
            <Badge variant="secondary">{BILLING_COPY.mostPopular}</Badge>
          ) : null}
        </div>
        <CardDescription>{plan.description}</CardDescription>
        {price ?? <PlanPrice plan={plan} interval={interval} />}
      </CardHeader>
      <CardContent className="flex-1">
        <ul className="grid gap-2 text-sm" aria-label={BILLING_COPY.planFeatures(plan.name)}>
          {plan.features.map((feature) => (
            <li key={feature} className="flex items-start gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
              {feature}
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter className="flex-col items-stretch gap-2">
        {note ? (
          <p className="text-center text-sm font-medium text-success" role="note">
            {note}
          </p>
        ) : null}
        {action}
      </CardFooter>
    </Card>
  );
}
