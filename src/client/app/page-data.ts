import type { QueryClient } from '@tanstack/react-query';
import type { PageBootstrap } from '@shared/page-bootstrap';
import { subscriptionQuery } from '@/features/billing/api';
import { creditHistoryQuery, creditsQuery } from '@/features/credits/api';
import { newsQuery, trendsQuery } from '@/features/feeds/api';
import { configQuery, sessionQuery } from '@/lib/session';

/** Where the sidebar's saved open state waits for the dashboard frame (see DashboardLayout). */
export const SIDEBAR_OPEN_KEY = ['page-data', 'sidebar-open'] as const;

/**
 * Puts what the server sent with the page into the query cache under the keys the pages read, so the server's
 * render and the browser's first render see the same data and the browser asks for none of it again.
 */
export function seedQueryCache(queryClient: QueryClient, data: PageBootstrap) {
  queryClient.setQueryData(sessionQuery.queryKey, data.session);
  queryClient.setQueryData(configQuery.queryKey, data.config);
  if (data.credits) queryClient.setQueryData(creditsQuery.queryKey, data.credits);
  queryClient.setQueryData(SIDEBAR_OPEN_KEY, data.sidebarOpen);
  if (data.subscription) queryClient.setQueryData(subscriptionQuery.queryKey, data.subscription);
  if (data.creditHistory) queryClient.setQueryData(creditHistoryQuery.queryKey, data.creditHistory);
  if (data.news) queryClient.setQueryData(newsQuery.queryKey, data.news);
  if (data.trends) queryClient.setQueryData(trendsQuery.queryKey, data.trends);
}
