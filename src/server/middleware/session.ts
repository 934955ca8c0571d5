import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { API_ERROR_CODES } from '@shared/api-error';
import { REQUEST_ERRORS } from '@shared/messages';
import type { AuthSession } from '../auth';
import { jsonError } from '../http';
import type { SessionReader } from '../session-reader';

export type SessionVariables = { session: AuthSession };

/** What a request without a live session gets, in the one error shape. */
export function notSignedIn(c: Context) {
  return jsonError(c, 401, API_ERROR_CODES.unauthorized, REQUEST_ERRORS.signInRequired);
}

/** Loads the session once for the request; anonymous requests get 401 in the one error shape. */
export function requireSession(readSession: SessionReader) {
  return createMiddleware<{ Variables: SessionVariables }>(async (c, next) => {
    const session = await readSession(c);
    if (!session) return notSignedIn(c);
    c.set('session', session);
    await next();
  });
}
