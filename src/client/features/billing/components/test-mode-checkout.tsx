import * as React from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { CheckCircle2, XCircle } from 'lucide-react';
import { toast } from '@/lib/toast';
import { tierFromApiName, tierLabel } from '@shared/plan-table';
import { BILLING_MESSAGES, checkoutPrice } from '@shared/plans';
import * as BILLING_COPY from '../copy';
import { PAGE_PATHS } from '@shared/routes';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@/components/ui/card';
import { errorMessage } from '@/lib/api';
import { testCheckoutQuery, useCancelTestCheckout, usePayTestCheckout, type TestCheckout } from '../api';
import { TestModeFrame } from './billing-frame';
import { LoadingLine } from './loading-line';

/** Moves focus to the page's heading when the step changes, so screen readers hear the new state. */
function useFocusOnChange<T extends HTMLElement>(key: unknown) {
  const ref = React.useRef<T>(null);
  const previous = React.useRef(key);
  React.useEffect(() => {
    if (previous.current !== key) ref.current?.focus();
    previous.current = key;
  }, [key]);
  return ref;
}

function Summary({ checkout }: { checkout: TestCheckout }) {
  const price = checkoutPrice(checkout.interval, checkout.discountCode, checkout.plan);
  return (
    <dl className="grid gap-3 text-sm">
      <Row term={BILLING_COPY.plan}>{tierLabel(tierFromApiName(checkout.plan))}</Row>
      <Row term={BILLING_COPY.billingInterval}>
        {checkout.interval === 'year' ? BILLING_COPY.annual : BILLING_COPY.monthly}
      </Row>
      {checkout.discountCode ? <Row term={BILLING_COPY.discountLabel}>{checkout.discountCode}</Row> : null}
      <Row term={BILLING_COPY.dueToday}>
        <span className="text-2xl font-bold">${price.dueToday}</span>
      </Row>
      <Row term={BILLING_COPY.price}>{price.summary}</Row>
    </dl>
  );
}

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b pb-3 last:border-0 last:pb-0">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="text-right font-medium">{children}</dd>
    </div>
  );
}

/** How a checkout ended (paid or cancelled): one message, focused for screen readers, and the next step. */
function CheckoutOutcome({
  headingRef,
  icon,
  title,
  detail,
  action,
}: {
  headingRef: React.Ref<HTMLHeadingElement>;
  icon: React.ReactNode;
  title: string;
  detail: string;
  action: React.ReactNode;
}) {
  return (
    <TestModeFrame>
      <Card>
        <CardHeader className="items-center text-center">
          {icon}
          <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-semibold focus:outline-none">
            {title}
          </h1>
          <CardDescription>{detail}</CardDescription>
        </CardHeader>
        <CardFooter className="justify-center">{action}</CardFooter>
      </Card>
    </TestModeFrame>
  );
}

/** Test mode's stand-in for the provider's hosted checkout: the summary, then Pay or Cancel. */
export function TestModeCheckout({ id }: { id: string }) {
  const checkout = useQuery(testCheckoutQuery(id));
  const pay = usePayTestCheckout(id);
  const cancel = useCancelTestCheckout(id);
  const status = checkout.data?.status;
  const headingRef = useFocusOnChange<HTMLHeadingElement>(status);
  const isBusy = pay.isPending || cancel.isPending;

  async function payNow() {
    try {
      await pay.mutateAsync();
    } catch (error) {
      toast.error(errorMessage(error, BILLING_COPY.payFailed));
    }
  }

  async function cancelCheckout() {
    try {
      await cancel.mutateAsync();
    } catch (error) {
      toast.error(errorMessage(error, BILLING_COPY.cancelCheckoutFailed));
    }
  }

  if (checkout.isPending) {
    return (
      <TestModeFrame>
        <LoadingLine>{BILLING_COPY.loadingCheckout}</LoadingLine>
      </TestModeFrame>
    );
  }

  if (!checkout.data) {
    return (
      <TestModeFrame>
        <Card>
          <CardHeader>
            <h1 className="text-2xl font-semibold">{BILLING_COPY.checkoutTitle}</h1>
            <CardDescription>
              {errorMessage(checkout.error, BILLING_MESSAGES.checkoutNotFound)}
            </CardDescription>
          </CardHeader>
          <CardFooter>
            <Button asChild variant="outline">
              <Link to={PAGE_PATHS.pricing}>{BILLING_COPY.backToPlans}</Link>
            </Button>
          </CardFooter>
        </Card>
      </TestModeFrame>
    );
  }

  if (status === 'completed') {
    return (
      <CheckoutOutcome
        headingRef={headingRef}
        icon={<CheckCircle2 aria-hidden="true" className="size-12 text-success" />}
        title={BILLING_COPY.paid}
        detail={`${BILLING_COPY.paidDetail} ${BILLING_COPY.closeTabHint}`}
        action={
          <Button asChild>
            <Link to={`${PAGE_PATHS.manageSubscription}?checkout=success`}>
              {BILLING_COPY.viewSubscription}
            </Link>
          </Button>
        }
      />
    );
  }

  if (status !== 'open') {
    return (
      <CheckoutOutcome
        headingRef={headingRef}
        icon={<XCircle aria-hidden="true" className="size-12 text-muted-foreground" />}
        title={BILLING_COPY.checkoutCanceled}
        detail={BILLING_COPY.checkoutCanceledDetail}
        action={
          <Button asChild variant="outline">
            <Link to={`${PAGE_PATHS.pricing}?checkout=canceled`}>{BILLING_COPY.backToPlans}</Link>
          </Button>
        }
      />
    );
  }

  return (
    <TestModeFrame>
      <Card>
        <CardHeader>
          <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-semibold focus:outline-none">
            {BILLING_COPY.checkoutTitle}
          </h1>
          <CardDescription>
            {BILLING_COPY.subscribeTo(tierLabel(tierFromApiName(checkout.data.plan)))}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Summary checkout={checkout.data} />
        </CardContent>
        <CardFooter className="flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" className="w-full sm:w-auto" onClick={cancelCheckout} disabled={isBusy}>
            {BILLING_COPY.cancel}
          </Button>
          <Button className="w-full sm:w-auto" onClick={payNow} disabled={isBusy}>
            {pay.isPending ? BILLING_COPY.paying : BILLING_COPY.pay}
          </Button>
        </CardFooter>
      </Card>
    </TestModeFrame>
  );
}
