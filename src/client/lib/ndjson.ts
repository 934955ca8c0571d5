/**
 * Reads newline-delimited JSON as it arrives: yields each event once its line is complete, whatever the chunk
 * boundaries, and a last line without a trailing newline at the end. Blank lines are skipped. A failing read
 * (a lost connection, an abort) throws what `mapReadError` makes of it; a line that is not JSON throws.
 */
export async function* readNdjson<TEvent>(
  body: ReadableStream<Uint8Array<ArrayBuffer>>,
  mapReadError: (error: unknown) => unknown = (error) => error,
): AsyncGenerator<TEvent, void, undefined> {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  try {
    for (;;) {
      let chunk: ReadableStreamReadResult<string>;
      try {
        chunk = await reader.read();
      } catch (error) {
        throw mapReadError(error);
      }
      if (chunk.done) break;
      buffered += chunk.value;
      let newline: number;
      while ((newline = buffered.indexOf('\n')) >= 0) {
        const line = buffered.slice(0, newline).trim();
        buffered = buffered.slice(newline + 1);
        if (line) yield JSON.parse(line) as TEvent;
      }
    }
    if (buffered.trim()) yield JSON.parse(buffered) as TEvent;
  } finally {
    reader.cancel().catch(() => undefined);
  }
}
