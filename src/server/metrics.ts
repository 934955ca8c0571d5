import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** The pool counts pg.Pool exposes; PGlite has no pool, so there is nothing to report for it. */
export type PoolStats = {
  readonly totalCount: number;
  readonly idleCount: number;
  readonly waitingCount: number;
};

/**
 * Every Prometheus metric of one running app, on a registry of its own (never prom-client's global one: tests
 * build many apps in one process, and each must count only its own requests).
 */
export type Metrics = {
  registry: Registry;
  /** Labelled by the route pattern (`/api/uploads/:id`), never the raw path, so ids do not explode the series. */
  httpRequestDuration: Histogram<'method' | 'route' | 'status_class'>;
  /** Credits taken for a paid request, by feature (captions, research). */
  creditsSpent: Counter<'feature'>;
  /** Credits given back because the paid request failed. */
  creditsRefunded: Counter<'feature'>;
  /** Credits given back later for paid requests that never finished (e.g. the process died). */
  creditsRecovered: Counter<'feature'>;
  /** One model call, from the request to its last chunk; outcome ok, error or cancelled. */
  aiCallDuration: Histogram<'engine' | 'outcome'>;
  /** Failed model calls (not the ones the caller cancelled), by reason: timeout or provider. */
  aiErrors: Counter<'engine' | 'reason'>;
  /** Mails written to the outbox, by kind (verification, reset, existing-account, lead). */
  mailsQueued: Counter<'kind'>;
  /** Mails the mail server (or the local outbox folder) took. */
  mailsSent: Counter<'kind'>;
  /** Failed attempts that will be tried again (the server was down, or answered 4xx). */
  mailsRetried: Counter<'kind'>;
  /** Mails given up: refused for good (5xx), expired before they could be sent, or retried for too long. */
  mailsFailed: Counter<'kind' | 'reason'>;
};

export function createMetrics(options: { pool?: PoolStats; processMetrics?: boolean } = {}): Metrics {
  const registry = new Registry();
  // CPU, memory, event loop lag, GC: only when someone scrapes them (the endpoint is on), as they watch the
  // process continuously.
  if (options.processMetrics) collectDefaultMetrics({ register: registry });
  const pool = options.pool;
  if (pool) {
    const gauges = [
      ['db_pool_connections_total', 'PostgreSQL connections open in the pool', () => pool.totalCount],
      ['db_pool_connections_idle', 'PostgreSQL connections open and unused', () => pool.idleCount],
      [
        'db_pool_requests_waiting',
        'Queries waiting for a free PostgreSQL connection',
        () => pool.waitingCount,
      ],
    ] as const;
    for (const [name, help, read] of gauges) {
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(read());
        },
      });
    }
  }
  return {
    registry,
    httpRequestDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP requests by method, route pattern and status class',
      labelNames: ['method', 'route', 'status_class'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
      registers: [registry],
    }),
    creditsSpent: new Counter({
      name: 'credits_spent_total',
      help: 'Credits spent on paid requests',
      labelNames: ['feature'],
      registers: [registry],
    }),
    creditsRefunded: new Counter({
      name: 'credits_refunded_total',
      help: 'Credits refunded because a paid request failed',
      labelNames: ['feature'],
      registers: [registry],
    }),
    creditsRecovered: new Counter({
      name: 'credits_recovered_total',
      help: 'Credits returned for paid requests left unfinished',
      labelNames: ['feature'],
      registers: [registry],
    }),
    aiCallDuration: new Histogram({
      name: 'ai_call_duration_seconds',
      help: 'AI model calls by engine kind and outcome',
      labelNames: ['engine', 'outcome'],
      buckets: [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 30, 60, 120],
      registers: [registry],
    }),
    aiErrors: new Counter({
      name: 'ai_errors_total',
      help: 'Failed AI model calls by engine kind and reason',
      labelNames: ['engine', 'reason'],
      registers: [registry],
    }),
    mailsQueued: new Counter({
      name: 'mails_queued_total',
      help: 'Mails written to the outbox, by kind',
      labelNames: ['kind'],
      registers: [registry],
    }),
    mailsSent: new Counter({
      name: 'mails_sent_total',
      help: 'Mails the mail server took, by kind',
      labelNames: ['kind'],
      registers: [registry],
    }),
    mailsRetried: new Counter({
      name: 'mails_retried_total',
      help: 'Mail attempts that failed for now and will be retried, by kind',
      labelNames: ['kind'],
      registers: [registry],
    }),
    mailsFailed: new Counter({
      name: 'mails_failed_total',
      help: 'Mails given up, by kind and reason (rejected, expired, gave_up)',
      labelNames: ['kind', 'reason'],
      registers: [registry],
    }),
  };
}

/** "2xx", "4xx"…: enough to alert on, with a bounded number of series. */
export function statusClass(status: number): string {
  return `${Math.floor(status / 100)}xx`;
}
