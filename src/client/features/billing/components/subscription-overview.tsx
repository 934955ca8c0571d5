import * as React from 'react';
import { Link } from 'react-router';
import * as BILLING_COPY from '../copy';
import { PAGE_PATHS } from '@shared/routes';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card';
import { useSubscription } from '../api';
import { LoadingLine } from './loading-line';
import { SubscriptionFacts } from './subscription-facts';

/** The profile page's "Subscription Overview": Current Plan, Status, the date line and a way to manage it. */
export function SubscriptionOverview({
  headingLevel = 2,
  ...props
}: React.ComponentProps<typeof Card> & { headingLevel?: 2 | 3 }) {
  const subscription = useSubscription();
  const Heading = `h${headingLevel}` as const;
  const titleId = React.useId();
  return (
    <Card role="region" aria-labelledby={titleId} {...props}>
      <CardHeader>
        <Heading id={titleId} className="text-xl font-semibold">
          {BILLING_COPY.overviewTitle}
        </Heading>
      </CardHeader>
      <CardContent>
        {subscription.isPending ? (
          <LoadingLine>{BILLING_COPY.loadingDetails}</LoadingLine>
        ) : subscription.data ? (
          <SubscriptionFacts status={subscription.data} planTerm={BILLING_COPY.currentPlan} />
        ) : (
          <p className="text-muted-foreground">{BILLING_COPY.noData}</p>
        )}
      </CardContent>
      <CardFooter>
        <Button asChild variant="outline">
          <Link to={PAGE_PATHS.manageSubscription}>{BILLING_COPY.manageSubscription}</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
