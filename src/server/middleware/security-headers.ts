import { secureHeaders } from 'hono/secure-headers';

/**
 * CSP without inline script, except the scripts given by hash (the landing page's own, src/server/inline-scripts.ts);
 * styles may be inline because Radix positions popovers with style attributes.
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
