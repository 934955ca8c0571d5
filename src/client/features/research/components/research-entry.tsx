import * as React from 'react';
import { Lightbulb, MessageSquareText } from 'lucide-react';
import { tierOfCredits, type CreditsView } from '@shared/credits';
import { planOf } from '@shared/plan-table';
import { useHydrated } from '@/lib/use-hydrated';
import { CostBanner } from './cost-banner';
import * as RESEARCH_COPY from '../copy';
import { EXAMPLE_QUESTIONS, RESEARCH_TIPS } from '../copy';
import { QuestionForm, focusAtEnd } from './question-form';
import { IconHeading } from '@/components/icon-heading';

function ExampleQuestions({ onPick }: { onPick: (question: string) => void }) {
  // Needs the app's code: held until the page is hydrated, like every button.
  const isHydrated = useHydrated();
  return (
    <section aria-labelledby="research-examples" className="grid gap-3">
      <IconHeading id="research-examples" icon={MessageSquareText}>
        {RESEARCH_COPY.examplesTitle}
      </IconHeading>
      <ul className="grid gap-2 md:grid-cols-3">
        {EXAMPLE_QUESTIONS.map((example) => (
          <li key={example} className="flex">
            <button
              type="button"
              onClick={() => onPick(example)}
              disabled={!isHydrated}
              className="w-full cursor-pointer rounded-lg border bg-card p-3 text-left text-sm shadow-xs transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              {example}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ResearchTips() {
  return (
    <section
      aria-labelledby="research-tips"
      className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm md:p-5"
    >
      <IconHeading id="research-tips" icon={Lightbulb}>
        {RESEARCH_COPY.tipsTitle}
      </IconHeading>
      <ul className="grid list-disc gap-1.5 pl-5 text-sm text-muted-foreground">
        {RESEARCH_TIPS.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </section>
  );
}

/** The name of the user's plan when it is a paid one (the cost banner shows it), else undefined. */
function paidPlanLabel(credits: CreditsView | undefined): string | undefined {
  const plan = credits ? planOf(tierOfCredits(credits)) : undefined;
  return plan?.isPaid ? plan.label : undefined;
}

/** The entry view: title, cost banner, question box, examples and tips. */
export function ResearchEntry({
  question,
  onQuestionChange,
  onSubmit,
  credits,
  engineLabel,
  focusOnMount,
}: {
  question: string;
  onQuestionChange: (question: string) => void;
  onSubmit: (question: string) => void;
  credits: CreditsView | undefined;
  engineLabel: string | undefined;
  /** Back from a result: the question box takes the focus, so keyboard users carry on where they were. */
  focusOnMount: boolean;
}) {
  const textareaRef = React.useRef<HTMLTextAreaElement>(null);
  React.useEffect(() => {
    if (focusOnMount) focusAtEnd(textareaRef.current);
  }, [focusOnMount]);

  const pickExample = (example: string) => {
    onQuestionChange(example);
    requestAnimationFrame(() => focusAtEnd(textareaRef.current));
  };

  return (
    <div className="grid gap-6">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{RESEARCH_COPY.title}</h1>
        <p className="text-muted-foreground">{RESEARCH_COPY.subtitle}</p>
      </header>
      <CostBanner planBadge={paidPlanLabel(credits)} engineLabel={engineLabel} />
      <QuestionForm
        question={question}
        onQuestionChange={onQuestionChange}
        onSubmit={onSubmit}
        credits={credits}
        textareaRef={textareaRef}
      />
      <ExampleQuestions onPick={pickExample} />
      <ResearchTips />
    </div>
  );
}
