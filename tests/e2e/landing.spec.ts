import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { PRODUCT_NAME } from '@shared/constants';
import {
  BILLING_MESSAGES,
  PRO_INTRO_MONTHLY_PRICE,
  PRO_MONTHLY_PRICE,
  proAnnualPerMonth,
} from '@shared/plans';
import * as BILLING_COPY from '@/features/billing/copy';
import { PAGE_PATHS } from '@shared/routes';
import { collectPageErrors, createVerifiedUser, expectNoAxeViolations, submitSignIn } from './support';
import { expect, test } from './fixtures';

/** The performance budget of the landing page: at most 80 kB of JavaScript shipped for `/`, gzip. */
const LANDING_JS_BUDGET_GZIP = 80_000;

const planCard = (page: Page, name: string) =>
  page.locator('#pricing').getByRole('group', { name, exact: true });

test('the landing HTML arrives prerendered, before any JavaScript runs', async ({ request }) => {
  const response = await request.get('/');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('Turn ideas into caption drafts in seconds');
  expect(html).toContain('id="how-it-works"');
  expect(html).toContain('id="pricing"');
  expect(html).toContain(BILLING_COPY.landingTitle);
  expect(response.headers()['cache-control']).toBe('no-cache');
  // Controls that need JavaScript arrive disabled, so a tap before the script runs is never silently lost.
  expect(html).toMatch(/<button[^>]*aria-label="Open menu"[^>]*disabled=""/);
  expect(html).toMatch(/<button[^>]*role="radio"[^>]*disabled=""[^>]*>Monthly</);
  expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Upgrade to Pro</);
  expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Contact Sales</);
  // Nothing but the stylesheet is requested before the first paint: the theme script is inline, and the page's
  // own script (not the SPA's entry) is named by an inline loader that requests it after the paint.
  expect(html).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/index-[\w-]+\.css">/);
  expect(html).toMatch(/"\/assets\/landing-[\w-]+\.js"/);
  expect(html).not.toMatch(/<script[^>]+src=/);
  expect(html).not.toMatch(/<link rel="modulepreload"/);
  expect(html).not.toMatch(/\/assets\/index-[\w-]+\.js/);
});

test('the inline theme script applies a saved dark theme before the first paint, without a CSP violation', async ({
  page,
}) => {
  const errors = await collectPageErrors(page);
  await page.addInitScript(() => localStorage.setItem('copilot-theme', 'dark'));
  // Without the page's own module script, the theme class can only come from the inline theme script.
  await page.route(/\/assets\/landing-[\w-]+\.js$/, (route) => route.abort());
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  expect(errors.filter((error) => /Content Security Policy|CSP violation/i.test(error))).toEqual([]);
});

test("the page's own script is requested after the load event, and then makes the controls work", async ({
  page,
}) => {
  const errors = await collectPageErrors(page);
  await page.goto('/');
  // The pricing toggle arrives disabled and is switched on by the page's script.
  await expect(page.getByRole('radio', { name: BILLING_COPY.monthly })).toBeEnabled();
  const timing = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/[\w-]+\.js$/.test(entry.name));
    return { loadEventEnd: navigation!.loadEventEnd, scriptStarts: scripts.map((entry) => entry.startTime) };
  });
  expect(timing.scriptStarts.length).toBeGreaterThan(0);
  for (const start of timing.scriptStarts) expect(start).toBeGreaterThanOrEqual(timing.loadEventEnd);
  expect(errors).toEqual([]);
});

test('the landing page works without JavaScript for reading', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Turn ideas into caption drafts in seconds' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
  await expect(planCard(page, 'Pro').getByText(`$${PRO_INTRO_MONTHLY_PRICE}`, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: `Explore ${PRODUCT_NAME}` })).toHaveAttribute(
    'href',
    PAGE_PATHS.signup,
  );
  await context.close();
});

test('`/` loads only its own small script: no SPA chunk, and within the JavaScript budget', async ({
  page,
}) => {
  await page.goto('/');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }),
  ).toBeVisible();
  // The page's script is requested after the load event and enables the pricing toggle when it runs: waiting
  // for the toggle (not for a quiet network, which a busy machine can reach before the request) means the
  // script is among the page's resources below.
  await expect(page.getByRole('radio', { name: BILLING_COPY.monthly })).toBeEnabled();
  await page.waitForLoadState('networkidle');

  // The scripts the page loaded, as the page itself records them: a response event can be missed on a busy
  // machine, the page's own resource timing cannot.
  const urls = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => /\.(?:js|mjs|tsx?)$/.test(path)),
  );
  expect(
    urls.some((url) => /^\/assets\/landing-[\w-]+\.js$/.test(url)),
    urls.join(', '),
  ).toBe(true);
  // index-*.js is the SPA's entry (react-dom, the router, the query cache...).
  expect(urls.filter((url) => /\/assets\/index-[\w-]+\.js$/.test(url))).toEqual([]);
  expect(urls.filter((url) => url.endsWith('.tsx'))).toEqual([]);

  const bodies = await Promise.all(urls.map(async (url) => (await page.request.get(url)).body()));
  const gzipBytes = bodies.reduce((total, body) => total + gzipSync(body, { level: 9 }).length, 0);
  expect(gzipBytes).toBeLessThan(LANDING_JS_BUDGET_GZIP);
});

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('shows every section, and the anchors scroll to them', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Turn ideas into caption drafts in seconds',
    );
    for (const figure of ['1K+', '3x', '5x'])
      await expect(page.getByText(figure, { exact: true })).toBeVisible();
    for (const audience of ['Creators', 'Solopreneurs', 'SMEs']) {
      await expect(page.getByRole('heading', { name: audience, exact: true })).toBeVisible();
    }
    for (const step of ['Choose a content type', 'Tweak the generated content', 'Boost productivity']) {
      await expect(page.getByRole('heading', { name: step })).toBeVisible();
    }
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const label of ['X (Twitter)', 'Instagram', 'LinkedIn']) {
      await expect(nav.getByRole('link', { name: label })).toHaveAttribute('rel', 'noopener noreferrer');
    }
    for (const item of ['Privacy', 'Terms', 'Contact'])
      await expect(page.getByRole('contentinfo').getByText(item)).toBeVisible();

    await nav.getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/#pricing$/);
    await expect(page.getByRole('button', { name: 'Upgrade to Pro' })).toBeInViewport();
    await nav.getByRole('link', { name: 'How it works' }).click();
    await expect(page.getByRole('heading', { name: 'How it works' })).toBeInViewport();
  });

  test('Explore and Signup go to /signup, Login to /login', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: `Explore ${PRODUCT_NAME}` }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Signup' }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await page.goto('/');
    await nav.getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  });

  test('the pricing toggle switches between monthly and annual prices, by mouse and keyboard', async ({
    page,
  }) => {
    await page.goto('/');
    const pro = planCard(page, 'Pro');
    const introPrice = pro.getByText(`$${PRO_INTRO_MONTHLY_PRICE}`, { exact: true });
    const annualPrice = pro.getByText(`$${proAnnualPerMonth()}`, { exact: true });
    await expect(introPrice).toBeVisible();
    await expect(pro.getByText(`$${PRO_MONTHLY_PRICE}`, { exact: true })).toBeVisible();
    await expect(pro.getByText(BILLING_COPY.introNote)).toBeVisible();
    await expect(annualPrice).toBeHidden();

    const monthly = page.getByRole('radio', { name: BILLING_COPY.monthly });
    const annual = page.getByRole('radio', { name: new RegExp(`^${BILLING_COPY.annual}`) });
    await expect(monthly).toBeChecked();
    await annual.click();
    await expect(annual).toBeChecked();
    await expect(monthly).not.toBeChecked();
    await expect(annualPrice).toBeVisible();
    await expect(pro.getByText(BILLING_COPY.billedAnnually)).toBeVisible();
    await expect(pro.getByText('Save 20%')).toBeVisible();
    await expect(introPrice).toBeHidden();
    await expect(pro.getByText(`$${PRO_MONTHLY_PRICE}`, { exact: true })).toBeHidden();
    // Plans whose price does not depend on the interval keep it.
    await expect(planCard(page, 'Free').getByText('$0', { exact: true })).toBeVisible();
    await expect(
      planCard(page, 'Enterprise').getByText(BILLING_COPY.customPricing, { exact: true }),
    ).toBeVisible();

    // A radio group: one tab stop (the chosen interval), arrow keys move the choice.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(annual).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(monthly).toBeFocused();
    await expect(monthly).toBeChecked();
    await expect(introPrice).toBeVisible();
    await expect(annualPrice).toBeHidden();
    await page.keyboard.press('ArrowLeft');
    await expect(annual).toBeChecked();
    await expect(annualPrice).toBeVisible();
  });

  test('has no axe violations in light and dark', async ({ page }) => {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.goto('/');
      await expect(page.getByRole('link', { name: 'Signup' })).toBeVisible();
      if (colorScheme === 'dark') await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      else await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
      await expectNoAxeViolations(page);
    }
  });
});

test.describe('anonymous plan choices (Free signs up, Pro and Enterprise log in first)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('Free signs up; Pro and Enterprise ask to log in, and the login page says why, once', async ({
    page,
  }) => {
    await page.goto('/');
    await planCard(page, 'Free').getByRole('link', { name: 'Get Started Free' }).click();
    await expect(page).toHaveURL(PAGE_PATHS.signup);

    for (const { button, message } of [
      { button: 'Upgrade to Pro', message: BILLING_MESSAGES.loginToUpgrade },
      { button: 'Contact Sales', message: BILLING_MESSAGES.loginToContactSales },
    ]) {
      await page.goto('/');
      await page.getByRole('button', { name: button }).click();
      await expect(page).toHaveURL(PAGE_PATHS.login);
      await expect(page.getByRole('status').filter({ hasText: message })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expectNoAxeViolations(page);
      // A notice for this one visit: a reload shows the plain login page.
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
      await expect(page.getByText(message)).toHaveCount(0);
    }
  });

  test('after logging in from "Upgrade to Pro", the visitor lands on "Upgrade Your Plan"', async ({
    page,
    request,
  }) => {
    const user = await createVerifiedUser(request);
    await page.goto('/');
    await planCard(page, 'Pro').getByRole('button', { name: 'Upgrade to Pro' }).click();
    await expect(page).toHaveURL(PAGE_PATHS.login);
    await submitSignIn(page, user.email);
    await expect(page).toHaveURL(PAGE_PATHS.pricing);
    await expect(page.getByRole('heading', { name: BILLING_COPY.dashboardTitle, level: 1 })).toBeVisible();
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menu toggles the same links, by mouse and keyboard, and closes on Escape', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }),
    ).toBeHidden();
    await toggle.click();
    const menu = page.locator('#landing-menu');
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['How it works', 'Pricing', 'Login', 'Signup', 'Instagram']) {
      await expect(menu.getByRole('link', { name })).toBeVisible();
    }
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'How it works' })).toBeFocused();
    await menu.getByRole('link', { name: 'Pricing' }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/#pricing$/);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Signup' }).click();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('has no axe violations with the menu open, in light and dark', async ({ page }) => {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.goto('/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.locator('#landing-menu').getByRole('link', { name: 'Signup' })).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });
});

test('a signed-in visitor goes straight to the dashboard', async ({ page, user }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: `Welcome, ${user.name}!` })).toBeVisible();
});

test('links to `/` inside the app load the landing page', async ({ page }) => {
  await page.goto(PAGE_PATHS.login);
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Signup' }),
  ).toBeVisible();
  // The browser's Back button returns to the page the visitor came from.
  await page.goBack();
  await expect(page).toHaveURL(PAGE_PATHS.login);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
});
