import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import pg from 'pg';

/**
 * One built app per run, started like `npm start` on a free port with a temporary DATA_DIR (PGlite). When
 * TEST_DATABASE_URL is set, a second server runs on a fresh PostgreSQL database for the `postgres` project.
 * Values are chosen once in the runner and handed to the workers through the environment.
 */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function createDatabase(baseUrl: string): Promise<string> {
  const name = `copilot_e2e_${process.pid}_${Date.now()}`;
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

if (!process.env.E2E_PORT) {
  process.env.E2E_PORT = String(await freePort());
  process.env.E2E_DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'copilot-e2e-'));
  if (process.env.TEST_DATABASE_URL) {
    process.env.E2E_PG_PORT = String(await freePort());
    process.env.E2E_PG_DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'copilot-e2e-pg-'));
    process.env.E2E_PG_DATABASE_URL = await createDatabase(process.env.TEST_DATABASE_URL);
  }
}

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
    ],
  },
};

function server(port: string, dataDir: string, extraEnv: Record<string, string> = {}) {
  return {
    command: 'node scripts/start.mjs',
    url: `http://localhost:${port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      APP_URL: `http://localhost:${port}`,
      ...extraEnv,
    },
  };
}

const hasPostgres = Boolean(process.env.E2E_PG_DATABASE_URL);

export default defineConfig({
  testDir: 'tests/e2e',
  globalTeardown: './tests/e2e/global-teardown.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ? [['list'], ['json']] : [['list']],
  // Two cores run the browser, two app servers and PostgreSQL: a test that passes in 10 s alone can take 40 s here.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: { trace: 'retain-on-failure', screenshot: 'only-on-failure' },
  projects: [
    { name: 'pglite', use: { ...chromium, baseURL: `http://localhost:${process.env.E2E_PORT}` } },
    ...(hasPostgres
      ? [
          {
            name: 'postgres',
            testMatch: /auth-journey\.spec\.ts/,
            use: { ...chromium, baseURL: `http://localhost:${process.env.E2E_PG_PORT}` },
          },
        ]
      : []),
  ],
  webServer: [
    server(process.env.E2E_PORT!, process.env.E2E_DATA_DIR!),
    ...(hasPostgres
      ? [
          server(process.env.E2E_PG_PORT!, process.env.E2E_PG_DATA_DIR!, {
            DATABASE_URL: process.env.E2E_PG_DATABASE_URL!,
          }),
        ]
      : []),
  ],
});
