import { randomBytes } from 'node:crypto';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_ACCOUNT_MAX_FAILURES, SIGN_IN_MAX_FAILURES } from '@shared/constants';
import { AUTH_ERRORS } from '@shared/messages';
import {
  TestClient,
  createConfirmedUser,
  createTestRuntime,
  type TestRuntime,
} from '../testing/test-runtime';

const newUser = () => ({
  name: 'Ada Lovelace',
  email: `ada-${randomBytes(6).toString('hex')}@example.com`,
  password: 'analytical-engine',
});

/** The app on a real socket on loopback: requests then have a real TCP peer, 127.0.0.1. */
async function listen(runtime: TestRuntime): Promise<{ server: ServerType; origin: string }> {
  return new Promise((resolve) => {
    const server = serve({ fetch: runtime.app.fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
      resolve({ server, origin: `http://127.0.0.1:${info.port}` }),
    );
  });
}

/** A TestClient whose requests go over the socket, adding these headers (the proxy's or a forger's). */
function socketClient(origin: string, headers: Record<string, string> = {}) {
  return new TestClient({
    request: (input, init) =>
      fetch(input.replace('http://localhost:3000', origin), {
        ...init,
        headers: { ...Object.fromEntries(new Headers(init?.headers)), ...headers },
      }),
  });
}

const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

describe('sign-in limits, with no trusted proxy (the default)', () => {
  let runtime: TestRuntime;
  let server: ServerType;
  let origin: string;
  beforeAll(async () => {
    runtime = await createTestRuntime();
    ({ server, origin } = await listen(runtime));
  });
  afterAll(async () => {
    server.close();
    await runtime.close();
  });

  it('checks five of thirty wrong passwords sent at once for one account, and refuses the rest unchecked', async () => {
    const user = newUser();
    await createConfirmedUser(runtime, user);
    const statuses = await Promise.all(
      Array.from({ length: 30 }, async (_, i) => {
        const response = await new TestClient(runtime.app).post('/api/auth/sign-in/email', {
          email: user.email,
          password: `guess-${i}-x`,
        });
        if (response.status === 429) {
          expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
          expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
            AUTH_ERRORS.tooManyAttempts,
          );
        }
        return response.status;
      }),
    );
    // 401 is the answer of a checked password; 429 is given before any check.
    expect(count(statuses, 401)).toBe(SIGN_IN_MAX_FAILURES);
    expect(count(statuses, 429)).toBe(30 - SIGN_IN_MAX_FAILURES);
    const locked = await new TestClient(runtime.app).post('/api/auth/sign-in/email', user);
    expect(locked.status).toBe(429);
  });

  it('forgets the failures of an address once it signs in with the right password', async () => {
    const user = newUser();
    await createConfirmedUser(runtime, user);
    const client = new TestClient(runtime.app);
    const attempt = async (password: string) =>
      (await client.post('/api/auth/sign-in/email', { email: user.email, password })).status;
    for (let i = 0; i < SIGN_IN_MAX_FAILURES - 1; i++) expect(await attempt(`guess-${i}-x`)).toBe(401);
    expect(await attempt(user.password)).toBe(200);
    const after: number[] = [];
    for (let i = 0; i <= SIGN_IN_MAX_FAILURES; i++) after.push(await attempt(`again-${i}-x`));
    expect(after).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    const user = newUser();
    await createConfirmedUser(runtime, user);
    const statuses: number[] = [];
    // Each attempt claims another address; all come from 127.0.0.1, and count together.
    for (let i = 0; i < SIGN_IN_MAX_FAILURES + 2; i++) {
      const forger = socketClient(origin, { 'x-forwarded-for': `198.51.100.${i + 1}` });
      statuses.push(
        (await forger.post('/api/auth/sign-in/email', { email: user.email, password: `guess-${i}-x` }))
          .status,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });
});

describe('sign-in limits behind a trusted reverse proxy (TRUSTED_PROXIES)', () => {
  let runtime: TestRuntime;
  let server: ServerType;
  let origin: string;
  beforeAll(async () => {
    // The test plays the proxy: it connects from loopback and appends the client's address, as nginx does.
    runtime = await createTestRuntime({ TRUSTED_PROXIES: 'loopback' });
    ({ server, origin } = await listen(runtime));
  });
  afterAll(async () => {
    server.close();
    await runtime.close();
  });

  const from = (clientIp: string, forged?: string) =>
    socketClient(origin, { 'x-forwarded-for': forged ? `${forged}, ${clientIp}` : clientIp });

  it("locks out the attacker's address only: the owner still signs in from another one", async () => {
    const owner = newUser();
    await createConfirmedUser(runtime, owner);
    const statuses: number[] = [];
    for (let i = 0; i < SIGN_IN_MAX_FAILURES + 3; i++) {
      // The attacker rotates the part of the header it writes itself; the proxy's part gives it away.
      const attacker = from('203.0.113.66', `192.0.2.${i + 1}`);
      statuses.push(
        (await attacker.post('/api/auth/sign-in/email', { email: owner.email, password: `guess-${i}-x` }))
          .status,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    expect((await from('203.0.113.66').post('/api/auth/sign-in/email', owner)).status).toBe(429);

    const ownerClient = from('198.51.100.20');
    const signIn = await ownerClient.post('/api/auth/sign-in/email', owner);
    expect(signIn.status).toBe(200);
    expect(ownerClient.hasSessionCookie).toBe(true);
  });

  it('bounds an attack spread over many addresses by the per-account ceiling', async () => {
    const owner = newUser();
    await createConfirmedUser(runtime, owner);
    const addresses = SIGN_IN_ACCOUNT_MAX_FAILURES / SIGN_IN_MAX_FAILURES;
    const statuses = await Promise.all(
      Array.from({ length: addresses * SIGN_IN_MAX_FAILURES }, async (_, i) => {
        const attacker = from(`192.0.2.${(i % addresses) + 1}`);
        return (await attacker.post('/api/auth/sign-in/email', { email: owner.email, password: `g-${i}-xx` }))
          .status;
      }),
    );
    expect(count(statuses, 401)).toBe(SIGN_IN_ACCOUNT_MAX_FAILURES);
    // The ceiling is reached: a new address is refused without a check, whoever it is.
    const fresh = await from('192.0.2.200').post('/api/auth/sign-in/email', {
      email: owner.email,
      password: 'one-more-guess',
    });
    expect(fresh.status).toBe(429);
    expect((await from('198.51.100.21').post('/api/auth/sign-in/email', owner)).status).toBe(429);
  });
});
