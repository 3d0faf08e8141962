// The admin API of the leads (the admin pages come with the accounts issue): list with filters and pages, one
// lead, status changes, the CSV export and the CV download. Every route sits behind the injected `requireAdmin`.
import { once } from 'node:events';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { Logger } from 'pino';
import { z } from 'zod';
import { shopDate } from '../../common/forms/form-fields';
import { FORM_IDS } from '../../common/forms/forms.registry';
import { CV_FIELD } from '../../common/forms/job-application.schema';
import { ApiError, sendError } from '../api/api-envelope';
import { parseInput, readQuery } from '../api/api-validation';
import { auditActor, createAuditLog, recordAudit } from '../audit/audit-log';
import type { Database } from '../db/database';
import { FormErrorText } from './form-error-text';
import { createSubmissionStore, SUBMISSION_STATUSES, type LeadFilter } from './form-submissions.store';
import { csvSeparatorFor, leadCsvColumns, leadCsvHeader, leadCsvLine, leadsCsvFileName } from './leads-csv';

export interface LeadsAdminDeps {
  db: Database;
  logger: Logger;
  clock: () => number;
  /** Lets the request through for a logged-in admin, answers 401/403 otherwise. */
  requireAdmin: RequestHandler;
}

export const LEADS_PAGE_SIZE = 50;
const MAX_PAGE_SIZE = 200;
const MAX_QUERY_TEXT = 100;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const dayParam = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)));
const filterQuery = z.object({
  form: z.enum(FORM_IDS).optional(),
  status: z.enum(SUBMISSION_STATUSES).optional(),
  from: dayParam.optional(),
  to: dayParam.optional(),
  // No control characters: PostgreSQL cannot hold U+0000 in text, and a search for one is a client's mistake (400).
  q: z
    .string()
    .trim()
    .max(MAX_QUERY_TEXT)
    .regex(/^[^\u0000-\u001f\u007f]*$/)
    .optional(),
});
const listQuery = filterQuery.extend({
  page: z
    .string()
    .regex(/^[1-9]\d{0,5}$/)
    .transform(Number)
    .default(1),
  pageSize: z
    .string()
    .regex(/^[1-9]\d{0,2}$/)
    .transform(Number)
    .pipe(z.number().max(MAX_PAGE_SIZE))
    .default(LEADS_PAGE_SIZE),
});
/** The admin's page language picks the separator its spreadsheet expects. */
const csvQuery = filterQuery.extend({ locale: z.enum(['nl', 'en', 'de']).default('nl') });
const statusBody = z.strictObject({ status: z.enum(SUBMISSION_STATUSES) });

function filterOf(query: z.output<typeof filterQuery>): LeadFilter {
  return { form: query.form, status: query.status, from: query.from, to: query.to, q: query.q || undefined };
}

/** RFC 6266: an ASCII fallback name plus the real name in UTF-8. */
function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

export function createLeadsAdminRouter(deps: LeadsAdminDeps): Router {
  const store = createSubmissionStore(deps.db, deps.clock);
  const audit = createAuditLog(deps.db, deps.clock);
  const auditDeps = { audit, logger: deps.logger };
  const router = Router();
  const { requireAdmin } = deps;

  /** Input errors → 400 with the field names; anything else is the database → 503. */
  const handle =
    (route: string, body: (req: Request, res: Response) => Promise<void>): RequestHandler =>
    async (req, res) => {
      try {
        await body(req, res);
      } catch (err) {
        const log = (res.locals.log as Logger | undefined) ?? deps.logger;
        if (res.headersSent) {
          log.error({ route, err: err instanceof Error ? err.message : String(err) }, 'leads export failed midway');
          res.destroy();
          return;
        }
        if (err instanceof ApiError) return sendError(res, err.status, err.text);
        log.error({ route, err: err instanceof Error ? err.message : String(err) }, 'leads admin call failed');
        sendError(res, 503, FormErrorText.readFailed);
      }
    };

  const idOf = (req: Request): string => {
    const id = String(req.params.id ?? '');
    if (!UUID.test(id)) throw new ApiError(404, FormErrorText.leadNotFound);
    return id.toLowerCase();
  };

  router.get(
    '/leads',
    requireAdmin,
    handle('leads.list', async (req, res) => {
      const query = parseInput(listQuery, readQuery(req.originalUrl));
      const { items, total } = await store.list(filterOf(query), query.page, query.pageSize);
      res.setHeader('Cache-Control', 'no-store');
      res.json({ success: true, data: { items, total, page: query.page, pageSize: query.pageSize }, error: null });
    }),
  );

  router.get(
    '/leads.csv',
    requireAdmin,
    handle('leads.csv', async (req, res) => {
      const query = parseInput(csvQuery, readQuery(req.originalUrl));
      const columns = leadCsvColumns(query.form);
      const separator = csvSeparatorFor(query.locale);
      const leads = store.walk(filterOf(query));
      // The first batch is read before any header goes out, so a database that is down still gets a clean 503.
      let next = await leads.next();
      const day = shopDate(new Date(deps.clock()));
      res.setHeader('Cache-Control', 'no-store');
      res.setHeader('Content-Type', 'text/csv; charset=utf-8');
      res.setHeader('Content-Disposition', attachmentHeader(leadsCsvFileName(filterOf(query), day)));
      res.write(leadCsvHeader(columns, separator));
      while (!next.done) {
        if (!res.write(leadCsvLine(next.value, columns, separator))) await once(res, 'drain');
        next = await leads.next();
      }
      res.end();
    }),
  );

  router.get(
    '/leads/:id',
    requireAdmin,
    handle('leads.get', async (req, res) => {
      const lead = await store.get(idOf(req));
      if (!lead) throw new ApiError(404, FormErrorText.leadNotFound);
      res.setHeader('Cache-Control', 'no-store');
      res.json({ success: true, data: lead, error: null });
    }),
  );

  router.patch(
    '/leads/:id',
    requireAdmin,
    handle('leads.status', async (req, res) => {
      const id = idOf(req);
      const { status } = parseInput(statusBody, req.body ?? {});
      const before = await store.get(id);
      const lead = before ? await store.setStatus(id, status) : null;
      if (!before || !lead) throw new ApiError(404, FormErrorText.leadNotFound);
      if (before.status !== lead.status) {
        await recordAudit(auditDeps, {
          actor: auditActor(res),
          action: 'lead.status',
          subject: { type: 'lead', id },
          before: { status: before.status },
          after: { status: lead.status },
        });
      }
      (res.locals.log as Logger | undefined)?.info({ lead: id, status }, 'lead status changed');
      res.setHeader('Cache-Control', 'no-store');
      res.json({ success: true, data: lead, error: null });
    }),
  );

  // Deleting a lead deletes its CV with it (form_files cascades); the audit keeps who did it and the lead's form and
  // date, never the personal data that was deleted.
  router.delete(
    '/leads/:id',
    requireAdmin,
    handle('leads.delete', async (req, res) => {
      const id = idOf(req);
      const lead = await deps.db.transaction(async (tx) => {
        const removed = await store.remove(id, tx);
        if (removed) {
          await audit.record(
            {
              actor: auditActor(res),
              action: 'lead.delete',
              subject: { type: 'lead', id },
              before: { form: removed.form, status: removed.status, receivedAt: removed.createdAt, cv: removed.file !== null },
              after: null,
            },
            tx,
          );
        }
        return removed;
      });
      if (!lead) throw new ApiError(404, FormErrorText.leadNotFound);
      (res.locals.log as Logger | undefined)?.info({ lead: id }, 'lead deleted');
      res.setHeader('Cache-Control', 'no-store');
      res.json({ success: true, data: { id }, error: null });
    }),
  );

  router.get(
    '/leads/:id/cv',
    requireAdmin,
    handle('leads.cv', async (req, res) => {
      const file = await store.getFile(idOf(req), CV_FIELD);
      if (!file) throw new ApiError(404, FormErrorText.fileNotFound);
      res.setHeader('Cache-Control', 'no-store');
      res.setHeader('Content-Type', file.contentType);
      res.setHeader('Content-Disposition', attachmentHeader(file.fileName));
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Content-Length', String(file.content.length));
      res.end(file.content);
    }),
  );

  return router;
}
