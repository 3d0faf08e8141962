// The employer plan request's inputs (schema: common/forms/employer-plan.schema.ts).
import { msg } from '@lingui/core/macro';
import { EMPLOYER_COUNTRIES, MAX_EMPLOYEE_COUNT } from './form-constants';
import { countryOptions } from './form-options';
import type { LeadFormSpec } from './lead-form.types';

export const employerPlanForm: LeadFormSpec = {
  form: 'employer-plan',
  fields: [
    { name: 'company', kind: 'text', label: msg`Company name`, required: true, autoComplete: 'organization', half: true },
    { name: 'contactName', kind: 'text', label: msg`Contact person`, required: true, autoComplete: 'name', half: true },
    { name: 'email', kind: 'email', label: msg`Email address`, required: true, autoComplete: 'email', half: true },
    { name: 'phone', kind: 'tel', label: msg`Phone number`, required: true, autoComplete: 'tel', half: true },
    { name: 'employees', kind: 'number', label: msg`Number of employees`, required: true, min: 1, max: MAX_EMPLOYEE_COUNT, inputMode: 'numeric', half: true },
    { name: 'country', kind: 'radio', label: msg`Country of employment`, required: true, options: countryOptions(EMPLOYER_COUNTRIES), half: true },
    { name: 'message', kind: 'textarea', label: msg`Questions or wishes`, required: false, rows: 4 },
  ],
  submitLabel: msg`Request an offer`,
  successTitle: msg`Thank you for your request`,
  successText: msg`We will send you a tailored offer within three working days.`,
};
