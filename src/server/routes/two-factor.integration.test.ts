import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALIDATION, AUTH_ERRORS } from '@shared/messages';
import { totpCode, wrongTotpCode } from '../../../tests/support/totp';
import {
  TestClient,
  apiErrorOf,
  createSignedInUser,
  createTestRuntime,
  type TestRuntime,
} from '../testing/test-runtime';

let runtime: TestRuntime;

beforeAll(async () => {
  runtime = await createTestRuntime();
});
afterAll(async () => {
  await runtime.close();
});

async function signedIn() {
  const { client, email, password } = await createSignedInUser(runtime, 'Secure');
  return { client, account: { email, password } };
}

describe('TOTP two-factor', () => {
  it('is enabled with the password and a first code, then sign-in asks for a code; a reused or wrong code fails', async () => {
    const { client, account } = await signedIn();
    const enable = await client.post('/api/auth/two-factor/enable', { password: account.password });
    expect(enable.status).toBe(200);
    const { totpURI, backupCodes } = (await enable.json()) as { totpURI: string; backupCodes: string[] };
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/Copilot:/);
    expect(backupCodes.length).toBeGreaterThanOrEqual(8);

    expect(
      (await client.post('/api/auth/two-factor/verify-totp', { code: totpCode(totpURI, 0) })).status,
    ).toBe(200);
    const session = (await (await client.get('/api/auth/get-session')).json()) as {
      user: { twoFactorEnabled: boolean };
    };
    expect(session.user.twoFactorEnabled).toBe(true);
    await client.post('/api/auth/sign-out', {});

    const browser = new TestClient(runtime.app);
    const first = await browser.post('/api/auth/sign-in/email', account);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ twoFactorRedirect: true });
    expect(await (await browser.get('/api/auth/get-session')).json()).toBeNull();

    const wrong = await browser.post('/api/auth/two-factor/verify-totp', { code: wrongTotpCode(totpURI) });
    expect(wrong.status).toBe(401);
    expect(await (await browser.get('/api/auth/get-session')).json()).toBeNull();

    const code = totpCode(totpURI, 1);
    expect((await browser.post('/api/auth/two-factor/verify-totp', { code })).status).toBe(200);
    expect(await (await browser.get('/api/auth/get-session')).json()).toMatchObject({
      user: { email: account.email },
    });

    // Someone who saw that code cannot use it again while it is still valid.
    const attacker = new TestClient(runtime.app);
    await attacker.post('/api/auth/sign-in/email', account);
    const replay = await attacker.post('/api/auth/two-factor/verify-totp', { code });
    expect(replay.status).toBe(401);
    expect(await apiErrorOf(replay)).toEqual({ code: 'INVALID_CODE', message: AUTH_ERRORS.totpReused });
    expect(await (await attacker.get('/api/auth/get-session')).json()).toBeNull();

    // A backup code also signs in, once.
    const withBackup = new TestClient(runtime.app);
    await withBackup.post('/api/auth/sign-in/email', account);
    expect(
      (await withBackup.post('/api/auth/two-factor/verify-backup-code', { code: backupCodes[0] })).status,
    ).toBe(200);
    const again = new TestClient(runtime.app);
    await again.post('/api/auth/sign-in/email', account);
    expect(
      (await again.post('/api/auth/two-factor/verify-backup-code', { code: backupCodes[0] })).status,
    ).toBe(401);
  });

  it('refuses to enable two-factor without the right password', async () => {
    const { client } = await signedIn();
    expect(
      (await client.post('/api/auth/two-factor/enable', { password: 'not-my-password' })).status,
    ).toBeGreaterThanOrEqual(400);
  });

  it('validates the code format before anything else', async () => {
    const response = await new TestClient(runtime.app).post('/api/auth/two-factor/verify-totp', {
      code: '12ab',
    });
    expect(response.status).toBe(400);
    expect((await apiErrorOf(response)).message).toBe('Enter the 6-digit code from your authenticator app.');
  });
});

describe('profile and password', () => {
  it('updates only the name, with the profile form messages', async () => {
    const { client, account } = await signedIn();
    const empty = await client.post('/api/auth/update-user', { name: '  ' });
    expect((await apiErrorOf(empty)).message).toBe(VALIDATION.nameRequired);
    const long = await client.post('/api/auth/update-user', { name: 'x'.repeat(50) });
    expect((await apiErrorOf(long)).message).toBe(VALIDATION.nameMax);
    const ok = await client.post('/api/auth/update-user', {
      name: 'New Name',
      email: 'attacker@example.com',
      image: 'x',
    });
    expect(ok.status).toBe(200);
    const { user } = (await (await client.get('/api/auth/get-session')).json()) as {
      user: { name: string; email: string; image: string | null };
    };
    expect(user).toMatchObject({ name: 'New Name', email: account.email, image: null });
  });

  it('changes the password with the current one and signs out other sessions', async () => {
    const { client, account } = await signedIn();
    const other = new TestClient(runtime.app);
    await other.post('/api/auth/sign-in/email', account);
    const wrong = await client.post('/api/auth/change-password', {
      currentPassword: 'nope-nope',
      newPassword: 'another-pass-1',
    });
    expect(wrong.status).toBe(400);
    const short = await client.post('/api/auth/change-password', {
      currentPassword: account.password,
      newPassword: 'short',
    });
    expect((await apiErrorOf(short)).message).toBe(VALIDATION.passwordMin);
    const ok = await client.post('/api/auth/change-password', {
      currentPassword: account.password,
      newPassword: 'another-pass-1',
    });
    expect(ok.status).toBe(200);
    expect(await (await other.get('/api/auth/get-session')).json()).toBeNull();
    expect(await (await client.get('/api/auth/get-session')).json()).not.toBeNull();
  });
});
