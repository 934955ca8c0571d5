import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { setImmediate as setImmediatePromise } from 'node:timers/promises';
import v8 from 'node:v8';
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
/** The handle inside `db.transaction(async (tx) => …)`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL's connection pool, for its gauges (open, idle, waiting); PGlite has none. */
  pool?: pg.Pool;
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
  | {
      kind: 'postgres';
      url: string;
      maxConnections?: number;
      /**
       * The longest a query waits for a pooled connection, and for its answer (cancelled by the server, and given
       * up by the client when the server does not answer at all). Unset: no limit.
       */
      timeoutMs?: number;
      onIdleError?: (error: Error) => void;
    }
  | { kind: 'pglite'; dataDir?: string; instance?: PGlite };

/** Opens the database and applies pending migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    // Migrations may take longer than any request may: they run on a connection of their own, without the limits.
    const migrator = new pg.Pool({ connectionString: options.url, max: 1 });
    try {
      await whileHoldingMigrationLock(options.url, () =>
        migratePg(drizzlePg(migrator, { schema }), { migrationsFolder: migrationsFolder() }),
      );
    } finally {
      await migrator.end();
    }
    const timeouts = options.timeoutMs
      ? {
          connectionTimeoutMillis: options.timeoutMs,
          statement_timeout: options.timeoutMs,
          // A server that stopped answering (hung, or its network gone) never cancels anything: the client gives
          // up a little after the server would have.
          query_timeout: options.timeoutMs + 250,
        }
      : {};
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.maxConnections ?? 10,
      ...timeouts,
    });
    // A pooled connection the server drops (restart, failover) must not crash the process; the pool replaces it.
    pool.on('error', options.onIdleError ?? (() => {}));
    // A connection taken out of the pool (a transaction holds one between its statements) has no listener of the
    // pool's, and a client's 'error' event with no listener is thrown: one restart of the server would then end
    // the process. The statement running on it, or the next one, fails with the error instead, and the pool
    // discards the broken connection when it is given back.
    pool.on('connect', (client) => client.on('error', () => {}));
    return postgresHandle(pool);
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

/** The handle of a PostgreSQL connection pool, as it is: it neither connects nor migrates. */
export function postgresHandle(pool: pg.Pool): DatabaseHandle {
  const db = drizzlePg(pool, { schema });
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    pool,
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => pool.end(),
  };
}

/** Any fixed number: the key of the advisory lock all instances take to migrate a database. */
const MIGRATION_LOCK_KEY = 7_356_001;

/**
 * Instances started together (replicas behind a load balancer) would otherwise migrate the same database at once:
 * both see no migration applied, both create the tables, and the second fails on duplicates and stops. The lock is
 * held on a connection of its own for the whole migration; the next instance waits, then finds nothing to do. It
 * is a session lock, so it goes with its connection if the process dies mid-migration.
 */
async function whileHoldingMigrationLock(url: string, migrate: () => Promise<void>): Promise<void> {
  const lock = new pg.Client({ connectionString: url });
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrate();
    } finally {
      await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await lock.end();
  }
}

/**
 * Settings for PGlite's single-user postgres, on top of PGlite's own defaults. PGlite runs in this process's
 * WASM heap, which grows and never shrinks, so whatever postgres allocates at start stays resident.
 * - shared_buffers: initdb's 128MB are allocated and zero-filled at start: ~120 MB of the idle RSS and ~0.3 s of
 *   the start. 8MB (1024 pages) still holds this app's hot rows, indexes and catalogs; a page outside it is
 *   read back from the data files (the OS page cache), which costs a little speed, never correctness.
 *   Durability does not depend on it: every commit still writes its WAL before it returns (to the OS cache: PGlite
 *   passes no fsync to the disk, see README "Run it").
 * A `-c` option overrides postgresql.conf, so existing data directories need no change.
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=8MB'];

/**
 * V8 compiles PGlite's 9 MB WASM module, and re-compiles its hot functions, on as many threads as it gets; the
 * C heap of each of those threads (a glibc arena) keeps its peak for good. One compile thread leaves ~20 MB
 * less resident after start. The price: the first request waits until the start's re-compilation is done
 * (~0.25 s here; a start still took less than before). Only WASM compilation is affected, and PGlite is the
 * only WASM on the start path. V8 reads the flag when it compiles, so it is set before PGlite.create.
 */
const V8_WASM_FLAGS = '--wasm-num-compilation-tasks=1';

async function createPglite(dataDir: string | undefined): Promise<PGlite> {
  v8.setFlagsFromString(V8_WASM_FLAGS);
  const options = { startParams: PGLITE_START_PARAMS };
  if (!dataDir) return yieldingBeforeEachStatement(await PGlite.create(options));
  mkdirSync(dataDir, { recursive: true });
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await initPgliteCluster(dataDir, options);
  return yieldingBeforeEachStatement(await PGlite.create(dataDir, options));
}

/**
 * PGlite runs each statement synchronously in this thread and hands back a promise that is already settled, so a
 * request that awaits one statement after another never returns to the event loop, and neither do the others
 * queued behind it: under load, whole batches of requests ran on microtasks for seconds while no socket was read
 * and no timer fired (the slowest 1 % of caption requests took 3 s at 50 connections, the median 0.2 s). Every
 * statement, and every transaction, outside a transaction is taken under PGlite's transaction lock; waiting one
 * turn of the event loop before taking it lets the sockets and timers be served between statements, as a
 * network database's replies are.
 */
function yieldingBeforeEachStatement(client: PGlite): PGlite {
  const takeLock = client._runExclusiveTransaction.bind(client);
  client._runExclusiveTransaction = async (fn) => {
    await setImmediatePromise();
    return takeLock(fn);
  };
  return client;
}

/**
 * Creates the cluster of a new data directory (initdb) in a short-lived child process. Run in this process it
 * left ~600 MB resident (RSS ~820 MB after a first start): initdb runs in WASM instances of its own, whose
 * memory only a garbage collection frees, and an idle server may never run one. The server then opens the
 * cluster as on any later start.
 */
async function initPgliteCluster(dataDir: string, options: { startParams: string[] }): Promise<void> {
  const script =
    'const [url, dataDir, options] = process.argv.slice(1);' +
    'const { PGlite } = await import(url);' +
    'await (await PGlite.create(dataDir, JSON.parse(options))).close();';
  const pglite = import.meta.resolve('@electric-sql/pglite');
  try {
    await promisify(execFile)(
      process.execPath,
      ['--input-type=module', '--eval', script, pglite, dataDir, JSON.stringify(options)],
      { maxBuffer: 16 * 1024 * 1024 },
    );
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`Could not create the PGlite database in ${dataDir}${stderr ? `:\n${stderr}` : ''}`, {
      cause: error,
    });
  }
}
