import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { PAGE_PATHS } from '../../src/shared/routes';

export const BENCH_PASSWORD = 'bench-password-42';

export type BenchUser = { email: string; userId: string; cookie: string };

function decodeEntities(value: string): string {
  return value.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
}

/**
 * The newest link mailed to `email` whose path is `linkPath`, read from the app's outbox viewer
 * (/dev/mailbox?to=…).
 */
async function mailedLink(origin: string, email: string, linkPath: string): Promise<string> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const html = await (await fetch(`${origin}/dev/mailbox?to=${encodeURIComponent(email)}`)).text();
    // Newest mail first; the viewer writes each link of a mail's text as an <a href>.
    const href = [...html.matchAll(/<a href="(https?:[^"]+)"/g)]
      .map((m) => decodeEntities(m[1]!))
      .find((link) => new URL(link).pathname === linkPath);
    if (href) return href;
    // The server may write the mail just after answering the request.
    await sleep(25);
  }
  throw new Error(`no mail with a ${linkPath} link for ${email} in /dev/mailbox`);
}

async function expectOk(response: Response, what: string): Promise<Response> {
  if (!response.ok) throw new Error(`${what}: HTTP ${response.status} ${await response.text()}`);
  return response;
}

export type Target = { origin: string; appUrl: string };

/**
 * A confirmed, signed-in account made the way a person makes one: sign up, follow the mailed link, sign in.
 * Returns its session cookie. Needs APP_URL on localhost (the outbox viewer exists only then). Requests go to
 * `origin`; the Origin header is the app's own, as a browser on the app would send it.
 */
export async function createVerifiedUser({ origin, appUrl }: Target, label = 'bench'): Promise<BenchUser> {
  const email = `${label}-${randomBytes(5).toString('hex')}@example.com`;
  const json = { 'Content-Type': 'application/json', Origin: appUrl };
  await expectOk(
    await fetch(`${origin}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ name: 'Bench User', email, password: BENCH_PASSWORD }),
    }),
    'sign-up',
  );
  const link = (await mailedLink(origin, email, '/api/auth/verify-email')).replace(appUrl, origin);
  const verify = await fetch(link, { redirect: 'manual' });
  if (verify.status !== 302) throw new Error(`confirmation link answered ${verify.status}`);
  const signIn = await expectOk(
    await fetch(`${origin}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email, password: BENCH_PASSWORD }),
    }),
    'sign-in',
  );
  const cookie = signIn.headers
    .getSetCookie()
    .map((header) => header.split(';')[0]!)
    .join('; ');
  if (!cookie) throw new Error('sign-in set no cookie');
  const body = (await signIn.json()) as { user?: { id?: string } };
  if (!body.user?.id) throw new Error('sign-in answered without a user');
  return { email, userId: body.user.id, cookie };
}

/**
 * Asks for a password reset for `email` as the forgot-password page does and returns the mailed link's path and
 * query (`/reset-password?token=…`): the token stays valid until used or expired, so the page can be loaded again.
 */
export async function resetPasswordPath({ origin, appUrl }: Target, email: string): Promise<string> {
  await expectOk(
    await fetch(`${origin}/api/auth/request-password-reset`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: appUrl },
      body: JSON.stringify({ email }),
    }),
    'request-password-reset',
  );
  const link = new URL(await mailedLink(origin, email, PAGE_PATHS.resetPassword));
  return `${link.pathname}${link.search}`;
}

/** `count` users, `concurrency` at a time. */
export async function createVerifiedUsers(
  target: Target,
  count: number,
  concurrency = 4,
): Promise<BenchUser[]> {
  const users: BenchUser[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, count) }, async () => {
      while (next < count) {
        next += 1;
        users.push(await createVerifiedUser(target));
      }
    }),
  );
  return users;
}

/**
 * Sets every user's balance to `credits` through the bench server's set-up route (PGlite allows no second process
 * to write it); returns each user's credits row.
 */
export async function topUpCredits(
  origin: string,
  users: readonly BenchUser[],
  credits: number,
): Promise<{ id: string; userId: string }[]> {
  const response = await fetch(`${origin}/__bench/top-up`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ emails: users.map((u) => u.email), credits }),
  });
  if (!response.ok) throw new Error(`top-up failed: HTTP ${response.status}`);
  const { rows } = (await response.json()) as { rows: { id: string; userId: string }[] };
  if (rows.length !== users.length) throw new Error('top-up did not reach every user');
  return rows;
}
