import { createHmac, timingSafeEqual } from 'node:crypto';
import { getTableColumns, sql, type Column, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Auth, AuthSession } from './auth';
import type { Database } from './db/client';
import { prepareRawStatement } from './db/raw-statement';
import { session, user } from './db/schema';

/** better-call signs a cookie as `value.` + base64(HMAC-SHA256(secret, value)): 44 characters, one `=`. */
const SIGNATURE_LENGTH = 44;

export type SessionReader = (c: Context) => Promise<AuthSession | null>;
/**
 * The session token of a request's cookie once its signature checks out; null for any other cookie, or none.
 * Synchronous: it reads a header and checks an HMAC, and every signed-in request pays for each promise.
 */
export type SessionTokenReader = (c: Context) => string | null;

/** A session is live until its expiry: sessions are absolute (no sliding refresh), so nothing else counts. */
export function isLiveSession({ expiresAt }: { expiresAt: Date }, now = new Date()): boolean {
  return expiresAt >= now;
}

/**
 * The first half of the session check of every signed-in API request (docs/decisions/012): the token of the
 * session cookie, as better-auth's `getSession` takes it —
 * - the same cookie (its name, `__Secure-` prefix included, is read from better-auth's own context);
 * - the same signature check, HMAC-SHA256 with the auth secret, compared in constant time.
 * The rows are read by whoever needs them: createSessionReader, or a route that reads its own rows with the
 * session in one statement (the balance, docs/decisions/017). The cookie's name is read once, as it is made.
 */
export async function createSessionTokenReader({
  auth,
  secret,
}: {
  auth: Auth;
  secret: string;
}): Promise<SessionTokenReader> {
  const cookieName = (await auth.$context).authCookies.sessionToken.name;

  function signedValue(cookie: string): string | null {
    const dot = cookie.lastIndexOf('.');
    if (dot < 1) return null;
    const value = cookie.slice(0, dot);
    const signature = Buffer.from(cookie.slice(dot + 1));
    if (signature.length !== SIGNATURE_LENGTH) return null;
    const expected = Buffer.from(createHmac('sha256', secret).update(value).digest('base64'));
    return timingSafeEqual(signature, expected) ? value : null;
  }

  return (c) => {
    const cookie = getCookie(c, cookieName);
    return cookie ? signedValue(cookie) : null;
  };
}

/** Every column of `table` as `alias.key`, so that two tables' columns of one name stay apart in a row. */
export function columnsAs(
  table: PgTable,
  alias: string,
): { list: SQL; read(row: Record<string, unknown>): object } {
  const columns: Record<string, Column> = getTableColumns(table);
  const keys = Object.keys(columns);
  return {
    list: sql.join(
      keys.map((key) => sql`${columns[key]} AS ${sql.identifier(`${alias}.${key}`)}`),
      sql`, `,
    ),
    read: (row) => Object.fromEntries(keys.map((key) => [key, row[`${alias}.${key}`]])),
  };
}

/**
 * The session check of every signed-in API request (docs/decisions/012). It gives the answer better-auth's
 * `getSession` gives with this app's settings (no cookie cache, no sliding refresh: sessions are absolute),
 * without its endpoint machinery, which costs about 1.5 ms of CPU a request, most of a request's cost: the
 * token as createSessionTokenReader checks it, then the same rows, the session and its user, read in one
 * prepared statement; an expired session is no session. Signing in, out and everything else that writes a
 * session stays with better-auth.
 */
export function createSessionReader({ db, tokens }: { db: Database; tokens: SessionTokenReader }) {
  // Every column as the drivers give it, which is what drizzle would map them to: text, booleans, and
  // timestamps as Dates.
  const selectSession = prepareRawStatement<Record<string, unknown>, { token: string }>(
    db,
    'session_with_user_by_token',
    sql`
      SELECT ${SESSION_WITH_USER_COLUMNS}
      FROM ${session} INNER JOIN ${user} ON ${session.userId} = ${user.id}
      WHERE ${session.token} = ${sql.placeholder('token')}
    `,
  );

  const readSession: SessionReader = async (c) => {
    const token = tokens(c);
    if (!token) return null;
    const [row] = await selectSession({ token });
    return row ? liveSessionOf(row) : null;
  };
  return readSession;
}

const sessionColumns = columnsAs(session, 'session');
const userColumns = columnsAs(user, 'user');

/** The session and user columns of a session check, for a statement that reads more beside them. */
export const SESSION_WITH_USER_COLUMNS = sql`${sessionColumns.list}, ${userColumns.list}`;

/** The session read back from a row with SESSION_WITH_USER_COLUMNS; null once it has expired. */
export function liveSessionOf(row: Record<string, unknown>): AuthSession | null {
  const found = { session: sessionColumns.read(row), user: userColumns.read(row) } as AuthSession;
  return isLiveSession(found.session) ? found : null;
}
