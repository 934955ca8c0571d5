import { useParams } from 'react-router';
import { TestModeCheckout } from '@/features/billing/components/test-mode-checkout';

/** /billing/checkout/:id — test mode's stand-in for the provider's hosted checkout. */
export default function BillingCheckoutPage() {
  const { id = '' } = useParams();
  return <TestModeCheckout id={id} />;
}
