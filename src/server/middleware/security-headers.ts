import { createMiddleware } from 'hono/factory';
import { nodeResponse } from './node-response';

/** A header name and its value, in the order they are sent. */
export type HeaderPair = readonly [name: string, value: string];

const HSTS: HeaderPair = ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'];

/**
 * The security headers of a page (and of every other answer outside the API). CSP without inline script, except
 * the scripts given by hash (the landing page's own, src/server/inline-scripts.ts); styles may be inline because
 * Radix positions popovers with style attributes. HSTS only over HTTPS, where a browser honours it.
 */
export function securityHeaderList(isHttps: boolean, inlineScriptSources: string[] = []): HeaderPair[] {
  const csp = [
    "default-src 'self'",
    ['script-src', "'self'", ...inlineScriptSources].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return [
    ['Content-Security-Policy', csp],
    ['Cross-Origin-Opener-Policy', 'same-origin-allow-popups'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Origin-Agent-Cluster', '?1'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=()'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ...(isHttps ? [HSTS] : []),
    ['X-Content-Type-Options', 'nosniff'],
    ['X-DNS-Prefetch-Control', 'off'],
    ['X-Download-Options', 'noopen'],
    ['X-Frame-Options', 'DENY'],
    ['X-Permitted-Cross-Domain-Policies', 'none'],
    // Turns off the old XSS auditors, which could be abused to blank out parts of a page.
    ['X-XSS-Protection', '0'],
  ];
}

/**
 * The security headers of an API answer: JSON, an event stream, a redirect of the sign-in flow or a user's file.
 * What keeps such an answer from being used in another site's page or read as something else: a CSP under which,
 * opened as a document, it loads and runs nothing and cannot be framed (a user's file sends a sandboxing one of
 * its own); no cross-origin embedding; no MIME sniffing; no framing in browsers without frame-ancestors; no
 * cross-domain policy for PDF readers; the referrer policy, which a redirect passes on. The other page headers
 * (COOP, Origin-Agent-Cluster, Permissions-Policy, DNS prefetch, X-XSS-Protection, X-Download-Options) only
 * govern a document's own browsing and are left off: they were two thirds of every balance read's headers.
 */
export function apiSecurityHeaderList(isHttps: boolean): HeaderPair[] {
  return [
    ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ...(isHttps ? [HSTS] : []),
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ['X-Permitted-Cross-Domain-Policies', 'none'],
  ];
}

/** Where the API answers: its answers get `apiSecurityHeaderList`, every other path `securityHeaderList`. */
const API_PREFIX = '/api/';

/**
 * Sends the security headers with every response: `apiSecurityHeaderList` under /api/, `securityHeaderList`
 * elsewhere; a header the route sent itself wins (user files are served with a stricter, sandboxing CSP).
 *
 * Served by Node, the headers go on Node's response before the route runs (`nodeResponse`): setting a dozen Fetch
 * `Headers` on each finished response instead cost about a tenth of a balance read's throughput. Otherwise they
 * are added to the finished response.
 */
export function securityHeaders(isHttps: boolean, inlineScriptSources: string[] = []) {
  const pageHeaders = securityHeaderList(isHttps, inlineScriptSources);
  const apiHeaders = apiSecurityHeaderList(isHttps);
  // Not an async function: served by Node, nothing is left to do after the route, and a request pays for each
  // promise a layer adds.
  return createMiddleware((c, next) => {
    const headers = c.req.path.startsWith(API_PREFIX) ? apiHeaders : pageHeaders;
    const outgoing = nodeResponse(c);
    if (outgoing) {
      for (const [name, value] of headers) outgoing.setHeader(name, value);
      return next();
    }
    return next().then(() => {
      for (const [name, value] of headers) {
        if (!c.res.headers.has(name)) c.res.headers.set(name, value);
      }
    });
  });
}
