import { describe, expect, it } from 'vitest';
import { ndjsonResponse } from './streaming';

type Event = { n: number };

/** A promise and the function that resolves it, to hold a generator at an `await` until the test says so. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

const decoder = new TextDecoder();

async function nextChunk(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<string | null> {
  const { done, value } = await reader.read();
  return done ? null : decoder.decode(value);
}

describe('ndjsonResponse', () => {
  it('sends events that are ready together in one write, and writes the rest when they come', async () => {
    const later = gate();
    async function* events(): AsyncGenerator<Event, void, undefined> {
      yield { n: 1 };
      yield { n: 2 };
      await later.opened;
      yield { n: 3 };
    }
    const response = ndjsonResponse(events());
    expect(response.headers.get('content-type')).toBe('application/x-ndjson; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const reader = response.body!.getReader();

    // The first write does not wait for event 3, which is not ready.
    expect(await nextChunk(reader)).toBe('{"n":1}\n{"n":2}\n');
    later.open();
    expect(await nextChunk(reader)).toBe('{"n":3}\n');
    expect(await nextChunk(reader)).toBeNull();
  });

  it('writes a lone event at once, one line per event', async () => {
    const gates = [gate(), gate()];
    async function* events(): AsyncGenerator<Event, void, undefined> {
      yield { n: 1 };
      await gates[0]!.opened;
      yield { n: 2 };
      await gates[1]!.opened;
    }
    const reader = ndjsonResponse(events()).body!.getReader();
    expect(await nextChunk(reader)).toBe('{"n":1}\n');
    gates[0]!.open();
    expect(await nextChunk(reader)).toBe('{"n":2}\n');
    gates[1]!.open();
    expect(await nextChunk(reader)).toBeNull();
  });

  it('closes the generator when the reader cancels, so its cleanup runs', async () => {
    const never = gate();
    let isCleanedUp = false;
    async function* events(): AsyncGenerator<Event, void, undefined> {
      try {
        yield { n: 1 };
        await never.opened;
        yield { n: 2 };
      } finally {
        isCleanedUp = true;
      }
    }
    const reader = ndjsonResponse(events()).body!.getReader();
    expect(await nextChunk(reader)).toBe('{"n":1}\n');
    const cancelled = reader.cancel();
    // The generator is held at an await; it is closed once that settles, as a model call ends on abort.
    never.open();
    await cancelled;
    expect(isCleanedUp).toBe(true);
  });
});
