import { NDJSON_CONTENT_TYPE } from '@shared/ai';

const NOT_YET = Symbol('not yet');
/** Resolves once the event loop has turned: what is not ready by then goes out in a later write. */
const afterThisTurn = () => new Promise<typeof NOT_YET>((resolve) => setImmediate(resolve, NOT_YET));

/**
 * Streams events as newline-delimited JSON, one line per event, each written as soon as it is produced (no
 * buffering: proxies are asked not to buffer either). Events that are ready together — a burst from the
 * provider, or a fast model — go out in one write rather than one each: a write takes what is ready by the
 * end of the event loop's turn in which its first event came, never waits for an event that is not ready, and
 * one turn is waited for per write, not per event (a model that sends its answer in many small chunks at once
 * would otherwise schedule a wait for each). When the client goes away the generator is closed, so its
 * `finally` blocks run and whatever it was waiting on is released.
 */
export function ndjsonResponse<TEvent>(events: AsyncGenerator<TEvent, void, undefined>): Response {
  const encoder = new TextEncoder();
  let pending: Promise<IteratorResult<TEvent, void>> | undefined;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      let lines = '';
      let turn: Promise<typeof NOT_YET> | undefined;
      for (;;) {
        pending ??= events.next();
        const next = lines ? await Promise.race([pending, (turn ??= afterThisTurn())]) : await pending;
        if (next === NOT_YET) break;
        pending = undefined;
        if (next.done) {
          if (lines) controller.enqueue(encoder.encode(lines));
          controller.close();
          return;
        }
        lines += `${JSON.stringify(next.value)}\n`;
      }
      controller.enqueue(encoder.encode(lines));
    },
    async cancel() {
      await events.return(undefined);
    },
  });
  return new Response(body, {
    status: 200,
    headers: {
      'Content-Type': `${NDJSON_CONTENT_TYPE}; charset=utf-8`,
      'Cache-Control': 'no-store',
      'X-Accel-Buffering': 'no',
    },
  });
}
