import { createMiddleware } from 'hono/factory';
import { API_ERROR_CODES } from '@shared/api-error';
import { REQUEST_ERRORS } from '@shared/messages';
import { jsonError } from '../http';

/** Methods that change nothing here; every other one may, and is checked. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Called by another site on purpose and authenticated by other means than the session cookie: Stripe's events carry
 * a signature checked by the route. (Google's OAuth callback is a GET, and better-auth checks its state.)
 */
const CALLED_CROSS_SITE = new Set(['POST /api/billing/webhook']);

/**
 * Refuses, with 403, a request that may change something when a browser says it comes from another site: its
 * `Origin` is not APP_URL's origin, or its `Sec-Fetch-Site` is `cross-site` (or `same-site` from another origin,
 * e.g. a sibling subdomain). The session cookie's SameSite=Lax does not cover sibling subdomains, and browsers
 * that ignore SameSite send the cookie anyway; this check does not depend on it. A request with neither header
 * does not come from a browser page (curl, a server), where a forged request cannot carry the victim's cookie, and
 * passes.
 */
export function refuseCrossSiteRequests(appUrl: string) {
  const appOrigin = new URL(appUrl).origin;
  // Not an async function: every request passes here, and a request pays for each promise a layer adds.
  return createMiddleware((c, next) => {
    const method = c.req.method.toUpperCase();
    if (SAFE_METHODS.has(method) || CALLED_CROSS_SITE.has(`${method} ${c.req.path}`)) return next();
    const origin = c.req.header('origin');
    const site = c.req.header('sec-fetch-site');
    const isForeignOrigin = origin !== undefined && origin !== appOrigin;
    const isOtherSite = site === 'cross-site' || (site === 'same-site' && origin !== appOrigin);
    if (isForeignOrigin || isOtherSite) {
      return Promise.resolve(jsonError(c, 403, API_ERROR_CODES.forbidden, REQUEST_ERRORS.crossSite));
    }
    return next();
  });
}
