import type { ServerResponse } from 'node:http';
import type { Context } from 'hono';

/**
 * Node's response for this request, while its head is still unwritten: headers set on it with `setHeader` are
 * merged into the head Node writes, the route's own response headers taking precedence. Setting a header there
 * costs a fraction of a Fetch `Headers` operation, and a response whose handler set no header of its own then
 * needs no `Headers` object at all. Undefined without Node's response (`app.request` in tests, a request the app
 * makes to itself), where a middleware sets its headers on the Fetch response instead.
 */
export function nodeResponse(c: Context): ServerResponse | undefined {
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  return outgoing && typeof outgoing.setHeader === 'function' && !outgoing.headersSent ? outgoing : undefined;
}
