import { describe, expect, it } from 'vitest';
import { readNdjson } from './ndjson';

const encoder = new TextEncoder();

/** A body that delivers exactly these chunks, one per read, then ends (or fails with `error`). */
function body(chunks: string[], error?: unknown) {
  const pending = [...chunks];
  return new ReadableStream<Uint8Array<ArrayBuffer>>({
    pull(controller) {
      const chunk = pending.shift();
      if (chunk !== undefined) controller.enqueue(encoder.encode(chunk));
      else if (error === undefined) controller.close();
      else controller.error(error);
    },
  });
}

async function readAll<T>(stream: AsyncIterable<T>) {
  const events: T[] = [];
  for await (const event of stream) events.push(event);
  return events;
}

describe('readNdjson', () => {
  it('yields one event per line, several lines in one chunk', async () => {
    const events = await readAll(readNdjson(body(['{"n":1}\n{"n":2}\n{"n":3}\n'])));
    expect(events).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
  });

  it('joins a line split across chunks, even inside a string or a multi-byte character', async () => {
    const line = JSON.stringify({ type: 'delta', text: 'Café ☕ time' }) + '\n';
    const bytes = encoder.encode(line);
    // Cut the UTF-8 bytes of "☕" in half: the decoder must wait for the rest.
    const cut = line.indexOf('☕') + 1;
    const stream = new ReadableStream<Uint8Array<ArrayBuffer>>({
      start(controller) {
        controller.enqueue(bytes.slice(0, cut));
        controller.enqueue(bytes.slice(cut, cut + 3));
        controller.enqueue(bytes.slice(cut + 3));
        controller.close();
      },
    });
    expect(await readAll(readNdjson(stream))).toEqual([{ type: 'delta', text: 'Café ☕ time' }]);
  });

  it('yields a last line that has no newline, and skips blank lines', async () => {
    const events = await readAll(readNdjson(body(['{"n":1}\n\n', '  \n{"n"', ':2}'])));
    expect(events).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it('yields nothing for an empty body', async () => {
    expect(await readAll(readNdjson(body([])))).toEqual([]);
  });

  it('gives the events read so far, then the mapped error, when the read fails mid-line', async () => {
    const abort = new DOMException('The user aborted a request.', 'AbortError');
    const events: unknown[] = [];
    const reading = (async () => {
      for await (const event of readNdjson(body(['{"n":1}\n{"n":'], abort), (error) => ({ mapped: error })))
        events.push(event);
    })();
    await expect(reading).rejects.toEqual({ mapped: abort });
    // The half line is never parsed or yielded.
    expect(events).toEqual([{ n: 1 }]);
  });

  it('throws on a line that is not JSON', async () => {
    await expect(readAll(readNdjson(body(['{"n":1}\nnot json\n'])))).rejects.toThrow(SyntaxError);
  });

  it('cancels the body when the caller stops reading early', async () => {
    let cancelled = false;
    const stream = new ReadableStream<Uint8Array<ArrayBuffer>>({
      pull(controller) {
        controller.enqueue(encoder.encode('{"n":1}\n'));
      },
      cancel() {
        cancelled = true;
      },
    });
    for await (const event of readNdjson<{ n: number }>(stream)) {
      expect(event).toEqual({ n: 1 });
      break;
    }
    await expect.poll(() => cancelled).toBe(true);
  });
});
