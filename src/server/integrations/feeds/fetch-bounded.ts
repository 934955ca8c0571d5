/** Limits every outside feed request so a slow or huge answer can never hold a dashboard request hostage. */
export type BoundedFetchOptions = {
  timeoutMs: number;
  maxBytes: number;
  headers?: Record<string, string>;
  fetch?: typeof fetch;
};

export class FeedHttpError extends Error {}

/** GETs `url` and returns its body as text; throws on a non-2xx status, a timeout or a body over `maxBytes`. */
export async function fetchBoundedText(url: string, options: BoundedFetchOptions): Promise<string> {
  const doFetch = options.fetch ?? fetch;
  // One deadline for the headers and the whole body, so a server that trickles bytes times out too.
  const signal = AbortSignal.timeout(options.timeoutMs);
  const response = await doFetch(url, { headers: options.headers, signal, redirect: 'follow' });
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw new FeedHttpError(`${url} answered ${response.status}`);
  }
  const declared = Number(response.headers.get('content-length'));
  if (declared > options.maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw new FeedHttpError(`${url} is larger than ${options.maxBytes} bytes`);
  }
  if (!response.body) return '';

  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > options.maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new FeedHttpError(`${url} is larger than ${options.maxBytes} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
