import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresHandle, type DatabaseHandle } from './db/client';
import { parseEnv } from './env';
import { createRuntime, type Runtime } from './runtime';
import { LOG_LEVELS, captureLogs } from './testing/log-capture';
import { createSignedInUser, createTestRuntime, type TestRuntime } from './testing/test-runtime';

/** A PostgreSQL that is down: nothing listens on port 1, so every query fails with ECONNREFUSED. */
function unreachableDatabase(): DatabaseHandle {
  return postgresHandle(new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:1/none', max: 2 }));
}

let working: TestRuntime;
let down: Runtime;
const logs = captureLogs();

beforeAll(async () => {
  working = await createTestRuntime();
  // The same DATA_DIR, so the same auth secret: the session cookie from the working app is valid on this one.
  const env = parseEnv({ DATA_DIR: working.dataDir, LOG_LEVEL: 'debug', APP_URL: 'http://localhost:3000' });
  down = await createRuntime(env, { database: unreachableDatabase(), logger: logs.logger });
});
afterAll(async () => {
  await down?.close();
  await working?.close();
});

describe('while the database is down', () => {
  it('logs the outage once, not once per request, and never the session token the queries carried', async () => {
    const { client } = await createSignedInUser(working);
    const cookie = client.cookieHeader;
    const token = decodeURIComponent(cookie.split('=')[1]!).split('.')[0]!;
    expect(token.length).toBeGreaterThan(16);

    for (let i = 0; i < 30; i++) {
      const response = await down.app.request('http://localhost:3000/api/credits', { headers: { cookie } });
      expect(response.status).toBe(503);
      expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
    for (let i = 0; i < 5; i++) {
      expect((await down.app.request('http://localhost:3000/api/health')).status).toBe(503);
    }

    const failures = logs.lines.filter((line) => 'err' in line);
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({
      level: LOG_LEVELS.warn,
      msg: 'database unavailable',
      cause: 'database-unreachable',
      suppressed: 0,
      reqId: expect.any(String),
      err: { type: 'DrizzleQueryError', cause: { code: 'ECONNREFUSED' } },
    });
    // Each request still has its one access line.
    expect(logs.lines.filter((line) => line.msg === 'request failed')).toHaveLength(35);
    expect(logs.text()).not.toContain(token);
    expect(logs.text()).not.toContain(cookie);
  });
});
