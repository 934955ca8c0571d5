import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startGoogleOAuthFake } from '../../../tests/fakes/google-oauth';
import {
  TestClient,
  createConfirmedUser,
  createTestRuntime,
  type TestRuntime,
} from '../testing/test-runtime';

const CLIENT_ID = 'test-client.apps.googleusercontent.com';
let runtime: TestRuntime;
let google: Awaited<ReturnType<typeof startGoogleOAuthFake>>;

beforeAll(async () => {
  google = await startGoogleOAuthFake(CLIENT_ID);
  vi.stubGlobal('fetch', google.routeFetch(globalThis.fetch));
  runtime = await createTestRuntime({ GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_CLIENT_SECRET: 'test-secret' });
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await runtime.close();
  await google.close();
});

/** Starts "Continue with Google" and comes back from Google as `email` would. */
async function signInWithGoogle(client: TestClient, email: string) {
  const start = await client.post('/api/auth/sign-in/social', { provider: 'google' });
  expect(start.status).toBe(200);
  const { url } = (await start.json()) as { url: string };
  const authorize = new URL(url);
  expect(authorize.host).toBe('accounts.google.com');
  expect(authorize.searchParams.get('client_id')).toBe(CLIENT_ID);
  const state = authorize.searchParams.get('state')!;
  return client.get(
    `/api/auth/callback/google?code=${encodeURIComponent(email)}&state=${encodeURIComponent(state)}`,
  );
}

describe('Continue with Google', () => {
  it('tells the browser Google is available', async () => {
    expect(await (await runtime.app.request('/api/config')).json()).toMatchObject({ googleEnabled: true });
  });

  it('refuses a Google account that never signed up, back on /login with error=signup_disabled', async () => {
    const client = new TestClient(runtime.app);
    const callback = await signInWithGoogle(client, `stranger-${Date.now()}@gmail.com`);
    expect(callback.status).toBe(302);
    const location = new URL(callback.headers.get('location')!, 'http://localhost:3000');
    expect(location.pathname).toBe('/login');
    expect(location.searchParams.get('error')).toBe('signup_disabled');
    expect(client.hasSessionCookie).toBe(false);
    expect(google.exchanges.at(-1)?.get('client_secret')).toBe('test-secret');
  });

  it('signs in the account that signed up with the same email, and lands on /dashboard', async () => {
    const user = { name: 'Existing', email: `existing-${Date.now()}@gmail.com`, password: 'password-123' };
    await createConfirmedUser(runtime, user);
    const client = new TestClient(runtime.app);
    const callback = await signInWithGoogle(client, user.email);
    expect(callback.status).toBe(302);
    expect(callback.headers.get('location')).toBe('/dashboard');
    const session = (await (await client.get('/api/auth/get-session')).json()) as {
      user: { email: string; name: string };
    };
    expect(session.user).toMatchObject({ email: user.email, name: 'Existing' });
  });

  it('rejects a callback whose state was not issued to this browser', async () => {
    const response = await new TestClient(runtime.app).get(
      '/api/auth/callback/google?code=a%40b.c&state=forged',
    );
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location')!);
    expect(location.pathname).toBe('/login');
    expect(location.searchParams.get('error')).toBe('state_mismatch');
  });
});
