import type { Metrics } from '../../metrics';
import type { AiEngine } from './types';

/**
 * The engine with every model call timed and its failures counted, by engine kind. It sits at the engine
 * boundary so the services stay unaware of metrics. A call the caller ended (the browser left, or the reader
 * stopped early) is "cancelled", not an error; the deadline's abort is a timeout and counts as one.
 */
export function measureAiEngine(
  engine: AiEngine,
  metrics: Pick<Metrics, 'aiCallDuration' | 'aiErrors'>,
): AiEngine {
  return {
    ...engine,
    async *streamText(prompt, signal) {
      const stop = metrics.aiCallDuration.startTimer({ engine: engine.kind });
      let outcome = 'cancelled';
      try {
        yield* engine.streamText(prompt, signal);
        outcome = 'ok';
      } catch (error) {
        const isTimeout = isTimeoutReason(signal.reason);
        if (!signal.aborted || isTimeout) {
          outcome = 'error';
          metrics.aiErrors.inc({ engine: engine.kind, reason: isTimeout ? 'timeout' : 'provider' });
        }
        throw error;
      } finally {
        stop({ outcome });
      }
    },
  };
}

function isTimeoutReason(reason: unknown): boolean {
  return reason instanceof Error && reason.name === 'TimeoutError';
}
