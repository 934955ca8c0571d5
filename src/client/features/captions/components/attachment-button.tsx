import { useRef } from 'react';
import { Paperclip } from 'lucide-react';
import { UPLOAD_ACCEPT } from '@shared/uploads';
import { Button } from '@/components/ui/button';
import { CAPTION_COPY } from '../copy';

/** Opens the file picker (limited to the allowed types); the chosen file is checked and uploaded by the caller. */
export function AttachmentButton({ disabled, onFile }: { disabled: boolean; onFile: (file: File) => void }) {
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={inputRef}
        type="file"
        accept={UPLOAD_ACCEPT}
        // The button below is the control people use; the input only hosts the browser's picker.
        className="hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          // Cleared so choosing the same file again still reports a change.
          event.currentTarget.value = '';
          if (file) onFile(file);
        }}
      />
      <Button variant="outline" disabled={disabled} onClick={() => inputRef.current?.click()}>
        <Paperclip aria-hidden="true" />
        {CAPTION_COPY.attach}
      </Button>
    </>
  );
}
