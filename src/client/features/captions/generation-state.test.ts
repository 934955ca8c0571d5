import { describe, expect, it } from 'vitest';
import type { CaptionGeneration } from '@shared/ai';
import { IDLE_GENERATION, generationReducer, type GeneratorState } from './generation-state';

const request = { description: 'A post about our new latte' };
const generation: CaptionGeneration = {
  id: 'g1',
  description: request.description,
  platform: 'instagram',
  captions: ['One', 'Two'],
  engine: 'Offline engine',
  creditsUsed: 1,
  createdAt: '2026-11-25T00:00:00.000Z',
};

function run(...actions: Parameters<typeof generationReducer>[1][]): GeneratorState {
  return actions.reduce(generationReducer, IDLE_GENERATION);
}

describe('generationReducer', () => {
  it('starts afresh on begin, whatever the last generation left', () => {
    const failed: GeneratorState = { ...IDLE_GENERATION, phase: 'failed', text: 'old', error: 'Nope' };
    expect(generationReducer(failed, { type: 'begin', request })).toEqual({
      ...IDLE_GENERATION,
      phase: 'generating',
    });
  });

  it('learns the platform and engine from start, and appends each delta', () => {
    const state = run(
      { type: 'begin', request },
      {
        type: 'event',
        event: {
          type: 'start',
          platform: 'linkedin',
          count: 3,
          engine: 'Google Gemini',
          creditsUsed: 1,
          dailyFreeUsed: true,
        },
      },
      { type: 'event', event: { type: 'delta', text: 'Hello ' } },
      { type: 'event', event: { type: 'delta', text: 'world' } },
    );
    expect(state).toMatchObject({ phase: 'generating', platform: 'linkedin', engine: 'Google Gemini' });
    expect(state.text).toBe('Hello world');
  });

  it('takes the stored generation as the answer on done, and the end changes nothing after it', () => {
    const done = run(
      { type: 'begin', request },
      { type: 'event', event: { type: 'delta', text: 'partial' } },
      { type: 'event', event: { type: 'done', generation } },
    );
    expect(done).toMatchObject({
      phase: 'done',
      generation,
      platform: 'instagram',
      engine: 'Offline engine',
    });
    expect(
      generationReducer(done, {
        type: 'end',
        outcome: { kind: 'done', event: { type: 'done', generation } },
      }),
    ).toBe(done);
  });

  it('keeps the text streamed so far and shows the message when the request fails', () => {
    const state = run(
      { type: 'begin', request },
      { type: 'event', event: { type: 'delta', text: 'Half an answ' } },
      { type: 'end', outcome: { kind: 'failed', message: 'The AI service timed out.', refunded: true } },
    );
    expect(state).toMatchObject({
      phase: 'failed',
      text: 'Half an answ',
      error: 'The AI service timed out.',
    });
  });

  it('marks a Stop as stopped, without an error', () => {
    const state = run({ type: 'begin', request }, { type: 'end', outcome: { kind: 'stopped' } });
    expect(state).toMatchObject({ phase: 'stopped', error: null });
  });
});
