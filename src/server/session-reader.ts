import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Auth, AuthSession } from './auth';
import type { Database } from './db/client';
import { session, user } from './db/schema';

/** better-call signs a cookie as `value.` + base64(HMAC-SHA256(secret, value)): 44 characters, one `=`. */
const SIGNATURE_LENGTH = 44;

export type SessionReader = (c: Context) => Promise<AuthSession | null>;

/**
 * The session check of every signed-in API request (docs/decisions/012). It gives the answer better-auth's
 * `getSession` gives with this app's settings (no cookie cache, no sliding refresh: sessions are absolute),
 * without its endpoint machinery, which costs about 1.5 ms of CPU a request, most of a request's cost:
 * - the same cookie (its name, `__Secure-` prefix included, is read from better-auth's own context);
 * - the same signature check, HMAC-SHA256 with the auth secret, compared in constant time;
 * - the same rows, the session and its user, read in one prepared query; an expired session is no session.
 * Signing in, out and everything else that writes a session stays with better-auth.
 */
export function createSessionReader({ auth, db, secret }: { auth: Auth; db: Database; secret: string }) {
  const selectSession = db
    .select({ session, user })
    .from(session)
    .innerJoin(user, eq(session.userId, user.id))
    .where(eq(session.token, sql.placeholder('token')))
    .prepare('session_with_user_by_token');
  let cookieName: Promise<string> | undefined;

  function signedValue(cookie: string): string | null {
    const dot = cookie.lastIndexOf('.');
    if (dot < 1) return null;
    const value = cookie.slice(0, dot);
    const signature = Buffer.from(cookie.slice(dot + 1));
    if (signature.length !== SIGNATURE_LENGTH) return null;
    const expected = Buffer.from(createHmac('sha256', secret).update(value).digest('base64'));
    return timingSafeEqual(signature, expected) ? value : null;
  }

  const readSession: SessionReader = async (c) => {
    cookieName ??= auth.$context.then((context) => context.authCookies.sessionToken.name);
    const cookie = getCookie(c, await cookieName);
    const token = cookie ? signedValue(cookie) : null;
    if (!token) return null;
    const [found] = await selectSession.execute({ token });
    if (!found || found.session.expiresAt < new Date()) return null;
    return found as AuthSession;
  };
  return readSession;
}
