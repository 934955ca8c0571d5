import { createMiddleware } from 'hono/factory';
import { requestIdFrom, runWithRequestContext } from '../request-context';

/**
 * Gives each request an id (the caller's X-Request-Id when sane, else a new one), sends it back in
 * X-Request-Id and runs the rest of the request inside its context, so every log line written meanwhile,
 * by any logger created from the root one, carries it as `reqId`. Registered first.
 */
export function requestId() {
  return createMiddleware(async (c, next) => {
    const id = requestIdFrom(c.req.header('x-request-id'));
    await runWithRequestContext({ requestId: id }, () => next());
    c.header('X-Request-Id', id);
  });
}
