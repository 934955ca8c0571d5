import { FileText, Loader2, X } from 'lucide-react';
import { CAPTION_COPY } from '../copy';
import type { Attachment } from '../use-attachments';

/** The files that go with the next request; each ready one can be removed. */
export function AttachmentChips({
  attachments,
  onRemove,
}: {
  attachments: Attachment[];
  onRemove: (attachment: Attachment) => void;
}) {
  if (attachments.length === 0) return null;
  return (
    <ul aria-label={CAPTION_COPY.attachmentsLabel} className="flex flex-wrap gap-2">
      {attachments.map((attachment) => (
        <li
          key={attachment.key}
          className="inline-flex max-w-full items-center gap-1.5 rounded-full border bg-muted/50 py-1 pr-1 pl-3 text-xs"
        >
          {attachment.status === 'uploading' ? (
            <>
              <Loader2 aria-hidden="true" className="size-3.5 shrink-0 motion-safe:animate-spin" />
              <span className="truncate pr-2">{CAPTION_COPY.uploading(attachment.name)}</span>
            </>
          ) : (
            <>
              <FileText aria-hidden="true" className="size-3.5 shrink-0" />
              <span className="truncate">{attachment.name}</span>
              <button
                type="button"
                onClick={() => onRemove(attachment)}
                aria-label={CAPTION_COPY.removeAttachment(attachment.name)}
                className="inline-flex size-6 shrink-0 cursor-pointer items-center justify-center rounded-full hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
