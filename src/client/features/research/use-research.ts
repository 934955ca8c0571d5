import * as React from 'react';
import { toast } from '@/lib/toast';
import type { ResearchEvent, ResearchRequest } from '@shared/ai';
import { REFUND_NOTE, RESEARCH_MESSAGES } from '@shared/ai-messages';
import { AI_TOOLS } from '@shared/ai-tools';
import { usePaidStream } from '@/lib/use-paid-stream';
import * as RESEARCH_COPY from './copy';
import { NO_RESEARCH, researchReducer, type LeaveAction, type ResearchState } from './research-state';

export type { ResearchRun } from './research-state';

const STOP_REFUND_RECHECK_MS = 1_000;

/**
 * Runs research questions: one run at a time (a new one cancels the last), streamed into `run`, with a toast
 * on success and on failure. `onCreditsChanged` is called whenever the server may have spent or refunded
 * credits, so the page can refresh every balance it shows.
 */
export function useResearch({ onCreditsChanged }: { onCreditsChanged: () => void }) {
  const { state, start, stop, cancel } = usePaidStream<
    ResearchRequest,
    ResearchEvent,
    ResearchState,
    LeaveAction
  >({
    path: AI_TOOLS.research.apiPath,
    reducer: researchReducer,
    initialState: NO_RESEARCH,
    failedMessage: RESEARCH_MESSAGES.failed,
    onCreditsChanged,
    onEnd(outcome) {
      if (outcome.kind === 'done') {
        toast.success(RESEARCH_MESSAGES.completeTitle, {
          description: RESEARCH_MESSAGES.complete(outcome.event.research.creditsUsed),
        });
      } else if (outcome.kind === 'stopped') {
        toast.info(RESEARCH_COPY.stopped);
        // The server refunds once it notices the closed connection, which can be just after the balance was
        // re-read; a second read shortly after shows the refund.
        window.setTimeout(onCreditsChanged, STOP_REFUND_RECHECK_MS);
      } else {
        toast.error(outcome.message, { description: outcome.refunded ? REFUND_NOTE : undefined });
      }
    },
  });

  const research = React.useCallback((question: string) => start({ question }), [start]);
  const leave = React.useCallback(() => cancel({ type: 'leave' }), [cancel]);

  return { run: state.run, hasReturned: state.hasReturned, start: research, stop, leave };
}
