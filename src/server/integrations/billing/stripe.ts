import type Stripe from 'stripe';
import { planOf, type BillingInterval, type PlanTier } from '@shared/plan-table';
import { DISCOUNT_CODE } from '@shared/plans';
import type { BillingEvent, BillingProvider, CheckoutInput, ProviderSubscription } from './provider';
import { InvalidWebhookError } from './provider';

/** A plan sold through checkout, as Stripe knows it (the plan table names the variables holding these ids). */
export type StripePlan = {
  tier: PlanTier;
  /** The price id for each billing interval. */
  prices: Record<BillingInterval, string>;
  /** Optional coupon that brings the first months of monthly billing to the introductory price. */
  introCouponId?: string;
};

export type StripeSettings = {
  secretKey: string;
  webhookSecret: string;
  /** The plans sold through checkout; a subscription at a price none of them lists counts as the first. */
  plans: [StripePlan, ...StripePlan[]];
  /** Coupon for JUN20 (100 % off the introductory months); created on first use when missing. */
  discountCouponId: string;
  /** Another API origin (stripe-mock, or a test double). */
  apiBase?: string;
};

const STRIPE_TIMEOUT_MS = 15_000;

/**
 * The SDK is imported on first use, not with the server: it costs ~120 ms of every start, and a server without
 * STRIPE_SECRET_KEY (test-mode billing) never needs it.
 */
async function loadStripe(): Promise<typeof Stripe> {
  return (await import('stripe')).default;
}

async function stripeClient(settings: StripeSettings): Promise<Stripe> {
  const StripeSdk = await loadStripe();
  const base = settings.apiBase ? new URL(settings.apiBase) : null;
  return new StripeSdk(settings.secretKey, {
    timeout: STRIPE_TIMEOUT_MS,
    maxNetworkRetries: 2,
    ...(base && {
      host: base.hostname,
      port: base.port || (base.protocol === 'https:' ? 443 : 80),
      protocol: base.protocol.replace(':', '') as 'http' | 'https',
    }),
  });
}

function toStatus(status: Stripe.Subscription.Status): ProviderSubscription['status'] {
  if (status === 'active' || status === 'trialing') return 'active';
  if (status === 'past_due' || status === 'unpaid') return 'past_due';
  if (status === 'canceled' || status === 'incomplete_expired') return 'canceled';
  return 'inactive';
}

const fromUnix = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);

/**
 * Normalises a subscription; periods live on the item in current API versions, on the subscription in older ones.
 * `tierOfPrice` names the plan of the item's price.
 */
export function toProviderSubscription(
  subscription: Stripe.Subscription,
  tierOfPrice: (priceId: string | undefined) => PlanTier,
): ProviderSubscription {
  const item = subscription.items?.data?.[0] as
    (Stripe.SubscriptionItem & { current_period_start?: number; current_period_end?: number }) | undefined;
  const legacy = subscription as Stripe.Subscription & {
    current_period_start?: number;
    current_period_end?: number;
  };
  const paymentMethod = subscription.default_payment_method;
  const card = paymentMethod && typeof paymentMethod === 'object' ? paymentMethod.card : null;
  return {
    id: subscription.id,
    customerId: typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id,
    userId: subscription.metadata?.userId ?? null,
    tier: tierOfPrice(item?.price?.id),
    status: toStatus(subscription.status),
    interval: item?.price?.recurring?.interval === 'year' ? 'year' : 'month',
    currentPeriodStart: fromUnix(item?.current_period_start ?? legacy.current_period_start) ?? new Date(),
    currentPeriodEnd: fromUnix(item?.current_period_end ?? legacy.current_period_end) ?? new Date(),
    endedAt: fromUnix(subscription.ended_at ?? subscription.canceled_at),
    cardLast4: card?.last4 ?? null,
  };
}

function subscriptionIdOf(invoice: Stripe.Invoice): string | null {
  const modern = invoice.parent?.subscription_details?.subscription;
  const legacy = (invoice as Stripe.Invoice & { subscription?: string | Stripe.Subscription | null })
    .subscription;
  const value = modern ?? legacy ?? null;
  return typeof value === 'string' ? value : (value?.id ?? null);
}

export function createStripeBilling(settings: StripeSettings) {
  let client: Promise<Stripe> | undefined;
  const stripe = () => (client ??= stripeClient(settings));
  const planOfTier = (tier: PlanTier) => settings.plans.find((plan) => plan.tier === tier);
  const tierOfPrice = (priceId: string | undefined) =>
    (settings.plans.find((plan) => Object.values(plan.prices).includes(priceId ?? '')) ?? settings.plans[0])
      .tier;

  async function readSubscription(id: string): Promise<ProviderSubscription> {
    const api = await stripe();
    return toProviderSubscription(
      await api.subscriptions.retrieve(id, { expand: ['default_payment_method'] }),
      tierOfPrice,
    );
  }

  /** JUN20: 100 % off the introductory months of the plan being bought. */
  async function ensureDiscountCoupon(tier: PlanTier): Promise<string> {
    const api = await stripe();
    const { errors } = await loadStripe();
    try {
      return (await api.coupons.retrieve(settings.discountCouponId)).id;
    } catch (error) {
      if (!(error instanceof errors.StripeInvalidRequestError) || error.statusCode !== 404) throw error;
      const coupon = await api.coupons.create({
        id: settings.discountCouponId,
        name: DISCOUNT_CODE,
        percent_off: 100,
        duration: 'repeating',
        duration_in_months: planOf(tier).prices?.intro?.months,
      });
      return coupon.id;
    }
  }

  const provider: BillingProvider & {
    parseWebhook(rawBody: string, signature: string | undefined): Promise<BillingEvent>;
  } = {
    kind: 'stripe',

    async createCheckout(input: CheckoutInput) {
      const plan = planOfTier(input.tier);
      if (!plan) throw new Error(`No Stripe prices for the ${input.tier} plan`);
      const coupon = input.hasDiscount
        ? await ensureDiscountCoupon(input.tier)
        : input.interval === 'month'
          ? plan.introCouponId
          : undefined;
      const api = await stripe();
      const session = await api.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: plan.prices[input.interval], quantity: 1 }],
        ...(input.customerId ? { customer: input.customerId } : { customer_email: input.user.email }),
        client_reference_id: input.user.id,
        metadata: { userId: input.user.id, checkoutId: input.checkoutId },
        subscription_data: { metadata: { userId: input.user.id } },
        ...(coupon ? { discounts: [{ coupon }] } : {}),
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
      });
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
      return { url: session.url, providerSessionId: session.id };
    },

    async createPortal({ customerId, returnUrl }) {
      if (!customerId) throw new Error('No Stripe customer for this user');
      const api = await stripe();
      const session = await api.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
      });
      return { url: session.url };
    },

    /**
     * Verifies the signature on the raw body, then reads the subscription back from Stripe: events may arrive
     * late or out of order, and the subscription's current state is what counts.
     */
    async parseWebhook(rawBody, signature) {
      const api = await stripe();
      let event: Stripe.Event;
      try {
        event = api.webhooks.constructEvent(rawBody, signature ?? '', settings.webhookSecret);
      } catch (error) {
        throw new InvalidWebhookError(error instanceof Error ? error.message : 'invalid signature');
      }
      switch (event.type) {
        case 'checkout.session.completed': {
          const session = event.data.object;
          const subscriptionId =
            typeof session.subscription === 'string' ? session.subscription : session.subscription?.id;
          const userId = session.client_reference_id ?? session.metadata?.userId;
          if (!subscriptionId || !userId) return { id: event.id, kind: 'ignored', type: event.type };
          return {
            id: event.id,
            kind: 'checkout.completed',
            checkoutId: session.metadata?.checkoutId ?? null,
            userId,
            subscription: await readSubscription(subscriptionId),
          };
        }
        case 'checkout.session.expired':
          return {
            id: event.id,
            kind: 'checkout.expired',
            checkoutId: event.data.object.metadata?.checkoutId ?? null,
          };
        case 'customer.subscription.created':
        case 'customer.subscription.updated':
        case 'customer.subscription.deleted':
          return {
            id: event.id,
            kind: 'subscription.changed',
            subscription: await readSubscription(event.data.object.id),
          };
        case 'invoice.paid': {
          const subscriptionId = subscriptionIdOf(event.data.object);
          if (!subscriptionId || !event.data.object.id)
            return { id: event.id, kind: 'ignored', type: event.type };
          return {
            id: event.id,
            kind: 'invoice.paid',
            invoiceId: event.data.object.id,
            subscription: await readSubscription(subscriptionId),
          };
        }
        default:
          return { id: event.id, kind: 'ignored', type: event.type };
      }
    },
  };
  return provider;
}

export type StripeBilling = ReturnType<typeof createStripeBilling>;
