import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { AiError } from './errors';
import type { OfflineJob, OfflineReply } from './offline-worker';
import type { AiIntent } from './types';

/**
 * The worker's code: `offline-worker.js` beside the server's bundle once built; run from the TypeScript sources
 * (development, tests), the source file itself, loaded through tsx as the server's own sources are.
 */
export function startOfflineWorker(): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./offline-worker.js', import.meta.url));
  const entry = new URL('./offline-worker.ts', import.meta.url).href;
  const loader = `import(${JSON.stringify(tsxEsmApi())}).then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })`;
  return new Worker(loader, { eval: true });
}

/** tsx's ESM API (`register()`), as its package exports it to `import`. */
function tsxEsmApi(): string {
  const require = createRequire(import.meta.url);
  const manifestPath = require.resolve('tsx/package.json');
  const manifest = require(manifestPath) as { exports: Record<string, { import: { default: string } }> };
  return pathToFileURL(path.join(path.dirname(manifestPath), manifest.exports['./esm/api']!.import.default))
    .href;
}

type Job = { resolve(answer: string): void; reject(error: unknown): void; watchdog?: NodeJS.Timeout };

/** Loading the tagger takes about a second; a thread not ready long after that is stuck. */
const START_LIMIT_MS = 60_000;
/**
 * An answer takes milliseconds of CPU; a thread that has not answered a job long after that is stuck. This is
 * the thread's own limit, not a request's: each request's deadline stops its wait on its own.
 */
const ANSWER_LIMIT_MS = 15_000;

export type OfflineThread = ReturnType<typeof createOfflineThread>;

/**
 * Runs the offline engine's answers on a worker thread, started on the first intent (an idle server, or one with
 * a configured model, never starts it). Reading a request with compromise takes milliseconds of CPU; on the
 * thread that serves requests, every other request (the balance reads, the pages) would wait behind it, as they
 * never wait behind a network model.
 *
 * - The thread loads the tagger first, then says it is ready. A job not answered within ANSWER_LIMIT_MS once the
 *   thread is ready, or a thread not ready within START_LIMIT_MS, means the thread is stuck: it is stopped, every
 *   job waiting on it fails as a timeout, and the next intent starts a new one.
 * - A thread that fails or exits fails the jobs waiting on it; the next intent starts a new one.
 * - The thread keeps the process alive only while it has jobs.
 *
 * `start` starts the thread (the offline engine's worker unless given); the limits may be set shorter (tests).
 */
export function createOfflineThread(
  options: { start?: () => Worker; startLimitMs?: number; answerLimitMs?: number } = {},
) {
  const {
    start = startOfflineWorker,
    startLimitMs = START_LIMIT_MS,
    answerLimitMs = ANSWER_LIMIT_MS,
  } = options;
  let current: { worker: Worker; ready: Promise<void> } | undefined;
  let nextId = 0;
  const jobs = new Map<number, Job>();

  function settle(id: number): Job | undefined {
    const job = jobs.get(id);
    if (!job) return undefined;
    jobs.delete(id);
    clearTimeout(job.watchdog);
    if (jobs.size === 0) current?.worker.unref();
    return job;
  }

  function failAll(error: unknown) {
    for (const id of [...jobs.keys()]) settle(id)?.reject(error);
  }

  /** Stops a stuck thread: what waits on it fails as a timeout. */
  function stopStuck(worker: Worker, cause: string) {
    if (current?.worker !== worker) return;
    current = undefined;
    failAll(new AiError('timeout', { cause }));
    void worker.terminate();
  }

  function running(): { worker: Worker; ready: Promise<void> } {
    if (current) return current;
    const worker = start();
    let markReady!: () => void;
    let markFailed!: (error: unknown) => void;
    const ready = new Promise<void>((resolve, reject) => {
      markReady = resolve;
      markFailed = reject;
    });
    // Nobody may be waiting for it yet (a job posted before the thread is ready waits in its queue).
    ready.catch(() => {});
    const startLimit = setTimeout(() => stopStuck(worker, 'the offline engine did not start'), startLimitMs);
    startLimit.unref();
    worker.on('message', (reply: OfflineReply) => {
      if ('ready' in reply) {
        clearTimeout(startLimit);
        markReady();
        return;
      }
      const job = settle(reply.id);
      if ('answer' in reply) job?.resolve(reply.answer);
      else job?.reject(new Error(`the offline engine failed: ${reply.error}`));
    });
    const ended = (error: unknown) => {
      clearTimeout(startLimit);
      markFailed(error);
      if (current?.worker !== worker) return;
      current = undefined;
      failAll(error);
    };
    worker.on('error', ended);
    worker.on('exit', (code) => ended(new Error(`the offline engine's thread stopped (exit code ${code})`)));
    current = { worker, ready };
    return current;
  }

  return {
    /** Starts the thread if it is not running; resolves once it is ready to answer. */
    ready(): Promise<void> {
      return running().ready;
    },

    /** The answer to `intent`; rejects with the signal's reason once it aborts (the late answer is dropped). */
    answer(intent: AiIntent, signal: AbortSignal): Promise<string> {
      if (signal.aborted) return Promise.reject(signal.reason as Error);
      const { worker, ready } = running();
      const id = nextId++;
      return new Promise<string>((resolve, reject) => {
        const onAbort = () => reject(signal.reason);
        signal.addEventListener('abort', onAbort, { once: true });
        const done = () => signal.removeEventListener('abort', onAbort);
        const job: Job = {
          resolve: (answer) => (done(), resolve(answer)),
          reject: (error) => (done(), reject(error)),
        };
        jobs.set(id, job);
        const watch = () => {
          if (!jobs.has(id)) return;
          job.watchdog = setTimeout(
            () => stopStuck(worker, 'the offline engine did not answer in time'),
            answerLimitMs,
          );
          job.watchdog.unref();
        };
        // A thread that fails to start has already failed this job.
        ready.then(watch, () => {});
        worker.ref();
        worker.postMessage({ id, intent } satisfies OfflineJob);
      });
    },

    /** Stops the thread, failing what waits on it. */
    async close(): Promise<void> {
      const stopping = current;
      current = undefined;
      failAll(new AiError('aborted', { cause: 'the offline engine was closed' }));
      await stopping?.worker.terminate();
    },
  };
}
