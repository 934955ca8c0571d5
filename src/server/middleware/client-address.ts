import { createMiddleware } from 'hono/factory';
import { createProxyTrust, resolveClientAddress } from '../client-address';
import { peerAddress } from '../http';

/**
 * Works out each request's client address once (TRUSTED_PROXIES: X-Forwarded-For is believed only from these
 * peers); `clientAddress(c)` reads it. With no trusted proxy, it is the TCP peer.
 */
export function resolveClientAddresses(trustedProxies: readonly string[]) {
  const isTrusted = createProxyTrust(trustedProxies);
  // Not an async function: a request pays for each promise a middleware layer adds.
  return createMiddleware((c, next) => {
    c.set('clientAddress', resolveClientAddress(peerAddress(c), c.req.header('x-forwarded-for'), isTrusted));
    return next();
  });
}
