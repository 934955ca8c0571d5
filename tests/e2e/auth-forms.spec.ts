import { expect, test, type Locator, type Page } from '@playwright/test';
import { AUTH_ERRORS, VALIDATION } from '@shared/messages';
import { PAGE_PATHS } from '@shared/routes';
import { AUTH_COPY } from '@/features/auth/copy';
import {
  MAIL,
  PASSWORD,
  createVerifiedUser,
  expectFieldError,
  expectFieldValid,
  openAuthPage,
  requestResetLink,
  uniqueEmail,
  waitForMail,
} from './support';

// Behaviour of the sign-in, sign-up and password forms: validation, busy states, messages that leak nothing.

/** Counts the forms the browser posts to a page from now on (the server acts on them). */
function countFormPosts(page: Page, path: string) {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) count += 1;
  });
  return () => count;
}

/** The show/hide button that belongs to a password field. */
function visibilityToggle(field: Locator): Locator {
  return field.locator('xpath=..').getByRole('button');
}

type ControlState = { name: string; disabled: boolean };

/**
 * Watches a form being sent. Its post to `pagePath` is held; the page itself records its controls as they change
 * (into sessionStorage, which outlives it: while the browser navigates, the test cannot read the page). Once every
 * control is locked, the page submits the form again (a second Enter or click) and the post is let go. Afterwards:
 * how many posts left, and the controls as they were while the form was on its way.
 */
async function watchSending(page: Page, pagePath: string, formName: string) {
  let posts = 0;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === pagePath,
    async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      posts += 1;
      await released;
      await route.continue();
    },
  );
  const LOCKED_SIGNAL = '/__test-form-locked';
  await page.route(`**${LOCKED_SIGNAL}`, async (route) => {
    release();
    await route.fulfill({ status: 204 });
  });
  await page.evaluate(
    ({ formName, signal }) => {
      const main = document.querySelector('main')!;
      const controls = () =>
        [
          ...main.querySelectorAll<HTMLInputElement | HTMLButtonElement>(
            'input:not([type="hidden"]), button',
          ),
        ].map((control) => ({
          name: control instanceof HTMLInputElement ? control.name : (control.textContent ?? '').trim(),
          disabled: control.disabled,
        }));
      let submittedAgain = false;
      new MutationObserver(() => {
        const now = controls();
        sessionStorage.setItem('controls-while-sending', JSON.stringify(now));
        if (submittedAgain || !now.every((control) => control.disabled)) return;
        submittedAgain = true;
        document.querySelector<HTMLFormElement>(`form[aria-label="${formName}"]`)!.requestSubmit();
        void fetch(signal);
      }).observe(main, { subtree: true, attributes: true, childList: true, characterData: true });
    },
    { formName, signal: LOCKED_SIGNAL },
  );
  return {
    posts: () => posts,
    controls: async () =>
      JSON.parse(
        (await page.evaluate(() => sessionStorage.getItem('controls-while-sending'))) ?? '[]',
      ) as ControlState[],
  };
}

/** Every control locked, the submit button saying `busyLabel`. */
function lockedWith(busyLabel: string, count: number) {
  return (controls: ControlState[]) => {
    expect(controls).toHaveLength(count);
    expect(controls.every((control) => control.disabled)).toBe(true);
    expect(controls.map((control) => control.name)).toContain(busyLabel);
  };
}

test('the auth pages link to each other and back home', async ({ page }) => {
  await openAuthPage(page, '/login');
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
    const signInRequests = countFormPosts(page, '/login');
    await openAuthPage(page, '/login');
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
    const signUpRequests = countFormPosts(page, '/signup');
    await openAuthPage(page, '/signup');
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
    const resetRequests = countFormPosts(page, '/forgot-password');
    await openAuthPage(page, '/forgot-password');
    const email = page.getByLabel('Email');
    await email.fill('nobody at example.com');
    await page.getByRole('button', { name: 'Send reset instructions' }).click();
    await expectFieldError(email, VALIDATION.email);
    expect(resetRequests()).toBe(0);
  });

  test('reset password: at least 8 characters, matching confirmation', async ({ page, request }) => {
    const user = await createVerifiedUser(request);
    const resetRequests = countFormPosts(page, '/reset-password');
    await openAuthPage(page, await requestResetLink(request, user.email));
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
    await openAuthPage(page, '/login');
    await expectToggles(page.getByLabel('Password', { exact: true }));
  });

  test('both signup passwords, each on its own', async ({ page }) => {
    await openAuthPage(page, '/signup');
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
    await openAuthPage(page, '/login');
    const sending = await watchSending(page, '/login', 'Sign in');
    await page.getByLabel('Email').fill(uniqueEmail('busy-login'));
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).dblclick({ noWaitAfter: true });

    await expect(page.getByRole('alert')).toHaveText(AUTH_ERRORS.invalidCredentials);
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
    // Email, password, its show/hide button, the busy submit button, "Continue with Google".
    lockedWith('Signing in...', 5)(await sending.controls());
    expect(sending.posts()).toBe(1);
  });

  test('signup: "Creating Account..."', async ({ page }) => {
    await openAuthPage(page, '/signup');
    const sending = await watchSending(page, '/signup', 'Sign up');
    await page.getByLabel('Full name').fill('Busy Bee');
    await page.getByLabel('Email').fill(uniqueEmail('busy-signup'));
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).dblclick({ noWaitAfter: true });

    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(AUTH_COPY.signupConfirm)).toBeVisible();
    // Name, email, both passwords and their show/hide buttons, the busy submit button.
    lockedWith('Creating Account...', 7)(await sending.controls());
    expect(sending.posts()).toBe(1);
  });

  test('forgot password: "Sending instructions..."', async ({ page }) => {
    await openAuthPage(page, '/forgot-password');
    const sending = await watchSending(page, '/forgot-password', 'Request password reset');
    await page.getByLabel('Email').fill(uniqueEmail('busy-forgot'));
    await page.getByRole('button', { name: 'Send reset instructions' }).dblclick({ noWaitAfter: true });

    await expect(page.getByRole('heading', { name: AUTH_COPY.resetSentTitle })).toBeVisible();
    lockedWith('Sending instructions...', 2)(await sending.controls());
    expect(sending.posts()).toBe(1);
  });

  test('reset password: "Updating password..."', async ({ page, request }) => {
    const user = await createVerifiedUser(request);
    await openAuthPage(page, await requestResetLink(request, user.email));
    const sending = await watchSending(page, '/reset-password', 'Set a new password');
    await page.getByLabel('New password', { exact: true }).fill('brand-new-secret-9');
    await page.getByLabel('Confirm new password').fill('brand-new-secret-9');
    await page.getByRole('button', { name: 'Update password' }).dblclick({ noWaitAfter: true });

    await expect(page.getByRole('heading', { name: AUTH_COPY.passwordUpdated })).toBeVisible();
    // Both passwords and their show/hide buttons, the busy submit button.
    lockedWith('Updating password...', 5)(await sending.controls());
    expect(sending.posts()).toBe(1);
  });
});

test('forgot password for an unknown email looks the same; "try again" returns to the form', async ({
  page,
}) => {
  await openAuthPage(page, '/forgot-password');
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
    await openAuthPage(page, '/reset-password');
    await expect(page.getByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible();
    await expect(page.getByText(AUTH_ERRORS.resetLinkInvalid)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
    await page.getByRole('link', { name: 'Request New Reset Link' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole('button', { name: 'Send reset instructions' })).toBeVisible();
  });

  test('with a bogus token', async ({ page }) => {
    await openAuthPage(page, '/reset-password?token=not-a-real-token');
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

  await openAuthPage(page, '/signup');
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
    await openAuthPage(page, '/login');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page.getByText(AUTH_ERRORS.googleNotConfigured)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a Google account that never signed up is told to sign up first', async ({ page }) => {
    await openAuthPage(page, '/login?error=signup_disabled');
    await expect(page.getByRole('alert')).toHaveText(AUTH_ERRORS.googleSignUpFirst);
  });
});

test('repeated wrong passwords lock the sign-in for that account', async ({ page, request }) => {
  const user = await createVerifiedUser(request);
  await openAuthPage(page, '/login');
  await page.getByLabel('Email').fill(user.email);

  async function attempt(password: string, expectedStatus: number) {
    await page.getByLabel('Password', { exact: true }).fill(password);
    const [response] = await Promise.all([
      page.waitForResponse(
        (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === PAGE_PATHS.login,
      ),
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
