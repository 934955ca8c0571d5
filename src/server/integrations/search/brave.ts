import { z } from 'zod';
import { plainTextOf } from './page-text';
import { endpointUrl, searchAdapter } from './provider-request';

export const BRAVE_DEFAULT_BASE_URL = 'https://api.search.brave.com';

/** Brave's web search API: `GET /res/v1/web/search?q=…`, the key in `X-Subscription-Token`. */
export function createBraveAdapter(options: { apiKey: string; baseUrl?: string; resultsPerQuery: number }) {
  return searchAdapter({
    provider: 'brave',
    label: 'Brave Search',
    request(query) {
      const url = endpointUrl(options.baseUrl ?? BRAVE_DEFAULT_BASE_URL, '/res/v1/web/search');
      url.search = new URLSearchParams({ q: query, count: String(options.resultsPerQuery) }).toString();
      return { url, headers: { accept: 'application/json', 'x-subscription-token': options.apiKey } };
    },
    // `web` is left out when nothing was found.
    responseSchema: z.object({ web: z.object({ results: z.array(z.unknown()) }).optional() }),
    results: (response) => response.web?.results ?? [],
    resultSchema: z.object({
      url: z.string(),
      title: z.string().nullish(),
      description: z.string().nullish(),
      extra_snippets: z.array(z.string()).nullish(),
    }),
    hit: (result) => ({
      url: result.url,
      title: plainTextOf(result.title ?? ''),
      // Brave marks the query's words with <strong> in its descriptions.
      snippet: plainTextOf([result.description ?? '', ...(result.extra_snippets ?? [])].join(' ')),
    }),
  });
}
