import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startBraveFake,
  startPageServer,
  startSearxngFake,
  startTavilyFake,
  type FakeSearchIndex,
  type FakeSearchProvider,
  type FakePageServer,
} from '../../../../tests/fakes/search-servers';
import { parseEnv } from '../../env';
import { createWebSearch } from './create-web-search';
import { WebSearchError } from './provider-request';

const TAVILY_KEY = 'tvly-test-key-123';
const BRAVE_KEY = 'brave-test-key-456';

let pages: FakePageServer;
const fakes: FakeSearchProvider[] = [];

beforeAll(async () => {
  pages = await startPageServer();
});
afterAll(async () => {
  await Promise.all([pages.close(), ...fakes.map((fake) => fake.close())]);
});

/** Each provider, started with the same index, and the environment that points the app at it. */
const providers = [
  {
    name: 'searxng',
    key: undefined,
    start: (index: FakeSearchIndex) => startSearxngFake({ index }),
    env: (fake: FakeSearchProvider) => ({ SEARCH_PROVIDER: 'searxng', SEARXNG_URL: fake.baseUrl }),
  },
  {
    name: 'tavily',
    key: TAVILY_KEY,
    start: (index: FakeSearchIndex) => startTavilyFake({ apiKey: TAVILY_KEY, index }),
    env: (fake: FakeSearchProvider) => ({
      SEARCH_PROVIDER: 'tavily',
      TAVILY_API_KEY: TAVILY_KEY,
      TAVILY_BASE_URL: fake.baseUrl,
    }),
  },
  {
    name: 'brave',
    key: BRAVE_KEY,
    start: (index: FakeSearchIndex) => startBraveFake({ apiKey: BRAVE_KEY, index }),
    env: (fake: FakeSearchProvider) => ({
      SEARCH_PROVIDER: 'brave',
      BRAVE_API_KEY: BRAVE_KEY,
      BRAVE_BASE_URL: fake.baseUrl,
    }),
  },
] as const;

async function startProvider(provider: (typeof providers)[number], index: FakeSearchIndex) {
  const fake = await provider.start(index);
  fakes.push(fake);
  return fake;
}

function searchOf(env: Record<string, string>) {
  const webSearch = createWebSearch(parseEnv(env), { allowPrivateNetwork: true });
  if (!webSearch) throw new Error('expected a web search');
  return webSearch;
}

const unanswered = () => new AbortController().signal;

async function until(condition: () => boolean) {
  for (let waited = 0; !condition(); waited += 10) {
    if (waited > 2_000) throw new Error('condition never became true');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('createWebSearch', () => {
  it('is undefined without SEARCH_PROVIDER (research then cites no sources)', () => {
    expect(createWebSearch(parseEnv({}))).toBeUndefined();
  });

  it('asks SearXNG for JSON with the query', async () => {
    const fake = await startProvider(providers[0], {});
    const webSearch = searchOf(providers[0].env(fake));
    expect(webSearch.provider).toBe('searxng');
    await webSearch.search(['plant milk market 2026'], unanswered());
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request?.method).toBe('GET');
    expect(request?.url.pathname).toBe('/search');
    expect(Object.fromEntries(request!.url.searchParams)).toEqual({
      q: 'plant milk market 2026',
      format: 'json',
    });
  });

  it('posts the query to Tavily with the key as a Bearer token and asks for 5 results', async () => {
    const fake = await startProvider(providers[1], {});
    const webSearch = searchOf(providers[1].env(fake));
    expect(webSearch.provider).toBe('tavily');
    await webSearch.search(['plant milk market 2026'], unanswered());
    const [request] = fake.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url.pathname).toBe('/search');
    expect(request?.headers.authorization).toBe(`Bearer ${TAVILY_KEY}`);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request!.body)).toMatchObject({ query: 'plant milk market 2026', max_results: 5 });
  });

  it('asks Brave for 5 results with the key in X-Subscription-Token', async () => {
    const fake = await startProvider(providers[2], {});
    const webSearch = searchOf(providers[2].env(fake));
    expect(webSearch.provider).toBe('brave');
    await webSearch.search(['plant milk market 2026'], unanswered());
    const [request] = fake.requests;
    expect(request?.method).toBe('GET');
    expect(request?.url.pathname).toBe('/res/v1/web/search');
    expect(Object.fromEntries(request!.url.searchParams)).toEqual({
      q: 'plant milk market 2026',
      count: '5',
    });
    expect(request?.headers['x-subscription-token']).toBe(BRAVE_KEY);
    expect(request?.headers.accept).toBe('application/json');
  });

  it('does not call the provider when there is no query', async () => {
    const fake = await startProvider(providers[0], {});
    expect(await searchOf(providers[0].env(fake)).search(['  ', ''], unanswered())).toEqual([]);
    expect(fake.requests).toHaveLength(0);
  });

  it('searches only the first 3 queries', async () => {
    const fake = await startProvider(providers[0], {});
    await searchOf(providers[0].env(fake)).search(['one', 'two', 'three', 'four', 'five'], unanswered());
    expect(fake.requests.map((request) => request.url.searchParams.get('q')).sort()).toEqual([
      'one',
      'three',
      'two',
    ]);
  });
});

describe.each(providers)('$name adapter', (provider) => {
  it('maps the results to sources, titles and snippets as plain text', async () => {
    pages.setPage('/oat-report', { status: 404 });
    const fake = await startProvider(provider, {
      'oat milk share': [
        {
          title: 'Oat milk &amp; the <b>dairy</b> aisle',
          url: pages.url('/oat-report'),
          snippet: 'Oat milk took <strong>18%</strong> of plant milk sales.',
        },
      ],
    });
    const sources = await searchOf(provider.env(fake)).search(['oat milk share'], unanswered());
    expect(sources).toEqual([
      {
        title: 'Oat milk & the dairy aisle',
        url: pages.url('/oat-report'),
        excerpt: 'Oat milk took 18% of plant milk sales.',
        chars: 'Oat milk took 18% of plant milk sales.'.length,
      },
    ]);
  });

  it('fails with the status when the provider answers an error, never showing a key', async () => {
    const fake = await startProvider(provider, {});
    fake.failWith({ status: 503 });
    const error = await searchOf(provider.env(fake))
      .search(['anything'], unanswered())
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(WebSearchError);
    expect((error as Error).message).toMatch(/answered HTTP 503/);
    if (provider.key) expect(JSON.stringify(errorChain(error))).not.toContain(provider.key);
  });

  it('fails when the provider answers something other than JSON', async () => {
    const fake = await startProvider(provider, {});
    fake.failWith({ invalidJson: true });
    await expect(searchOf(provider.env(fake)).search(['anything'], unanswered())).rejects.toThrow(
      /something other than JSON/,
    );
  });

  it('fails with "did not answer in time" at SEARCH_TIMEOUT_MS', async () => {
    const fake = await startProvider(provider, {});
    fake.failWith({ hang: true });
    const started = Date.now();
    await expect(
      searchOf({ ...provider.env(fake), SEARCH_TIMEOUT_MS: '200' }).search(['anything'], unanswered()),
    ).rejects.toThrow(/did not answer in time/);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('stops when the caller aborts', async () => {
    const fake = await startProvider(provider, {});
    fake.failWith({ hang: true });
    const controller = new AbortController();
    const pending = searchOf(provider.env(fake)).search(['anything'], controller.signal);
    await until(() => fake.requests.length === 1);
    controller.abort();
    await expect(pending).rejects.toThrow(/cancelled/);
  });

  it('keeps the results of the queries that answered when another fails', async () => {
    pages.setPage('/kept', { body: '<p>Kept page.</p>' });
    const fake = await startProvider(provider, {
      good: [{ title: 'Kept', url: pages.url('/kept'), snippet: '' }],
      bad: { status: 429 },
    });
    const sources = await searchOf(provider.env(fake)).search(['bad', 'good'], unanswered());
    expect(sources.map((source) => source.excerpt)).toEqual(['Kept page.']);
  });
});

describe.each(providers.filter((provider) => provider.key))('$name key', (provider) => {
  it('is refused with HTTP 401 when wrong, and the message does not repeat it', async () => {
    const fake = await startProvider(provider, {});
    const env = { ...provider.env(fake), [`${provider.name.toUpperCase()}_API_KEY`]: 'wrong-secret-key' };
    const error = await searchOf(env)
      .search(['anything'], unanswered())
      .catch((caught: unknown) => caught);
    expect((error as Error).message).toMatch(/answered HTTP 401/);
    expect(JSON.stringify(errorChain(error))).not.toContain('wrong-secret-key');
  });
});

/** Every message and cause of an error, as a log line would show them. */
function errorChain(error: unknown): string[] {
  const messages: string[] = [];
  for (let current = error; current instanceof Error; current = current.cause) {
    messages.push(`${current.name}: ${current.message}`);
  }
  return messages;
}
