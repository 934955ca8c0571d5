import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PAID_REQUEST_MESSAGES, type CaptionEvent } from '@shared/ai';
import type { CreditsView, LedgerEntry } from '@shared/credits';
import {
  startOpenAiCompatibleFake,
  type FakeModelReply,
  type OpenAiCompatibleFake,
} from '../../tests/fakes/openai-compatible-server';
import { startAppProcess, type AppProcess } from './testing/app-process';
import { PROCESS_APP_URL, freePort, signedInProcessClient } from './testing/server-process';
import { createEmptyPostgresDatabase } from './testing/test-database';
import type { TestClient } from './testing/test-runtime';

/**
 * Faults of the real server process, on the database this run tests (PGlite in DATA_DIR, or a PostgreSQL
 * database of its own): killed outright, or stopped by SIGTERM, while answers stream. No credit is lost or given.
 */
const isPostgres = process.env.TEST_DB_KIND === 'postgres';

let model: OpenAiCompatibleFake;
let database: { url: string; drop(): Promise<void> } | undefined;
const servers: AppProcess[] = [];

beforeAll(async () => {
  // Every answer not queued otherwise: one caption, then the stream stays open (an answer still being written).
  model = await startOpenAiCompatibleFake({
    fallback: { kind: 'stream', chunks: ['1. Still writing #slow\n'], hang: true },
  });
});
afterAll(async () => {
  await model.close();
});
afterEach(async () => {
  for (const server of servers.splice(0)) await server.kill();
  await database?.drop();
  database = undefined;
});

async function serverEnv(extra: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'copilot-faults-'));
  if (isPostgres) database = await createEmptyPostgresDatabase();
  return {
    dataDir,
    env: {
      DATA_DIR: dataDir,
      ...(database ? { DATABASE_URL: database.url } : {}),
      OPENAI_BASE_URL: model.baseUrl,
      AI_MODEL: 'fake-model',
      ...extra,
    },
  };
}

/** The real server process on `port` (the same one again after a restart, so the client follows it). */
async function start(port: number, env: Record<string, string>) {
  const server = await startAppProcess({ ...env, PORT: String(port), APP_URL: PROCESS_APP_URL });
  servers.push(server);
  return server;
}

/** Starts a caption answer and reads until its first words arrived: the credit is spent, the answer streams. */
async function startAnswer(client: TestClient) {
  const response = await client.post('/api/captions', { description: 'Instagram post for our bakery' });
  expect(response.status).toBe(200);
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let received = '';
  while (!received.includes('"delta"')) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`the answer ended early: ${received}`);
    received += value;
  }
  return {
    /** The rest of the answer's events, read to the end (or until the connection breaks). */
    async rest(): Promise<CaptionEvent[]> {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          received += value;
        }
      } catch {
        // The server went away mid-answer.
      }
      return received
        .split('\n')
        .filter((line) => line.trim().startsWith('{') && line.trim().endsWith('}'))
        .map((line) => JSON.parse(line) as CaptionEvent);
    },
  };
}

const spendable = async (client: TestClient) => {
  const view = (await (await client.get('/api/credits')).json()) as CreditsView;
  return view.dailyFreeRemaining + view.remainingCredits;
};
const ledger = async (client: TestClient) =>
  ((await (await client.get('/api/credits/history')).json()) as { entries: LedgerEntry[] }).entries;

describe('credits under process faults', () => {
  it('refunds, exactly once, every answer in flight when the process is killed, after a restart', async () => {
    const port = await freePort();
    const { dataDir, env } = await serverEnv({
      CREDIT_RECOVERY_AFTER_MS: '1000',
      CREDIT_RECOVERY_INTERVAL_MS: '200',
    });
    const first = await start(port, env);
    const client = await signedInProcessClient(first, dataDir, 'killed@example.com');
    expect(await spendable(client)).toBe(10);
    const answers = await Promise.all(Array.from({ length: 6 }, () => startAnswer(client)));
    expect(answers).toHaveLength(6);

    await first.kill();
    await Promise.all(answers.map((answer) => answer.rest()));

    await start(port, env);
    await expect.poll(() => spendable(client), { timeout: 20_000, interval: 200 }).toBe(10);
    // Several more passes find nothing left to refund.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await spendable(client)).toBe(10);
    const entries = await ledger(client);
    expect(entries.filter((entry) => entry.reason === 'spend')).toHaveLength(6);
    expect(entries.filter((entry) => entry.reason === 'refund')).toHaveLength(6);
  }, 90_000);

  it('on SIGTERM lets answers finish within the grace, refunds the ones it cuts, then exits', async () => {
    const port = await freePort();
    // The default recovery age (minutes): any refund seen after the restart was made before the exit.
    const { dataDir, env } = await serverEnv({ SHUTDOWN_GRACE_MS: '1500' });
    const server = await start(port, env);
    const client = await signedInProcessClient(server, dataDir, 'drained@example.com');

    model.reset();
    const quick: FakeModelReply = {
      kind: 'stream',
      chunks: ['1. Fresh bread #bakery\n', '2. Warm crust #fresh\n'],
      delayMs: 300,
    };
    model.enqueue(quick, quick);
    const finishing = [await startAnswer(client), await startAnswer(client)];
    const cut = await Promise.all(Array.from({ length: 3 }, () => startAnswer(client)));

    const stopping = server.stop(30_000);
    const finished = await Promise.all(finishing.map((answer) => answer.rest()));
    const stopped = await Promise.all(cut.map((answer) => answer.rest()));
    await stopping;
    expect(server.child.exitCode).toBe(0);

    for (const events of finished) expect(events.at(-1)?.type).toBe('done');
    for (const events of stopped) {
      expect(events.at(-1)).toEqual({
        type: 'error',
        message: PAID_REQUEST_MESSAGES.serverRestarting,
        refunded: true,
      });
    }

    await start(port, env);
    expect(await spendable(client)).toBe(8);
    const entries = await ledger(client);
    expect(entries.filter((entry) => entry.reason === 'spend')).toHaveLength(5);
    expect(entries.filter((entry) => entry.reason === 'refund')).toHaveLength(3);
  }, 90_000);
});
