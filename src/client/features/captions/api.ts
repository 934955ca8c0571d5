import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { CaptionGeneration } from '@shared/ai';
import { UPLOAD_FIELD_NAME, uploadUrl, type UploadedFile } from '@shared/uploads';
import { api } from '@/lib/api';

/** The user's recent captions, newest first (`GET /api/captions`). */
export const recentCaptionsQuery = queryOptions({
  queryKey: ['captions', 'recent'],
  queryFn: ({ signal }) => api<{ generations: CaptionGeneration[] }>('/api/captions', { signal }),
});

export function useRecentCaptions() {
  return useQuery(recentCaptionsQuery);
}

export function useUploadAttachment() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append(UPLOAD_FIELD_NAME, file);
      return api<UploadedFile>('/api/uploads', { body: form });
    },
  });
}

export function useRemoveAttachment() {
  return useMutation({
    mutationFn: (id: string) => api<null>(uploadUrl(id), { method: 'DELETE' }),
  });
}
