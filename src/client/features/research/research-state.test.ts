import { describe, expect, it } from 'vitest';
import type { ResearchReport } from '@shared/ai';
import { NO_RESEARCH, researchReducer, type ResearchState } from './research-state';

const question = 'Who buys refurbished cameras in France?';
const report: ResearchReport = {
  id: 'r1',
  question,
  complexity: 'simple',
  queries: ['refurbished cameras France market'],
  sources: [{ url: 'https://example.com/a', host: 'example.com', title: 'A', chars: 1200, index: 1 }],
  report: '## Summary\nThe stored report.',
  engine: 'Offline engine',
  creditsUsed: 1,
  createdAt: '2026-11-25T00:00:00.000Z',
};

function run(state: ResearchState, ...actions: Parameters<typeof researchReducer>[1][]): ResearchState {
  return actions.reduce(researchReducer, state);
}

describe('researchReducer', () => {
  it('opens a run for the question, numbered after the last one', () => {
    const state = run(NO_RESEARCH, { type: 'begin', request: { question } });
    expect(state.run).toMatchObject({ id: 1, question, status: 'running', sources: null, report: '' });
    const next = run({ ...NO_RESEARCH, lastRunId: 4 }, { type: 'begin', request: { question } });
    expect(next.run?.id).toBe(5);
    // Regenerate while a run is shown: a new id, so the view starts afresh.
    expect(run(state, { type: 'begin', request: { question } }).run?.id).toBe(2);
  });

  it('fills in the cost, the sources and the streamed report as events come', () => {
    const state = run(
      NO_RESEARCH,
      { type: 'begin', request: { question } },
      {
        type: 'event',
        event: {
          type: 'start',
          complexity: 'complex',
          engine: 'Offline engine',
          creditsUsed: 2,
          dailyFreeUsed: false,
        },
      },
      { type: 'event', event: { type: 'sources', queries: report.queries, sources: report.sources } },
      { type: 'event', event: { type: 'delta', text: '## Sum' } },
      { type: 'event', event: { type: 'delta', text: 'mary' } },
    );
    expect(state.run).toMatchObject({
      status: 'running',
      complexity: 'complex',
      creditsUsed: 2,
      sources: report.sources,
      report: '## Summary',
    });
  });

  it('replaces the pieced-together run with the stored report on done, keeping its id', () => {
    const state = run(
      NO_RESEARCH,
      { type: 'begin', request: { question } },
      { type: 'event', event: { type: 'delta', text: 'partial' } },
      { type: 'event', event: { type: 'done', research: report } },
      { type: 'end', outcome: { kind: 'done', event: { type: 'done', research: report } } },
    );
    expect(state.run).toEqual({
      id: 1,
      question,
      status: 'done',
      engine: 'Offline engine',
      complexity: 'simple',
      creditsUsed: 1,
      sources: report.sources,
      report: report.report,
    });
  });

  it.each([
    { kind: 'failed' as const, message: 'Failed to generate market research', refunded: true },
    { kind: 'stopped' as const },
  ])('goes back to the question box when the run ends $kind', (outcome) => {
    const state = run(NO_RESEARCH, { type: 'begin', request: { question } }, { type: 'end', outcome });
    expect(state).toEqual({ run: null, hasReturned: true, lastRunId: 1 });
  });

  it('goes back to the question box when the user leaves, remembering the last id', () => {
    const state = run(NO_RESEARCH, { type: 'begin', request: { question } }, { type: 'leave' });
    expect(state).toEqual({ run: null, hasReturned: true, lastRunId: 1 });
    expect(run(state, { type: 'begin', request: { question } }).run?.id).toBe(2);
  });

  it('ignores events when no run is shown', () => {
    expect(run(NO_RESEARCH, { type: 'event', event: { type: 'delta', text: 'late' } })).toBe(NO_RESEARCH);
  });
});
