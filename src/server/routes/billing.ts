import { Hono } from 'hono';
import { z } from 'zod';
import { API_ERROR_CODES } from '@shared/api-error';
import { tierFromApiName } from '@shared/plan-table';
import { checkoutRequestSchema, enterpriseLeadSchema } from '@shared/billing-requests';
import { BILLING_MESSAGES } from '@shared/plans';
import type { SessionReader } from '../session-reader';
import { jsonError, validate } from '../http';
import { isStripe } from '../integrations/billing/create-provider';
import { InvalidWebhookError, type BillingProvider } from '../integrations/billing/provider';
import type { StripeBilling } from '../integrations/billing/stripe';
import type { Logger } from '../logger';
import { requireSession } from '../middleware/session';
import type { BillingService } from '../services/billing';
import type { LeadsService } from '../services/leads';

type Deps = {
  sessions: SessionReader;
  billing: BillingService;
  provider: BillingProvider | StripeBilling;
  leads: LeadsService;
  logger: Logger;
};

/** check-subscription: the signed-in user's plan as our tables know it. */
export function subscriptionRoutes({ sessions, billing }: Pick<Deps, 'sessions' | 'billing'>) {
  return new Hono().use(requireSession(sessions)).get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await billing.getStatus(c.var.session.user.id));
  });
}

const checkoutIdParam = z.object({ id: z.string().regex(/^chk_[A-Za-z0-9_-]{8,40}$/, 'Unknown checkout') });

export function billingRoutes({ sessions, billing, provider, leads, logger }: Deps) {
  const signedIn = new Hono()
    .use(requireSession(sessions))
    .post('/checkout', validate('json', checkoutRequestSchema), async (c) => {
      const { user } = c.var.session;
      const { planName, ...request } = c.req.valid('json');
      const tier = tierFromApiName(planName);
      return c.json(await billing.startCheckout({ id: user.id, email: user.email }, { tier, ...request }));
    })
    .post('/portal', async (c) => c.json(await billing.openPortal(c.var.session.user.id)))
    .post('/enterprise', validate('json', enterpriseLeadSchema), async (c) => {
      await leads.submit(c.var.session.user.id, c.req.valid('json'));
      return c.json({ ok: true }, 201);
    })
    // Test-mode checkout and portal pages call these; they answer 404 when Stripe is configured.
    .get('/test/checkout/:id', validate('param', checkoutIdParam), async (c) =>
      c.json(await billing.describeTestCheckout(c.var.session.user.id, c.req.valid('param').id)),
    )
    .post('/test/checkout/:id/pay', validate('param', checkoutIdParam), async (c) =>
      c.json(await billing.payTestCheckout(c.var.session.user.id, c.req.valid('param').id)),
    )
    .post('/test/checkout/:id/cancel', validate('param', checkoutIdParam), async (c) => {
      await billing.cancelTestCheckout(c.var.session.user.id, c.req.valid('param').id);
      return c.json({ ok: true });
    })
    .post(
      '/test/subscription/:action',
      validate('param', z.object({ action: z.enum(['cancel', 'resume', 'renew']) })),
      async (c) =>
        c.json(await billing.changeTestSubscription(c.var.session.user.id, c.req.valid('param').action)),
    );

  return new Hono()
    .post('/webhook', async (c) => {
      if (!isStripe(provider)) return jsonError(c, 404, API_ERROR_CODES.notFound, BILLING_MESSAGES.stripeOff);
      // The signature covers the exact bytes: read the raw body, never re-serialised JSON.
      const rawBody = await c.req.text();
      try {
        const event = await provider.parseWebhook(rawBody, c.req.header('stripe-signature'));
        const { applied } = await billing.applyEvent(event);
        return c.json({ received: true, applied });
      } catch (error) {
        if (error instanceof InvalidWebhookError) {
          logger.warn({ reason: error.message }, 'webhook rejected');
          return jsonError(c, 400, 'INVALID_SIGNATURE', BILLING_MESSAGES.webhookSignature);
        }
        throw error;
      }
    })
    .route('/', signedIn);
}
