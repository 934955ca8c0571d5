import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { secureHeaders } from 'hono/secure-headers';

/** The theme script, inlined verbatim into the prerendered landing page (scripts/prerender.mjs). */
export const THEME_INIT_FILE = 'theme-init.js';

/**
 * The CSP source allowing exactly the inline theme script of the landing page, from the built file the page
 * inlined: the script must run before the first paint, and a separate request for it would delay that paint.
 */
export function themeScriptSource(clientDir: string | undefined): string[] {
  if (!clientDir) return [];
  try {
    const script = readFileSync(path.join(clientDir, THEME_INIT_FILE));
    return [`'sha256-${createHash('sha256').update(script).digest('base64')}'`];
  } catch {
    // No built client (API-only tests): no page inlines it.
    return [];
  }
}

/**
 * CSP without inline script, except the landing page's theme script by its hash; styles may be inline because
 * Radix positions popovers with style attributes (and the landing page inlines its stylesheet).
 */
export function securityHeaders(isHttps: boolean, inlineScriptSources: string[] = []) {
  return secureHeaders({
    // A route may send a stricter header of its own (user files are served with a sandboxing CSP).
    overwrite: false,
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...inlineScriptSources],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    strictTransportSecurity: isHttps ? 'max-age=31536000; includeSubDomains' : false,
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    crossOriginOpenerPolicy: 'same-origin-allow-popups',
    crossOriginResourcePolicy: 'same-origin',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
  });
}
