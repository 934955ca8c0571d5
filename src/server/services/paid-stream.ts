import { randomUUID } from 'node:crypto';
import { INSUFFICIENT_CREDITS_CODE, PAID_REQUEST_MESSAGES, type CreditsCharged } from '@shared/ai';
import type { AiToolId } from '@shared/ai-tools';
import { HttpError } from '../http';
import { AiError, isAiError } from '../integrations/ai/engine';
import type { Logger } from '../logger';
import type { Metrics } from '../metrics';
import type { CreditsService } from './credits';
import { EventQueue } from './event-queue';
import type { AnswerFields, AnswerStore, GenerationRow } from './generations';

export type PaidRequest = CreditsCharged & { requestId: string };
export type FailureEvent = { type: 'error'; message: string; refunded: boolean };

/** One paid AI tool's request: what it costs, how its answer is produced and how it is stored. */
export type PaidStreamSpec<TEvent, TAnswer> = {
  userId: string;
  feature: AiToolId;
  cost: number;
  /** The label of the engine that answers, stored with the answer. */
  engine: string;
  messages: { noCredits: string; failed: string };
  /** The first event, sent once the credits are spent. */
  startEvent(paid: PaidRequest): TEvent;
  /**
   * Runs the model: sends progress events (sources, text) as they come and returns the finished answer. Throws
   * an AiError when the model fails, times out, answers nothing, or `signal` aborts.
   */
  produce(emit: (event: TEvent) => void, signal: AbortSignal): Promise<TAnswer>;
  /** What is stored of the finished answer, in the statement that charges the spend for good. */
  stored(answer: TAnswer): AnswerFields;
  /** The last event, once the answer is stored. */
  doneEvent(row: GenerationRow): TEvent;
};

/** The abort reason of a request stopped by shutdown; its credits are refunded. */
const SHUTDOWN = new AiError('aborted', { cause: 'the server is shutting down' });

type InFlight = { stop(reason: unknown): void; settled: Promise<void> };

export type PaidStreams = ReturnType<typeof createPaidStreams>;

/**
 * Paid, streamed AI requests: spend → produce → store (charged) or refund, exactly once.
 *
 * - The credits are spent before the model is called; a refusal is a 402 with the tool's own message.
 * - The model's answer is read as fast as the model writes it, whatever the client's pace: an answer the model
 *   finished is stored and charged even when the client hangs up before the last event. A client that leaves
 *   (the user's Stop) before the model finished stops the model and is refunded.
 * - Settling is a claim on the spend (AnswerStore.storeDelivered / CreditsService.refundCredits): a spend is either charged
 *   with its stored answer or refunded, never both, never twice. A refund that fails (the database went away)
 *   leaves the spend unsettled, and the recovery pass refunds it later.
 * - Shutdown drains: requests in flight may finish within a grace period; the rest are stopped and refunded
 *   before the process exits.
 */
export function createPaidStreams(deps: {
  credits: CreditsService;
  answers: AnswerStore;
  logger: Logger;
  metrics: Metrics;
}) {
  const { credits, answers, logger, metrics } = deps;
  const inFlight = new Set<InFlight>();
  let isDraining = false;

  async function pay(
    spec: Pick<PaidStreamSpec<unknown, unknown>, 'userId' | 'feature' | 'cost' | 'messages'>,
  ): Promise<PaidRequest> {
    const requestId = `${spec.feature}:${randomUUID()}`;
    const result = await credits.spendCredits({
      userId: spec.userId,
      feature: spec.feature,
      cost: spec.cost,
      requestId,
    });
    if (!result.success) throw new HttpError(402, INSUFFICIENT_CREDITS_CODE, spec.messages.noCredits);
    metrics.creditsSpent.inc({ feature: spec.feature }, result.credits_used);
    return { requestId, creditsUsed: result.credits_used, dailyFreeUsed: result.daily_free_used };
  }

  /** Refunds a request that did not deliver its answer; the user-safe message for the `error` event. */
  async function refund(
    feature: AiToolId,
    paid: PaidRequest,
    error: unknown,
    fallbackMessage: string,
    isShutdown: boolean,
  ): Promise<FailureEvent> {
    const aiError = isAiError(error) ? error : undefined;
    if (isShutdown) logger.info({ requestId: paid.requestId }, 'AI request stopped by shutdown');
    else if (aiError?.kind === 'aborted') logger.info({ requestId: paid.requestId }, 'AI request cancelled');
    else logger.warn({ err: error, requestId: paid.requestId }, 'AI request failed');
    let refunded = false;
    try {
      refunded = (await credits.refundCredits(paid.requestId)).refunded;
      if (refunded) metrics.creditsRefunded.inc({ feature }, paid.creditsUsed);
    } catch (refundError) {
      // The spend stays unsettled: the recovery pass refunds it once the database answers again.
      logger.error(
        { err: refundError, requestId: paid.requestId },
        'refund failed; left to the recovery pass',
      );
    }
    const message = isShutdown
      ? PAID_REQUEST_MESSAGES.serverRestarting
      : (aiError?.message ?? fallbackMessage);
    return { type: 'error', message, refunded };
  }

  return {
    /**
     * Spends, then returns the request's events: `start`, the tool's progress events, then `done` (stored and
     * charged) or `error` (refunded). `clientSignal` aborts when the client goes away.
     */
    async start<TEvent, TAnswer>(
      spec: PaidStreamSpec<TEvent, TAnswer>,
      clientSignal: AbortSignal,
    ): Promise<AsyncGenerator<TEvent | FailureEvent, void, undefined>> {
      if (isDraining) throw new HttpError(503, 'SHUTTING_DOWN', PAID_REQUEST_MESSAGES.serverRestarting);
      const paid = await pay(spec);
      const queue = new EventQueue<TEvent | FailureEvent>();
      const stopper = new AbortController();
      const signal = AbortSignal.any([clientSignal, stopper.signal]);
      let isSettled = false;

      const entry: InFlight = { stop: (reason) => stopper.abort(reason), settled: Promise.resolve() };
      const settled = (async () => {
        try {
          const answer = await spec.produce((event) => queue.push(event), signal);
          const stored = await answers.storeDelivered({
            userId: spec.userId,
            feature: spec.feature,
            engine: spec.engine,
            paid,
            fields: spec.stored(answer),
          });
          if (stored === undefined) {
            // The recovery pass judged this request dead and refunded it: the answer is not stored.
            logger.warn({ requestId: paid.requestId }, 'answer finished after its spend was refunded');
            queue.push({ type: 'error', message: spec.messages.failed, refunded: true });
          } else {
            queue.push(spec.doneEvent(stored));
          }
        } catch (error) {
          queue.push(
            await refund(spec.feature, paid, error, spec.messages.failed, stopper.signal.reason === SHUTDOWN),
          );
        } finally {
          isSettled = true;
          queue.close();
          inFlight.delete(entry);
        }
      })();
      entry.settled = settled;
      inFlight.add(entry);

      return (async function* events() {
        try {
          yield spec.startEvent(paid);
          yield* queue.drain();
        } finally {
          // The client left before the answer was settled: stop the model (refunded unless it had finished).
          if (!isSettled) stopper.abort(new AiError('aborted'));
          await settled;
        }
      })();
    },

    /** Requests whose answer is not settled yet, in this process. */
    inFlightCount(): number {
      return inFlight.size;
    },

    /**
     * Shutdown: refuses new paid requests, lets those in flight finish within `graceMs`, then stops the rest and
     * waits until each is refunded (or, if the database is gone, left to the recovery pass).
     */
    async drain(graceMs: number): Promise<{ finished: number; stopped: number }> {
      isDraining = true;
      const started = inFlight.size;
      const allSettled = () => Promise.allSettled([...inFlight].map((request) => request.settled));
      let timer: NodeJS.Timeout | undefined;
      const graceOver = new Promise<void>((resolve) => (timer = setTimeout(resolve, graceMs)));
      await Promise.race([allSettled(), graceOver]);
      clearTimeout(timer);
      const stopped = inFlight.size;
      for (const request of inFlight) request.stop(SHUTDOWN);
      await allSettled();
      return { finished: started - stopped, stopped };
    },
  };
}
