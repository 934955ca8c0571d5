import type { MiddlewareHandler } from 'hono';

/**
 * Middleware run one inside the next as a single layer: `oneLayer(a, b, c)` is `a` whose next is `b`, whose next is
 * `c`, whose next is the rest of the app. Hono runs each layer it is given through an async dispatch of its own,
 * a few promises per layer and request, each paying for the process's async hooks; the layers every request
 * passes through run as one.
 *
 * Only for layers that never answer by themselves (each calls `next()` and returns what it returns): Hono records
 * an answer as the response at the layer that returned it, so an answer from inside the group would reach the
 * layers outside it before it is recorded. Errors thrown inside the group reach the app's error handler, as ever.
 */
export function oneLayer(...layers: MiddlewareHandler[]): MiddlewareHandler {
  return layers.reduceRight<MiddlewareHandler>(
    (inner, layer) => (c, next) => layer(c, () => inner(c, next) as Promise<void>),
    (_c, next) => next(),
  );
}
