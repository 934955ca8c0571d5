import * as React from 'react';
import { toast } from '@/lib/toast';
import {
  REFUND_NOTE,
  RESEARCH_MESSAGES,
  type ResearchEvent,
  type ResearchReport,
  type ResearchSource,
} from '@shared/ai';
import type { Complexity } from '@shared/credits';
import { ApiError } from '@/lib/api';
import { streamResearch } from './api';
import { RESEARCH_COPY } from './copy';

const STOP_REFUND_RECHECK_MS = 1_000;

/** One question being researched (`running`) or answered (`done`). */
export type ResearchRun = {
  /** A new id for every run, Regenerate included: the view starts afresh for each. */
  id: number;
  question: string;
  status: 'running' | 'done';
  /** Known once the server has spent the credits (`start`). */
  engine: string | null;
  complexity: Complexity | null;
  creditsUsed: number | null;
  /** `null` until the search step has finished; `[]` means no web source was used. */
  sources: ResearchSource[] | null;
  /** The Markdown report, growing as it streams. */
  report: string;
};

type State = {
  run: ResearchRun | null;
  /** The user came back to the question box from a run (focus goes back to it then, not on first load). */
  hasReturned: boolean;
  lastRunId: number;
};

type Action =
  | { type: 'begin'; question: string }
  | { type: 'event'; event: Exclude<ResearchEvent, { type: 'error' }> }
  | { type: 'leave' };

function reducer(state: State, action: Action): State {
  if (action.type === 'begin') {
    return {
      ...state,
      run: {
        id: (state.run?.id ?? state.lastRunId) + 1,
        question: action.question,
        status: 'running',
        engine: null,
        complexity: null,
        creditsUsed: null,
        sources: null,
        report: '',
      },
    };
  }
  if (action.type === 'leave')
    return { run: null, hasReturned: true, lastRunId: state.run?.id ?? state.lastRunId };
  const { run } = state;
  if (!run) return state;
  const { event } = action;
  switch (event.type) {
    case 'start':
      return {
        ...state,
        run: { ...run, engine: event.engine, complexity: event.complexity, creditsUsed: event.creditsUsed },
      };
    case 'sources':
      return { ...state, run: { ...run, sources: event.sources } };
    case 'delta':
      return { ...state, run: { ...run, report: run.report + event.text } };
    case 'done':
      return { ...state, run: fromReport(run.id, event.research) };
  }
}

/** The stored report is the authority once it exists: it replaces whatever was pieced together. */
function fromReport(id: number, research: ResearchReport): ResearchRun {
  return {
    id,
    question: research.question,
    status: 'done',
    engine: research.engine,
    complexity: research.complexity,
    creditsUsed: research.creditsUsed,
    sources: research.sources,
    report: research.report,
  };
}

type Outcome =
  | { kind: 'done'; research: ResearchReport }
  | { kind: 'failed'; message: string; refunded: boolean }
  | { kind: 'stopped' };

async function consumeStream(
  question: string,
  signal: AbortSignal,
  dispatch: React.Dispatch<Action>,
  onCreditsChanged: () => void,
): Promise<Outcome> {
  try {
    for await (const event of streamResearch(question, signal)) {
      if (event.type === 'error') {
        onCreditsChanged();
        return { kind: 'failed', message: event.message, refunded: event.refunded };
      }
      dispatch({ type: 'event', event });
      if (event.type === 'start') onCreditsChanged();
      if (event.type === 'done') {
        onCreditsChanged();
        return { kind: 'done', research: event.research };
      }
    }
    // The stream ended without saying how: the server went away mid-answer.
    onCreditsChanged();
    return { kind: 'failed', message: RESEARCH_MESSAGES.failed, refunded: false };
  } catch (error) {
    // A refusal (402) may come from a balance this page had not seen yet; a stop may have been refunded.
    onCreditsChanged();
    if (signal.aborted) return { kind: 'stopped' };
    if (error instanceof ApiError) return { kind: 'failed', message: error.message, refunded: false };
    return { kind: 'failed', message: RESEARCH_MESSAGES.failed, refunded: false };
  }
}

/**
 * Runs research questions against `POST /api/research`: one run at a time (a new one cancels the last),
 * streamed into `run`, with a toast on success and on failure. `onCreditsChanged` is called whenever the
 * server may have spent or refunded credits, so the page can refresh every balance it shows.
 */
export function useResearch({ onCreditsChanged }: { onCreditsChanged: () => void }) {
  const [state, dispatch] = React.useReducer(reducer, { run: null, hasReturned: false, lastRunId: 0 });
  const controllerRef = React.useRef<AbortController | null>(null);
  const onCreditsChangedRef = React.useRef(onCreditsChanged);
  React.useEffect(() => {
    onCreditsChangedRef.current = onCreditsChanged;
  }, [onCreditsChanged]);

  // Leaving the page ends the request (the server refunds a run it could not finish) without a toast.
  React.useEffect(
    () => () => {
      controllerRef.current?.abort();
      controllerRef.current = null;
    },
    [],
  );

  const start = React.useCallback(async (question: string) => {
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    dispatch({ type: 'begin', question });
    const outcome = await consumeStream(question, controller.signal, dispatch, () =>
      onCreditsChangedRef.current(),
    );
    // A newer run (Regenerate) took over; this one's ending is not news.
    if (controllerRef.current !== controller) return;
    controllerRef.current = null;
    if (outcome.kind === 'done') {
      toast.success(RESEARCH_MESSAGES.completeTitle, {
        description: RESEARCH_MESSAGES.complete(outcome.research.creditsUsed),
      });
      return;
    }
    dispatch({ type: 'leave' });
    if (outcome.kind === 'stopped') {
      toast.info(RESEARCH_COPY.stopped);
      // The server refunds once it notices the closed connection, which can be just after the balance was
      // re-read above; a second read shortly after shows the refund.
      window.setTimeout(() => onCreditsChangedRef.current(), STOP_REFUND_RECHECK_MS);
      return;
    }
    toast.error(outcome.message || RESEARCH_MESSAGES.failed, {
      description: outcome.refunded ? REFUND_NOTE : undefined,
    });
  }, []);

  const stop = React.useCallback(() => controllerRef.current?.abort(), []);

  const leave = React.useCallback(() => {
    controllerRef.current?.abort();
    controllerRef.current = null;
    dispatch({ type: 'leave' });
  }, []);

  return { run: state.run, hasReturned: state.hasReturned, start, stop, leave };
}
