import path from 'node:path';
import type { AppProcess } from './app-process';
import { TestClient, waitForOutboxMail } from './test-runtime';

/** The public origin server processes are given here; requests go to their real port on 127.0.0.1. */
export const PROCESS_APP_URL = 'http://localhost:3000';

export { freePort } from './free-port';

/** A client of an instance started with APP_URL = PROCESS_APP_URL that keeps cookies, as a browser would. */
export function processClient(instance: Pick<AppProcess, 'url'>): TestClient {
  return new TestClient({
    request: (input, init) =>
      fetch(input.replace(PROCESS_APP_URL, instance.url), { ...init, redirect: 'manual' }),
  });
}

/** Signs up, confirms through the outbox in `dataDir` and signs in, all over HTTP; returns the client. */
export async function signedInProcessClient(
  instance: Pick<AppProcess, 'url'>,
  dataDir: string,
  email: string,
) {
  const client = processClient(instance);
  const account = { name: 'Process User', email, password: 'password-123' };
  const signUp = await client.post('/api/auth/sign-up/email', account);
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const mail = await waitForOutboxMail(path.join(dataDir, 'mail'), (sent) => sent.to === email);
  const verified = await client.get(mail!.links[0]!);
  if (verified.status !== 302) throw new Error(`verification failed: ${verified.status}`);
  const signIn = await client.post('/api/auth/sign-in/email', { email, password: account.password });
  if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status}`);
  return client;
}
