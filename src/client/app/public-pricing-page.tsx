import * as BILLING_COPY from '@/features/billing/copy';
import { PublicHeaderBar } from '@/features/billing/components/billing-frame';
import { PricingFaq } from '@/features/billing/components/pricing-faq';
import { StaticPricing } from './static-pricing';

/**
 * /subscription for an anonymous visitor, rendered by the server without the app: the plans, whose Pro and
 * Enterprise buttons ask to log in first, and the FAQ. It reads nothing of the visitor, so it is the same for all.
 */
export function PublicPricingPage({ isBillingOff }: { isBillingOff: boolean }) {
  return (
    <div className="flex min-h-svh flex-col bg-gradient-to-b from-primary/5 to-background">
      <PublicHeaderBar isSignedIn={false} />
      <main className="mx-auto grid w-full max-w-6xl flex-1 gap-16 px-4 py-10">
        <StaticPricing title={BILLING_COPY.publicTitle} headingLevel={1} isBillingOff={isBillingOff} />
        <PricingFaq />
      </main>
    </div>
  );
}
