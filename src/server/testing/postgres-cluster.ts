import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './server-process';

/** The directory holding initdb and pg_ctl: the newest /usr/lib/postgresql/N/bin, else PATH. */
export function findPostgresBin(): string | undefined {
  const debian = '/usr/lib/postgresql';
  const versions = existsSync(debian)
    ? readdirSync(debian)
        .filter((name) => /^\d+$/.test(name))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const candidates = [
    ...versions.map((version) => path.join(debian, version, 'bin')),
    ...(process.env.PATH ?? '').split(path.delimiter),
  ];
  return candidates.find(
    (dir) => existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl')),
  );
}

/**
 * PostgreSQL refuses to run as root. When the tests run as root, the cluster belongs to the `postgres` system
 * user and every command runs as that user (runuser); otherwise as the current user.
 */
function clusterOwner(): { uid: number; gid: number; wrap: (argv: string[]) => string[] } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) =>
    Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  const uid = id('-u');
  if (!Number.isInteger(uid) || uid <= 0)
    throw new Error('running as root needs a "postgres" user to own the cluster');
  return { uid, gid: id('-g'), wrap: (argv) => ['runuser', '-u', 'postgres', '--', ...argv] };
}

/** Cluster directories still present when the test process exits: stopped at once, never left running. */
const live = new Set<() => void>();
process.once('exit', () => {
  for (const stop of live) stop();
});

export type PostgresCluster = {
  /** A connection URL to the cluster's `postgres` database as the `postgres` superuser (trust). */
  url: string;
  port: number;
  /** Stops the server (fast shutdown: connections are closed). */
  stop(): void;
  /** Starts it again on the same port and waits until it accepts connections. */
  start(): void;
  /** Stops it (immediately) and deletes the cluster. */
  destroy(): void;
};

/**
 * A throwaway PostgreSQL cluster in a temp directory (initdb), listening on a free port of 127.0.0.1 with its
 * socket in that directory: a test may stop and restart it without touching the machine's own server.
 */
export async function createPostgresCluster(bin: string): Promise<PostgresCluster> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'copilot-pg-'));
  const owner = clusterOwner();
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const dataDir = path.join(dir, 'data');
  const port = await freePort();

  const run = (argv: string[]) => {
    const [command, ...args] = owner ? owner.wrap(argv) : argv;
    const result = spawnSync(command!, args, { encoding: 'utf8', cwd: dir });
    if (result.status !== 0) {
      throw new Error(`${argv.join(' ')} failed (${result.status}):\n${result.stdout}${result.stderr}`);
    }
  };
  const pgCtl = (...args: string[]) => run([path.join(bin, 'pg_ctl'), '-D', dataDir, ...args]);
  const serverOptions = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    // Durability is not under test here: the data lives as long as the test.
    '-c fsync=off',
    '-c full_page_writes=off',
  ].join(' ');

  let isRunning = false;
  const stopNow = () => {
    if (!isRunning) return;
    isRunning = false;
    pgCtl('-m', 'immediate', '-w', 'stop');
  };
  const destroy = () => {
    live.delete(cleanup);
    try {
      stopNow();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  const cleanup = () => {
    try {
      destroy();
    } catch {
      // The process is exiting: nothing more can be done.
    }
  };
  live.add(cleanup);

  try {
    run([
      path.join(bin, 'initdb'),
      ...['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync'],
    ]);
    const start = () => {
      pgCtl('-l', path.join(dir, 'server.log'), '-o', serverOptions, '-w', '-t', '30', 'start');
      isRunning = true;
    };
    start();
    return {
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      port,
      start,
      stop() {
        pgCtl('-m', 'fast', '-w', 'stop');
        isRunning = false;
      },
      destroy,
    };
  } catch (error) {
    destroy();
    throw error;
  }
}
