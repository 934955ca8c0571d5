import { createServer, type IncomingMessage, type Server } from 'node:http';
import Stripe from 'stripe';
import { listenOnLoopback } from './loopback';

type Params = Record<string, string>;
export type FakeSubscription = {
  id: string;
  customer: string;
  status: Stripe.Subscription.Status;
  userId: string;
  interval: 'month' | 'year';
  periodStart: number;
  periodEnd: number;
  last4: string;
  endedAt?: number | null;
};

/**
 * An HTTP-level test double of the parts of the Stripe API we call. The real `stripe` client is pointed at it
 * (STRIPE_API_BASE), so our adapter code runs unchanged; events are signed with Stripe's own signer.
 */
export async function startStripeFake(options: { secretKey: string; webhookSecret: string }) {
  const { webhookSecret } = options;
  const coupons = new Map<string, Params>();
  const subscriptions = new Map<string, FakeSubscription>();
  const requests: { method: string; path: string; params: Params }[] = [];
  let counter = 0;

  const readForm = (req: IncomingMessage) =>
    new Promise<Params>((resolve) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => resolve(Object.fromEntries(new URLSearchParams(body))));
    });

  const subscriptionObject = (sub: FakeSubscription) => ({
    id: sub.id,
    object: 'subscription',
    customer: sub.customer,
    status: sub.status,
    metadata: { userId: sub.userId },
    ended_at: sub.endedAt ?? null,
    canceled_at: sub.endedAt ?? null,
    default_payment_method: {
      id: 'pm_1',
      object: 'payment_method',
      card: { last4: sub.last4, brand: 'visa' },
    },
    items: {
      object: 'list',
      data: [
        {
          id: `si_${sub.id}`,
          object: 'subscription_item',
          current_period_start: sub.periodStart,
          current_period_end: sub.periodEnd,
          price: { id: `price_${sub.interval}`, object: 'price', recurring: { interval: sub.interval } },
        },
      ],
    },
  });

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stripe.test');
    const params = req.method === 'POST' ? await readForm(req) : Object.fromEntries(url.searchParams);
    requests.push({ method: req.method ?? '', path: url.pathname, params });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${++counter}` });
      res.end(JSON.stringify(body));
    };
    if (req.headers.authorization !== `Bearer ${options.secretKey}`) {
      return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    }
    const notFound = (what: string) =>
      send(404, {
        error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` },
      });

    const coupon = /^\/v1\/coupons\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && coupon) {
      const found = coupons.get(decodeURIComponent(coupon[1]!));
      return found ? send(200, { object: 'coupon', ...found }) : notFound('coupon');
    }
    if (req.method === 'POST' && url.pathname === '/v1/coupons') {
      coupons.set(params.id!, params);
      return send(200, { object: 'coupon', ...params });
    }
    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const id = `cs_test_${++counter}`;
      return send(200, { id, object: 'checkout.session', url: `https://checkout.stripe.test/c/pay/${id}` });
    }
    if (req.method === 'POST' && url.pathname === '/v1/billing_portal/sessions') {
      return send(200, {
        id: `bps_${++counter}`,
        object: 'billing_portal.session',
        url: `https://billing.stripe.test/p/session/${params.customer}`,
      });
    }
    const subscription = /^\/v1\/subscriptions\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && subscription) {
      const found = subscriptions.get(subscription[1]!);
      return found ? send(200, subscriptionObject(found)) : notFound('subscription');
    }
    return notFound(`route ${req.method} ${url.pathname}`);
  });
  const { origin, close } = await listenOnLoopback(server);

  return {
    apiBase: origin,
    requests,
    coupons,
    setSubscription: (sub: FakeSubscription) => subscriptions.set(sub.id, sub),
    /** A webhook delivery: the JSON body and its Stripe-Signature header (optionally with another timestamp). */
    signedEvent(
      type: string,
      object: object,
      options: { id?: string; timestamp?: number; secret?: string } = {},
    ) {
      const payload = JSON.stringify({
        id: options.id ?? `evt_${++counter}`,
        object: 'event',
        type,
        api_version: '2026-10-28.endive',
        created: Math.floor(Date.now() / 1000),
        data: { object },
      });
      const signature = Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: options.secret ?? webhookSecret,
        timestamp: options.timestamp,
      });
      return { payload, signature };
    },
    close,
  };
}
