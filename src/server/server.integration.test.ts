import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestRuntime, type TestRuntime } from './testing/test-runtime';

function listen(runtime: TestRuntime): Promise<{ server: ServerType; url: string }> {
  return new Promise((resolve) => {
    const server = serve({ fetch: runtime.app.fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
      resolve({ server, url: `http://127.0.0.1:${info.port}` }),
    );
  });
}

describe('over a real socket, on a local run', () => {
  let runtime: TestRuntime;
  let url: string;
  let server: ServerType;

  beforeAll(async () => {
    runtime = await createTestRuntime();
    ({ server, url } = await listen(runtime));
  });
  afterAll(async () => {
    server.close();
    await runtime.close();
  });

  it('shows the outbox at /dev/mailbox to a loopback client, newest first, with clickable links', async () => {
    for (const name of ['First', 'Second']) {
      await fetch(`${url}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
        body: JSON.stringify({ name, email: `${name.toLowerCase()}@example.com`, password: 'password-123' }),
      });
    }
    // What the worker of a running server does within milliseconds (this runtime starts no background work).
    await runtime.mailOutbox.deliverDue();
    const response = await fetch(`${url}/dev/mailbox`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html.indexOf('To second@example.com')).toBeLessThan(html.indexOf('To first@example.com'));
    expect(html).toMatch(/<a href="http:\/\/localhost:3000\/api\/auth\/verify-email\?token=[^"]+">/);
    expect(html).not.toMatch(/<script/i);

    const filtered = await (await fetch(`${url}/dev/mailbox?to=FIRST@example.com`)).text();
    expect(filtered).toContain('To first@example.com');
    expect(filtered).not.toContain('To second@example.com');
  });
});

describe('on a public https deployment', () => {
  let runtime: TestRuntime;
  let url: string;
  let server: ServerType;

  beforeAll(async () => {
    runtime = await createTestRuntime({
      APP_URL: 'https://copilot.example.com',
      AUTH_SECRET: 'a'.repeat(40),
    });
    ({ server, url } = await listen(runtime));
  });
  afterAll(async () => {
    server.close();
    await runtime.close();
  });

  it('does not serve the mailbox even to loopback clients', async () => {
    expect((await fetch(`${url}/dev/mailbox`)).status).toBe(404);
  });

  it('sends HSTS', async () => {
    const response = await fetch(`${url}/api/health`);
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });
});

const START_DEADLINE_MS = 90_000;

/** Runs the real entry point (src/server/index.ts) as a child process. */
function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    env: { ...process.env, LOG_LEVEL: 'info', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  // A first start creates the PGlite cluster and compiles the server on the fly: seconds on a quiet machine, far
  // more on a busy one. The deadline only bounds a server that never comes up.
  const ready = async (port: string) => {
    const deadline = Date.now() + START_DEADLINE_MS;
    while (Date.now() < deadline) {
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`server did not start:\n${output}`);
  };
  return { child, exited, ready, output: () => output };
}

// Runs on PGlite only: the child process uses the embedded default database.
describe.skipIf(process.env.TEST_DB_KIND === 'postgres')('the server process', () => {
  it('stops with a message naming the variable when the environment is invalid', async () => {
    const server = startServer({
      PORT: 'eighty',
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'copilot-env-')),
    });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/PORT: /);
    expect(server.output()).not.toMatch(/at .*\.ts:\d+/);
  }, 60_000);

  it('shuts down cleanly on SIGTERM and keeps PGlite data in DATA_DIR across restarts', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'copilot-proc-'));
    const port = String(20_000 + Math.floor(Math.random() * 20_000));
    const env = { PORT: port, DATA_DIR: dataDir };

    const first = startServer(env);
    await first.ready(port);
    const signUp = await fetch(`http://127.0.0.1:${port}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `http://localhost:${port}` },
      body: JSON.stringify({ name: 'Persisted', email: 'persisted@example.com', password: 'password-123' }),
    });
    expect(signUp.status).toBe(200);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('shutting down');

    const second = startServer(env);
    await second.ready(port);
    // The account exists: signing in says "not verified" rather than "invalid".
    const signIn = await fetch(`http://127.0.0.1:${port}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `http://localhost:${port}` },
      body: JSON.stringify({ email: 'persisted@example.com', password: 'password-123' }),
    });
    expect(signIn.status).toBe(403);
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);
    // Two starts, each up to START_DEADLINE_MS, and what runs between them.
  }, 210_000);
});
