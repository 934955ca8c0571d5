import { Link, useSearchParams } from 'react-router';
import * as BILLING_COPY from '@/features/billing/copy';
import { PAGE_PATHS } from '@shared/routes';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/session';
import { SubscriptionDetails } from '@/features/billing/components/subscription-details';
import { CreditHistory } from '@/features/credits/components/credit-history';

/** /dashboard/manage-subscription: plan, status, billing date, card, portal, and the credit ledger. */
export default function ManageSubscriptionPage() {
  const session = useSession();
  const [params] = useSearchParams();

  // The route is behind sign-in; this covers a session that ends while the page is open.
  if (!session.data) {
    return (
      <section aria-labelledby="access-denied" className="grid justify-items-start gap-3">
        <h1 id="access-denied" className="text-3xl font-bold tracking-tight">
          {BILLING_COPY.accessDenied}
        </h1>
        <p className="text-muted-foreground">{BILLING_COPY.accessDeniedManage}</p>
        <Button asChild>
          <Link to={PAGE_PATHS.login}>{BILLING_COPY.logIn}</Link>
        </Button>
      </section>
    );
  }

  return (
    <div className="grid w-full min-w-0 grid-cols-1 gap-6">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{BILLING_COPY.manageTitle}</h1>
        <p className="text-muted-foreground">{BILLING_COPY.manageIntro}</p>
      </header>
      {params.get('checkout') === 'success' ? (
        <Alert variant="success">{BILLING_COPY.checkoutSuccess}</Alert>
      ) : null}
      <SubscriptionDetails />
      <CreditHistory />
    </div>
  );
}
