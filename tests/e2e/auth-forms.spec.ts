import { expect, test, type Locator, type Page } from '@playwright/test';
import { AUTH_ERRORS, VALIDATION } from '@shared/messages';
import { AUTH_COPY } from '../../src/client/features/auth/copy';
import {
  MAIL,
  PASSWORD,
  createVerifiedUser,
  expectFieldError,
  expectFieldValid,
  holdRequests,
  requestResetLink,
  uniqueEmail,
  waitForMail,
} from './support';

// Behaviour of the sign-in, sign-up and password forms: validation, busy states, messages that leak nothing.

/** Counts the browser's requests to an API path from now on. */
function countRequests(page: Page, path: string) {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) count += 1;
  });
  return () => count;
}

/** The show/hide button that belongs to a password field. */
function visibilityToggle(field: Locator): Locator {
  return field.locator('xpath=..').getByRole('button');
}

/** A form that gets a second submit while the first is still running (Enter, script, a double click). */
async function submitAgain(form: Locator) {
  await form.evaluate((element: HTMLFormElement) => element.requestSubmit());
}

test('the auth pages link to each other and back home', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByText(AUTH_COPY.loginIntro)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
  await page.getByRole('link', { name: 'Sign up' }).click();

  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByText(AUTH_COPY.signupIntro)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test.describe('validation messages', () => {
  test('login: valid email, password of at least 6 characters', async ({ page }) => {
    const signInRequests = countRequests(page, '/api/auth/sign-in/email');
    await page.goto('/login');
    const email = page.getByLabel('Email');
    const password = page.getByLabel('Password', { exact: true });

    await email.fill('not-an-email');
    await password.fill('12345');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expectFieldError(email, VALIDATION.email);
    await expectFieldError(password, VALIDATION.loginPasswordMin);

    await email.fill(uniqueEmail('login-validation'));
    await expectFieldValid(email);
    await expectFieldError(password, VALIDATION.loginPasswordMin);
    expect(signInRequests()).toBe(0);

    // Six characters are enough for the form; the server then answers.
    await password.fill('123456');
    await expectFieldValid(password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(AUTH_ERRORS.invalidCredentials);
    expect(signInRequests()).toBe(1);
  });

  test('signup: name, email, password of at least 8 characters, matching confirmation', async ({ page }) => {
    const signUpRequests = countRequests(page, '/api/auth/sign-up/email');
    await page.goto('/signup');
    const name = page.getByLabel('Full name');
    const email = page.getByLabel('Email');
    const password = page.getByLabel('Password', { exact: true });
    const confirm = page.getByLabel('Confirm password');
    const submit = page.getByRole('button', { name: 'Create Account' });

    await name.fill('J');
    await email.fill('jane@');
    await password.fill('1234567');
    await confirm.fill('7654321');
    await submit.click();
    await expectFieldError(name, VALIDATION.nameMin);
    await expectFieldError(email, VALIDATION.email);
    await expectFieldError(password, VALIDATION.passwordMin);
    await expectFieldError(confirm, VALIDATION.passwordsDontMatch);

    await name.fill('Jane Doe');
    await email.fill(uniqueEmail('signup-validation'));
    await password.fill('12345678');
    await confirm.fill('12345679');
    await submit.click();
    await expectFieldValid(name);
    await expectFieldValid(email);
    await expectFieldValid(password);
    await expectFieldError(confirm, VALIDATION.passwordsDontMatch);

    // Fixed fields are re-checked as the user types.
    await confirm.fill('12345678');
    await expectFieldValid(confirm);
    expect(signUpRequests()).toBe(0);
  });

  test('forgot password: valid email', async ({ page }) => {
    const resetRequests = countRequests(page, '/api/auth/request-password-reset');
    await page.goto('/forgot-password');
    const email = page.getByLabel('Email');
    await email.fill('nobody at example.com');
    await page.getByRole('button', { name: 'Send reset instructions' }).click();
    await expectFieldError(email, VALIDATION.email);
    expect(resetRequests()).toBe(0);
  });

  test('reset password: at least 8 characters, matching confirmation', async ({ page, request }) => {
    const user = await createVerifiedUser(request);
    const resetRequests = countRequests(page, '/api/auth/reset-password');
    await page.goto(await requestResetLink(request, user.email));
    const password = page.getByLabel('New password', { exact: true });
    const confirm = page.getByLabel('Confirm new password');
    const submit = page.getByRole('button', { name: 'Update password' });

    await password.fill('short');
    await confirm.fill('short');
    await submit.click();
    await expectFieldError(password, VALIDATION.passwordMin);
    await expectFieldValid(confirm);

    await password.fill('long-enough-1');
    await confirm.fill('long-enough-2');
    await submit.click();
    await expectFieldValid(password);
    await expectFieldError(confirm, VALIDATION.passwordsDontMatch);
    expect(resetRequests()).toBe(0);
  });
});

test.describe('show/hide password', () => {
  async function expectToggles(field: Locator) {
    const toggle = visibilityToggle(field);
    await expect(field).toHaveAttribute('type', 'password');
    await expect(toggle).toHaveAccessibleName('Show password');
    await toggle.click();
    await expect(field).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAccessibleName('Hide password');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await toggle.click();
    await expect(field).toHaveAttribute('type', 'password');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  }

  test('login password', async ({ page }) => {
    await page.goto('/login');
    await expectToggles(page.getByLabel('Password', { exact: true }));
  });

  test('both signup passwords, each on its own', async ({ page }) => {
    await page.goto('/signup');
    const password = page.getByLabel('Password', { exact: true });
    const confirm = page.getByLabel('Confirm password');
    await expectToggles(password);
    await expectToggles(confirm);

    await visibilityToggle(password).click();
    await expect(password).toHaveAttribute('type', 'text');
    await expect(confirm).toHaveAttribute('type', 'password');
  });
});

test.describe('busy forms lock and send one request', () => {
  test('login: "Signing in..."', async ({ page }) => {
    const held = await holdRequests(page, '**/api/auth/sign-in/email');
    await page.goto('/login');
    await page.getByLabel('Email').fill(uniqueEmail('busy-login'));
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).dblclick();

    await expect(page.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    await expect(page.getByLabel('Email')).toBeDisabled();
    await expect(page.getByLabel('Password', { exact: true })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeDisabled();
    await submitAgain(page.getByRole('form', { name: 'Sign in' }));

    held.release();
    await expect(page.getByRole('alert')).toHaveText(AUTH_ERRORS.invalidCredentials);
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
    expect(held.count()).toBe(1);
  });

  test('signup: "Creating Account..."', async ({ page }) => {
    const held = await holdRequests(page, '**/api/auth/sign-up/email');
    await page.goto('/signup');
    await page.getByLabel('Full name').fill('Busy Bee');
    await page.getByLabel('Email').fill(uniqueEmail('busy-signup'));
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).dblclick();

    await expect(page.getByRole('button', { name: 'Creating Account...' })).toBeDisabled();
    for (const label of ['Full name', 'Email', 'Confirm password'])
      await expect(page.getByLabel(label)).toBeDisabled();
    await expect(page.getByLabel('Password', { exact: true })).toBeDisabled();
    await submitAgain(page.getByRole('form', { name: 'Sign up' }));

    held.release();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(AUTH_COPY.signupConfirm)).toBeVisible();
    expect(held.count()).toBe(1);
  });

  test('forgot password: "Sending instructions..."', async ({ page }) => {
    const held = await holdRequests(page, '**/api/auth/request-password-reset');
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(uniqueEmail('busy-forgot'));
    await page.getByRole('button', { name: 'Send reset instructions' }).dblclick();

    await expect(page.getByRole('button', { name: 'Sending instructions...' })).toBeDisabled();
    await expect(page.getByLabel('Email')).toBeDisabled();
    await submitAgain(page.getByRole('form', { name: 'Request password reset' }));

    held.release();
    await expect(page.getByRole('heading', { name: AUTH_COPY.resetSentTitle })).toBeVisible();
    expect(held.count()).toBe(1);
  });

  test('reset password: "Updating password..."', async ({ page, request }) => {
    const user = await createVerifiedUser(request);
    const held = await holdRequests(page, '**/api/auth/reset-password');
    await page.goto(await requestResetLink(request, user.email));
    await page.getByLabel('New password', { exact: true }).fill('brand-new-secret-9');
    await page.getByLabel('Confirm new password').fill('brand-new-secret-9');
    await page.getByRole('button', { name: 'Update password' }).dblclick();

    await expect(page.getByRole('button', { name: 'Updating password...' })).toBeDisabled();
    await expect(page.getByLabel('New password', { exact: true })).toBeDisabled();
    await expect(page.getByLabel('Confirm new password')).toBeDisabled();
    await submitAgain(page.getByRole('form', { name: 'Set a new password' }));

    held.release();
    await expect(page.getByRole('heading', { name: AUTH_COPY.passwordUpdated })).toBeVisible();
    expect(held.count()).toBe(1);
  });
});

test('forgot password for an unknown email looks the same; "try again" returns to the form', async ({
  page,
}) => {
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(uniqueEmail('unknown'));
  await page.getByRole('button', { name: 'Send reset instructions' }).click();

  await expect(page.getByRole('heading', { name: AUTH_COPY.resetSentTitle })).toBeVisible();
  await expect(page.getByText(AUTH_COPY.resetSentBody)).toBeVisible();
  await expect(page.getByText(AUTH_COPY.resetSpamHint)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');

  await page.getByRole('button', { name: 'try again' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await expect(page.getByLabel('Email')).toBeEditable();
});

test.describe('invalid reset links', () => {
  test('without a token', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(page.getByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible();
    await expect(page.getByText(AUTH_ERRORS.resetLinkInvalid)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
    await page.getByRole('link', { name: 'Request New Reset Link' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole('button', { name: 'Send reset instructions' })).toBeVisible();
  });

  test('with a bogus token', async ({ page }) => {
    await page.goto('/reset-password?token=not-a-real-token');
    await expect(page.getByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible();
    await expect(page.getByText(AUTH_ERRORS.resetLinkExpired)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Request New Reset Link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await page.getByRole('link', { name: 'Back to Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test('a broken confirmation link says so on the login page', async ({ page }) => {
  const callback = encodeURIComponent('/login?verified=1');
  await page.goto(`/api/auth/verify-email?token=not-a-real-token&callbackURL=${callback}`);
  await expect(page).toHaveURL(/\/login\?verified=1&error=/);
  await expect(page.getByRole('alert')).toHaveText(AUTH_ERRORS.verifyLinkInvalid);
  await expect(page.getByText(AUTH_COPY.emailVerified)).toHaveCount(0);
});

test('signing up again with a registered email leaks nothing and mails the owner', async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request);

  await page.goto('/signup');
  await page.getByLabel('Full name').fill('Someone Else');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill('another-password-9');
  await page.getByLabel('Confirm password').fill('another-password-9');
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status').filter({ hasText: AUTH_COPY.signupConfirm })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(user.email);
  await waitForMail(request, user.email, MAIL.existingAccount);
});

test.describe('Google sign-in', () => {
  test('without configuration, says so', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page.getByText(AUTH_ERRORS.googleNotConfigured)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a Google account that never signed up is told to sign up first', async ({ page }) => {
    await page.goto('/login?error=signup_disabled');
    await expect(page.getByRole('alert')).toHaveText(AUTH_ERRORS.googleSignUpFirst);
  });
});

test('repeated wrong passwords lock the sign-in for that account', async ({ page, request }) => {
  const user = await createVerifiedUser(request);
  await page.goto('/login');
  await page.getByLabel('Email').fill(user.email);

  async function attempt(password: string, expectedStatus: number) {
    await page.getByLabel('Password', { exact: true }).fill(password);
    const [response] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/api/auth/sign-in/email'),
      page.getByRole('button', { name: 'Sign in', exact: true }).click(),
    ]);
    expect(response.status()).toBe(expectedStatus);
  }

  for (let i = 0; i < 5; i += 1) {
    await attempt(`wrong-password-${i}`, 401);
    await expect(page.getByRole('alert')).toHaveText(AUTH_ERRORS.invalidCredentials);
  }
  await attempt('wrong-password-5', 429);
  await expect(page.getByRole('alert')).toHaveText(AUTH_ERRORS.tooManyAttempts);

  // Locked means locked: the right password is refused too until the lock expires.
  await attempt(user.password, 429);
  await expect(page.getByRole('alert')).toHaveText(AUTH_ERRORS.tooManyAttempts);
  await expect(page).toHaveURL(/\/login$/);
});
