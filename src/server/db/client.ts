import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** Both drivers expose the same drizzle PostgreSQL API; services take this type and run on either. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
  close(): Promise<void>;
};

/**
 * The migrations folder is found from the package root (the folder holding package.json), so it is the same
 * whether this code runs from `src/` (dev, tests) or from the bundle in `dist/`.
 */
export function migrationsFolder(): string {
  if (process.env.MIGRATIONS_DIR) return path.resolve(process.env.MIGRATIONS_DIR);
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('package.json not found above the server code');
    dir = parent;
  }
  return path.join(dir, 'src/server/db/migrations');
}

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; maxConnections?: number; onIdleError?: (error: Error) => void }
  | { kind: 'pglite'; dataDir?: string; instance?: PGlite };

/** Opens the database and applies pending migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.maxConnections ?? 10 });
    // A pooled connection the server drops (restart, failover) must not crash the process; the pool replaces it.
    pool.on('error', options.onIdleError ?? (() => {}));
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder: migrationsFolder() });
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      ping: async () => void (await db.execute(sql`select 1`)),
      close: () => pool.end(),
    };
  }
  const client = options.instance ?? (await createPglite(options.dataDir));
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: migrationsFolder() });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => client.close(),
  };
}

async function createPglite(dataDir: string | undefined): Promise<PGlite> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  return PGlite.create(dataDir);
}
