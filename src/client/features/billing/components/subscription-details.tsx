import * as React from 'react';
import { ExternalLink, RefreshCw } from 'lucide-react';
import { toast } from '@/lib/toast';
import { BILLING_MESSAGES } from '@shared/plans';
import * as BILLING_COPY from '../copy';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@/components/ui/card';
import { usePublicConfig } from '@/lib/session';
import { errorMessage } from '@/lib/api';
import { openInNewTab, useOpenPortal, useSubscription } from '../api';
import { LoadingLine } from './loading-line';
import { SubscriptionFacts } from './subscription-facts';

/** The subscription card of "Subscription Management": the facts, Refresh and the customer portal. */
export function SubscriptionDetails(props: React.ComponentProps<typeof Card>) {
  const subscription = useSubscription();
  const openPortal = useOpenPortal();
  const isBillingOff = usePublicConfig().data?.billing === 'off';
  const titleId = React.useId();

  async function refresh() {
    if (subscription.isFetching) return;
    const result = await subscription.refetch();
    if (result.isError) toast.error(BILLING_MESSAGES.checkFailed);
  }

  async function openCustomerPortal() {
    if (openPortal.isPending) return;
    let url: string | undefined;
    try {
      ({ url } = await openPortal.mutateAsync());
    } catch (error) {
      toast.error(`${BILLING_MESSAGES.portalFailed}: ${errorMessage(error, BILLING_COPY.tryAgain)}`);
      return;
    }
    if (!url) {
      toast.error(BILLING_MESSAGES.portalNoUrl);
      return;
    }
    toast.info(BILLING_MESSAGES.portalOpening);
    openInNewTab(url);
  }

  return (
    <Card role="region" aria-labelledby={titleId} {...props}>
      <CardHeader>
        <h2 id={titleId} className="text-xl font-semibold">
          {BILLING_COPY.yourSubscription}
        </h2>
        <CardDescription>{BILLING_COPY.manageCardIntro}</CardDescription>
      </CardHeader>
      <CardContent>
        {subscription.isPending ? (
          <LoadingLine>{BILLING_COPY.loadingDetails}</LoadingLine>
        ) : subscription.data ? (
          <SubscriptionFacts status={subscription.data} showCard />
        ) : (
          <p className="text-muted-foreground">{BILLING_COPY.noData}</p>
        )}
      </CardContent>
      <CardFooter className="flex-wrap gap-2">
        {/* Not disabled while busy: disabling a focused button would drop keyboard focus to the page. */}
        <Button variant="outline" onClick={refresh} aria-busy={subscription.isFetching}>
          <RefreshCw aria-hidden="true" className={subscription.isFetching ? 'animate-spin' : undefined} />
          {BILLING_COPY.refresh}
        </Button>
        <Button onClick={openCustomerPortal} aria-busy={openPortal.isPending} disabled={isBillingOff}>
          <ExternalLink aria-hidden="true" />
          {BILLING_COPY.openPortal}
          <span className="sr-only"> {BILLING_COPY.opensInNewTab}</span>
        </Button>
        {isBillingOff ? (
          <p role="status" className="basis-full text-sm text-muted-foreground">
            {BILLING_MESSAGES.billingOff}
          </p>
        ) : null}
      </CardFooter>
    </Card>
  );
}
