// The outbox: messages written in the same transaction as the data they are about, delivered afterwards by a worker
// that retries with exponential backoff. Several server instances can run the worker: a row is claimed by moving
// its next_attempt_at forward (a lease) in one statement with FOR UPDATE SKIP LOCKED, so no two instances take the
// same row; a worker that dies mid-delivery leaves the row to be retried when the lease ends (at least once).
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { Database, Queryable } from '../db/database';

/** The shop's notification about a new form submission; payload `{ submissionId }` (no personal data here). */
export const LEAD_NOTIFICATION = 'lead-notification';

export interface OutboxMessage {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  /** Including the current one. */
  attempts: number;
}

/** Delivers one message or throws (the row is then retried later). */
export type OutboxDelivery = (message: OutboxMessage) => Promise<void>;

export interface OutboxWorkerOptions {
  db: Database;
  logger: Logger;
  /** null: nothing can be delivered (no SMTP configured); rows wait in the outbox. */
  deliver: OutboxDelivery | null;
  clock?: () => number;
  /** How often to look for due rows when nobody wakes the worker. */
  pollMs?: number;
  batchSize?: number;
  /** How long a claimed row is reserved for the claiming worker. Longer than any delivery can take. */
  leaseMs?: number;
  /** First retry after this, doubling per attempt up to `maxRetryMs`. */
  baseRetryMs?: number;
  maxRetryMs?: number;
  /** Tests make the jitter deterministic. */
  random?: () => number;
}

export interface OutboxWorker {
  start(): void;
  /** Looks for due rows now instead of at the next poll (called after a submission is stored). */
  wake(): void;
  /** One claim-and-deliver round; what the loop runs. Returns what happened. */
  runOnce(): Promise<{ sent: number; failed: number }>;
  /** Stops polling and waits for the delivery in progress. */
  stop(): Promise<void>;
}

export const OUTBOX_DEFAULTS = {
  pollMs: 5_000,
  batchSize: 10,
  leaseMs: 5 * 60_000,
  baseRetryMs: 30_000,
  maxRetryMs: 60 * 60_000,
} as const;
/** After this many failed attempts every further failure is logged as an error (someone should look at SMTP). */
const ALERT_AFTER_ATTEMPTS = 8;
/** A random extra of up to this fraction spreads the retries of many rows (and instances) over time. */
const JITTER = 0.1;
const MAX_ERROR_TEXT = 500;

export async function enqueueOutbox(q: Queryable, kind: string, payload: Record<string, unknown>, nowIso: string): Promise<string> {
  const id = randomUUID();
  await q.query('insert into outbox (id, kind, payload, next_attempt_at, created_at) values ($1, $2, $3::jsonb, $4, $4)', [
    id,
    kind,
    JSON.stringify(payload),
    nowIso,
  ]);
  return id;
}

/** Delay before attempt `attempts + 1`: base × 2^(attempts − 1), at most max, plus jitter. */
export function retryDelayMs(attempts: number, baseMs: number, maxMs: number, random: () => number = Math.random): number {
  const delay = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(delay * (1 + JITTER * random()));
}

/** SMTP errors can quote addresses; the log and the outbox row keep only the rest. */
export function redactError(err: unknown): string {
  const text = err instanceof Error ? `${(err as { code?: unknown }).code ? `${String((err as { code?: unknown }).code)}: ` : ''}${err.message}` : String(err);
  return text.replace(/[^\s<>"'@,;:]+@[^\s<>"'@,;:]+/g, '[address]').slice(0, MAX_ERROR_TEXT);
}

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, deliver } = options;
  const log = options.logger.child({ component: 'outbox' });
  const clock = options.clock ?? Date.now;
  const random = options.random ?? Math.random;
  const pollMs = options.pollMs ?? OUTBOX_DEFAULTS.pollMs;
  const batchSize = options.batchSize ?? OUTBOX_DEFAULTS.batchSize;
  const leaseMs = options.leaseMs ?? OUTBOX_DEFAULTS.leaseMs;
  const baseRetryMs = options.baseRetryMs ?? OUTBOX_DEFAULTS.baseRetryMs;
  const maxRetryMs = options.maxRetryMs ?? OUTBOX_DEFAULTS.maxRetryMs;

  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let stopped = true;
  let stopping = false;
  let again = false;
  let databaseDown = false;

  const iso = (ms: number) => new Date(ms).toISOString();

  async function claim(): Promise<OutboxMessage[]> {
    const now = clock();
    const { rows } = await db.query<{ id: string; kind: string; payload: Record<string, unknown>; attempts: number }>(
      `with due as (
         select id from outbox
         where sent_at is null and next_attempt_at <= $1
         order by next_attempt_at, id
         limit $2
         for update skip locked
       )
       update outbox o set attempts = o.attempts + 1, next_attempt_at = $3
       from due where o.id = due.id
       returning o.id, o.kind, o.payload, o.attempts`,
      [iso(now), batchSize, iso(now + leaseMs)],
    );
    return rows;
  }

  async function runOnce(): Promise<{ sent: number; failed: number }> {
    if (!deliver) return { sent: 0, failed: 0 };
    const messages = await claim();
    let sent = 0;
    let failed = 0;
    for (const [index, message] of messages.entries()) {
      if (stopping) {
        // Shutting down: hand the rest back at once instead of leaving them to wait out the lease.
        for (const rest of messages.slice(index)) {
          await db
            .query('update outbox set next_attempt_at = $2, attempts = attempts - 1 where id = $1 and sent_at is null', [rest.id, iso(clock())])
            .catch(() => undefined);
        }
        break;
      }
      try {
        await deliver(message);
        await db.query('update outbox set sent_at = $2, last_error = null where id = $1', [message.id, iso(clock())]);
        sent++;
        log.info({ outbox: message.id, kind: message.kind, attempts: message.attempts }, 'outbox message delivered');
      } catch (err) {
        failed++;
        const error = redactError(err);
        const retryAt = clock() + retryDelayMs(message.attempts, baseRetryMs, maxRetryMs, random);
        await db
          .query('update outbox set next_attempt_at = $2, last_error = $3 where id = $1 and sent_at is null', [message.id, iso(retryAt), error])
          // If even this fails the lease still ends and the row is retried then.
          .catch((updateErr: unknown) => log.warn({ outbox: message.id, err: redactError(updateErr) }, 'outbox retry time not saved'));
        const level = message.attempts >= ALERT_AFTER_ATTEMPTS ? 'error' : 'warn';
        log[level](
          { outbox: message.id, kind: message.kind, attempts: message.attempts, retryAt: iso(retryAt), err: error },
          'outbox delivery failed, will retry',
        );
      }
    }
    if (messages.length === batchSize) again = true;
    return { sent, failed };
  }

  function schedule(delayMs: number): void {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(tick, delayMs);
    timer.unref();
  }

  function tick(): void {
    timer = null;
    if (running) {
      again = true;
      return;
    }
    again = false;
    running = runOnce()
      .then(() => {
        if (databaseDown) log.info('outbox: database reachable again');
        databaseDown = false;
      })
      .catch((err: unknown) => {
        // The database is down or restarting: nothing was claimed, try again at the next poll.
        if (!databaseDown) log.warn({ err: redactError(err) }, 'outbox: cannot read the outbox, will retry');
        databaseDown = true;
      })
      .finally(() => {
        running = null;
        schedule(again ? 0 : pollMs);
      });
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      if (!deliver) {
        // Said once: the rows stay (nothing is lost) and go out when the server starts with SMTP_URL set.
        db.query<{ n: number }>('select count(*)::int as n from outbox where sent_at is null')
          .then(({ rows }) => log.warn({ pending: rows[0]?.n ?? 0 }, 'SMTP_URL is not set: lead notifications wait in the outbox until it is'))
          .catch(() => log.warn('SMTP_URL is not set: lead notifications wait in the outbox until it is'));
        return;
      }
      schedule(0);
    },
    wake() {
      if (stopped || !deliver) return;
      if (running) again = true;
      else schedule(0);
    },
    runOnce,
    async stop() {
      stopped = true;
      stopping = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
