import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { EnvError } from '../env';

/**
 * The command that copies the embedded database into PostgreSQL. Named in every message that asks an operator to
 * move, so the text and package.json cannot drift apart unnoticed (a test runs this exact script).
 */
export const MOVE_COMMAND = 'npm run db:move';

/** Written into DATA_DIR/db once its data is in PostgreSQL; postgres itself ignores extra files in its folder. */
export const MOVE_MARKER_FILE = 'MOVED_TO_POSTGRESQL';

/** The embedded database's folder inside DATA_DIR. */
export const embeddedDatabaseDir = (dataDir: string) => path.join(dataDir, 'db');

/** PGlite, like any postgres cluster, keeps PG_VERSION at the top of its folder from initdb on. */
export const holdsEmbeddedDatabase = (dbDir: string) => existsSync(path.join(dbDir, 'PG_VERSION'));

/** The marker's text, or null when this folder was never moved. */
export function readMoveMarker(dbDir: string): string | null {
  const file = path.join(dbDir, MOVE_MARKER_FILE);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : null;
}

export function writeMoveMarker(dbDir: string, target: string, movedAt: Date): string {
  const file = path.join(dbDir, MOVE_MARKER_FILE);
  writeFileSync(
    file,
    [
      `Moved to PostgreSQL on ${movedAt.toISOString()}`,
      `Target: ${target}`,
      'The app no longer reads or writes this embedded database; it is kept as a backup.',
      '',
    ].join('\n'),
  );
  return file;
}

/**
 * A connection URL fit for messages, files and logs: user, host, port and database, never the password or the
 * query string (which may carry credentials such as sslpassword).
 */
export function describePostgresUrl(url: string): string {
  try {
    const parsed = new URL(url);
    const user = parsed.username ? `${decodeURIComponent(parsed.username)}@` : '';
    return `postgres://${user}${parsed.host}${parsed.pathname}`;
  } catch {
    return '(an unreadable PostgreSQL URL)';
  }
}

/**
 * Starting on PostgreSQL while DATA_DIR/db still holds an embedded database that was never moved would open an
 * empty (or a different) database and leave every account, balance and upload behind without a word. It is a
 * configuration problem, so it stops the start like an invalid variable does: a message, no stack trace.
 */
export class UnmovedEmbeddedDatabaseError extends EnvError {
  constructor(dbDir: string) {
    const folder = path.resolve(dbDir);
    super(
      [
        `DATABASE_URL is set, but ${folder} holds an embedded database that was never moved to PostgreSQL.`,
        'Starting now would leave its accounts, credits, subscriptions, history and uploads behind.',
        `To bring them along: stop the app, run \`${MOVE_COMMAND}\` (it copies everything into DATABASE_URL), then start again.`,
        `To start on a fresh database instead: move ${folder} out of DATA_DIR (or delete it), then start again.`,
      ].join('\n'),
    );
    this.name = 'UnmovedEmbeddedDatabaseError';
  }
}

/** Throws UnmovedEmbeddedDatabaseError unless DATA_DIR/db is absent, or was moved (its marker exists). */
export function assertEmbeddedDatabaseMoved(dataDir: string): void {
  const dbDir = embeddedDatabaseDir(dataDir);
  if (holdsEmbeddedDatabase(dbDir) && readMoveMarker(dbDir) === null) {
    throw new UnmovedEmbeddedDatabaseError(dbDir);
  }
}

/**
 * The other way round: once its data lives in PostgreSQL, starting on the embedded database (DATABASE_URL
 * forgotten) would serve the balances and accounts of the day of the move, and new writes would go to the wrong
 * place. Going back on purpose stays possible: delete the marker.
 */
export class MovedEmbeddedDatabaseError extends EnvError {
  constructor(dbDir: string, marker: string) {
    const folder = path.resolve(dbDir);
    super(
      [
        `DATABASE_URL is not set, but the embedded database in ${folder} was moved to PostgreSQL:`,
        ...marker.split('\n').map((line) => `  ${line}`),
        'Set DATABASE_URL to that database and start again.',
        `To go back to the embedded database as it was at the move, delete ${path.join(folder, MOVE_MARKER_FILE)}.`,
      ].join('\n'),
    );
    this.name = 'MovedEmbeddedDatabaseError';
  }
}

/** Throws MovedEmbeddedDatabaseError when DATA_DIR/db carries the marker of a move. */
export function assertEmbeddedDatabaseNotMoved(dataDir: string): void {
  const dbDir = embeddedDatabaseDir(dataDir);
  const marker = readMoveMarker(dbDir);
  if (marker !== null) throw new MovedEmbeddedDatabaseError(dbDir, marker);
}
