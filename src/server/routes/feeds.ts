import { Hono } from 'hono';
import type { SessionReader } from '../session-reader';
import { requireSession } from '../middleware/session';
import { newsAsShown, trendsAsShown, type FeedService } from '../services/feeds';

/** `private`: only signed-in users may read it, so shared caches must not keep it; 5 minutes is the client's stale time. */
const CACHE_CONTROL = 'private, max-age=300';

/** The dashboard's "What's Happening Today" news and "Trending in Content Creation" posts. */
export function feedRoutes(sessions: SessionReader, feeds: FeedService) {
  return new Hono()
    .use(requireSession(sessions))
    .get('/news', async (c) => {
      c.header('Cache-Control', CACHE_CONTROL);
      return c.json(newsAsShown(await feeds.news()));
    })
    .get('/trends', async (c) => {
      c.header('Cache-Control', CACHE_CONTROL);
      return c.json(trendsAsShown(await feeds.trends()));
    });
}
