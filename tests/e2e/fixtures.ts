import { test as base, type Page } from '@playwright/test';
import { signInAsNewUser, type TestUser } from './support';

export { expect } from '@playwright/test';

/**
 * The e2e test with the app's fixtures:
 * - `user`: a new confirmed user, already signed in on `page` (each test its own, so tests never share a balance);
 * - `signedInPage`: `page`, signed in as that user, for tests that do not need the user's details.
 */
export const test = base.extend<{ user: TestUser; signedInPage: Page }>({
  user: async ({ page, request }, use) => {
    await use(await signInAsNewUser(page, request));
  },
  signedInPage: async ({ page, user }, use) => {
    void user;
    await use(page);
  },
});
