import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import { listenOnLoopback } from './loopback';

/**
 * How a fake model server answers one request:
 * - `stream`: these text chunks as server-sent events, in order (`[]` is an empty completion); with `hang`, the
 *   stream stays open after them and never finishes; with `delayMs`, each event waits that long after the one
 *   before (a slow model);
 * - `error`: that HTTP status with the provider's JSON error body;
 * - `hang`: the request is accepted and never answered.
 */
export type FakeModelReply =
  | { kind: 'stream'; chunks: string[]; hang?: boolean; delayMs?: number }
  | { kind: 'error'; status: number; message?: string }
  | { kind: 'hang' };

export type RecordedModelRequest = { path: string; headers: IncomingHttpHeaders; body: unknown };

/** The replies a fake gives, in order; when none is queued it gives `fallback`. */
export function createReplyScript(fallback: FakeModelReply) {
  const queue: FakeModelReply[] = [];
  const requests: RecordedModelRequest[] = [];
  const openResponses = new Set<ServerResponse>();
  const counters = { disconnects: 0 };
  return {
    requests,
    openResponses,
    counters,
    /** Counts clients that hang up before the answer is complete (a cancelled or timed-out call). */
    watch(res: ServerResponse) {
      res.on('close', () => {
        if (!res.writableFinished) counters.disconnects++;
      });
    },
    /** Queues replies for the next requests, one each. */
    enqueue: (...replies: FakeModelReply[]) => void queue.push(...replies),
    next: (): FakeModelReply => queue.shift() ?? fallback,
    reset() {
      queue.length = 0;
      requests.length = 0;
      counters.disconnects = 0;
    },
  };
}

/**
 * Starts a fake model server on 127.0.0.1 around a reply script: each request is watched for hang-ups, its JSON
 * body read and recorded under `recordedPath(url)`, then answered by `answer`. Gives the API base (`basePath` on
 * the fake's origin), what a test sees of the script, and `close`.
 */
export async function startModelFake(
  script: ReturnType<typeof createReplyScript>,
  options: {
    basePath: string;
    recordedPath: (url: URL) => string;
    answer: (req: IncomingMessage, res: ServerResponse, url: URL, body: unknown) => Promise<unknown>;
  },
) {
  const server = createServer(async (req, res) => {
    script.watch(res);
    const url = new URL(req.url ?? '/', 'http://localhost');
    const body = await readJsonBody(req).catch(() => undefined);
    script.requests.push({ path: options.recordedPath(url), headers: req.headers, body });
    await options.answer(req, res, url, body);
  });
  const { origin, close } = await listenOnLoopback(server, script.openResponses);
  return {
    baseUrl: `${origin}${options.basePath}`,
    requests: script.requests,
    enqueue: script.enqueue,
    reset: script.reset,
    /** How many requests the client abandoned before the answer was complete. */
    disconnects: () => script.counters.disconnects,
    close,
  };
}

export async function readJsonBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : undefined;
}

/** Sends events one by one, each in its own write, so the client really receives a stream. */
export async function writeEvents(res: ServerResponse, events: string[], delayMs = 0): Promise<void> {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  res.flushHeaders();
  for (const [index, event] of events.entries()) {
    if (index > 0 && delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (res.destroyed) return;
    res.write(`data: ${event}\n\n`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}
