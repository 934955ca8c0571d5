import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_ERRORS, VALIDATION } from '@shared/messages';
import { SESSION_MAX_AGE_SECONDS } from '@shared/constants';
import {
  TestClient,
  apiErrorOf,
  createConfirmedUser,
  createTestRuntime,
  type TestRuntime,
} from '../testing/test-runtime';

let runtime: TestRuntime;
let counter = 0;
const newUser = () => ({
  name: 'Ada Lovelace',
  email: `ada-${++counter}-${Date.now()}@example.com`,
  password: 'analytical-engine',
});

beforeAll(async () => {
  runtime = await createTestRuntime();
});
afterAll(async () => {
  await runtime.close();
});

describe('sign-up and email confirmation', () => {
  it('creates the account, mails a confirmation link with text and HTML parts, and refuses sign-in until confirmed', async () => {
    const user = newUser();
    const client = new TestClient(runtime.app);
    const signUp = await client.post('/api/auth/sign-up/email', {
      ...user,
      email: `  ${user.email.toUpperCase()} `,
    });
    expect(signUp.status).toBe(200);
    expect(client.hasSessionCookie).toBe(false);

    const mail = (await runtime.outbox()).find((m) => m.to === user.email);
    expect(mail?.subject).toBe('Confirm your Copilot account');
    expect(mail?.links[0]).toMatch(/^http:\/\/localhost:3000\/api\/auth\/verify-email\?token=/);
    expect(mail?.html).toContain(mail?.links[0]!.replaceAll('&', '&#38;'));

    const early = await client.post('/api/auth/sign-in/email', {
      email: user.email,
      password: user.password,
    });
    expect(early.status).toBe(403);
    expect(await apiErrorOf(early)).toEqual({
      code: 'EMAIL_NOT_VERIFIED',
      message: AUTH_ERRORS.emailNotVerified,
    });

    const verify = await client.get(mail!.links[0]!);
    expect(verify.status).toBe(302);
    expect(verify.headers.get('location')).toBe('/login?verified=1');
    expect(client.hasSessionCookie).toBe(false);

    const signIn = await client.post('/api/auth/sign-in/email', {
      email: user.email.toUpperCase(),
      password: user.password,
    });
    expect(signIn.status).toBe(200);
    const session = (await (await client.get('/api/auth/get-session')).json()) as {
      user: { name: string; email: string };
    };
    expect(session.user).toMatchObject({ name: user.name, email: user.email });
  });

  it('mails a fresh confirmation on each refused sign-in, even within the same second as the sign-up', async () => {
    const user = newUser();
    const client = new TestClient(runtime.app);
    expect((await client.post('/api/auth/sign-up/email', user)).status).toBe(200);
    const refused = await client.post('/api/auth/sign-in/email', {
      email: user.email,
      password: user.password,
    });
    expect(refused.status).toBe(403);
    const confirmations = (await runtime.outbox()).filter(
      (mail) => mail.to === user.email && mail.subject === 'Confirm your Copilot account',
    );
    expect(confirmations).toHaveLength(2);
  });

  it('answers a duplicate sign-up like a new one and mails the owner instead', async () => {
    const user = newUser();
    await createConfirmedUser(runtime, user);
    const again = await new TestClient(runtime.app).post('/api/auth/sign-up/email', {
      ...user,
      password: 'another-password',
    });
    expect(again.status).toBe(200);
    const mails = (await runtime.outbox()).filter((m) => m.to === user.email);
    expect(mails.map((m) => m.subject)).toContain('You already have a Copilot account');
  });

  it('rejects a bad confirmation link with a redirect that says so', async () => {
    const response = await new TestClient(runtime.app).get(
      '/api/auth/verify-email?token=bogus&callbackURL=%2Flogin%3Fverified%3D1',
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toMatch(/^\/login\?verified=1&error=/);
  });

  it.each([
    [{ name: 'A', email: 'a@example.com', password: 'long-enough' }, VALIDATION.nameMin],
    [{ name: 'Ann', email: 'not-an-email', password: 'long-enough' }, VALIDATION.email],
    [{ name: 'Ann', email: 'a@example.com', password: 'short' }, VALIDATION.passwordMin],
    [{ name: 'Ann', email: 'a@example.com' }, 'Invalid input: expected string, received undefined'],
  ])('validates the sign-up payload %#', async (body, message) => {
    const response = await new TestClient(runtime.app).post('/api/auth/sign-up/email', body);
    expect(response.status).toBe(400);
    expect(await apiErrorOf(response)).toEqual({ code: 'VALIDATION_FAILED', message });
  });
});

describe('sign-in, session and sign-out', () => {
  it('sets an httpOnly SameSite=Lax session cookie that expires 24 hours after sign-in', async () => {
    const user = newUser();
    const client = await createConfirmedUser(runtime, user);
    const before = Date.now();
    const response = await client.post('/api/auth/sign-in/email', {
      email: user.email,
      password: user.password,
    });
    const cookie = response.headers.getSetCookie().find((c) => c.includes('session_token'))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
    expect(Number(/Max-Age=(\d+)/i.exec(cookie)?.[1])).toBe(SESSION_MAX_AGE_SECONDS);

    const { session } = (await (await client.get('/api/auth/get-session')).json()) as {
      session: { expiresAt: string };
    };
    const lifetime = new Date(session.expiresAt).getTime() - before;
    expect(lifetime).toBeGreaterThan(SESSION_MAX_AGE_SECONDS * 1000 - 60_000);
    expect(lifetime).toBeLessThanOrEqual(SESSION_MAX_AGE_SECONDS * 1000 + 60_000);

    const signOut = await client.post('/api/auth/sign-out', {});
    expect(signOut.status).toBe(200);
    expect(await (await client.get('/api/auth/get-session')).json()).toBeNull();
  });

  it('says "Invalid email or password" for a wrong password and for an unknown account alike', async () => {
    const user = newUser();
    await createConfirmedUser(runtime, user);
    for (const attempt of [
      { email: user.email, password: 'wrong-password' },
      { email: `nobody-${Date.now()}@example.com`, password: 'whatever1' },
    ]) {
      const response = await new TestClient(runtime.app).post('/api/auth/sign-in/email', attempt);
      expect(response.status).toBe(401);
      expect(await apiErrorOf(response)).toEqual({
        code: 'INVALID_EMAIL_OR_PASSWORD',
        message: AUTH_ERRORS.invalidCredentials,
      });
    }
  });

  it('answers 429 after five failures for the same address, and still lets other accounts in', async () => {
    const victim = newUser();
    const other = newUser();
    await createConfirmedUser(runtime, victim);
    const otherClient = await createConfirmedUser(runtime, other);
    const attacker = new TestClient(runtime.app);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      statuses.push(
        (await attacker.post('/api/auth/sign-in/email', { email: victim.email, password: `guess-${i}-x` }))
          .status,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    const locked = await attacker.post('/api/auth/sign-in/email', {
      email: victim.email,
      password: victim.password,
    });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await apiErrorOf(locked)).message).toBe(AUTH_ERRORS.tooManyAttempts);

    const ok = await otherClient.post('/api/auth/sign-in/email', {
      email: other.email,
      password: other.password,
    });
    expect(ok.status).toBe(200);
  });

  it('validates the sign-in payload with the login rules (password at least 6)', async () => {
    const response = await new TestClient(runtime.app).post('/api/auth/sign-in/email', {
      email: 'a@example.com',
      password: '12345',
    });
    expect(response.status).toBe(400);
    expect((await apiErrorOf(response)).message).toBe(VALIDATION.loginPasswordMin);
  });

  it('refuses Google sign-in clearly when Google is not configured', async () => {
    const response = await new TestClient(runtime.app).post('/api/auth/sign-in/social', {
      provider: 'google',
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect((await apiErrorOf(response)).message).toBe(AUTH_ERRORS.googleNotConfigured);
  });
});

describe('password reset', () => {
  it('mails a link to /reset-password, which sets a new password once and signs out other sessions', async () => {
    const user = newUser();
    const client = await createConfirmedUser(runtime, user);
    await client.post('/api/auth/sign-in/email', { email: user.email, password: user.password });

    const request = await new TestClient(runtime.app).post('/api/auth/request-password-reset', {
      email: user.email.toUpperCase(),
    });
    expect(request.status).toBe(200);
    const mail = (await runtime.outbox())
      .filter((m) => m.to === user.email && m.subject.startsWith('Reset'))
      .at(-1)!;
    const link = new URL(mail.links[0]!);
    expect(link.pathname).toBe('/reset-password');
    const token = link.searchParams.get('token')!;

    const check = async () =>
      ((await (await client.get(`/api/account/reset-token?token=${token}`)).json()) as { valid: boolean })
        .valid;
    expect(await check()).toBe(true);

    const reset = await new TestClient(runtime.app).post('/api/auth/reset-password', {
      token,
      newPassword: 'brand-new-secret',
    });
    expect(reset.status).toBe(200);
    expect(await check()).toBe(false);
    expect(await (await client.get('/api/auth/get-session')).json()).toBeNull();

    const reused = await new TestClient(runtime.app).post('/api/auth/reset-password', {
      token,
      newPassword: 'another-secret-1',
    });
    expect(reused.status).toBe(400);
    expect((await apiErrorOf(reused)).message).toBe(AUTH_ERRORS.resetLinkExpired);

    const old = await new TestClient(runtime.app).post('/api/auth/sign-in/email', {
      email: user.email,
      password: user.password,
    });
    expect(old.status).toBe(401);
    const fresh = await new TestClient(runtime.app).post('/api/auth/sign-in/email', {
      email: user.email,
      password: 'brand-new-secret',
    });
    expect(fresh.status).toBe(200);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const email = `ghost-${Date.now()}@example.com`;
    const response = await new TestClient(runtime.app).post('/api/auth/request-password-reset', { email });
    expect(response.status).toBe(200);
    expect((await runtime.outbox()).some((m) => m.to === email)).toBe(false);
  });

  it('reports a bogus token as invalid and refuses a short new password', async () => {
    const client = new TestClient(runtime.app);
    expect(await (await client.get('/api/account/reset-token?token=bogus')).json()).toEqual({ valid: false });
    const response = await client.post('/api/auth/reset-password', { token: 'bogus', newPassword: 'short' });
    expect(response.status).toBe(400);
    expect((await apiErrorOf(response)).message).toBe(VALIDATION.passwordMin);
  });

  it('stops mailing one address after five auth mails in an hour', async () => {
    const user = newUser();
    await createConfirmedUser(runtime, user); // one confirmation mail
    for (let i = 0; i < 6; i++) {
      await new TestClient(runtime.app).post('/api/auth/request-password-reset', { email: user.email });
    }
    expect((await runtime.outbox()).filter((m) => m.to === user.email)).toHaveLength(5);
  });
});
