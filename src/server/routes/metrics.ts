import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import type { Registry } from 'prom-client';

/**
 * Prometheus metrics behind a bearer token (METRICS_TOKEN). Without a token configured the endpoint does not
 * exist (404): request counts and timings describe the business and are nobody else's to read.
 */
export function metricsRoutes(token: string | undefined, registry: Registry) {
  return new Hono().get('/', async (c) => {
    if (!token) return c.text('Not found', 404);
    const presented = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '')?.[1];
    if (!presented || !sameSecret(presented, token)) {
      return c.text('Unauthorized', 401, { 'WWW-Authenticate': 'Bearer realm="metrics"' });
    }
    return c.body(await registry.metrics(), 200, {
      'Content-Type': registry.contentType,
      'Cache-Control': 'no-store',
    });
  });
}

/** Compares digests (equal lengths) in constant time, so the time taken tells nothing about the token. */
function sameSecret(presented: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(presented), digest(expected));
}
