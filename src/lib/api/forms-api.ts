// The browser's call to POST /api/forms/:form on the one ky client: JSON for the text-only forms, multipart for the
// job application's CV. Failures become the lead-form machine's SubmitFailure (kind, server field errors, Retry-After).
import { HTTPError, NetworkError, TimeoutError } from 'ky';
import type { FieldErrorCode } from '../../../common/forms/form-fields';
import type { FormId } from '../../../common/forms/forms.registry';
import type { SubmitFailure, SubmitLeadFormOutput } from '../../machines/lead-form/lead-form.machine';
import { api } from './client';

/** A 5 MB CV over a slow mobile connection needs longer than the 15 s of the JSON calls. */
export const UPLOAD_TIMEOUT_MS = 120_000;

export interface FormUpload {
  field: string;
  file: Blob;
  fileName: string;
}

export interface FormsApi {
  submit(form: FormId, fields: Record<string, string>, upload: FormUpload | null, signal?: AbortSignal): Promise<SubmitLeadFormOutput>;
}

interface Envelope {
  success?: boolean;
  data?: { id?: unknown; fieldErrors?: Record<string, FieldErrorCode> } | null;
  error?: string | null;
}

function retryAfter(response: Response): number | undefined {
  const seconds = Number(response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
}

/** The machine's failure for a thrown ky error (never throws itself). */
export function toSubmitFailure(error: unknown): SubmitFailure {
  if (error instanceof HTTPError) {
    const { status } = error.response;
    const body = (typeof error.data === 'object' && error.data !== null ? error.data : {}) as Envelope;
    const fieldErrors = body.data?.fieldErrors;
    if ((status === 422 || status === 413) && fieldErrors && Object.keys(fieldErrors).length > 0) return { kind: 'invalid', fieldErrors };
    if (status === 413) return { kind: 'too-large' };
    if (status === 429) {
      const seconds = retryAfter(error.response);
      return seconds === undefined ? { kind: 'rate-limited' } : { kind: 'rate-limited', retryAfterSeconds: seconds };
    }
    if (status === 503) return { kind: 'unavailable' };
    return { kind: 'server' };
  }
  if (error instanceof TimeoutError || error instanceof NetworkError) return { kind: 'network' };
  if (error instanceof TypeError) return { kind: 'network' };
  return { kind: 'server' };
}

export function createFormsApi(): FormsApi {
  return {
    async submit(form, fields, upload, signal) {
      let body: Envelope;
      try {
        if (upload) {
          const data = new FormData();
          for (const [name, value] of Object.entries(fields)) data.append(name, value);
          data.append(upload.field, upload.file, upload.fileName);
          body = await api.post(`forms/${form}`, { body: data, timeout: UPLOAD_TIMEOUT_MS, ...(signal ? { signal } : {}) }).json<Envelope>();
        } else {
          body = await api.post(`forms/${form}`, { json: fields, ...(signal ? { signal } : {}) }).json<Envelope>();
        }
      } catch (error) {
        throw toSubmitFailure(error);
      }
      if (body?.success !== true || typeof body.data?.id !== 'string') throw { kind: 'server' } satisfies SubmitFailure;
      return { id: body.data.id };
    },
  };
}
