import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { listenOnLoopback, startPathServer, type Hang } from './loopback';

/** One result a fake search provider lists for a query; `snippet` may carry HTML, as Brave's does. */
export type FakeSearchHit = { title: string; url: string; snippet: string };

/** What the fake providers find, by exact query (or the status that query fails with); others find nothing. */
export type FakeSearchIndex = Record<string, FakeSearchHit[] | { status: number }>;

/** Makes every search answer this way instead (undefined: answer normally again). */
export type FakeProviderFailure = { status: number } | { invalidJson: true } | { hang: true };

export type RecordedSearchRequest = {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  body: string;
};

type Answer = { status: number; body: unknown };

/** The shared machinery of the three provider fakes: request log, failure switch, hanging responses. */
async function startProviderFake(answer: (request: RecordedSearchRequest) => Answer) {
  const requests: RecordedSearchRequest[] = [];
  const hanging = new Set<ServerResponse>();
  let failure: FakeProviderFailure | undefined;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = {
        method: req.method ?? 'GET',
        url: new URL(req.url ?? '/', 'http://localhost'),
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);
      if (failure && 'hang' in failure) {
        hanging.add(res);
        return;
      }
      if (failure && 'invalidJson' in failure) {
        res.writeHead(200, { 'content-type': 'application/json' }).end('<html>Bad gateway</html>');
        return;
      }
      const { status, body } = failure
        ? { status: failure.status, body: { error: 'failure chosen by the test' } }
        : answer(request);
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  const { origin, close } = await listenOnLoopback(server, hanging);
  return {
    baseUrl: origin,
    requests,
    failWith(next: FakeProviderFailure | undefined) {
      failure = next;
    },
    close,
  };
}

export type FakeSearchProvider = Awaited<ReturnType<typeof startProviderFake>>;

/**
 * An HTTP-level fake of a SearXNG instance's JSON API (`GET /search?q=…&format=json`). Like SearXNG with the
 * JSON format switched off, it answers 403 to any other format.
 */
export function startSearxngFake(options: { index: FakeSearchIndex }) {
  return startProviderFake(({ method, url }) => {
    if (method !== 'GET' || url.pathname !== '/search') return { status: 404, body: { error: 'Not Found' } };
    if (url.searchParams.get('format') !== 'json') return { status: 403, body: { error: 'Forbidden' } };
    const query = url.searchParams.get('q') ?? '';
    const hits = options.index[query] ?? [];
    if (!Array.isArray(hits)) return { status: hits.status, body: { error: 'failure chosen by the test' } };
    return {
      status: 200,
      body: {
        query,
        number_of_results: hits.length,
        results: hits.map((hit, index) => ({
          url: hit.url,
          title: hit.title,
          content: hit.snippet,
          engine: 'duckduckgo',
          parsed_url: parsedUrl(hit.url),
          template: 'default.html',
          engines: ['duckduckgo'],
          positions: [index + 1],
          score: 1 / (index + 1),
          category: 'general',
        })),
        answers: [],
        corrections: [],
        infoboxes: [],
        suggestions: [],
        unresponsive_engines: [],
      },
    };
  });
}

/**
 * An HTTP-level fake of Tavily's `POST /search`. It answers only the expected Bearer key (401 otherwise, as
 * Tavily does) and honours `max_results`.
 */
export function startTavilyFake(options: { apiKey: string; index: FakeSearchIndex }) {
  return startProviderFake(({ method, url, headers, body }) => {
    if (method !== 'POST' || url.pathname !== '/search')
      return { status: 404, body: { detail: 'Not Found' } };
    if (headers.authorization !== `Bearer ${options.apiKey}`) {
      return { status: 401, body: { detail: { error: 'Unauthorized: missing or invalid API key.' } } };
    }
    let request: { query?: unknown; max_results?: unknown };
    try {
      request = JSON.parse(body) as typeof request;
    } catch {
      return { status: 400, body: { detail: { error: 'Invalid JSON body' } } };
    }
    if (typeof request.query !== 'string')
      return { status: 400, body: { detail: { error: 'query is required' } } };
    const maxResults = typeof request.max_results === 'number' ? request.max_results : 5;
    const listed = options.index[request.query] ?? [];
    if (!Array.isArray(listed))
      return { status: listed.status, body: { detail: { error: 'failure chosen by the test' } } };
    const hits = listed.slice(0, maxResults);
    return {
      status: 200,
      body: {
        query: request.query,
        follow_up_questions: null,
        answer: null,
        images: [],
        results: hits.map((hit, index) => ({
          title: hit.title,
          url: hit.url,
          content: hit.snippet,
          score: 0.9 - index / 10,
          raw_content: null,
        })),
        response_time: '0.42',
        request_id: 'req_fake',
      },
    };
  });
}

/**
 * An HTTP-level fake of Brave's `GET /res/v1/web/search`. It answers only the expected `X-Subscription-Token`
 * and honours `count`; like Brave, it leaves `web` out when nothing is found.
 */
export function startBraveFake(options: { apiKey: string; index: FakeSearchIndex }) {
  return startProviderFake(({ method, url, headers }) => {
    if (method !== 'GET' || url.pathname !== '/res/v1/web/search') {
      return { status: 404, body: { type: 'ErrorResponse', error: { status: 404, detail: 'Not Found' } } };
    }
    if (headers['x-subscription-token'] !== options.apiKey) {
      return {
        status: 401,
        body: {
          type: 'ErrorResponse',
          error: {
            code: 'SUBSCRIPTION_TOKEN_INVALID',
            status: 401,
            detail: 'The provided subscription token is invalid.',
          },
        },
      };
    }
    const query = url.searchParams.get('q') ?? '';
    const listed = options.index[query] ?? [];
    if (!Array.isArray(listed)) {
      return { status: listed.status, body: { type: 'ErrorResponse', error: { status: listed.status } } };
    }
    const hits = listed.slice(0, Number(url.searchParams.get('count') ?? 20));
    return {
      status: 200,
      body: {
        type: 'search',
        query: { original: query, more_results_available: false },
        mixed: { type: 'mixed', main: hits.map((_, index) => ({ type: 'web', index, all: false })) },
        ...(hits.length === 0
          ? {}
          : {
              web: {
                type: 'search',
                family_friendly: true,
                results: hits.map((hit) => ({
                  type: 'search_result',
                  title: hit.title,
                  url: hit.url,
                  description: hit.snippet,
                  is_source_local: false,
                  is_source_both: false,
                  language: 'en',
                  family_friendly: true,
                  profile: { name: new URL(hit.url).hostname, url: hit.url },
                  meta_url: {
                    scheme: 'https',
                    netloc: new URL(hit.url).hostname,
                    path: new URL(hit.url).pathname,
                  },
                })),
              },
            }),
      },
    };
  });
}

const parsedUrl = (link: string) => {
  const url = new URL(link);
  return [url.protocol.replace(':', ''), url.host, url.pathname, '', url.search.slice(1), url.hash.slice(1)];
};

/**
 * A page as the page server serves it: a body (gzip-encoded on the wire when `gzip`), a redirect
 * (`redirectTo`), or `hang` (headers never sent: a page that times out).
 */
export type FakePage = PageAnswer | Hang;
type PageAnswer =
  | { status?: number; contentType?: string; body?: string; gzip?: boolean }
  | { redirectTo: string; status?: number };

/** Web pages on 127.0.0.1 for the sources to be read from; every request is counted. */
export async function startPageServer(pages: Record<string, FakePage> = {}) {
  const { set, ...server } = await startPathServer<PageAnswer>(pages, answerPage, {
    contentType: 'text/html',
    body: '<h1>Not found</h1>',
  });
  return { ...server, setPage: set };
}

function answerPage(page: PageAnswer, res: ServerResponse): void {
  if ('redirectTo' in page) {
    res.writeHead(page.status ?? 302, { location: page.redirectTo }).end();
    return;
  }
  const body = Buffer.from(page.body ?? '');
  res
    .writeHead(page.status ?? 200, {
      'content-type': page.contentType ?? 'text/html; charset=utf-8',
      ...(page.gzip ? { 'content-encoding': 'gzip' } : {}),
    })
    .end(page.gzip ? gzipSync(body) : body);
}

export type FakePageServer = Awaited<ReturnType<typeof startPageServer>>;

/** A small article page with site chrome around it, as real pages have. */
export function articlePage(title: string, paragraphs: string[]): string {
  return `<!doctype html><html><head><title>${title}</title><style>p{color:red}</style>
<script>window.tracking = true;</script></head><body>
<nav><a href="/">Home</a> <a href="/about">About</a></nav>
<main><h1>${title}</h1>${paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join('\n')}</main>
<footer>Copyright Example Media</footer></body></html>`;
}
