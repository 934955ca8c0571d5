import * as React from 'react';
import { ArrowLeft, Cpu, Send } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { AnswerPanel } from './answer-panel';
import * as RESEARCH_COPY from '../copy';
import { SourcesRow } from './sources-row';
import type { ResearchRun } from '../use-research';

/** A follow-up box that is shown disabled: conversations are not part of the product yet. */
function FollowUp() {
  return (
    <form method="post" className="flex gap-2" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor="research-follow-up" className="sr-only">
        {RESEARCH_COPY.followUpLabel}
      </label>
      <Input id="research-follow-up" disabled placeholder={RESEARCH_COPY.followUpPlaceholder} />
      <Button type="submit" size="icon" disabled aria-label={RESEARCH_COPY.followUpSend}>
        <Send aria-hidden="true" />
      </Button>
    </form>
  );
}

/**
 * The loading and result views (one layout, so nothing jumps when the stream ends): New search, the question
 * as the page heading, the engine and cost, Sources, the Answer, and the follow-up box.
 */
export function ResearchResult({
  run,
  hasWebSearch,
  onNewSearch,
  onStop,
  onRegenerate,
}: {
  run: ResearchRun;
  hasWebSearch: boolean;
  onNewSearch: () => void;
  onStop: () => void;
  onRegenerate: () => void;
}) {
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  const isRunning = run.status === 'running';

  // The entry view's controls are gone; the question heading is where reading (and Tab) carries on.
  React.useEffect(() => {
    headingRef.current?.focus();
  }, []);
  // Stop disappears when the answer is complete; focus that was on it must not fall back to the page top.
  React.useEffect(() => {
    if (!isRunning && document.activeElement === document.body) headingRef.current?.focus();
  }, [isRunning]);

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button variant="ghost" size="sm" className="-ml-3" onClick={onNewSearch}>
          <ArrowLeft aria-hidden="true" />
          {RESEARCH_COPY.newSearch}
        </Button>
        {isRunning ? <Spinner className="size-5" label={RESEARCH_COPY.researching} /> : null}
      </div>
      <header className="grid gap-2">
        <p className="text-sm font-medium text-primary">{RESEARCH_COPY.title}</p>
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold tracking-tight break-words outline-none md:text-3xl"
        >
          {run.question}
        </h1>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
          {run.engine ? (
            <span className="flex items-center gap-1.5">
              <Cpu aria-hidden="true" className="size-4" />
              {RESEARCH_COPY.engine(run.engine)}
            </span>
          ) : null}
          {run.complexity && run.creditsUsed !== null ? (
            <span>{RESEARCH_COPY.creditsUsed(run.complexity, run.creditsUsed)}</span>
          ) : null}
        </p>
      </header>
      <SourcesRow sources={run.sources} hasWebSearch={hasWebSearch} />
      <AnswerPanel report={run.report} isRunning={isRunning} onStop={onStop} onRegenerate={onRegenerate} />
      <FollowUp />
    </div>
  );
}
