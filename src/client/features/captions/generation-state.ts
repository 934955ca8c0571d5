import type { CaptionEvent, CaptionGeneration, CaptionRequest } from '@shared/ai';
import type { Platform } from '@shared/platforms';
import type { PaidStreamAction } from '@/lib/use-paid-stream';

/** Idle, generating, done or failed; "stopped" is the user's Stop. */
export type GenerationPhase = 'idle' | 'generating' | 'done' | 'failed' | 'stopped';

export type GeneratorState = {
  phase: GenerationPhase;
  /** The text streamed so far (the whole answer once done). */
  text: string;
  /** Known from the `start` event on: the platform the server detected and the engine that answers. */
  platform: Platform | null;
  engine: string | null;
  generation: CaptionGeneration | null;
  error: string | null;
};

export const IDLE_GENERATION: GeneratorState = {
  phase: 'idle',
  text: '',
  platform: null,
  engine: null,
  generation: null,
  error: null,
};

/** What the caption generator shows as one generation streams in. */
export function generationReducer(
  state: GeneratorState,
  action: PaidStreamAction<CaptionRequest, CaptionEvent>,
): GeneratorState {
  switch (action.type) {
    case 'begin':
      return { ...IDLE_GENERATION, phase: 'generating' };
    case 'event': {
      const { event } = action;
      if (event.type === 'start') return { ...state, platform: event.platform, engine: event.engine };
      if (event.type === 'delta') return { ...state, text: state.text + event.text };
      // The stored generation is the authority: it replaces what was pieced together.
      const { generation } = event;
      return {
        ...state,
        phase: 'done',
        generation,
        platform: generation.platform,
        engine: generation.engine,
      };
    }
    case 'end': {
      const { outcome } = action;
      if (outcome.kind === 'failed') return { ...state, phase: 'failed', error: outcome.message };
      if (outcome.kind === 'stopped') return { ...state, phase: 'stopped' };
      return state;
    }
  }
}
