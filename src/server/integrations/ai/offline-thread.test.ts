import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { isAiError } from './errors';
import { answerIntent } from './offline-answer';
import { Worker } from 'node:worker_threads';
import { createOfflineThread, startOfflineWorker, type OfflineThread } from './offline-thread';
import type { AiIntent } from './types';

const intent: AiIntent = {
  kind: 'captions',
  description:
    'Instagram post for our Lisbon surf school: beginner lessons every morning at 8, first lesson free',
  platform: 'instagram',
  count: 3,
};
const never = new AbortController().signal;
const threads: OfflineThread[] = [];
const newThread = (options?: Parameters<typeof createOfflineThread>[0]) => {
  const thread = createOfflineThread(options);
  threads.push(thread);
  return thread;
};

/** A real thread that takes jobs and never answers them; it may say it is ready first. */
function silentWorker({ ready }: { ready: boolean }): Worker {
  const hello = ready ? "require('node:worker_threads').parentPort.postMessage({ ready: true });" : '';
  return new Worker(`${hello} setInterval(() => {}, 1000);`, { eval: true });
}

/** A real thread that is ready at once and answers every job "ok". */
function echoWorker(): Worker {
  const code = `const port = require('node:worker_threads').parentPort;
    port.postMessage({ ready: true });
    port.on('message', ({ id }) => port.postMessage({ id, answer: 'ok' }));`;
  return new Worker(code, { eval: true });
}

/** Shared by the tests that leave the thread as they found it: each new thread loads its tagger (seconds). */
const shared = createOfflineThread();

afterEach(async () => {
  await Promise.all(threads.splice(0).map((thread) => thread.close()));
});
afterAll(() => shared.close());

// Starting a thread from the TypeScript sources compiles them first: more than the default few seconds.
describe('the offline engine thread', { timeout: 60_000 }, () => {
  it('answers an intent exactly as the engine does in this thread', async () => {
    const thread = shared;
    const research: AiIntent = {
      kind: 'research-queries',
      question: 'Who buys refurbished cameras in France?',
    };
    expect(await thread.answer(intent, never)).toBe(await answerIntent(intent));
    expect(await thread.answer(research, never)).toBe(await answerIntent(research));
  });

  it('answers many intents at once, each with its own answer', async () => {
    const thread = shared;
    const intents: AiIntent[] = ['Berlin', 'Lisbon', 'Osaka', 'Toronto'].map((city) => ({
      ...intent,
      description: `Facebook post: our bakery in ${city} opens a second shop on Friday`,
    }));
    const answers = await Promise.all(intents.map((each) => thread.answer(each, never)));
    for (const [index, each] of intents.entries()) expect(answers[index]).toBe(await answerIntent(each));
  });

  it('stops waiting when the caller aborts, and keeps serving others', async () => {
    const thread = shared;
    const caller = new AbortController();
    const waiting = thread.answer(intent, caller.signal);
    caller.abort(new Error('the user pressed Stop'));
    await expect(waiting).rejects.toThrow('the user pressed Stop');
    expect(await thread.answer(intent, never)).toBe(await answerIntent(intent));
  });

  it('refuses at once when the caller has already aborted', async () => {
    const caller = new AbortController();
    caller.abort(new Error('gone'));
    await expect(shared.answer(intent, caller.signal)).rejects.toThrow('gone');
  });

  it('replaces a thread that does not answer in time, failing its jobs as a timeout', async () => {
    let starts = 0;
    // A real thread that says it is ready and never answers; then one that answers "ok" at once, well within the
    // short limit set here.
    const thread = newThread({
      start: () => (++starts === 1 ? silentWorker({ ready: true }) : echoWorker()),
      answerLimitMs: 2_000,
    });
    const late = thread.answer(intent, never);
    const alsoWaiting = thread.answer(intent, never);
    const [lateError, waitingError] = await Promise.all([late.catch((e) => e), alsoWaiting.catch((e) => e)]);
    expect(isAiError(lateError) && lateError.kind).toBe('timeout');
    expect(isAiError(waitingError) && waitingError.kind).toBe('timeout');
    expect(await thread.answer(intent, never)).toBe('ok');
    expect(starts).toBe(2);
  });

  it('replaces a thread that never gets ready', async () => {
    let starts = 0;
    const thread = newThread({
      start: () => (++starts === 1 ? silentWorker({ ready: false }) : echoWorker()),
      startLimitMs: 2_000,
    });
    const error = await thread.answer(intent, never).catch((e) => e);
    expect(isAiError(error) && error.kind).toBe('timeout');
    expect(await thread.answer(intent, never)).toBe('ok');
  });

  it('fails the jobs of a thread that exits, and starts again on the next intent', async () => {
    let starts = 0;
    const thread = newThread({
      start: () => (++starts === 1 ? new Worker('process.exit(3)', { eval: true }) : startOfflineWorker()),
    });
    await expect(thread.answer(intent, never)).rejects.toThrow('exit code 3');
    expect(await thread.answer(intent, never)).toBe(await answerIntent(intent));
  });

  it('fails what waits when closed, and starts again on the next intent', async () => {
    const thread = newThread();
    const failed = expect(thread.answer(intent, never)).rejects.toSatisfy(
      (error) => isAiError(error) && error.kind === 'aborted',
    );
    await thread.close();
    await failed;
    expect(await thread.answer(intent, never)).toBe(await answerIntent(intent));
  });
});
