import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NEWS_SUMMARY_MAX,
  NEWS_TITLE_MAX,
  truncate,
  type NewsResponse,
  type TrendsResponse,
} from '@shared/feeds';
import { atomFeed, rssFeed, startFeedServer, type FakeFeedServer } from '../../../tests/fakes/rss-server';
import { startXApiFake } from '../../../tests/fakes/x-api';
import { parseEnv } from '../env';
import { sampleNews, sampleTrends } from '../integrations/feeds/samples';
import { createLogger } from '../logger';
import { createRuntime } from '../runtime';
import {
  TestClient,
  createConfirmedUser,
  createTestRuntime,
  type TestRuntime,
} from '../testing/test-runtime';

const LONG_TITLE =
  'Brands double their creator budgets for the holiday season as short-form video keeps outperforming every other format';
const LONG_SUMMARY = `<p>${'Creators who publish on a steady schedule see audiences return. '.repeat(5)}</p>`;

const RSS = rssFeed('Creator Daily', [
  {
    title: LONG_TITLE,
    link: 'https://news.example.com/budgets',
    summary:
      '<p>Brands are <strong>doubling</strong> budgets &amp; <a href="https://news.example.com/x">more</a></p><script>alert(1)</script>',
    published: '2026-05-03T10:00:00Z',
  },
  // Newest of all, so it would lead the list if unsafe links were not dropped.
  { title: 'Script link', link: 'javascript:alert(1)', summary: 'x', published: '2026-05-06T10:00:00Z' },
  { title: 'No link at all', summary: 'x', published: '2026-05-06T11:00:00Z' },
  {
    title: 'Shared story',
    link: 'https://news.example.com/shared',
    summary: 'From the RSS feed',
    published: '2026-05-01T08:00:00Z',
  },
  {
    title: 'Consistency wins',
    link: 'https://news.example.com/consistency',
    summary: LONG_SUMMARY,
    published: '2026-04-28T12:00:00Z',
  },
]);

const ATOM = atomFeed('Platform Watch', [
  {
    title: 'Platforms test longer videos',
    link: 'https://platform.example.org/longer-videos',
    summary: '<div>Three platforms <em>now</em> allow 10-minute uploads.</div>',
    published: '2026-05-05T09:00:00Z',
  },
  {
    title: 'Shared story (Atom copy)',
    link: 'https://news.example.com/shared',
    summary: 'From the Atom feed',
    published: '2026-05-01T07:00:00Z',
  },
  {
    title: 'Creator funds expand',
    link: 'https://platform.example.org/creator-funds',
    summary: 'Funds grow.',
    published: '2026-05-02T09:00:00Z',
  },
  {
    title: 'Oldest story',
    link: 'https://platform.example.org/oldest',
    summary: 'Old.',
    published: '2026-04-20T09:00:00Z',
  },
]);

let feedServer: FakeFeedServer;
let base: TestRuntime;
/** The app the signed-in client talks to; each block below swaps in one wired with its own feed settings. */
let currentApp: TestRuntime['app'];
let client: TestClient;

beforeAll(async () => {
  feedServer = await startFeedServer({
    '/rss.xml': { body: RSS },
    '/atom.xml': { body: ATOM, contentType: 'application/atom+xml' },
    '/partial-rss.xml': { body: RSS },
    '/broken.xml': { status: 500, body: 'Internal Server Error' },
    '/down.xml': { status: 503 },
    '/slow.xml': { hang: true },
    '/not-a-feed.xml': {
      body: '<!doctype html><title>Oops</title><p>This is a web page',
      contentType: 'text/html',
    },
  });
  base = await createTestRuntime();
  currentApp = base.app;
  const user = { name: 'Reader', email: `reader-${Date.now()}@example.com`, password: 'password-123' };
  await createConfirmedUser(base, user);
  client = new TestClient({ request: (input, init) => currentApp.request(input, init) });
  const signIn = await client.post('/api/auth/sign-in/email', { email: user.email, password: user.password });
  expect(signIn.status).toBe(200);
});
afterAll(async () => {
  await base?.close();
  await feedServer?.close();
});

/**
 * Points the client at an app wired with `env`, on the same database and DATA_DIR (so the same auth secret):
 * the session stays valid while each configuration gets a fresh feed cache, without a database per case.
 */
async function useFeedSettings(env: Record<string, string>) {
  const parsed = parseEnv({
    DATA_DIR: base.dataDir,
    LOG_LEVEL: 'silent',
    APP_URL: 'http://localhost:3000',
    ...env,
  });
  const runtime = await createRuntime(parsed, { database: base.database, logger: createLogger('silent') });
  currentApp = runtime.app;
}

async function getJson<T>(pathname: string) {
  const response = await client.get(pathname);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('private, max-age=300');
  return (await response.json()) as T;
}

describe('feeds with nothing configured', () => {
  beforeAll(async () => {
    await useFeedSettings({});
  });

  it('refuses anonymous requests with 401 in the one error shape', async () => {
    const anonymous = new TestClient(currentApp);
    for (const pathname of ['/api/feeds/news', '/api/feeds/trends']) {
      const response = await anonymous.get(pathname);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        error: { code: 'UNAUTHORIZED', message: 'Please sign in to continue.' },
      });
    }
  });

  it('answers the bundled sample news, the first 5, flagged as fallback', async () => {
    const body = await getJson<NewsResponse>('/api/feeds/news');
    expect(body.isFallback).toBe(true);
    expect(body.items.map((item) => item.title)).toEqual(
      sampleNews()
        .slice(0, 5)
        .map((item) => truncate(item.title, NEWS_TITLE_MAX)),
    );
    for (const item of body.items) {
      expect(item.url).toMatch(/^https:\/\/example\.com\//);
      expect(item.summary.length).toBeLessThanOrEqual(NEWS_SUMMARY_MAX);
      expect(Number.isNaN(Date.parse(item.publishedAt))).toBe(false);
    }
  });

  it('answers the 10 bundled sample trends, flagged as fallback', async () => {
    const body = await getJson<TrendsResponse>('/api/feeds/trends');
    expect(body).toEqual({ items: sampleTrends(), isFallback: true });
    expect(body.items).toHaveLength(10);
  });
});

describe('live news from RSS and Atom feeds', () => {
  beforeAll(async () => {
    await useFeedSettings({ NEWS_FEEDS: `${feedServer.url('/rss.xml')}, ${feedServer.url('/atom.xml')}` });
  });

  it('merges both feeds newest first, one item per link, safe links only, titles and summaries cut short', async () => {
    const body = await getJson<NewsResponse>('/api/feeds/news');
    expect(body.isFallback).toBe(false);
    expect(body.items.map((item) => [item.url, item.source, item.publishedAt])).toEqual([
      ['https://platform.example.org/longer-videos', 'Platform Watch', '2026-05-05T09:00:00.000Z'],
      ['https://news.example.com/budgets', 'Creator Daily', '2026-05-03T10:00:00.000Z'],
      ['https://platform.example.org/creator-funds', 'Platform Watch', '2026-05-02T09:00:00.000Z'],
      ['https://news.example.com/shared', 'Creator Daily', '2026-05-01T08:00:00.000Z'],
      ['https://news.example.com/consistency', 'Creator Daily', '2026-04-28T12:00:00.000Z'],
    ]);
    const [atomItem, budgets, , shared, consistency] = body.items;
    expect(atomItem?.summary).toBe('Three platforms now allow 10-minute uploads.');
    expect(budgets?.title).toBe(truncate(LONG_TITLE, NEWS_TITLE_MAX));
    expect(budgets?.title.length).toBeLessThanOrEqual(NEWS_TITLE_MAX);
    expect(budgets?.title.endsWith('…')).toBe(true);
    expect(budgets?.summary).toBe('Brands are doubling budgets & more');
    expect(shared?.title).toBe('Shared story');
    expect(consistency?.summary.length).toBeLessThanOrEqual(NEWS_SUMMARY_MAX);
    expect(consistency?.summary.endsWith('…')).toBe(true);
    expect(new Set(body.items.map((item) => item.id)).size).toBe(5);
  });

  it('serves the cached items within 24 hours without fetching the feeds again', async () => {
    const before = [feedServer.requests('/rss.xml'), feedServer.requests('/atom.xml')];
    expect(before).toEqual([1, 1]);
    const again = await getJson<NewsResponse>('/api/feeds/news');
    expect(again.isFallback).toBe(false);
    expect([feedServer.requests('/rss.xml'), feedServer.requests('/atom.xml')]).toEqual(before);
  });
});

describe('news when feeds fail', () => {
  it('shows the live items of the feed that works when another answers 500', async () => {
    await useFeedSettings({
      NEWS_FEEDS: `${feedServer.url('/broken.xml')},${feedServer.url('/partial-rss.xml')}`,
    });
    const body = await getJson<NewsResponse>('/api/feeds/news');
    expect(body.isFallback).toBe(false);
    expect(body.items.map((item) => item.url)).toEqual([
      'https://news.example.com/budgets',
      'https://news.example.com/shared',
      'https://news.example.com/consistency',
    ]);
    expect(feedServer.requests('/broken.xml')).toBe(1);
  });

  it('falls back to the samples when every feed fails, times out or is not a feed', async () => {
    await useFeedSettings({
      NEWS_FEEDS: ['/down.xml', '/slow.xml', '/not-a-feed.xml'].map((p) => feedServer.url(p)).join(','),
      FEEDS_TIMEOUT_MS: '200',
    });
    const body = await getJson<NewsResponse>('/api/feeds/news');
    expect(body.isFallback).toBe(true);
    expect(body.items.map((item) => item.url)).toEqual(
      sampleNews()
        .slice(0, 5)
        .map((item) => item.url),
    );
    expect(['/down.xml', '/slow.xml', '/not-a-feed.xml'].map((p) => feedServer.requests(p))).toEqual([
      1, 1, 1,
    ]);
  });
});

describe('trends from X recent search', () => {
  const TOKEN = 'x-test-bearer-token';
  let x: Awaited<ReturnType<typeof startXApiFake>>;
  beforeAll(async () => {
    x = await startXApiFake({
      bearerToken: TOKEN,
      users: [
        { id: '11', username: 'studio_ana', name: 'Ana' },
        { id: '22', username: 'clipsbyben', name: 'Ben' },
      ],
      posts: [
        {
          id: '1001',
          text: 'Batch your filming days',
          authorId: '11',
          likes: 512,
          createdAt: '2026-05-05T08:00:00.000Z',
        },
        {
          id: '1002',
          text: 'Hooks in 3 seconds &amp; &lt;captions&gt;',
          authorId: '22',
          likes: 2400,
          createdAt: '2026-05-05T07:00:00.000Z',
        },
        // An author X did not expand cannot be linked, so the post is left out.
        {
          id: '1003',
          text: 'Orphan post',
          authorId: '99',
          likes: 9000,
          createdAt: '2026-05-05T06:00:00.000Z',
        },
      ],
    });
  });
  afterAll(async () => {
    await x?.close();
  });

  it('calls the API with the Bearer token and maps posts to profile and status links, most liked first', async () => {
    await useFeedSettings({
      X_BEARER_TOKEN: TOKEN,
      X_API_BASE_URL: x.baseUrl,
      X_TRENDS_QUERY: '#creators -is:retweet',
    });
    const body = await getJson<TrendsResponse>('/api/feeds/trends');
    expect(body).toEqual({
      isFallback: false,
      items: [
        {
          id: '1002',
          author: '@clipsbyben',
          authorUrl: 'https://x.com/clipsbyben',
          content: 'Hooks in 3 seconds & <captions>',
          engagement: '2.4K likes',
          url: 'https://x.com/clipsbyben/status/1002',
          postedAt: '2026-05-05T07:00:00.000Z',
        },
        {
          id: '1001',
          author: '@studio_ana',
          authorUrl: 'https://x.com/studio_ana',
          content: 'Batch your filming days',
          engagement: '512 likes',
          url: 'https://x.com/studio_ana/status/1001',
          postedAt: '2026-05-05T08:00:00.000Z',
        },
      ],
    });
    expect(x.requests).toHaveLength(1);
    const [request] = x.requests;
    expect(request?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(request?.url.pathname).toBe('/2/tweets/search/recent');
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({
      query: '#creators -is:retweet',
      expansions: 'author_id',
      'tweet.fields': 'public_metrics,created_at',
      'user.fields': 'username',
      max_results: '10',
    });

    await getJson<TrendsResponse>('/api/feeds/trends');
    expect(x.requests).toHaveLength(1);
  });

  it('shows the sample trends when X refuses the token', async () => {
    await useFeedSettings({ X_BEARER_TOKEN: 'wrong-token', X_API_BASE_URL: x.baseUrl });
    const body = await getJson<TrendsResponse>('/api/feeds/trends');
    expect(body).toEqual({ items: sampleTrends(), isFallback: true });
    expect(x.requests.at(-1)?.headers.authorization).toBe('Bearer wrong-token');
  });

  it('shows the sample trends when X fails or does not answer in time', async () => {
    x.failWith(503);
    try {
      await useFeedSettings({ X_BEARER_TOKEN: TOKEN, X_API_BASE_URL: x.baseUrl });
      expect(await getJson<TrendsResponse>('/api/feeds/trends')).toEqual({
        items: sampleTrends(),
        isFallback: true,
      });
    } finally {
      x.failWith(undefined);
    }
    // An X API that accepts the connection and never answers.
    feedServer.setRoute('/hung-x/2/tweets/search/recent', { hang: true });
    await useFeedSettings({
      X_BEARER_TOKEN: TOKEN,
      X_API_BASE_URL: feedServer.url('/hung-x'),
      FEEDS_TIMEOUT_MS: '200',
    });
    expect(await getJson<TrendsResponse>('/api/feeds/trends')).toEqual({
      items: sampleTrends(),
      isFallback: true,
    });
    expect(feedServer.requests('/hung-x/2/tweets/search/recent')).toBe(1);
  });
});
