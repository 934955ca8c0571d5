import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@shared/config';
import { api } from '@/lib/api';

/** What this server offers (billing mode, sign-in methods, AI engine); it does not change while the page lives. */
export const configQuery = queryOptions({
  queryKey: ['config'],
  queryFn: () => api<PublicConfig>('/api/config'),
  staleTime: Infinity,
});

export function usePublicConfig() {
  return useQuery(configQuery);
}
