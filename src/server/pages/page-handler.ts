import path from 'node:path';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { SessionData } from '@shared/auth';
import type { CreditsView } from '@shared/credits';
import type { PublicConfig } from '@shared/config';
import { SIDEBAR_COOKIE_NAME, type PageBootstrap } from '@shared/page-bootstrap';
import {
  PAGE_PATHS,
  RETURN_TO_PARAM,
  isAuthPagePath,
  isSignedOutOnlyPagePath,
  loginPathReturningTo,
  returnPathFrom,
} from '@shared/routes';
import { isKnownPagePath, isSignedInPagePath } from '@shared/known-pages';
import type { AuthSession } from '../auth';
import type { Logger } from '../logger';
import type { SessionReader, SessionTokenReader } from '../session-reader';
import type { BillingService } from '../services/billing';
import type { CreditsService } from '../services/credits';
import type { SessionWithCreditsReader } from '../services/session-credits';
import { newsAsShown, trendsAsShown, type FeedService } from '../services/feeds';
import { createPageModuleFiles } from './build-manifest';
import { PAGE_SCRIPT_ENTRIES, entryScriptTags } from './entry-scripts';
import { readPageTemplate, withAppAfterPaint } from './page-template';
import { pageDocument, serverOnlyPageDocument, unavailablePageDocument } from './page-document';
import { PERSONAL_PAGE_HEADERS, personalPageResponse } from './page-response';
import type { AuthPages } from './auth-pages';
import type { PageRenderer } from './page-renderer';

type StaticHandler = (c: Context) => Promise<Response> | Response;

/** The signed-in user as the page needs it: what the session endpoint gives, never the session's token. */
export function sessionData(session: AuthSession | null): SessionData {
  if (!session) return null;
  const { user } = session;
  return {
    user: {
      id: user.id,
      name: user.name,
      email: user.email,
      image: user.image ?? null,
      emailVerified: user.emailVerified,
      twoFactorEnabled: Boolean(user.twoFactorEnabled),
      createdAt: new Date(user.createdAt).toISOString(),
    },
    session: { expiresAt: new Date(session.session.expiresAt).toISOString() },
  };
}

function sidebarOpenFrom(c: Context): boolean | null {
  const saved = getCookie(c, SIDEBAR_COOKIE_NAME);
  return saved === 'true' ? true : saved === 'false' ? false : null;
}

/**
 * How long the dashboard's page waits for the news and trends. They are kept in memory for hours, so this is
 * only spent while a source is first read: the page is not held for a slow feed, and the browser then asks for
 * the feeds itself (the read goes on, and its answer serves that request).
 */
const FEED_DEADLINE_MS = 50;

function withinFeedDeadline<T>(feed: Promise<T>): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), FEED_DEADLINE_MS);
  });
  return Promise.race([feed, deadline]).finally(() => clearTimeout(timer));
}

/**
 * The pages that show the signed-in user's plan (its card marked current, or its details). A page that shows it
 * without carrying it would first draw a loading line, then the plan, moving everything below it.
 */
const PAGES_SHOWING_THE_PLAN: ReadonlySet<string> = new Set([
  PAGE_PATHS.pricing,
  PAGE_PATHS.subscription,
  PAGE_PATHS.manageSubscription,
  PAGE_PATHS.profile,
]);

/**
 * Answers every page request with its real HTML. Who may see the page is decided here, before any HTML: an
 * anonymous visitor of a signed-in page gets a 302 to /login that remembers the page, and a signed-in user asking
 * for the landing or login page a 302 to the dashboard (or to the page the login link remembers). Then the page is
 * rendered with what the server knows (user, credits, configuration), which travels inside the HTML so the
 * browser's first render matches and asks for none of it again. Files (paths with an extension) and the
 * prerendered landing page go to `serveStatic`; without a server renderer, or if rendering fails, the browser
 * gets the app's empty shell and renders the page itself.
 */
export function createPageHandler(deps: {
  clientDir: string;
  renderer: PageRenderer | null;
  sessions: SessionReader;
  tokens: SessionTokenReader;
  sessionWithCredits: SessionWithCreditsReader;
  billing: Pick<BillingService, 'getStatus'>;
  credits: Pick<CreditsService, 'history'>;
  feeds: FeedService;
  /** The sign-in and password pages, which the server renders without the app (null: the app renders them). */
  authPages: AuthPages | null;
  config: PublicConfig;
  logger: Logger;
  serveStatic: StaticHandler;
}) {
  const template = readPageTemplate(deps.clientDir);
  const appTemplate = withAppAfterPaint(template);
  const pageModuleFiles = createPageModuleFiles(deps.clientDir);
  let publicPricingDocument: string | undefined;

  /**
   * /subscription for anonymous visitors, without the app: the same for every visitor, so rendered once. Null
   * without a server renderer (the app then renders the page in the browser).
   */
  function publicPricingPage(): string | null {
    if (!deps.renderer) return null;
    publicPricingDocument ??= serverOnlyPageDocument(
      template,
      deps.renderer.renderPublicPricingPage({ isBillingOff: deps.config.billing === 'off' }),
      entryScriptTags(deps.clientDir, PAGE_SCRIPT_ENTRIES.pricing) ?? '',
    );
    return publicPricingDocument;
  }

  /** What the page itself shows first, beyond the user and the balance: read now, so its first HTML has it. */
  async function pageContent(
    c: Context,
    session: AuthSession | null,
  ): Promise<Pick<PageBootstrap, 'subscription' | 'creditHistory' | 'news' | 'trends'>> {
    const { path: pathname } = c.req;
    const userId = session?.user.id;
    const isHome = Boolean(userId) && pathname === PAGE_PATHS.dashboard;
    const [subscription, entries, news, trends] = await Promise.all([
      userId && PAGES_SHOWING_THE_PLAN.has(pathname) ? deps.billing.getStatus(userId) : null,
      userId && pathname === PAGE_PATHS.manageSubscription ? deps.credits.history(userId) : null,
      isHome ? withinFeedDeadline(deps.feeds.news().then(newsAsShown)) : null,
      isHome ? withinFeedDeadline(deps.feeds.trends().then(trendsAsShown)) : null,
    ]);
    return { subscription, creditHistory: entries ? { entries } : null, news, trends };
  }

  async function render(
    c: Context,
    session: AuthSession | null,
    credits: CreditsView | null,
  ): Promise<Response> {
    const renderer = deps.renderer;
    if (!renderer) return deps.serveStatic(c);
    const data: PageBootstrap = {
      session: sessionData(session),
      config: deps.config,
      credits,
      sidebarOpen: sidebarOpenFrom(c),
      ...(await pageContent(c, session)),
    };
    let rendered;
    try {
      rendered = await renderer.renderPage(c.req.raw, data);
    } catch (error) {
      deps.logger.error({ err: error, path: c.req.path }, 'server rendering failed; sending the empty shell');
      return deps.serveStatic(c);
    }
    if (rendered.kind === 'redirect') return c.redirect(rendered.location, 302);
    const html = pageDocument(appTemplate, rendered.markup, data, pageModuleFiles(rendered.modules));
    return personalPageResponse(c, html, isKnownPagePath(c.req.path) ? 200 : 404);
  }

  return async (c: Context): Promise<Response> => {
    const { path: pathname } = c.req;
    if (path.extname(pathname)) return deps.serveStatic(c);
    // A signed-in page shows the balance in its first HTML: read with the session, in the same statement.
    const signedInPage = isSignedInPagePath(pathname);
    let session: AuthSession | null;
    let credits: CreditsView | null = null;
    if (signedInPage) {
      const token = deps.tokens(c);
      const found = token ? await deps.sessionWithCredits(token) : null;
      session = found?.session ?? null;
      credits = found?.credits ?? null;
    } else {
      session = await deps.sessions(c);
    }
    // Where a page sends a visitor depends on their cookie: no cache may keep the answer.
    c.header('Cache-Control', PERSONAL_PAGE_HEADERS['Cache-Control']);
    c.header('Vary', PERSONAL_PAGE_HEADERS.Vary);
    if (!session && signedInPage) {
      const asked = `${pathname}${new URL(c.req.url).search}`;
      return c.redirect(loginPathReturningTo(asked), 302);
    }
    if (session && isSignedOutOnlyPagePath(pathname)) {
      const remembered = pathname.startsWith(PAGE_PATHS.login)
        ? returnPathFrom(c.req.query(RETURN_TO_PARAM))
        : null;
      return c.redirect(remembered ?? PAGE_PATHS.dashboard, 302);
    }
    if (pathname === PAGE_PATHS.home) return deps.serveStatic(c);
    if (deps.authPages && isAuthPagePath(pathname)) return deps.authPages.get(c, pathname);
    const publicPricing = !session && pathname === PAGE_PATHS.subscription ? publicPricingPage() : null;
    if (publicPricing) return personalPageResponse(c, publicPricing, 200);
    return render(c, session, credits);
  };
}

/**
 * A form sent by the browser itself, before the page's code took it over, comes back to its page as a GET (303):
 * the app's forms are handled by the app's code, and nothing in such a submission is acted on.
 */
export function returnFormSubmissionsToTheirPage() {
  return (c: Context): Response => {
    if (!isKnownPagePath(c.req.path)) return c.text('Not found', 404);
    c.header('Cache-Control', PERSONAL_PAGE_HEADERS['Cache-Control']);
    return c.redirect(`${c.req.path}${new URL(c.req.url).search}`, 303);
  };
}

/** Whether a request that failed was for a page of the app (the browser shows the answer), not for the API. */
export function isPageRequest(c: Context): boolean {
  return (
    (c.req.method === 'GET' || c.req.method === 'HEAD') &&
    !path.extname(c.req.path) &&
    !c.req.path.startsWith('/api/')
  );
}

/**
 * The answer to a page request while the database is out: a 503 page that says so in words, with the same
 * Retry-After the API gives, rather than the API's JSON in a browser tab.
 */
export function createUnavailablePage(clientDir: string) {
  const template = readPageTemplate(clientDir);
  return (c: Context): Response =>
    c.html(unavailablePageDocument(template, c.req.path), 503, { ...PERSONAL_PAGE_HEADERS });
}
