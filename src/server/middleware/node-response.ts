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

/**
 * Sets a header of the answer on Node's response when there is one, else on the Fetch response. A JSON answer
 * with a header of its own beside its content type would otherwise be built with a `Headers` object, which cost
 * the balance read a tenth of its throughput.
 */
export function setResponseHeader(c: Context, name: string, value: string): void {
  const outgoing = nodeResponse(c);
  if (outgoing) outgoing.setHeader(name, value);
  else c.header(name, value);
}
