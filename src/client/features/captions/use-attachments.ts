import { useCallback, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { CAPTION_ATTACHMENTS_MAX } from '@shared/ai-messages';
import { UPLOAD_MESSAGES, uploadProblem, type UploadedFile } from '@shared/uploads';
import { ApiError } from '@/lib/api';
import { useRemoveAttachment, useUploadAttachment } from './api';

export type Attachment =
  | { key: number; name: string; status: 'uploading' }
  | { key: number; name: string; status: 'ready'; file: UploadedFile };

/** The server's refusals (type, size) are written for users; anything else gets the generic upload failure. */
function uploadFailureMessage(error: unknown): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500
    ? error.message
    : UPLOAD_MESSAGES.failed;
}

/** Files attached to the next caption request: checked early in the browser, uploaded at once, removable. */
export function useAttachments() {
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const nextKey = useRef(0);
  const { mutateAsync: upload } = useUploadAttachment();
  const { mutate: deleteUpload } = useRemoveAttachment();

  const attach = useCallback(
    async (file: File) => {
      const problem = uploadProblem(file);
      if (problem) {
        toast.error(problem);
        return;
      }
      const key = nextKey.current++;
      setAttachments((current) => [...current, { key, name: file.name, status: 'uploading' }]);
      try {
        const uploaded = await upload(file);
        setAttachments((current) =>
          current.map((item) =>
            item.key === key ? { key, name: uploaded.name, status: 'ready', file: uploaded } : item,
          ),
        );
        toast.success(UPLOAD_MESSAGES.uploaded);
      } catch (error) {
        setAttachments((current) => current.filter((item) => item.key !== key));
        toast.error(uploadFailureMessage(error));
      }
    },
    [upload],
  );

  const remove = useCallback(
    (attachment: Attachment) => {
      setAttachments((current) => current.filter((item) => item.key !== attachment.key));
      // Removing the chip is what the user asked for; a failed delete only leaves an unused file behind.
      if (attachment.status === 'ready') deleteUpload(attachment.file.id);
    },
    [deleteUpload],
  );

  const readyIds = attachments.flatMap((item) => (item.status === 'ready' ? [item.file.id] : []));
  return {
    attachments,
    attach,
    remove,
    readyIds,
    isUploading: attachments.some((item) => item.status === 'uploading'),
    canAttachMore: attachments.length < CAPTION_ATTACHMENTS_MAX,
  };
}
