import { createMiddleware } from 'hono/factory';
import { routePath } from 'hono/route';
import type { Logger } from '../logger';
import { statusClass, type Metrics } from '../metrics';

/** Probes and scrapes, every few seconds: at info they would outnumber the real requests. */
const PROBE_PATHS = new Set(['/api/live', '/api/ready', '/metrics']);

/**
 * One line per request (info; warn for a 5xx) and the request-duration histogram, both by route pattern
 * (`/api/uploads/:id`), not the raw path: ids would make every line and every series unique. The time is
 * until the response starts; a streamed body may take longer.
 */
export function accessLog(logger: Logger, metrics: Pick<Metrics, 'httpRequestDuration'>) {
  // Its fields are the ones below and nothing else (the route's pattern, never the raw path or query), so no
  // secret can reach them: the line skips the redaction every other line goes through, which cost about a tenth
  // of a balance read's throughput.
  const lines = logger.child({}, { redact: { paths: [] } });
  return createMiddleware(async (c, next) => {
    const started = performance.now();
    await next();
    const seconds = (performance.now() - started) / 1000;
    const { method } = c.req;
    // After next() the route index is the one of the handler (or middleware) that answered.
    const route = routePath(c) || 'unmatched';
    const status = c.res.status;
    metrics.httpRequestDuration.observe({ method, route, status_class: statusClass(status) }, seconds);
    // No body length: most answers learn theirs only as Node writes them, and reading the response's headers
    // here would build a `Headers` object for every request.
    const fields = { method, route, status, ms: Math.round(seconds * 1000) };
    if (PROBE_PATHS.has(c.req.path)) lines.debug(fields, 'request');
    else if (status >= 500) lines.warn(fields, 'request failed');
    else lines.info(fields, 'request');
  });
}
