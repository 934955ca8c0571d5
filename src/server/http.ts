import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { zValidator } from '@hono/zod-validator';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { z } from 'zod';
import { API_ERROR_CODES, type ApiErrorBody } from '@shared/api-error';
import { REQUEST_ERRORS } from '@shared/messages';

/** Thrown by services for an expected failure; `onError` turns it into the one error shape. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    /** Sent with the error response, e.g. Retry-After. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export function errorBody(code: string, message: string): ApiErrorBody {
  return { error: { code, message } };
}

export function jsonError(c: Context, status: ContentfulStatusCode, code: string, message: string) {
  return c.json(errorBody(code, message), status);
}

/**
 * PostgreSQL's refusals of text it cannot store: 22021 "invalid byte sequence" (U+0000 in `text`) and 22P05
 * "untranslatable character" (U+0000 in `jsonb`). The shared schemas refuse such text first; if some value
 * still slips through, it is the client's input at fault, so the answer is a 400, not a 500.
 */
const UNSTORABLE_TEXT_CODES = new Set(['22021', '22P05']);

/** True for a database error caused by unstorable text, however deep the driver and ORM wrapped it. */
export function isUnstorableTextError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Object; depth++) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && UNSTORABLE_TEXT_CODES.has(code)) return true;
    current = cause;
  }
  return false;
}

/** zod validation at the edge: the first issue's message (the user-facing text) in the one error shape. */
export function validate<T extends z.core.$ZodType>(target: 'json' | 'query' | 'param', schema: T) {
  return zValidator(target, schema, (result, c) => {
    if (!result.success) {
      const message = result.error.issues[0]?.message ?? REQUEST_ERRORS.invalid;
      return jsonError(c, 400, API_ERROR_CODES.validation, message);
    }
  });
}

declare module 'hono' {
  interface ContextVariableMap {
    /** Set by the client-address middleware (TRUSTED_PROXIES). */
    clientAddress: string;
  }
}

/** The peer address of the TCP connection: a proxy's, when the app runs behind one. */
export function peerAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * The client's address, as the client-address middleware worked it out: X-Forwarded-For is believed only from a
 * configured trusted proxy. Without that middleware, the TCP peer.
 */
export function clientAddress(c: Context): string {
  return (c.get('clientAddress') as string | undefined) ?? peerAddress(c);
}
