import { createMiddleware } from 'hono/factory';
import { requestIdFrom, runWithRequestContext } from '../request-context';
import { nodeResponse } from './node-response';

/**
 * Gives each request an id (the caller's X-Request-Id when sane, else a new one), sends it back in
 * X-Request-Id and runs the rest of the request inside its context, so every log line written meanwhile,
 * by any logger created from the root one, carries it as `reqId`. Registered first.
 */
export function requestId() {
  // Not an async function when served by Node: nothing is left to do after the route, and a request pays for each
  // promise a layer adds.
  return createMiddleware((c, next) => {
    const id = requestIdFrom(c.req.header('x-request-id'));
    const outgoing = nodeResponse(c);
    if (outgoing) {
      // On Node's response, so a handler that sets no header of its own answers without a Headers object.
      outgoing.setHeader('X-Request-Id', id);
      return runWithRequestContext({ requestId: id }, next);
    }
    // Set before the handler, so the response is built with it: a header added to a finished response makes it
    // be built again, which cost the balance read a quarter of its throughput. A handler that returns its own
    // Response object gets it after.
    c.header('X-Request-Id', id);
    return runWithRequestContext({ requestId: id }, next).then(() => {
      if (!c.res.headers.has('X-Request-Id')) c.header('X-Request-Id', id);
    });
  });
}
