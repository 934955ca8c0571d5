import * as React from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { RESEARCH_MESSAGES } from '@shared/ai';
import { usePublicConfig } from '@/lib/public-config';
import { creditsQuery, useCredits } from '@/features/credits/api';
import { RESEARCH_COPY } from '@/features/research/copy';
import { ResearchEntry } from '@/features/research/components/research-entry';
import { useResearch } from '@/features/research/use-research';
import { lazyWithPreload } from '@/lib/lazy';

/**
 * The result view (with the Markdown renderer) loads once the user starts on a question, well before the first
 * words of an answer arrive; the entry view, what the page opens on, does not need it.
 */
const researchResult = lazyWithPreload(() =>
  import('@/features/research/components/research-result').then((m) => m.ResearchResult),
);

/** Market Intelligence: entry → loading → result; credits and engine come from their own features. */
export default function MarketIntelligencePage() {
  const queryClient = useQueryClient();
  const credits = useCredits();
  const config = usePublicConfig();
  const [question, setQuestion] = React.useState('');
  const onCreditsChanged = React.useCallback(
    () => void queryClient.invalidateQueries({ queryKey: creditsQuery.queryKey }),
    [queryClient],
  );
  const research = useResearch({ onCreditsChanged });
  const { run } = research;

  return (
    <>
      {/* Always mounted, so screen readers hear the completion even though focus stays on the heading. */}
      <p role="status" className="sr-only">
        {run?.status === 'done' && run.creditsUsed !== null
          ? RESEARCH_COPY.completeAnnouncement(RESEARCH_MESSAGES.complete(run.creditsUsed))
          : ''}
      </p>
      {run ? (
        <React.Suspense fallback={null}>
          <researchResult.Component
            key={run.id}
            run={run}
            hasWebSearch={config.data?.hasWebSearch ?? false}
            onNewSearch={() => {
              research.leave();
              setQuestion('');
            }}
            onStop={research.stop}
            onRegenerate={() => void research.start(run.question)}
          />
        </React.Suspense>
      ) : (
        <ResearchEntry
          question={question}
          onQuestionChange={(value) => {
            void researchResult.preload();
            setQuestion(value);
          }}
          onSubmit={(asked) => {
            void researchResult.preload();
            void research.start(asked);
          }}
          credits={credits.data}
          engineLabel={config.data?.aiEngine.label}
          focusOnMount={research.hasReturned}
        />
      )}
    </>
  );
}
