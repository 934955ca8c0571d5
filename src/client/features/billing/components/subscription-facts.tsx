import * as React from 'react';
import { LocalTime } from '@/components/local-time';
import { tierLabel } from '@shared/plan-table';
import { tierOfSubscription, type SubscriptionStatus } from '@shared/plans';
import * as BILLING_COPY from '../copy';
import { cn } from '@/lib/cn';
import { SubscriptionStatusBadge } from './status-badge';

/**
 * Plan, Status and the date line of a subscription as a description list. The date is "Next Billing Date"
 * while active and "Ended On" once it is not.
 */
export function SubscriptionFacts({
  status,
  showCard = false,
  planTerm = BILLING_COPY.plan,
  className,
  ...props
}: React.ComponentProps<'dl'> & { status: SubscriptionStatus; showCard?: boolean; planTerm?: string }) {
  const isActive = status.subscribed;
  return (
    <dl className={cn('grid gap-4 sm:grid-cols-2', className)} {...props}>
      <Fact term={planTerm}>{tierLabel(tierOfSubscription(status))}</Fact>
      <Fact term={BILLING_COPY.status}>
        <SubscriptionStatusBadge isActive={isActive} />
      </Fact>
      {status.subscription_end ? (
        <Fact term={isActive ? BILLING_COPY.nextBillingDate : BILLING_COPY.endedOn}>
          <LocalTime value={status.subscription_end} />
        </Fact>
      ) : null}
      {showCard && status.card_last4 ? (
        <Fact term={BILLING_COPY.paymentMethod}>
          <span aria-label={BILLING_COPY.cardEndingIn(status.card_last4)}>•••• {status.card_last4}</span>
        </Fact>
      ) : null}
    </dl>
  );
}

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1">
      <dt className="text-sm text-muted-foreground">{term}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}
