import { z } from 'zod';
import { plainTextOf } from './page-text';
import type { SearchHit } from './provider-request';

/**
 * The answer shape SearXNG and Tavily share: `{ results: [{ url, title, content }] }`, the snippet in `content`.
 * Spread into their adapter definitions, so both read it the same way.
 */
export const contentResults = {
  responseSchema: z.object({ results: z.array(z.unknown()) }),
  results: (response: { results: unknown[] }) => response.results,
  resultSchema: z.object({ url: z.string(), title: z.string().nullish(), content: z.string().nullish() }),
  hit: (result: { url: string; title?: string | null; content?: string | null }): SearchHit => ({
    url: result.url,
    title: plainTextOf(result.title ?? ''),
    snippet: plainTextOf(result.content ?? ''),
  }),
};
