// The back office's audit log in the server database (migration 0002-audit-log): who (the admin's Magento user name),
// when, what (an action on a subject) and the values before → after. Routers write through `recordAudit`; the admin
// reads it filtered by actor, action, subject and shop days, newest first, a page at a time.
import { randomUUID } from 'node:crypto';
import type { Response } from 'express';
import type { Logger } from 'pino';
import type { Queryable } from '../db/database';

/** What a back-office write is about; `id` is the SKU, order id, rule id, lead id, … as text. */
export interface AuditSubject {
  type: AuditSubjectType;
  id: string;
}

export const AUDIT_SUBJECT_TYPES = ['product', 'bike', 'order', 'coupon', 'lead', 'leads'] as const;
export type AuditSubjectType = (typeof AUDIT_SUBJECT_TYPES)[number];

export interface AuditEntryInput {
  /** The admin's user name; 'system' for what the server does by itself (the retention purge). */
  actor: string;
  /** `<subject>.<verb>`, e.g. 'part.update', 'order.comment', 'coupon.create', 'lead.delete'. */
  action: string;
  subject: AuditSubject;
  /** The changed values as they were, and as they are now (null when created or deleted). Plain JSON. */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export interface AuditEntry extends AuditEntryInput {
  id: string;
  /** ISO time. */
  at: string;
}

export interface AuditFilter {
  actor?: string | undefined;
  action?: string | undefined;
  subjectType?: AuditSubjectType | undefined;
  subjectId?: string | undefined;
  /** Calendar days "YYYY-MM-DD" in shop time (Europe/Amsterdam), both inclusive. */
  from?: string | undefined;
  to?: string | undefined;
}

export interface AuditLog {
  record(entry: AuditEntryInput, q?: Queryable): Promise<AuditEntry>;
  list(filter: AuditFilter, page: number, pageSize: number): Promise<{ items: AuditEntry[]; total: number }>;
  /** The actors and actions seen so far (the filter's choices). */
  choices(): Promise<{ actors: string[]; actions: string[] }>;
}

interface AuditRow {
  id: string;
  at: Date | string;
  actor: string;
  action: string;
  subject_type: AuditSubjectType;
  subject_id: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

const SHOP_TIME_ZONE = 'Europe/Amsterdam';
const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

const toEntry = (row: AuditRow): AuditEntry => ({
  id: row.id,
  at: iso(row.at),
  actor: row.actor,
  action: row.action,
  subject: { type: row.subject_type, id: row.subject_id },
  before: row.before,
  after: row.after,
});

function whereOf(filter: AuditFilter, params: unknown[]): string {
  const conditions: string[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (filter.actor) conditions.push(`actor = ${param(filter.actor)}`);
  if (filter.action) conditions.push(`action = ${param(filter.action)}`);
  if (filter.subjectType) conditions.push(`subject_type = ${param(filter.subjectType)}`);
  if (filter.subjectId) conditions.push(`subject_id = ${param(filter.subjectId)}`);
  if (filter.from) conditions.push(`at >= (${param(filter.from)}::date)::timestamp at time zone '${SHOP_TIME_ZONE}'`);
  if (filter.to) conditions.push(`at < (${param(filter.to)}::date + 1)::timestamp at time zone '${SHOP_TIME_ZONE}'`);
  return conditions.length ? `where ${conditions.join(' and ')}` : '';
}

export function createAuditLog(db: Queryable, clock: () => number = Date.now): AuditLog {
  return {
    async record(entry, q = db) {
      const id = randomUUID();
      const at = new Date(clock()).toISOString();
      await q.query(
        `insert into audit_log (id, at, actor, action, subject_type, subject_id, before, after)
         values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb)`,
        [
          id,
          at,
          entry.actor,
          entry.action,
          entry.subject.type,
          entry.subject.id,
          entry.before === null ? null : JSON.stringify(entry.before),
          entry.after === null ? null : JSON.stringify(entry.after),
        ],
      );
      return { ...entry, id, at };
    },

    async list(filter, page, pageSize) {
      const params: unknown[] = [];
      const where = whereOf(filter, params);
      const total = await db.query<{ n: number }>(`select count(*)::int as n from audit_log ${where}`, params);
      const { rows } = await db.query<AuditRow>(
        `select id, at, actor, action, subject_type, subject_id, before, after from audit_log ${where}
         order by at desc, id desc limit $${params.length + 1} offset $${params.length + 2}`,
        [...params, pageSize, (page - 1) * pageSize],
      );
      return { items: rows.map(toEntry), total: Number(total.rows[0]?.n ?? 0) };
    },

    async choices() {
      const [actors, actions] = await Promise.all([
        db.query<{ v: string }>('select distinct actor as v from audit_log order by 1 limit 200'),
        db.query<{ v: string }>('select distinct action as v from audit_log order by 1 limit 200'),
      ]);
      return { actors: actors.rows.map((row) => row.v), actions: actions.rows.map((row) => row.v) };
    },
  };
}

/** The admin user name of the request's session (the admin guard has run); 'unknown' when there is none. */
export function auditActor(res: Response): string {
  const account = (res.locals as { account?: { session?: { admin?: { username?: unknown } } } }).account;
  const username = account?.session?.admin?.username;
  return typeof username === 'string' && username ? username : 'unknown';
}

/** Only the keys whose values differ, as before/after pairs; null when nothing changed. */
export function changedValues(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } | null {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => after[key] !== undefined && JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null),
  );
  if (keys.length === 0) return null;
  return { before: Object.fromEntries(keys.map((key) => [key, before[key] ?? null])), after: Object.fromEntries(keys.map((key) => [key, after[key] ?? null])) };
}

/** What `recordAudit` needs: ApiDeps has both (audit is null without a server database). */
export interface AuditDeps {
  audit: AuditLog | null;
  logger: Logger;
}

/**
 * Writes one audit entry for a back-office write that has happened. Call it after the write succeeded, with the
 * admin's user name (`adminOf(res).username`) as actor and only the values the write changed in before/after.
 * The write itself stands when the log cannot be written (Magento already has it): that is logged as an error
 * with the whole entry, so it can be put back by hand, and the function does not throw.
 *
 *   await recordAudit(deps, { actor, action: 'order.cancel', subject: { type: 'order', id: '12' },
 *     before: { state: 'processing' }, after: { state: 'canceled' } });
 */
export async function recordAudit(deps: AuditDeps, entry: AuditEntryInput): Promise<void> {
  if (!deps.audit) {
    deps.logger.warn({ audit: entry }, 'audit log not written: the server runs without a database');
    return;
  }
  try {
    await deps.audit.record(entry);
  } catch (err) {
    deps.logger.error({ audit: entry, err: err instanceof Error ? err.message : String(err) }, 'audit log write failed');
  }
}
