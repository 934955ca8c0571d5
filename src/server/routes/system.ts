import { Hono } from 'hono';
import type { PublicConfig } from '@shared/config';
import type { DatabaseHandle } from '../db/client';
import type { Env } from '../env';
import type { Logger } from '../logger';
import { errorBody } from '../http';

export function systemRoutes(deps: {
  env: Env;
  database: DatabaseHandle;
  logger: Logger;
  hasOutbox: boolean;
  aiEngine: PublicConfig['aiEngine'];
  hasWebSearch: boolean;
  billing: PublicConfig['billing'];
}) {
  const config: PublicConfig = {
    googleEnabled: Boolean(deps.env.GOOGLE_CLIENT_ID),
    hasDevMailbox: deps.env.isLocal && deps.hasOutbox,
    aiEngine: deps.aiEngine,
    hasWebSearch: deps.hasWebSearch,
    billing: deps.billing,
  };
  return new Hono()
    .get('/health', async (c) => {
      c.header('Cache-Control', 'no-store');
      try {
        await deps.database.ping();
        return c.json({ status: 'ok', database: deps.database.kind });
      } catch (error) {
        deps.logger.error({ err: error }, 'health check: database unreachable');
        return c.json(
          { status: 'error', ...errorBody('DATABASE_UNAVAILABLE', 'The database is not reachable') },
          503,
        );
      }
    })
    .get('/config', (c) => c.json(config));
}
