import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { AI_TOOL_LIST } from '@shared/ai-tools';
import { PAGE_PATHS } from '@shared/routes';
import { expectPageScriptReady, signInAsNewUser } from './support';

/**
 * The JavaScript budget of the dashboard (170 kB): what the browser loads to show a dashboard page, shared
 * chunks included, gzip. Counted from what the page itself loaded, so code a page pulls in eagerly after its
 * first render counts too; code loaded only when the user opens something (a menu, a dialog) does not.
 * `npm run bench` reports the same figure from the build manifest.
 */
const DASHBOARD_JS_BUDGET_GZIP = 170_000;

async function scriptBytesOnOpen(page: Page, path: string, ready: () => Promise<void>): Promise<number> {
  await page.goto(path);
  await ready();
  await page.waitForLoadState('networkidle');
  // The scripts the page loaded, as the page itself records them: a response event can be missed on a busy
  // machine, the page's own resource timing cannot. Each is fetched again for its bytes.
  const urls = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((pathname) => /\.m?js$/.test(pathname)),
  );
  const bodies = await Promise.all(urls.map(async (url) => (await page.request.get(url)).body()));
  return bodies.reduce((total, body) => total + gzipSync(body, { level: 9 }).length, 0);
}

/**
 * The budget of the public pages that do not hydrate the app (the sign-in and password pages, and /subscription
 * for anonymous visitors): at most 80 kB of JavaScript each, gzip, like the landing page.
 */
const PUBLIC_PAGE_JS_BUDGET_GZIP = 80_000;

test('each sign-in and password page loads at most 80 kB of JavaScript (gzip), and never the app', async ({
  browser,
}) => {
  const pages = [
    { path: PAGE_PATHS.login, heading: 'Welcome back', hasPassword: true },
    { path: PAGE_PATHS.signup, heading: 'Create your account', hasPassword: true },
    { path: PAGE_PATHS.forgotPassword, heading: 'Forgot your password?', hasPassword: false },
    { path: PAGE_PATHS.resetPassword, heading: 'Invalid Reset Link', hasPassword: false },
  ];
  for (const { path, heading, hasPassword } of pages) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const bytes = await scriptBytesOnOpen(page, path, async () => {
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      // The script loads once the page has painted, after the load event.
      await expectPageScriptReady(page);
    });
    expect(bytes, `${path}: ${bytes} bytes of JavaScript (gzip)`).toBeLessThan(PUBLIC_PAGE_JS_BUDGET_GZIP);
    // The page's own script ran: it enables the show/hide password buttons.
    if (hasPassword) {
      await expect(page.getByRole('button', { name: 'Show password' }).first()).toBeEnabled();
    }
    await context.close();
  }
});

test('the public pricing page loads at most 80 kB of JavaScript (gzip), and its own script runs', async ({
  page,
}) => {
  const bytes = await scriptBytesOnOpen(page, PAGE_PATHS.subscription, async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Perfect Plan' })).toBeVisible();
    // The script, requested after the load event, enables the monthly/annual toggle and the log-in-first
    // buttons; waiting for them means it is counted.
    await expect(page.getByRole('radio', { name: 'Monthly' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Upgrade to Pro' })).toBeEnabled();
  });
  expect(bytes, `${bytes} bytes of JavaScript (gzip)`).toBeLessThan(PUBLIC_PAGE_JS_BUDGET_GZIP);
});

test('each dashboard page loads at most 170 kB of JavaScript (gzip)', async ({ browser, request }) => {
  const signedIn = await browser.newPage();
  const user = await signInAsNewUser(signedIn, request, 'Budget Tester');
  const cookies = await signedIn.context().cookies();
  await signedIn.close();

  const routes = [
    { path: PAGE_PATHS.dashboard, heading: `Welcome, ${user.name}!` },
    // Every AI tool's page, headed by the tool's name.
    ...AI_TOOL_LIST.map((tool) => ({ path: tool.path, heading: tool.label })),
  ];
  for (const route of routes) {
    // A fresh context per route: an empty HTTP cache, as for a first visit.
    const context = await browser.newContext();
    await context.addCookies(cookies);
    const page = await context.newPage();
    const bytes = await scriptBytesOnOpen(page, route.path, () =>
      expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible(),
    );
    expect(bytes, `${route.path}: ${bytes} bytes of JavaScript (gzip)`).toBeLessThan(
      DASHBOARD_JS_BUDGET_GZIP,
    );
    // Something was measured: at least the SPA's entry chunk.
    expect(bytes).toBeGreaterThan(50_000);
    await context.close();
  }
});
