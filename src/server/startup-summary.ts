import path from 'node:path';
import type { BillingMode } from '@shared/plans';
import type { Env } from './env';
import type { AiEngine } from './integrations/ai/engine';
import { hasDevMailbox } from './routes/dev-mailbox';

/** What the runtime chose from the settings, and the port it listens on. */
export type StartupFacts = {
  port: number;
  database: { kind: 'pglite' | 'postgres' };
  mailer: { kind: 'outbox' | 'smtp' };
  ai: Pick<AiEngine, 'kind' | 'label' | 'model'>;
  billingMode: BillingMode;
};

const BILLING: Record<BillingMode, string> = {
  stripe: 'Stripe',
  test: 'test mode (checkout without a card; nothing is charged)',
  off: 'off (nothing can be bought)',
};

/** A URL reduced to its host: user names, passwords, paths and query strings stay out of the output. */
function hostOf(url: string | undefined): string {
  try {
    return new URL(url ?? '').host || 'a local socket';
  } catch {
    return 'an unreadable URL';
  }
}

/**
 * The start-up message for a person at a terminal: where the app answers, where its mail goes, and which
 * database, AI engine and billing it runs on. Hosts, paths and model names only: URLs that may hold a password
 * (DATABASE_URL, SMTP_URL) are reduced to their host, and no key or secret is read.
 */
export function startupSummary(env: Env, facts: StartupFacts): string[] {
  const url = new URL(env.APP_URL);
  const urlPort = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  const field = (name: string, value: string) => `  ${name.padEnd(10)} ${value}`;
  const lines = [`Copilot is running at ${env.APP_URL}`];
  if (urlPort !== facts.port) lines.push(field('Listening', `${env.HOST}:${facts.port}`));
  if (hasDevMailbox(env, facts.mailer)) {
    lines.push(field('Mailbox', `${env.APP_URL}/dev/mailbox (sign-up links and password resets land here)`));
  } else {
    lines.push(
      field(
        'Mail',
        facts.mailer.kind === 'smtp'
          ? `SMTP via ${hostOf(env.SMTP_URL)}`
          : `written to ${path.resolve(env.DATA_DIR, 'mail')}, not sent (no SMTP_URL)`,
      ),
    );
  }
  if (facts.database.kind === 'postgres') {
    const database = decodeURIComponent(new URL(env.DATABASE_URL ?? 'postgres://').pathname.slice(1));
    lines.push(
      field('Database', `PostgreSQL on ${hostOf(env.DATABASE_URL)}, database ${database || '(default)'}`),
    );
  } else {
    lines.push(field('Database', `embedded PGlite in ${path.resolve(env.DATA_DIR, 'db')}`));
  }
  const { ai } = facts;
  if (ai.kind === 'offline') {
    lines.push(
      field('AI engine', 'offline engine (built in; set GEMINI_API_KEY or OPENAI_BASE_URL for a model)'),
    );
  } else {
    const where = ai.kind === 'openai-compatible' ? ` at ${hostOf(env.OPENAI_BASE_URL)}` : '';
    lines.push(field('AI engine', `${ai.label}${where}, model ${ai.model}`));
  }
  lines.push(field('Billing', BILLING[facts.billingMode]));
  return lines;
}
