import { randomBytes } from 'node:crypto';
import { and, eq, or } from 'drizzle-orm';
import { DEFAULT_TIER, apiNameOf, planOf, tierFromApiName, type PlanTier } from '@shared/plan-table';
import {
  BILLING_MESSAGES,
  DISCOUNT_CODE,
  type BillingInterval,
  type SubscriptionStatus,
} from '@shared/plans';
import { PAGE_PATHS } from '@shared/routes';
import type { Database } from '../db/client';
import { subscriberTierValue, tierOfSubscriberValue, tierOfTierColumn } from '../db/plan-columns';
import { billingEvents, checkoutSessions, discountRedemptions, subscribers, user } from '../db/schema';
import { HttpError } from '../http';
import type { BillingEvent, BillingProvider, ProviderSubscription } from '../integrations/billing/provider';
import type { Logger } from '../logger';
import type { Clock } from './clock';
import type { CreditsService } from './credits';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url')}`;

/** The same day of the month, one interval later (clamped to the month's last day, as card billing does). */
export function addInterval(start: Date, interval: BillingInterval): Date {
  const months = interval === 'year' ? 12 : 1;
  const target = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  target.setUTCHours(
    start.getUTCHours(),
    start.getUTCMinutes(),
    start.getUTCSeconds(),
    start.getUTCMilliseconds(),
  );
  return target;
}

export type BillingDeps = {
  db: Database;
  provider: BillingProvider;
  credits: CreditsService;
  clock: Clock;
  appUrl: string;
  logger: Logger;
};

export type BillingService = ReturnType<typeof createBillingService>;

export function createBillingService({ db, provider, credits, clock, appUrl, logger }: BillingDeps) {
  async function subscriberOf(executor: Database | Transaction, userId: string) {
    const [row] = await executor.select().from(subscribers).where(eq(subscribers.userId, userId));
    return row;
  }

  /** Records the subscription as the provider reports it; the plan of the credits follows. */
  async function applySubscription(
    tx: Transaction,
    userId: string,
    subscription: ProviderSubscription,
    providerKind: string,
  ) {
    const [owner] = await tx.select({ email: user.email }).from(user).where(eq(user.id, userId));
    if (!owner) throw new Error(`billing event for unknown user ${userId}`);
    const isActive = subscription.status === 'active';
    const values = {
      email: owner.email,
      subscribed: isActive,
      subscriptionTier: subscriberTierValue(subscription.tier),
      status: subscription.status,
      billingInterval: subscription.interval,
      currentPeriodStart: subscription.currentPeriodStart,
      currentPeriodEnd: subscription.currentPeriodEnd,
      endedAt: isActive ? null : (subscription.endedAt ?? clock.now()),
      cardLast4: subscription.cardLast4,
      provider: providerKind,
      providerCustomerId: subscription.customerId,
      providerSubscriptionId: subscription.id,
      updatedAt: clock.now(),
    };
    await tx
      .insert(subscribers)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: subscribers.userId, set: values });
    await credits.setTier(tx, userId, isActive ? subscription.tier : DEFAULT_TIER);
  }

  /** The user a provider subscription belongs to: its metadata, else the customer we recorded. */
  async function ownerOf(tx: Transaction, subscription: ProviderSubscription): Promise<string | null> {
    if (subscription.userId) return subscription.userId;
    const [row] = await tx
      .select({ userId: subscribers.userId })
      .from(subscribers)
      .where(
        or(
          eq(subscribers.providerSubscriptionId, subscription.id),
          eq(subscribers.providerCustomerId, subscription.customerId),
        ),
      );
    return row?.userId ?? null;
  }

  async function releaseDiscount(tx: Transaction, checkoutId: string) {
    await tx.delete(discountRedemptions).where(eq(discountRedemptions.checkoutSessionId, checkoutId));
  }

  /** Applies a verified provider event exactly once: its id is recorded in the same transaction as its effect. */
  async function applyEvent(event: BillingEvent): Promise<{ applied: boolean }> {
    return db.transaction(async (tx) => {
      const recorded = await tx
        .insert(billingEvents)
        .values({ id: event.id, provider: provider.kind, type: event.kind })
        .onConflictDoNothing()
        .returning({ id: billingEvents.id });
      if (!recorded.length) return { applied: false };

      switch (event.kind) {
        case 'checkout.completed': {
          await applySubscription(tx, event.userId, event.subscription, provider.kind);
          if (event.checkoutId) {
            await tx
              .update(checkoutSessions)
              .set({ status: 'completed' })
              .where(eq(checkoutSessions.id, event.checkoutId));
          }
          break;
        }
        case 'checkout.expired': {
          if (!event.checkoutId) break;
          const expired = await tx
            .update(checkoutSessions)
            .set({ status: 'expired' })
            .where(and(eq(checkoutSessions.id, event.checkoutId), eq(checkoutSessions.status, 'open')))
            .returning({ id: checkoutSessions.id });
          if (expired.length) await releaseDiscount(tx, event.checkoutId);
          break;
        }
        case 'subscription.changed':
        case 'invoice.paid': {
          const userId = await ownerOf(tx, event.subscription);
          if (!userId) {
            logger.warn(
              { event: event.id, subscription: event.subscription.id },
              'billing event for an unknown subscription',
            );
            break;
          }
          await applySubscription(tx, userId, event.subscription, provider.kind);
          const allowance = planOf(event.subscription.tier).credits.perPeriod;
          if (event.kind === 'invoice.paid' && allowance !== null) {
            // Each paid period sets the plan's allowance once, keyed by the invoice.
            await credits.startPaidPeriod(tx, {
              userId,
              allowance,
              key: `${provider.kind}:invoice:${event.invoiceId}`,
            });
          }
          break;
        }
        case 'ignored':
          break;
      }
      return { applied: true };
    });
  }

  async function getStatus(userId: string): Promise<SubscriptionStatus> {
    const row = await subscriberOf(db, userId);
    if (!row) {
      return {
        subscribed: false,
        subscription_tier: apiNameOf(DEFAULT_TIER),
        subscription_end: null,
        card_last4: null,
        status: 'inactive',
        billing_interval: null,
        provider: null,
      };
    }
    const end = row.subscribed ? row.currentPeriodEnd : (row.endedAt ?? row.currentPeriodEnd);
    return {
      subscribed: row.subscribed,
      subscription_tier: apiNameOf(tierOfSubscriberValue(row.subscriptionTier)),
      subscription_end: end?.toISOString() ?? null,
      card_last4: row.cardLast4,
      status: row.status as SubscriptionStatus['status'],
      billing_interval: row.billingInterval as BillingInterval | null,
      provider: row.provider as SubscriptionStatus['provider'],
    };
  }

  /** A test-mode subscription snapshot, shaped as a provider would report it. */
  function testSubscription(
    userId: string,
    changes: Partial<ProviderSubscription> & Pick<ProviderSubscription, 'status' | 'tier'>,
  ) {
    const now = clock.now();
    return {
      id: `test_sub_${userId}`,
      customerId: `test_cus_${userId}`,
      userId,
      interval: 'month' as BillingInterval,
      currentPeriodStart: now,
      currentPeriodEnd: addInterval(now, 'month'),
      endedAt: null,
      cardLast4: '4242',
      ...changes,
    } satisfies ProviderSubscription;
  }

  /**
   * With billing off, nothing that buys, pays or grants credits runs: refused before any row is written. 503, as
   * for any service the server does not offer yet; the pages learn the mode from /api/config and say so first.
   */
  function requireBilling() {
    if (provider.kind === 'off') throw new HttpError(503, 'BILLING_OFF', BILLING_MESSAGES.billingOff);
  }

  async function requireTestMode() {
    requireBilling();
    if (provider.kind !== 'test') throw new HttpError(404, 'NOT_FOUND', BILLING_MESSAGES.testModeOff);
  }

  async function openTestCheckout(userId: string, checkoutId: string) {
    await requireTestMode();
    const [checkout] = await db
      .select()
      .from(checkoutSessions)
      .where(and(eq(checkoutSessions.id, checkoutId), eq(checkoutSessions.userId, userId)));
    if (!checkout) throw new HttpError(404, 'NOT_FOUND', BILLING_MESSAGES.checkoutNotFound);
    return checkout;
  }

  return {
    getStatus,
    applyEvent,

    /** A checkout of `request.tier`, a plan sold through checkout (the request schema admits no other). */
    async startCheckout(
      account: { id: string; email: string },
      request: { tier: PlanTier; interval: BillingInterval; discountCode?: string },
    ) {
      requireBilling();
      const current = await getStatus(account.id);
      // One self-serve subscription at a time: another plan is chosen in the provider's portal.
      if (current.subscribed && planOf(tierFromApiName(current.subscription_tier)).purchase === 'checkout') {
        throw new HttpError(409, 'ALREADY_SUBSCRIBED', BILLING_MESSAGES.alreadySubscribed);
      }
      const checkoutId = newId('chk');
      const hasDiscount = request.discountCode === DISCOUNT_CODE;
      await db.transaction(async (tx) => {
        await tx.insert(checkoutSessions).values({
          id: checkoutId,
          userId: account.id,
          plan: request.tier,
          interval: request.interval,
          discountCode: hasDiscount ? DISCOUNT_CODE : null,
          provider: provider.kind,
        });
        if (!hasDiscount) return;
        // The unique (user, code) row is the once-per-user rule; a second checkout with the code fails here.
        const redeemed = await tx
          .insert(discountRedemptions)
          .values({ userId: account.id, code: DISCOUNT_CODE, checkoutSessionId: checkoutId })
          .onConflictDoNothing()
          .returning({ id: discountRedemptions.id });
        if (!redeemed.length)
          throw new HttpError(409, 'DISCOUNT_ALREADY_USED', BILLING_MESSAGES.discountAlreadyUsed);
      });

      try {
        const subscriber = await subscriberOf(db, account.id);
        const { url, providerSessionId } = await provider.createCheckout({
          checkoutId,
          user: account,
          customerId: subscriber?.provider === provider.kind ? subscriber.providerCustomerId : null,
          tier: request.tier,
          interval: request.interval,
          hasDiscount,
          successUrl: `${appUrl}${PAGE_PATHS.manageSubscription}?checkout=success`,
          cancelUrl: `${appUrl}${PAGE_PATHS.pricing}?checkout=canceled`,
        });
        if (providerSessionId) {
          await db
            .update(checkoutSessions)
            .set({ providerSessionId })
            .where(eq(checkoutSessions.id, checkoutId));
        }
        return { url };
      } catch (error) {
        logger.error({ err: error, checkoutId }, 'checkout could not be created');
        await db.transaction(async (tx) => {
          await tx
            .update(checkoutSessions)
            .set({ status: 'canceled' })
            .where(eq(checkoutSessions.id, checkoutId));
          await releaseDiscount(tx, checkoutId);
        });
        throw new HttpError(502, 'CHECKOUT_FAILED', BILLING_MESSAGES.checkoutFailed);
      }
    },

    async openPortal(userId: string) {
      requireBilling();
      const subscriber = await subscriberOf(db, userId);
      if (provider.kind === 'stripe' && !subscriber?.providerCustomerId) {
        throw new HttpError(404, 'NO_SUBSCRIPTION', BILLING_MESSAGES.noSubscription);
      }
      return provider.createPortal({
        customerId: subscriber?.providerCustomerId ?? null,
        returnUrl: `${appUrl}${PAGE_PATHS.manageSubscription}`,
      });
    },

    async describeTestCheckout(userId: string, checkoutId: string) {
      const checkout = await openTestCheckout(userId, checkoutId);
      return {
        id: checkout.id,
        plan: apiNameOf(tierOfTierColumn(checkout.plan)),
        interval: checkout.interval as BillingInterval,
        discountCode: checkout.discountCode,
        status: checkout.status as 'open' | 'completed' | 'canceled' | 'expired',
      };
    },

    /** "Pay (test mode)": the checkout completes and the first invoice is paid, as Stripe would report. */
    async payTestCheckout(userId: string, checkoutId: string) {
      const checkout = await openTestCheckout(userId, checkoutId);
      if (checkout.status !== 'open')
        throw new HttpError(409, 'CHECKOUT_CLOSED', BILLING_MESSAGES.checkoutClosed);
      const interval = checkout.interval as BillingInterval;
      const now = clock.now();
      const subscription = testSubscription(userId, {
        status: 'active',
        tier: tierOfTierColumn(checkout.plan),
        interval,
        currentPeriodStart: now,
        currentPeriodEnd: addInterval(now, interval),
      });
      const completed = await applyEvent({
        id: `test_evt_completed_${checkoutId}`,
        kind: 'checkout.completed',
        checkoutId,
        userId,
        subscription,
      });
      if (!completed.applied) throw new HttpError(409, 'CHECKOUT_CLOSED', BILLING_MESSAGES.checkoutClosed);
      await applyEvent({
        id: `test_evt_paid_${checkoutId}`,
        kind: 'invoice.paid',
        invoiceId: `test_in_${checkoutId}`,
        subscription,
      });
      return getStatus(userId);
    },

    async cancelTestCheckout(userId: string, checkoutId: string) {
      await openTestCheckout(userId, checkoutId);
      await applyEvent({ id: `test_evt_expired_${checkoutId}`, kind: 'checkout.expired', checkoutId });
    },

    /** Test-mode portal: cancel now, resume with a new paid period, or start the next period early. */
    async changeTestSubscription(userId: string, action: 'cancel' | 'resume' | 'renew') {
      await requireTestMode();
      const row = await subscriberOf(db, userId);
      if (!row?.providerSubscriptionId)
        throw new HttpError(404, 'NO_SUBSCRIPTION', BILLING_MESSAGES.noSubscription);
      const interval = (row.billingInterval as BillingInterval | null) ?? 'month';
      const tier = tierOfSubscriberValue(row.subscriptionTier);
      const now = clock.now();
      if (action === 'cancel') {
        if (!row.subscribed) throw new HttpError(409, 'NOT_ACTIVE', BILLING_MESSAGES.alreadyCancelled);
        await applyEvent({
          id: newId('test_evt'),
          kind: 'subscription.changed',
          subscription: testSubscription(userId, {
            status: 'canceled',
            tier,
            interval,
            currentPeriodStart: row.currentPeriodStart ?? now,
            currentPeriodEnd: row.currentPeriodEnd ?? now,
            endedAt: now,
          }),
        });
      } else {
        if (action === 'resume' && row.subscribed)
          throw new HttpError(409, 'ALREADY_ACTIVE', BILLING_MESSAGES.alreadyActive);
        if (action === 'renew' && !row.subscribed)
          throw new HttpError(409, 'NOT_ACTIVE', BILLING_MESSAGES.resumeFirst);
        const start = action === 'renew' && row.currentPeriodEnd ? row.currentPeriodEnd : now;
        const subscription = testSubscription(userId, {
          status: 'active',
          tier,
          interval,
          currentPeriodStart: start,
          currentPeriodEnd: addInterval(start, interval),
        });
        await applyEvent({
          id: newId('test_evt'),
          kind: 'invoice.paid',
          invoiceId: newId('test_in'),
          subscription,
        });
      }
      return getStatus(userId);
    },
  };
}
