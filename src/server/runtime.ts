import path from 'node:path';
import { createAuth } from './auth';
import { openDatabase, type DatabaseHandle } from './db/client';
import { assertEmbeddedDatabaseMoved, assertEmbeddedDatabaseNotMoved } from './db/embedded-move-marker';
import type { Env } from './env';
import { createMailer } from './integrations/mail/mailer';
import { createLogger, type Logger } from './logger';
import { createApp } from './app';
import { resolveAuthSecret } from './secret';
import { createSessionReader, createSessionTokenReader } from './session-reader';
import { createMemoryRateLimiter } from './services/rate-limit';
import { createRedisRateLimiter } from './services/rate-limit-redis';
import { createFeedService, feedConfigFromEnv } from './services/feeds';
import { createBillingProvider } from './integrations/billing/create-provider';
import { createBillingService } from './services/billing';
import { systemClock, type Clock } from './services/clock';
import { createCreditsService } from './services/credits';
import { createSessionCreditsReader, createSessionWithCreditsReader } from './services/session-credits';
import { createLeadsService } from './services/leads';
import { createStorage } from './integrations/storage/create-storage';
import { createUploadsService } from './services/uploads';
import { createAiEngine } from './integrations/ai/providers';
import type { AiEngine } from './integrations/ai/engine';
import { createWebSearch } from './integrations/search/create-web-search';
import type { WebSearch } from './integrations/search/web-search';
import { createAiToolServices } from './services/ai-tools';
import { createPaidStreams } from './services/paid-stream';
import { createAnswerStore } from './services/generations';
import { createCreditRecovery, creditRecoveryAfterMs } from './services/credit-recovery';
import { measureAiEngine } from './integrations/ai/measured-engine';
import { createLifecycle } from './lifecycle';
import { createLogThrottle, logThrottled } from './log-throttle';
import { createMetrics } from './metrics';
import { createMailOutbox } from './services/mail-outbox';
import { loadPageRenderer, type PageRenderer } from './pages/page-renderer';

export type RuntimeOptions = {
  database?: DatabaseHandle;
  logger?: Logger;
  clientDir?: string;
  clock?: Clock;
  /** Replaces the engine chosen from the environment (tests, the benchmark). */
  ai?: AiEngine;
  webSearch?: WebSearch;
  /** Replaces the built server renderer found beside `clientDir` (tests render with the sources). */
  pageRenderer?: PageRenderer | null;
};

/** Wires every dependency from the environment. Used by the server entry point and by tests. */
export async function createRuntime(env: Env, options: RuntimeOptions = {}) {
  const logger = options.logger ?? createLogger(env.LOG_LEVEL);
  const logThrottle = createLogThrottle();
  // Never start on PostgreSQL in silence while DATA_DIR/db holds an embedded database whose data was not moved,
  // nor on the embedded database once its data was moved to PostgreSQL.
  if (!options.database) {
    if (env.DATABASE_URL) assertEmbeddedDatabaseMoved(env.DATA_DIR);
    else assertEmbeddedDatabaseNotMoved(env.DATA_DIR);
  }
  const database =
    options.database ??
    (env.DATABASE_URL
      ? await openDatabase({
          kind: 'postgres',
          url: env.DATABASE_URL,
          timeoutMs: env.DATABASE_TIMEOUT_MS,
          onIdleError: (error) =>
            logThrottled(
              logger,
              logThrottle,
              'warn',
              error,
              'PostgreSQL connection lost; it will be replaced',
            ),
        })
      : await openDatabase({ kind: 'pglite', dataDir: path.join(env.DATA_DIR, 'db') }));
  const metrics = createMetrics({ pool: database.pool, processMetrics: Boolean(env.METRICS_TOKEN) });
  const lifecycle = createLifecycle();
  const mailer = createMailer({
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    outboxDir: path.join(env.DATA_DIR, 'mail'),
  });
  const clock = options.clock ?? systemClock;
  // Every mail goes through the outbox table; the worker sends it with `mailer` (SMTP, or the local folder).
  const mailOutbox = createMailOutbox({
    db: database.db,
    mailer,
    logger,
    logThrottle,
    metrics,
    clock,
    pollIntervalMs: env.MAIL_POLL_INTERVAL_MS,
    leaseMs: env.MAIL_LEASE_MS,
  });
  // In-process unless REDIS_URL is set: then every instance counts the same hits.
  const redisLimiter = env.REDIS_URL
    ? await createRedisRateLimiter({ url: env.REDIS_URL, logger })
    : undefined;
  const limiter = redisLimiter ?? createMemoryRateLimiter();
  const secret = resolveAuthSecret(env.AUTH_SECRET, env.DATA_DIR, logger);
  const auth = createAuth({ env, db: database.db, mail: mailOutbox, secret, logger, limiter });
  const sessionTokens = await createSessionTokenReader({ auth, secret });
  const sessions = createSessionReader({ db: database.db, tokens: sessionTokens });
  const feeds = createFeedService({ config: feedConfigFromEnv(env), logger });
  const credits = createCreditsService({ db: database.db, clock, timeZone: env.CREDITS_TIMEZONE });
  const sessionCredits = createSessionCreditsReader({ db: database.db, credits });
  const sessionWithCredits = createSessionWithCreditsReader({ db: database.db, credits });
  const billingProvider = createBillingProvider(env);
  const billing = createBillingService({
    db: database.db,
    provider: billingProvider,
    credits,
    clock,
    appUrl: env.APP_URL,
    logger,
  });
  const leads = createLeadsService({ db: database.db, mail: mailOutbox, salesEmail: env.SALES_EMAIL });
  const storage = createStorage(env);
  const uploads = createUploadsService({ db: database.db, storage, logger });
  const ai = measureAiEngine(options.ai ?? createAiEngine(env), metrics);
  const webSearch = options.webSearch ?? createWebSearch(env);
  const paidStreams = createPaidStreams({
    credits,
    answers: createAnswerStore(database.db),
    logger,
    metrics,
  });
  const creditRecovery = createCreditRecovery({
    credits,
    logger,
    metrics,
    clock,
    intervalMs: env.CREDIT_RECOVERY_INTERVAL_MS,
    afterMs: creditRecoveryAfterMs(env),
  });
  const aiTools = createAiToolServices({ db: database.db, paidStreams, ai, uploads, webSearch, logger });
  const app = createApp({
    env,
    database,
    auth,
    sessions,
    sessionTokens,
    sessionCredits,
    sessionWithCredits,
    mailer,
    limiter,
    logger,
    feeds,
    credits,
    billing,
    billingProvider,
    leads,
    uploads,
    ai,
    webSearch,
    aiTools,
    metrics,
    lifecycle,
    logThrottle,
    clientDir: options.clientDir,
    pageRenderer:
      options.pageRenderer !== undefined
        ? options.pageRenderer
        : options.clientDir
          ? await loadPageRenderer(options.clientDir)
          : null,
  });

  return {
    app,
    auth,
    sessions,
    sessionTokens,
    sessionCredits,
    sessionWithCredits,
    database,
    mailer,
    mailOutbox,
    logger,
    credits,
    paidStreams,
    creditRecovery,
    billing,
    storage,
    uploads,
    ai,
    billingMode: billingProvider.kind,
    metrics,
    /** `lifecycle.startDraining()` on shutdown makes /api/ready answer 503. */
    lifecycle,
    async close() {
      await creditRecovery.stop();
      await mailOutbox.stop();
      mailer.close();
      await redisLimiter?.close();
      await database.close();
    },
  };
}

export type Runtime = Awaited<ReturnType<typeof createRuntime>>;
