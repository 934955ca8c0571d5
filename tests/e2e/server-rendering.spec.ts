import type { Page, Route } from '@playwright/test';
import { AI_TOOL_LIST, AI_TOOLS } from '@shared/ai-tools';
import { PAGE_PATHS, loginPathReturningTo } from '@shared/routes';
import * as NOT_FOUND_COPY from '@/app/not-found-copy';
import { expect, test } from './fixtures';
import { AUTH_ERRORS, VALIDATION } from '@shared/messages';
import { AUTH_COPY } from '@/features/auth/copy';
import { PRICING_FAQ } from '@/features/billing/copy';
import {
  PASSWORD,
  collectPageErrors,
  createVerifiedUser,
  expectFieldError,
  expectSignedInPageHydrated,
  requestResetLink,
  uniqueEmail,
} from './support';

// Every page arrives as real HTML: its heading and what the server knows of the user are in the first response,
// before any script runs, and the browser's first render takes over that HTML without redrawing it.

const welcome = (name: string) => `Welcome, ${name}!`;

/**
 * Each signed-in page and its heading (a new page must be added here; an AI tool's page, headed by the tool's
 * name, comes from the registry).
 */
const SIGNED_IN_HEADINGS = (name: string): Record<string, string> => ({
  [PAGE_PATHS.dashboard]: welcome(name),
  ...Object.fromEntries(AI_TOOL_LIST.map((tool) => [tool.path, tool.label])),
  [PAGE_PATHS.tiktokAnalytics]: 'TikTok Analytics',
  [PAGE_PATHS.memeContent]: NOT_FOUND_COPY.featureNotFound,
  [PAGE_PATHS.linkedinPost]: NOT_FOUND_COPY.featureNotFound,
  [PAGE_PATHS.pricing]: 'Upgrade Your Plan',
  [PAGE_PATHS.profile]: 'Profile Management',
  [PAGE_PATHS.manageSubscription]: 'Subscription Management',
});

const PUBLIC_HEADINGS: Record<string, string> = {
  [PAGE_PATHS.login]: 'Welcome back',
  [PAGE_PATHS.signup]: 'Create your account',
  [PAGE_PATHS.forgotPassword]: 'Forgot your password?',
  [PAGE_PATHS.subscription]: 'Choose Your Perfect Plan',
};

const BOOTSTRAPPED_PATHS = [
  '/api/auth/get-session',
  '/api/credits',
  '/api/config',
  '/api/feeds/news',
  '/api/feeds/trends',
  '/api/subscription',
];

/** Requests the page makes for data the server already put in it. */
function watchBootstrapRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (BOOTSTRAPPED_PATHS.includes(pathname)) asked.push(pathname);
  });
  return asked;
}

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test("every signed-in page arrives with its heading, the user's name and credits", async ({
    page,
    user,
  }) => {
    for (const [path, heading] of Object.entries(SIGNED_IN_HEADINGS(user.name))) {
      await test.step(path, async () => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        expect(response?.headers()['cache-control']).toBe('private, no-store');
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
        await expect(sidebar.getByText(user.email)).toBeVisible();
        await expect(sidebar.getByTestId('paid-credits')).toHaveText('5');
      });
    }
  });

  test('public pages arrive with their heading and form', async ({ page }) => {
    for (const [path, heading] of Object.entries(PUBLIC_HEADINGS)) {
      await test.step(path, async () => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      });
    }
    await page.goto(PAGE_PATHS.login);
    await expect(page.getByLabel('Email')).toBeVisible();
  });

  test('the sign-in form works: a refusal comes back with its message, then the dashboard', async ({
    page,
    request,
  }) => {
    const user = await createVerifiedUser(request, 'No Script');
    await page.goto(loginPathReturningTo(PAGE_PATHS.profile));
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(AUTH_ERRORS.invalidCredentials);
    await expect(page.getByLabel('Email')).toHaveValue(user.email);

    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(PAGE_PATHS.profile);
    await expect(page.getByRole('heading', { level: 1, name: 'Profile Management' })).toBeVisible();
  });

  test('the public pricing page reads in full: each FAQ answer opens, Free leads to sign-up', async ({
    page,
  }) => {
    await page.goto(PAGE_PATHS.subscription);
    const [first] = PRICING_FAQ;
    await page.getByRole('heading', { name: first!.question }).click();
    await expect(page.getByText(first!.answer)).toBeVisible();
    await page.getByRole('link', { name: 'Get Started Free' }).click();
    await expect(page).toHaveURL(PAGE_PATHS.signup);
  });

  test('sign-up and the password reset work, field messages included', async ({ page, request }) => {
    await page.goto(PAGE_PATHS.signup);
    await page.getByLabel('Full name').fill('No Script');
    await page.getByLabel('Email').fill('no-script-at-example.com');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expectFieldError(page.getByLabel('Email'), VALIDATION.email);
    await expect(page.getByLabel('Full name')).toHaveValue('No Script');

    const email = uniqueEmail('no-script');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(PAGE_PATHS.login);
    await expect(page.getByText(AUTH_COPY.signupConfirm)).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(email);

    const user = await createVerifiedUser(request);
    await page.goto(await requestResetLink(request, user.email));
    await page.getByLabel('New password', { exact: true }).fill('brand-new-secret-9');
    await page.getByLabel('Confirm new password').fill('brand-new-secret-9');
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect(page.getByRole('heading', { name: AUTH_COPY.passwordUpdated })).toBeVisible();
  });
});

test('signed-in pages hydrate without a mismatch and without asking again for what they carry', async ({
  page,
  user,
}) => {
  // Nine pages, each loaded and used once.
  test.slow();
  const errors = await collectPageErrors(page);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const asked = watchBootstrapRequests(page);
  for (const [path, heading] of Object.entries(SIGNED_IN_HEADINGS(user.name))) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // Hydrated: the user menu answers clicks.
      await page.getByRole('button', { name: 'User menu' }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await page.keyboard.press('Escape');
    });
  }
  expect(errors).toEqual([]);
  expect(warnings.filter((text) => /hydrat/i.test(text))).toEqual([]);
  expect(asked).toEqual([]);
});

test.describe('for a reader in another time zone than the server', () => {
  test.use({ timezoneId: 'Asia/Tokyo' });

  test('moments hydrate as the server wrote them, then show in the reader’s own time', async ({
    page,
    user,
  }) => {
    const errors = await collectPageErrors(page);
    await page.goto(PAGE_PATHS.manageSubscription);
    await expect(page.getByRole('heading', { level: 1, name: 'Subscription Management' })).toBeVisible();
    const history = page.getByRole('region', { name: 'Credit history' });
    const firstMoment = history.locator('time').first();
    const iso = await firstMoment.getAttribute('datetime');
    const tokyo = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'Asia/Tokyo',
    }).format(new Date(iso!));
    await expect(firstMoment).toHaveText(tokyo);
    await expect(page.getByText(user.email).first()).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test('the first paint of a signed-in page shows no spinner and no signed-out content', async ({
  page,
  user,
}) => {
  // Hold every script: what is on screen now is the server's HTML alone.
  await page.route('**/assets/*.js', () => {});
  await page.goto(PAGE_PATHS.dashboard, { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: welcome(user.name) })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);
});

test('redirects happen on the server, before any HTML', async ({ page, request }) => {
  const anonymous = await request.get(PAGE_PATHS.profile, { maxRedirects: 0 });
  expect(anonymous.status()).toBe(302);
  expect(anonymous.headers()['location']).toBe(loginPathReturningTo(PAGE_PATHS.profile));
  expect(await anonymous.text()).toBe('');

  await page.goto(PAGE_PATHS.login);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
});

test('text typed before the page is hydrated is what the form sends; buttons wait for the app', async ({
  page,
  user,
}) => {
  void user;
  // Hold every script until the description is typed into the server's HTML.
  const held: Route[] = [];
  let isHolding = true;
  await page.route('**/assets/*.js', (route) => (isHolding ? void held.push(route) : route.continue()));
  await page.goto(AI_TOOLS.caption.path, { waitUntil: 'commit' });
  const box = page.getByRole('textbox', { name: 'Describe your post' });
  await box.fill('LinkedIn post about our team offsite in Lisbon');
  const generate = page.getByRole('button', { name: 'Generate Caption' });
  await expect(generate).toBeDisabled();

  isHolding = false;
  for (const route of held) await route.continue();
  await expect(generate).toBeEnabled();
  await generate.click();
  await expect(page.getByRole('region', { name: 'Generated Captions' })).toBeVisible();
  await expect(box).toHaveValue('LinkedIn post about our team offsite in Lisbon');
});

test('a page fetches its own code with the app, and a page’s code once a link to it is pointed at', async ({
  signedInPage: page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(PAGE_PATHS.profile);
  // The server names the page's own chunks (its frame and its page) in the HTML, and the loader fetches them.
  const listed = JSON.parse((await page.locator('#page-modules').textContent()) ?? '[]') as string[];
  expect(listed.some((file) => /\/profile-[\w-]+\.js$/.test(file))).toBe(true);
  expect(listed.some((file) => /\/dashboard-layout-[\w-]+\.js$/.test(file))).toBe(true);
  await expectSignedInPageHydrated(page);
  expect(scripts).toEqual(expect.arrayContaining(listed));

  // Pointing at a link to a page not loaded yet fetches its code before any click.
  const pricingCode = page.waitForRequest((request) => /\/dashboard-pricing-[\w-]+\.js$/.test(request.url()));
  await page.locator(`a[href="${PAGE_PATHS.pricing}"]`).first().hover();
  await pricingCode;
  expect(page.url()).toContain(PAGE_PATHS.profile);
});
