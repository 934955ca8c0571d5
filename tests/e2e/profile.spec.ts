import type { Page } from '@playwright/test';
import { TWO_FACTOR_MESSAGES } from '@shared/auth';
import { VALIDATION, AUTH_ERRORS } from '@shared/messages';
import * as PROFILE_COPY from '@/features/account/copy';
import { totpCode, wrongTotpCode } from '../support/totp';
import { PASSWORD, expectFieldError, expectNoAxeViolations, signInAsNewUser, submitSignIn } from './support';
import { expect, test } from './fixtures';

test('shows the account, edits the name with its validation messages, and Cancel resets', async ({
  page,
  request,
}) => {
  const user = await signInAsNewUser(page, request, 'Profile Person');
  await page.goto('/dashboard/profile');
  await expect(page.getByRole('heading', { name: 'Profile Management' })).toBeVisible();
  const details = page.getByRole('definition');
  await expect(details.filter({ hasText: 'Profile Person' })).toBeVisible();
  await expect(details.filter({ hasText: user.email })).toBeVisible();
  const today = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' }).format(
    new Date(),
  );
  await expect(details.filter({ hasText: today })).toBeVisible();

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const name = page.getByLabel('Name', { exact: true });
  await expect(name).toBeFocused();
  await expect(page.getByLabel('Email', { exact: true })).toBeDisabled();

  await name.fill('');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectFieldError(name, VALIDATION.nameRequired);
  await name.fill('x'.repeat(50));
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectFieldError(name, VALIDATION.nameMax);

  await name.fill('Discarded Name');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(details.filter({ hasText: 'Profile Person' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Profile Person');

  await page.getByLabel('Name', { exact: true }).fill('Renamed Person');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(PROFILE_COPY.updatedTitle)).toBeVisible();
  await expect(details.filter({ hasText: 'Renamed Person' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('definition').filter({ hasText: 'Renamed Person' })).toBeVisible();
});

test('changes the password with the current one', async ({ page, browser, user }) => {
  await page.goto('/dashboard/profile');
  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel('Current password').fill('wrong-password');
  await form.getByLabel('New password', { exact: true }).fill('a-brand-new-one');
  await form.getByLabel('Confirm new password').fill('a-brand-new-one');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByRole('alert')).toBeVisible();

  await form.getByLabel('Current password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText(PROFILE_COPY.passwordChangedTitle)).toBeVisible();

  const other = await browser.newPage();
  await submitSignInFresh(other, user.email, 'a-brand-new-one');
  await expect(other).toHaveURL(/\/dashboard$/);
  await other.close();
});

async function submitSignInFresh(page: Page, email: string, password: string) {
  await page.goto('/login');
  await submitSignIn(page, email, password);
}

/** Turns two-factor on through the profile page, reading the key an authenticator app would scan. */
async function enableTwoFactor(page: Page): Promise<string> {
  await page.goto('/dashboard/profile');
  await page.getByRole('button', { name: 'Turn on two-factor' }).click();
  const prompt = page.getByRole('form', { name: 'Confirm your password' });
  await expect(prompt.getByLabel('Current password')).toBeFocused();
  await prompt.getByLabel('Current password').fill(PASSWORD);
  await prompt.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Backup codes' }).getByRole('listitem')).not.toHaveCount(0);
  const key = (await page.locator('code').first().innerText()).replace(/\s/g, '');
  const uri = `otpauth://totp/Copilot?secret=${key}&period=30&digits=6`;
  // A code that is not six digits is refused before it is sent, with the server's words.
  await page.getByLabel('Authentication code').fill('12345');
  await page.getByRole('button', { name: 'Turn on two-factor' }).click();
  await expect(page.getByRole('alert')).toHaveText(TWO_FACTOR_MESSAGES.totpCode);
  await page.getByLabel('Authentication code').fill(totpCode(uri, 0));
  await page.getByRole('button', { name: 'Turn on two-factor' }).click();
  await expect(page.getByText(PROFILE_COPY.twoFactorOnTitle)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Turn off' })).toBeVisible();
  return uri;
}

test('two-factor: enable, sign out, sign in asks for a code; wrong and reused codes fail', async ({
  page,
  browser,
  user,
}) => {
  const uri = await enableTwoFactor(page);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Log out' }).first().click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/login');
  await submitSignIn(page, user.email);
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  await expect(page.getByLabel('Authentication code')).toBeFocused();
  await expectNoAxeViolations(page);

  // A blank code is refused in the form, for the app's codes and for backup codes alike.
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText(TWO_FACTOR_MESSAGES.totpCode);
  await page.getByRole('button', { name: 'Use a backup code' }).click();
  await expect(page.getByLabel('Backup code')).toBeFocused();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText(TWO_FACTOR_MESSAGES.backupCodeRequired);
  await page.getByRole('button', { name: 'Use your authenticator app' }).click();
  await expect(page.getByLabel('Authentication code')).toBeFocused();

  await page.getByLabel('Authentication code').fill(wrongTotpCode(uri));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  const code = totpCode(uri, 1);
  await page.getByLabel('Authentication code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  const attacker = await browser.newPage();
  await attacker.goto('/login');
  await submitSignIn(attacker, user.email);
  await attacker.getByLabel('Authentication code').fill(code);
  await attacker.getByRole('button', { name: 'Verify' }).click();
  await expect(attacker.getByRole('alert')).toHaveText(AUTH_ERRORS.totpReused);
  await expect(attacker).toHaveURL(/\/login$/);
  await attacker.close();
});

test('the profile page has no axe violations in light and dark', async ({ signedInPage: page }) => {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.goto('/dashboard/profile');
    await expect(page.getByRole('heading', { name: 'Account Information' })).toBeVisible();
    await expectNoAxeViolations(page);
  }
});
