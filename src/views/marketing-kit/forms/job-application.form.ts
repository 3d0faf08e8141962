// The job application's inputs (schema: common/forms/job-application.schema.ts): on a vacancy page the vacancy is
// preset; on the overview the applicant picks it.
import { msg } from '@lingui/core/macro';
import { CV_ACCEPT_TYPES, CV_FIELD_NAME, MOTIVATION_MIN_LENGTH } from './form-constants';
import type { FieldSpec, LeadFormSpec } from './lead-form.types';

const VACANCY_FIELD: FieldSpec = {
  name: 'vacancy',
  kind: 'select',
  label: msg`Vacancy`,
  required: true,
  options: [
    { value: 'mechanic', label: msg`Bicycle mechanic` },
    { value: 'allrounder', label: msg`Allrounder` },
    { value: 'intern', label: msg`Intern` },
  ],
};

export function jobApplicationForm({ chooseVacancy }: { chooseVacancy: boolean }): LeadFormSpec {
  const fields: FieldSpec[] = [
    { name: 'name', kind: 'text', label: msg`Name`, required: true, autoComplete: 'name' },
    { name: 'email', kind: 'email', label: msg`Email address`, required: true, autoComplete: 'email', half: true },
    { name: 'phone', kind: 'tel', label: msg`Phone number`, required: true, autoComplete: 'tel', half: true },
    {
      name: 'motivation',
      kind: 'textarea',
      label: msg`Why you?`,
      hint: msg`A few sentences are enough.`,
      required: true,
      minLength: MOTIVATION_MIN_LENGTH,
      rows: 6,
    },
    { name: CV_FIELD_NAME, kind: 'file', label: msg`CV`, hint: msg`PDF or Word (.docx), at most 5 MB.`, required: true, accept: CV_ACCEPT_TYPES },
  ];
  return {
    form: 'job-application',
    fields: chooseVacancy ? [VACANCY_FIELD, ...fields] : fields,
    submitLabel: msg`Send application`,
    successTitle: msg`Thank you for applying`,
    successText: msg`We will get back to you within five working days.`,
  };
}
