// Turns a zod error of a form schema into `{ field: code }`: the one shape in which field errors travel from schema
// to view (browser) and from server to browser (the 422 answer), so both sides show the same translated texts.
import type { z } from 'zod';
import { FIELD_ERROR_CODES, type FieldErrorCode } from './form-fields';

export type FieldErrors = Partial<Record<string, FieldErrorCode>>;

/** Field errors that are not about one field (e.g. the body is not an object) are reported under this key. */
export const FORM_LEVEL_FIELD = '_form';
/** At most this many unknown fields are named back (their names come from the sender). */
const MAX_UNKNOWN_FIELDS = 10;

const KNOWN_CODES: ReadonlySet<string> = new Set(FIELD_ERROR_CODES);

function codeOf(issue: z.core.$ZodIssue): FieldErrorCode {
  if (KNOWN_CODES.has(issue.message)) return issue.message as FieldErrorCode;
  // A schema detail without a custom message: map zod's own issue kinds to the nearest code.
  switch (issue.code) {
    case 'too_big':
      return 'too_long';
    case 'too_small':
      return 'too_short';
    case 'invalid_value':
      return 'invalid_choice';
    default:
      return 'invalid';
  }
}

/** The first problem of each field, as a stable code (never a sentence). Empty object: no field errors. */
export function toFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = Object.create(null) as FieldErrors;
  let unknown = 0;
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        if (unknown >= MAX_UNKNOWN_FIELDS) break;
        if (errors[key] === undefined) errors[key] = 'unknown_field';
        unknown++;
      }
      continue;
    }
    const field = issue.path.length > 0 ? String(issue.path[0]) : FORM_LEVEL_FIELD;
    if (errors[field] === undefined) errors[field] = codeOf(issue);
  }
  return { ...errors };
}

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; fieldErrors: FieldErrors };

/** Parses `input` with a form schema: the parsed value, or the field errors to show. */
export function validateForm<S extends z.ZodType>(schema: S, input: unknown): ValidationResult<z.output<S>> {
  const result = schema.safeParse(input);
  return result.success ? { ok: true, value: result.data } : { ok: false, fieldErrors: toFieldErrors(result.error) };
}
