import type { BillingProvider } from './provider';

/**
 * Billing with no keys: the checkout and the customer portal are pages of this app, clearly marked as test
 * mode, and paying runs the same subscription state machine as Stripe's webhooks do.
 */
export function createTestModeBilling(appUrl: string): BillingProvider {
  return {
    kind: 'test',
    async createCheckout({ checkoutId }) {
      return { url: `${appUrl}/billing/checkout/${checkoutId}`, providerSessionId: null };
    },
    async createPortal() {
      return { url: `${appUrl}/billing/portal` };
    },
  };
}
