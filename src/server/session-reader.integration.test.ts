import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session } from './db/schema';
import { createSignedInUser, createTestRuntime, type TestRuntime } from './testing/test-runtime';

/**
 * The fast session check must answer exactly what better-auth's getSession answers, for every kind of cookie.
 * Both run on the same request here and their answers are compared.
 */
function bothAnswers(runtime: TestRuntime) {
  const probe = new Hono().get('/', async (c) => {
    const ours = await runtime.sessions(c);
    const theirs = await runtime.auth.api.getSession({ headers: c.req.raw.headers });
    return c.json({ ours, theirs });
  });
  return async (cookie: string | undefined) => {
    const response = await probe.request('http://localhost/', { headers: cookie ? { cookie } : {} });
    return (await response.json()) as { ours: unknown; theirs: unknown };
  };
}

describe.each([
  ['http', { APP_URL: 'http://localhost:3000' }],
  // Over HTTPS the cookie is `__Secure-`-prefixed; the name comes from better-auth's own context.
  ['https', { APP_URL: 'https://copilot.example', AUTH_SECRET: 'a-test-secret-of-at-least-32-characters!' }],
])('the session reader over %s', (_label, env) => {
  let runtime: TestRuntime;
  let ask: ReturnType<typeof bothAnswers>;
  beforeAll(async () => {
    runtime = await createTestRuntime(env);
    ask = bothAnswers(runtime);
  });
  afterAll(() => runtime.close());

  it('reads a signed-in session and its user like better-auth does', async () => {
    const { client, userId, email } = await createSignedInUser(runtime);
    expect(client.cookieHeader.startsWith('__Secure-')).toBe(env.APP_URL.startsWith('https'));
    const { ours, theirs } = await ask(client.cookieHeader);
    expect(theirs).toMatchObject({ user: { id: userId, email } });
    expect(ours).toEqual(theirs);
  });

  it('finds no session without a cookie, with a forged or altered one, or after sign-out', async () => {
    const { client } = await createSignedInUser(runtime);
    const [name, value] = client.cookieHeader.split('=') as [string, string];
    const decoded = decodeURIComponent(value);
    const token = decoded.slice(0, decoded.lastIndexOf('.'));
    const signature = decoded.slice(decoded.lastIndexOf('.') + 1);
    const otherSignature = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    for (const cookie of [
      undefined,
      `${name}=${token}`,
      `${name}=${encodeURIComponent(`${token}.${otherSignature}`)}`,
      `${name}=${encodeURIComponent(`${token}x.${signature}`)}`,
      `${name}=${encodeURIComponent(`.${signature}`)}`,
      `other_${name}=${value}`,
    ]) {
      expect(await ask(cookie)).toEqual({ ours: null, theirs: null });
    }

    expect((await client.post('/api/auth/sign-out', {})).ok).toBe(true);
    const signedOutCookie = `${name}=${value}`;
    expect(await ask(signedOutCookie)).toEqual({ ours: null, theirs: null });
  });

  it('finds no session once it has expired', async () => {
    const { client, userId } = await createSignedInUser(runtime);
    await runtime.database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.userId, userId));
    expect(await ask(client.cookieHeader)).toEqual({ ours: null, theirs: null });
  });
});
