import http from 'node:http';
import autocannon from 'autocannon';
import { percentiles, type Percentiles } from './stats';

export type LoadRun = {
  /** Successful (2xx) responses per second over the measured window. */
  rps: number;
  latencyMs: Percentiles;
  ok: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  durationS: number;
};

export type HttpLoad = {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Cookies to rotate through, one per request (many users); else `headers.cookie` for all. */
  cookies?: string[];
};

/**
 * One autocannon run (closed loop, `connections` at a time, no pipelining). Latencies are kept exactly from
 * autocannon's response events (its own histogram rounds to whole milliseconds); only 2xx count.
 */
export function loadHttp(
  load: HttpLoad,
  options: { connections: number; durationS: number },
): Promise<LoadRun> {
  const latencies: number[] = [];
  let next = 0;
  const rotate = load.cookies?.length
    ? [
        {
          setupRequest: (request: autocannon.Request) => {
            const cookie = load.cookies![next++ % load.cookies!.length]!;
            return { ...request, headers: { ...request.headers, cookie } };
          },
        },
      ]
    : undefined;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: load.url,
        method: load.method ?? 'GET',
        headers: load.headers,
        body: load.body,
        connections: options.connections,
        duration: options.durationS,
        timeout: 30,
        ...(rotate ? { requests: rotate } : {}),
      },
      (error, result) => {
        if (error) return reject(error instanceof Error ? error : new Error(String(error)));
        const ok = latencies.length;
        resolve({
          rps: ok / result.duration,
          latencyMs: percentiles(latencies),
          ok,
          non2xx: result.non2xx,
          errors: result.errors,
          timeouts: result.timeouts,
          durationS: result.duration,
        });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    });
  });
}

export type LoopRun = { opsPerSec: number; latencyMs: Percentiles; ops: number; durationS: number };

/** `concurrency` callers, each calling `operation` again as soon as it finishes, for `durationS`. */
export async function closedLoop(
  operation: (index: number) => Promise<unknown>,
  options: { concurrency: number; durationS: number },
): Promise<LoopRun> {
  const latencies: number[] = [];
  let index = 0;
  const started = performance.now();
  const end = started + options.durationS * 1000;
  await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        await operation(index++);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const durationS = (performance.now() - started) / 1000;
  return {
    opsPerSec: latencies.length / durationS,
    latencyMs: percentiles(latencies),
    ops: latencies.length,
    durationS,
  };
}

export type StreamTiming = { startMs: number; firstDeltaMs: number; totalMs: number; deltas: number };

/**
 * One streamed `POST /api/captions`, timed from sending the request to the `start` event (credit spent), to the
 * first `delta` (first token) and to the end. Checks the contract: start, at least one delta, then done.
 */
export function timeCaptionStream(
  agent: http.Agent,
  url: string,
  headers: Record<string, string>,
  body: string,
): Promise<StreamTiming> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const request = http.request(url, { method: 'POST', agent, headers }, (response) => {
      response.setEncoding('utf8');
      let buffer = '';
      let startMs = Number.NaN;
      let firstDeltaMs = Number.NaN;
      let deltas = 0;
      let isDone = false;
      let failure: string | undefined;
      response.on('data', (chunk: string) => {
        const now = performance.now() - t0;
        buffer += chunk;
        let newline: number;
        while ((newline = buffer.indexOf('\n')) >= 0) {
          const line = buffer.slice(0, newline);
          buffer = buffer.slice(newline + 1);
          if (!line.trim()) continue;
          if (response.statusCode !== 200) {
            failure = `HTTP ${response.statusCode}: ${line}`;
            continue;
          }
          const event = JSON.parse(line) as { type: string; message?: string };
          if (event.type === 'start' && Number.isNaN(startMs)) startMs = now;
          else if (event.type === 'delta') {
            deltas += 1;
            if (Number.isNaN(firstDeltaMs)) firstDeltaMs = now;
          } else if (event.type === 'done') isDone = true;
          else if (event.type === 'error') failure = `error event: ${event.message}`;
        }
      });
      response.on('end', () => {
        if (response.statusCode !== 200) failure ??= `HTTP ${response.statusCode}: ${buffer}`;
        else if (Number.isNaN(startMs) || deltas === 0 || !isDone) failure ??= 'incomplete stream';
        if (failure) reject(new Error(`POST /api/captions: ${failure}`));
        else resolve({ startMs, firstDeltaMs, totalMs: performance.now() - t0, deltas });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

export type WindowedRun<T> = {
  /** What the operations started inside the window returned. */
  results: T[];
  /** Why the operations started inside the window failed, one message per failure. */
  errors: string[];
  windowS: number;
  /** Operations that ended after the window opened (started in it or not): the divisor of CPU read from then on. */
  endedSinceWindowOpened: number;
};

/**
 * `concurrency` callers, each calling `operation(caller)` again as soon as it settles: `warmupS` unrecorded, then
 * a window of `durationS` whose operations are recorded, by the time they start. The callers keep going until
 * every recorded operation has settled, so each one ran with all `concurrency` in flight: stopping at the window's
 * end would let the last ones, which for second-long operations are a good share of the samples, run ever less
 * loaded. `onWindowOpen` runs as the window opens (start a CPU meter there).
 */
export async function windowedClosedLoop<T>(
  operation: (caller: number) => Promise<T>,
  options: { concurrency: number; warmupS: number; durationS: number; onWindowOpen?: () => void },
): Promise<WindowedRun<T>> {
  const results: T[] = [];
  const errors: string[] = [];
  const windowOpens = performance.now() + options.warmupS * 1000;
  const windowCloses = windowOpens + options.durationS * 1000;
  let recordedInFlight = 0;
  let endedSinceWindowOpened = 0;
  let isWindowOpen = false;
  const openWindow = () => {
    if (isWindowOpen) return;
    isWindowOpen = true;
    options.onWindowOpen?.();
  };
  const timer = setTimeout(openWindow, options.warmupS * 1000);
  if (options.warmupS <= 0) openWindow();
  await Promise.all(
    Array.from({ length: options.concurrency }, async (_, caller) => {
      for (;;) {
        const startedAt = performance.now();
        if (startedAt >= windowCloses && recordedInFlight === 0) return;
        const isRecorded = startedAt >= windowOpens && startedAt < windowCloses;
        if (isRecorded) recordedInFlight += 1;
        try {
          const result = await operation(caller);
          if (isRecorded) results.push(result);
        } catch (error) {
          if (isRecorded) errors.push(error instanceof Error ? error.message : String(error));
        } finally {
          if (isRecorded) recordedInFlight -= 1;
          if (isWindowOpen) endedSinceWindowOpened += 1;
        }
      }
    }),
  );
  clearTimeout(timer);
  openWindow();
  return { results, errors, windowS: options.durationS, endedSinceWindowOpened };
}

/**
 * Streamed `POST /api/captions` answers, `connections` at a time, each read to its last event before the
 * connection sends the next (a closed loop, like loadHttp's). autocannon is not used for them: on chunked
 * answers it saw the end of some far later than it came (its p99 stood at seconds while a client reading the
 * stream saw none over 0.8 s). A failed answer counts as an error, not as a latency.
 *
 * The warm-up runs on the same connections as the timed window, which times the answers started in it: a
 * window that opened its own connections would begin with all of them sending at once, and with about two
 * thousand answers in a window those first fifty (2.5 %, each waiting behind the rest of the burst) would be
 * the p99. `onWindowOpen` runs as the window opens (start a CPU meter there); `endedSinceWindowOpened` is the
 * divisor of CPU read from then on.
 */
export async function loadCaptionStreams(
  load: HttpLoad,
  options: { connections: number; durationS: number; warmupS: number; onWindowOpen?: () => void },
): Promise<LoadRun & { endedSinceWindowOpened: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const cookies = load.cookies?.length ? load.cookies : [load.headers?.cookie ?? ''];
  let next = 0;
  const run = await windowedClosedLoop(
    async () => {
      const headers = { ...load.headers, cookie: cookies[next++ % cookies.length]! };
      return (await timeCaptionStream(agent, load.url, headers, load.body ?? '')).totalMs;
    },
    {
      concurrency: options.connections,
      warmupS: options.warmupS,
      durationS: options.durationS,
      ...(options.onWindowOpen ? { onWindowOpen: options.onWindowOpen } : {}),
    },
  );
  agent.destroy();
  return {
    rps: run.results.length / run.windowS,
    latencyMs: percentiles(run.results),
    ok: run.results.length,
    non2xx: 0,
    errors: run.errors.length,
    timeouts: 0,
    durationS: run.windowS,
    endedSinceWindowOpened: run.endedSinceWindowOpened,
  };
}
