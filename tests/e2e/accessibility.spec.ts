import { VALIDATION } from '@shared/messages';
import { AUTH_COPY } from '@/features/auth/copy';
import * as NOT_FOUND_COPY from '@/app/not-found-copy';
import { createVerifiedUser, expectNoAxeViolations, requestResetLink, uniqueEmail } from './support';
import { expect, test } from './fixtures';

// axe-core (WCAG 2.2 AA and best practices) on every page and state of the authentication foundation.

const PUBLIC_PAGES = [
  { path: '/', heading: 'Turn ideas into caption drafts in seconds' },
  { path: '/login', heading: 'Welcome back' },
  { path: '/signup', heading: 'Create your account' },
  { path: '/forgot-password', heading: 'Forgot your password?' },
  { path: '/reset-password', heading: 'Invalid Reset Link' },
  { path: '/no-such-page', heading: NOT_FOUND_COPY.title },
];

for (const { path, heading } of PUBLIC_PAGES) {
  test(`${path} has no axe violations in light and dark`, async ({ page }) => {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });
}

test('the login form showing errors has no axe violations', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText(VALIDATION.email)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the "Check your email" state has no axe violations', async ({ page }) => {
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(uniqueEmail('a11y'));
  await page.getByRole('button', { name: 'Send reset instructions' }).click();
  await expect(page.getByRole('heading', { name: AUTH_COPY.resetSentTitle })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the reset form has no axe violations', async ({ page, request }) => {
  const user = await createVerifiedUser(request);
  await page.goto(await requestResetLink(request, user.email));
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
