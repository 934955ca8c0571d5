import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaptionGeneration } from '@shared/ai';
import type { CreditsView } from '@shared/credits';
import type { UploadedFile } from '@shared/uploads';
import { startS3Fake, type FakeS3Server } from '../../../tests/fakes/s3-server';
import { parseEnv } from '../env';
import { createAiEngine } from '../integrations/ai/providers';
import { createLogger } from '../logger';
import { createRuntime, type Runtime } from '../runtime';
import { samplePng } from '../testing/sample-files';
import { createEmptyPostgresDatabase } from '../testing/test-database';
import { TestClient, createSignedInUser, readOutbox, type TestRuntime } from '../testing/test-runtime';
import {
  MOVE_COMMAND,
  MOVE_MARKER_FILE,
  MovedEmbeddedDatabaseError,
  UnmovedEmbeddedDatabaseError,
  describePostgresUrl,
} from './embedded-move-marker';
import { MoveRefusedError, moveToPostgres } from './move-to-postgres';
import { openDatabase } from './client';

const baseUrl = process.env.TEST_DATABASE_URL;
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const tempDirs: string[] = [];
const databases: { url: string; drop: () => Promise<void> }[] = [];

afterAll(async () => {
  for (const database of databases) await database.drop();
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

function tempDir(prefix: string) {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}

async function emptyDatabase() {
  const database = await createEmptyPostgresDatabase(baseUrl!);
  databases.push(database);
  return database.url;
}

/** The whole app as `npm start` wires it from the environment: PGlite in DATA_DIR/db unless DATABASE_URL is set. */
async function openApp(dataDir: string, env: Record<string, string> = {}): Promise<TestRuntime> {
  const runtime = await createRuntime(
    parseEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', APP_URL: 'http://localhost:3000', ...env }),
    {
      logger: createLogger('silent'),
      ai: createAiEngine(parseEnv({ LOG_LEVEL: 'silent' }), { offlineChunkDelayMs: 0 }),
    },
  );
  return {
    ...runtime,
    dataDir,
    appOrigin: 'http://localhost:3000',
    outbox: async () => {
      await runtime.mailOutbox.deliverDue();
      return readOutbox(path.join(dataDir, 'mail'));
    },
  };
}

/** Runs `npm run db:move`'s script the way npm does, from the package root. */
function runMoveCommand(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ['scripts/db-move.mjs', ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output })),
  );
}

async function json<T>(response: Response): Promise<T> {
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

/** Every table of the public schema with its row count. */
async function rowCounts(query: (text: string) => Promise<{ rows: Record<string, unknown>[] }>) {
  const { rows } = await query(
    `select tablename from pg_tables where schemaname = 'public' order by tablename`,
  );
  const counts: Record<string, number> = {};
  for (const { tablename } of rows as { tablename: string }[]) {
    const result = await query(`select count(*)::int as n from "${tablename}"`);
    counts[tablename] = result.rows[0]!.n as number;
  }
  return counts;
}

/**
 * Every row of every public table as JSON text, sorted: two databases with equal results hold the same data.
 * Timestamps are printed in UTC on both sides.
 */
async function allRows(query: (text: string) => Promise<{ rows: Record<string, unknown>[] }>) {
  await query(`set timezone = 'UTC'`);
  const { rows } = await query(
    `select tablename from pg_tables where schemaname = 'public' order by tablename`,
  );
  const tables: Record<string, string[]> = {};
  for (const { tablename } of rows as { tablename: string }[]) {
    const result = await query(
      `select row_to_json(t)::text as row from "${tablename}" t order by row_to_json(t)::text`,
    );
    tables[tablename] = result.rows.map((row) => row.row as string);
  }
  return tables;
}

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** Credits as the ledger tells them, next to the balance the credits table holds, for every user. */
async function ledgerAgainstBalances(url: string) {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ user_id: string; ledger: number; balance: number }>(
      `select c.user_id,
              coalesce((select sum(delta) from credit_ledger l where l.user_id = c.user_id), 0)::int as ledger,
              (c.remaining_credits + c.daily_free_credits - c.daily_free_used)::int as balance
         from user_credits c order by c.user_id`,
    );
    return rows;
  });
}

/** What a populated install looks like from the outside, to compare after the move. */
type Snapshot = {
  cookie: string;
  credits: CreditsView;
  captions: { generations: CaptionGeneration[] };
  subscription: { subscription_tier: string; status: string };
  upload: UploadedFile;
  uploadBytes: Uint8Array;
  counts: Record<string, number>;
  rows: Record<string, string[]>;
  maxLedgerId: number;
};

describe.runIf(baseUrl && process.env.TEST_DB_KIND === 'postgres')(
  'moving a populated embedded install into PostgreSQL',
  () => {
    /** A DATA_DIR filled through the real app; every test moves a copy of it. */
    let template: string;
    let snapshot: Snapshot;

    beforeAll(async () => {
      template = tempDir('copilot-move-template-');
      const app = await openApp(template, { SALES_EMAIL: 'sales@copilot.test' });
      try {
        expect(app.database.kind).toBe('pglite');
        const alice = await createSignedInUser(app, 'Alice');
        const bob = await createSignedInUser(app, 'Bob');

        // A paid answer (1 credit, a generation row) and a research one (2 credits) for another user.
        const caption = await alice.client.post('/api/captions', {
          description: 'Instagram post for the spring menu of our bakery',
        });
        expect(caption.status).toBe(200);
        await caption.text();
        const research = await bob.client.post('/api/research', {
          question: 'Compare oat milk brands',
        });
        expect(research.status).toBe(200);
        await research.text();

        // Free → Pro through the test-mode checkout, with the once-per-user discount.
        const checkout = await json<{ url: string }>(
          await alice.client.post('/api/billing/checkout', { planName: 'Pro', discountCode: 'JUN20' }),
        );
        const checkoutId = checkout.url.split('/').at(-1)!;
        await json(await alice.client.post(`/api/billing/test/checkout/${checkoutId}/pay`, {}));

        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(samplePng())]), 'logo.png');
        const uploaded = await alice.client.fetch('/api/uploads', { method: 'POST', body: form });
        expect(uploaded.status).toBe(201);
        const upload = (await uploaded.json()) as UploadedFile;

        const lead = await alice.client.post('/api/billing/enterprise', {
          name: 'Alice Example',
          email: 'alice@agency.example',
          company: 'Agency',
          message: 'We need 40 seats.',
        });
        expect(lead.status).toBe(201);

        const client = (app.database.db as unknown as { $client: PGlite }).$client;
        snapshot = {
          cookie: alice.client.cookieHeader,
          credits: await json<CreditsView>(await alice.client.get('/api/credits')),
          captions: await json(await alice.client.get('/api/captions')),
          subscription: await json(await alice.client.get('/api/subscription')),
          upload,
          uploadBytes: new Uint8Array(await (await alice.client.get(upload.url)).arrayBuffer()),
          counts: await rowCounts((text) => client.query(text)),
          rows: await allRows((text) => client.query(text)),
          maxLedgerId: Number(
            (await client.query<{ id: number }>('select max(id)::int as id from credit_ledger')).rows[0]!.id,
          ),
        };
      } finally {
        await app.close();
      }
      // The install really is populated, in every area the move has to carry.
      expect(snapshot.subscription.subscription_tier).toBe('Pro');
      expect(snapshot.captions.generations).toHaveLength(1);
      for (const table of [
        'users',
        'sessions',
        'accounts',
        'user_credits',
        'credit_ledger',
        'subscribers',
        'checkout_sessions',
        'discount_redemptions',
        'generations',
        'uploads',
        'enterprise_leads',
      ]) {
        expect(snapshot.counts[table], table).toBeGreaterThan(0);
      }
    }, 240_000);

    function copyOfTemplate() {
      const dataDir = tempDir('copilot-move-');
      cpSync(template, dataDir, { recursive: true });
      return dataDir;
    }

    it('copies every table, keeps sessions, balances, history and uploads, and lets new rows in', async () => {
      const dataDir = copyOfTemplate();
      const targetUrl = await emptyDatabase();
      const progress: string[] = [];

      const report = await moveToPostgres({
        env: parseEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
        targetUrl,
        onProgress: (line) => progress.push(line),
      });

      // Every table of the embedded database, and no other, with the same number of rows.
      const moved = await withClient(targetUrl, (client) => rowCounts((text) => client.query(text)));
      expect(moved).toEqual(snapshot.counts);
      expect(Object.fromEntries(report.tables.map((table) => [table.name, table.rows]))).toEqual(
        snapshot.counts,
      );
      expect(report.tables.findIndex((t) => t.name === 'users')).toBeLessThan(
        report.tables.findIndex((t) => t.name === 'sessions'),
      );
      expect(report.tables.findIndex((t) => t.name === 'checkout_sessions')).toBeLessThan(
        report.tables.findIndex((t) => t.name === 'discount_redemptions'),
      );
      // …holding the same values: ids, microsecond timestamps, JSON columns, generated columns.
      expect(await withClient(targetUrl, (client) => allRows((text) => client.query(text)))).toEqual(
        snapshot.rows,
      );
      expect(report.skippedTables).toEqual([]);
      expect(report.target).toBe(describePostgresUrl(targetUrl));
      expect(report.uploads).toMatchObject({ storage: 'local', files: 1, missing: [] });
      expect(report.authSecret).toEqual({ source: 'file', file: path.resolve(dataDir, 'auth-secret') });
      expect(progress.join('\n')).toContain('Copying');

      const marker = readFileSync(path.join(dataDir, 'db', MOVE_MARKER_FILE), 'utf8');
      expect(marker).toContain(`Target: ${describePostgresUrl(targetUrl)}`);
      expect(marker).toMatch(/Moved to PostgreSQL on \d{4}-\d\d-\d\dT/);

      // Each user's ledger still adds up to their balance.
      const ledger = await ledgerAgainstBalances(targetUrl);
      expect(ledger.length).toBeGreaterThan(1);
      for (const row of ledger) expect(row.ledger, row.user_id).toBe(row.balance);

      // The same DATA_DIR (and so the same generated secret), now on PostgreSQL: the old cookie still signs in.
      const app = await openApp(dataDir, { DATABASE_URL: targetUrl });
      try {
        expect(app.database.kind).toBe('postgres');
        const alice = new TestClient(app.app);
        const asAlice = { headers: { cookie: snapshot.cookie } };
        expect(await json(await alice.fetch('/api/credits', asAlice))).toEqual(snapshot.credits);
        expect(await json(await alice.fetch('/api/captions', asAlice))).toEqual(snapshot.captions);
        expect(await json(await alice.fetch('/api/subscription', asAlice))).toEqual(snapshot.subscription);
        const file = await alice.fetch(snapshot.upload.url, asAlice);
        expect(file.status).toBe(200);
        expect(new Uint8Array(await file.arrayBuffer())).toEqual(snapshot.uploadBytes);

        // A new spend gets a fresh ledger id after the moved ones, and the books still balance.
        const spend = await alice.fetch('/api/captions', {
          ...asAlice,
          method: 'POST',
          headers: { ...asAlice.headers, 'content-type': 'application/json' },
          body: JSON.stringify({ description: 'LinkedIn post about our new opening hours' }),
        });
        expect(spend.status).toBe(200);
        await spend.text();
        const after = await json<CreditsView>(await alice.fetch('/api/credits', asAlice));
        expect(after.dailyFreeRemaining + after.remainingCredits).toBe(
          snapshot.credits.dailyFreeRemaining + snapshot.credits.remainingCredits - 1,
        );
        const newest = await withClient(targetUrl, (client) =>
          client.query<{ id: number }>('select max(id)::int as id from credit_ledger'),
        );
        expect(newest.rows[0]!.id).toBeGreaterThan(snapshot.maxLedgerId);
        for (const row of await ledgerAgainstBalances(targetUrl)) expect(row.ledger).toBe(row.balance);
      } finally {
        await app.close();
      }

      // The session is valid because the secret stayed the same: another secret does not accept the cookie.
      const otherSecret = await openApp(dataDir, { DATABASE_URL: targetUrl, AUTH_SECRET: 'x'.repeat(40) });
      try {
        const response = await new TestClient(otherSecret.app).fetch('/api/credits', {
          headers: { cookie: snapshot.cookie },
        });
        expect(response.status).toBe(401);
      } finally {
        await otherSecret.close();
      }
    }, 120_000);

    describe('through the command, with S3 storage', () => {
      const bucket = {
        bucket: 'moved-uploads',
        region: 'auto',
        accessKeyId: 'move-key',
        secretAccessKey: 'move-secret',
      };
      let fake: FakeS3Server;
      beforeAll(async () => {
        fake = await startS3Fake(bucket);
      });
      afterAll(() => fake.close());

      it('copies the uploads into the bucket and prints the summary and the next steps', async () => {
        const dataDir = copyOfTemplate();
        const targetUrl = await emptyDatabase();
        const s3Env = {
          S3_ENDPOINT: fake.endpoint,
          S3_BUCKET: bucket.bucket,
          S3_ACCESS_KEY_ID: bucket.accessKeyId,
          S3_SECRET_ACCESS_KEY: bucket.secretAccessKey,
          S3_FORCE_PATH_STYLE: 'true',
        };
        const passwordUrl = new URL(targetUrl);
        passwordUrl.password = 'not-printed-anywhere';

        const { code, output } = await runMoveCommand(['--to', passwordUrl.toString()], {
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          AUTH_SECRET: '',
          ...s3Env,
        });

        expect(output).not.toContain('not-printed-anywhere');
        expect(code, output).toBe(0);
        expect(output).toContain('Verified: every table holds the same rows');
        expect(output).toMatch(new RegExp(`credit_ledger +${snapshot.counts.credit_ledger}\\n`));
        expect(output).toContain('Uploads: 1 file copied into the S3 bucket, keys unchanged.');
        expect(output).toContain(
          `Set DATABASE_URL to the URL you moved to (${describePostgresUrl(targetUrl)})`,
        );
        expect(output).toContain(`AUTH_SECRET="$(cat ${path.resolve(dataDir, 'auth-secret')})"`);
        expect(output).not.toContain(readFileSync(path.join(dataDir, 'auth-secret'), 'utf8').trim());
        expect(existsSync(path.join(dataDir, 'db', MOVE_MARKER_FILE))).toBe(true);
        const keys = await withClient(targetUrl, (client) =>
          client.query<{ storage_key: string }>('select storage_key from uploads'),
        );
        const key = keys.rows[0]!.storage_key;
        expect([...fake.objects.keys()]).toEqual([key]);
        expect(new Uint8Array(fake.objects.get(key)!.body)).toEqual(snapshot.uploadBytes);
        expect(fake.objects.get(key)!.contentType).toBe('image/png');

        // With the uploads folder gone, the app on PostgreSQL + S3 still serves the file, from the bucket.
        rmSync(path.join(dataDir, 'uploads'), { recursive: true, force: true });
        const app = await openApp(dataDir, { DATABASE_URL: targetUrl, ...s3Env });
        try {
          const file = await new TestClient(app.app).fetch(snapshot.upload.url, {
            headers: { cookie: snapshot.cookie },
          });
          expect(file.status).toBe(200);
          expect(new Uint8Array(await file.arrayBuffer())).toEqual(snapshot.uploadBytes);
        } finally {
          await app.close();
        }
      }, 120_000);
    });

    it('refuses a target that already holds data: exit code 1, nothing changed, no marker', async () => {
      const targetUrl = await emptyDatabase();
      await moveToPostgres({
        env: parseEnv({ DATA_DIR: copyOfTemplate(), LOG_LEVEL: 'silent' }),
        targetUrl,
      });
      const before = await withClient(targetUrl, (client) => rowCounts((text) => client.query(text)));

      const dataDir = copyOfTemplate();
      const { code, output } = await runMoveCommand(['--to', targetUrl], {
        DATA_DIR: dataDir,
        DATABASE_URL: '',
      });

      expect(code).toBe(1);
      expect(output).toContain(`${describePostgresUrl(targetUrl)} already holds data: `);
      expect(output).toContain(`users (${snapshot.counts.users})`);
      expect(output).toContain('nothing was changed');
      expect(output).toContain('DROP SCHEMA public CASCADE');
      expect(output).not.toMatch(/at .*\.ts:\d+/);
      expect(existsSync(path.join(dataDir, 'db', MOVE_MARKER_FILE))).toBe(false);
      expect(await withClient(targetUrl, (client) => rowCounts((text) => client.query(text)))).toEqual(
        before,
      );
    }, 120_000);

    it('refuses to move the same embedded database twice', async () => {
      const dataDir = copyOfTemplate();
      const env = parseEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
      await moveToPostgres({ env, targetUrl: await emptyDatabase() });
      const again = await emptyDatabase();
      await expect(moveToPostgres({ env, targetUrl: again })).rejects.toThrow(
        new RegExp(`was already moved:\\nMoved to PostgreSQL on .*\\nTarget: `),
      );
      await expect(moveToPostgres({ env, targetUrl: again })).rejects.toBeInstanceOf(MoveRefusedError);
    }, 120_000);

    it('starts on PostgreSQL once the embedded database is marked as moved, not before', async () => {
      const dataDir = copyOfTemplate();
      const targetUrl = await emptyDatabase();
      await expect(openApp(dataDir, { DATABASE_URL: targetUrl })).rejects.toBeInstanceOf(
        UnmovedEmbeddedDatabaseError,
      );
      await moveToPostgres({ env: parseEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), targetUrl });
      const app: Runtime = await openApp(dataDir, { DATABASE_URL: targetUrl });
      await app.close();

      // Without DATABASE_URL the moved embedded database is not used either (its data is the day of the move)…
      const stale = openApp(dataDir);
      await expect(stale).rejects.toBeInstanceOf(MovedEmbeddedDatabaseError);
      const message = await stale.catch((error: Error) => error.message);
      expect(message).toContain(`Target: ${describePostgresUrl(targetUrl)}`);
      expect(message).toContain('Set DATABASE_URL to that database');
      // …unless the operator deletes the marker to go back to it on purpose.
      rmSync(path.join(dataDir, 'db', MOVE_MARKER_FILE));
      const embedded = await openApp(dataDir);
      expect(embedded.database.kind).toBe('pglite');
      await embedded.close();
    }, 120_000);
  },
);

// The start-up check needs no PostgreSQL server: it stops before connecting. Run once, with the PGlite project.
describe.skipIf(process.env.TEST_DB_KIND === 'postgres')(
  'starting on DATABASE_URL beside an unmoved embedded database',
  () => {
    let dataDir: string;
    beforeAll(async () => {
      dataDir = tempDir('copilot-unmoved-');
      const embedded = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
      await embedded.close();
    }, 120_000);

    it('stops with a message naming the command and the way to start fresh', async () => {
      const start = openApp(dataDir, { DATABASE_URL: 'postgres://copilot@127.0.0.1:9/copilot' });
      await expect(start).rejects.toBeInstanceOf(UnmovedEmbeddedDatabaseError);
      const message = await start.catch((error: Error) => error.message);
      expect(message).toContain(`\`${MOVE_COMMAND}\``);
      expect(message).toContain(path.resolve(dataDir, 'db'));
      expect(message).toMatch(
        /To start on a fresh database instead: move .* out of DATA_DIR \(or delete it\)/,
      );
    });

    it('is what the server process prints, without a stack trace, exiting with 1', async () => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
        cwd: repoRoot,
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          DATABASE_URL: 'postgres://copilot@127.0.0.1:9/copilot',
          PORT: '0',
          LOG_LEVEL: 'silent',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      const code = await new Promise((resolve) => child.on('exit', resolve));
      expect(code).toBe(1);
      expect(output).toContain(`run \`${MOVE_COMMAND}\``);
      expect(output).not.toMatch(/at .*\.ts:\d+/);
    }, 60_000);

    it('names a command that exists in package.json', () => {
      const scripts = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).scripts;
      expect(scripts[MOVE_COMMAND.replace('npm run ', '')]).toBe('node scripts/db-move.mjs');
    });

    it('the move refuses a DATA_DIR without an embedded database, before connecting anywhere', async () => {
      const empty = tempDir('copilot-no-db-');
      const move = moveToPostgres({
        env: parseEnv({ DATA_DIR: empty, LOG_LEVEL: 'silent' }),
        targetUrl: 'postgres://copilot@127.0.0.1:9/copilot',
      });
      await expect(move).rejects.toBeInstanceOf(MoveRefusedError);
      await expect(move).rejects.toThrow(`There is no embedded database in ${path.join(empty, 'db')}`);
    });

    it('opens the embedded database as before when DATABASE_URL is unset', async () => {
      const app = await openApp(dataDir);
      expect(app.database.kind).toBe('pglite');
      await app.close();
    }, 60_000);
  },
);
