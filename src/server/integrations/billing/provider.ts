import type { PlanTier } from '@shared/plan-table';
import type { BillingInterval, BillingMode } from '@shared/plans';

/** A subscription as the provider reports it, in our terms. */
export type ProviderSubscription = {
  id: string;
  customerId: string;
  userId: string | null;
  /** The plan subscribed to (the provider's price tells which). */
  tier: PlanTier;
  status: 'active' | 'past_due' | 'canceled' | 'inactive';
  interval: BillingInterval;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  endedAt: Date | null;
  cardLast4: string | null;
};

/** What happened at the provider, once verified and read back (the webhook's meaning). */
export type BillingEvent =
  | {
      id: string;
      kind: 'checkout.completed';
      checkoutId: string | null;
      userId: string;
      subscription: ProviderSubscription;
    }
  | { id: string; kind: 'checkout.expired'; checkoutId: string | null }
  | { id: string; kind: 'subscription.changed'; subscription: ProviderSubscription }
  | { id: string; kind: 'invoice.paid'; invoiceId: string; subscription: ProviderSubscription }
  | { id: string; kind: 'ignored'; type: string };

export type CheckoutInput = {
  checkoutId: string;
  user: { id: string; email: string };
  customerId: string | null;
  /** The plan bought: one sold through checkout. */
  tier: PlanTier;
  interval: BillingInterval;
  hasDiscount: boolean;
  successUrl: string;
  cancelUrl: string;
};

export interface BillingProvider {
  readonly kind: BillingMode;
  createCheckout(input: CheckoutInput): Promise<{ url: string; providerSessionId: string | null }>;
  createPortal(input: { customerId: string | null; returnUrl: string }): Promise<{ url: string }>;
}

/** Raised when a webhook's signature or payload cannot be trusted. */
export class InvalidWebhookError extends Error {}
