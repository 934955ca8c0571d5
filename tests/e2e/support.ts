import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const PASSWORD = 'correct-horse-42';

export function uniqueEmail(label = 'user'): string {
  return `${label}-${randomBytes(5).toString('hex')}@example.com`;
}

/**
 * Opens the newest mail to `email` whose subject contains `subject` in the built-in outbox (/dev/mailbox),
 * and follows its first link, as a user reading their mail would.
 */
export async function followMailLink(page: Page, email: string, subject: string) {
  await page.goto('/dev/mailbox');
  const message = page.locator('article').filter({ hasText: `To ${email}` }).filter({ hasText: subject }).first();
  await expect(message).toBeVisible();
  const link = message.locator('pre a').first();
  const href = await link.getAttribute('href');
  await link.click();
  return href!;
}

/** The newest link mailed to `email` with `subject`, read through the outbox viewer. */
export async function mailLink(request: APIRequestContext, email: string, subject: string): Promise<string> {
  const html = await (await request.get('/dev/mailbox')).text();
  const articles = html.split('<article').slice(1);
  const article = articles.find((item) => item.includes(`To ${email}`) && item.includes(subject));
  if (!article) throw new Error(`no mail "${subject}" to ${email}`);
  const href = /<pre>[\s\S]*?<a href="([^"]+)"/.exec(article)?.[1];
  if (!href) throw new Error(`mail "${subject}" to ${email} has no link`);
  return href.replaceAll('&#38;', '&');
}

/** Creates a confirmed account through the API (fast set-up for tests that are not about sign-up). */
export async function createVerifiedUser(request: APIRequestContext, name = 'Test User') {
  const email = uniqueEmail();
  const response = await request.post('/api/auth/sign-up/email', { data: { name, email, password: PASSWORD } });
  expect(response.ok()).toBeTruthy();
  const verify = await request.get(await mailLink(request, email, 'Confirm your'), { maxRedirects: 0 });
  expect(verify.status()).toBe(302);
  return { name, email, password: PASSWORD };
}

export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
