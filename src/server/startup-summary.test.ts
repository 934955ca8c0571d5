import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';
import { formatLogLine, wantsTextLogs } from './logger';
import { startupSummary } from './startup-summary';

const OFFLINE = { kind: 'offline', label: 'Offline engine', model: 'offline-templates' } as const;

const PRODUCTION_SECRETS = {
  AUTH_SECRET: 'auth-secret-0123456789-abcdefghijklmnop',
  DATABASE_URL: 'postgres://copilot:db-password-42@db.example.com:5432/copilot',
  SMTP_URL: 'smtps://mailer:smtp-password-42@smtp.example.com:465',
  GEMINI_API_KEY: 'gemini-key-0123456789',
  STRIPE_SECRET_KEY: 'stripe-secret-key-for-this-test',
  STRIPE_WEBHOOK_SECRET: 'stripe-webhook-secret-for-this-test',
  METRICS_TOKEN: 'metrics-token-0123456789',
  GOOGLE_CLIENT_SECRET: 'google-secret-0123456789',
  REDIS_URL: 'rediss://:redis-password-42@cache.example.com:6380',
  S3_SECRET_ACCESS_KEY: 's3-secret-0123456789',
};

/** A setup: its environment, what the process found at start, the summary it prints and what that never shows. */
const SETUPS: {
  name: string;
  env: Record<string, string>;
  facts: Parameters<typeof startupSummary>[1];
  lines: string[];
  hidden: string[];
}[] = [
  {
    name: 'says where a fresh local install answers, keeps its mail and data, and what it runs on',
    env: {},
    facts: {
      port: 3000,
      database: { kind: 'pglite' },
      mailer: { kind: 'outbox' },
      ai: OFFLINE,
      billingMode: 'test',
    },
    lines: [
      'Copilot is running at http://localhost:3000',
      '  Mailbox    http://localhost:3000/dev/mailbox (sign-up links and password resets land here)',
      `  Database   embedded PGlite in ${path.resolve('data/db')}`,
      '  AI engine  offline engine (built in; set GEMINI_API_KEY or OPENAI_BASE_URL for a model)',
      '  Billing    test mode (checkout without a card; nothing is charged)',
    ],
    hidden: [],
  },
  {
    name: 'names hosts, the database and the model of a production setup, and none of its secrets',
    env: {
      ...PRODUCTION_SECRETS,
      APP_URL: 'https://copilot.example.com',
      HOST: '127.0.0.1',
      PORT: '3001',
      GOOGLE_CLIENT_ID: 'google-client',
      STRIPE_PRICE_PRO_MONTHLY: 'price_monthly',
      STRIPE_PRICE_PRO_ANNUAL: 'price_annual',
      S3_BUCKET: 'uploads',
      S3_ENDPOINT: 'https://s3.example.com',
      S3_ACCESS_KEY_ID: 's3-key-id',
    },
    facts: {
      port: 3001,
      database: { kind: 'postgres' },
      mailer: { kind: 'smtp' },
      ai: { kind: 'gemini', label: 'Google Gemini', model: 'gemini-2.5-flash' },
      billingMode: 'stripe',
    },
    lines: [
      'Copilot is running at https://copilot.example.com',
      '  Listening  127.0.0.1:3001',
      '  Mail       SMTP via smtp.example.com:465',
      '  Database   PostgreSQL on db.example.com:5432, database copilot',
      '  AI engine  Google Gemini, model gemini-2.5-flash',
      '  Billing    Stripe',
    ],
    hidden: [
      ...Object.values(PRODUCTION_SECRETS),
      'db-password-42',
      'smtp-password-42',
      'redis-password-42',
      'copilot:',
      'mailer:',
    ],
  },
  {
    name: 'shows an OpenAI-compatible server by its host only, and mail that stays on disk',
    env: {
      APP_URL: 'http://copilot.lan:8080',
      PORT: '8080',
      DATA_DIR: '/var/lib/copilot',
      OPENAI_BASE_URL: 'http://proxy-user:proxy-password@models.lan:11434/v1?key=query-key',
      OPENAI_API_KEY: 'openai-key-0123456789',
      AI_MODEL: 'llama3.1',
    },
    facts: {
      port: 8080,
      database: { kind: 'pglite' },
      mailer: { kind: 'outbox' },
      ai: { kind: 'openai-compatible', label: 'OpenAI-compatible model', model: 'llama3.1' },
      billingMode: 'off',
    },
    lines: [
      'Copilot is running at http://copilot.lan:8080',
      '  Mail       written to /var/lib/copilot/mail, not sent (no SMTP_URL)',
      '  Database   embedded PGlite in /var/lib/copilot/db',
      '  AI engine  OpenAI-compatible model at models.lan:11434, model llama3.1',
      '  Billing    off (nothing can be bought)',
    ],
    hidden: ['proxy-password', 'proxy-user', 'query-key', 'openai-key'],
  },
];

describe('startupSummary', () => {
  it.each(SETUPS.map((setup) => [setup.name, setup] as const))(
    '%s',
    (_name, { env, facts, lines, hidden }) => {
      const summary = startupSummary(parseEnv(env), facts);
      expect(summary).toEqual(lines);
      const text = summary.join('\n');
      for (const secret of hidden) expect(text).not.toContain(secret);
    },
  );
});

describe('text logs', () => {
  it('are for a terminal outside production; pipes and NODE_ENV=production get JSON', () => {
    expect(wantsTextLogs({}, { isTTY: true })).toBe(true);
    expect(wantsTextLogs({ NODE_ENV: 'development' }, { isTTY: true })).toBe(true);
    expect(wantsTextLogs({ NODE_ENV: 'production' }, { isTTY: true })).toBe(false);
    expect(wantsTextLogs({}, { isTTY: false })).toBe(false);
    expect(wantsTextLogs({}, {})).toBe(false);
  });

  it('read a JSON line as time, level, message and fields, with the stack of an error below it', () => {
    const time = new Date(2026, 0, 2, 12, 3, 4).getTime();
    expect(
      formatLogLine(
        JSON.stringify({ level: 30, time, reqId: 'r1', method: 'GET', status: 200, ms: 3, msg: 'request' }),
      ),
    ).toBe('12:03:04 INFO  request method=GET status=200 ms=3 reqId=r1\n');
    const err = { type: 'TypeError', message: 'boom', stack: 'TypeError: boom\n    at a (x.ts:1:1)' };
    expect(formatLogLine(JSON.stringify({ level: 50, time, err, msg: 'failed' }))).toBe(
      '12:03:04 ERROR failed error=TypeError: boom\n    at a (x.ts:1:1)\n',
    );
    expect(formatLogLine(JSON.stringify({ level: 40, time, err, msg: 'retrying' }))).toBe(
      '12:03:04 WARN  retrying error=TypeError: boom\n',
    );
  });
});
