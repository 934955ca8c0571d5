import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-database';
import { openDatabase } from './client';

// The embedded database in a data directory, as `npm start` opens it: created in a child process the first
// time, then opened with the app's settings; the data outlives the process that wrote it.
describe('PGlite in a data directory', () => {
  const dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'copilot-db-')), 'db');
  afterAll(() => rmSync(path.dirname(dataDir), { recursive: true, force: true }));

  it('creates the database, migrates it, keeps what was written, and runs with small shared buffers', async () => {
    const first = await openDatabase({ kind: 'pglite', dataDir });
    expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
    await first.db.execute(sql`create table kept (value text)`);
    await first.db.execute(sql`insert into kept values ('still here')`);
    await first.close();

    const second = await openDatabase({ kind: 'pglite', dataDir });
    const kept = (await second.db.execute(sql`select value from kept`)) as unknown as { rows: unknown[] };
    expect(kept.rows).toEqual([{ value: 'still here' }]);
    const users = (await second.db.execute(sql`select count(*)::int as n from users`)) as unknown as {
      rows: { n: number }[];
    };
    expect(users.rows[0]!.n).toBe(0);
    const buffers = (await second.db.execute(sql`show shared_buffers`)) as unknown as {
      rows: { shared_buffers: string }[];
    };
    expect(buffers.rows[0]!.shared_buffers).toBe('8MB');
    await second.close();
  }, 120_000);
});

// PGlite answers in this thread. A request running statement after statement must still let the event loop serve
// sockets and timers in between, as it would while waiting for a network database's replies.
describe('PGlite between statements', () => {
  it('lets the event loop run before each statement, and transactions still work', async () => {
    const database = await openDatabase({ kind: 'pglite' });
    try {
      // Counts the event loop's turns while 20 statements run one after another.
      let turns = 0;
      let isRunning = true;
      const countTurn = () => {
        turns += 1;
        if (isRunning) setImmediate(countTurn);
      };
      setImmediate(countTurn);
      for (let n = 0; n < 20; n += 1) await database.db.execute(sql`select 1`);
      isRunning = false;
      expect(turns).toBeGreaterThanOrEqual(20);

      // A transaction is one turn: nothing else runs between its statements.
      await database.db.execute(sql`create table turns (n int)`);
      await database.db.transaction(async (tx) => {
        for (let n = 0; n < 5; n += 1) await tx.execute(sql`insert into turns values (${n})`);
      });
      const rows = (await database.db.execute(sql`select count(*)::int as n from turns`)) as unknown as {
        rows: { n: number }[];
      };
      expect(rows.rows[0]!.n).toBe(5);
    } finally {
      await database.close();
    }
  }, 60_000);
});

// The server ends a connection (a restart, a failover, an administrator) while a transaction holds it: the
// transaction fails, the process goes on, and the pool answers the next query on a new connection. (Were the
// connection's error event left unheard, Node would throw it, and Vitest would fail the run on it.)
describe.skipIf(process.env.TEST_DB_KIND !== 'postgres')(
  'PostgreSQL dropping a connection a transaction holds',
  () => {
    it('fails that transaction only, and the next query succeeds', async () => {
      const database = await createTestDatabase();
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      try {
        const failed = database.db.transaction(async (tx) => {
          const result = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
            rows: { pid: number }[];
          };
          await admin.query('select pg_terminate_backend($1)', [result.rows[0]!.pid]);
          // The server's notice arrives while no statement runs on the connection.
          await new Promise((resolve) => setTimeout(resolve, 200));
          await tx.execute(sql`select 1`);
        });
        await expect(failed).rejects.toThrow();
        const after = (await database.db.execute(sql`select 2 as n`)) as unknown as { rows: { n: number }[] };
        expect(after.rows).toEqual([{ n: 2 }]);
      } finally {
        await admin.end();
        await database.close();
      }
    });
  },
);
