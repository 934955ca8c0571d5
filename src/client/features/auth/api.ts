import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { sessionQuery } from '@/lib/session';

/** Sign-in either starts a session or, with two-factor on, asks for a code first. */
export type SignInResult = { twoFactorRedirect?: boolean };

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string; password: string }) =>
      api<SignInResult>('/api/auth/sign-in/email', { body }),
    onSuccess: (result) => {
      if (!result?.twoFactorRedirect)
        return queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
    },
  });
}

/** The second step of a two-factor sign-in: an authenticator code, or one of the backup codes. */
export function useVerifySecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, isBackupCode }: { code: string; isBackupCode: boolean }) =>
      api(isBackupCode ? '/api/auth/two-factor/verify-backup-code' : '/api/auth/two-factor/verify-totp', {
        body: { code: code.trim() },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey }),
  });
}

export function useSignUp() {
  return useMutation({
    mutationFn: (body: { name: string; email: string; password: string }) =>
      api('/api/auth/sign-up/email', { body }),
  });
}

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

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (body: { email: string }) => api('/api/auth/request-password-reset', { body }),
  });
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { token: string; newPassword: string }) => api('/api/auth/reset-password', { body }),
    // A reset ends every session of the account, this browser's included (the page may have arrived signed in).
    onSuccess: () => queryClient.setQueryData(sessionQuery.queryKey, null),
  });
}

export function resetTokenQuery(token: string) {
  return queryOptions({
    queryKey: ['reset-token', token],
    queryFn: () => api<{ valid: boolean }>(`/api/account/reset-token?token=${encodeURIComponent(token)}`),
    staleTime: 0,
    gcTime: 0,
  });
}

export function useGoogleSignIn() {
  return useMutation({
    mutationFn: () => api<{ url: string }>('/api/auth/sign-in/social', { body: { provider: 'google' } }),
  });
}
