import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { user } from '../db/schema';
import { parseEnv } from '../env';
import { createLogger } from '../logger';
import { createRuntime, type Runtime, type RuntimeOptions } from '../runtime';
import { createTestDatabase } from './test-database';

export type TestRuntime = Runtime & {
  dataDir: string;
  outbox: () => Promise<SentMail[]>;
  /** APP_URL's origin: what a browser on the app sends as `Origin`. */
  appOrigin: string;
};
export type SentMail = { to: string; subject: string; text: string; html: string; links: string[] };

/** The whole server wired for real (database, auth, outbox mail) in a temporary DATA_DIR. */
export async function createTestRuntime(
  env: Record<string, string> = {},
  options: Pick<RuntimeOptions, 'clientDir' | 'ai' | 'webSearch' | 'logger' | 'clock' | 'pageRenderer'> = {},
): Promise<TestRuntime> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'copilot-test-'));
  const parsed = parseEnv({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    APP_URL: 'http://localhost:3000',
    ...env,
  });
  const database = await createTestDatabase();
  const runtime = await createRuntime(parsed, {
    database,
    logger: createLogger('silent'),
    ...options,
  });
  return {
    ...runtime,
    dataDir,
    // Tests start no background work: what is due is delivered first, as the worker would within milliseconds.
    outbox: async () => {
      await runtime.mailOutbox.deliverDue();
      return readOutbox(path.join(dataDir, 'mail'));
    },
    appOrigin: new URL(parsed.APP_URL).origin,
  };
}

/** Every message in the outbox, oldest first, with the links of its plain-text part. */
export async function readOutbox(dir: string): Promise<SentMail[]> {
  const files = (await readdir(dir).catch(() => [] as string[]))
    .filter((name) => name.endsWith('.eml'))
    .sort();
  return Promise.all(
    files.map(async (name) => {
      const mail = await simpleParser(await readFile(path.join(dir, name)));
      const text = mail.text ?? '';
      return {
        to: mail.to
          ? [mail.to]
              .flat()
              .map((address) => address.text)
              .join(', ')
          : '',
        subject: mail.subject ?? '',
        text,
        html: typeof mail.html === 'string' ? mail.html : '',
        links: text.match(/https?:\/\/\S+/g) ?? [],
      };
    }),
  );
}

/**
 * The newest mail matching `matches` in any of the outbox folders `dirs`, waiting for it to arrive: a running
 * server sends queued mail moments after the request that queued it answered, from whichever instance claims it.
 */
export async function waitForOutboxMail(
  dirs: string | string[],
  matches: (mail: SentMail) => boolean,
  timeoutMs = 15_000,
): Promise<SentMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const dir of [dirs].flat()) {
      const mail = (await readOutbox(dir)).filter(matches).at(-1);
      if (mail) return mail;
    }
    if (Date.now() > deadline) throw new Error('no matching mail arrived in the outbox');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

type Fetcher = { request: (input: string, init?: RequestInit) => Response | Promise<Response> };

/** Drives the app like a browser: JSON in and out, cookies kept between calls. */
export class TestClient {
  private cookies = new Map<string, string>();

  /** `origin` is the page the requests come from: the app's own, as in a browser on it. */
  constructor(
    private readonly app: Fetcher,
    private readonly origin = 'http://localhost:3000',
  ) {}

  async fetch(pathname: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('cookie', this.cookieHeader);
    if (!headers.has('origin')) headers.set('origin', this.origin);
    const response = await this.app.request(
      pathname.startsWith('http') ? pathname : `http://localhost:3000${pathname}`,
      {
        ...init,
        headers,
      },
    );
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (value && !/max-age=0/i.test(cookie)) this.cookies.set(name.trim(), value);
      else this.cookies.delete(name.trim());
    }
    return response;
  }

  post(pathname: string, body: unknown) {
    return this.fetch(pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  }

  get(pathname: string) {
    return this.fetch(pathname);
  }

  /** The Cookie header this client sends. */
  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  get hasSessionCookie() {
    return [...this.cookies.keys()].some((name) => name.includes('session_token'));
  }
}

/** Signs up and confirms through the real endpoints and the outbox; returns a signed-out client. */
export async function createConfirmedUser(
  runtime: TestRuntime,
  user: { name: string; email: string; password: string },
) {
  const client = new TestClient(runtime.app, runtime.appOrigin);
  const signUp = await client.post('/api/auth/sign-up/email', user);
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const mails = await runtime.outbox();
  const link = mails
    .filter((mail) => mail.to === user.email.toLowerCase() && mail.subject.startsWith('Confirm'))
    .at(-1)?.links[0];
  if (!link) throw new Error('no confirmation mail');
  const verified = await client.get(link);
  if (verified.status !== 302) throw new Error(`verification failed: ${verified.status}`);
  return client;
}

/** The `error` of an API's JSON error answer. */
export async function apiErrorOf(response: Response) {
  return ((await response.json()) as { error: { code: string; message: string } }).error;
}

let signedInCounter = 0;

/** A confirmed user signed in on a fresh client, with the user's id: the usual start of an API test. */
export async function createSignedInUser(runtime: TestRuntime, name = 'Test User') {
  const account = {
    name,
    email: `user-${++signedInCounter}-${randomBytes(4).toString('hex')}@example.com`,
    password: 'password-123',
  };
  const client = await createConfirmedUser(runtime, account);
  const signIn = await client.post('/api/auth/sign-in/email', {
    email: account.email,
    password: account.password,
  });
  if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status}`);
  const [row] = await runtime.database.db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, account.email));
  return { client, userId: row!.id, email: account.email, password: account.password };
}
