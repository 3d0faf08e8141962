// The job application for one of the open vacancies, with a CV (PDF or DOCX, at most 5 MB). The text fields are
// checked by this schema on both sides; the CV's size and name by `checkCvFile` in the browser and again on the
// server, which also recognises the type by the file's content (POST /api/forms/job-application, multipart).
import { z } from '../zod';
import { choiceField, emailField, HONEYPOT_FIELD, honeypotField, localeField, phoneField, requiredText, TEXT_LIMITS, type FieldErrorCode } from './form-fields';

export const JOB_APPLICATION_FORM = 'job-application';
export const VACANCY_IDS = ['allrounder', 'intern', 'mechanic'] as const;
/** A motivation shorter than this tells us nothing. */
export const MOTIVATION_MIN = 50;

/** Name of the file part in the multipart body. */
export const CV_FIELD = 'cv';
/** 5 MB (MiB): a CV with a photo fits easily, a scanned book does not. */
export const CV_MAX_BYTES = 5 * 1024 * 1024;
export const CV_EXTENSIONS = ['.pdf', '.docx'] as const;
/** For the file input's `accept`: extensions and types, because some systems only know one of them. */
export const CV_ACCEPT = '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export const jobApplicationSchema = z.strictObject({
  vacancy: choiceField(VACANCY_IDS),
  name: requiredText(TEXT_LIMITS.name),
  email: emailField(),
  phone: phoneField(),
  motivation: requiredText(TEXT_LIMITS.message, { min: MOTIVATION_MIN, multiline: true }),
  locale: localeField(),
  [HONEYPOT_FIELD]: honeypotField(),
});

/**
 * The checks on a chosen CV that need no reading of its content: none → 'file_required', empty or not .pdf/.docx →
 * 'file_type', above 5 MB → 'file_too_large'. Null when fine. (The server reads the content as well.)
 */
export function checkCvFile(file: { name: string; size: number } | null | undefined): FieldErrorCode | null {
  if (!file) return 'file_required';
  if (file.size > CV_MAX_BYTES) return 'file_too_large';
  const name = file.name.toLowerCase();
  if (file.size === 0 || !CV_EXTENSIONS.some((extension) => name.endsWith(extension))) return 'file_type';
  return null;
}
