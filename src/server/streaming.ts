import { NDJSON_CONTENT_TYPE } from '@shared/ai';

/**
 * Streams events as newline-delimited JSON, one line per event, each written as soon as it is produced (no
 * buffering: proxies are asked not to buffer either). When the client goes away the generator is closed, so
 * its `finally` blocks run and whatever it was waiting on is released.
 */
export function ndjsonResponse<TEvent>(events: AsyncGenerator<TEvent, void, undefined>): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await events.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(`${JSON.stringify(next.value)}\n`));
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
