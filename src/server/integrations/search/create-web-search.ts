import type { Env } from '../../env';
import { createBraveAdapter } from './brave';
import { MAX_WEB_SOURCES, createGroundedWebSearch } from './grounded-search';
import type { SearchAdapter } from './provider-request';
import { createSearxngAdapter } from './searxng';
import { createTavilyAdapter } from './tavily';
import type { WebSearch } from './web-search';

export type SearchEnv = Pick<
  Env,
  | 'SEARCH_PROVIDER'
  | 'SEARXNG_URL'
  | 'TAVILY_API_KEY'
  | 'TAVILY_BASE_URL'
  | 'BRAVE_API_KEY'
  | 'BRAVE_BASE_URL'
  | 'SEARCH_TIMEOUT_MS'
>;

export type CreateWebSearchOptions = {
  /**
   * Lets page reads reach loopback and private addresses. Tests only (their pages are served on 127.0.0.1):
   * deliberately not an environment variable, so no deployment can switch the SSRF guard off by config.
   */
  allowPrivateNetwork?: boolean;
};

/** The web search of SEARCH_PROVIDER, or undefined when none is set (research then cites no sources). */
export function createWebSearch(env: SearchEnv, options: CreateWebSearchOptions = {}): WebSearch | undefined {
  const adapter = createSearchAdapter(env);
  if (!adapter) return undefined;
  return createGroundedWebSearch(adapter, {
    timeoutMs: env.SEARCH_TIMEOUT_MS,
    allowPrivateNetwork: options.allowPrivateNetwork ?? false,
  });
}

function createSearchAdapter(env: SearchEnv): SearchAdapter | undefined {
  // Each provider asks for a full list per query: merging and de-duplicating then still fills the sources.
  const resultsPerQuery = MAX_WEB_SOURCES;
  switch (env.SEARCH_PROVIDER) {
    case undefined:
      return undefined;
    case 'searxng':
      return createSearxngAdapter({ baseUrl: required(env.SEARXNG_URL, 'SEARXNG_URL'), resultsPerQuery });
    case 'tavily':
      return createTavilyAdapter({
        apiKey: required(env.TAVILY_API_KEY, 'TAVILY_API_KEY'),
        baseUrl: env.TAVILY_BASE_URL,
        resultsPerQuery,
      });
    case 'brave':
      return createBraveAdapter({
        apiKey: required(env.BRAVE_API_KEY, 'BRAVE_API_KEY'),
        baseUrl: env.BRAVE_BASE_URL,
        resultsPerQuery,
      });
  }
}

/** env.ts already refuses these combinations at boot; this keeps the types honest. */
function required(value: string | undefined, name: string): string {
  if (!value) throw new Error(`${name} is required for SEARCH_PROVIDER`);
  return value;
}
