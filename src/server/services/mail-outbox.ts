import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lte, min, or, sql } from 'drizzle-orm';
import { Gauge } from 'prom-client';
import type { Database, Transaction } from '../db/client';
import { mailOutbox } from '../db/schema';
import { isDatabaseUnavailable } from '../db/unavailable';
import type { Mailer, MailMessage } from '../integrations/mail/mailer';
import { logThrottled, type LogThrottle } from '../log-throttle';
import type { Logger } from '../logger';
import type { Metrics } from '../metrics';
import type { Clock } from './clock';

export type MailKind = 'verification' | 'reset' | 'existing-account' | 'lead';

export type QueuedMail = MailMessage & {
  kind: MailKind;
  /** The same key queued twice is one mail (default: a key of its own). */
  idempotencyKey?: string;
  /** The mail carries a link that stops working after this long: it is not sent past that. */
  validForSeconds?: number;
};

/** Rows claimed (and sent side by side) at once by one instance. */
const BATCH_SIZE = 10;
/** The first retry comes after about this long; each next one waits twice as long… */
const RETRY_BASE_MS = 30_000;
/** …up to this. */
const RETRY_MAX_DELAY_MS = 30 * 60_000;
/** A mail the server keeps turning away for a temporary reason is given up this long after it was queued. */
export const MAIL_RETRY_FOR_MS = 48 * 3600_000;
/** A link that would stop working within this long is not worth sending: the mail is expired that much early. */
const EXPIRY_MARGIN_MS = 60_000;
const LAST_ERROR_MAX = 1_000;

/**
 * Exponential back-off with jitter: 30 s, 1 min, 2 min… up to 30 min, each drawn from its upper half, so mails
 * that failed together (the server was down) do not all come back at the same instant.
 */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_DELAY_MS);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/**
 * Only a 5xx reply refuses a mail for good (550 unknown mailbox, 554 rejected). Everything else — a refused or
 * dropped connection, a timeout, a 4xx reply (greylisting, mailbox busy, too many connections), a local disk
 * error — may pass later.
 */
export function isPermanentMailError(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** What the server said (its SMTP reply when there is one), for `last_error`. */
export function mailErrorText(error: unknown): string {
  const details = (error ?? {}) as { response?: unknown; code?: unknown; message?: unknown };
  const text =
    typeof details.response === 'string' && details.response
      ? details.response
      : `${typeof details.code === 'string' ? `${details.code}: ` : ''}${
          typeof details.message === 'string' ? details.message : String(error)
        }`;
  return text.slice(0, LAST_ERROR_MAX);
}

export type MailOutbox = ReturnType<typeof createMailOutbox>;

/**
 * The outbox of every outgoing mail. Queuing a mail writes a row and returns; the worker of any instance sends it:
 * woken at once in the instance that queued it, and every `pollIntervalMs` everywhere (mail left by another
 * instance, retries that came due, mail queued before a restart). A row is claimed with FOR UPDATE SKIP LOCKED
 * and a lease (`locked_until`) in one short statement, sent outside any transaction, then marked sent: two
 * instances never send a row at once, and a row whose sender died is sent again once its lease is over.
 */
export function createMailOutbox(deps: {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  logThrottle: LogThrottle;
  metrics: Metrics;
  clock: Clock;
  pollIntervalMs: number;
  leaseMs: number;
}) {
  const { db, mailer, logger, metrics, clock } = deps;
  let timer: NodeJS.Timeout | undefined;
  let isStarted = false;
  let running: Promise<void> | undefined;
  let passAgain = false;

  new Gauge({
    name: 'mail_outbox_oldest_unsent_age_seconds',
    help: 'Age of the oldest mail neither sent nor given up (0 when there is none)',
    registers: [metrics.registry],
    async collect() {
      try {
        const [row] = await db
          .select({ oldest: min(mailOutbox.createdAt) })
          .from(mailOutbox)
          .where(and(isNull(mailOutbox.sentAt), isNull(mailOutbox.failedAt)));
        const oldest = row?.oldest ? new Date(row.oldest) : undefined;
        this.set(oldest ? Math.max(0, (clock.now().getTime() - oldest.getTime()) / 1000) : 0);
      } catch {
        // The database is unavailable: the scrape shows the last value, and the outage has its own signals.
      }
    },
  });

  /** Writes the mail's row with `executor` (a transaction, to commit it with the change that caused it). */
  async function queueIn(executor: Database | Transaction, mail: QueuedMail): Promise<void> {
    const now = clock.now();
    const inserted = await executor
      .insert(mailOutbox)
      .values({
        kind: mail.kind,
        recipient: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        idempotencyKey: mail.idempotencyKey ?? `${mail.kind}:${randomUUID()}`,
        nextAttemptAt: now,
        expiresAt:
          mail.validForSeconds === undefined
            ? null
            : new Date(now.getTime() + mail.validForSeconds * 1000 - EXPIRY_MARGIN_MS),
        createdAt: now,
      })
      .onConflictDoNothing({ target: mailOutbox.idempotencyKey })
      .returning({ id: mailOutbox.id });
    if (inserted.length) metrics.mailsQueued.inc({ kind: mail.kind });
  }

  /** Claims the due rows no other instance holds, for one lease. */
  async function claim() {
    const now = clock.now();
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          isNull(mailOutbox.sentAt),
          isNull(mailOutbox.failedAt),
          lte(mailOutbox.nextAttemptAt, now),
          or(isNull(mailOutbox.lockedUntil), lte(mailOutbox.lockedUntil, now)),
        ),
      )
      .orderBy(asc(mailOutbox.nextAttemptAt))
      .limit(BATCH_SIZE)
      .for('update', { skipLocked: true });
    return db
      .update(mailOutbox)
      .set({
        lockedUntil: new Date(now.getTime() + deps.leaseMs),
        attempts: sql`${mailOutbox.attempts} + 1`,
      })
      .where(inArray(mailOutbox.id, due))
      .returning();
  }

  type Row = Awaited<ReturnType<typeof claim>>[number];

  async function fail(row: Row, reason: 'rejected' | 'expired' | 'gave_up', lastError: string) {
    await db
      .update(mailOutbox)
      .set({ failedAt: clock.now(), lockedUntil: null, lastError })
      .where(eq(mailOutbox.id, row.id));
    metrics.mailsFailed.inc({ kind: row.kind, reason });
  }

  async function deliver(row: Row): Promise<void> {
    if (row.expiresAt && row.expiresAt.getTime() <= clock.now().getTime()) {
      await fail(row, 'expired', 'not sent: its link had expired');
      logger.warn({ mailId: row.id, kind: row.kind }, 'mail not sent: its link expired while it waited');
      return;
    }
    try {
      await mailer.send({ to: row.recipient, subject: row.subject, text: row.text, html: row.html });
    } catch (error) {
      const lastError = mailErrorText(error);
      const fields = { mailId: row.id, kind: row.kind, attempts: row.attempts, reply: lastError };
      if (isPermanentMailError(error)) {
        await fail(row, 'rejected', lastError);
        logThrottled(logger, deps.logThrottle, 'error', error, 'mail refused by the mail server', fields);
        return;
      }
      const now = clock.now();
      if (now.getTime() - row.createdAt.getTime() >= MAIL_RETRY_FOR_MS) {
        await fail(row, 'gave_up', lastError);
        logThrottled(logger, deps.logThrottle, 'error', error, 'mail given up after retrying', fields);
        return;
      }
      await db
        .update(mailOutbox)
        .set({
          nextAttemptAt: new Date(now.getTime() + retryDelayMs(row.attempts)),
          lockedUntil: null,
          lastError,
        })
        .where(eq(mailOutbox.id, row.id));
      metrics.mailsRetried.inc({ kind: row.kind });
      logThrottled(logger, deps.logThrottle, 'warn', error, 'mail not sent yet; it will be retried', fields);
      return;
    }
    // Killed between the send and this update, the row is sent again once its lease is over: at most one
    // duplicate, and only of a mail the server had already taken.
    await db
      .update(mailOutbox)
      .set({ sentAt: clock.now(), lockedUntil: null, lastError: null })
      .where(eq(mailOutbox.id, row.id));
    metrics.mailsSent.inc({ kind: row.kind });
  }

  async function pass(): Promise<void> {
    try {
      // Until a batch comes back short: a backlog (the server was down for hours) is worked off in one go.
      for (;;) {
        const rows = await claim();
        if (mailer.kind === 'outbox') {
          // The local folder lists mail in the order it was written: oldest first, one after the other.
          rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
          for (const row of rows) await deliver(row);
        } else {
          // Every send is finished before the pass ends (stop() waits for it), even when one of them failed.
          const results = await Promise.allSettled(rows.map(deliver));
          const failure = results.find((result) => result.status === 'rejected');
          if (failure) throw failure.reason;
        }
        if (rows.length < BATCH_SIZE) return;
      }
    } catch (error) {
      // The rows stay due (or claimed until their lease ends) and are tried at the next pass.
      if (isDatabaseUnavailable(error)) {
        logThrottled(
          logger,
          deps.logThrottle,
          'warn',
          error,
          'mail outbox skipped: the database is unavailable',
        );
      } else {
        logThrottled(logger, deps.logThrottle, 'error', error, 'mail outbox pass failed');
      }
    }
  }

  /** Runs passes until none was asked for during the last one; resolves when the outbox is worked off. */
  function kick(): Promise<void> {
    if (running) {
      passAgain = true;
      return running;
    }
    running = (async () => {
      do {
        passAgain = false;
        await pass();
      } while (passAgain);
    })().finally(() => (running = undefined));
    return running;
  }

  return {
    queueIn,
    /** Queues a mail outside any transaction of ours and wakes the worker. */
    async queue(mail: QueuedMail): Promise<void> {
      await queueIn(db, mail);
      wake();
    },
    /** After a transaction that queued mail has committed: sends it now rather than at the next poll. */
    wake,
    /** Sends everything due now (joins a pass in progress, then makes one more). For tests and one-off runs. */
    deliverDue(): Promise<void> {
      return kick();
    },
    /** The worker: a pass now (mail left by a previous process), then on every wake and every poll interval. */
    start(): void {
      if (isStarted) return;
      isStarted = true;
      void kick();
      timer = setInterval(() => void kick(), deps.pollIntervalMs);
      timer.unref();
    },
    async stop(): Promise<void> {
      isStarted = false;
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };

  function wake(): void {
    if (isStarted) void kick();
  }
}
