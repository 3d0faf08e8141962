// Loaded on demand by <LeadForm>: starts a form's lead-form machine with its live binding (ky through
// src/lib/api/forms-api.ts) and the toasts. Everything heavy of a form (xstate, zod, the schemas, ky) lives behind
// this module, so a marketing page's first render carries none of it.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { createInspectedActor } from '../../../lib/inspect/inspected-actor';
import type { FormId } from '../../../../common/forms/forms.registry';
import { createFormsApi } from '../../../lib/api/forms-api';
import { provideLeadFormMachine } from '../../../machines/lead-form/lead-form.live';
import type { LeadFormFiles, LeadFormValues } from '../../../machines/lead-form/lead-form.machine';
import { showToast } from '../../shared/toast';
import { failureText } from './form-error-text';

export interface StartLeadFormOptions {
  form: FormId;
  i18n: I18n;
  presets: LeadFormValues;
  values: LeadFormValues;
  files: LeadFormFiles;
  successTitle: string;
  successText: string;
}

export function startLeadForm({ form, i18n, presets, values, files, successTitle, successText }: StartLeadFormOptions) {
  const machine = provideLeadFormMachine(form, {
    api: createFormsApi(),
    notifySubmitted: () => void showToast({ type: 'success', message: successTitle, description: successText }),
    notifyFailed: (kind) => void showToast({ type: 'error', message: i18n._(msg`Not sent yet`), description: failureText(i18n, { kind }), duration: 8000 }),
  });
  return createInspectedActor(machine, { input: { presets, values, files } }).start();
}

export type LeadFormActor = ReturnType<typeof startLeadForm>;
