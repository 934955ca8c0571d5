import { expect, test } from '@playwright/test';
import { PRODUCT_NAME } from '../../src/shared/constants';
import { createVerifiedUser, expectNoAxeViolations, signInByApi } from './support';

test('the landing HTML arrives prerendered, before any JavaScript runs', async ({ request }) => {
  const response = await request.get('/');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('Turn ideas into caption drafts in seconds');
  expect(html).toContain('id="how-it-works"');
  expect(html).toContain('id="pricing"');
  expect(response.headers()['cache-control']).toBe('no-cache');
  // Controls that need JavaScript arrive disabled, so a tap before the app loads is never silently lost.
  expect(html).toMatch(/<button[^>]*aria-label="Open menu"[^>]*disabled=""/);
});

test('the landing page works without JavaScript for reading', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Turn ideas into caption drafts in seconds' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
  await context.close();
});

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('shows every section, and the anchors scroll to them', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Turn ideas into caption drafts in seconds',
    );
    for (const figure of ['1K+', '3x', '5x'])
      await expect(page.getByText(figure, { exact: true })).toBeVisible();
    for (const audience of ['Creators', 'Solopreneurs', 'SMEs']) {
      await expect(page.getByRole('heading', { name: audience, exact: true })).toBeVisible();
    }
    for (const step of ['Choose a content type', 'Tweak the generated content', 'Boost productivity']) {
      await expect(page.getByRole('heading', { name: step })).toBeVisible();
    }
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const label of ['X (Twitter)', 'Instagram', 'LinkedIn']) {
      await expect(nav.getByRole('link', { name: label })).toHaveAttribute('rel', 'noopener noreferrer');
    }
    for (const item of ['Privacy', 'Terms', 'Contact'])
      await expect(page.getByRole('contentinfo').getByText(item)).toBeVisible();

    await nav.getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/#pricing$/);
    await expect(page.getByRole('button', { name: 'Upgrade to Pro' })).toBeInViewport();
    await nav.getByRole('link', { name: 'How it works' }).click();
    await expect(page.getByRole('heading', { name: 'How it works' })).toBeInViewport();
  });

  test('Explore and Signup go to /signup, Login to /login', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: `Explore ${PRODUCT_NAME}` }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('has no axe violations in light and dark', async ({ page }) => {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.goto('/');
      await expect(page.getByRole('link', { name: 'Signup' })).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menu toggles the same links, by mouse and keyboard, and closes on Escape', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }),
    ).toBeHidden();
    await toggle.click();
    const menu = page.locator('#landing-menu');
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['How it works', 'Pricing', 'Login', 'Signup', 'Instagram']) {
      await expect(menu.getByRole('link', { name })).toBeVisible();
    }
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();

    await page.keyboard.press('Enter');
    await menu.getByRole('link', { name: 'Pricing' }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/#pricing$/);
  });

  test('has no axe violations with the menu open', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.locator('#landing-menu').getByRole('link', { name: 'Signup' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test('a signed-in visitor goes straight to the dashboard', async ({ page, request }) => {
  const user = await createVerifiedUser(request);
  await signInByApi(page, user);
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
});
