// The audit log in the back office: GET /api/admin/audit with filters (actor, action, subject type and id, shop days)
// and pages, newest first. The order view and the product pages read it with subjectType + subjectId.
import { Router } from 'express';
import { z } from 'zod';
import { ApiError, sendData } from '../api/api-envelope';
import { parseInput, queryOf } from '../api/api-validation';
import type { ApiDeps } from '../api/deps';
import { AccountErrorText } from '../auth/account-error-text';
import { accountHandler } from '../auth/session-guard';
import { AUDIT_SUBJECT_TYPES } from '../audit/audit-log';

const noControl = /^[^\u0000-\u001f\u007f]*$/;
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)));
const auditQuery = z.object({
  actor: z.string().trim().max(100).regex(noControl).optional(),
  action: z
    .string()
    .trim()
    .max(64)
    .regex(/^[a-z0-9._-]*$/)
    .optional(),
  subjectType: z.enum(AUDIT_SUBJECT_TYPES).optional(),
  subjectId: z.string().trim().max(100).regex(noControl).optional(),
  from: day.optional(),
  to: day.optional(),
  page: z
    .string()
    .regex(/^[1-9]\d{0,5}$/)
    .transform(Number)
    .default(1),
  pageSize: z
    .string()
    .regex(/^[1-9]\d{0,2}$/)
    .transform(Number)
    .pipe(z.number().max(200))
    .default(50),
});

export function createAdminAuditRouter(deps: ApiDeps): Router {
  const router = Router();
  router.get(
    '/audit',
    accountHandler(deps, 'admin.audit', async (req, res) => {
      const q = parseInput(auditQuery, queryOf(req));
      if (!deps.audit) throw new ApiError(503, AccountErrorText.auditUnavailable);
      const filter = {
        actor: q.actor || undefined,
        action: q.action || undefined,
        subjectType: q.subjectType,
        subjectId: q.subjectId || undefined,
        from: q.from,
        to: q.to,
      };
      const [{ items, total }, choices] = await Promise.all([deps.audit.list(filter, q.page, q.pageSize), deps.audit.choices()]);
      sendData(res, { items, total, page: q.page, pageSize: q.pageSize, ...choices });
    }),
  );
  return router;
}
