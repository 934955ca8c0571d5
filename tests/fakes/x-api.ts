import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { listenOnLoopback } from './loopback';

export type FakeXPost = { id: string; text: string; authorId: string; likes: number; createdAt: string };
export type FakeXUser = { id: string; username: string; name: string };

/**
 * An HTTP-level fake of X's v2 recent-search endpoint (`GET /2/tweets/search/recent`). It answers only the
 * expected Bearer token, as X does (401 otherwise), and records every request for the tests to inspect.
 */
export async function startXApiFake(options: {
  bearerToken: string;
  posts: FakeXPost[];
  users: FakeXUser[];
}) {
  const requests: { url: URL; headers: IncomingHttpHeaders }[] = [];
  let failWithStatus: number | undefined;
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    requests.push({ url, headers: req.headers });
    const json = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

    if (req.method !== 'GET' || url.pathname !== '/2/tweets/search/recent') {
      return json(404, { title: 'Not Found Error', status: 404 });
    }
    if (req.headers.authorization !== `Bearer ${options.bearerToken}`) {
      return json(401, { title: 'Unauthorized', type: 'about:blank', status: 401, detail: 'Unauthorized' });
    }
    if (failWithStatus) return json(failWithStatus, { title: 'Service Unavailable', status: failWithStatus });

    const maxResults = Number(url.searchParams.get('max_results') ?? 10);
    const posts = options.posts.slice(0, maxResults);
    const authorIds = new Set(posts.map((post) => post.authorId));
    json(200, {
      data: posts.map((post) => ({
        id: post.id,
        text: post.text,
        author_id: post.authorId,
        created_at: post.createdAt,
        edit_history_tweet_ids: [post.id],
        public_metrics: {
          retweet_count: 3,
          reply_count: 2,
          like_count: post.likes,
          quote_count: 1,
          bookmark_count: 0,
          impression_count: post.likes * 20,
        },
      })),
      includes: { users: options.users.filter((user) => authorIds.has(user.id)) },
      meta: { result_count: posts.length, newest_id: posts[0]?.id, oldest_id: posts.at(-1)?.id },
    });
  });
  const { origin, close } = await listenOnLoopback(server);

  return {
    baseUrl: origin,
    requests,
    /** Makes every authorised search fail with this status (undefined: answer normally again). */
    failWith(status: number | undefined) {
      failWithStatus = status;
    },
    close,
  };
}
