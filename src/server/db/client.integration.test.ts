import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
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
