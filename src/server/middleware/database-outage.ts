import { createMiddleware } from 'hono/factory';
import { API_ERROR_CODES, SERVICE_UNAVAILABLE_MESSAGE } from '@shared/api-error';
import type { DatabaseHandle } from '../db/client';
import { DATABASE_RETRY_AFTER_SECONDS } from '../db/unavailable';
import { errorBody } from '../http';

/** How long the check after a failure may wait for the database. */
const PING_DEADLINE_MS = 1_000;

/**
 * For handlers that turn their own errors into a 500 response (better-auth does): when such a 500 came while the
 * database cannot be reached, the client is told 503 with Retry-After instead — the same answer every other
 * route gives during an outage, and one a client may retry. Costs one ping, and only on a 500.
 */
export function databaseOutageAsUnavailable(database: DatabaseHandle) {
  return createMiddleware(async (c, next) => {
    await next();
    if (c.res.status < 500 || (await isReachable(database))) return;
    c.res = new Response(
      JSON.stringify(errorBody(API_ERROR_CODES.unavailable, SERVICE_UNAVAILABLE_MESSAGE)),
      {
        status: 503,
        headers: {
          'content-type': 'application/json',
          'retry-after': String(DATABASE_RETRY_AFTER_SECONDS),
          'cache-control': 'no-store',
        },
      },
    );
  });
}

async function isReachable(database: DatabaseHandle): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<false>((resolve) => (timer = setTimeout(resolve, PING_DEADLINE_MS, false)));
  const ping = database.ping().then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([ping, deadline]);
  } finally {
    clearTimeout(timer);
  }
}
