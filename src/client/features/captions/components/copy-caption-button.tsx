import { useEffect, useState } from 'react';
import { toast } from '@/lib/toast';
import { Check, Copy } from 'lucide-react';
import { CAPTION_MESSAGES } from '@shared/ai-messages';
import { COPY_FEEDBACK_MS } from '@shared/posting';
import { Button } from '@/components/ui/button';
import { copyToClipboard } from '../clipboard';
import { CAPTION_COPY } from '../copy';

/** Copy → "Copied!" for 2 s, with the toast; `context` tells screen readers which caption. */
export function CopyCaptionButton({ text, context }: { text: string; context: string }) {
  const [isCopied, setCopied] = useState(false);

  useEffect(() => {
    if (!isCopied) return;
    const timer = setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [isCopied]);

  async function copy() {
    if (await copyToClipboard(text)) {
      setCopied(true);
      toast.success(CAPTION_MESSAGES.copied);
    } else {
      toast.error(CAPTION_MESSAGES.copyFailed, { description: CAPTION_MESSAGES.copyManually });
    }
  }

  return (
    <Button variant="outline" size="sm" onClick={() => void copy()}>
      {isCopied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      {isCopied ? CAPTION_COPY.copied : CAPTION_COPY.copy}
      <span className="sr-only"> {context}</span>
    </Button>
  );
}
