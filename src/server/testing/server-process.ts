import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { TestClient, waitForOutboxMail } from './test-runtime';

/** The public origin the server processes are given; requests go to their real port on 127.0.0.1. */
export const PROCESS_APP_URL = 'http://localhost:3000';

/** A free TCP port on 127.0.0.1 (the OS picks it; it is released before the server takes it). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export type ServerProcess = ReturnType<typeof startServerProcess>;

/** Runs the real entry point (src/server/index.ts) as a child process on `port`. */
export function startServerProcess(port: number, env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    env: {
      ...process.env,
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: PROCESS_APP_URL,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  return {
    child,
    url,
    exited,
    output: () => output,
    /** A client of this server that keeps cookies, as a browser on APP_URL would. */
    client: (): TestClient =>
      new TestClient({
        request: (input, init) => fetch(input.replace(PROCESS_APP_URL, url), { ...init, redirect: 'manual' }),
      }),
    async ready() {
      for (let i = 0; i < 300; i++) {
        const isUp = await fetch(`${url}/api/health`).then(
          (response) => response.ok,
          () => false,
        );
        if (isUp) return;
        if (child.exitCode !== null) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`server did not start:\n${output}`);
    },
  };
}

/** Signs up, confirms through the outbox in `dataDir` and signs in, all over HTTP; returns the client. */
export async function signedInClient(server: ServerProcess, dataDir: string, email: string) {
  const client = server.client();
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
