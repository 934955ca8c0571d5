import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { parseEnv } from '../env';
import { createRuntime, type Runtime } from '../runtime';
import { createLogger } from '../logger';
import { createTestRuntime, type TestRuntime } from '../testing/test-runtime';

let runtime: TestRuntime;

beforeAll(async () => {
  runtime = await createTestRuntime();
});
afterAll(async () => {
  await runtime?.close();
});

/** A second app on the test runtime's database (which stays the test runtime's to close). */
function runtimeOn(database: DatabaseHandle) {
  const env = parseEnv({ DATA_DIR: runtime.dataDir, LOG_LEVEL: 'silent', APP_URL: 'http://localhost:3000' });
  return createRuntime(env, {
    database: { ...database, close: async () => {} },
    logger: createLogger('silent'),
  });
}

const probe = (target: { app: Runtime['app'] }, pathname: string) =>
  target.app.request(`http://localhost:3000${pathname}`);

describe('GET /api/live', () => {
  it('answers ok without asking anything of the database', async () => {
    const response = await probe(runtime, '/api/live');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ok' });
  });
});

describe('GET /api/ready', () => {
  it('is ready when the database answers and holds every migration', async () => {
    const response = await probe(runtime, '/api/ready');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ok', database: runtime.database.kind });
  });

  it('is not ready while the newest migration is missing from the database', async () => {
    const { db } = runtime.database;
    const newest = sql`(select max(created_at) from drizzle.__drizzle_migrations)`;
    const removed = await db.execute<{ hash: string; created_at: string }>(
      sql`delete from drizzle.__drizzle_migrations where created_at = ${newest} returning hash, created_at`,
    );
    const [row] = (removed as unknown as { rows: { hash: string; created_at: string }[] }).rows;
    try {
      const response = await probe(runtime, '/api/ready');
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      expect(await response.json()).toMatchObject({ error: { code: 'MIGRATIONS_PENDING' } });
    } finally {
      await db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${row!.hash}, ${row!.created_at})`,
      );
    }
    expect((await probe(runtime, '/api/ready')).status).toBe(200);
  });

  it('is not ready once the server starts draining, while /api/live stays up', async () => {
    const draining = await runtimeOn(runtime.database);
    draining.lifecycle.startDraining();
    const response = await probe(draining, '/api/ready');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await response.json()).toEqual({
      status: 'error',
      error: { code: 'SHUTTING_DOWN', message: 'The server is shutting down' },
    });
    expect((await probe(draining, '/api/live')).status).toBe(200);
    expect((await probe(runtime, '/api/ready')).status).toBe(200);
  });

  // The test's own time limit is the deadline check: ready gives up on a hanging database after 1.5 s.
  it('answers 503 within its deadline when the database hangs', { timeout: 6_000 }, async () => {
    let pings = 0;
    const stuck = await runtimeOn({
      ...runtime.database,
      ping: () => {
        pings += 1;
        return new Promise<void>(() => {});
      },
    });
    const response = await probe(stuck, '/api/ready');
    expect(pings).toBe(1);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      status: 'error',
      error: { code: 'DATABASE_UNAVAILABLE', message: 'The database is not reachable' },
    });
    expect((await probe(stuck, '/api/live')).status).toBe(200);
  });
});
