import { Hono } from 'hono';
import {
  NEWS_ITEMS_SHOWN,
  NEWS_SUMMARY_MAX,
  NEWS_TITLE_MAX,
  TRENDS_SHOWN,
  truncate,
  type NewsResponse,
  type TrendsResponse,
} from '@shared/feeds';
import type { SessionReader } from '../session-reader';
import { requireSession } from '../middleware/session';
import type { FeedService } from '../services/feeds';

/** `private`: only signed-in users may read it, so shared caches must not keep it; 5 minutes is the client's stale time. */
const CACHE_CONTROL = 'private, max-age=300';

/** The dashboard's "What's Happening Today" news and "Trending in Content Creation" posts. */
export function feedRoutes(sessions: SessionReader, feeds: FeedService) {
  return new Hono()
    .use(requireSession(sessions))
    .get('/news', async (c) => {
      const { items, isFallback } = await feeds.news();
      const body: NewsResponse = {
        items: items.slice(0, NEWS_ITEMS_SHOWN).map((item) => ({
          ...item,
          title: truncate(item.title, NEWS_TITLE_MAX),
          summary: truncate(item.summary, NEWS_SUMMARY_MAX),
        })),
        isFallback,
      };
      c.header('Cache-Control', CACHE_CONTROL);
      return c.json(body);
    })
    .get('/trends', async (c) => {
      const { items, isFallback } = await feeds.trends();
      const body: TrendsResponse = { items: items.slice(0, TRENDS_SHOWN), isFallback };
      c.header('Cache-Control', CACHE_CONTROL);
      return c.json(body);
    });
}
