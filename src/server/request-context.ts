import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/** What every log line written while serving one request carries. */
export type RequestContext = { requestId: string };

const storage = new AsyncLocalStorage<RequestContext>();

/**
 * An incoming X-Request-Id (from a proxy or the caller) is kept only when it is short and plain, so a client
 * cannot inject newlines, markup or megabytes into the logs; anything else is replaced by a fresh id.
 */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdFrom(header: string | undefined): string {
  return header && SANE_REQUEST_ID.test(header) ? header : randomUUID();
}

/** Runs `fn` with the request's context visible to every logger created from the root one. */
export function runWithRequestContext<T>(context: RequestContext, fn: () => T): T {
  return storage.run(context, fn);
}

export function currentRequestContext(): RequestContext | undefined {
  return storage.getStore();
}
