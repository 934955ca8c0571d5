import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_ERRORS } from '@shared/messages';
import { parseEnv } from '../env';
import { createLogger } from '../logger';
import { createRuntime, type Runtime } from '../runtime';
import {
  TestClient,
  createConfirmedUser,
  createTestRuntime,
  type TestRuntime,
} from '../testing/test-runtime';

const redisUrl = process.env.TEST_REDIS_URL;

/**
 * Two app instances on one database and one Redis, as behind a load balancer (rate limits are shared across
 * instances through REDIS_URL): failures on one count on the other.
 */
describe.skipIf(!redisUrl)('sign-in lockout shared through Redis (TEST_REDIS_URL)', () => {
  let first: TestRuntime;
  let second: Runtime;

  beforeAll(async () => {
    first = await createTestRuntime({ REDIS_URL: redisUrl! });
    second = await createRuntime(
      parseEnv({
        DATA_DIR: first.dataDir,
        LOG_LEVEL: 'silent',
        APP_URL: 'http://localhost:3000',
        REDIS_URL: redisUrl!,
      }),
      // The same database; closing it is the first instance's job.
      { database: { ...first.database, close: async () => {} }, logger: createLogger('silent') },
    );
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  /** A confirmed account on the shared database, with a sign-in through either instance. */
  async function confirmedAccount() {
    const user = {
      name: 'Grace Hopper',
      email: `grace-${randomBytes(6).toString('hex')}@example.com`,
      password: 'compiler-1952',
    };
    await createConfirmedUser(first, user);
    const signIn = (runtime: Runtime, password: string) =>
      new TestClient(runtime.app).post('/api/auth/sign-in/email', { email: user.email, password });
    return { user, signIn };
  }

  it('refuses the sixth attempt on the other instance, even with the right password', async () => {
    const { user, signIn } = await confirmedAccount();
    for (let i = 0; i < 5; i++) expect((await signIn(first, `no-${i}-x`)).status).toBe(401);

    const locked = await signIn(second, user.password);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await locked.json()) as { error: { message: string } }).error.message).toBe(
      AUTH_ERRORS.tooManyAttempts,
    );
  });

  it('forgets the failures of an address on both instances once it signs in', async () => {
    const { user, signIn } = await confirmedAccount();
    for (let i = 0; i < 4; i++) await signIn(first, `no-${i}-x`);
    expect((await signIn(second, user.password)).status).toBe(200);
    // Five more failures are within the limit again: the count started over.
    for (let i = 0; i < 5; i++) expect((await signIn(first, `again-${i}-x`)).status).toBe(401);
  });

  it('checks five of thirty wrong passwords sent at once to both instances, and refuses the rest unchecked', async () => {
    const { user, signIn } = await confirmedAccount();
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => signIn(i % 2 ? first : second, `guess-${i}-x`)),
    );
    const statuses = responses.map((response) => response.status);
    // 401 is the answer of a checked password; 429 is given before any check.
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25);
    expect((await signIn(first, user.password)).status).toBe(429);
  });
});
