import { z } from 'zod';
import { plainTextOf } from './page-text';
import {
  WebSearchError,
  endpointUrl,
  itemsMatching,
  requestProviderJson,
  type SearchAdapter,
} from './provider-request';

export const TAVILY_DEFAULT_BASE_URL = 'https://api.tavily.com';

// Only the fields we use (docs.tavily.com, "Tavily Search").
const responseSchema = z.object({ results: z.array(z.unknown()) });
const resultSchema = z.object({
  url: z.string(),
  title: z.string().nullish(),
  content: z.string().nullish(),
});

/** Tavily's search API: `POST /search` with a JSON body, the key as a Bearer token. */
export function createTavilyAdapter(options: {
  apiKey: string;
  baseUrl?: string;
  resultsPerQuery: number;
}): SearchAdapter {
  const label = 'Tavily';
  return {
    provider: 'tavily',
    label,
    async searchQuery(query, call) {
      const url = endpointUrl(options.baseUrl ?? TAVILY_DEFAULT_BASE_URL, '/search');
      const json = await requestProviderJson(
        label,
        url.toString(),
        {
          method: 'POST',
          headers: {
            authorization: `Bearer ${options.apiKey}`,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          // We read the pages ourselves, so neither Tavily's answer nor its raw page content is asked for.
          body: JSON.stringify({
            query,
            search_depth: 'basic',
            max_results: options.resultsPerQuery,
            include_answer: false,
            include_raw_content: false,
            include_images: false,
          }),
        },
        call,
      );
      const parsed = responseSchema.safeParse(json);
      if (!parsed.success) throw new WebSearchError(`${label} answered an unexpected shape`);
      return itemsMatching(resultSchema, parsed.data.results).map((result) => ({
        url: result.url,
        title: plainTextOf(result.title ?? ''),
        snippet: plainTextOf(result.content ?? ''),
      }));
    },
  };
}
