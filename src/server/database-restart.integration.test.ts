import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sleep, startAppProcess, type AppProcess } from './testing/app-process';
import { auditCredits, grantPaidCredits } from './testing/credit-audit';
import { freePort } from './testing/server-process';
import { createPostgresCluster, findPostgresBin, type PostgresCluster } from './testing/postgres-cluster';
import { TestClient, waitForOutboxMail } from './testing/test-runtime';

const postgresBin = findPostgresBin();
// Starts a PostgreSQL server of its own: run once, with the PostgreSQL project, where PostgreSQL is installed.
const canRun = process.env.TEST_DB_KIND === 'postgres' && postgresBin;

const OUTAGE_MS = 4_000;
const LOAD_WORKERS = 4;

type Outcome = {
  kind: 'read' | 'spend';
  startedAt: number;
  endedAt: number;
  status: number;
  retryAfter: string | null;
  /** A spend's last event: `done` once its answer was stored. */
  last?: string;
};

describe.skipIf(!canRun)('a PostgreSQL restart under load', () => {
  let cluster: PostgresCluster | undefined;
  let instance: AppProcess | undefined;
  let db: pg.Pool | undefined;
  let dataDir: string;
  let appUrl: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'copilot-restart-'));
    cluster = await createPostgresCluster(postgresBin!);
    // The port is chosen first: APP_URL, which the confirmation links use, names it.
    const port = await freePort();
    appUrl = `http://127.0.0.1:${port}`;
    instance = await startAppProcess({
      PORT: String(port),
      APP_URL: appUrl,
      DATABASE_URL: cluster.url,
      DATA_DIR: dataDir,
      AUTH_SECRET: randomBytes(32).toString('base64url'),
      // The built-in offline engine: answers stream for a while, with no model to run.
      // A spend left unsettled by the outage is refunded once it is 8 s old (checked every half second): longer
      // than any answer of this test takes, short enough for the test to wait for it.
      CREDIT_RECOVERY_AFTER_MS: '8000',
      CREDIT_RECOVERY_INTERVAL_MS: '500',
    });
    db = new pg.Pool({ connectionString: cluster.url, max: 2 });
    // The pool's idle connections die with the server; they are replaced on the next query.
    db.on('error', () => undefined);
  }, 60_000);

  afterAll(async () => {
    await instance?.stop();
    await db?.end();
    cluster?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  function browser() {
    return new TestClient({
      request(input, init) {
        const headers = new Headers(init?.headers);
        headers.set('origin', appUrl);
        const url = input.replace('http://localhost:3000', appUrl);
        return fetch(url, { ...init, headers, redirect: 'manual' });
      },
    });
  }

  async function signedInUser() {
    const client = browser();
    const account = {
      name: 'Grace Hopper',
      email: `grace-${randomBytes(6).toString('hex')}@example.com`,
      password: 'compiler-1952',
    };
    expect((await client.post('/api/auth/sign-up/email', account)).status).toBe(200);
    const mail = await waitForOutboxMail(path.join(dataDir, 'mail'), (sent) => sent.to === account.email);
    const link = mail.links[0];
    expect((await client.get(link!)).status).toBe(302);
    expect((await client.post('/api/auth/sign-in/email', account)).status).toBe(200);
    const { rows } = await db!.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [
      account.email,
    ]);
    return { client, userId: rows[0]!.id };
  }

  it('answers 503 while the database is down, nothing but success after, and loses no credit', async () => {
    const { client, userId } = await signedInUser();
    expect((await client.get('/api/credits')).status).toBe(200);
    await grantPaidCredits(db!, userId, 10_000);

    const outcomes: Outcome[] = [];
    let isLoading = true;
    const worker = async (n: number) => {
      for (let i = 0; isLoading; i++) {
        const kind = (n + i) % 2 === 0 ? 'read' : 'spend';
        const startedAt = Date.now();
        const response = await (
          kind === 'read'
            ? client.get('/api/credits')
            : client.post('/api/captions', { description: `Harbour photo ${n}-${i}` })
        ).catch(() => undefined);
        let last: string | undefined;
        if (response?.status === 200 && kind === 'spend') {
          const text = await response.text().catch(() => '');
          last = (text.trim().split('\n').at(-1) ?? '').match(/"type":"(\w+)"/)?.[1];
        } else {
          await response?.body?.cancel();
        }
        outcomes.push({
          kind,
          startedAt,
          endedAt: Date.now(),
          status: response?.status ?? 0,
          retryAfter: response?.headers.get('retry-after') ?? null,
          last,
        });
      }
    };
    const load = Promise.all(Array.from({ length: LOAD_WORKERS }, (_, n) => worker(n)));

    await sleep(1_500);
    const stopping = Date.now();
    cluster!.stop();
    const stopped = Date.now();
    await sleep(OUTAGE_MS);
    const starting = Date.now();
    cluster!.start();
    const started = Date.now();
    await sleep(3_000);
    isLoading = false;
    await load;

    const before = outcomes.filter((outcome) => outcome.endedAt < stopping);
    const during = outcomes.filter((outcome) => outcome.startedAt >= stopped && outcome.endedAt <= starting);
    const after = outcomes.filter((outcome) => outcome.startedAt >= started);
    const isSuccess = (outcome: Outcome) =>
      outcome.status === 200 && (outcome.kind === 'read' || outcome.last === 'done');
    /** How many outcomes of each kind, status and last event: `{ 'read 500': 12 }`. */
    const tally = (list: Outcome[]) => {
      const counts: Record<string, number> = {};
      for (const { kind, status, last } of list) {
        const key = [kind, status, last].filter(Boolean).join(' ');
        counts[key] = (counts[key] ?? 0) + 1;
      }
      return counts;
    };

    // The instance lives through the outage; if it died, its last words say why.
    expect(instance!.child.exitCode, `the instance exited:\n${instance!.output().slice(-3_000)}`).toBeNull();
    // Soft: a failing run lists every rule it breaks at once.
    expect(before.length).toBeGreaterThan(0);
    expect.soft(tally(before.filter((outcome) => !isSuccess(outcome)))).toEqual({});
    // The server is up but cannot reach its database: a clear, retryable refusal.
    expect(during.length).toBeGreaterThan(0);
    expect.soft(tally(during.filter((outcome) => outcome.status !== 503))).toEqual({});
    expect.soft(tally(during.filter((outcome) => !(Number(outcome.retryAfter) > 0)))).toEqual({});
    expect(after.length).toBeGreaterThan(0);
    expect.soft(tally(after.filter((outcome) => !isSuccess(outcome)))).toEqual({});

    // Every spend ends with its answer stored or its credit given back (a recovery pass may finish the job).
    const deadline = Date.now() + 25_000;
    let audit = await auditCredits(db!, userId);
    while (audit.unsettledSpends.length > 0 && Date.now() < deadline) {
      await sleep(250);
      audit = await auditCredits(db!, userId);
    }
    expect.soft(audit.unsettledSpends).toEqual([]);
    expect.soft(audit.doublySettledSpends).toEqual([]);
    expect.soft(audit.ledgerSum).toBe(audit.balance);
  }, 60_000);
});
