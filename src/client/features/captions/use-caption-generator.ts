import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { CAPTION_MESSAGES, REFUND_NOTE, type CaptionGeneration, type CaptionRequest } from '@shared/ai';
import type { Platform } from '@shared/platforms';
import { ApiError } from '@/lib/api';
import { recentCaptionsQuery, streamCaption } from './api';

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

const IDLE: GeneratorState = {
  phase: 'idle',
  text: '',
  platform: null,
  engine: null,
  generation: null,
  error: null,
};

function failureMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return error instanceof Error ? CAPTION_MESSAGES.failed : CAPTION_MESSAGES.unknown;
}

function showFailure(message: string, isRefunded: boolean) {
  toast.error(CAPTION_MESSAGES.failedTitle, {
    description: isRefunded ? `${message} ${REFUND_NOTE}` : message,
  });
}

/**
 * Runs one caption generation at a time over the NDJSON stream. `onCreditsChanged` runs once the credit is
 * spent (`start`) and again when the request ends, since a failure or a refusal may have refunded or changed it.
 */
export function useCaptionGenerator({ onCreditsChanged }: { onCreditsChanged: () => void }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<GeneratorState>(IDLE);
  const controllerRef = useRef<AbortController | null>(null);
  const lastRequestRef = useRef<CaptionRequest | null>(null);
  // The latest callback without restarting anything when the parent passes a new function.
  const onCreditsChangedRef = useRef(onCreditsChanged);
  useEffect(() => {
    onCreditsChangedRef.current = onCreditsChanged;
  }, [onCreditsChanged]);

  // Leaving the page stops the stream; the server refunds what it could not finish.
  useEffect(() => () => controllerRef.current?.abort(), []);

  const generate = useCallback(
    async (request: CaptionRequest) => {
      const controller = new AbortController();
      const previous = controllerRef.current;
      controllerRef.current = controller;
      previous?.abort();
      lastRequestRef.current = request;
      // Only the newest request may change what is on screen.
      const update = (next: (current: GeneratorState) => GeneratorState) => {
        if (controllerRef.current === controller) setState(next);
      };
      update(() => ({ ...IDLE, phase: 'generating' }));

      let hasFinished = false;
      try {
        for await (const event of streamCaption(request, controller.signal)) {
          if (event.type === 'start') {
            onCreditsChangedRef.current();
            update((current) => ({ ...current, platform: event.platform, engine: event.engine }));
          } else if (event.type === 'delta') {
            update((current) => ({ ...current, text: current.text + event.text }));
          } else if (event.type === 'done') {
            hasFinished = true;
            const { generation } = event;
            update((current) => ({
              ...current,
              phase: 'done',
              generation,
              platform: generation.platform,
              engine: generation.engine,
            }));
            toast.success(CAPTION_MESSAGES.generatedTitle, { description: CAPTION_MESSAGES.generated });
            void queryClient.invalidateQueries({ queryKey: recentCaptionsQuery.queryKey });
          } else {
            hasFinished = true;
            const message = event.message || CAPTION_MESSAGES.failed;
            update((current) => ({ ...current, phase: 'failed', error: message }));
            showFailure(message, event.refunded);
          }
          if (hasFinished) break;
        }
        if (!hasFinished) throw new Error('The answer ended before it was complete.');
      } catch (error) {
        if (controller.signal.aborted) {
          update((current) => ({ ...current, phase: 'stopped' }));
        } else {
          const message = failureMessage(error);
          update((current) => ({ ...current, phase: 'failed', error: message }));
          showFailure(message, false);
        }
      } finally {
        if (controllerRef.current === controller) controllerRef.current = null;
        onCreditsChangedRef.current();
      }
    },
    [queryClient],
  );

  const stop = useCallback(() => controllerRef.current?.abort(), []);

  const regenerate = useCallback(() => {
    if (lastRequestRef.current) void generate(lastRequestRef.current);
  }, [generate]);

  return { state, generate, stop, regenerate, isGenerating: state.phase === 'generating' };
}
