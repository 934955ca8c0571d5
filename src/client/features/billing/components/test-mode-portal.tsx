import * as React from 'react';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import { type SubscriptionStatus } from '@shared/plans';
import * as BILLING_COPY from '../copy';
import { PAGE_PATHS } from '@shared/routes';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@/components/ui/card';
import { errorMessage } from '@/lib/api';
import { useChangeTestSubscription, useSubscription, type TestSubscriptionAction } from '../api';
import { TestModeFrame } from './billing-frame';
import { LoadingLine } from './loading-line';
import { SubscriptionFacts } from './subscription-facts';

const DONE_MESSAGES: Record<TestSubscriptionAction, string> = {
  cancel: BILLING_COPY.subscriptionCanceled,
  resume: BILLING_COPY.subscriptionResumed,
  renew: BILLING_COPY.subscriptionRenewed,
};

/** A subscription exists at the provider once the user has paid at least once. */
const hasProviderSubscription = (status: SubscriptionStatus) => status.provider !== null;

/** Test mode's stand-in for the provider's customer portal: the subscription, cancel, resume or renew. */
export function TestModePortal() {
  const subscription = useSubscription();
  const changeSubscription = useChangeTestSubscription();
  const [isConfirmOpen, setIsConfirmOpen] = React.useState(false);
  const hasConfirmedCancel = React.useRef(false);
  // After an action the button pressed may be gone (Cancel becomes Resume): focus lands on the facts' title.
  const factsTitleRef = React.useRef<HTMLHeadingElement>(null);
  const status = subscription.data;

  async function run(action: TestSubscriptionAction) {
    try {
      await changeSubscription.mutateAsync(action);
    } catch (error) {
      toast.error(errorMessage(error, BILLING_COPY.changeFailed));
      return;
    }
    toast.success(DONE_MESSAGES[action]);
    factsTitleRef.current?.focus();
  }

  return (
    <TestModeFrame>
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-semibold">{BILLING_COPY.portalTitle}</h1>
          <CardDescription>{BILLING_COPY.portalIntro}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <h2 ref={factsTitleRef} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
            {BILLING_COPY.currentSubscription}
          </h2>
          {subscription.isPending ? (
            <LoadingLine>{BILLING_COPY.loadingDetails}</LoadingLine>
          ) : !status ? (
            <p className="text-muted-foreground">{BILLING_COPY.noData}</p>
          ) : hasProviderSubscription(status) ? (
            <SubscriptionFacts status={status} showCard />
          ) : (
            <p className="text-muted-foreground">{BILLING_COPY.noSubscriptionYet}</p>
          )}
        </CardContent>
        <CardFooter className="flex-wrap gap-2">
          {status && hasProviderSubscription(status) ? (
            status.subscribed ? (
              <>
                <AlertDialog open={isConfirmOpen} onOpenChange={setIsConfirmOpen}>
                  <AlertDialogTrigger asChild>
                    <Button variant="destructive" disabled={changeSubscription.isPending}>
                      {BILLING_COPY.cancelSubscription}
                    </Button>
                  </AlertDialogTrigger>
                  <AlertDialogContent
                    // Once confirmed, the trigger is about to become "Resume": run() places focus itself.
                    onCloseAutoFocus={(event) => {
                      if (hasConfirmedCancel.current) event.preventDefault();
                      hasConfirmedCancel.current = false;
                    }}
                  >
                    <AlertDialogHeader>
                      <AlertDialogTitle>{BILLING_COPY.cancelConfirmTitle}</AlertDialogTitle>
                      <AlertDialogDescription>{BILLING_COPY.cancelConfirmBody}</AlertDialogDescription>
                    </AlertDialogHeader>
                    <AlertDialogFooter>
                      <AlertDialogCancel>{BILLING_COPY.keepSubscription}</AlertDialogCancel>
                      <AlertDialogAction
                        onClick={() => {
                          hasConfirmedCancel.current = true;
                          void run('cancel');
                        }}
                      >
                        {BILLING_COPY.cancelSubscription}
                      </AlertDialogAction>
                    </AlertDialogFooter>
                  </AlertDialogContent>
                </AlertDialog>
                <Button
                  variant="outline"
                  onClick={() => run('renew')}
                  disabled={changeSubscription.isPending}
                >
                  {BILLING_COPY.renewSubscription}
                </Button>
              </>
            ) : (
              <Button onClick={() => run('resume')} disabled={changeSubscription.isPending}>
                {BILLING_COPY.resumeSubscription}
              </Button>
            )
          ) : status ? (
            <Button asChild>
              <Link to={PAGE_PATHS.pricing}>{BILLING_COPY.backToPlans}</Link>
            </Button>
          ) : null}
          <Button asChild variant="ghost">
            <Link to={PAGE_PATHS.manageSubscription}>{BILLING_COPY.backToApp}</Link>
          </Button>
        </CardFooter>
      </Card>
    </TestModeFrame>
  );
}
