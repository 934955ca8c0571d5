import type { z } from 'zod';
import { FeedHttpError, fetchBoundedText } from '../feeds/fetch-bounded';
import type { SearchProviderName } from './web-search';

/** Search answers are a few kilobytes; a bigger one is not a search answer. */
const PROVIDER_MAX_BYTES = 2 * 1024 * 1024;

/** The provider could not answer. Messages name the provider and what went wrong, never a key. */
export class WebSearchError extends Error {}

/** One result as a provider lists it; the snippet is plain text. */
export type SearchHit = { title: string; url: string; snippet: string };

export type ProviderCall = { timeoutMs: number; signal: AbortSignal };

/** One search provider's API: looks up a single query. */
export type SearchAdapter = {
  readonly provider: SearchProviderName;
  /** The provider as named in error messages, e.g. "Brave Search". */
  readonly label: string;
  searchQuery(query: string, call: ProviderCall): Promise<SearchHit[]>;
};

type ProviderRequest = {
  method?: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  /** Advice added to the error for a status, e.g. SearXNG's 403 when its JSON format is off. */
  statusHints?: Record<number, string>;
};

/** Calls a provider's API (size- and time-bounded) and returns its JSON; throws a WebSearchError otherwise. */
export async function requestProviderJson(
  label: string,
  url: string,
  request: ProviderRequest,
  call: ProviderCall,
): Promise<unknown> {
  let status: number | undefined;
  let text: string;
  try {
    text = await fetchBoundedText(url, {
      timeoutMs: call.timeoutMs,
      maxBytes: PROVIDER_MAX_BYTES,
      headers: request.headers,
      // fetchBoundedText only GETs under its own deadline; this adds the method, the body and our signal.
      fetch: async (input, init) => {
        const response = await fetch(input, {
          ...init,
          method: request.method ?? 'GET',
          body: request.body,
          signal: init?.signal ? AbortSignal.any([init.signal, call.signal]) : call.signal,
        });
        status = response.status;
        return response;
      },
    });
  } catch (error) {
    const hint = status === undefined ? undefined : request.statusHints?.[status];
    const reason = describeFailure(status, error, call.signal);
    throw new WebSearchError(`${label} ${reason}${hint ? ` (${hint})` : ''}`, { cause: error });
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new WebSearchError(`${label} answered something other than JSON`, { cause: error });
  }
}

function describeFailure(status: number | undefined, error: unknown, signal: AbortSignal): string {
  if (status !== undefined && (status < 200 || status > 299)) return `answered HTTP ${status}`;
  if (isTimeout(error) || (signal.aborted && isTimeout(signal.reason))) return 'did not answer in time';
  if (signal.aborted) return 'search was cancelled';
  if (error instanceof FeedHttpError) return `answered more than ${PROVIDER_MAX_BYTES} bytes`;
  return 'could not be reached';
}

const isTimeout = (value: unknown) => value instanceof Error && value.name === 'TimeoutError';

/** Keeps the items of a result list that have the fields we use; one odd item does not sink the others. */
function itemsMatching<T>(schema: z.ZodType<T>, items: readonly unknown[]): T[] {
  return items.flatMap((item) => {
    const parsed = schema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/** Appended, not resolved, so a base URL with a path (a proxy) keeps it. */
export const endpointUrl = (baseUrl: string, path: string) =>
  new URL(`${baseUrl.replace(/\/+$/, '')}${path}`);

/** What makes one provider's API different: how a query is asked, and where its results are in the answer. */
type SearchAdapterDefinition<TResponse, TResult> = {
  provider: SearchProviderName;
  /** The provider as named in error messages, e.g. "Brave Search". */
  label: string;
  request(query: string): { url: URL } & ProviderRequest;
  /** Only the fields we use; providers add fields freely. */
  responseSchema: z.ZodType<TResponse>;
  results(response: TResponse): readonly unknown[];
  /** A result that does not match is skipped, not an error. */
  resultSchema: z.ZodType<TResult>;
  hit(result: TResult): SearchHit;
  /** For a provider that cannot be asked for fewer results. */
  maxResults?: number;
};

/** A provider adapter: asks one query, checks the answer's shape, and keeps the results that match. */
export function searchAdapter<TResponse, TResult>(
  definition: SearchAdapterDefinition<TResponse, TResult>,
): SearchAdapter {
  const { label } = definition;
  return {
    provider: definition.provider,
    label,
    async searchQuery(query, call) {
      const { url, ...request } = definition.request(query);
      const json = await requestProviderJson(label, url.toString(), request, call);
      const parsed = definition.responseSchema.safeParse(json);
      if (!parsed.success) throw new WebSearchError(`${label} answered an unexpected shape`);
      return itemsMatching(definition.resultSchema, definition.results(parsed.data))
        .slice(0, definition.maxResults)
        .map(definition.hit);
    },
  };
}
