import { z } from 'zod';
import { TRENDS_SHOWN, formatEngagement, type TrendingPost } from '@shared/feeds';
import { FeedHttpError, fetchBoundedText } from './fetch-bounded';

export const X_API_DEFAULT_BASE_URL = 'https://api.x.com';
export const X_TRENDS_DEFAULT_QUERY = '#contentcreator -is:retweet lang:en';
const X_RESPONSE_MAX_BYTES = 1024 * 1024;

export type XTrendsOptions = {
  bearerToken: string;
  baseUrl?: string;
  query?: string;
  timeoutMs: number;
  fetch?: typeof fetch;
};

// Only the fields we use; X adds fields freely, and zod ignores the rest.
const searchResponseSchema = z.object({
  data: z
    .array(
      z.object({
        id: z.string().regex(/^\d+$/),
        text: z.string(),
        author_id: z.string(),
        created_at: z.string().optional(),
        public_metrics: z.object({ like_count: z.number() }).partial().optional(),
      }),
    )
    .optional(),
  includes: z
    .object({ users: z.array(z.object({ id: z.string(), username: z.string() })).optional() })
    .optional(),
});

/** X usernames are 1–15 letters, digits or underscores; anything else is not put into a link. */
const USERNAME = /^\w{1,15}$/;

/** Recent posts for the trends query from X's v2 recent-search API, most liked first. Throws on any failure. */
export async function fetchXTrends(options: XTrendsOptions): Promise<TrendingPost[]> {
  // Appended, not resolved, so a base URL with a path (a proxy) keeps it.
  const base = (options.baseUrl ?? X_API_DEFAULT_BASE_URL).replace(/\/+$/, '');
  const url = new URL(`${base}/2/tweets/search/recent`);
  url.search = new URLSearchParams({
    query: options.query ?? X_TRENDS_DEFAULT_QUERY,
    expansions: 'author_id',
    'tweet.fields': 'public_metrics,created_at',
    'user.fields': 'username',
    max_results: String(TRENDS_SHOWN),
  }).toString();
  const body = await fetchBoundedText(url.toString(), {
    timeoutMs: options.timeoutMs,
    maxBytes: X_RESPONSE_MAX_BYTES,
    headers: { authorization: `Bearer ${options.bearerToken}`, accept: 'application/json' },
    fetch: options.fetch,
  });
  const parsed = searchResponseSchema.safeParse(JSON.parse(body));
  if (!parsed.success) throw new FeedHttpError('X recent search answered an unexpected shape');

  const usernames = new Map((parsed.data.includes?.users ?? []).map((user) => [user.id, user.username]));
  return (parsed.data.data ?? [])
    .flatMap((post) => {
      const username = usernames.get(post.author_id);
      if (!username || !USERNAME.test(username)) return [];
      const likes = post.public_metrics?.like_count ?? 0;
      const postedAt =
        post.created_at && !Number.isNaN(Date.parse(post.created_at)) ? post.created_at : undefined;
      const item: TrendingPost & { likes: number } = {
        id: post.id,
        author: `@${username}`,
        authorUrl: `https://x.com/${username}`,
        content: unescapeXText(post.text),
        engagement: formatEngagement(likes),
        url: `https://x.com/${username}/status/${post.id}`,
        ...(postedAt ? { postedAt } : {}),
        likes,
      };
      return [item];
    })
    .sort((a, b) => b.likes - a.likes)
    .map(({ likes: _likes, ...post }) => post);
}

/** X returns post text with exactly &, < and > escaped as HTML entities; the dashboard shows plain text. */
function unescapeXText(text: string): string {
  return text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}
