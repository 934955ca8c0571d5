import { RESEARCH_MESSAGES } from '@shared/ai-messages';
import * as RESEARCH_COPY from '../copy';
import type { ResearchRun } from '../use-research';

/**
 * Says when an answer is complete. Always mounted, outside the entry and result views, so screen readers hear
 * the completion even though focus stays on the question heading.
 */
export function ResearchAnnouncement({ run }: { run: ResearchRun | null }) {
  return (
    <p role="status" className="sr-only">
      {run?.status === 'done' && run.creditsUsed !== null
        ? RESEARCH_COPY.completeAnnouncement(RESEARCH_MESSAGES.complete(run.creditsUsed))
        : ''}
    </p>
  );
}
