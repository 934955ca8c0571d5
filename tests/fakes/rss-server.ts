import { startPathServer, type Hang } from './loopback';

/** What one path of the fake answers; `hang` accepts the request and never answers (a feed that times out). */
export type FakeFeedRoute = FeedAnswer | Hang;
type FeedAnswer = { status?: number; contentType?: string; body?: string };

/**
 * An HTTP-level fake of news feed hosts on 127.0.0.1: each path answers as configured, and every request is
 * counted so tests can tell whether the app fetched again.
 */
export async function startFeedServer(routes: Record<string, FakeFeedRoute> = {}) {
  const { url, requests, set, close } = await startPathServer<FeedAnswer>(
    routes,
    (route, res) =>
      res
        .writeHead(route.status ?? 200, {
          'content-type': route.contentType ?? 'application/rss+xml; charset=utf-8',
        })
        .end(route.body ?? ''),
    { contentType: 'text/plain', body: 'not found' },
  );
  return { url, requests, setRoute: set, close };
}

export type FakeFeedServer = Awaited<ReturnType<typeof startFeedServer>>;

export type FakeFeedEntry = {
  title: string;
  link?: string;
  /** HTML, as feeds carry it. */
  summary?: string;
  /** ISO timestamp. */
  published?: string;
  id?: string;
};

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** An RSS 2.0 document; summaries go into <description> HTML-escaped, as most publishers send them. */
export function rssFeed(title: string, entries: FakeFeedEntry[]): string {
  const items = entries.map(
    (entry) => `
    <item>
      <title>${escapeXml(entry.title)}</title>
      ${entry.link === undefined ? '' : `<link>${escapeXml(entry.link)}</link>`}
      ${entry.summary === undefined ? '' : `<description>${escapeXml(entry.summary)}</description>`}
      ${entry.published ? `<pubDate>${new Date(entry.published).toUTCString()}</pubDate>` : ''}
      <guid isPermaLink="false">${escapeXml(entry.id ?? entry.link ?? entry.title)}</guid>
    </item>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0">
  <channel>
    <title>${escapeXml(title)}</title>
    <link>https://news.example.com/</link>
    <description>Test feed</description>${items.join('')}
  </channel>
</rss>`;
}

/** An Atom 1.0 document; summaries are `type="html"`. */
export function atomFeed(title: string, entries: FakeFeedEntry[]): string {
  const items = entries.map(
    (entry) => `
  <entry>
    <title>${escapeXml(entry.title)}</title>
    ${entry.link === undefined ? '' : `<link rel="alternate" href="${escapeXml(entry.link)}"/>`}
    <id>${escapeXml(entry.id ?? entry.link ?? entry.title)}</id>
    ${entry.published ? `<published>${entry.published}</published><updated>${entry.published}</updated>` : ''}
    ${entry.summary === undefined ? '' : `<summary type="html">${escapeXml(entry.summary)}</summary>`}
  </entry>`,
  );
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <title>${escapeXml(title)}</title>
  <id>urn:test:${encodeURIComponent(title)}</id>
  <updated>2026-01-01T00:00:00Z</updated>${items.join('')}
</feed>`;
}
