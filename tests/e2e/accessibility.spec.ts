import { VALIDATION } from '@shared/messages';
import { AUTH_COPY } from '@/features/auth/copy';
import * as NOT_FOUND_COPY from '@/app/not-found-copy';
import {
  createVerifiedUser,
  expectNoAxeViolations,
  openAuthPage,
  requestResetLink,
  uniqueEmail,
} from './support';
import { expect, test } from './fixtures';

// axe-core (WCAG 2.2 AA and best practices) on every page and state of the authentication foundation.

/** `hasOwnScript`: a sign-in or password page, checked once its script (loaded after the paint) has run. */
const PUBLIC_PAGES = [
  { path: '/', heading: 'Turn ideas into caption drafts in seconds' },
  { path: '/login', heading: 'Welcome back', hasOwnScript: true },
  { path: '/signup', heading: 'Create your account', hasOwnScript: true },
  { path: '/forgot-password', heading: 'Forgot your password?', hasOwnScript: true },
  { path: '/reset-password', heading: 'Invalid Reset Link', hasOwnScript: true },
  { path: '/no-such-page', heading: NOT_FOUND_COPY.title },
];

for (const { path, heading, hasOwnScript } of PUBLIC_PAGES) {
  test(`${path} has no axe violations in light and dark`, async ({ page }) => {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await (hasOwnScript ? openAuthPage(page, path) : page.goto(path));
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });
}

test('the login form showing errors has no axe violations', async ({ page }) => {
  await openAuthPage(page, '/login');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText(VALIDATION.email)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the "Check your email" state has no axe violations', async ({ page }) => {
  await openAuthPage(page, '/forgot-password');
  await page.getByLabel('Email').fill(uniqueEmail('a11y'));
  await page.getByRole('button', { name: 'Send reset instructions' }).click();
  await expect(page.getByRole('heading', { name: AUTH_COPY.resetSentTitle })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the reset form has no axe violations', async ({ page, request }) => {
  const user = await createVerifiedUser(request);
  await openAuthPage(page, await requestResetLink(request, user.email));
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the dashboard has no axe violations', async ({ page, user }) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: `Welcome, ${user.name}!` })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('"Feature not found." pages have no axe violations in light and dark', async ({
  signedInPage: page,
}) => {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const path of ['/dashboard/memecontent', '/dashboard/linkedinpost']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: NOT_FOUND_COPY.featureNotFound })).toBeVisible();
      await expectNoAxeViolations(page);
    }
  }
});
