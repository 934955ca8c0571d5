import { createMiddleware } from 'hono/factory';
import { nodeResponse } from './node-response';

/** A header name and its value, in the order they are sent. */
export type HeaderPair = readonly [name: string, value: string];

/**
 * The security headers of every response. CSP without inline script, except the scripts given by hash (the
 * landing page's own, src/server/inline-scripts.ts); styles may be inline because Radix positions popovers with
 * style attributes. HSTS only over HTTPS, where a browser honours it.
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
    ...(isHttps ? [['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'] as const] : []),
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
 * Sends `securityHeaderList` with every response; a header the route sent itself wins (user files are served
 * with a stricter, sandboxing CSP).
 *
 * Served by Node, the headers go on Node's response before the route runs (`nodeResponse`): setting a dozen Fetch
 * `Headers` on each finished response instead cost about a tenth of a balance read's throughput. Otherwise they
 * are added to the finished response.
 */
export function securityHeaders(isHttps: boolean, inlineScriptSources: string[] = []) {
  const headers = securityHeaderList(isHttps, inlineScriptSources);
  return createMiddleware(async (c, next) => {
    const outgoing = nodeResponse(c);
    if (outgoing) {
      for (const [name, value] of headers) outgoing.setHeader(name, value);
      return next();
    }
    await next();
    for (const [name, value] of headers) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    }
  });
}
