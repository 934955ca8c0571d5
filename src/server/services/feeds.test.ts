import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rssFeed, startFeedServer, type FakeFeedServer } from '../../../tests/fakes/rss-server';
import { startXApiFake } from '../../../tests/fakes/x-api';
import { createLogger } from '../logger';
import { FEED_RETRY_AFTER_MS, createFeedService, type FeedConfig } from './feeds';

const HOUR_MS = 60 * 60 * 1000;
const FEED = rssFeed('Creator Daily', [
  {
    title: 'Live story',
    link: 'https://news.example.com/live',
    summary: 'Live.',
    published: '2026-05-01T08:00:00Z',
  },
]);

let server: FakeFeedServer;
beforeAll(async () => {
  server = await startFeedServer();
});
afterAll(async () => {
  await server.close();
});

/** A feed service on a clock the test moves by hand. */
function serviceWith(config: Partial<FeedConfig>) {
  let now = new Date('2026-05-01T12:00:00Z');
  const service = createFeedService({
    config: { newsFeedUrls: [], timeoutMs: 1_000, ...config },
    logger: createLogger('silent'),
    now: () => now,
  });
  return { service, advance: (ms: number) => (now = new Date(now.getTime() + ms)) };
}

describe('feed cache', () => {
  it('shares one fetch between concurrent callers and keeps live news for 24 hours', async () => {
    server.setRoute('/cache.xml', { body: FEED });
    const { service, advance } = serviceWith({ newsFeedUrls: [server.url('/cache.xml')] });

    const [first, second] = await Promise.all([service.news(), service.news()]);
    expect(first).toEqual({ items: [expect.objectContaining({ title: 'Live story' })], isFallback: false });
    expect(second).toBe(first);
    expect(server.requests('/cache.xml')).toBe(1);

    advance(24 * HOUR_MS - 1);
    await service.news();
    expect(server.requests('/cache.xml')).toBe(1);

    advance(1);
    await service.news();
    expect(server.requests('/cache.xml')).toBe(2);
  });

  it('keeps the samples only briefly after a failure, then tries the feeds again', async () => {
    server.setRoute('/flaky.xml', { status: 502 });
    const { service, advance } = serviceWith({ newsFeedUrls: [server.url('/flaky.xml')] });

    expect((await service.news()).isFallback).toBe(true);
    server.setRoute('/flaky.xml', { body: FEED });
    advance(FEED_RETRY_AFTER_MS - 1);
    expect((await service.news()).isFallback).toBe(true);
    expect(server.requests('/flaky.xml')).toBe(1);

    advance(1);
    expect(await service.news()).toMatchObject({ isFallback: false, items: [{ title: 'Live story' }] });
    expect(server.requests('/flaky.xml')).toBe(2);
  });

  it('caches live trends for 24 hours and never rejects when X fails', async () => {
    const x = await startXApiFake({
      bearerToken: 'token',
      users: [{ id: '1', username: 'creator', name: 'Creator' }],
      posts: [{ id: '10', text: 'Post', authorId: '1', likes: 5, createdAt: '2026-05-01T10:00:00.000Z' }],
    });
    try {
      const { service, advance } = serviceWith({ x: { bearerToken: 'token', baseUrl: x.baseUrl } });
      expect(await service.trends()).toMatchObject({ isFallback: false, items: [{ author: '@creator' }] });
      advance(23 * HOUR_MS);
      await service.trends();
      expect(x.requests).toHaveLength(1);

      x.failWith(500);
      advance(HOUR_MS);
      const fallback = await service.trends();
      expect(fallback.isFallback).toBe(true);
      expect(fallback.items).toHaveLength(10);
      expect(x.requests).toHaveLength(2);
    } finally {
      await x.close();
    }
  });
});
