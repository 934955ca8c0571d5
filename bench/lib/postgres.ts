import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The PostgreSQL server the benchmark uses: TEST_DATABASE_URL's, else the local one CI uses. */
export const POSTGRES_ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export type ScratchDatabase = { url: string; name: string; drop(): Promise<void> };

/** A fresh, empty database on that server for one run; `drop()` removes it (and any connection left). */
export async function createScratchDatabase(): Promise<ScratchDatabase> {
  const name = `copilot_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 5_000 });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

export async function postgresVersion(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ server_version: string }>('SHOW server_version');
    return rows[0]?.server_version ?? 'unknown';
  } finally {
    await client.end();
  }
}

/** The database a measurement ran on, as the report names it. */
export async function databaseLabel(scratch: ScratchDatabase | undefined): Promise<string> {
  return scratch ? `PostgreSQL ${await postgresVersion(scratch.url)}` : 'PGlite (files in DATA_DIR/db)';
}
