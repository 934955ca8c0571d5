import type { ResearchEvent, ResearchReport, ResearchRequest, ResearchSource } from '@shared/ai';
import type { Complexity } from '@shared/credits';
import type { PaidStreamAction } from '@/lib/use-paid-stream';

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

export type ResearchState = {
  run: ResearchRun | null;
  /** The user came back to the question box from a run (focus goes back to it then, not on first load). */
  hasReturned: boolean;
  lastRunId: number;
};

/** The user goes back to the question box. */
export type LeaveAction = { type: 'leave' };

export const NO_RESEARCH: ResearchState = { run: null, hasReturned: false, lastRunId: 0 };

function leave(state: ResearchState): ResearchState {
  return { run: null, hasReturned: true, lastRunId: state.run?.id ?? state.lastRunId };
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

/** What the research page shows as a run streams in; a run that fails or is stopped goes back to the question. */
export function researchReducer(
  state: ResearchState,
  action: PaidStreamAction<ResearchRequest, ResearchEvent> | LeaveAction,
): ResearchState {
  switch (action.type) {
    case 'begin':
      return {
        ...state,
        run: {
          id: (state.run?.id ?? state.lastRunId) + 1,
          question: action.request.question,
          status: 'running',
          engine: null,
          complexity: null,
          creditsUsed: null,
          sources: null,
          report: '',
        },
      };
    case 'leave':
      return leave(state);
    case 'end':
      return action.outcome.kind === 'done' ? state : leave(state);
    case 'event': {
      const { run } = state;
      if (!run) return state;
      const { event } = action;
      switch (event.type) {
        case 'start':
          return {
            ...state,
            run: {
              ...run,
              engine: event.engine,
              complexity: event.complexity,
              creditsUsed: event.creditsUsed,
            },
          };
        case 'sources':
          return { ...state, run: { ...run, sources: event.sources } };
        case 'delta':
          return { ...state, run: { ...run, report: run.report + event.text } };
        case 'done':
          return { ...state, run: fromReport(run.id, event.research) };
      }
    }
  }
}
