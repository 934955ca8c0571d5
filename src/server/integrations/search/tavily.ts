import { contentResults } from './content-results';
import { endpointUrl, searchAdapter } from './provider-request';

export const TAVILY_DEFAULT_BASE_URL = 'https://api.tavily.com';

/** Tavily's search API (docs.tavily.com, "Tavily Search"): `POST /search` with a JSON body, a Bearer key. */
export function createTavilyAdapter(options: { apiKey: string; baseUrl?: string; resultsPerQuery: number }) {
  return searchAdapter({
    provider: 'tavily',
    label: 'Tavily',
    request: (query) => ({
      url: endpointUrl(options.baseUrl ?? TAVILY_DEFAULT_BASE_URL, '/search'),
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
    }),
    ...contentResults,
  });
}
