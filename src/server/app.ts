import path from 'node:path';
import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { API_ERROR_CODES, SERVICE_UNAVAILABLE_MESSAGE } from '@shared/api-error';
import { JSON_BODY_LIMIT_BYTES, WEBHOOK_BODY_LIMIT_BYTES } from '@shared/constants';
import { REQUEST_ERRORS, TEXT_MESSAGES } from '@shared/messages';
import { AUTH_PAGE_PATHS } from '@shared/routes';
import type { Auth } from './auth';
import type { SessionReader, SessionTokenReader } from './session-reader';
import type { DatabaseHandle } from './db/client';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './db/unavailable';
import type { Env } from './env';
import { HttpError, errorBody, isUnstorableTextError, jsonError } from './http';
import type { Logger } from './logger';
import type { Mailer } from './integrations/mail/mailer';
import { oneLayer } from './middleware/one-layer';
import { securityHeaders } from './middleware/security-headers';
import { databaseOutageAsUnavailable } from './middleware/database-outage';
import { resolveClientAddresses } from './middleware/client-address';
import { refuseCrossSiteRequests } from './middleware/cross-site';
import { inlineScriptSources } from './inline-scripts';
import { readPageTemplate } from './pages/page-template';
import { accountRoutes } from './routes/account';
import { createResetTokenCheck } from './services/reset-token';
import { authRoutes } from './routes/auth';
import { claimTotpCode } from './services/two-factor';
import { devMailboxRoutes, hasDevMailbox } from './routes/dev-mailbox';
import { feedRoutes } from './routes/feeds';
import { billingRoutes, subscriptionRoutes } from './routes/billing';
import { creditRoutes } from './routes/credits';
import { uploadRoutes } from './routes/uploads';
import { allAiToolRoutes } from './routes/ai-tool';
import type { AiToolServices } from './services/ai-tools';
import type { UploadsService } from './services/uploads';
import type { AiEngine } from './integrations/ai/engine';
import type { WebSearch } from './integrations/search/web-search';
import type { BillingProvider } from './integrations/billing/provider';
import type { StripeBilling } from './integrations/billing/stripe';
import type { BillingService } from './services/billing';
import type { CreditsService } from './services/credits';
import type { SessionCreditsReader, SessionWithCreditsReader } from './services/session-credits';
import type { LeadsService } from './services/leads';
import { publicConfig, systemRoutes } from './routes/system';
import type { RateLimiter } from './services/rate-limit';
import type { FeedService } from './services/feeds';
import { ROBOTS_TXT, createStaticHandler } from './static-files';
import {
  createPageHandler,
  createUnavailablePage,
  isPageRequest,
  returnFormSubmissionsToTheirPage,
} from './pages/page-handler';
import type { PageRenderer } from './pages/page-renderer';
import { createAuthPages } from './pages/auth-pages';
import { PAGE_SCRIPT_ENTRIES, entryScriptLoader } from './pages/entry-scripts';
import type { Lifecycle } from './lifecycle';
import { logThrottled, type LogThrottle } from './log-throttle';
import type { Metrics } from './metrics';
import { accessLog } from './middleware/access-log';
import { requestId } from './middleware/request-id';
import { metricsRoutes } from './routes/metrics';

/** The name of the sign-in and password pages' script entry in the browser build (vite.config.ts). */
/** A sign-in or password form: a few short fields, far below this. */
const FORM_BODY_LIMIT_BYTES = 16 * 1024;

export type AppDeps = {
  env: Env;
  database: DatabaseHandle;
  auth: Auth;
  sessions: SessionReader;
  sessionTokens: SessionTokenReader;
  sessionCredits: SessionCreditsReader;
  sessionWithCredits: SessionWithCreditsReader;
  mailer: Mailer;
  limiter: RateLimiter;
  logger: Logger;
  feeds: FeedService;
  credits: CreditsService;
  billing: BillingService;
  billingProvider: BillingProvider | StripeBilling;
  leads: LeadsService;
  uploads: UploadsService;
  ai: AiEngine;
  /** Absent when no SEARCH_PROVIDER is configured. */
  webSearch?: WebSearch;
  /** Every AI tool's service, by its key in AI_TOOLS. */
  aiTools: AiToolServices;
  metrics: Metrics;
  lifecycle: Lifecycle;
  /** One log line per failure cause per interval (database outages). */
  logThrottle: LogThrottle;
  /** The built browser app (dist/client); absent in API-only tests. */
  clientDir?: string;
  /** Renders pages on the server; null when the build has no server renderer (pages go out as the empty shell). */
  pageRenderer?: PageRenderer | null;
};

/** Every method whose request may carry a body: all but GET and HEAD. */
const METHODS_WITH_BODY = ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** Bodies are refused with 413 past their route's limit (checked while reading, not after buffering). */
function requestBodyLimit() {
  const limits = {
    default: bodyLimit({ maxSize: JSON_BODY_LIMIT_BYTES, onError: tooLarge }),
    webhook: bodyLimit({ maxSize: WEBHOOK_BODY_LIMIT_BYTES, onError: tooLarge }),
  };
  return createMiddleware((c, next) => {
    // Uploads stream to their own, larger limit inside the route; buffering them here would defeat that.
    if (c.req.method === 'POST' && c.req.path === '/api/uploads') return next();
    return (c.req.path === '/api/billing/webhook' ? limits.webhook : limits.default)(c, next);
  });
}

/** A sign-in or password form holds a few short fields. */
const formBodyLimit = bodyLimit({ maxSize: FORM_BODY_LIMIT_BYTES, onError: tooLarge });

function tooLarge(c: Context) {
  return jsonError(c, 413, API_ERROR_CODES.payloadTooLarge, REQUEST_ERRORS.bodyTooLarge);
}

export function createApp(deps: AppDeps) {
  const { env, logger } = deps;
  const isResetTokenLive = createResetTokenCheck(deps.auth);
  const config = publicConfig({
    env,
    hasOutbox: deps.mailer.kind === 'outbox',
    aiEngine: { kind: deps.ai.kind, label: deps.ai.label },
    hasWebSearch: Boolean(deps.webSearch),
    billing: deps.billingProvider.kind,
  });

  const api = new Hono()
    // GET and HEAD carry no body (a fetch Request refuses one), and reads, most requests, skip the layer altogether.
    .on(METHODS_WITH_BODY, '*', requestBodyLimit())
    .use('/auth/*', databaseOutageAsUnavailable(deps.database))
    .route(
      '/auth',
      authRoutes(deps.auth, deps.limiter, (userId, code) => claimTotpCode(deps.database.db, userId, code)),
    )
    .route('/account', accountRoutes(isResetTokenLive))
    .route('/feeds', feedRoutes(deps.sessions, deps.feeds))
    .route('/credits', creditRoutes(deps))
    .route('/uploads', uploadRoutes(deps.sessions, deps.uploads))
    .route('/', allAiToolRoutes(deps.sessions, deps.aiTools))
    .route('/subscription', subscriptionRoutes(deps))
    .route(
      '/billing',
      billingRoutes({
        sessions: deps.sessions,
        billing: deps.billing,
        provider: deps.billingProvider,
        leads: deps.leads,
        logger,
      }),
    )
    .route(
      '/',
      systemRoutes({
        database: deps.database,
        logger,
        config,
        lifecycle: deps.lifecycle,
        logThrottle: deps.logThrottle,
      }),
    )
    .all('/*', (c) =>
      jsonError(c, 404, API_ERROR_CODES.notFound, `No API route for ${c.req.method} ${c.req.path}`),
    );

  const app = new Hono();
  app.use(
    oneLayer(
      requestId(),
      accessLog(logger, deps.metrics),
      securityHeaders(env.isHttps, inlineScriptSources(deps.clientDir)),
      resolveClientAddresses(env.TRUSTED_PROXIES),
    ),
  );
  // Its own layer: it may answer (403), and the access log above must see that answer as the response.
  app.use(refuseCrossSiteRequests(env.APP_URL));
  app.route('/api', api);
  app.route('/metrics', metricsRoutes(env.METRICS_TOKEN, deps.metrics.registry));
  if (hasDevMailbox(env, deps.mailer)) {
    app.route('/dev', devMailboxRoutes(path.join(env.DATA_DIR, 'mail')));
  }
  app.get('/robots.txt', (c) => c.text(ROBOTS_TXT, 200, { 'Cache-Control': 'public, max-age=3600' }));
  if (deps.clientDir) {
    const authPages = deps.pageRenderer
      ? createAuthPages({
          template: readPageTemplate(deps.clientDir),
          // Loaded once the page has painted. Without the script (before it runs, a build without it, the tests),
          // the pages work all the same: their forms are the browser's own.
          scriptTags: entryScriptLoader(deps.clientDir, PAGE_SCRIPT_ENTRIES.auth) ?? '',
          render: deps.pageRenderer.renderAuthPage,
          // The connection's own details (its address) go with it; never the response being written.
          fetchInProcess: (request, c) => app.fetch(request, { incoming: c.env?.incoming }),
          isResetTokenLive,
          googleEnabled: config.googleEnabled,
          appOrigin: new URL(env.APP_URL).origin,
          secureCookies: env.isHttps,
        })
      : null;
    app.on(
      ['GET', 'HEAD'],
      '/*',
      createPageHandler({
        clientDir: deps.clientDir,
        renderer: deps.pageRenderer ?? null,
        sessions: deps.sessions,
        tokens: deps.sessionTokens,
        sessionWithCredits: deps.sessionWithCredits,
        billing: deps.billing,
        credits: deps.credits,
        feeds: deps.feeds,
        authPages,
        config,
        logger,
        serveStatic: createStaticHandler(deps.clientDir),
      }),
    );
    if (authPages) {
      for (const pagePath of AUTH_PAGE_PATHS) {
        app.post(pagePath, formBodyLimit, (c) => authPages.post(c, pagePath));
      }
    }
    app.post('/*', returnFormSubmissionsToTheirPage());
  }

  const unavailablePage = deps.clientDir ? createUnavailablePage(deps.clientDir) : null;
  app.notFound((c) => c.text('Not found', 404));
  app.onError((error, c) => {
    if (error instanceof HttpError) {
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
      return jsonError(c, error.status, error.code, error.message);
    }
    if (error instanceof HTTPException && error.status < 500) {
      return c.json(
        errorBody(API_ERROR_CODES.badRequest, error.message || REQUEST_ERRORS.badRequest),
        error.status,
      );
    }
    if (isDatabaseUnavailable(error)) {
      logThrottled(logger, deps.logThrottle, 'warn', error, 'database unavailable', { path: c.req.path });
      c.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      if (unavailablePage && isPageRequest(c)) return unavailablePage(c);
      return jsonError(c, 503, API_ERROR_CODES.unavailable, SERVICE_UNAVAILABLE_MESSAGE);
    }
    if (isUnstorableTextError(error)) {
      logger.warn({ path: c.req.path }, 'text the database cannot store got past validation');
      return jsonError(c, 400, API_ERROR_CODES.validation, TEXT_MESSAGES.unsavable('request'));
    }
    logThrottled(logger, deps.logThrottle, 'error', error, 'unhandled error', { path: c.req.path });
    return jsonError(c, 500, API_ERROR_CODES.internal, REQUEST_ERRORS.internal);
  });
  return app;
}

export type App = ReturnType<typeof createApp>;
