import { z } from 'zod';
import { plainTextOf } from './page-text';
import {
  WebSearchError,
  endpointUrl,
  itemsMatching,
  requestProviderJson,
  type SearchAdapter,
} from './provider-request';

// Only the fields we use (docs.searxng.org, "Search API"); SearXNG adds fields freely.
const responseSchema = z.object({ results: z.array(z.unknown()) });
const resultSchema = z.object({
  url: z.string(),
  title: z.string().nullish(),
  content: z.string().nullish(),
});

/** A SearXNG instance's JSON API: `GET {SEARXNG_URL}/search?q=…&format=json` (no key). */
export function createSearxngAdapter(options: { baseUrl: string; resultsPerQuery: number }): SearchAdapter {
  const label = 'SearXNG';
  return {
    provider: 'searxng',
    label,
    async searchQuery(query, call) {
      const url = endpointUrl(options.baseUrl, '/search');
      url.search = new URLSearchParams({ q: query, format: 'json' }).toString();
      const json = await requestProviderJson(
        label,
        url.toString(),
        {
          headers: { accept: 'application/json' },
          statusHints: { 403: 'add "json" to search.formats in its settings.yml' },
        },
        call,
      );
      const parsed = responseSchema.safeParse(json);
      if (!parsed.success) throw new WebSearchError(`${label} answered an unexpected shape`);
      // SearXNG has no result-count parameter; it answers a page of about 20.
      return itemsMatching(resultSchema, parsed.data.results)
        .slice(0, options.resultsPerQuery)
        .map((result) => ({
          url: result.url,
          title: plainTextOf(result.title ?? ''),
          snippet: plainTextOf(result.content ?? ''),
        }));
    },
  };
}
