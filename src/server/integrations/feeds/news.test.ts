import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { atomFeed, rssFeed, startFeedServer, type FakeFeedServer } from '../../../../tests/fakes/rss-server';
import { readNewsFeeds } from './news';

let server: FakeFeedServer;
beforeAll(async () => {
  server = await startFeedServer();
});
afterAll(async () => {
  await server.close();
});

describe('readNewsFeeds', () => {
  it('reports a feed larger than the size cap as failed and keeps the others', async () => {
    const story = {
      title: 'Small',
      link: 'https://news.example.com/small',
      published: '2026-05-01T08:00:00Z',
    };
    server.setRoute('/small.xml', { body: rssFeed('Small', [story]) });
    server.setRoute('/huge.xml', {
      body: rssFeed('Huge', [
        { ...story, link: 'https://news.example.com/huge', summary: 'x'.repeat(20_000) },
      ]),
    });
    const result = await readNewsFeeds([server.url('/huge.xml'), server.url('/small.xml')], {
      timeoutMs: 1_000,
      maxBytes: 10_000,
    });
    expect(result.items.map((item) => item.url)).toEqual(['https://news.example.com/small']);
    expect(result.failures).toEqual([{ url: server.url('/huge.xml'), error: expect.any(Error) }]);
    expect(String(result.failures[0]?.error)).toMatch(/larger than 10000 bytes/);
  });

  it('decodes escaped titles, names the source by host when the feed has no title, and skips undated items', async () => {
    server.setRoute('/entities.xml', {
      body: atomFeed('', [
        {
          title: 'Creators&#8217; guide to hooks &amp; reach',
          link: 'https://news.example.com/guide',
          summary: '<ul><li>One</li><li>Two</li></ul>',
          published: '2026-05-01T08:00:00Z',
        },
        { title: 'Undated', link: 'https://news.example.com/undated' },
      ]),
      contentType: 'application/atom+xml',
    });
    const result = await readNewsFeeds([server.url('/entities.xml')], { timeoutMs: 1_000 });
    expect(result.failures).toEqual([]);
    expect(result.items).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f]{16}$/),
        title: 'Creators’ guide to hooks & reach',
        summary: expect.stringMatching(/One.*Two/),
        url: 'https://news.example.com/guide',
        publishedAt: '2026-05-01T08:00:00.000Z',
        source: '127.0.0.1',
      },
    ]);
  });
});
