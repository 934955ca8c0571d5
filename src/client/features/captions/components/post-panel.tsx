import { useEffect, useId, useState } from 'react';
import { toast } from '@/lib/toast';
import { Send } from 'lucide-react';
import { CAPTION_MESSAGES } from '@shared/ai-messages';
import { PLATFORMS, type Platform } from '@shared/platforms';
import {
  POSTING_MESSAGES,
  POSTING_MESSAGE_MS,
  POSTING_PLATFORMS,
  copiesBeforePosting,
  postingUrl,
} from '@shared/posting';
import { Button } from '@/components/ui/button';
import { copyToClipboard } from '../clipboard';
import { CAPTION_COPY } from '../copy';
import { SectionCard } from './section-card';

/**
 * Opens the platform's page in a new tab. The reference is kept (no `noopener` feature) only to learn whether a
 * blocker stopped it, then cut so the platform's page cannot reach back into ours.
 */
function openInNewTab(url: string): boolean {
  try {
    const opened = window.open(url, '_blank');
    if (!opened) return false;
    opened.opener = null;
    return true;
  } catch {
    return false;
  }
}

/** What happened, for the status line under the buttons; it clears itself after 3 s. */
function usePostingMessage() {
  // A serial number per message, so the same text said twice still gets its full 3 s.
  const [message, setMessage] = useState({ text: '', serial: 0 });
  useEffect(() => {
    if (!message.text) return;
    const timer = setTimeout(() => setMessage((current) => ({ ...current, text: '' })), POSTING_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [message]);
  const say = (text: string) => setMessage((current) => ({ text, serial: current.serial + 1 }));
  return [message.text, say] as const;
}

function CaptionChoice({
  count,
  selected,
  onSelect,
}: {
  count: number;
  selected: number;
  onSelect: (index: number) => void;
}) {
  const name = useId();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{CAPTION_COPY.captionToPost}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {Array.from({ length: count }, (_, index) => (
          <label key={index} className="inline-flex cursor-pointer items-center gap-2 text-sm">
            <input
              type="radio"
              name={name}
              checked={selected === index}
              onChange={() => onSelect(index)}
              className="size-4 accent-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none"
            />
            {CAPTION_COPY.variation(index)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The copy/post panel: X and LinkedIn open their compose page with the caption; TikTok, Instagram and Facebook
 * take no text from the address, so the caption is copied first for the user to paste.
 */
export function PostPanel({ captions, platform }: { captions: string[]; platform: Platform | null }) {
  const [selected, setSelected] = useState(0);
  const [message, setMessage] = usePostingMessage();
  const caption = captions[Math.min(selected, captions.length - 1)] ?? '';
  // The detected platform comes first: it is the one the captions were written for.
  const platforms = platform
    ? [platform, ...POSTING_PLATFORMS.filter((other) => other !== platform)]
    : POSTING_PLATFORMS;

  async function post(target: Platform) {
    const mustCopy = copiesBeforePosting(target);
    if (mustCopy && !(await copyToClipboard(caption))) {
      toast.error(CAPTION_MESSAGES.copyManually);
      setMessage(CAPTION_MESSAGES.copyManually);
      return;
    }
    if (!openInNewTab(postingUrl(target, caption))) {
      toast.error(CAPTION_MESSAGES.postFailed);
      setMessage(CAPTION_MESSAGES.postFailed);
      return;
    }
    if (mustCopy) toast.success(CAPTION_MESSAGES.copied);
    setMessage(mustCopy ? POSTING_MESSAGES.copiedAndOpening(target) : POSTING_MESSAGES.opening(target));
  }

  return (
    <SectionCard
      title={CAPTION_COPY.postTitle}
      icon={<Send aria-hidden="true" className="size-5 text-primary" />}
      description={CAPTION_COPY.postDescription}
    >
      {captions.length > 1 ? (
        <CaptionChoice count={captions.length} selected={selected} onSelect={setSelected} />
      ) : null}
      <div className="flex flex-wrap gap-2">
        {platforms.map((target) => (
          <Button
            key={target}
            variant={target === platform ? 'default' : 'outline'}
            size="sm"
            onClick={() => void post(target)}
          >
            {CAPTION_COPY.postTo(PLATFORMS[target].name)}
            <span className="sr-only"> {CAPTION_COPY.opensInNewTab}</span>
          </Button>
        ))}
      </div>
      <p role="status" className="min-h-5 text-sm text-muted-foreground">
        {message}
      </p>
    </SectionCard>
  );
}
