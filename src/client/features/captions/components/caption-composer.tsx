import { useEffect, useId, useRef } from 'react';
import { loadRequestSchema } from '@/lib/request-schema';
import { toast } from '@/lib/toast';
import { useTypedBeforeHydration } from '@/lib/use-typed-before-hydration';
import { Loader2, Sparkles, Square } from 'lucide-react';
import type { CaptionRequest } from '@shared/ai';
import { CAPTION_DESCRIPTION_MAX, CAPTION_MESSAGES } from '@shared/ai-messages';
import { PLATFORMS, detectPlatform } from '@shared/platforms';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { CAPTION_COPY } from '../copy';
import type { useAttachments } from '../use-attachments';
import { AttachmentButton } from './attachment-button';
import { AttachmentChips } from './attachment-chips';
import { NoCreditsNotice } from './no-credits-notice';

type Attachments = ReturnType<typeof useAttachments>;

/**
 * The description box and its buttons. The box behaves as a chat-style input: Enter submits, Shift+Enter
 * adds a newline, and a blank description is never sent (an error toast says why).
 * Neither on react-hook-form nor built from the Field parts like the other forms: they add 13 kB and 0.4 kB
 * (gzip) to the page with the least room in its JavaScript budget (docs/decisions/011). The shared schema
 * still checks the request before it is sent.
 */
export function CaptionComposer({
  description,
  onDescriptionChange,
  textareaRef,
  attachments,
  isGenerating,
  hasNoCredits,
  offersUpgrade,
  onGenerate,
  onStop,
}: {
  description: string;
  onDescriptionChange: (description: string) => void;
  textareaRef: React.RefObject<HTMLTextAreaElement | null>;
  attachments: Attachments;
  isGenerating: boolean;
  hasNoCredits: boolean;
  offersUpgrade: boolean;
  onGenerate: (request: CaptionRequest) => void;
  onStop: () => void;
}) {
  const fieldId = useId();
  const hintId = useId();
  const platformId = useId();
  const noCreditsId = useId();
  const platform = detectPlatform(description);
  // Enter goes through requestSubmit(), which ignores a disabled button: the same guard covers both.
  const isBlocked = isGenerating || hasNoCredits || attachments.isUploading;
  const generateRef = useRef<HTMLButtonElement>(null);
  const stopRef = useRef<HTMLButtonElement>(null);
  const hasStopHadFocus = useRef(false);
  useTypedBeforeHydration(textareaRef, description, onDescriptionChange);

  // Generate is disabled while generating and Stop disappears afterwards; a keyboard user on either button
  // would be dropped to the top of the page, so focus moves to the button that takes its place.
  useEffect(() => {
    const focused = document.activeElement;
    const isFocusLost = !focused || focused === document.body;
    if (isGenerating) {
      hasStopHadFocus.current = false;
      if (isFocusLost || focused === generateRef.current) stopRef.current?.focus();
    } else if (hasStopHadFocus.current && isFocusLost) {
      generateRef.current?.focus();
    }
  }, [isGenerating]);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBlocked) return;
    const schema = await loadRequestSchema('caption');
    const request = schema.safeParse({ description, attachmentIds: attachments.readyIds });
    if (!request.success) {
      toast.error(request.error.issues[0]?.message ?? CAPTION_MESSAGES.emptyDescription);
      textareaRef.current?.focus();
      return;
    }
    onGenerate(request.data);
  }

  return (
    <form
      method="post"
      onSubmit={(event) => void submit(event)}
      className="grid gap-3"
      aria-label={CAPTION_COPY.title}
    >
      <Label htmlFor={fieldId}>{CAPTION_COPY.descriptionLabel}</Label>
      <Textarea
        id={fieldId}
        ref={textareaRef}
        value={description}
        onChange={(event) => onDescriptionChange(event.target.value)}
        onFocus={() => void loadRequestSchema('caption')}
        onKeyDown={(event) => {
          // An IME composing a word uses Enter to confirm it, not to send.
          if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
          event.preventDefault();
          event.currentTarget.form?.requestSubmit();
        }}
        rows={4}
        maxLength={CAPTION_DESCRIPTION_MAX}
        placeholder={CAPTION_COPY.descriptionPlaceholder}
        aria-describedby={`${hintId} ${platformId}${hasNoCredits ? ` ${noCreditsId}` : ''}`}
        className="min-h-28 resize-y"
      />
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-xs text-muted-foreground">
        <p id={hintId}>{CAPTION_COPY.descriptionHint}</p>
        <p id={platformId} data-testid="detected-platform">
          {platform ? CAPTION_COPY.detectedPlatform(PLATFORMS[platform].name) : CAPTION_COPY.noPlatform}
        </p>
      </div>
      <AttachmentChips attachments={attachments.attachments} onRemove={attachments.remove} />
      {hasNoCredits ? <NoCreditsNotice id={noCreditsId} offersUpgrade={offersUpgrade} /> : null}
      <div className="flex flex-wrap items-center gap-2">
        <AttachmentButton
          disabled={isGenerating || !attachments.canAttachMore}
          onFile={(file) => void attachments.attach(file)}
        />
        <div className="ml-auto flex flex-wrap gap-2">
          {isGenerating ? (
            <Button
              ref={stopRef}
              variant="outline"
              onClick={onStop}
              onFocus={() => (hasStopHadFocus.current = true)}
            >
              <Square aria-hidden="true" />
              {CAPTION_COPY.stop}
            </Button>
          ) : null}
          <Button
            ref={generateRef}
            type="submit"
            disabled={isBlocked}
            aria-describedby={hasNoCredits ? noCreditsId : undefined}
          >
            {isGenerating ? (
              <Loader2 aria-hidden="true" className="motion-safe:animate-spin" />
            ) : (
              <Sparkles aria-hidden="true" />
            )}
            {isGenerating ? CAPTION_COPY.generating : CAPTION_COPY.generate}
          </Button>
        </div>
      </div>
    </form>
  );
}
