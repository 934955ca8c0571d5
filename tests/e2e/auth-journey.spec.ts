import { RESET_REDIRECT_DELAY_MS } from '@shared/constants';
import { AUTH_ERRORS } from '@shared/messages';
import { loginPathReturningTo } from '@shared/routes';
import { AUTH_COPY } from '@/features/auth/copy';
import * as DASHBOARD_COPY from '@/features/dashboard/copy';
import {
  MAIL,
  PASSWORD,
  countMails,
  createVerifiedUser,
  followMailLink,
  openAuthPage,
  requestResetLink,
  submitSignIn,
  uniqueEmail,
} from './support';
import { expect, test } from './fixtures';

// The whole account life cycle, run against PGlite and PostgreSQL (see playwright.config.ts).

test('sign up, confirm the email, sign in and log out', async ({ page }) => {
  const name = 'Journey Tester';
  const email = uniqueEmail('journey');

  await openAuthPage(page, '/signup');
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status').filter({ hasText: AUTH_COPY.signupConfirm })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);

  // Not confirmed yet: the server refuses and says why.
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(AUTH_ERRORS.emailNotVerified);
  await expect(page).toHaveURL(/\/login$/);
  // ...and mails a fresh confirmation link, as the message says.
  await expect.poll(() => countMails(page.request, email, MAIL.confirm)).toBe(2);

  await followMailLink(page, email, MAIL.confirm);
  await expect(page).toHaveURL(/\/login\?verified=1$/);
  await expect(page.getByRole('status').filter({ hasText: AUTH_COPY.emailVerified })).toBeVisible();

  await submitSignIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: `Welcome, ${name}!` })).toBeVisible();
  await expect(page.getByText(DASHBOARD_COPY.subtitle)).toBeVisible();

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();

  await page.goto('/dashboard');
  await expect(page).toHaveURL(loginPathReturningTo('/dashboard'));
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
});

test('after signing in, the visitor returns to the page they asked for', async ({ page, request }) => {
  const user = await createVerifiedUser(request);

  await page.goto('/dashboard/profile?tab=x');
  await expect(page).toHaveURL(loginPathReturningTo('/dashboard/profile?tab=x'));

  await submitSignIn(page, user.email);
  await expect(page).toHaveURL(/\/dashboard\/profile\?tab=x$/);
  await expect(page.getByRole('heading', { name: 'Profile Management' })).toBeVisible();
});

test('forgot password, reset it with the mailed link, sign in with the new one', async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request);
  const newPassword = 'brand-new-secret-7';

  await openAuthPage(page, '/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send reset instructions' }).click();
  await expect(page.getByRole('heading', { name: AUTH_COPY.resetSentTitle })).toBeVisible();
  await expect(page.getByText(AUTH_COPY.resetSentBody)).toBeVisible();

  const resetLink = await followMailLink(page, user.email, MAIL.reset);
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Update password' }).click();

  await expect(page.getByRole('heading', { name: AUTH_COPY.passwordUpdated })).toBeVisible();
  const shownAt = Date.now();
  await expect(page.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
  await expect(page).toHaveURL(/\/login$/, { timeout: RESET_REDIRECT_DELAY_MS + 5_000 });
  // Redirected by the timer, not at once (the heading was seen a little after the timer started).
  expect(Date.now() - shownAt).toBeGreaterThan(RESET_REDIRECT_DELAY_MS - 1_000);

  await submitSignIn(page, user.email, PASSWORD);
  await expect(page.getByRole('alert')).toHaveText(AUTH_ERRORS.invalidCredentials);

  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: `Welcome, ${user.name}!` })).toBeVisible();

  // A reset link works once.
  await openAuthPage(page, resetLink);
  await expect(page.getByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible();
  await expect(page.getByText(AUTH_ERRORS.resetLinkExpired)).toBeVisible();
});

test('a signed-in user skips the landing and login pages', async ({ page, user }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: `Welcome, ${user.name}!` })).toBeVisible();

  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: `Welcome, ${user.name}!` })).toBeVisible();
});

test('resetting the password while signed in signs out and lands on /login', async ({
  page,
  request,
  user,
}) => {
  const resetLink = await requestResetLink(request, user.email);

  await openAuthPage(page, resetLink);
  await page.getByLabel('New password', { exact: true }).fill('brand-new-secret-8');
  await page.getByLabel('Confirm new password').fill('brand-new-secret-8');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByRole('heading', { name: AUTH_COPY.passwordUpdated })).toBeVisible();

  // Every session of the account ended with the reset, this browser's included.
  await page.getByRole('link', { name: 'Go to Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(loginPathReturningTo('/dashboard'));
});
