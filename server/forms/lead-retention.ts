// Leads are personal data kept for a limited time: those received more than LEAD_RETENTION_MONTHS (default 24) months
// ago are deleted with their files (form_files cascades), at start and once a day, and the purge is audited
// (actor 'system'). Unsent notifications of a purged lead are skipped by the outbox (the lead is gone).
import type { Logger } from 'pino';
import { createAuditLog } from '../audit/audit-log';
import type { Database } from '../db/database';
import { createSubmissionStore } from './form-submissions.store';

export const RETENTION_INTERVAL_MS = 24 * 60 * 60 * 1000;

export interface LeadRetentionOptions {
  db: Database;
  logger: Logger;
  months: number;
  clock?: () => number;
}

/** The moment `months` calendar months before `now` (UTC); the 31st falls back to the month's last day. */
export function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now.getTime());
  const day = cutoff.getUTCDate();
  cutoff.setUTCDate(1);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0)).getUTCDate();
  cutoff.setUTCDate(Math.min(day, lastDay));
  return cutoff;
}

/** Deletes the leads older than the retention and audits it in the same transaction; returns how many went. */
export async function purgeExpiredLeads(options: LeadRetentionOptions): Promise<number> {
  const clock = options.clock ?? Date.now;
  const cutoff = retentionCutoff(new Date(clock()), options.months);
  const store = createSubmissionStore(options.db, clock);
  const audit = createAuditLog(options.db, clock);
  const purged = await options.db.transaction(async (tx) => {
    const count = await store.purgeBefore(cutoff, tx);
    if (count > 0) {
      await audit.record(
        {
          actor: 'system',
          action: 'leads.purge',
          subject: { type: 'leads', id: cutoff.toISOString().slice(0, 10) },
          before: { count, receivedBefore: cutoff.toISOString(), retentionMonths: options.months },
          after: null,
        },
        tx,
      );
    }
    return count;
  });
  if (purged > 0) options.logger.info({ purged, cutoff: cutoff.toISOString(), months: options.months }, 'expired leads purged');
  return purged;
}

/** Purges now and then every day; stop() clears the timer and waits for a purge that is running. */
export function startLeadRetention(options: LeadRetentionOptions & { intervalMs?: number }): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = purgeExpiredLeads(options).catch((err: unknown) =>
      options.logger.error({ err: err instanceof Error ? err.message : String(err) }, 'lead retention purge failed; retried tomorrow'),
    );
  };
  run();
  const timer = setInterval(run, options.intervalMs ?? RETENTION_INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
