import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionData } from '@shared/auth';
import type { PublicConfig } from '@shared/config';
import { api } from '@/lib/api';

/** The signed-in user, or null: every page and the app shell read it, so it lives below the features. */
export const sessionQuery = queryOptions({
  queryKey: ['session'],
  queryFn: () => api<SessionData>('/api/auth/get-session'),
  staleTime: 60_000,
});

export function useSession() {
  return useQuery(sessionQuery);
}

/** What this server offers (billing mode, sign-in methods, AI engine); it does not change while the page lives. */
export const configQuery = queryOptions({
  queryKey: ['config'],
  queryFn: () => api<PublicConfig>('/api/config'),
  staleTime: Infinity,
});

export function usePublicConfig() {
  return useQuery(configQuery);
}
