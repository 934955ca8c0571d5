import pg from 'pg';

/** Drops the run's own PostgreSQL database (the server may still hold connections: FORCE). */
export default async function globalTeardown() {
  const url = process.env.E2E_PG_DATABASE_URL;
  if (!url || !process.env.TEST_DATABASE_URL) return;
  const name = new URL(url).pathname.slice(1);
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await client.end();
}
