import { useSearchParams } from 'react-router';
import * as BILLING_COPY from '@/features/billing/copy';
import { Alert } from '@/components/ui/alert';
import { PricingSection } from '@/features/billing/components/pricing-section';

/** /dashboard/pricing: "Upgrade Your Plan", with the discount code. The provider sends cancelled checkouts here. */
export default function DashboardPricingPage() {
  const [params] = useSearchParams();
  return (
    <div className="grid gap-6">
      {params.get('checkout') === 'canceled' ? <Alert>{BILLING_COPY.checkoutCanceledNotice}</Alert> : null}
      <PricingSection context="dashboard" />
    </div>
  );
}
