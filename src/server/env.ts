import { z } from 'zod';
import { CHECKOUT_TIERS, PLAN_TABLE } from '@shared/plan-table';
import { isTrustedProxyEntry } from './client-address';

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const optionalUrl = (protocols: RegExp) => optionalString.pipe(z.url({ protocol: protocols }).optional());

/** A comma-separated list of http(s) URLs; unset or empty is an empty list. */
const urlList = optionalString
  .transform((value) => value?.split(/\s*,\s*/).filter(Boolean) ?? [])
  .pipe(z.array(z.url({ protocol: /^https?$/ })));

/** A comma-separated list of proxies whose X-Forwarded-For is believed; unset or empty trusts none. */
const proxyList = optionalString
  .transform((value) => value?.split(/\s*,\s*/).filter(Boolean) ?? [])
  .pipe(
    z.array(
      z
        .string()
        .refine(isTrustedProxyEntry, 'must be IP addresses, CIDR ranges such as 10.0.0.0/8, or loopback'),
    ),
  );

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().trim().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    APP_URL: optionalUrl(/^https?$/),
    METRICS_TOKEN: optionalString.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    DATABASE_URL: optionalUrl(/^postgres(ql)?$/),
    REDIS_URL: optionalUrl(/^rediss?$/),
    /** PostgreSQL: the longest a request waits for a connection, and for one statement's answer. */
    DATABASE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(1_500),
    /** Shutdown: how long answers being streamed may take to finish before they are stopped and refunded. */
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
    /** How often each instance looks for spends whose request died (refunds them). */
    CREDIT_RECOVERY_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
    /** How old an unsettled spend must be to count as dead; default: the longest a live request can take. */
    CREDIT_RECOVERY_AFTER_MS: z.coerce.number().int().min(0).max(86_400_000).optional(),
    TRUSTED_PROXIES: proxyList,
    AUTH_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    SMTP_URL: optionalUrl(/^smtps?$/),
    /** How often each instance looks for mail that is due (a new mail is sent at once by the instance that queued it). */
    MAIL_POLL_INTERVAL_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
    /** How long a claimed mail stays reserved for its sender; past it (the sender died), another instance sends it. */
    MAIL_LEASE_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(300_000),
    MAIL_FROM: optionalString.default('Copilot <no-reply@localhost>'),
    NEWS_FEEDS: urlList,
    X_BEARER_TOKEN: optionalString,
    X_API_BASE_URL: optionalUrl(/^https?$/),
    X_TRENDS_QUERY: optionalString,
    FEEDS_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(5_000),
    CREDITS_TIMEZONE: z
      .string()
      .trim()
      .default('UTC')
      .refine(isTimeZone, 'must be an IANA time zone such as UTC or Europe/Paris'),
    STRIPE_SECRET_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    /** Stripe price ids: one pair per plan sold through checkout, named by the plan table (`stripe.priceEnv`). */
    STRIPE_PRICE_PRO_MONTHLY: optionalString,
    STRIPE_PRICE_PRO_ANNUAL: optionalString,
    STRIPE_COUPON_JUN20: optionalString.default('JUN20'),
    STRIPE_COUPON_PRO_INTRO: optionalString,
    STRIPE_API_BASE: optionalUrl(/^https?$/),
    /** Test-mode billing without Stripe: on by default only on a local run (see billingModeOf). */
    BILLING_TEST_MODE: optionalString
      .pipe(z.enum(['true', 'false', '1', '0']).optional())
      .transform((value) => (value === undefined ? undefined : value === 'true' || value === '1')),
    SALES_EMAIL: optionalString.pipe(z.email().optional()),
    GEMINI_API_KEY: optionalString,
    GEMINI_BASE_URL: optionalUrl(/^https?$/),
    OPENAI_BASE_URL: optionalUrl(/^https?$/),
    OPENAI_API_KEY: optionalString,
    AI_MODEL: optionalString,
    AI_TIMEOUT_MS: z.coerce.number().int().min(50).max(600_000).default(60_000),
    SEARCH_PROVIDER: optionalString.pipe(z.enum(['searxng', 'tavily', 'brave']).optional()),
    SEARXNG_URL: optionalUrl(/^https?$/),
    TAVILY_API_KEY: optionalString,
    TAVILY_BASE_URL: optionalUrl(/^https?$/),
    BRAVE_API_KEY: optionalString,
    BRAVE_BASE_URL: optionalUrl(/^https?$/),
    SEARCH_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(8_000),
    S3_ENDPOINT: optionalUrl(/^https?$/),
    S3_BUCKET: optionalString,
    S3_REGION: optionalString.transform((value) => value ?? 'auto'),
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_FORCE_PATH_STYLE: optionalString
      .pipe(z.enum(['true', 'false', '1', '0']).optional())
      .transform((value) => value === 'true' || value === '1'),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.GOOGLE_CLIENT_ID ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID'],
        message: 'set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET together',
      });
    }
    if (env.STRIPE_SECRET_KEY) {
      const priceNames = CHECKOUT_TIERS.flatMap((tier) => {
        const { month, year } = PLAN_TABLE[tier].stripe.priceEnv;
        return [month, year];
      });
      for (const name of ['STRIPE_WEBHOOK_SECRET', ...priceNames] as const) {
        if (!env[name])
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: 'is required when STRIPE_SECRET_KEY is set',
          });
      }
    }
    if (env.STRIPE_SECRET_KEY && env.BILLING_TEST_MODE) {
      ctx.addIssue({
        code: 'custom',
        path: ['BILLING_TEST_MODE'],
        message: 'cannot be true when STRIPE_SECRET_KEY is set (Stripe runs the billing)',
      });
    }
    // One AI provider at a time, so AI_MODEL always names a model of the provider in use.
    if (env.GEMINI_API_KEY && env.OPENAI_BASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['OPENAI_BASE_URL'],
        message: 'set either GEMINI_API_KEY or OPENAI_BASE_URL, not both',
      });
    }
    // A local model server has no default model to fall back on, unlike Gemini.
    if (env.OPENAI_BASE_URL && !env.AI_MODEL) {
      ctx.addIssue({
        code: 'custom',
        path: ['AI_MODEL'],
        message: 'is required when OPENAI_BASE_URL is set',
      });
    }
    if (env.OPENAI_API_KEY && !env.OPENAI_BASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['OPENAI_BASE_URL'],
        message: 'is required with OPENAI_API_KEY (for OpenAI itself: https://api.openai.com/v1)',
      });
    }
    const searchProviderUsing = {
      SEARXNG_URL: 'searxng',
      TAVILY_API_KEY: 'tavily',
      TAVILY_BASE_URL: 'tavily',
      BRAVE_API_KEY: 'brave',
      BRAVE_BASE_URL: 'brave',
    } as const;
    for (const name of Object.keys(searchProviderUsing) as (keyof typeof searchProviderUsing)[]) {
      // A key set without SEARCH_PROVIDER would otherwise be silently ignored.
      if (env[name] && !env.SEARCH_PROVIDER) {
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: `is set but SEARCH_PROVIDER is not (SEARCH_PROVIDER=${searchProviderUsing[name]} uses it)`,
        });
      }
    }
    const searchRequirement = {
      searxng: 'SEARXNG_URL',
      tavily: 'TAVILY_API_KEY',
      brave: 'BRAVE_API_KEY',
    } as const;
    if (env.SEARCH_PROVIDER && !env[searchRequirement[env.SEARCH_PROVIDER]]) {
      ctx.addIssue({
        code: 'custom',
        path: [searchRequirement[env.SEARCH_PROVIDER]],
        message: `is required when SEARCH_PROVIDER is ${env.SEARCH_PROVIDER}`,
      });
    }
    if (env.S3_BUCKET) {
      for (const name of ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
        if (!env[name])
          ctx.addIssue({ code: 'custom', path: [name], message: 'is required when S3_BUCKET is set' });
      }
    }
    if (env.APP_URL?.startsWith('https:') && !env.AUTH_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['AUTH_SECRET'], message: 'is required when APP_URL is https' });
    }
  });

export type RawEnv = z.infer<typeof envSchema>;

export type Env = Omit<RawEnv, 'APP_URL'> & {
  APP_URL: string;
  /** The app runs on this machine only (APP_URL on localhost): dev conveniences such as /dev/mailbox are on. */
  isLocal: boolean;
  isHttps: boolean;
};

export class EnvError extends Error {}

/** Parses the environment once at boot; a bad value stops the server with a message naming the variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`,
    );
    throw new EnvError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const raw = result.data;
  const appUrl = (raw.APP_URL ?? `http://localhost:${raw.PORT}`).replace(/\/+$/, '');
  const { hostname, protocol } = new URL(appUrl);
  return {
    ...raw,
    APP_URL: appUrl,
    isLocal: ['localhost', '127.0.0.1', '[::1]'].includes(hostname),
    isHttps: protocol === 'https:',
  };
}
