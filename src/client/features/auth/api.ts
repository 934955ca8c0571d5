import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublicConfig } from '@shared/config';
import { api } from '@/lib/api';

export type SessionUser = {
  id: string;
  name: string;
  email: string;
  image?: string | null;
  emailVerified: boolean;
  twoFactorEnabled?: boolean;
  createdAt: string;
};

/** Sign-in either starts a session or, with two-factor on, asks for a code first. */
export type SignInResult = { twoFactorRedirect?: boolean };

export type SessionData = { user: SessionUser; session: { expiresAt: string } } | null;

export const sessionQuery = queryOptions({
  queryKey: ['session'],
  queryFn: () => api<SessionData>('/api/auth/get-session'),
  staleTime: 60_000,
});

export const configQuery = queryOptions({
  queryKey: ['config'],
  queryFn: () => api<PublicConfig>('/api/config'),
  staleTime: Infinity,
});

export function useSession() {
  return useQuery(sessionQuery);
}

export function usePublicConfig() {
  return useQuery(configQuery);
}

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

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string }) => api('/api/auth/update-user', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey }),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) =>
      api('/api/auth/change-password', { body }),
  });
}

export function useEnableTwoFactor() {
  return useMutation({
    mutationFn: (body: { password: string }) =>
      api<{ totpURI: string; backupCodes: string[] }>('/api/auth/two-factor/enable', { body }),
  });
}

export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { code: string }) => api('/api/auth/two-factor/verify-totp', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey }),
  });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { password: string }) => api('/api/auth/two-factor/disable', { body }),
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
  return useMutation({
    mutationFn: (body: { token: string; newPassword: string }) => api('/api/auth/reset-password', { body }),
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
