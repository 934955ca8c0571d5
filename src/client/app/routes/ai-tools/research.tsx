import * as React from 'react';
import { usePublicConfig } from '@/lib/session';
import { useCredits } from '@/features/credits/api';
import { useRefreshCredits } from '@/features/credits/use-refresh-credits';
import { ResearchAnnouncement } from '@/features/research/components/research-announcement';
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
  const credits = useCredits();
  const config = usePublicConfig();
  const [question, setQuestion] = React.useState('');
  const research = useResearch({ onCreditsChanged: useRefreshCredits() });
  const { run } = research;

  return (
    <>
      <ResearchAnnouncement run={run} />
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
