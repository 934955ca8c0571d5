import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import {
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { PRODUCT_NAME } from '@shared/constants';
import { freePort } from '../../src/server/testing/free-port';
import { FORM_MARKERS } from '@/lib/form-markers';

export const PASSWORD = 'correct-horse-42';

/** Subjects of the mails the app sends (server templates). */
export const MAIL = {
  confirm: `Confirm your ${PRODUCT_NAME} account`,
  reset: `Reset your ${PRODUCT_NAME} password`,
  existingAccount: `You already have a ${PRODUCT_NAME} account`,
} as const;

export type TestUser = { name: string; email: string; password: string };

export function uniqueEmail(label = 'user'): string {
  return `${label}-${randomBytes(5).toString('hex')}@example.com`;
}

type Mail = { to: string; subject: string; link: string | null };

function decodeEntities(value: string): string {
  return value.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
}

/** Every mail to `email` in the built-in outbox (/dev/mailbox?to=…), newest first. */
async function readMailbox(request: APIRequestContext, email: string): Promise<Mail[]> {
  const html = await (await request.get(`/dev/mailbox?to=${encodeURIComponent(email)}`)).text();
  return html
    .split('<article')
    .slice(1)
    .map((article) => ({
      subject: decodeEntities(/<h2[^>]*>([\s\S]*?)<\/h2>/.exec(article)?.[1] ?? ''),
      to: decodeEntities(/<p class="meta">To ([^·<]*?) ·/.exec(article)?.[1] ?? ''),
      link: /<pre>[\s\S]*?<a href="([^"]+)"/.exec(article)?.[1] ?? null,
    }))
    .map((mail) => ({ ...mail, link: mail.link && decodeEntities(mail.link) }));
}

/** How many mails to `email` whose subject contains `subject` the outbox holds. */
export async function countMails(
  request: APIRequestContext,
  email: string,
  subject: string,
): Promise<number> {
  const mails = await readMailbox(request, email);
  return mails.filter((mail) => mail.to === email && mail.subject.includes(subject)).length;
}

/**
 * The newest mail to `email` whose subject contains `subject`, waiting for it: the server may write mails
 * after it has answered the request that caused them.
 */
export async function waitForMail(request: APIRequestContext, email: string, subject: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const mails = await readMailbox(request, email);
        found = mails.find((mail) => mail.to === email && mail.subject.includes(subject));
        return Boolean(found);
      },
      { message: `mail "${subject}" to ${email}` },
    )
    .toBe(true);
  return found!;
}

/** The newest link mailed to `email` with `subject`. */
export async function mailLink(request: APIRequestContext, email: string, subject: string): Promise<string> {
  const { link } = await waitForMail(request, email, subject);
  if (!link) throw new Error(`mail "${subject}" to ${email} has no link`);
  return link;
}

/**
 * Opens the newest mail to `email` whose subject contains `subject` in the outbox viewer and follows its
 * first link, as a user reading their mail would. Returns the link.
 */
export async function followMailLink(page: Page, email: string, subject: string): Promise<string> {
  const href = await mailLink(page.request, email, subject);
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
  // The viewer writes each link out as its text; the same link is found even if newer mail arrived since.
  // Two mails sent within the same second carry the same link; either one is right.
  await page.getByRole('link', { name: href, exact: true }).first().click();
  return href;
}

/** Creates a confirmed account through the API (fast set-up for tests that are not about sign-up). */
export async function createVerifiedUser(request: APIRequestContext, name = 'Test User'): Promise<TestUser> {
  const email = uniqueEmail();
  const response = await request.post('/api/auth/sign-up/email', {
    data: { name, email, password: PASSWORD },
  });
  expect(response.ok()).toBeTruthy();
  const verify = await request.get(await mailLink(request, email, MAIL.confirm), { maxRedirects: 0 });
  expect(verify.status()).toBe(302);
  return { name, email, password: PASSWORD };
}

/** Asks for a password reset through the API and returns the mailed reset link. */
export async function requestResetLink(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/api/auth/request-password-reset', { data: { email } });
  expect(response.ok()).toBeTruthy();
  return mailLink(request, email, MAIL.reset);
}

/**
 * Waits until a sign-in or password page's own script has run. It loads once the page has painted, after the
 * `load` event, and until then the forms are the browser's own: no checks before sending, no busy state.
 */
export async function expectPageScriptReady(page: Page) {
  await expect(page.locator(`html[${FORM_MARKERS.scriptReady}]`)).toHaveCount(1);
}

/** Opens a sign-in or password page and waits for its script, which the test then relies on. */
export async function openAuthPage(page: Page, url: string) {
  await page.goto(url);
  await expectPageScriptReady(page);
}

/** Fills and submits the login form already on screen. */
export async function submitSignIn(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

export async function signIn(page: Page, email: string, password = PASSWORD) {
  await openAuthPage(page, '/login');
  await submitSignIn(page, email, password);
}

/** Signs the page's browser context in through the API (the session cookie is shared with the page). */
export async function signInByApi(page: Page, user: TestUser, origin = '') {
  const response = await page.request.post(`${origin}/api/auth/sign-in/email`, {
    data: { email: user.email, password: user.password },
  });
  expect(response.ok()).toBeTruthy();
}

/** A control marked invalid whose accessible description is exactly `message` (the text under it). */
export async function expectFieldError(field: Locator, message: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
}

export async function expectFieldValid(field: Locator) {
  await expect(field).not.toHaveAttribute('aria-invalid');
  await expect(field).toHaveAccessibleDescription('');
}

/**
 * Holds every request to `url` until `release()` is called, counting them: lets a test look at a form while
 * its request is in flight, without timing assumptions.
 */
export async function holdRequests(page: Page, url: string | RegExp) {
  let count = 0;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    count += 1;
    await released;
    await route.continue();
  });
  return { count: () => count, release };
}

/**
 * Console errors, uncaught exceptions and Content-Security-Policy violations (which a page may cause without
 * any console error, e.g. a library probing `new Function` inside a try) from now on.
 */
export async function collectPageErrors(page: Page): Promise<string[]> {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.exposeFunction('__reportCspViolation', (report: string) => errors.push(report));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void })
        .__reportCspViolation;
      report(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return errors;
}

/** Waits for finite CSS animations and transitions (a toast fading in) so contrast is measured at rest. */
async function settleAnimations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** How many times a page is measured before its violations count: a toast may start to fade out mid-run. */
const AXE_ATTEMPTS = 3;
const AXE_RETRY_PAUSE_MS = 400;

/**
 * No axe violations on the page at rest. A toast that starts its timed fade-out while axe reads the page is
 * measured half-transparent, a contrast no reader is ever left with; so a run with violations is repeated once
 * the page has settled again, and only violations that are still there on the last run fail the test.
 */
export async function expectNoAxeViolations(page: Page) {
  let violations: string[] = [];
  for (let attempt = 0; attempt < AXE_ATTEMPTS; attempt++) {
    if (attempt > 0) await page.waitForTimeout(AXE_RETRY_PAUSE_MS);
    await settleAnimations(page);
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze();
    violations = results.violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
    if (violations.length === 0) break;
  }
  expect(violations).toEqual([]);
}

/**
 * Waits until a signed-in page is hydrated. The server's HTML shows the page at once, but keyboard shortcuts and
 * tab-return listeners exist only once React runs it; buttons are disabled until then, so an enabled user menu
 * says the app is live.
 */
export async function expectSignedInPageHydrated(page: Page) {
  await expect(page.getByRole('button', { name: 'User menu' })).toBeEnabled();
}

/** A new confirmed user, already signed in on `page` (the dashboard tests' starting point). */
export async function signInAsNewUser(
  page: Page,
  request: APIRequestContext,
  name?: string,
): Promise<TestUser> {
  const user = await createVerifiedUser(request, name);
  await signInByApi(page, user);
  return user;
}

/**
 * A new confirmed user of the app at `base`, signed in on `page`: what `signInAsNewUser` does for the shared
 * server, for a second app (`startSecondApp`), which has its own users and its own origin.
 */
export async function signInAsNewUserOn(base: string, page: Page, name?: string): Promise<TestUser> {
  const api = await playwrightRequest.newContext({ baseURL: base });
  const user = await createVerifiedUser(api, name);
  await api.dispose();
  await page.goto(`${base}/login`);
  await signInByApi(page, user, base);
  return user;
}

/** A fresh app migrates its database first; on a busy machine that takes well over the default timeout. */
export const SECOND_APP_START_TIMEOUT_MS = 120_000;

/**
 * Another instance of the built app (`dist/server/index.js`) on PGlite in a temporary DATA_DIR, for tests that
 * need configuration the shared server does not have (a live feed, a model server). Resolves once it is healthy.
 */
export async function startSecondApp(label: string, env: Record<string, string>) {
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const app: ChildProcess = spawn(process.execPath, ['dist/server/index.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: base,
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), `copilot-e2e-${label}-`)),
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...env,
    },
    stdio: 'ignore',
  });
  await expect
    .poll(
      () =>
        fetch(`${base}/api/health`).then(
          (response) => response.status,
          () => 0,
        ),
      { timeout: SECOND_APP_START_TIMEOUT_MS - 5_000 },
    )
    .toBe(200);
  return { base, stop: () => void app.kill('SIGTERM') };
}
