import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { CREATOR_FEATURES } from '@shared/features';
import { NEWS_ITEMS_SHOWN, TRENDS_SHOWN, timeLabel } from '@shared/feeds';
import { FEED_MESSAGES } from '@shared/messages';
import * as DASHBOARD_COPY from '@/features/dashboard/copy';
import { FEED_COPY } from '@/features/feeds/copy';
import { PAGE_PATHS } from '@shared/routes';
import { expectNoAxeViolations, signInAsNewUser } from './support';

// Dashboard home (welcome, 5 news items, up to 10 trends) with the bundled feeds: the test server has no
// NEWS_FEEDS, so news and trends are the samples under the "cached" notices. Live RSS is covered by the
// server's integration tests (src/server/routes/feeds.integration.test.ts).

async function openHome(page: Page, name: string) {
  await page.goto(PAGE_PATHS.dashboard);
  await expect(page.getByRole('heading', { name: `Welcome, ${name}!`, level: 1 })).toBeVisible();
}

/**
 * The home page reached inside the app, from another page: a page loaded from the server arrives with the feeds
 * in its HTML, so only a page the app draws itself reads them in the browser (and can show loading or failure).
 */
async function openHomeInsideTheApp(page: Page, name: string) {
  await page.goto(PAGE_PATHS.profile);
  await expect(page.getByRole('heading', { name: 'Profile Management', level: 1 })).toBeVisible();
  // Hydrated (buttons wait for the app): the link is the app's, not the browser's own page load.
  await expect(page.getByRole('button', { name: 'User menu' })).toBeEnabled();
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(page.getByRole('heading', { name: `Welcome, ${name}!`, level: 1 })).toBeVisible();
}

const newsPanel = (page: Page) => page.getByRole('region', { name: FEED_COPY.newsTitle });
const trendsPanel = (page: Page) => page.getByRole('region', { name: FEED_COPY.trendsTitle });

test('home greets the user and links the three features', async ({ page, request }) => {
  const user = await signInAsNewUser(page, request, 'Home Tester');
  await openHome(page, user.name);
  await expect(page.getByText(DASHBOARD_COPY.subtitle)).toBeVisible();

  const cards = page.getByRole('main').getByRole('list').first().getByRole('link');
  await expect(cards).toHaveCount(CREATOR_FEATURES.length);
  for (const [index, feature] of CREATOR_FEATURES.entries()) {
    const name = feature.comingSoon ? `${feature.label} Coming soon` : feature.label;
    await expect(cards.nth(index)).toHaveAccessibleName(name);
    await expect(cards.nth(index)).toHaveAccessibleDescription(feature.description);
    await expect(cards.nth(index)).toHaveAttribute('href', feature.path);
  }
  await page.getByRole('link', { name: 'TikTok Analytics Coming soon' }).click();
  await expect(page).toHaveURL(PAGE_PATHS.tiktokAnalytics);
});

test('"What\'s Happening Today" shows five news items in a carousel, by button and by keyboard', async ({
  page,
  request,
}) => {
  const user = await signInAsNewUser(page, request);
  await openHome(page, user.name);
  const news = newsPanel(page);
  await expect(news.getByRole('status').filter({ hasText: FEED_MESSAGES.newsFallbackTitle })).toContainText(
    FEED_MESSAGES.newsFallbackDetail,
  );

  const carousel = news.getByRole('region', { name: 'News stories' });
  const slides = carousel.getByRole('group');
  await expect(slides).toHaveCount(NEWS_ITEMS_SHOWN);
  for (let index = 0; index < NEWS_ITEMS_SHOWN; index += 1) {
    const slide = slides.nth(index);
    await expect(slide).toHaveAccessibleName(`${index + 1} of ${NEWS_ITEMS_SHOWN}`);
    // Source, time label (the shared rule, from the item's own timestamp) and a safe link to the article.
    const time = slide.locator('time');
    const label = timeLabel((await time.getAttribute('datetime'))!);
    await expect(time).toHaveText(label);
    await expect(slide.locator('p').first()).toHaveText(new RegExp(`^\\S.*·\\s*${label}$`));
    const article = slide.getByRole('link');
    await expect(article).toHaveAttribute('target', '_blank');
    await expect(article).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(article).toHaveAttribute('href', /^https:\/\//);
    await expect(article).toHaveAccessibleName(/\(opens in a new tab\)$/);
  }

  const next = carousel.getByRole('button', { name: 'Next slide' });
  const previous = carousel.getByRole('button', { name: 'Previous slide' });
  await expect(slides.nth(0)).toBeInViewport();
  await expect(slides.nth(1)).not.toBeInViewport();
  await expect(carousel.getByText('Slide 1 of 5')).toBeAttached();
  await expect(previous).toHaveAttribute('aria-disabled', 'true');

  await next.click();
  await expect(slides.nth(1)).toBeInViewport();
  await expect(slides.nth(0)).not.toBeInViewport();
  await expect(carousel.getByText('Slide 2 of 5')).toBeAttached();
  await previous.click();
  await expect(slides.nth(0)).toBeInViewport();

  // The arrow keys move it while focus is inside; the buttons stay focusable at either end.
  await next.focus();
  for (let press = 1; press < NEWS_ITEMS_SHOWN; press += 1) await page.keyboard.press('ArrowRight');
  await expect(slides.nth(NEWS_ITEMS_SHOWN - 1)).toBeInViewport();
  await expect(next).toHaveAttribute('aria-disabled', 'true');
  await expect(next).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(slides.nth(NEWS_ITEMS_SHOWN - 2)).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(slides.nth(NEWS_ITEMS_SHOWN - 1)).toBeInViewport();
});

test('"Trending in Content Creation" lists the posts with links to each author and post', async ({
  page,
  request,
}) => {
  const user = await signInAsNewUser(page, request);
  await openHome(page, user.name);
  const trends = trendsPanel(page);
  await expect(
    trends.getByRole('status').filter({ hasText: FEED_MESSAGES.trendsFallbackTitle }),
  ).toContainText(FEED_MESSAGES.trendsFallbackDetail);

  const posts = trends.getByRole('listitem');
  await expect(posts).toHaveCount(TRENDS_SHOWN);
  for (let index = 0; index < TRENDS_SHOWN; index += 1) {
    const post = posts.nth(index);
    const author = post.getByRole('link', { name: /^@\w+ \(profile, opens in a new tab\)$/ });
    const postLink = post.getByRole('link', { name: /^View post by @\w+ \(opens in a new tab\)$/ });
    await expect(post).toContainText(/\d(\.\d)?K? likes?/);
    for (const link of [author, postLink]) {
      await expect(link).toHaveAttribute('href', /^https:\/\//);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    const handle = (await author.textContent())!.split(' ')[0]!.replace(/^@/, '');
    await expect(author).toHaveAttribute('href', new RegExp(`${handle}$`));
    await expect(postLink).toHaveAttribute('href', new RegExp(`/${handle}/`));
  }
});

test('when the feeds cannot be reached: the notices, a toast, and Retry', async ({ page, user }) => {
  await page.route('**/api/feeds/**', (route) => route.abort());
  await openHomeInsideTheApp(page, user.name);

  const news = newsPanel(page);
  const trends = trendsPanel(page);
  await expect(page.getByText(FEED_MESSAGES.newsFailed)).toBeVisible();
  await expect(page.getByText(FEED_MESSAGES.trendsFailed)).toBeVisible();
  await expect(news.getByRole('status').filter({ hasText: FEED_MESSAGES.newsFallbackTitle })).toContainText(
    FEED_MESSAGES.newsFallbackDetail,
  );
  await expect(
    trends.getByRole('status').filter({ hasText: FEED_MESSAGES.trendsFallbackTitle }),
  ).toContainText(FEED_MESSAGES.trendsFallbackDetail);
  await expect(news.getByRole('group')).toHaveCount(0);
  await expect(trends.getByRole('listitem')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.unroute('**/api/feeds/**');
  await news.getByRole('button', { name: 'Retry' }).click();
  await expect(news.getByRole('group')).toHaveCount(NEWS_ITEMS_SHOWN);
  await trends.getByRole('button', { name: 'Retry' }).click();
  await expect(trends.getByRole('listitem')).toHaveCount(TRENDS_SHOWN);
});

test('a page loaded from the server shows the feeds at once, without asking for them', async ({
  page,
  user,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/feeds/')) asked.push(request.url());
  });
  await page.route('**/assets/*.js', (route) => route.abort());
  await openHome(page, user.name);
  // The server's HTML alone: the first story and the posts, no placeholder.
  await expect(newsPanel(page).getByRole('group')).not.toHaveCount(0);
  await expect(trendsPanel(page).getByRole('listitem')).toHaveCount(TRENDS_SHOWN);
  await expect(page.getByRole('status').filter({ hasText: 'Loading news...' })).toHaveCount(0);
  expect(asked).toEqual([]);
});

test('loading shows placeholders until the feeds answer', async ({ page, user }) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/feeds/**', async (route) => {
    await released;
    await route.continue();
  });
  await openHomeInsideTheApp(page, user.name);
  await expect(page.getByRole('status').filter({ hasText: 'Loading news...' })).toBeAttached();
  await expect(page.getByRole('status').filter({ hasText: 'Loading trends...' })).toBeAttached();
  release();
  await expect(newsPanel(page).getByRole('group')).toHaveCount(NEWS_ITEMS_SHOWN);
  await expect(page.getByRole('status').filter({ hasText: 'Loading news...' })).toHaveCount(0);
});

test('the theme toggle switches to dark, before first paint after a reload', async ({ page, user }) => {
  await openHome(page, user.name);
  const isDark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
  const toggle = page.getByRole('button', { name: 'Dark theme' });

  expect(await isDark()).toBe(false);
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  expect(await isDark()).toBe(true);

  await page.reload();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  expect(await isDark()).toBe(true);

  // Without the app's own code, theme-init.js alone applies the remembered theme: no white flash.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.reload();
  expect(await isDark()).toBe(true);
  await page.unroute('**/assets/*.js');

  // The choice wins over the system's preference; back to light is remembered too.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await page.reload();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  expect(await isDark()).toBe(false);
});

test('without a saved choice the theme follows the system, also when it changes', async ({
  page,
  request,
}) => {
  const user = await signInAsNewUser(page, request);
  await page.emulateMedia({ colorScheme: 'dark' });
  await openHome(page, user.name);
  const toggle = page.getByRole('button', { name: 'Dark theme' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
});

test('TikTok Analytics shows "Coming Soon" over a mock that assistive technology skips', async ({
  signedInPage: page,
}) => {
  await page.goto(PAGE_PATHS.tiktokAnalytics);
  await expect(page.getByRole('heading', { name: DASHBOARD_COPY.tiktokComingSoon, level: 1 })).toBeVisible();

  const mock = page.getByRole('main').locator('[inert]');
  await expect(mock).toBeVisible();
  await expect(mock).toHaveAttribute('aria-hidden', 'true');
  await expect(mock).toContainText('Views this week');
  // The accessibility tree of the page holds the overlay only.
  const tree = await page.getByRole('main').ariaSnapshot();
  expect(tree).toContain(DASHBOARD_COPY.tiktokComingSoon);
  expect(tree).not.toContain('Views this week');
  expect(tree).not.toContain('Top videos');
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`home and TikTok Analytics have no axe violations in the ${colorScheme} theme`, async ({
    page,
    request,
  }) => {
    test.slow();
    await page.emulateMedia({ colorScheme });
    const user = await signInAsNewUser(page, request);
    await openHome(page, user.name);
    await expect(newsPanel(page).getByRole('group')).toHaveCount(NEWS_ITEMS_SHOWN);
    await expect(trendsPanel(page).getByRole('listitem')).toHaveCount(TRENDS_SHOWN);
    await expectNoAxeViolations(page);

    await page.goto(PAGE_PATHS.tiktokAnalytics);
    await expect(page.getByRole('heading', { name: DASHBOARD_COPY.tiktokComingSoon })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
