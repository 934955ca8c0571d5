import { TestModePortal } from '@/features/billing/components/test-mode-portal';

/** /billing/portal — test mode's stand-in for the provider's customer portal. */
export default function BillingPortalPage() {
  return <TestModePortal />;
}
