// A form's lead-form machine bound to the forms API (src/lib/api/forms-api.ts) and to the toasts the view supplies.
// The request is aborted when the machine leaves `submitting`, so a late answer never lands.
import { fromPromise } from 'xstate';
import type { FormId } from '../../../common/forms/forms.registry';
import type { FormsApi } from '../../lib/api/forms-api';
import { createLeadFormMachine, type SubmitFailureKind, type SubmitLeadFormInput, type SubmitLeadFormOutput } from './lead-form.machine';
import { compactValues, fileFieldOf, leadFormValidator } from './lead-form.validation';

export interface LeadFormEffects {
  api: FormsApi;
  notifySubmitted: () => void;
  notifyFailed: (kind: SubmitFailureKind) => void;
}

export function provideLeadFormMachine(form: FormId, effects: LeadFormEffects) {
  const fileField = fileFieldOf(form);
  return createLeadFormMachine(leadFormValidator(form)).provide({
    actors: {
      submitLeadForm: fromPromise<SubmitLeadFormOutput, SubmitLeadFormInput>(({ input, signal }) => {
        const file = fileField ? input.files[fileField] : null;
        const upload = fileField && file instanceof Blob ? { field: fileField, file, fileName: file.name } : null;
        return effects.api.submit(form, compactValues(input.values), upload, signal);
      }),
    },
    actions: {
      notifySubmitted: () => effects.notifySubmitted(),
      notifyFailed: (_args, params: { kind: SubmitFailureKind }) => effects.notifyFailed(params.kind),
    },
  });
}
