import {
  FEED_CACHE_HOURS,
  NEWS_ITEMS_SHOWN,
  NEWS_SUMMARY_MAX,
  NEWS_TITLE_MAX,
  TRENDS_SHOWN,
  truncate,
  type NewsResponse,
  type TrendsResponse,
} from '@shared/feeds';
import type { Env } from '../env';
import { readNewsFeeds } from '../integrations/feeds/news';
import { sampleNews, sampleTrends } from '../integrations/feeds/samples';
import { fetchXTrends } from '../integrations/feeds/trends';
import type { Logger } from '../logger';

export type FeedConfig = {
  newsFeedUrls: readonly string[];
  x?: { bearerToken: string; baseUrl?: string; query?: string };
  timeoutMs: number;
};

export type FeedService = {
  news(): Promise<NewsResponse>;
  trends(): Promise<TrendsResponse>;
};

const LIVE_TTL_MS = FEED_CACHE_HOURS * 60 * 60 * 1000;
/** After a failed fetch the samples are kept only briefly, so live data comes back soon after an outage. */
export const FEED_RETRY_AFTER_MS = 5 * 60 * 1000;

export function feedConfigFromEnv(env: Env): FeedConfig {
  return {
    newsFeedUrls: env.NEWS_FEEDS,
    x: env.X_BEARER_TOKEN
      ? { bearerToken: env.X_BEARER_TOKEN, baseUrl: env.X_API_BASE_URL, query: env.X_TRENDS_QUERY }
      : undefined,
    timeoutMs: env.FEEDS_TIMEOUT_MS,
  };
}

/**
 * News and trends for the dashboard, cached in this process: live items for 24 hours, samples (flagged
 * `isFallback`) when nothing is configured or every source failed. Never rejects: a failure is logged and
 * answered with the samples.
 */
export function createFeedService(deps: {
  config: FeedConfig;
  logger: Logger;
  now?: () => Date;
  fetch?: typeof fetch;
}): FeedService {
  const { config, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const fetchOptions = { timeoutMs: config.timeoutMs, fetch: deps.fetch };

  const news = cachedLoader(now, async (): Promise<Loaded<NewsResponse>> => {
    const fallback = { value: { items: sampleNews(now()), isFallback: true }, ttlMs: FEED_RETRY_AFTER_MS };
    if (config.newsFeedUrls.length === 0) return fallback;
    try {
      const result = await readNewsFeeds(config.newsFeedUrls, fetchOptions);
      for (const failure of result.failures) {
        logger.warn({ feed: failure.url, err: failure.error }, 'news feed unavailable');
      }
      if (result.items.length === 0) {
        logger.warn({ feeds: config.newsFeedUrls.length }, 'no live news; showing the sample news');
        return fallback;
      }
      return { value: { items: result.items, isFallback: false }, ttlMs: LIVE_TTL_MS };
    } catch (error) {
      logger.error({ err: error }, 'reading the news feeds failed; showing the sample news');
      return fallback;
    }
  });

  const trends = cachedLoader(now, async (): Promise<Loaded<TrendsResponse>> => {
    const fallback = { value: { items: sampleTrends(), isFallback: true }, ttlMs: FEED_RETRY_AFTER_MS };
    if (!config.x) return fallback;
    try {
      const items = await fetchXTrends({ ...config.x, ...fetchOptions });
      if (items.length === 0) {
        logger.warn('X recent search found no posts; showing the sample trends');
        return fallback;
      }
      return { value: { items, isFallback: false }, ttlMs: LIVE_TTL_MS };
    } catch (error) {
      logger.warn({ err: error }, 'X trends unavailable; showing the sample trends');
      return fallback;
    }
  });

  return { news, trends };
}

type Loaded<T> = { value: T; ttlMs: number };

/** Keeps the last value until it expires; callers arriving while a load runs share that one load. */
function cachedLoader<T>(now: () => Date, load: () => Promise<Loaded<T>>): () => Promise<T> {
  let cached: { value: T; expiresAt: number } | undefined;
  let inFlight: Promise<T> | undefined;
  return () => {
    if (cached && now().getTime() < cached.expiresAt) return Promise.resolve(cached.value);
    inFlight ??= load()
      .then(({ value, ttlMs }) => {
        cached = { value, expiresAt: now().getTime() + ttlMs };
        return value;
      })
      .finally(() => {
        inFlight = undefined;
      });
    return inFlight;
  };
}

/** The news as the dashboard shows it, wherever it is sent from (the API, the page's own HTML): the first few, cut short. */
export function newsAsShown({ items, isFallback }: NewsResponse): NewsResponse {
  return {
    items: items.slice(0, NEWS_ITEMS_SHOWN).map((item) => ({
      ...item,
      title: truncate(item.title, NEWS_TITLE_MAX),
      summary: truncate(item.summary, NEWS_SUMMARY_MAX),
    })),
    isFallback,
  };
}

/** The trending posts as the dashboard shows them: the first few. */
export function trendsAsShown({ items, isFallback }: TrendsResponse): TrendsResponse {
  return { items: items.slice(0, TRENDS_SHOWN), isFallback };
}
