import * as NOT_FOUND_COPY from '@/app/not-found-copy';
import { AI_TOOL_LIST } from '@shared/ai-tools';
import { PAGE_PATHS, loginPathReturningTo } from '@shared/routes';
import { collectPageErrors } from './support';
import { expect, test } from './fixtures';

// The route table (`PAGE_PATHS` and the AI tools' pages): who may see what, and what each path shows.

const DASHBOARD_PATHS = [
  ...Object.values(PAGE_PATHS).filter((path) => path.startsWith(PAGE_PATHS.dashboard)),
  ...AI_TOOL_LIST.map((tool) => tool.path),
];

test('pointers to undefined features show "Feature not found."', async ({ signedInPage: page }) => {
  for (const path of [PAGE_PATHS.memeContent, PAGE_PATHS.linkedinPost]) {
    await page.goto(path);
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { name: NOT_FOUND_COPY.featureNotFound })).toBeVisible();
    // Inside the dashboard frame, not instead of it.
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  }
});

for (const path of ['/no-such-page', '/dashboard/no-such-feature']) {
  test(`an unknown path (${path}) answers 404 with a way home`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: NOT_FOUND_COPY.title })).toBeVisible();

    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Signup' })).toBeVisible();
  });
}

test('anonymous visitors of any dashboard page are sent to /login, which remembers the page', async ({
  page,
}) => {
  for (const path of DASHBOARD_PATHS) {
    await test.step(path, async () => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(loginPathReturningTo(path));
      await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    });
  }
});

test('/ shows its prerendered content and its Login and Signup links at once, asking nothing', async ({
  page,
}) => {
  // The server sends signed-in visitors away before any HTML: the page has nothing to find out.
  const sessionChecks: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/auth/get-session')) sessionChecks.push(request.url());
  });
  await page.goto(PAGE_PATHS.home);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Turn ideas into caption drafts in seconds' }),
  ).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Signup' })).toBeVisible();
  await expect(nav.getByRole('status')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(sessionChecks).toEqual([]);
  await expect(page).toHaveURL(/\/$/);
});

test('public routes render for anonymous visitors without console errors', async ({ page }) => {
  const errors = await collectPageErrors(page);
  const pages = [
    { path: PAGE_PATHS.home, heading: 'Turn ideas into caption drafts in seconds' },
    { path: PAGE_PATHS.login, heading: 'Welcome back' },
    { path: PAGE_PATHS.signup, heading: 'Create your account' },
    { path: PAGE_PATHS.forgotPassword, heading: 'Forgot your password?' },
    { path: `${PAGE_PATHS.resetPassword}?token=bogus`, heading: 'Invalid Reset Link' },
    { path: PAGE_PATHS.subscription, heading: 'Choose Your Perfect Plan' },
  ];
  for (const { path, heading } of pages) {
    await test.step(path, async () => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      expect(errors).toEqual([]);
    });
  }
});

test('every route renders for a signed-in user without console errors', async ({ page, user }) => {
  const welcome = `Welcome, ${user.name}!`;
  // Typed over every key, so a route added to the table must be added here too.
  const expected: Record<keyof typeof PAGE_PATHS, { heading: string; landsOn?: string }> = {
    home: { heading: welcome, landsOn: PAGE_PATHS.dashboard },
    login: { heading: welcome, landsOn: PAGE_PATHS.dashboard },
    signup: { heading: 'Create your account' },
    forgotPassword: { heading: 'Forgot your password?' },
    resetPassword: { heading: 'Invalid Reset Link' },
    subscription: { heading: 'Choose Your Perfect Plan' },
    dashboard: { heading: welcome },
    tiktokAnalytics: { heading: 'TikTok Analytics' },
    memeContent: { heading: NOT_FOUND_COPY.featureNotFound },
    linkedinPost: { heading: NOT_FOUND_COPY.featureNotFound },
    pricing: { heading: 'Upgrade Your Plan' },
    profile: { heading: 'Profile Management' },
    manageSubscription: { heading: 'Subscription Management' },
  };
  const errors = await collectPageErrors(page);

  // Each AI tool's page is headed by the tool's name.
  const pages = [
    ...(Object.entries(PAGE_PATHS) as [keyof typeof PAGE_PATHS, string][]).map(([key, path]) => ({
      path,
      ...expected[key],
    })),
    ...AI_TOOL_LIST.map((tool) => ({ path: tool.path, heading: tool.label, landsOn: undefined })),
  ];
  for (const { path, heading, landsOn = path } of pages) {
    await test.step(path, async () => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(landsOn);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      expect(errors).toEqual([]);
    });
  }
});
