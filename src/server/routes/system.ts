import { Hono } from 'hono';
import type { PublicConfig } from '@shared/config';
import type { DatabaseHandle } from '../db/client';
import type { Env } from '../env';
import type { Logger } from '../logger';
import { errorBody } from '../http';
import { appliedMigrationMillis, newestMigrationMillis } from '../db/readiness';
import type { Lifecycle } from '../lifecycle';
import { logThrottled, type LogThrottle } from '../log-throttle';

/** /api/ready answers within this, even when the database hangs: a probe that times out tells nobody why. */
export const READY_DEADLINE_MS = 1_500;
/** What a 503 from /api/ready suggests as the wait before asking again, in seconds. */
const READY_RETRY_AFTER_SECONDS = 5;

type Readiness = 'ready' | 'unreachable' | 'migrations-pending';

/** The database answers a round trip and holds every migration this build ships, within the deadline. */
async function checkReadiness(database: DatabaseHandle, expectedMigration: number): Promise<Readiness> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<'unreachable'>((resolve) => {
    timer = setTimeout(() => resolve('unreachable'), READY_DEADLINE_MS);
  });
  const check = (async (): Promise<Readiness> => {
    await database.ping();
    const applied = await appliedMigrationMillis(database.db);
    return applied !== undefined && applied >= expectedMigration ? 'ready' : 'migrations-pending';
  })();
  try {
    return await Promise.race([check, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** What every visitor may know of this server's configuration: served at /api/config and inside every page. */
export function publicConfig(deps: {
  env: Env;
  hasOutbox: boolean;
  aiEngine: PublicConfig['aiEngine'];
  hasWebSearch: boolean;
  billing: PublicConfig['billing'];
}): PublicConfig {
  return {
    googleEnabled: Boolean(deps.env.GOOGLE_CLIENT_ID),
    hasDevMailbox: deps.env.isLocal && deps.hasOutbox,
    aiEngine: deps.aiEngine,
    hasWebSearch: deps.hasWebSearch,
    billing: deps.billing,
  };
}

export function systemRoutes(deps: {
  database: DatabaseHandle;
  logger: Logger;
  config: PublicConfig;
  lifecycle: Lifecycle;
  logThrottle: LogThrottle;
}) {
  // Read once: the migrations shipped with this build do not change while it runs.
  let expectedMigration: number | undefined;
  const { config } = deps;
  // Liveness (/live): the process answers; no I/O, so a slow database never gets a healthy process restarted.
  // Readiness (/ready): worth sending requests to; 503 while draining, without the database or behind on migrations.
  return new Hono()
    .get('/health', async (c) => {
      c.header('Cache-Control', 'no-store');
      try {
        await deps.database.ping();
        return c.json({ status: 'ok', database: deps.database.kind });
      } catch (error) {
        logThrottled(deps.logger, deps.logThrottle, 'error', error, 'health check: database unreachable');
        return c.json(
          { status: 'error', ...errorBody('DATABASE_UNAVAILABLE', 'The database is not reachable') },
          503,
        );
      }
    })
    .get('/live', (c) => c.json({ status: 'ok' }, 200, { 'Cache-Control': 'no-store' }))
    .get('/ready', async (c) => {
      c.header('Cache-Control', 'no-store');
      const notReady = (code: string, message: string) =>
        c.json({ status: 'error', ...errorBody(code, message) }, 503, {
          'Retry-After': String(READY_RETRY_AFTER_SECONDS),
        });
      if (deps.lifecycle.isDraining) return notReady('SHUTTING_DOWN', 'The server is shutting down');
      expectedMigration ??= newestMigrationMillis();
      const readiness = await checkReadiness(deps.database, expectedMigration).catch((error: unknown) => {
        logThrottled(deps.logger, deps.logThrottle, 'warn', error, 'readiness: database unreachable');
        return 'unreachable' as const;
      });
      if (readiness === 'unreachable')
        return notReady('DATABASE_UNAVAILABLE', 'The database is not reachable');
      if (readiness === 'migrations-pending') {
        return notReady('MIGRATIONS_PENDING', 'The database schema is older than this version');
      }
      return c.json({ status: 'ok', database: deps.database.kind });
    })
    .get('/config', (c) => c.json(config));
}
