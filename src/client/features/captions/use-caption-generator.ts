import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import type { CaptionEvent, CaptionRequest } from '@shared/ai';
import { CAPTION_MESSAGES, REFUND_NOTE } from '@shared/ai-messages';
import { AI_TOOLS } from '@shared/ai-tools';
import { usePaidStream } from '@/lib/use-paid-stream';
import { recentCaptionsQuery } from './api';
import { IDLE_GENERATION, generationReducer } from './generation-state';

export type { GenerationPhase, GeneratorState } from './generation-state';

/**
 * Runs one caption generation at a time over the tool's stream. `onCreditsChanged` runs once the credit is
 * spent (`start`) and again when the request ends, since a failure or a refusal may have refunded or changed it.
 */
export function useCaptionGenerator({ onCreditsChanged }: { onCreditsChanged: () => void }) {
  const queryClient = useQueryClient();
  const { state, start, stop, restart } = usePaidStream<CaptionRequest, CaptionEvent, typeof IDLE_GENERATION>(
    {
      path: AI_TOOLS.caption.apiPath,
      reducer: generationReducer,
      initialState: IDLE_GENERATION,
      failedMessage: CAPTION_MESSAGES.failed,
      onCreditsChanged,
      onEnd(outcome) {
        if (outcome.kind === 'done') {
          toast.success(CAPTION_MESSAGES.generatedTitle, { description: CAPTION_MESSAGES.generated });
          void queryClient.invalidateQueries({ queryKey: recentCaptionsQuery.queryKey });
        } else if (outcome.kind === 'failed') {
          toast.error(CAPTION_MESSAGES.failedTitle, {
            description: outcome.refunded ? `${outcome.message} ${REFUND_NOTE}` : outcome.message,
          });
        }
      },
    },
  );

  return { state, generate: start, stop, regenerate: restart, isGenerating: state.phase === 'generating' };
}
