import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NewsResponse, TrendsResponse } from '@shared/feeds';
import { api } from '@/lib/api';

export const newsQuery = queryOptions({
  queryKey: ['feeds', 'news'],
  queryFn: ({ signal }) => api<NewsResponse>('/api/feeds/news', { signal }),
});

export const trendsQuery = queryOptions({
  queryKey: ['feeds', 'trends'],
  queryFn: ({ signal }) => api<TrendsResponse>('/api/feeds/trends', { signal }),
});

export function useNews() {
  return useQuery(newsQuery);
}

export function useTrends() {
  return useQuery(trendsQuery);
}
