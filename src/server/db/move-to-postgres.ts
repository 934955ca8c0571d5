import { existsSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Env } from '../env';
import { createStorage } from '../integrations/storage/create-storage';
import { createLocalDiskStorage } from '../integrations/storage/local-disk';
import { migrationsFolder, openDatabase } from './client';
import {
  describePostgresUrl,
  embeddedDatabaseDir,
  holdsEmbeddedDatabase,
  MOVE_MARKER_FILE,
  readMoveMarker,
  writeMoveMarker,
} from './embedded-move-marker';
import * as schema from './schema';
import { tablesInForeignKeyOrder } from './table-order';

/** A move that was not started, or was undone, for a reason the operator can fix; nothing was changed. */
export class MoveRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MoveRefusedError';
  }
}

export type MoveOptions = {
  /** DATA_DIR (the embedded database, the uploads, the generated auth secret), AUTH_SECRET and S3_*. */
  env: Env;
  /** The PostgreSQL database to fill. */
  targetUrl: string;
  /** One line per step, for the command's output. */
  onProgress?: (line: string) => void;
  now?: () => Date;
};

export type MovedTable = { name: string; rows: number };

export type MoveReport = {
  source: string;
  /** The target without its password. */
  target: string;
  /** Every table, in the order it was copied, with its row count (equal on both sides: verified). */
  tables: MovedTable[];
  /** Tables found in the embedded database that the app's schema does not define: not copied. */
  skippedTables: string[];
  uploads: {
    /** s3: copied into the bucket; local: they stay in DATA_DIR/uploads. */
    storage: 's3' | 'local';
    dir: string;
    files: number;
    /** Keys whose file was already missing from DATA_DIR/uploads (the app would answer 404 for them anyway). */
    missing: string[];
  };
  /** Where the secret that signs sessions comes from: sessions stay valid as long as it does not change. */
  authSecret: { source: 'env' } | { source: 'file'; file: string } | { source: 'none' };
  markerFile: string;
};

/** Rows read and written per round trip: few enough for PostgreSQL's 65,535 parameters at any column count. */
const BATCH_ROWS = 500;

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Copies an embedded install (PGlite in DATA_DIR/db) into an empty PostgreSQL database: every table of the app's
 * schema with the same ids, timestamps and JSON, in one transaction, then checks that each table holds the same
 * rows on both sides before committing. Uploads are copied into the S3 bucket when one is configured. Finally
 * DATA_DIR/db gets a marker file, which lets the app start on PostgreSQL from then on.
 *
 * Refuses (MoveRefusedError, nothing changed) when there is no embedded database, when it was already moved, or
 * when the target already holds data: the move never merges two installs.
 */
export async function moveToPostgres(options: MoveOptions): Promise<MoveReport> {
  const { env, targetUrl } = options;
  const progress = options.onProgress ?? (() => {});
  const now = options.now ?? (() => new Date());
  const dbDir = embeddedDatabaseDir(env.DATA_DIR);
  const target = describePostgresUrl(targetUrl);

  if (!holdsEmbeddedDatabase(dbDir)) {
    throw new MoveRefusedError(
      `There is no embedded database in ${path.resolve(dbDir)}: nothing to move. ` +
        'Set DATA_DIR to the folder the app used (it holds db/, uploads/ and auth-secret).',
    );
  }
  const marker = readMoveMarker(dbDir);
  if (marker !== null) {
    throw new MoveRefusedError(
      `The embedded database in ${path.resolve(dbDir)} was already moved:\n${marker}\n` +
        `To move it again, delete ${path.resolve(dbDir, MOVE_MARKER_FILE)} first.`,
    );
  }
  if (!/^postgres(ql)?:$/.test(safeProtocol(targetUrl))) {
    throw new MoveRefusedError(
      'The target must be a PostgreSQL URL such as postgres://user:password@host:5432/database.',
    );
  }

  const tables = tablesInForeignKeyOrder(schema);
  const client = new pg.Client({ connectionString: targetUrl });
  try {
    await client.connect();
  } catch (error) {
    throw new MoveRefusedError(`Could not connect to ${target}: ${(error as Error).message}`);
  }

  let embedded: Awaited<ReturnType<typeof openDatabase>> | undefined;
  try {
    // Checked before anything is written, so a refused move leaves no tables and no uploaded files behind.
    await refuseUnlessEmpty(client, tables, target);
    embedded = await openDatabase({ kind: 'pglite', dataDir: dbDir });
    const source = (embedded.db as unknown as { $client: PGlite }).$client;
    progress(`Reading the embedded database in ${path.resolve(dbDir)}`);

    const sourceTables = (
      await source.query<{ name: string }>(
        `select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
      )
    ).rows.map((row) => row.name);
    const skippedTables = sourceTables.filter((name) => !tables.includes(name));

    const uploads = await copyUploads(env, source, progress);

    progress(`Creating the tables in ${target}`);
    await migrate(drizzle(client), { migrationsFolder: migrationsFolder() });

    const moved: MovedTable[] = [];
    await client.query('begin');
    try {
      // Timestamps are compared as text below: both sides print them in UTC, ISO style.
      await client.query(`set local timezone = 'UTC'`);
      await client.query(`set local datestyle = 'ISO, YMD'`);
      // Nobody else writes while the rows arrive (an app already started on the target, say); reads still work.
      await client.query(`lock table ${tables.map(quote).join(', ')} in exclusive mode`);
      await refuseUnlessEmpty(client, tables, target);
      progress(`Copying ${tables.length} tables in one transaction`);
      for (const table of tables) moved.push({ name: table, rows: await copyTable(source, client, table) });
      await restartIdentities(client, tables);
      await verifySameRows(source, client, tables);
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => {});
      throw error;
    }

    const movedAt = now();
    const markerFile = writeMoveMarker(dbDir, target, movedAt);
    return {
      source: path.resolve(dbDir),
      target,
      tables: moved,
      skippedTables,
      uploads,
      authSecret: authSecretSource(env),
      markerFile,
    };
  } finally {
    await embedded?.close();
    await client.end();
  }
}

function safeProtocol(url: string): string {
  try {
    return new URL(url).protocol;
  } catch {
    return '';
  }
}

/** The target must not hold a single row of the app's tables; a database the app never ran on has none. */
async function refuseUnlessEmpty(client: pg.Client, tables: string[], target: string): Promise<void> {
  const filled: string[] = [];
  for (const table of tables) {
    const { rows } = await client.query<{ exists: boolean }>(`select to_regclass($1) is not null as exists`, [
      `public.${quote(table)}`,
    ]);
    if (!rows[0]?.exists) continue;
    const count = (await client.query<{ n: number }>(`select count(*)::int as n from ${quote(table)}`))
      .rows[0]!.n;
    if (count > 0) filled.push(`${table} (${count})`);
  }
  if (filled.length === 0) return;
  throw new MoveRefusedError(
    [
      `${target} already holds data: ${filled.join(', ')}.`,
      'The move only fills an empty database, so nothing was changed.',
      'Use a new database (for example `createdb copilot`), or, if the data in this one is not needed, empty it:',
      '  DROP SCHEMA public CASCADE; CREATE SCHEMA public; DROP SCHEMA IF EXISTS drizzle CASCADE;',
    ].join('\n'),
  );
}

type ColumnInfo = { name: string; identity: boolean };

/** The stored columns of a table (not the generated ones, which PostgreSQL computes again on insert). */
async function storedColumns(source: PGlite, table: string): Promise<ColumnInfo[]> {
  const { rows } = await source.query<{ name: string; identity: string }>(
    `select column_name as name, is_identity as identity from information_schema.columns
      where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER'
      order by ordinal_position`,
    [table],
  );
  return rows.map((row) => ({ name: row.name, identity: row.identity === 'YES' }));
}

/**
 * Rows travel as PostgreSQL's own text form of each value (`::text`) and are parsed by the target into the
 * column's type: microsecond timestamps, bigints and JSON arrive exactly as stored, with no JavaScript type
 * between them. Identity values are kept (OVERRIDING SYSTEM VALUE), so ids and their order stay the same.
 */
async function copyTable(source: PGlite, target: pg.Client, table: string): Promise<number> {
  const columns = await storedColumns(source, table);
  const names = columns.map((column) => quote(column.name)).join(', ');
  const select = `select ${columns.map((column) => `${quote(column.name)}::text`).join(', ')} from ${quote(table)}`;
  const overriding = columns.some((column) => column.identity) ? ' overriding system value' : '';

  let copied = 0;
  await source.transaction(async (tx: Transaction) => {
    await tx.query(`declare move_rows no scroll cursor for ${select}`);
    for (;;) {
      const { rows } = await tx.query<unknown[]>(`fetch ${BATCH_ROWS} from move_rows`, [], {
        rowMode: 'array',
      });
      if (rows.length === 0) break;
      const values = rows.map(
        (_, row) => `(${columns.map((__, column) => `$${row * columns.length + column + 1}`).join(', ')})`,
      );
      await target.query(
        `insert into ${quote(table)} (${names})${overriding} values ${values.join(', ')}`,
        rows.flat(),
      );
      copied += rows.length;
    }
    await tx.query('close move_rows');
  });
  return copied;
}

/**
 * Identity and serial columns continue after the highest copied value: the next row the app inserts gets a new
 * id instead of colliding with a moved one.
 */
async function restartIdentities(client: pg.Client, tables: string[]): Promise<void> {
  const { rows } = await client.query<{ table: string; column: string; sequence: string }>(
    `select table_name as table, column_name as column,
            pg_get_serial_sequence(format('public.%I', table_name), column_name) as sequence
       from information_schema.columns
      where table_schema = 'public' and table_name = any($1)
        and (is_identity = 'YES' or column_default like 'nextval(%')`,
    [tables],
  );
  for (const row of rows) {
    await client.query(
      `select setval($1, coalesce((select max(${quote(row.column)}) from ${quote(row.table)}), 0) + 1, false)`,
      [row.sequence],
    );
  }
}

/**
 * Each table must hold the same rows on both sides: the same count and the same fingerprint, a hash over the
 * text of every row (generated columns included), independent of row order. Any difference undoes the move.
 */
async function verifySameRows(source: PGlite, target: pg.Client, tables: string[]): Promise<void> {
  await source.query(`set timezone = 'UTC'`);
  await source.query(`set datestyle = 'ISO, YMD'`);
  const fingerprint = (table: string) =>
    `select count(*)::int as rows, coalesce(md5(string_agg(md5(t::text), '' order by md5(t::text))), '') as hash
       from ${quote(table)} t`;
  const different: string[] = [];
  for (const table of tables) {
    const embedded = (await source.query<{ rows: number; hash: string }>(fingerprint(table))).rows[0]!;
    const moved = (await target.query<{ rows: number; hash: string }>(fingerprint(table))).rows[0]!;
    if (embedded.rows !== moved.rows || embedded.hash !== moved.hash) {
      different.push(`${table} (embedded ${embedded.rows} rows, PostgreSQL ${moved.rows} rows)`);
    }
  }
  if (different.length) {
    throw new MoveRefusedError(
      `The copy differs from the embedded database in ${different.join(', ')}; nothing was changed.`,
    );
  }
}

/**
 * The files of every upload row. With S3 configured they are copied into the bucket under the same keys (the
 * rows keep pointing at them); otherwise they stay in DATA_DIR/uploads, and only their presence is checked.
 * Copying happens before the database is filled: a failure leaves the target database untouched, and running the
 * move again puts the same objects again.
 */
async function copyUploads(
  env: Env,
  source: PGlite,
  progress: (line: string) => void,
): Promise<MoveReport['uploads']> {
  const dir = path.resolve(env.DATA_DIR, 'uploads');
  const local = createLocalDiskStorage(dir);
  const destination = createStorage(env);
  const { rows } = await source.query<{ key: string; contentType: string; size: number }>(
    `select storage_key as key, content_type as "contentType", size from uploads order by created_at, id`,
  );
  const missing: string[] = [];
  let files = 0;
  if (destination.kind === 's3') progress(`Copying ${rows.length} uploaded files into the S3 bucket`);
  for (const row of rows) {
    if (destination.kind !== 's3') {
      if (existsSync(path.join(dir, row.key))) files += 1;
      else missing.push(row.key);
      continue;
    }
    const object = await local.get(row.key);
    if (!object) {
      missing.push(row.key);
      continue;
    }
    await destination.put(row.key, Readable.fromWeb(object.body as NodeReadableStream<Uint8Array>), {
      contentType: row.contentType,
      size: object.size,
    });
    files += 1;
  }
  return { storage: destination.kind, dir, files, missing };
}

function authSecretSource(env: Env): MoveReport['authSecret'] {
  if (env.AUTH_SECRET) return { source: 'env' };
  const file = path.resolve(env.DATA_DIR, 'auth-secret');
  return existsSync(file) ? { source: 'file', file } : { source: 'none' };
}
