import * as React from 'react';
import { Link } from 'react-router';
import { Search } from 'lucide-react';
import { toast } from '@/lib/toast';
import { RESEARCH_MESSAGES, RESEARCH_QUESTION_MAX } from '@shared/ai-messages';
import { loadRequestSchema } from '@/lib/request-schema';
import { useTypedBeforeHydration } from '@/lib/use-typed-before-hydration';
import { AI_TOOLS } from '@shared/ai-tools';
import { canAfford, classifyComplexity, type CreditsView } from '@shared/credits';
import { PAGE_PATHS } from '@shared/routes';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field, FieldDescription, FieldLabel } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import * as RESEARCH_COPY from '../copy';
import { QUICK_ACTIONS } from '../copy';

/** Puts the caret at the end of the box, where a chip's started question goes on. */
export function focusAtEnd(textarea: HTMLTextAreaElement | null) {
  if (!textarea) return;
  textarea.focus();
  textarea.setSelectionRange(textarea.value.length, textarea.value.length);
}

/**
 * The question box: the five quick-action chips, the expected cost of what is typed (the server decides
 * the real one with the same rule), and Send — disabled, saying why, when the balance cannot pay.
 * Not on react-hook-form like the other forms: its 13 kB (gzip) would take this page past its JavaScript
 * budget (docs/decisions/011). The shared schema still checks the question before it is sent.
 */
export function QuestionForm({
  question,
  onQuestionChange,
  onSubmit,
  credits,
  textareaRef,
}: {
  question: string;
  onQuestionChange: (question: string) => void;
  onSubmit: (question: string) => void;
  /** Unknown while loading or when the balance could not be read: the server still refuses what it must. */
  credits: CreditsView | undefined;
  textareaRef: React.RefObject<HTMLTextAreaElement | null>;
}) {
  const ids = { hint: React.useId(), cost: React.useId(), noCredits: React.useId() };
  useTypedBeforeHydration(textareaRef, question, onQuestionChange);
  const complexity = classifyComplexity(question);
  const cost = AI_TOOLS.research.cost({ question });
  const cannotPay = credits !== undefined && !canAfford(credits, cost);

  const submit = async (event?: React.FormEvent) => {
    event?.preventDefault();
    if (cannotPay) return;
    const schema = await loadRequestSchema('research');
    const parsed = schema.safeParse({ question });
    if (!parsed.success) {
      toast.error(RESEARCH_MESSAGES.emptyQuestionTitle, {
        description: parsed.error.issues[0]?.message ?? RESEARCH_MESSAGES.emptyQuestion,
      });
      textareaRef.current?.focus();
      return;
    }
    onSubmit(parsed.data.question);
  };

  const fillFromChip = (started: string) => {
    onQuestionChange(started);
    // After React has put the new value in the box.
    requestAnimationFrame(() => focusAtEnd(textareaRef.current));
  };

  return (
    <form
      method="post"
      onSubmit={(event) => void submit(event)}
      className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm md:p-5"
    >
      <Field>
        <FieldLabel htmlFor="research-question" className="leading-5">
          {RESEARCH_COPY.questionLabel}
        </FieldLabel>
        <Textarea
          id="research-question"
          ref={textareaRef}
          value={question}
          onChange={(event) => onQuestionChange(event.target.value)}
          onFocus={() => void loadRequestSchema('research')}
          onKeyDown={(event) => {
            // Chat-style: Enter sends, Shift+Enter adds a line; not while an IME is composing a word.
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              void submit();
            }
          }}
          placeholder={RESEARCH_COPY.questionPlaceholder}
          maxLength={RESEARCH_QUESTION_MAX}
          rows={3}
          aria-describedby={`${ids.hint} ${ids.cost}`}
          className="min-h-24 resize-y"
        />
        <FieldDescription id={ids.hint} className="text-xs">
          {RESEARCH_COPY.keyboardHint}
        </FieldDescription>
      </Field>

      <div role="group" aria-label={RESEARCH_COPY.quickActionsLabel} className="flex flex-wrap gap-2">
        {QUICK_ACTIONS.map((action) => (
          <Button
            key={action.label}
            variant="outline"
            size="sm"
            className="rounded-full"
            onClick={() => fillFromChip(action.question)}
          >
            {action.label}
          </Button>
        ))}
      </div>

      {cannotPay ? (
        <Alert id={ids.noCredits} variant="destructive" className="grid gap-1">
          <p>{RESEARCH_MESSAGES.noCredits}</p>
          <Link
            to={PAGE_PATHS.pricing}
            className="w-fit font-medium text-primary underline underline-offset-4 hover:no-underline"
          >
            {RESEARCH_COPY.viewPlans}
          </Link>
        </Alert>
      ) : null}

      <div className="flex flex-wrap items-center justify-between gap-3">
        <p id={ids.cost} className="text-sm text-muted-foreground" data-testid="expected-cost">
          {RESEARCH_COPY.expectedCost(complexity, cost)}
        </p>
        <Button type="submit" disabled={cannotPay} aria-describedby={cannotPay ? ids.noCredits : undefined}>
          <Search aria-hidden="true" />
          {RESEARCH_COPY.send}
        </Button>
      </div>
    </form>
  );
}
