import type { Env } from '../env';
import type { Logger } from '../logger';
import type { Metrics } from '../metrics';
import { isDatabaseUnavailable } from '../db/unavailable';
import type { Clock } from './clock';
import { RECOVERY_BATCH_SIZE, type CreditsService } from './credits';

/** Margin past the longest a live request can take: storing the answer, a slow event loop, clock skew. */
const RECOVERY_MARGIN_MS = 60_000;

/**
 * The age after which an unsettled spend is dead: longer than any live request can take. The longest request is
 * a research report: the queries' model call, the web search, then the report's model call, each bounded by its
 * own timeout. Refunding earlier would not give anything away — the late answer would find its spend settled
 * and not be stored — but it would throw that answer away.
 */
export function creditRecoveryAfterMs(
  env: Pick<Env, 'AI_TIMEOUT_MS' | 'SEARCH_TIMEOUT_MS' | 'CREDIT_RECOVERY_AFTER_MS'>,
): number {
  return env.CREDIT_RECOVERY_AFTER_MS ?? 2 * env.AI_TIMEOUT_MS + env.SEARCH_TIMEOUT_MS + RECOVERY_MARGIN_MS;
}

export type CreditRecovery = ReturnType<typeof createCreditRecovery>;

/**
 * The recovery pass of one instance: at start and then every `intervalMs`, refunds the spends whose request
 * died (the process was killed, the database went away before the refund). Every instance runs it; they never
 * refund a spend twice, since each refund claims its spend.
 */
export function createCreditRecovery(deps: {
  credits: CreditsService;
  logger: Logger;
  metrics: Metrics;
  clock: Clock;
  intervalMs: number;
  afterMs: number;
}) {
  const { credits, logger, clock } = deps;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;

  async function pass(): Promise<number> {
    let total = 0;
    try {
      // Until a batch comes back short: a long outage can leave more orphans than one batch holds.
      for (;;) {
        const olderThan = new Date(clock.now().getTime() - deps.afterMs);
        const recovered = await credits.recoverOrphanedSpends(olderThan);
        total += recovered.length;
        for (const spend of recovered) {
          deps.metrics.creditsRecovered.inc({ feature: spend.feature ?? 'unknown' }, spend.cost);
        }
        if (recovered.length) {
          logger.info(
            { count: recovered.length, requestIds: recovered.map((spend) => spend.requestId) },
            'refunded spends whose request died',
          );
        }
        if (recovered.length < RECOVERY_BATCH_SIZE) return total;
      }
    } catch (error) {
      // Tried again at the next pass; the spends stay unsettled until then.
      if (isDatabaseUnavailable(error)) logger.warn('credit recovery skipped: the database is unavailable');
      else logger.error({ err: error }, 'credit recovery failed');
      return total;
    }
  }

  /** One pass now (joins the pass in progress, if any). Resolves to the number of spends refunded. */
  function runOnce(): Promise<number> {
    running ??= pass().finally(() => (running = undefined));
    return running;
  }

  return {
    runOnce,
    start(): void {
      if (timer) return;
      void runOnce();
      timer = setInterval(() => void runOnce(), deps.intervalMs);
      timer.unref();
    },
    async stop(): Promise<void> {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
