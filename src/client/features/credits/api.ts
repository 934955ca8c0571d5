import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreditsView, LedgerEntry } from '@shared/credits';
import { api } from '@/lib/api';

export type { LedgerEntry };

/**
 * The balance changes in other tabs (checkout, portal) and after every AI request, so unlike the global
 * default it refetches whenever the window regains focus, even while its data is "fresh". AI features
 * invalidate `creditsQuery.queryKey` after each spend (the history, under the same root key, follows).
 */
export const creditsQuery = queryOptions({
  queryKey: ['credits'],
  queryFn: ({ signal }) => api<CreditsView>('/api/credits', { signal }),
  refetchOnWindowFocus: 'always',
});

export const creditHistoryQuery = queryOptions({
  queryKey: ['credits', 'history'],
  queryFn: ({ signal }) => api<{ entries: LedgerEntry[] }>('/api/credits/history', { signal }),
  refetchOnWindowFocus: 'always',
});

export function useCredits() {
  return useQuery(creditsQuery);
}

export function useCreditHistory() {
  return useQuery(creditHistoryQuery);
}
