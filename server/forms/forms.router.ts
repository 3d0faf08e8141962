// POST /api/forms/:form — the marketing forms. Rate limit per visitor and form, honeypot, the shared zod schema
// (field errors as codes), the CV checked by content, then the submission stored together with its notification in
// one transaction before the visitor hears "201". Database down → 503 and nothing half-written.
import { createHash } from 'node:crypto';
import { Router, type Request, type Response } from 'express';
import type { Logger } from 'pino';
import { validateForm, type FieldErrors } from '../../common/forms/form-errors';
import { DEFAULT_FORM_LOCALE, FORM_LOCALES, HONEYPOT_FIELD, TEXT_LIMITS, type FormLocale } from '../../common/forms/form-fields';
import { createFormRegistry, isFormId, type FormDefinition } from '../../common/forms/forms.registry';
import { CV_MAX_BYTES } from '../../common/forms/job-application.schema';
import type { Database } from '../db/database';
import { retryAfterSeconds, type RateLimiter } from '../security/rate-limit';
import { clientIp, rateLimitSubject } from './client-ip';
import { CV_CONTENT_TYPES, detectCvType, safeCvFileName } from './cv-file';
import { FormErrorText } from './form-error-text';
import { MultipartRefused, readMultipartForm, type MultipartForm } from './form-multipart';
import { createSubmissionStore, type NewFile } from './form-submissions.store';

export interface FormsDeps {
  db: Database;
  logger: Logger;
  clock: () => number;
  /** Per visitor (IP, IPv6 per /64) and form; null switches the limit off. */
  rateLimiter: RateLimiter | null;
  /** Keyed hash of the visitor's IP for the database (see client-ip.ts). */
  hashIp: (ip: string) => string;
  /** Called after a submission is stored (wakes the outbox worker). */
  onSubmissionStored?: () => void;
}

/** Forms sent as multipart/form-data (those with a file), as paths below /api: the JSON-only guard lets exactly these through. */
export const MULTIPART_FORM_PATHS: readonly string[] = Object.values(createFormRegistry())
  .filter((form) => form.fileField !== null)
  .map((form) => `/forms/${form.id}`);

/** Room for the text fields and part headers next to the CV. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
const MAX_UPLOAD_BYTES = CV_MAX_BYTES + MULTIPART_OVERHEAD_BYTES;
const MULTIPART_LIMITS = { maxFields: 16, maxFieldBytes: TEXT_LIMITS.message * 4 } as const;
/** After an early "no", read (and drop) at most this much of the unread upload so the visitor's browser sees the answer. */
const DRAIN_LIMIT_BYTES = 2 * MAX_UPLOAD_BYTES;
/** Spam is kept for the record, clipped to the form's own fields. */
const SPAM_VALUE_MAX = TEXT_LIMITS.message;

function send(res: Response, status: number, body: { success: boolean; data: unknown; error: string | null }): void {
  res.setHeader('Cache-Control', 'no-store');
  res.status(status).json(body);
}

function fail(res: Response, status: number, error: string, data: unknown = null): void {
  send(res, status, { success: false, data, error });
}

/**
 * Answers before the upload has been read: the rest of the body is read and dropped (up to a limit), so the sender
 * can finish sending and read the answer. Cutting the connection while it still sends loses the answer in many
 * clients (Node's fetch fails with EPIPE, a browser on a slow line sees a reset). No `Connection: close` here: with
 * it Node destroys the socket as soon as the answer is written, before the rest is drained. Past the limit the
 * connection is cut all the same (the answer has gone out by then).
 */
function releaseUnreadBody(req: Request): void {
  if (req.complete) return;
  let drained = 0;
  req.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > DRAIN_LIMIT_BYTES) req.destroy();
  });
  req.resume();
}

function isMultipart(req: Request): boolean {
  return /^multipart\/form-data\s*;/i.test(req.headers['content-type'] ?? '');
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function localeOf(value: unknown): FormLocale {
  return (FORM_LOCALES as readonly unknown[]).includes(value) ? (value as FormLocale) : DEFAULT_FORM_LOCALE;
}

/** What a bot sent, limited to the form's own fields and clipped: enough to recognise a wave of spam later. */
function spamPayload(form: FormDefinition, fields: Record<string, unknown>): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const key of [...form.fields, HONEYPOT_FIELD]) {
    const value = fields[key];
    // Without U+0000, which PostgreSQL's jsonb cannot hold (a bot's NUL would otherwise turn the decoy 201 into a 503).
    if (typeof value === 'string') payload[key] = value.replaceAll('\u0000', '').slice(0, SPAM_VALUE_MAX);
    else if (typeof value === 'number' || typeof value === 'boolean') payload[key] = value;
  }
  return payload;
}

export function createFormsRouter(deps: FormsDeps): Router {
  const registry = createFormRegistry(() => new Date(deps.clock()));
  const store = createSubmissionStore(deps.db, deps.clock);
  const router = Router();

  router.post('/:form', async (req, res) => {
    const log = (res.locals.log as Logger | undefined) ?? deps.logger;
    const formId = req.params.form;
    if (!isFormId(formId)) {
      releaseUnreadBody(req);
      return fail(res, 404, FormErrorText.unknownForm);
    }
    const form = registry[formId];
    const multipart = form.fileField !== null;
    if (multipart && !isMultipart(req)) {
      releaseUnreadBody(req);
      return fail(res, 415, FormErrorText.multipartRequired);
    }

    const ip = clientIp(req);
    if (deps.rateLimiter) {
      const decision = await deps.rateLimiter.consume(`${formId}|${rateLimitSubject(ip)}`);
      if (!decision.allowed) {
        log.warn({ form: formId, count: decision.count }, 'form rate limit reached');
        releaseUnreadBody(req);
        res.setHeader('Retry-After', String(retryAfterSeconds(decision)));
        return fail(res, 429, FormErrorText.tooManyRequests);
      }
    }

    let fields: Record<string, unknown>;
    let upload: MultipartForm['file'] = null;
    const fieldErrors: FieldErrors = {};
    if (multipart) {
      const fileField = form.fileField!;
      const declared = Number(req.headers['content-length']);
      if (Number.isFinite(declared) && declared > MAX_UPLOAD_BYTES) {
        log.info({ form: formId, bytes: declared }, 'upload refused before reading: too large');
        releaseUnreadBody(req);
        return fail(res, 413, FormErrorText.fileTooLarge, { fieldErrors: { [fileField]: 'file_too_large' } });
      }
      try {
        const parsed = await readMultipartForm(req, { fileField, maxFileBytes: CV_MAX_BYTES, ...MULTIPART_LIMITS });
        fields = parsed.fields;
        upload = parsed.file;
        Object.assign(fieldErrors, parsed.fieldErrors);
      } catch (err) {
        releaseUnreadBody(req);
        if (!(err instanceof MultipartRefused)) throw err;
        log.info({ form: formId, reason: err.reason }, 'upload refused');
        if (err.reason === 'file_too_large') return fail(res, 413, FormErrorText.fileTooLarge, { fieldErrors: { [fileField]: 'file_too_large' } });
        if (err.reason === 'too_many_parts') return fail(res, 413, FormErrorText.bodyTooLarge);
        return fail(res, 400, FormErrorText.invalidRequest);
      }
    } else {
      if (!isPlainObject(req.body)) return fail(res, 400, FormErrorText.invalidRequest);
      fields = req.body;
    }

    const trap = fields[HONEYPOT_FIELD];
    const isSpam = trap !== undefined && trap !== null && String(trap).trim() !== '';
    if (isSpam) {
      // Answered like a real submission, so the bot learns nothing; stored as spam, no mail.
      try {
        const id = await store.save({
          form: formId,
          status: 'spam',
          locale: localeOf(fields.locale),
          payload: spamPayload(form, fields),
          ipHash: deps.hashIp(ip),
          file: null,
        });
        log.info({ form: formId, submission: id, status: 'spam' }, 'form submission stored');
        return send(res, 201, { success: true, data: { id }, error: null });
      } catch (err) {
        log.error({ form: formId, err: err instanceof Error ? err.message : String(err) }, 'form submission not saved');
        return fail(res, 503, FormErrorText.saveFailed);
      }
    }

    const result = validateForm(form.schema, fields);
    // A multipart field cut off at its size limit says 'too_long' whatever the schema thinks of the cut value.
    if (!result.ok) for (const [field, code] of Object.entries(result.fieldErrors)) fieldErrors[field] ??= code;
    let file: NewFile | null = null;
    if (multipart) {
      const fileField = form.fileField!;
      const type = upload ? detectCvType(upload.bytes) : null;
      if (!upload) fieldErrors[fileField] = 'file_required';
      else if (!type) fieldErrors[fileField] = 'file_type';
      else {
        file = {
          field: fileField,
          fileName: safeCvFileName(upload.fileName, type),
          contentType: CV_CONTENT_TYPES[type],
          sha256: createHash('sha256').update(upload.bytes).digest('hex'),
          bytes: upload.bytes,
        };
      }
    }
    if (!result.ok || Object.keys(fieldErrors).length > 0) {
      log.info({ form: formId, fields: Object.keys(fieldErrors) }, 'form submission refused: field errors');
      return fail(res, 422, FormErrorText.invalidFields, { fieldErrors });
    }

    const { locale, [HONEYPOT_FIELD]: _honeypot, ...payload } = result.value;
    let id: string;
    try {
      id = await store.save({ form: formId, status: 'new', locale: localeOf(locale), payload, ipHash: deps.hashIp(ip), file });
    } catch (err) {
      log.error({ form: formId, err: err instanceof Error ? err.message : String(err) }, 'form submission not saved');
      return fail(res, 503, FormErrorText.saveFailed);
    }
    log.info(
      { form: formId, submission: id, status: 'new', file: file ? { type: file.contentType, bytes: file.bytes.length } : undefined },
      'form submission stored',
    );
    deps.onSubmissionStored?.();
    send(res, 201, { success: true, data: { id }, error: null });
  });

  return router;
}
