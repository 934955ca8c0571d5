import { PublicHeader } from '@/features/billing/components/billing-frame';
import { PricingFaq } from '@/features/billing/components/pricing-faq';
import { PricingSection } from '@/features/billing/components/pricing-section';

/**
 * /subscription for a signed-in user: the plans with checkout and the FAQ, inside the app. An anonymous visitor
 * gets the same page rendered by the server without the app (public-pricing-page.tsx).
 */
export default function SubscriptionPage() {
  return (
    <div className="flex min-h-svh flex-col bg-gradient-to-b from-primary/5 to-background">
      <PublicHeader />
      <main className="mx-auto grid w-full max-w-6xl flex-1 gap-16 px-4 py-10">
        <PricingSection context="public" />
        <PricingFaq />
      </main>
    </div>
  );
}
