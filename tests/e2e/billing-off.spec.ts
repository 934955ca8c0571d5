import { expect, test } from '@playwright/test';
import type { CreditsView } from '@shared/credits';
import { BILLING_MESSAGES, PLANS } from '@shared/plans';
import { PAGE_PATHS } from '@shared/routes';
import {
  SECOND_APP_START_TIMEOUT_MS,
  expectNoAxeViolations,
  signInAsNewUserOn,
  startSecondApp,
} from './support';

// A server without Stripe and with test-mode billing turned off: the pricing page says billing is not set up and
// offers no upgrade, instead of failing when the button is pressed, and the server refuses a checkout anyway.

test.describe.configure({ mode: 'serial' });

let app: Awaited<ReturnType<typeof startSecondApp>>;

test.beforeAll(async () => {
  test.setTimeout(SECOND_APP_START_TIMEOUT_MS);
  app = await startSecondApp('billing-off', { BILLING_TEST_MODE: 'false' });
});

test.afterAll(() => app?.stop());

const proPlanName = PLANS.find((plan) => plan.id === 'pro')!.buttonText;

test('the pricing page shows billing as unavailable, and a checkout is refused', async ({ page }) => {
  await signInAsNewUserOn(app.base, page, 'No Billing');

  await page.goto(`${app.base}${PAGE_PATHS.pricing}`);
  await expect(page.getByRole('status').filter({ hasText: BILLING_MESSAGES.billingOff })).toBeVisible();
  await expect(page.getByRole('button', { name: proPlanName })).toBeDisabled();
  await expectNoAxeViolations(page);

  // The browser is never trusted: the server refuses the checkout the disabled button would have started.
  const checkout = await page.request.post(`${app.base}/api/billing/checkout`, {
    data: { planName: 'Pro', interval: 'month' },
    headers: { origin: app.base },
  });
  expect(checkout.status()).toBe(503);
  expect(((await checkout.json()) as { error: { message: string } }).error.message).toBe(
    BILLING_MESSAGES.billingOff,
  );
  const credits = (await (await page.request.get(`${app.base}/api/credits`)).json()) as CreditsView;
  expect(credits.subscriptionTier).toBe('free');
});

test('the public pricing page says so too, and keeps the upgrade off for anonymous visitors', async ({
  page,
}) => {
  await page.goto(`${app.base}${PAGE_PATHS.subscription}`);
  await expect(page.getByRole('status').filter({ hasText: BILLING_MESSAGES.billingOff })).toBeVisible();
  // The page's script has run (it enables the toggle), and left the upgrade off.
  await expect(page.getByRole('radio', { name: 'Monthly' })).toBeEnabled();
  await expect(page.getByRole('button', { name: proPlanName })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Contact Sales' })).toBeEnabled();
});
