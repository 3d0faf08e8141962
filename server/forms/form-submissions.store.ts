// Form submissions (leads) in the server database: saving one together with its file and its notification in a
// single transaction, and the admin's reads (filtered pages, one lead, its CV, a batch-wise walk for the CSV export).
import { randomUUID } from 'node:crypto';
import type { FormId } from '../../common/forms/forms.registry';
import type { FormLocale } from '../../common/forms/form-fields';
import type { Database, Queryable } from '../db/database';
import { enqueueOutbox, LEAD_NOTIFICATION } from './outbox';

export const SUBMISSION_STATUSES = ['new', 'in_progress', 'done', 'spam'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

export interface NewFile {
  field: string;
  fileName: string;
  contentType: string;
  sha256: string;
  bytes: Buffer;
}

export interface NewSubmission {
  form: FormId;
  /** 'spam' (honeypot filled) is stored for the record but sends no mail. */
  status: 'new' | 'spam';
  locale: FormLocale;
  payload: Record<string, unknown>;
  ipHash: string | null;
  file: NewFile | null;
}

export interface LeadFile {
  field: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
}

/** A submission as the admin API shows it. */
export interface Lead {
  id: string;
  form: FormId;
  status: SubmissionStatus;
  locale: FormLocale;
  fields: Record<string, unknown>;
  file: LeadFile | null;
  createdAt: string;
  updatedAt: string;
}

export interface LeadFilter {
  form?: FormId | undefined;
  /** Without a status, spam is left out; ask for status 'spam' to see it. */
  status?: SubmissionStatus | undefined;
  /** Calendar days "YYYY-MM-DD" in shop time (Europe/Amsterdam), both inclusive. */
  from?: string | undefined;
  to?: string | undefined;
  /** Text anywhere in the visitor's fields, case-insensitive. */
  q?: string | undefined;
}

export interface StoredFile {
  fileName: string;
  contentType: string;
  content: Buffer;
}

interface LeadRow {
  id: string;
  form: FormId;
  status: SubmissionStatus;
  locale: FormLocale;
  payload: Record<string, unknown>;
  created_at: Date | string;
  updated_at: Date | string;
  file_field: string | null;
  file_name: string | null;
  content_type: string | null;
  size_bytes: number | null;
}

const LEAD_COLUMNS = `s.id, s.form, s.status, s.locale, s.payload, s.created_at, s.updated_at,
  f.field as file_field, f.file_name, f.content_type, f.size_bytes`;
const LEAD_FROM = 'form_submissions s left join form_files f on f.submission_id = s.id';
const SHOP_TIME_ZONE = 'Europe/Amsterdam';

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

function toLead(row: LeadRow): Lead {
  return {
    id: row.id,
    form: row.form,
    status: row.status,
    locale: row.locale,
    fields: row.payload,
    file:
      row.file_name !== null && row.file_field !== null
        ? {
            field: row.file_field,
            fileName: row.file_name,
            contentType: row.content_type ?? 'application/octet-stream',
            sizeBytes: Number(row.size_bytes ?? 0),
          }
        : null,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/** `%` and `_` typed by the admin are meant literally. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function whereOf(filter: LeadFilter, params: unknown[]): string {
  const conditions: string[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (filter.form) conditions.push(`s.form = ${param(filter.form)}`);
  if (filter.status) conditions.push(`s.status = ${param(filter.status)}`);
  else conditions.push(`s.status <> 'spam'`);
  if (filter.from) conditions.push(`s.created_at >= (${param(filter.from)}::date)::timestamp at time zone '${SHOP_TIME_ZONE}'`);
  if (filter.to) conditions.push(`s.created_at < (${param(filter.to)}::date + 1)::timestamp at time zone '${SHOP_TIME_ZONE}'`);
  if (filter.q) conditions.push(`s.payload::text ilike ${param(likePattern(filter.q))} escape '\\'`);
  return conditions.length ? `where ${conditions.join(' and ')}` : '';
}

export interface SubmissionStore {
  /** Stores the submission, its file and (unless spam) its notification atomically; returns the new id. */
  save(submission: NewSubmission): Promise<string>;
  list(filter: LeadFilter, page: number, pageSize: number): Promise<{ items: Lead[]; total: number }>;
  get(id: string): Promise<Lead | null>;
  setStatus(id: string, status: SubmissionStatus): Promise<Lead | null>;
  getFile(id: string, field: string): Promise<StoredFile | null>;
  /** Deletes the lead and its files (form_files cascades); returns the lead as it was, null when unknown. */
  remove(id: string, q?: Queryable): Promise<Lead | null>;
  /** Deletes every lead (spam included) received before `cutoff`, files with them; returns how many. */
  purgeBefore(cutoff: Date, q?: Queryable): Promise<number>;
  /** Every lead matching the filter, newest first, read in batches (the CSV export never holds all in memory). */
  walk(filter: LeadFilter, batchSize?: number): AsyncGenerator<Lead>;
}

export function createSubmissionStore(db: Database, clock: () => number = Date.now): SubmissionStore {
  const getOne = async (q: Queryable, id: string) => {
    const { rows } = await q.query<LeadRow>(`select ${LEAD_COLUMNS} from ${LEAD_FROM} where s.id = $1`, [id]);
    return rows[0] ? toLead(rows[0]) : null;
  };

  return {
    async save(submission) {
      const id = randomUUID();
      const now = new Date(clock()).toISOString();
      await db.transaction(async (tx) => {
        await tx.query(
          `insert into form_submissions (id, form, status, locale, payload, ip_hash, created_at, updated_at)
           values ($1, $2, $3, $4, $5::jsonb, $6, $7, $7)`,
          [id, submission.form, submission.status, submission.locale, JSON.stringify(submission.payload), submission.ipHash, now],
        );
        const file = submission.file;
        if (file) {
          await tx.query(
            `insert into form_files (id, submission_id, field, file_name, content_type, size_bytes, sha256, content, created_at)
             values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
            [randomUUID(), id, file.field, file.fileName, file.contentType, file.bytes.length, file.sha256, file.bytes, now],
          );
        }
        if (submission.status !== 'spam') await enqueueOutbox(tx, LEAD_NOTIFICATION, { submissionId: id }, now);
      });
      return id;
    },

    async list(filter, page, pageSize) {
      const params: unknown[] = [];
      const where = whereOf(filter, params);
      const total = await db.query<{ n: number }>(`select count(*)::int as n from form_submissions s ${where}`, params);
      const { rows } = await db.query<LeadRow>(
        `select ${LEAD_COLUMNS} from ${LEAD_FROM} ${where} order by s.created_at desc, s.id desc limit $${params.length + 1} offset $${params.length + 2}`,
        [...params, pageSize, (page - 1) * pageSize],
      );
      return { items: rows.map(toLead), total: Number(total.rows[0]?.n ?? 0) };
    },

    get: (id) => getOne(db, id),

    async setStatus(id, status) {
      const { rowCount } = await db.query('update form_submissions set status = $2, updated_at = $3 where id = $1', [
        id,
        status,
        new Date(clock()).toISOString(),
      ]);
      return rowCount ? getOne(db, id) : null;
    },

    async getFile(id, field) {
      const { rows } = await db.query<{ file_name: string; content_type: string; content: Uint8Array }>(
        'select file_name, content_type, content from form_files where submission_id = $1 and field = $2',
        [id, field],
      );
      const row = rows[0];
      return row
        ? { fileName: row.file_name, contentType: row.content_type, content: Buffer.from(row.content.buffer, row.content.byteOffset, row.content.byteLength) }
        : null;
    },

    async remove(id, q = db) {
      const lead = await getOne(q, id);
      if (!lead) return null;
      const { rowCount } = await q.query('delete from form_submissions where id = $1', [id]);
      return rowCount ? lead : null;
    },

    async purgeBefore(cutoff, q = db) {
      const { rowCount } = await q.query('delete from form_submissions where created_at < $1', [cutoff.toISOString()]);
      return rowCount;
    },

    async *walk(filter, batchSize = 500) {
      let after: { createdAt: string; id: string } | null = null;
      for (;;) {
        const params: unknown[] = [];
        let where = whereOf(filter, params);
        if (after) {
          params.push(after.createdAt, after.id);
          const keyset = `(s.created_at, s.id) < ($${params.length - 1}::timestamptz, $${params.length}::uuid)`;
          where = where ? `${where} and ${keyset}` : `where ${keyset}`;
        }
        params.push(batchSize);
        const { rows } = await db.query<LeadRow>(
          `select ${LEAD_COLUMNS} from ${LEAD_FROM} ${where} order by s.created_at desc, s.id desc limit $${params.length}`,
          params,
        );
        for (const row of rows) yield toLead(row);
        if (rows.length < batchSize) return;
        const last = rows[rows.length - 1]!;
        after = { createdAt: iso(last.created_at), id: last.id };
      }
    },
  };
}
