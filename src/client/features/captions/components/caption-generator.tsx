import { useRef, useState } from 'react';
import { RotateCcw } from 'lucide-react';
import type { CaptionRequest } from '@shared/ai';
import { detectPlatform } from '@shared/platforms';
import { Button } from '@/components/ui/button';
import { CAPTION_COPY } from '../copy';
import { useAttachments } from '../use-attachments';
import { useCaptionGenerator, type GeneratorState } from '../use-caption-generator';
import { CaptionComposer } from './caption-composer';
import { CaptionTips } from './caption-tips';
import { GeneratedCaptions } from './generated-captions';
import { PostPanel } from './post-panel';
import { QuickStartIdeas } from './quick-start-ideas';
import { RecentGenerations } from './recent-generations';
import { StreamingOutput } from './streaming-output';
import { TikTokCard } from './tiktok-card';

/** One sentence per outcome for screen readers; never the streamed words themselves. */
function announcement(state: GeneratorState): string {
  switch (state.phase) {
    case 'done':
      return CAPTION_COPY.announceDone(state.generation?.captions.length ?? 0);
    case 'stopped':
      return CAPTION_COPY.announceStopped;
    case 'failed':
      return CAPTION_COPY.announceFailed(state.error ?? '');
    default:
      return '';
  }
}

function RegenerateButton({ disabled, onClick }: { disabled: boolean; onClick: () => void }) {
  return (
    <Button variant="outline" size="sm" disabled={disabled} onClick={onClick}>
      <RotateCcw aria-hidden="true" />
      {CAPTION_COPY.regenerate}
    </Button>
  );
}

/**
 * The caption page's working area. Credits come from the page (features do not import each other): the
 * page says whether the user can pay and is told when a spend or a refund may have changed the balance.
 */
export function CaptionGenerator({
  hasNoCredits,
  offersUpgrade,
  onCreditsChanged,
}: {
  hasNoCredits: boolean;
  /** The user's plan offers an upgrade: the no-credits notice suggests it. */
  offersUpgrade: boolean;
  onCreditsChanged: () => void;
}) {
  const [description, setDescription] = useState('');
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const attachments = useAttachments();
  const { state, generate, stop, regenerate, isGenerating } = useCaptionGenerator({ onCreditsChanged });
  const isTikTok = detectPlatform(description) === 'tiktok' || state.platform === 'tiktok';
  // Stop sits beside Generate, where focus is while the answer streams.
  const actions = isGenerating ? null : <RegenerateButton disabled={hasNoCredits} onClick={regenerate} />;

  return (
    <div className="grid items-start gap-6 lg:grid-cols-3">
      <div className="grid min-w-0 gap-6 lg:col-span-2">
        <div className="rounded-xl border bg-card p-5 text-card-foreground shadow-sm">
          <CaptionComposer
            description={description}
            onDescriptionChange={setDescription}
            textareaRef={textareaRef}
            attachments={attachments}
            isGenerating={isGenerating}
            hasNoCredits={hasNoCredits}
            offersUpgrade={offersUpgrade}
            onGenerate={(request: CaptionRequest) => void generate(request)}
            onStop={stop}
          />
        </div>
        <QuickStartIdeas
          onPick={(idea) => {
            setDescription(idea);
            textareaRef.current?.focus();
          }}
        />
        {state.generation ? (
          <>
            <GeneratedCaptions
              captions={state.generation.captions}
              platform={state.generation.platform}
              engine={state.generation.engine}
              actions={actions}
            />
            <PostPanel
              key={state.generation.id}
              captions={state.generation.captions}
              platform={state.generation.platform}
            />
          </>
        ) : state.phase !== 'idle' && state.phase !== 'done' ? (
          <StreamingOutput
            phase={state.phase}
            text={state.text}
            error={state.error}
            engine={state.engine}
            actions={actions}
          />
        ) : null}
        <p role="status" className="sr-only">
          {announcement(state)}
        </p>
      </div>
      <div className="grid min-w-0 gap-6">
        {isTikTok ? <TikTokCard /> : null}
        <CaptionTips />
        <RecentGenerations />
      </div>
    </div>
  );
}
