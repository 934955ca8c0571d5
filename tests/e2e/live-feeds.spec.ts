import { expect, test } from '@playwright/test';
import { FEED_MESSAGES } from '@shared/messages';
import { rssFeed, startFeedServer, type FakeFeedServer } from '../fakes/rss-server';
import { SECOND_APP_START_TIMEOUT_MS, signInAsNewUserOn, startSecondApp } from './support';

// The home page with a live RSS feed: a second instance of the built app, with NEWS_FEEDS pointing at a feed
// served on 127.0.0.1, so the real feed client fetches and parses it.

const FEED_FETCH_TIMEOUT_MS = 30_000;

let feeds: FakeFeedServer;
let app: Awaited<ReturnType<typeof startSecondApp>>;
let base: string;

test.beforeAll(async () => {
  test.setTimeout(SECOND_APP_START_TIMEOUT_MS);
  const now = Date.now();
  feeds = await startFeedServer({
    '/creator-news.xml': {
      body: rssFeed('Live Creator Wire', [
        {
          title: 'Live: platforms double creator payouts',
          link: 'https://news.example.org/payouts',
          summary: '<p>Payouts <b>doubled</b> this quarter.</p>',
          published: new Date(now - 2 * 3_600_000).toISOString(),
        },
        {
          title: 'Live: short captions win on mobile',
          link: 'https://news.example.org/captions',
          summary: 'Shorter is better.',
          published: new Date(now - 26 * 3_600_000).toISOString(),
        },
      ]),
    },
  });
  // A generous fetch timeout: on a busy machine the default 5 s can pass before the loopback answer is read, and
  // the page would then rightly show the samples this test is not about.
  app = await startSecondApp('feeds', {
    NEWS_FEEDS: feeds.url('/creator-news.xml'),
    FEEDS_TIMEOUT_MS: String(FEED_FETCH_TIMEOUT_MS),
  });
  base = app.base;
});

test.afterAll(async () => {
  app?.stop();
  await feeds?.close();
});

test('the home page shows live news from the configured feed, without the cached-content notice', async ({
  page,
}) => {
  await signInAsNewUserOn(base, page, 'Feed Reader');
  await page.goto(`${base}/dashboard`);

  const news = page.getByRole('region', { name: "What's Happening Today" });
  const newest = news.getByRole('group', { name: /^1 of/ });
  await expect(newest.getByRole('link', { name: /Live: platforms double creator payouts/ })).toBeVisible({
    timeout: FEED_FETCH_TIMEOUT_MS + 5_000,
  });
  await expect(newest.getByText('Live Creator Wire')).toBeVisible();
  await expect(newest.getByText('2h ago')).toBeVisible();
  await expect(newest.getByText('Payouts doubled this quarter.')).toBeVisible();
  await expect(news.getByRole('group', { name: /^2 of/ }).getByText('1d ago')).toBeAttached();
  await expect(page.getByText(FEED_MESSAGES.newsFallbackTitle)).toHaveCount(0);
  expect(feeds.requests('/creator-news.xml')).toBe(1);
});
