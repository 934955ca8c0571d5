import type { Page } from '@playwright/test';
import { BILLING_MESSAGES } from '@shared/plans';
import * as CREDIT_HISTORY_COPY from '@/features/credits/history-copy';
import * as BILLING_COPY from '@/features/billing/copy';
import * as UI_COPY from '@/components/copy';
import { PRICING_FAQ } from '@/features/billing/copy';
import { PAGE_PATHS, loginPathReturningTo } from '@shared/routes';
import {
  createVerifiedUser,
  expectFieldError,
  expectNoAxeViolations,
  expectSignedInPageHydrated,
  holdRequests,
  signInByApi,
  submitSignIn,
} from './support';
import { expect, test } from './fixtures';

// The money path: pricing, discount code, test-mode checkout and portal, subscription
// management, credits widget and credit history.

const CHECKOUT_API = '**/api/billing/checkout';

/**
 * What a user does when they come back to a tab: the page becomes visible again. Chromium does not fire
 * `visibilitychange` between headless tabs, so the event the browser sends on return is dispatched here.
 */
async function returnToTab(page: Page) {
  await page.bringToFront();
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
}

/** A Pro subscription through the API: a monthly checkout without code, paid in test mode. */
async function subscribeToProByApi(page: Page) {
  const checkout = await page.request.post('/api/billing/checkout', {
    data: { planName: 'Pro', interval: 'month' },
  });
  expect(checkout.ok()).toBeTruthy();
  const { url } = (await checkout.json()) as { url: string };
  const id = new URL(url).pathname.split('/').pop()!;
  const paid = await page.request.post(`/api/billing/test/checkout/${id}/pay`);
  expect(paid.ok()).toBeTruthy();
}

const discountInput = (page: Page) => page.getByRole('textbox', { name: BILLING_COPY.discountLabel });
const planCard = (page: Page, name: string) => page.getByRole('group', { name, exact: true });
const creditsWidget = (page: Page) =>
  page.getByRole('complementary', { name: 'Sidebar' }).getByRole('region', { name: 'Credits' });

/** Counts checkout requests from now on. */
function countCheckoutRequests(page: Page) {
  let count = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/billing/checkout')) count += 1;
  });
  return () => count;
}

test('JUN20 upgrade: checkout in a new tab, pay, the app shows Pro; the portal cancels it', async ({
  signedInPage: page,
  context,
}) => {
  test.setTimeout(60_000);
  await page.goto(PAGE_PATHS.pricing);
  await expect(page.getByRole('heading', { name: BILLING_COPY.dashboardTitle, level: 1 })).toBeVisible();
  await expect(planCard(page, 'Free').getByText(BILLING_COPY.currentFreeTier)).toBeVisible();

  await page.getByRole('button', { name: BILLING_COPY.discountReveal }).click();
  await expect(discountInput(page)).toBeFocused();
  await discountInput(page).pressSequentially('jun20');
  await expect(discountInput(page)).toHaveValue('JUN20');

  const [checkoutTab] = await Promise.all([
    context.waitForEvent('page'),
    planCard(page, 'Pro').getByRole('button', { name: 'Upgrade to Pro' }).click(),
  ]);
  await expect(checkoutTab).toHaveURL(/\/billing\/checkout\/chk_/);
  await expect(checkoutTab.getByText(BILLING_COPY.testModeBanner)).toBeVisible();
  await expect(checkoutTab.getByRole('heading', { name: BILLING_COPY.checkoutTitle })).toBeVisible();
  const summary = checkoutTab.getByRole('definition');
  await expect(summary.filter({ hasText: 'JUN20' })).toBeVisible();
  await expect(summary.filter({ hasText: /^\$0$/ })).toBeVisible();
  await expect(checkoutTab.getByText('$0/month for the first 3 months, then $15/month')).toBeVisible();
  await expectNoAxeViolations(checkoutTab);

  await checkoutTab.getByRole('button', { name: BILLING_COPY.pay }).click();
  await expect(checkoutTab.getByRole('heading', { name: BILLING_COPY.paid })).toBeFocused();
  await expect(checkoutTab.getByRole('link', { name: BILLING_COPY.viewSubscription })).toHaveAttribute(
    'href',
    `${PAGE_PATHS.manageSubscription}?checkout=success`,
  );
  await expectNoAxeViolations(checkoutTab);
  await checkoutTab.close();

  // Back in the app's tab, without a reload: the plan and the credits follow.
  await returnToTab(page);
  const pro = planCard(page, 'Pro');
  await expect(pro.getByText(BILLING_COPY.currentPlan)).toBeVisible();
  await expect(pro).toHaveAttribute('data-current', 'true');
  await expect(planCard(page, 'Free').getByText(BILLING_COPY.currentFreeTier)).toHaveCount(0);
  await expect(creditsWidget(page).getByText('500', { exact: true })).toBeVisible();
  await expect(creditsWidget(page).getByText('Pro', { exact: true })).toBeVisible();

  await pro.getByRole('link', { name: BILLING_COPY.manageSubscription }).click();
  await expect(page).toHaveURL(PAGE_PATHS.manageSubscription);
  const details = page.getByRole('region', { name: 'Your subscription' });
  await expect(details.getByRole('definition').filter({ hasText: /^Pro$/ })).toBeVisible();
  await expect(details.getByText(BILLING_COPY.active, { exact: true })).toBeVisible();
  await expect(details.getByText(BILLING_COPY.nextBillingDate)).toBeVisible();
  await expect(details.getByText('•••• 4242')).toBeVisible();
  const nextBilling = await details.locator('time').getAttribute('datetime');
  const daysAhead = (Date.parse(nextBilling!) - Date.now()) / 86_400_000;
  expect(daysAhead).toBeGreaterThan(27);
  expect(daysAhead).toBeLessThan(32);
  const shownDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date(nextBilling!));
  await expect(details.locator('time')).toHaveText(shownDate);

  // The ledger shows the Pro allowance (500 in the paid bucket, from the 5 a new account starts with).
  const history = page.getByRole('region', { name: CREDIT_HISTORY_COPY.title }).getByRole('table');
  const grant = history.getByRole('row').filter({ hasText: '+495' });
  await expect(grant).toContainText('Paid');
  await expect(grant).toContainText('Grant');
  await expectNoAxeViolations(page);

  // Customer portal (test mode) in a new tab: cancel, with a confirmation.
  const [portalTab] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: BILLING_COPY.openPortal }).click(),
  ]);
  await expect(page.getByText(BILLING_MESSAGES.portalOpening)).toBeVisible();
  await expect(portalTab).toHaveURL(/\/billing\/portal$/);
  await expect(portalTab.getByText(BILLING_COPY.testModeBanner)).toBeVisible();
  await expect(portalTab.getByText('•••• 4242')).toBeVisible();
  await expectNoAxeViolations(portalTab);

  await portalTab.getByRole('button', { name: BILLING_COPY.cancelSubscription }).click();
  const confirm = portalTab.getByRole('alertdialog', { name: BILLING_COPY.cancelConfirmTitle });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole('button', { name: BILLING_COPY.keepSubscription })).toBeFocused();
  await expectNoAxeViolations(portalTab);
  await confirm.getByRole('button', { name: BILLING_COPY.cancelSubscription }).click();
  await expect(portalTab.getByText(BILLING_COPY.subscriptionCanceled)).toBeVisible();
  await expect(portalTab.getByRole('button', { name: BILLING_COPY.resumeSubscription })).toBeVisible();
  await expect(portalTab.getByText(BILLING_COPY.inactive, { exact: true })).toBeVisible();
  await portalTab.close();

  await returnToTab(page);
  await expect(details.getByText(BILLING_COPY.inactive, { exact: true })).toBeVisible();
  await expect(details.getByText(BILLING_COPY.endedOn)).toBeVisible();
  await expect(details.getByText(BILLING_COPY.nextBillingDate)).toHaveCount(0);
  await expect(creditsWidget(page).getByText('Free', { exact: true })).toBeVisible();
});

test('JUN20 works once per user: a second checkout with it says "already used"', async ({
  signedInPage: page,
  context,
}) => {
  await page.goto(PAGE_PATHS.pricing);
  await page.getByRole('button', { name: BILLING_COPY.discountReveal }).click();
  await discountInput(page).fill('JUN20');
  const upgrade = planCard(page, 'Pro').getByRole('button', { name: 'Upgrade to Pro' });

  const [firstTab] = await Promise.all([context.waitForEvent('page'), upgrade.click()]);
  await expect(firstTab).toHaveURL(/\/billing\/checkout\//);
  await firstTab.close();

  const tabsBefore = context.pages().length;
  await upgrade.click();
  await expectFieldError(
    discountInput(page),
    BILLING_MESSAGES.discountAlreadyUsed + ' ' + BILLING_COPY.discountApply,
  );
  await expect(
    page.getByRole('alert').filter({ hasText: BILLING_MESSAGES.discountAlreadyUsed }),
  ).toBeVisible();
  expect(context.pages()).toHaveLength(tabsBefore);
});

test('another code is refused on the page, without a request', async ({ signedInPage: page }) => {
  await page.goto(PAGE_PATHS.pricing);
  const checkoutRequests = countCheckoutRequests(page);
  await page.getByRole('button', { name: BILLING_COPY.discountReveal }).click();
  await discountInput(page).fill('summer');
  await expect(discountInput(page)).toHaveValue('SUMMER');
  await planCard(page, 'Pro').getByRole('button', { name: 'Upgrade to Pro' }).click();
  await expect(page.getByRole('alert').filter({ hasText: BILLING_MESSAGES.invalidDiscount })).toBeVisible();
  await expect(discountInput(page)).toHaveAttribute('aria-invalid', 'true');
  expect(checkoutRequests()).toBe(0);

  // Editing the code clears the message.
  await discountInput(page).fill('JUN2');
  await expect(page.getByText(BILLING_MESSAGES.invalidDiscount)).toHaveCount(0);

  // JUN20 is for the monthly plan: on annual it is refused here too.
  await discountInput(page).fill('JUN20');
  await page.getByRole('radio', { name: new RegExp(`^${BILLING_COPY.annual}`) }).click();
  await planCard(page, 'Pro').getByRole('button', { name: 'Upgrade to Pro' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: BILLING_MESSAGES.discountMonthlyOnly }),
  ).toBeVisible();
  expect(checkoutRequests()).toBe(0);
});

test('the discount field caps at 10 upper-case characters; × hides and clears it', async ({
  signedInPage: page,
}) => {
  await page.goto(PAGE_PATHS.pricing);
  const reveal = page.getByRole('button', { name: BILLING_COPY.discountReveal });
  await reveal.click();
  await discountInput(page).pressSequentially('abcdefghijklmno');
  await expect(discountInput(page)).toHaveValue('ABCDEFGHIJ');

  await page.getByRole('button', { name: BILLING_COPY.discountHide }).click();
  await expect(discountInput(page)).toHaveCount(0);
  await expect(reveal).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(discountInput(page)).toHaveValue('');
});

test('the discount code is offered on the dashboard only', async ({ page }) => {
  await page.goto(PAGE_PATHS.subscription);
  await expect(page.getByRole('heading', { name: BILLING_COPY.publicTitle, level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: BILLING_COPY.discountReveal })).toHaveCount(0);
});

test('the annual toggle shows Pro at $12/month with "Save 20%", by mouse and keyboard', async ({ page }) => {
  await page.goto(PAGE_PATHS.subscription);
  const pro = planCard(page, 'Pro');
  await expect(pro.getByText('$5', { exact: true })).toBeVisible();
  await expect(pro.getByText('$15', { exact: true })).toBeVisible();
  await expect(pro.getByText(BILLING_COPY.introNote)).toBeVisible();

  const monthly = page.getByRole('radio', { name: BILLING_COPY.monthly });
  const annual = page.getByRole('radio', { name: new RegExp(`^${BILLING_COPY.annual}`) });
  await expect(monthly).toBeChecked();
  await annual.click();
  await expect(annual).toBeChecked();
  await expect(pro.getByText('$12', { exact: true })).toBeVisible();
  await expect(pro.getByText('Save 20%')).toBeVisible();
  await expect(pro.getByText(BILLING_COPY.billedAnnually)).toBeVisible();
  await expect(pro.getByText('$15', { exact: true })).toBeHidden();

  // Radix moves focus on a timer after keydown and selects only while the arrow is still down: hold it as a
  // person does, rather than a synthetic instant press that a busy machine can outrun.
  await annual.focus();
  await page.keyboard.down('ArrowLeft');
  await expect(monthly).toBeFocused();
  await page.keyboard.up('ArrowLeft');
  await expect(monthly).toBeChecked();
  await expect(pro.getByText('$5', { exact: true })).toBeVisible();
});

test('anonymous visitors: Pro and Enterprise ask to log in, Free goes to sign-up', async ({ page }) => {
  await page.goto(PAGE_PATHS.subscription);
  await planCard(page, 'Pro').getByRole('button', { name: 'Upgrade to Pro' }).click();
  await expect(page).toHaveURL(PAGE_PATHS.login);
  await expect(page.getByText(BILLING_MESSAGES.loginToUpgrade)).toBeVisible();

  await page.goto(PAGE_PATHS.subscription);
  await planCard(page, 'Enterprise').getByRole('button', { name: 'Contact Sales' }).click();
  await expect(page).toHaveURL(PAGE_PATHS.login);
  await expect(page.getByText(BILLING_MESSAGES.loginToContactSales)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.goto(PAGE_PATHS.subscription);
  await planCard(page, 'Free').getByRole('link', { name: 'Get Started Free' }).click();
  await expect(page).toHaveURL(PAGE_PATHS.signup);
});

test('after logging in from the pricing page, an upgrading visitor lands on "Upgrade Your Plan"', async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request);
  await page.goto(PAGE_PATHS.subscription);
  await planCard(page, 'Pro').getByRole('button', { name: 'Upgrade to Pro' }).click();
  await expect(page).toHaveURL(PAGE_PATHS.login);
  await submitSignIn(page, user.email);
  await expect(page).toHaveURL(PAGE_PATHS.pricing);
});

test('/subscription: FAQ answers and no axe violations', async ({ page }) => {
  await page.goto(PAGE_PATHS.subscription);
  await expect(page.getByRole('heading', { name: BILLING_COPY.publicTitle, level: 1 })).toBeVisible();
  // Native disclosures: by mouse, then by keyboard; opening one answer closes the one open before.
  const items = PRICING_FAQ.map(({ question }) =>
    page.locator('details', { has: page.getByRole('heading', { name: question }) }),
  );
  for (const [index, { question, answer }] of PRICING_FAQ.entries()) {
    const item = items[index]!;
    await expect(item.getByText(answer)).toBeHidden();
    if (index % 2 === 0) {
      await item.getByText(question).click();
    } else {
      await item.locator('summary').focus();
      await page.keyboard.press('Enter');
    }
    await expect(item).toHaveAttribute('open', '');
    await expect(item.getByText(answer)).toBeVisible();
    if (index > 0) await expect(items[index - 1]!).not.toHaveAttribute('open');
  }
  expect(PRICING_FAQ.map(({ answer }) => answer).join(' ')).toMatch(/14 days.*no credit card/);
  await expectNoAxeViolations(page);
});

test('Enterprise: the contact form validates, says "Submitting...", thanks and resets', async ({
  signedInPage: page,
}) => {
  await page.goto(PAGE_PATHS.pricing);
  await expect(page.getByRole('heading', { name: BILLING_COPY.dashboardTitle, level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  const contactSales = planCard(page, 'Enterprise').getByRole('button', { name: 'Contact Sales' });
  await contactSales.click();
  const dialog = page.getByRole('dialog', { name: BILLING_COPY.enterpriseTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Phone (optional)')).toHaveAttribute('type', 'tel');
  await expectNoAxeViolations(page);

  await dialog.getByRole('button', { name: BILLING_COPY.submit }).click();
  await expectFieldError(dialog.getByLabel('Full Name'), 'Full Name is required');
  await expectFieldError(dialog.getByLabel('Email'), 'Please enter a valid email address');
  await expectFieldError(dialog.getByLabel('Company'), 'Company is required');

  await dialog.getByLabel('Full Name').fill('Ada Lovelace');
  await dialog.getByLabel('Email').fill('ada@example.com');
  await dialog.getByLabel('Company').fill('Analytical Engines');
  await dialog.getByLabel('Phone (optional)').fill('+44 20 7946 0000');
  await dialog.getByLabel('Message (optional)').fill('We are 40 creators.');
  const held = await holdRequests(page, '**/api/billing/enterprise');
  await dialog.getByRole('button', { name: BILLING_COPY.submit }).click();
  await expect(dialog.getByRole('button', { name: BILLING_COPY.submitting })).toBeDisabled();
  held.release();
  await expect(page.getByText(BILLING_MESSAGES.enterpriseThanks)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(contactSales).toBeFocused();

  await contactSales.click();
  await expect(dialog.getByLabel('Full Name')).toHaveValue('');
  await expect(dialog.getByLabel('Company')).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test('Enterprise: the form loads when first wanted, shows a busy dialog meanwhile, then takes the focus', async ({
  signedInPage: page,
}) => {
  const FORM_CHUNK = /\/assets\/enterprise-dialog-[^/]*\.js$/;
  const held = await holdRequests(page, FORM_CHUNK);
  await page.goto(PAGE_PATHS.pricing);
  await expectSignedInPageHydrated(page);
  // Not part of the page's own load.
  expect(held.count()).toBe(0);

  const contactSales = planCard(page, 'Enterprise').getByRole('button', { name: 'Contact Sales' });
  // Focusing starts the load once the page has read the session, which may come after hydration on a busy
  // machine, so the button is focused again until it does; one load is held, however often it is asked for.
  await expect
    .poll(async () => {
      await contactSales.blur();
      await contactSales.focus();
      return held.count();
    })
    .toBe(1);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: BILLING_COPY.enterpriseTitle });
  await expect(dialog).toHaveAttribute('aria-busy', 'true');
  await expect(dialog.getByRole('status')).toHaveText(UI_COPY.loading);
  await expectNoAxeViolations(page);

  held.release();
  await expect(dialog.getByLabel('Full Name')).toBeFocused();
  await expect(dialog).not.toHaveAttribute('aria-busy');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(contactSales).toBeFocused();
});

test('Enterprise: a failed submission says so and keeps the form', async ({ signedInPage: page }) => {
  await page.goto(PAGE_PATHS.pricing);
  await page.route('**/api/billing/enterprise', (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'boom' } } }),
  );
  await planCard(page, 'Enterprise').getByRole('button', { name: 'Contact Sales' }).click();
  const dialog = page.getByRole('dialog', { name: BILLING_COPY.enterpriseTitle });
  await dialog.getByLabel('Full Name').fill('Ada Lovelace');
  await dialog.getByLabel('Email').fill('ada@example.com');
  await dialog.getByLabel('Company').fill('Analytical Engines');
  await dialog.getByRole('button', { name: BILLING_COPY.submit }).click();
  await expect(page.getByText(BILLING_MESSAGES.enterpriseFailed)).toBeVisible();
  await expect(dialog.getByLabel('Full Name')).toHaveValue('Ada Lovelace');
});

test('checkout errors from the server are toasts', async ({ signedInPage: page }) => {
  await page.goto(PAGE_PATHS.pricing);
  await page.route(CHECKOUT_API, (route) => route.fulfill({ status: 502, body: 'Bad gateway' }));
  await planCard(page, 'Pro').getByRole('button', { name: 'Upgrade to Pro' }).click();
  await expect(page.getByText('Request failed (502).')).toBeVisible();

  await page.route(CHECKOUT_API, (route) => route.abort());
  await planCard(page, 'Pro').getByRole('button', { name: 'Upgrade to Pro' }).click();
  await expect(page.getByText(/Could not reach the server/)).toBeVisible();
});

test('a blocked popup falls back to opening the checkout in the same tab', async ({ signedInPage: page }) => {
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await page.goto(PAGE_PATHS.pricing);
  await planCard(page, 'Pro').getByRole('button', { name: 'Upgrade to Pro' }).click();
  await expect(page).toHaveURL(/\/billing\/checkout\/chk_/);
  await expect(page.getByText('$5/month for the first 3 months, then $15/month')).toBeVisible();
});

test('test-mode checkout: prices for annual and monthly, and Cancel releases nothing charged', async ({
  signedInPage: page,
}) => {
  const create = async (interval: 'month' | 'year') => {
    const response = await page.request.post('/api/billing/checkout', {
      data: { planName: 'Pro', interval },
    });
    return new URL(((await response.json()) as { url: string }).url).pathname;
  };

  await page.goto(await create('year'));
  await expect(page.getByRole('definition').filter({ hasText: /^\$150$/ })).toBeVisible();
  await expect(page.getByText('$150/year')).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: BILLING_COPY.annual })).toBeVisible();

  await page.goto(await create('month'));
  await expect(page.getByRole('definition').filter({ hasText: /^\$5$/ })).toBeVisible();
  await page.getByRole('button', { name: BILLING_COPY.cancel, exact: true }).click();
  await expect(page.getByRole('heading', { name: BILLING_COPY.checkoutCanceled })).toBeFocused();
  await page.getByRole('link', { name: BILLING_COPY.backToPlans }).click();
  await expect(page).toHaveURL(`${PAGE_PATHS.pricing}?checkout=canceled`);
  await expect(page.getByText(BILLING_COPY.checkoutCanceledNotice)).toBeVisible();
  await expect(planCard(page, 'Free').getByText(BILLING_COPY.currentFreeTier)).toBeVisible();
});

test('test-mode pages need sign-in and come back after it', async ({ page, request }) => {
  const user = await createVerifiedUser(request);
  expect((await page.goto('/billing/portal'))?.status()).toBe(200);
  await expect(page).toHaveURL(loginPathReturningTo('/billing/portal'));
  await submitSignIn(page, user.email);
  await expect(page).toHaveURL('/billing/portal');
  await expect(page.getByRole('heading', { name: BILLING_COPY.portalTitle })).toBeVisible();
  await expect(page.getByText(BILLING_COPY.noSubscriptionYet)).toBeVisible();

  expect((await page.goto('/billing/checkout/chk_doesnotexist'))?.status()).toBe(200);
  await expect(page.getByText(BILLING_MESSAGES.checkoutNotFound)).toBeVisible();
});

test('portal: resume and start the next period', async ({ signedInPage: page }) => {
  await subscribeToProByApi(page);
  await page.request.post('/api/billing/test/subscription/cancel');
  await page.goto('/billing/portal');
  await expect(page.getByText(BILLING_COPY.endedOn)).toBeVisible();
  await page.getByRole('button', { name: BILLING_COPY.resumeSubscription }).click();
  await expect(page.getByText(BILLING_COPY.subscriptionResumed)).toBeVisible();
  await expect(page.getByText(BILLING_COPY.active, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Current subscription' })).toBeFocused();

  const before = await page.locator('time').getAttribute('datetime');
  await page.getByRole('button', { name: BILLING_COPY.renewSubscription }).click();
  await expect(page.getByText(BILLING_COPY.subscriptionRenewed)).toBeVisible();
  await expect(page.locator('time')).not.toHaveAttribute('datetime', before!);
});

/** Subscription Management reached inside the app (the user menu's Settings), so the page asks for the plan. */
async function openManageSubscriptionFromTheMenu(page: Page) {
  await page.goto(PAGE_PATHS.dashboard);
  await expectSignedInPageHydrated(page);
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(PAGE_PATHS.manageSubscription);
}

test('Subscription Management: Refresh, the portal error toasts, and the loading state', async ({
  signedInPage: page,
}) => {
  // A page load carries the plan in its HTML; arriving from another page of the app, it is asked for.
  const held = await holdRequests(page, '**/api/subscription');
  await openManageSubscriptionFromTheMenu(page);
  await expect(page.getByRole('status').filter({ hasText: BILLING_COPY.loadingDetails })).toBeVisible();
  held.release();
  const details = page.getByRole('region', { name: 'Your subscription' });
  await expect(details.getByText(BILLING_COPY.inactive, { exact: true })).toBeVisible();
  await expect(details.getByRole('definition').filter({ hasText: /^Free$/ })).toBeVisible();

  await page.unroute('**/api/subscription');
  await page.route('**/api/subscription', (route) => route.fulfill({ status: 500, body: '' }));
  await page.getByRole('button', { name: BILLING_COPY.refresh }).click();
  await expect(page.getByText(BILLING_MESSAGES.checkFailed)).toBeVisible();

  await page.route('**/api/billing/portal', (route) =>
    route.fulfill({ status: 404, json: { error: { code: 'NO_SUBSCRIPTION', message: 'Nothing here.' } } }),
  );
  await page.getByRole('button', { name: BILLING_COPY.openPortal }).click();
  await expect(page.getByText(`${BILLING_MESSAGES.portalFailed}: Nothing here.`)).toBeVisible();

  await page.unroute('**/api/billing/portal');
  await page.route('**/api/billing/portal', (route) => route.fulfill({ status: 200, json: {} }));
  await page.getByRole('button', { name: BILLING_COPY.openPortal }).click();
  await expect(page.getByText(BILLING_MESSAGES.portalNoUrl)).toBeVisible();
});

test('"No subscription data available" when the check fails on load', async ({ signedInPage: page }) => {
  await page.route('**/api/subscription', (route) => route.fulfill({ status: 500, body: '' }));
  await openManageSubscriptionFromTheMenu(page);
  await expect(page.getByText(BILLING_COPY.noData)).toBeVisible();
});

test('credits widget: a new Free user has 5 paid and 5 of 5 daily credits, no upgrade prompt', async ({
  signedInPage: page,
}) => {
  await page.goto(PAGE_PATHS.dashboard);
  const widget = creditsWidget(page);
  await expect(widget.getByText('5', { exact: true })).toBeVisible();
  await expect(widget.getByText('Daily free: 5 of 5 left')).toBeVisible();
  await expect(widget.getByText('Free', { exact: true })).toBeVisible();
  await expect(widget.getByText(/out of free credits/)).toHaveCount(0);
  await widget.getByRole('link', { name: 'Get more credits' }).click();
  await expect(page).toHaveURL(PAGE_PATHS.pricing);
});

test('credits widget: "No credit data available" when the credits cannot be read', async ({ page }) => {
  const user = await createVerifiedUser(page.request);
  await signInByApi(page, user);
  // The pricing page carries no balance, so the dashboard reached from it inside the app reads it in the browser.
  await page.route('**/api/credits', (route) => route.fulfill({ status: 500, body: '' }));
  await page.goto(PAGE_PATHS.subscription);
  await expect(planCard(page, 'Pro').getByRole('button', { name: 'Upgrade to Pro' })).toBeEnabled();
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(PAGE_PATHS.dashboard);
  await expect(creditsWidget(page).getByText('No credit data available')).toBeVisible();
});

test('credits widget: the Free upgrade prompt (paid under 3) and the Pro low-credit note (paid under 50)', async ({
  signedInPage: page,
}) => {
  // No public spend endpoint exists, so the balance the widget reads is stood in for at the HTTP boundary.
  let view = {
    remainingCredits: 2,
    totalCredits: 5,
    dailyFreeRemaining: 0,
    dailyFreeCredits: 5,
    subscriptionTier: 'free',
  };
  await page.route('**/api/credits', (route) => route.fulfill({ json: view }));
  await page.goto(PAGE_PATHS.dashboard);
  // The page arrived with the real balance; the balance changed elsewhere, and coming back to the tab reads it
  // once the page is hydrated, since only then does it listen for the return.
  await expectSignedInPageHydrated(page);
  const widget = creditsWidget(page);
  // The widget starts listening in an effect that may run just after the page shows itself hydrated: a return
  // before that goes unheard, as a user's would, and the next one is read.
  await expect(async () => {
    await returnToTab(page);
    await expect(widget.getByText('Daily free: 0 of 5 left')).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(widget.getByRole('status').filter({ hasText: /out of free credits/ })).toBeVisible();

  view = { ...view, remainingCredits: 49, totalCredits: 500, subscriptionTier: 'Pro' };
  await returnToTab(page);
  await expect(widget.getByText('49', { exact: true })).toBeVisible();
  await expect(widget.getByText(/out of free credits/)).toHaveCount(0);
  await expect(widget.getByRole('status').filter({ hasText: /Running low on credits/ })).toBeVisible();
});
