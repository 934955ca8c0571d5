import { cleanEnv, freePort, startProcess, waitFor200, type Started } from './processes';

export type AppServer = Started & {
  /** Where the load goes: loopback by address, so no name lookup is measured. */
  origin: string;
  /** The app's own origin (APP_URL on localhost: the outbox viewer and dev conveniences are on). */
  appUrl: string;
  port: number;
  /** Milliseconds from spawn to the first 200 from /api/health. */
  startMs: number;
};

/**
 * Starts a Node script that serves the app (scripts/start.mjs, dist/server/index.js or the bench server) on a
 * free loopback port, with its own data directory and, when given, a PostgreSQL database; resolves at the first
 * 200 from /api/health, which answers only once the database is open and migrated.
 */
export async function startAppServer(options: {
  script: string;
  dataDir: string;
  logFile: string;
  databaseUrl?: string;
  env?: Record<string, string>;
  timeoutMs?: number;
}): Promise<AppServer> {
  const port = await freePort();
  const appUrl = `http://localhost:${port}`;
  const env = cleanEnv({
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: appUrl,
    DATA_DIR: options.dataDir,
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...options.env,
  });
  const started = performance.now();
  const child = startProcess(process.execPath, [options.script], { env, logFile: options.logFile });
  const origin = `http://127.0.0.1:${port}`;
  try {
    const ready = await waitFor200(`${origin}/api/health`, {
      timeoutMs: options.timeoutMs ?? 120_000,
      process: child,
    });
    return { ...child, origin, appUrl, port, startMs: ready - started };
  } catch (error) {
    await child.stop();
    throw error;
  }
}
