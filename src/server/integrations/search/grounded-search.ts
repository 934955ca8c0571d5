import type { WebSource } from '../ai/types';
import { readPageText } from './page-text';
import { WebSearchError, type SearchAdapter, type SearchHit } from './provider-request';
import type { WebSearch } from './web-search';

/** The research step keeps 3 search queries (`RESEARCH_QUERIES_KEPT`). */
export const MAX_SEARCH_QUERIES = 3;
/** Sources handed to the report, and so shown on the Sources row. */
export const MAX_WEB_SOURCES = 5;
/** Page text kept per source: more than the report prompt quotes, far less than a long page. */
export const MAX_EXCERPT_CHARS = 4_000;

export type GroundedSearchOptions = {
  /** The whole search, provider calls and page reads together (SEARCH_TIMEOUT_MS). */
  timeoutMs: number;
  /** Tests only (pages served on 127.0.0.1); never set from the environment. */
  allowPrivateNetwork: boolean;
};

/**
 * A WebSearch on top of one provider: looks the queries up in parallel, merges the results (taking each
 * query's best in turn, one source per URL, web links only), then reads each kept page so the report is
 * grounded on what the page says; a page that cannot be read is represented by the provider's snippet.
 */
export function createGroundedWebSearch(adapter: SearchAdapter, options: GroundedSearchOptions): WebSearch {
  return {
    provider: adapter.provider,
    async search(queries, signal) {
      const kept = queries
        .map((query) => query.trim())
        .filter(Boolean)
        .slice(0, MAX_SEARCH_QUERIES);
      if (kept.length === 0) return [];
      const deadline = Date.now() + options.timeoutMs;
      const call = {
        timeoutMs: options.timeoutMs,
        signal: AbortSignal.any([signal, AbortSignal.timeout(options.timeoutMs)]),
      };

      const answers = await Promise.allSettled(kept.map((query) => adapter.searchQuery(query, call)));
      throwIfCancelled(adapter, signal);
      const found = answers.flatMap((answer) => (answer.status === 'fulfilled' ? [answer.value] : []));
      // One failed query (a rate limit, say) still leaves the others' results worth citing.
      if (found.length === 0) throw (answers[0] as PromiseRejectedResult).reason;

      const hits = interleaveUniqueWebHits(found, MAX_WEB_SOURCES);
      const sources = await Promise.all(
        hits.map((hit) => groundOnPage(hit, deadline - Date.now(), signal, options.allowPrivateNetwork)),
      );
      throwIfCancelled(adapter, signal);
      return sources.filter((source): source is WebSource => source !== undefined);
    },
  };
}

function throwIfCancelled(adapter: SearchAdapter, signal: AbortSignal) {
  if (signal.aborted) {
    throw new WebSearchError(`${adapter.label} search was cancelled`, { cause: signal.reason });
  }
}

/** Round-robin over the queries' result lists, so every query is represented among the first sources. */
function interleaveUniqueWebHits(lists: SearchHit[][], limit: number): SearchHit[] {
  const seen = new Set<string>();
  const kept: SearchHit[] = [];
  const longest = Math.max(...lists.map((list) => list.length));
  for (let rank = 0; rank < longest && kept.length < limit; rank++) {
    for (const list of lists) {
      const hit = list[rank];
      const url = hit && webUrl(hit.url);
      if (!hit || !url || kept.length >= limit) continue;
      const key = `${url.origin}${url.pathname.replace(/\/+$/, '')}${url.search}`;
      if (seen.has(key)) continue;
      seen.add(key);
      kept.push({ ...hit, url: url.href });
    }
  }
  return kept;
}

/** Only http(s) links become sources; the fragment never names a different page. */
function webUrl(link: string): URL | undefined {
  try {
    const url = new URL(link.trim());
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    url.hash = '';
    return url;
  } catch {
    return undefined;
  }
}

async function groundOnPage(
  hit: SearchHit,
  remainingMs: number,
  signal: AbortSignal,
  allowPrivateNetwork: boolean,
): Promise<WebSource | undefined> {
  const title = hit.title || new URL(hit.url).hostname;
  let text = '';
  if (remainingMs > 0) {
    try {
      text = await readPageText(hit.url, { timeoutMs: remainingMs, signal, allowPrivateNetwork });
    } catch {
      // Unreadable page (refused address, error status, not a document, too big, too slow): use the snippet.
    }
  }
  text ||= hit.snippet;
  // Nothing to ground the report on: citing it would be citing a bare link.
  if (!text) return undefined;
  return { title, url: hit.url, excerpt: text.slice(0, MAX_EXCERPT_CHARS), chars: text.length };
}
