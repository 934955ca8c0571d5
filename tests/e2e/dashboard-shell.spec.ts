import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { SEARCHABLE_FEATURES, SIDEBAR_FEATURES } from '@shared/features';
import * as SHELL_COPY from '@/app/copy';
import { AI_TOOLS } from '@shared/ai-tools';
import { PAGE_PATHS, loginPathReturningTo } from '@shared/routes';
import { expectNoAxeViolations, expectSignedInPageHydrated, signInAsNewUser } from './support';

// The dashboard shell: sidebar, mobile sheet, user menu, command palette.

const SIDEBAR_COOKIE = 'sidebar_state';
const SEVEN_DAYS_SECONDS = 7 * 24 * 60 * 60;

async function openDashboard(page: Page, name: string) {
  await page.goto(PAGE_PATHS.dashboard);
  await expect(page.getByRole('heading', { name: `Welcome, ${name}!`, level: 1 })).toBeVisible();
  // The tests below press the app's keyboard shortcuts, which exist only once the page is hydrated.
  await expectSignedInPageHydrated(page);
}

async function sidebarCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === SIDEBAR_COOKIE);
}

async function expectSidebarCookie(page: Page, value: 'true' | 'false') {
  const cookie = await sidebarCookie(page);
  expect(cookie?.value).toBe(value);
  expect(cookie?.path).toBe('/');
  // Expires in seven days (a minute of slack for the test's own run time).
  expect(Math.abs(cookie!.expires - (Date.now() / 1000 + SEVEN_DAYS_SECONDS))).toBeLessThan(60);
}

test('the sidebar names the user, marks the current page and navigates', async ({ page, request }) => {
  const user = await signInAsNewUser(page, request, 'Sidebar Tester');
  await openDashboard(page, user.name);

  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  await expect(sidebar.getByText(user.name, { exact: true })).toBeVisible();
  await expect(sidebar.getByText(user.email, { exact: true })).toBeVisible();
  await expect(sidebar.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(sidebar.getByText(SHELL_COPY.upgradeTitle)).toBeVisible();

  const nav = sidebar.getByRole('navigation', { name: 'Dashboard' });
  await expect(nav.getByRole('link')).toHaveText(SIDEBAR_FEATURES.map((feature) => feature.label));
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');

  await nav.getByRole('link', { name: 'TikTok Analytics' }).click();
  await expect(page).toHaveURL(PAGE_PATHS.tiktokAnalytics);
  await expect(nav.getByRole('link', { name: 'TikTok Analytics' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');

  await sidebar.getByRole('link', { name: SHELL_COPY.upgradeButton }).click();
  await expect(page).toHaveURL(PAGE_PATHS.pricing);
});

test('Ctrl+B and the toggle button collapse the sidebar to labelled icons, remembered for 7 days', async ({
  page,
  request,
}) => {
  const user = await signInAsNewUser(page, request);
  await openDashboard(page, user.name);
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  const toggle = page.getByRole('button', { name: 'Toggle sidebar' });
  const captionLink = sidebar.getByRole('link', { name: 'Social Media Caption' });

  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(256);
  expect(await sidebarCookie(page)).toBeUndefined();

  await page.keyboard.press('Control+b');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(48);
  await expectSidebarCookie(page, 'false');

  // Collapsed, every entry is an icon that keeps its name, and says it in a tooltip on hover.
  for (const feature of SIDEBAR_FEATURES) {
    const link = sidebar.getByRole('link', { name: feature.label, exact: true });
    await expect(link).toBeVisible();
    expect((await link.boundingBox())?.width).toBeLessThanOrEqual(32);
  }
  await expect(sidebar.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(sidebar.getByText(SHELL_COPY.upgradeTitle)).toBeHidden();
  await captionLink.hover();
  const tooltip = page.getByRole('tooltip', { name: 'Social Media Caption' });
  await expect(tooltip).toBeVisible();
  // WCAG 1.4.13: the pointer can move onto the label, Escape dismisses it, and keyboard focus shows it too.
  await tooltip.hover();
  await expect(tooltip).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(tooltip).toBeHidden();
  await page.mouse.move(800, 600);
  await captionLink.focus();
  await expect(tooltip).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(tooltip).toBeHidden();

  await page.reload();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(48);

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(256);
  await expectSidebarCookie(page, 'true');
  await page.reload();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(sidebar.getByText(SHELL_COPY.upgradeTitle)).toBeVisible();
});

test('a skip link leads past the sidebar to the page content', async ({ page, user }) => {
  await openDashboard(page, user.name);
  await page.keyboard.press('Tab');
  const skipLink = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skipLink).toBeFocused();
  await expect(skipLink).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the menu button opens the sidebar as a sheet that traps focus and hands it back', async ({
    page,
    request,
  }) => {
    const user = await signInAsNewUser(page, request, 'Phone Tester');
    await openDashboard(page, user.name);
    await expect(page.getByRole('complementary', { name: 'Sidebar' })).toBeHidden();

    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await menuButton.click();
    const sheet = page.getByRole('dialog', { name: 'Sidebar' });
    await expect(sheet).toBeVisible();
    await expect.poll(async () => (await sheet.boundingBox())?.width).toBe(288);
    await expect(sheet.getByText(user.name, { exact: true })).toBeVisible();
    await expect(sheet.getByText(user.email, { exact: true })).toBeVisible();
    await expect(sheet.getByRole('link', { name: SHELL_COPY.upgradeButton })).toBeVisible();

    // Tabbing around never leaves the sheet.
    for (let press = 0; press < 12; press += 1) {
      await page.keyboard.press('Tab');
      expect(await sheet.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(menuButton).toBeFocused();

    // Ctrl+B opens it too; following a link closes it on the new page.
    await page.keyboard.press('Control+b');
    await expect(sheet).toBeVisible();
    await sheet.getByRole('link', { name: 'Market Intelligence' }).click();
    await expect(page).toHaveURL(AI_TOOLS.research.path);
    await expect(sheet).toBeHidden();

    await menuButton.click();
    await expect(sheet.getByRole('link', { name: 'Market Intelligence' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await sheet.getByRole('button', { name: 'Close menu' }).click();
    await expect(sheet).toBeHidden();
    await expect(menuButton).toBeFocused();
  });
});

test('the user menu shows who is signed in and leads to the account pages', async ({ page, request }) => {
  const user = await signInAsNewUser(page, request, 'menu Tester');
  await openDashboard(page, user.name);
  const trigger = page.getByRole('button', { name: 'User menu' });
  // No picture: the first letter of the display name, upper-cased.
  await expect(trigger).toHaveText('M');

  // By keyboard: Enter opens it on the first entry, Escape closes it back onto the button.
  await trigger.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect(menu.getByText(user.name, { exact: true })).toBeVisible();
  await expect(menu.getByText(user.email, { exact: true })).toBeVisible();
  await expect(menu.getByRole('menuitem')).toHaveText(['Profile', 'Subscription', 'Settings', 'Log out']);
  await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(trigger).toBeFocused();

  const destinations = [
    { entry: 'Profile', path: PAGE_PATHS.profile },
    { entry: 'Subscription', path: PAGE_PATHS.pricing },
    { entry: 'Settings', path: PAGE_PATHS.manageSubscription },
  ];
  for (const { entry, path } of destinations) {
    await trigger.click();
    await menu.getByRole('menuitem', { name: entry }).click();
    await expect(page).toHaveURL(path);
    await expect(menu).toBeHidden();
  }

  await trigger.click();
  await menu.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  await page.goto(PAGE_PATHS.dashboard);
  await expect(page).toHaveURL(loginPathReturningTo(PAGE_PATHS.dashboard));
});

test('the sidebar log-out button signs out and goes to the landing page', async ({ page, user }) => {
  await openDashboard(page, user.name);
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto(PAGE_PATHS.dashboard);
  await expect(page).toHaveURL(loginPathReturningTo(PAGE_PATHS.dashboard));
});

test('Ctrl+K opens the command palette, which filters the features by title or description', async ({
  page,
  request,
}) => {
  const user = await signInAsNewUser(page, request);
  await openDashboard(page, user.name);

  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Search features' });
  await expect(palette).toBeVisible();
  const input = palette.getByRole('combobox', { name: 'Search features' });
  await expect(input).toBeFocused();
  await expect(input).toHaveAttribute('placeholder', SHELL_COPY.searchPlaceholder);
  const options = palette.getByRole('option');
  await expect(options).toHaveCount(SEARCHABLE_FEATURES.length);
  for (const [index, feature] of SEARCHABLE_FEATURES.entries()) {
    await expect(options.nth(index)).toContainText(feature.label);
    await expect(options.nth(index)).toContainText(feature.description);
  }
  // The list is at most 300px high.
  expect(await palette.getByRole('listbox').evaluate((list) => getComputedStyle(list).maxHeight)).toBe(
    '300px',
  );

  // By title.
  await page.keyboard.type('tiktok');
  await expect(options).toHaveCount(1);
  await expect(options.first()).toContainText('TikTok Analytics');

  // By description: "caption creation" is in the description, not the title.
  await input.fill('caption creation');
  await expect(options).toHaveCount(1);
  await expect(options.first()).toContainText('Social Media Caption');
  await input.fill('upgrade');
  await expect(options).toHaveCount(1);
  await expect(options.first()).toContainText('Subscription Plans');

  await input.fill('qwertyuiop');
  await expect(options).toHaveCount(0);
  await expect(palette.getByText(SHELL_COPY.searchEmpty)).toBeVisible();

  // Enter opens the selected feature and closes the palette.
  await input.fill('');
  await page.keyboard.type('market');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(AI_TOOLS.research.path);
  await expect(palette).toBeHidden();

  // Arrow keys move the selection; Escape closes without going anywhere.
  await page.keyboard.press('Control+k');
  await expect(input).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Escape');
  await expect(palette).toBeHidden();
  await expect(page).toHaveURL(AI_TOOLS.research.path);

  // The search box in the top bar opens it too; selecting by pointer works as well.
  await page.getByRole('button', { name: 'Search features' }).click();
  await expect(input).toBeFocused();
  await palette.getByRole('option', { name: /Subscription Plans/ }).click();
  await expect(page).toHaveURL(PAGE_PATHS.pricing);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`accessibility in the ${colorScheme} theme`, () => {
    test.use({ colorScheme });

    test('the open command palette and user menu have no axe violations', async ({ page, request }) => {
      // Four full axe scans: allow for a busy machine.
      test.slow();
      const user = await signInAsNewUser(page, request);
      await openDashboard(page, user.name);
      // The theme follows the system's until the user picks one.
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
        colorScheme === 'dark',
      );

      await page.keyboard.press('Control+k');
      await expect(page.getByRole('dialog', { name: 'Search features' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.type('qwertyuiop');
      await expect(page.getByText(SHELL_COPY.searchEmpty)).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'User menu' }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');

      await page.keyboard.press('Control+b');
      await expect(page.getByRole('button', { name: 'Toggle sidebar' })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
      await expectNoAxeViolations(page);
    });

    test.describe('on a phone', () => {
      test.use({ viewport: { width: 375, height: 812 } });

      test('the open sidebar sheet has no axe violations', async ({ page, user }) => {
        await openDashboard(page, user.name);
        await expectNoAxeViolations(page);
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(page.getByRole('dialog', { name: 'Sidebar' })).toBeVisible();
        await expectNoAxeViolations(page);
      });
    });
  });
}
