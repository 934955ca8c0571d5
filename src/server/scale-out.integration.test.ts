import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaptionEvent } from '@shared/ai';
import type { CreditsView } from '@shared/credits';
import { AUTH_ERRORS } from '@shared/messages';
import {
  startOpenAiCompatibleFake,
  type OpenAiCompatibleFake,
} from '../../tests/fakes/openai-compatible-server';
import { startS3Fake, type FakeS3Server } from '../../tests/fakes/s3-server';
import { sleep, startAppProcess, type AppProcess } from './testing/app-process';
import { auditCredits, grantPaidCredits } from './testing/credit-audit';
import { checkProductionConfig, findNginx, startNginx, type NginxProcess } from './testing/nginx';
import { freePort } from './testing/server-process';
import { samplePng } from './testing/sample-files';
import { createEmptyPostgresDatabase } from './testing/test-database';
import { TestClient, waitForOutboxMail } from './testing/test-runtime';

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const nginxBinary = findNginx();
const hasOpenssl = spawnSync('openssl', ['version'], { stdio: 'ignore' }).status === 0;
// Real processes on a real PostgreSQL: run once, with the PostgreSQL project, and only where nginx is installed.
const canRun = process.env.TEST_DB_KIND === 'postgres' && databaseUrl && redisUrl && nginxBinary;

const S3 = {
  bucket: 'copilot-scale',
  region: 'us-east-1',
  accessKeyId: 'SCALEOUTTESTKEY',
  secretAccessKey: 'scale-out-test-secret-key',
};

/** Things to undo at the end, newest first, each attempted even when another fails. */
function cleanupStack() {
  const steps: (() => Promise<unknown> | unknown)[] = [];
  return {
    add: (step: () => Promise<unknown> | unknown) => void steps.push(step),
    async run() {
      const errors: unknown[] = [];
      for (const step of steps.splice(0).reverse()) {
        try {
          await step();
        } catch (error) {
          errors.push(error);
        }
      }
      if (errors.length) throw new AggregateError(errors, 'cleanup failed');
    },
  };
}

function tempDir(prefix: string, cleanups: ReturnType<typeof cleanupStack>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  cleanups.add(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** The NDJSON events of a streamed answer. */
async function eventsOf(response: Response): Promise<CaptionEvent[]> {
  const text = await response.text();
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as CaptionEvent);
}

describe.skipIf(!canRun)('two instances behind nginx on one PostgreSQL and one Redis', () => {
  const cleanups = cleanupStack();
  let nginx: NginxProcess;
  let model: OpenAiCompatibleFake;
  let s3: FakeS3Server;
  let db: pg.Pool;
  let instances: AppProcess[];
  let instanceEnv: Record<string, string>[];
  let appUrl: string;
  /** An instance's address as nginx names it in X-Upstream. */
  const upstreamOf = (instance: AppProcess) => `127.0.0.1:${instance.port}`;

  beforeAll(async () => {
    const database = await createEmptyPostgresDatabase();
    cleanups.add(database.drop);
    db = new pg.Pool({ connectionString: database.url, max: 4 });
    // An idle connection the server closes is replaced on the next query; it must not crash the test process.
    db.on('error', () => undefined);
    cleanups.add(() => db.end());
    s3 = await startS3Fake(S3);
    cleanups.add(s3.close);
    model = await startOpenAiCompatibleFake({
      fallback: { kind: 'stream', chunks: ['Launch day is here.', '\n\n', 'Say hello to the new shop.'] },
    });
    cleanups.add(model.close);

    const nginxPort = await freePort();
    appUrl = `http://127.0.0.1:${nginxPort}`;
    const shared = {
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl!,
      // Every instance signs and checks session cookies with the same secret.
      AUTH_SECRET: randomBytes(32).toString('base64url'),
      APP_URL: appUrl,
      // nginx runs on this machine: the client address is read from the X-Forwarded-For it sends.
      TRUSTED_PROXIES: 'loopback',
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: S3.bucket,
      S3_REGION: S3.region,
      S3_ACCESS_KEY_ID: S3.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
      OPENAI_BASE_URL: model.baseUrl,
      AI_MODEL: 'fake-model',
      AI_TIMEOUT_MS: '30000',
      // The recovery pass refunds a spend left without an answer or a refund once it is 10 s old, checking every
      // second: long enough for any answer of this test to finish, short enough for the test to wait for it.
      CREDIT_RECOVERY_AFTER_MS: '10000',
      CREDIT_RECOVERY_INTERVAL_MS: '1000',
    };
    // Each instance has a DATA_DIR of its own (its outbox of mail): nothing else in it is shared state.
    instanceEnv = [1, 2].map((n) => ({ ...shared, DATA_DIR: tempDir(`copilot-instance-${n}-`, cleanups) }));
    // Started together on the empty database, as an orchestrator starts replicas: both migrate it at once.
    const started = await Promise.allSettled(instanceEnv.map((env) => startAppProcess(env)));
    for (const result of started) {
      if (result.status === 'fulfilled') cleanups.add(() => result.value.stop());
    }
    const failure = started.find((result) => result.status === 'rejected');
    if (failure) throw (failure as PromiseRejectedResult).reason;
    instances = started.map((result) => (result as PromiseFulfilledResult<AppProcess>).value);

    nginx = await startNginx(nginxBinary!, instances.map(upstreamOf), nginxPort);
    cleanups.add(nginx.stop);
  }, 60_000);

  afterAll(() => cleanups.run(), 30_000);

  /** A browser of the public address (nginx); full URLs reach an instance directly, with the same cookies. */
  function browser() {
    return new TestClient({
      request(input, init) {
        const headers = new Headers(init?.headers);
        headers.set('origin', appUrl);
        const url = input.replace('http://localhost:3000', nginx.url);
        return fetch(url, { ...init, headers, redirect: 'manual' });
      },
    });
  }

  const newAccount = () => ({
    name: 'Ada Lovelace',
    email: `ada-${randomBytes(6).toString('hex')}@example.com`,
    password: 'analytical-1843',
  });

  /** Signs up through nginx and confirms with the link from the outbox of whichever instance sent it. */
  async function confirmedAccount(client = browser()) {
    const account = newAccount();
    const signUp = await client.post('/api/auth/sign-up/email', account);
    expect(signUp.status).toBe(200);
    // The mail is queued in the shared database; whichever instance claims it writes it to its own outbox.
    const mail = await waitForOutboxMail(
      instanceEnv.map((env) => path.join(env.DATA_DIR!, 'mail')),
      (sent) => sent.to === account.email && sent.subject.startsWith('Confirm'),
    );
    const link = mail.links[0];
    expect(link, 'the confirmation mail has a link').toBeDefined();
    expect(link!.startsWith(`${appUrl}/`)).toBe(true);
    expect((await client.get(link!)).status).toBe(302);
    return { client, account };
  }

  async function signedInAccount() {
    const { client, account } = await confirmedAccount();
    const signIn = await client.post('/api/auth/sign-in/email', {
      email: account.email,
      password: account.password,
    });
    expect(signIn.status).toBe(200);
    const { rows } = await db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [account.email]);
    return { client, account, userId: rows[0]!.id };
  }

  /** `count` requests through nginx; returns each status and the instance that answered it. */
  async function throughNginx(client: TestClient, pathname: string, count: number) {
    const answers: { status: number; upstream: string | null }[] = [];
    for (let i = 0; i < count; i++) {
      const response = await client.get(pathname);
      await response.body?.cancel();
      answers.push({ status: response.status, upstream: response.headers.get('x-upstream') });
    }
    return answers;
  }

  const balanceOf = async (client: TestClient) => {
    const view = (await (await client.get('/api/credits')).json()) as CreditsView;
    return view.remainingCredits + view.dailyFreeRemaining;
  };

  it.skipIf(!hasOpenssl)(
    'ships a production configuration that nginx accepts (TLS server, redirect, upstream)',
    () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'copilot-tls-'));
      try {
        const certificate = path.join(dir, 'fullchain.pem');
        const key = path.join(dir, 'privkey.pem');
        const openssl = spawnSync('openssl', [
          ...[
            'req',
            '-x509',
            '-newkey',
            'rsa:2048',
            '-nodes',
            '-days',
            '1',
            '-subj',
            '/CN=copilot.example.com',
          ],
          ...['-keyout', key, '-out', certificate],
        ]);
        expect(openssl.status, 'openssl makes a self-signed certificate').toBe(0);
        const check = checkProductionConfig(nginxBinary!, { certificate, key });
        expect(check.output).toContain('test is successful');
        expect(check.status).toBe(0);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );

  it('keeps a session made on one instance on both, and signing out on one ends it on both', async () => {
    const { client } = await signedInAccount();

    const answers = await throughNginx(client, '/api/credits', 4);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.upstream))).toEqual(new Set(instances.map(upstreamOf)));
    for (const instance of instances)
      expect((await client.get(`${instance.url}/api/credits`)).status).toBe(200);

    // Kept from before signing out: whoever still holds the cookie must be signed out on every instance.
    const cookie = client.cookieHeader;
    const signOut = await client.post('/api/auth/sign-out', {});
    expect(signOut.status).toBe(200);
    for (const instance of instances) {
      const response = await fetch(`${instance.url}/api/credits`, { headers: { cookie } });
      expect(response.status).toBe(401);
    }
    const after = await Promise.all(
      [1, 2].map(() => fetch(`${nginx.url}/api/credits`, { headers: { cookie } })),
    );
    expect(after.map((response) => response.status)).toEqual([401, 401]);
  });

  it('never overspends: 200 parallel paid answers over both instances', async () => {
    const { client, userId } = await signedInAccount();
    // The free allowance (its first read creates the balance), plus paid credits as a purchase adds them.
    const credits = await balanceOf(client);
    await grantPaidCredits(db, userId, 27);
    const balance = credits + 27;

    const answers = await Promise.all(
      Array.from({ length: 200 }, async (_, i) => {
        const response = await client.post('/api/captions', { description: `Spring sale post ${i}` });
        const upstream = response.headers.get('x-upstream');
        if (response.status !== 200) {
          await response.body?.cancel();
          return { status: response.status, upstream, last: undefined };
        }
        return { status: response.status, upstream, last: (await eventsOf(response)).at(-1)?.type };
      }),
    );

    const served = answers.filter((answer) => answer.status === 200);
    expect(served.length).toBe(balance);
    expect(served.every((answer) => answer.last === 'done')).toBe(true);
    expect(answers.filter((answer) => answer.status === 402).length).toBe(200 - balance);
    expect(new Set(served.map((answer) => answer.upstream))).toEqual(new Set(instances.map(upstreamOf)));
    expect(await balanceOf(client)).toBe(0);
    const audit = await auditCredits(db, userId);
    expect(audit).toMatchObject({
      ledgerSum: 0,
      balance: 0,
      spends: balance,
      generations: balance,
      refunds: 0,
    });
  }, 60_000);

  it('counts sign-in failures on both instances together (Redis): the sixth attempt is refused on either', async () => {
    const { account } = await confirmedAccount();
    const client = browser();
    const failures = [];
    for (let i = 0; i < 5; i++) {
      const response = await client.post('/api/auth/sign-in/email', {
        email: account.email,
        password: `wrong-password-${i}`,
      });
      failures.push({ status: response.status, upstream: response.headers.get('x-upstream') });
    }
    expect(failures.map((failure) => failure.status)).toEqual([401, 401, 401, 401, 401]);
    expect(new Set(failures.map((failure) => failure.upstream))).toEqual(new Set(instances.map(upstreamOf)));

    // Even the right password is refused now, on each instance.
    for (const instance of instances) {
      const locked = await client.post(`${instance.url}/api/auth/sign-in/email`, {
        email: account.email,
        password: account.password,
      });
      expect(locked.status).toBe(429);
      expect(((await locked.json()) as { error: { message: string } }).error.message).toBe(
        AUTH_ERRORS.tooManyAttempts,
      );
    }
  });

  it('serves an upload made through one instance from the other (S3)', async () => {
    const { client } = await signedInAccount();
    const png = samplePng();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'logo.png');
    const created = await client.fetch('/api/uploads', { method: 'POST', body: form });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const receiver = instances.find((instance) => upstreamOf(instance) === created.headers.get('x-upstream'));
    const other = instances.find((instance) => instance !== receiver);
    expect(receiver && other).toBeTruthy();
    expect(s3.objects.size).toBeGreaterThan(0);

    const served = await client.get(`${other!.url}/api/uploads/${id}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(new Uint8Array(png));
  });

  it('streams an answer through nginx as it is written, not once it is complete', async () => {
    const { client } = await signedInAccount();
    const before = await balanceOf(client);
    // The model sends its first words, then holds the answer open: it completes only if the reader leaves.
    model.enqueue({ kind: 'stream', chunks: ['A first caption, still being written'], hang: true });
    const reader = new AbortController();
    // Bounded so that a buffering proxy fails with a message rather than at the test's time limit (a proxy that
    // buffers may hold back even the response headers).
    const buffered = sleep(15_000).then(() => 'buffered' as const);
    const heldBack = () => new Error(`nginx held the stream back; received so far: ${received}`);
    let received = '';
    const response = await Promise.race([
      client.fetch('/api/captions', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ description: 'Our bakery opens a second shop' }),
        signal: reader.signal,
      }),
      buffered,
    ]);
    if (response === 'buffered') throw heldBack();
    expect(response.status).toBe(200);

    const stream = response.body!.getReader();
    const decoder = new TextDecoder();
    while (!received.includes('still being written')) {
      const next = await Promise.race([stream.read(), buffered]);
      if (next === 'buffered') throw heldBack();
      if (next.done) break;
      received += decoder.decode(next.value, { stream: true });
    }
    const events = received
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as CaptionEvent);
    expect(events[0]?.type).toBe('start');
    expect(events.some((event) => event.type === 'delta')).toBe(true);
    expect(events.some((event) => event.type === 'done' || event.type === 'error')).toBe(false);

    // The reader leaves mid-answer: nginx closes the instance's request, and the credit comes back.
    reader.abort();
    const deadline = Date.now() + 15_000;
    while ((await balanceOf(client)) !== before && Date.now() < deadline) await sleep(100);
    expect(await balanceOf(client)).toBe(before);
  });

  // Last in this file: it kills an instance and leaves the restarted one in its place.
  describe('kill -9 of an instance mid-load', () => {
    const STREAMS = 40;
    const GRANTED = 40;
    let userId: string;
    let balanceBefore: number;
    let finished: number;

    it('sends everything to the surviving instance, and the killed one comes back on restart', async () => {
      const account = await signedInAccount();
      const { client } = account;
      userId = account.userId;
      await balanceOf(client);
      await grantPaidCredits(db, userId, GRANTED);
      balanceBefore = await balanceOf(client);
      const [victim, survivor] = instances as [AppProcess, AppProcess];

      // Slow answers: each model reply sends a few words and stays open.
      const modelCallsBefore = model.requests.length;
      model.enqueue(
        ...Array.from({ length: STREAMS }, () => ({
          kind: 'stream' as const,
          chunks: ['Still writing'],
          hang: true,
        })),
      );
      const readers = Array.from({ length: STREAMS }, () => new AbortController());
      const streams = await Promise.all(
        readers.map(async (reader, i) => {
          const response = await client.fetch('/api/captions', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ description: `Flash sale ${i}` }),
            signal: reader.signal,
          });
          // The headers come once the credit is spent.
          expect(response.status).toBe(200);
          return { response, upstream: response.headers.get('x-upstream') };
        }),
      );
      const onVictim = streams.filter((stream) => stream.upstream === upstreamOf(victim)).length;
      expect(onVictim).toBeGreaterThanOrEqual(STREAMS / 2 - 1);
      // Every answer is under way: the model has been asked for each (and holds each open).
      const deadline = Date.now() + 15_000;
      while (model.requests.length < modelCallsBefore + STREAMS && Date.now() < deadline) await sleep(50);
      expect(model.requests.length).toBe(modelCallsBefore + STREAMS);

      await victim.kill();

      // nginx retries the refused connections on the survivor: nobody sees the dead instance.
      const reads = await throughNginx(client, '/api/credits', 4);
      expect(reads.map((read) => read.status)).toEqual([200, 200, 200, 200]);
      for (let i = 0; i < 2; i++) {
        const answer = await client.post('/api/captions', { description: `After the crash ${i}` });
        expect(answer.status).toBe(200);
        expect((await eventsOf(answer)).at(-1)?.type).toBe('done');
      }
      finished = 2;
      // The readers of the survivor's answers leave: it refunds them.
      for (const reader of readers) reader.abort();
      await Promise.allSettled(streams.map((stream) => stream.response.body?.cancel()));

      const restarted = await startAppProcess({ ...instanceEnv[0]!, PORT: String(victim.port) });
      cleanups.add(() => restarted.stop());
      instances[0] = restarted;
      expect((await client.get(`${restarted.url}/api/credits`)).status).toBe(200);
      expect((await client.get(`${survivor.url}/api/credits`)).status).toBe(200);

      const audit = await auditCredits(db, userId);
      expect(audit.ledgerSum).toBe(audit.balance);
      expect(audit.doublySettledSpends).toEqual([]);
      expect(audit.spends).toBe(STREAMS + finished);
    }, 60_000);

    // The spends of the answers the killed instance was streaming have neither an answer nor a refund until a
    // recovery pass (on the restarted or the other instance) gives them back. Runs on the state the test above leaves.
    it('gives back every credit the killed instance took for an answer it never finished', async () => {
      const deadline = Date.now() + 30_000;
      let audit = await auditCredits(db, userId);
      while (audit.unsettledSpends.length > 0 && Date.now() < deadline) {
        await sleep(250);
        audit = await auditCredits(db, userId);
      }
      expect(audit.unsettledSpends).toEqual([]);
      expect(audit.doublySettledSpends).toEqual([]);
      expect(audit.ledgerSum).toBe(audit.balance);
      expect(audit.refunds).toBe(STREAMS);
      expect(audit.balance).toBe(balanceBefore - finished);
    }, 45_000);
  });
});
