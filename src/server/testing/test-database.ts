import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/client';

/**
 * A migrated database of its own for one test file: PGlite in memory, or — when TEST_DB_KIND is postgres —
 * a fresh database on TEST_DATABASE_URL, dropped afterwards, so runs never see each other's rows.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (process.env.TEST_DB_KIND !== 'postgres') return openDatabase({ kind: 'pglite' });

  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DB_KIND=postgres needs TEST_DATABASE_URL');
  const database = await createEmptyPostgresDatabase(baseUrl);
  const handle = await openDatabase({ kind: 'postgres', url: database.url, maxConnections: 20 });
  return {
    ...handle,
    async close() {
      await handle.close();
      await database.drop();
    },
  };
}

/** A new, empty database (no tables) on the server of `baseUrl` (TEST_DATABASE_URL), and a way to drop it. */
export async function createEmptyPostgresDatabase(baseUrl = process.env.TEST_DATABASE_URL) {
  if (!baseUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `copilot_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(baseUrl, `CREATE DATABASE ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

async function adminQuery(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
