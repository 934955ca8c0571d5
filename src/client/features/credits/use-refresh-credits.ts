import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { creditsQuery } from './api';

/**
 * Re-reads the balance (and the history, under the same key): for pages whose actions spend or refund
 * credits. The callback is stable, so it can be handed to hooks that keep it. Its own module, not api.ts,
 * which every dashboard page loads for the sidebar's balance.
 */
export function useRefreshCredits() {
  const queryClient = useQueryClient();
  return useCallback(
    () => void queryClient.invalidateQueries({ queryKey: creditsQuery.queryKey }),
    [queryClient],
  );
}
