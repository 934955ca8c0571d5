import { contentResults } from './content-results';
import { endpointUrl, searchAdapter } from './provider-request';

/** A SearXNG instance's JSON API (docs.searxng.org, "Search API"): `GET /search?q=…&format=json`, no key. */
export function createSearxngAdapter(options: { baseUrl: string; resultsPerQuery: number }) {
  return searchAdapter({
    provider: 'searxng',
    label: 'SearXNG',
    request(query) {
      const url = endpointUrl(options.baseUrl, '/search');
      url.search = new URLSearchParams({ q: query, format: 'json' }).toString();
      return {
        url,
        headers: { accept: 'application/json' },
        statusHints: { 403: 'add "json" to search.formats in its settings.yml' },
      };
    },
    ...contentResults,
    // SearXNG has no result-count parameter; it answers a page of about 20.
    maxResults: options.resultsPerQuery,
  });
}
