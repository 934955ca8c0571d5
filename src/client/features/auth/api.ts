import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { sessionQuery } from '@/lib/session';

// Signing in, signing up and the password pages post their forms to the server (their pages run none of the app's
// code); signing out is the one auth action the app itself takes.

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api('/api/auth/sign-out', { body: {} }),
    // Every cached answer belonged to the signed-out user.
    onSettled: () => {
      queryClient.clear();
      queryClient.setQueryData(sessionQuery.queryKey, null);
    },
  });
}
