import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Counter } from 'prom-client';
import { afterEach, describe, expect, it } from 'vitest';
import { startSmtpServer, type FakeSmtpServer } from '../../tests/fakes/smtp-server';
import { mailOutbox } from './db/schema';
import { parseEnv } from './env';
import { createLogger } from './logger';
import { createRuntime, type Runtime } from './runtime';
import { startAppProcess, type AppProcess } from './testing/app-process';
import { freePort } from './testing/server-process';
import { createEmptyPostgresDatabase } from './testing/test-database';
import { createTestRuntime, TestClient, type TestRuntime } from './testing/test-runtime';

/**
 * Every mail goes through the outbox table and is delivered by the worker to a real SMTP server on loopback:
 * once, after the server comes back, never after a 5xx refusal or once its link expired, exactly once with two
 * instances on one database, and after a restart when the sender was killed mid-send.
 */
const isPostgres = process.env.TEST_DB_KIND === 'postgres';
const HOUR_MS = 3600_000;

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A clock the test moves forward (retries and link lifetimes are hours long). */
function movableClock() {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance: (ms: number) => void (offsetMs += ms),
  };
}

async function smtp(port?: number): Promise<FakeSmtpServer> {
  const server = await startSmtpServer({ port });
  cleanups.push(server.close);
  return server;
}

async function runtimeSendingTo(smtpUrl: string, clock = movableClock()): Promise<TestRuntime> {
  const runtime = await createTestRuntime({ SMTP_URL: smtpUrl }, { clock });
  cleanups.push(runtime.close);
  return runtime;
}

const newAccount = () => ({
  name: 'Ada Lovelace',
  email: `ada-${randomBytes(6).toString('hex')}@example.com`,
  password: 'analytical-1843',
});

async function signUp(runtime: TestRuntime, account = newAccount()) {
  const response = await new TestClient(runtime.app, runtime.appOrigin).post(
    '/api/auth/sign-up/email',
    account,
  );
  expect(response.status).toBe(200);
  return account;
}

const rowsFor = (runtime: Runtime, recipient: string) =>
  runtime.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, recipient));

async function counted(counter: Counter, labels: Record<string, string>): Promise<number> {
  const { values } = await counter.get();
  return values
    .filter((value) => Object.entries(labels).every(([name, label]) => value.labels[name] === label))
    .reduce((sum, value) => sum + value.value, 0);
}

/** The gauge as a scrape reads it (computed at scrape time). */
async function oldestUnsentAgeSeconds(runtime: Runtime): Promise<number | null> {
  const text = await runtime.metrics.registry.getSingleMetricAsString(
    'mail_outbox_oldest_unsent_age_seconds',
  );
  const match = /^mail_outbox_oldest_unsent_age_seconds (\S+)$/m.exec(text);
  return match ? Number(match[1]) : null;
}

describe('mail outbox', () => {
  it('queues the mail with the request and delivers it once', async () => {
    const server = await smtp();
    const runtime = await runtimeSendingTo(server.url);
    const account = await signUp(runtime);

    // The request answered without the mail server: the mail waits in the table.
    expect(server.received).toHaveLength(0);
    const [queued] = await rowsFor(runtime, account.email);
    expect(queued).toMatchObject({ kind: 'verification', attempts: 0, sentAt: null });
    expect(queued!.subject).toMatch(/^Confirm/);
    expect(await counted(runtime.metrics.mailsQueued, { kind: 'verification' })).toBe(1);

    await runtime.mailOutbox.deliverDue();
    await runtime.mailOutbox.deliverDue();
    expect(server.received).toHaveLength(1);
    expect(server.received[0]).toMatchObject({ to: [account.email], subject: queued!.subject });
    expect(server.received[0]!.text).toContain('/api/auth/verify-email?token=');
    const [sent] = await rowsFor(runtime, account.email);
    expect(sent).toMatchObject({ attempts: 1, failedAt: null, lastError: null });
    expect(sent!.sentAt).toBeInstanceOf(Date);
    expect(await counted(runtime.metrics.mailsSent, { kind: 'verification' })).toBe(1);
  });

  it('keeps the mail while the server is down and delivers it once after it is back', async () => {
    const port = await freePort();
    const clock = movableClock();
    const runtime = await runtimeSendingTo(`smtp://127.0.0.1:${port}`, clock);
    const account = await signUp(runtime);

    await runtime.mailOutbox.deliverDue();
    const [failed] = await rowsFor(runtime, account.email);
    expect(failed).toMatchObject({ attempts: 1, sentAt: null, failedAt: null });
    expect(failed!.lastError).toContain('ECONNREFUSED');
    expect(failed!.nextAttemptAt.getTime()).toBeGreaterThan(clock.now().getTime());
    expect(await counted(runtime.metrics.mailsRetried, { kind: 'verification' })).toBe(1);

    const server = await smtp(port);
    // Not due yet: the retry waits for its back-off.
    await runtime.mailOutbox.deliverDue();
    expect(server.received).toHaveLength(0);

    clock.advance(HOUR_MS);
    expect(await oldestUnsentAgeSeconds(runtime)).toBeGreaterThanOrEqual(3600);
    await runtime.mailOutbox.deliverDue();
    await runtime.mailOutbox.deliverDue();
    expect(server.received.map((mail) => mail.to)).toEqual([[account.email]]);
    const [sent] = await rowsFor(runtime, account.email);
    expect(sent).toMatchObject({ attempts: 2, lastError: null });
    expect(sent!.sentAt).toBeInstanceOf(Date);
    // Nothing waits any more.
    expect(await oldestUnsentAgeSeconds(runtime)).toBe(0);
  });

  it('stops at a 5xx refusal and records the reply', async () => {
    const server = await smtp();
    const clock = movableClock();
    const runtime = await runtimeSendingTo(server.url, clock);
    const account = newAccount();
    server.refuse(account.email, 550, 'No such user here');
    await signUp(runtime, account);

    await runtime.mailOutbox.deliverDue();
    clock.advance(HOUR_MS);
    await runtime.mailOutbox.deliverDue();

    expect(server.received).toHaveLength(0);
    const [row] = await rowsFor(runtime, account.email);
    expect(row).toMatchObject({ attempts: 1, sentAt: null });
    expect(row!.failedAt).toBeInstanceOf(Date);
    expect(row!.lastError).toContain('550 No such user here');
    expect(await counted(runtime.metrics.mailsFailed, { kind: 'verification', reason: 'rejected' })).toBe(1);
  });

  it('does not send a confirmation mail whose link has expired', async () => {
    const server = await smtp();
    const clock = movableClock();
    const runtime = await runtimeSendingTo(server.url, clock);
    const account = await signUp(runtime);

    // The confirmation link works for 24 hours.
    clock.advance(24 * HOUR_MS);
    await runtime.mailOutbox.deliverDue();

    expect(server.received).toHaveLength(0);
    const [row] = await rowsFor(runtime, account.email);
    expect(row!.sentAt).toBeNull();
    expect(row!.failedAt).toBeInstanceOf(Date);
    expect(row!.lastError).toMatch(/expired/);
    expect(await counted(runtime.metrics.mailsFailed, { kind: 'verification', reason: 'expired' })).toBe(1);
  });

  it('retries a mail without a link for two days, then gives up', async () => {
    const port = await freePort();
    const clock = movableClock();
    const runtime = await runtimeSendingTo(`smtp://127.0.0.1:${port}`, clock);
    await runtime.mailOutbox.queue({
      kind: 'lead',
      to: 'sales@copilot.test',
      subject: 'Enterprise enquiry',
      text: 'Hello',
      html: '<p>Hello</p>',
    });

    let attempts = 0;
    for (let hours = 0; hours <= 49; hours++) {
      await runtime.mailOutbox.deliverDue();
      const [row] = await rowsFor(runtime, 'sales@copilot.test');
      attempts = row!.attempts;
      if (row!.failedAt) break;
      clock.advance(HOUR_MS);
    }
    const [row] = await rowsFor(runtime, 'sales@copilot.test');
    expect(row!.failedAt).toBeInstanceOf(Date);
    expect(row!.failedAt!.getTime() - row!.createdAt.getTime()).toBeGreaterThanOrEqual(48 * HOUR_MS);
    expect(attempts).toBeGreaterThanOrEqual(48);
    expect(row!.lastError).toContain('ECONNREFUSED');
    expect(await counted(runtime.metrics.mailsFailed, { kind: 'lead', reason: 'gave_up' })).toBe(1);
  });

  it.runIf(isPostgres)('sends each mail exactly once when two instances work one queue', async () => {
    const server = await smtp();
    const database = await createEmptyPostgresDatabase();
    cleanups.push(database.drop);
    const instances: Runtime[] = [];
    for (const n of [1, 2]) {
      const env = parseEnv({
        DATA_DIR: mkdtempSync(path.join(os.tmpdir(), `copilot-mail-${n}-`)),
        DATABASE_URL: database.url,
        SMTP_URL: server.url,
        APP_URL: 'http://localhost:3000',
        LOG_LEVEL: 'silent',
      });
      const runtime = await createRuntime(env, { logger: createLogger('silent') });
      cleanups.push(runtime.close);
      instances.push(runtime);
    }
    const subjects = Array.from({ length: 40 }, (_, n) => `Mail ${n}`);
    for (const subject of subjects) {
      await instances[0]!.mailOutbox.queue({
        kind: 'lead',
        to: 'sales@copilot.test',
        subject,
        text: subject,
        html: subject,
      });
    }

    // Both instances claim from the same rows at the same moment, twice over.
    await Promise.all(
      instances.flatMap((runtime) => [runtime.mailOutbox.deliverDue(), runtime.mailOutbox.deliverDue()]),
    );

    expect(server.received.map((mail) => mail.subject).sort()).toEqual([...subjects].sort());
    const rows = await instances[1]!.database.db.select().from(mailOutbox);
    expect(rows.every((row) => row.sentAt !== null && row.attempts === 1)).toBe(true);
    const sentBy = await Promise.all(
      instances.map((runtime) => counted(runtime.metrics.mailsSent, { kind: 'lead' })),
    );
    expect(sentBy[0]! + sentBy[1]!).toBe(subjects.length);
  });

  it('delivers a mail after a restart when the sender was killed mid-send', async () => {
    const server = await smtp();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'copilot-mail-kill-'));
    const database = isPostgres ? await createEmptyPostgresDatabase() : undefined;
    if (database) cleanups.push(database.drop);
    const env = {
      DATA_DIR: dataDir,
      ...(database ? { DATABASE_URL: database.url } : {}),
      SMTP_URL: server.url,
      APP_URL: 'http://localhost:3000',
      AUTH_SECRET: randomBytes(32).toString('base64url'),
      // A claim is held for 2 s: the next instance sends the mail of the killed one soon after it starts.
      MAIL_LEASE_MS: '2000',
      MAIL_POLL_INTERVAL_MS: '200',
    };
    const started: AppProcess[] = [];
    cleanups.push(async () => Promise.all(started.map((instance) => instance.kill())));
    const signUpOn = (instance: AppProcess, account: ReturnType<typeof newAccount>) =>
      fetch(`${instance.url}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
        body: JSON.stringify(account),
      });

    const first = await startAppProcess(env);
    started.push(first);
    const held = server.holdNextData();
    const account = newAccount();
    expect((await signUpOn(first, account)).status).toBe(200);
    // The worker woke at the insert and is in the middle of the DATA phase: the process dies there.
    await held;
    await first.kill();
    expect(server.received).toHaveLength(0);

    const second = await startAppProcess(env);
    started.push(second);
    await expect.poll(() => server.received.length, { timeout: 20_000, interval: 100 }).toBe(1);
    await second.stop();
    expect(server.received.map((mail) => mail.to)).toEqual([[account.email]]);
    expect(server.received[0]!.subject).toMatch(/^Confirm/);
    // Two server processes start one after the other, each compiling the server on a busy machine.
  }, 90_000);
});
