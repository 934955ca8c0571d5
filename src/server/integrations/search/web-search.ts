import type { WebSource } from '../ai/types';

export type SearchProviderName = 'searxng' | 'tavily' | 'brave';

/**
 * Web search for market research (SEARCH_PROVIDER). `search` looks the queries up and returns the pages the
 * report may cite, in citation order; it throws when the provider cannot answer, and the report then goes ahead
 * without sources.
 */
export interface WebSearch {
  readonly provider: SearchProviderName;
  search(queries: string[], signal: AbortSignal): Promise<WebSource[]>;
}
