// Client-side validation of a marketing form with the same zod schema the server uses (common/forms), so the
// visitor sees the server's field error codes before sending; plus the CV checks that need no reading of the file.
import { validateForm } from '../../../common/forms/form-errors';
import { systemClock, type FormClock } from '../../../common/forms/form-fields';
import { createFormRegistry, type FormId } from '../../../common/forms/forms.registry';
import { checkCvFile } from '../../../common/forms/job-application.schema';
import type { LeadFormFieldErrors, LeadFormValidator, LeadFormValues } from './lead-form.machine';

/**
 * The fields as they are sent: blank ones left out, so an untouched select reads as "required" rather than as an
 * invalid choice, and optional fields are simply absent. Values are otherwise sent as typed (the schema trims).
 */
export function compactValues(values: LeadFormValues): Record<string, string> {
  const sent: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) if (value.trim() !== '') sent[name] = value;
  return sent;
}

/** The name of the form's file field (the CV), or null. */
export function fileFieldOf(form: FormId): string | null {
  return createFormRegistry()[form].fileField;
}

export function leadFormValidator(form: FormId, clock: FormClock = systemClock): LeadFormValidator {
  const definition = createFormRegistry(clock)[form];
  return (values, files) => {
    const result = validateForm(definition.schema, compactValues(values));
    const errors: Record<string, LeadFormFieldErrors[string]> = result.ok ? {} : { ...result.fieldErrors };
    if (definition.fileField) {
      const code = checkCvFile(files[definition.fileField]);
      if (code) errors[definition.fileField] = code;
    }
    return errors;
  };
}
