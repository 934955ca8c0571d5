import { z } from 'zod';
import { plainTextOf } from './page-text';
import {
  WebSearchError,
  endpointUrl,
  itemsMatching,
  requestProviderJson,
  type SearchAdapter,
} from './provider-request';

export const BRAVE_DEFAULT_BASE_URL = 'https://api.search.brave.com';

// Only the fields we use (Brave Search API, web search). `web` is left out when nothing was found.
const responseSchema = z.object({ web: z.object({ results: z.array(z.unknown()) }).optional() });
const resultSchema = z.object({
  url: z.string(),
  title: z.string().nullish(),
  description: z.string().nullish(),
  extra_snippets: z.array(z.string()).nullish(),
});

/** Brave's web search API: `GET /res/v1/web/search?q=…`, the key in `X-Subscription-Token`. */
export function createBraveAdapter(options: {
  apiKey: string;
  baseUrl?: string;
  resultsPerQuery: number;
}): SearchAdapter {
  const label = 'Brave Search';
  return {
    provider: 'brave',
    label,
    async searchQuery(query, call) {
      const url = endpointUrl(options.baseUrl ?? BRAVE_DEFAULT_BASE_URL, '/res/v1/web/search');
      url.search = new URLSearchParams({ q: query, count: String(options.resultsPerQuery) }).toString();
      const json = await requestProviderJson(
        label,
        url.toString(),
        { headers: { accept: 'application/json', 'x-subscription-token': options.apiKey } },
        call,
      );
      const parsed = responseSchema.safeParse(json);
      if (!parsed.success) throw new WebSearchError(`${label} answered an unexpected shape`);
      return itemsMatching(resultSchema, parsed.data.web?.results ?? []).map((result) => ({
        url: result.url,
        title: plainTextOf(result.title ?? ''),
        // Brave marks the query's words with <strong> in its descriptions.
        snippet: plainTextOf([result.description ?? '', ...(result.extra_snippets ?? [])].join(' ')),
      }));
    },
  };
}
