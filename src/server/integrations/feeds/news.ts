import { createHash } from 'node:crypto';
import { convert } from 'html-to-text';
import type Parser from 'rss-parser';
import type { NewsItem } from '@shared/feeds';
import { fetchBoundedText, type BoundedFetchOptions } from './fetch-bounded';

export type NewsFeedFailure = { url: string; error: unknown };
export type NewsFeedsResult = {
  /** Every usable item of the feeds that answered: newest first, one per link. */
  items: NewsItem[];
  failures: NewsFeedFailure[];
};

/** Feeds are small documents; anything bigger is not a feed we want to parse on a request path. */
export const NEWS_FEED_MAX_BYTES = 2 * 1024 * 1024;

/** rss-parser (with its XML parser) is imported when feeds are first read, not on every start of the server. */
let parser: Promise<Parser> | undefined;
const feedParser = () => (parser ??= import('rss-parser').then(({ default: RssParser }) => new RssParser()));

/** Reads the RSS/Atom feeds in parallel; a feed that fails is reported, never fatal for the others. */
export async function readNewsFeeds(
  urls: readonly string[],
  options: Omit<BoundedFetchOptions, 'maxBytes' | 'headers'> & { maxBytes?: number },
): Promise<NewsFeedsResult> {
  const settled = await Promise.allSettled(
    urls.map(async (url) => {
      const xml = await fetchBoundedText(url, {
        ...options,
        maxBytes: options.maxBytes ?? NEWS_FEED_MAX_BYTES,
        headers: { accept: 'application/rss+xml, application/atom+xml, application/xml;q=0.9, */*;q=0.5' },
      });
      return toNewsItems(await (await feedParser()).parseString(xml), url);
    }),
  );
  const failures: NewsFeedFailure[] = [];
  const items: NewsItem[] = [];
  settled.forEach((result, index) => {
    if (result.status === 'fulfilled') items.push(...result.value);
    else failures.push({ url: urls[index]!, error: result.reason });
  });
  return { items: newestFirstUniqueByLink(items), failures };
}

type ParsedFeed = Awaited<ReturnType<Parser['parseString']>>;

function toNewsItems(feed: ParsedFeed, feedUrl: string): NewsItem[] {
  const source = plainText(feed.title ?? '') || new URL(feedUrl).hostname;
  return feed.items.flatMap((item) => {
    const url = httpUrl(item.link);
    // Titles go through the HTML converter too: feeds often escape twice (WordPress sends "&amp;#8217;").
    const title = plainText(item.title ?? '');
    const published = new Date(item.isoDate ?? item.pubDate ?? '');
    // An undated item can be neither ordered nor labelled truthfully, so it is left out rather than given a date.
    if (!url || !title || Number.isNaN(published.getTime())) return [];
    return [
      {
        id: createHash('sha256').update(url).digest('hex').slice(0, 16),
        title,
        // RSS puts the teaser in <description> (parsed as `content`); Atom has <summary>, else <content>.
        summary: plainText(item.summary ?? item.content ?? ''),
        url,
        publishedAt: published.toISOString(),
        source,
      },
    ];
  });
}

/** Only web links leave the server: a feed could carry javascript: or data: URLs. */
function httpUrl(link: string | undefined): string | undefined {
  if (!link) return undefined;
  try {
    const url = new URL(link.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

function plainText(html: string): string {
  return convert(html, {
    wordwrap: false,
    selectors: [
      { selector: 'a', options: { ignoreHref: true } },
      { selector: 'img', format: 'skip' },
      // html-to-text shouts headings by default; a teaser should read as written.
      ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((selector) => ({
        selector,
        options: { uppercase: false },
      })),
    ],
  })
    .replace(/\s+/g, ' ')
    .trim();
}

function newestFirstUniqueByLink(items: NewsItem[]): NewsItem[] {
  const sorted = [...items].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
  const seen = new Set<string>();
  return sorted.filter((item) => !seen.has(item.url) && seen.add(item.url));
}
