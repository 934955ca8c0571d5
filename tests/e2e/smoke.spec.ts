import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support';

test('the login page renders and passes axe', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expectNoAxeViolations(page);
});
