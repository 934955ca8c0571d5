import * as React from 'react';
import { Copy, RefreshCw, Square } from 'lucide-react';
import { toast } from '@/lib/toast';
import { CAPTION_MESSAGES, RESEARCH_MESSAGES } from '@shared/ai-messages';
import { Markdown } from '@/components/markdown';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import * as RESEARCH_COPY from '../copy';

async function copyReport(report: string) {
  try {
    await navigator.clipboard.writeText(report);
    toast.success(RESEARCH_MESSAGES.copiedTitle, { description: RESEARCH_MESSAGES.copied });
  } catch {
    toast.error(CAPTION_MESSAGES.copyManually);
  }
}

/**
 * The Answer: the report as safe Markdown in a scroll area of at most 600 px, with Stop
 * while it streams and Copy / Regenerate once it is complete.
 */
export function AnswerPanel({
  report,
  isRunning,
  onStop,
  onRegenerate,
}: {
  report: string;
  isRunning: boolean;
  onStop: () => void;
  onRegenerate: () => void;
}) {
  // Markdown is re-parsed as text streams in; deferring keeps typing and clicks responsive meanwhile.
  const deferredReport = React.useDeferredValue(report);
  return (
    <section aria-labelledby="research-answer" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="research-answer" className="text-lg font-semibold">
          {RESEARCH_COPY.answerTitle}
        </h2>
        <div className="flex gap-2">
          {isRunning ? (
            <Button variant="outline" size="sm" onClick={onStop}>
              <Square aria-hidden="true" />
              {RESEARCH_COPY.stop}
            </Button>
          ) : (
            <>
              <Button variant="outline" size="sm" onClick={() => void copyReport(report)}>
                <Copy aria-hidden="true" />
                {RESEARCH_COPY.copy}
              </Button>
              <Button variant="outline" size="sm" onClick={onRegenerate}>
                <RefreshCw aria-hidden="true" />
                {RESEARCH_COPY.regenerate}
              </Button>
            </>
          )}
        </div>
      </div>
      <div
        role="region"
        aria-label={RESEARCH_COPY.reportLabel}
        aria-busy={isRunning}
        // Focusable so the scroll area can be scrolled by keyboard (axe scrollable-region-focusable).
        tabIndex={0}
        data-testid="research-answer"
        className="max-h-[600px] overflow-y-auto rounded-xl border bg-card p-4 shadow-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none md:p-6"
      >
        {deferredReport ? (
          <Markdown headingLevel={3}>{deferredReport}</Markdown>
        ) : (
          <Spinner className="size-5" label={RESEARCH_COPY.answerWaiting} />
        )}
      </div>
    </section>
  );
}
