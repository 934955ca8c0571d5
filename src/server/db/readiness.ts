import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder, type Database } from './client';

/**
 * The `when` of the newest migration shipped with this build (drizzle's journal). drizzle records that same
 * number as `created_at` when it applies the migration, so the database is up to date when its newest
 * `created_at` is at least this.
 */
export function newestMigrationMillis(folder: string = migrationsFolder()): number {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

/**
 * The newest migration applied to the database. drizzle keeps its ledger in `drizzle.__drizzle_migrations` on
 * PostgreSQL and on PGlite alike; undefined when it holds no row.
 */
export async function appliedMigrationMillis(db: Database): Promise<number | undefined> {
  const result = await db.execute<{ newest: string | number | null }>(
    sql`select max(created_at) as newest from drizzle.__drizzle_migrations`,
  );
  const newest = (result as unknown as { rows: { newest: string | number | null }[] }).rows[0]?.newest;
  return newest === null || newest === undefined ? undefined : Number(newest);
}
