// The test-ride request's inputs (schema: common/forms/testride.schema.ts).
import { msg } from '@lingui/core/macro';
import { POSTCODE_COUNTRIES } from '../../../../common/forms/postcode';
import { countryOptions } from './form-options';
import { MODEL_OPTIONS } from './model-options';
import type { LeadFormSpec } from './lead-form.types';

export const testrideForm: LeadFormSpec = {
  form: 'testride',
  fields: [
    { name: 'model', kind: 'select', label: msg`Model`, required: true, options: MODEL_OPTIONS, half: true },
    { name: 'preferredDate', kind: 'date', label: msg`Preferred date`, hint: msg`We confirm the exact time with you.`, required: true, half: true },
    { name: 'name', kind: 'text', label: msg`Name`, required: true, autoComplete: 'name' },
    { name: 'email', kind: 'email', label: msg`Email address`, required: true, autoComplete: 'email', half: true },
    { name: 'phone', kind: 'tel', label: msg`Phone number`, required: true, autoComplete: 'tel', half: true },
    { name: 'country', kind: 'select', label: msg`Country`, required: true, autoComplete: 'country', options: countryOptions(POSTCODE_COUNTRIES), half: true },
    {
      name: 'postcode',
      kind: 'text',
      label: msg`Postcode`,
      hint: msg`So we can suggest the nearest location.`,
      required: true,
      autoComplete: 'postal-code',
      half: true,
    },
    { name: 'message', kind: 'textarea', label: msg`Questions or wishes`, required: false, rows: 4 },
  ],
  submitLabel: msg`Request test ride`,
  successTitle: msg`Your test ride request is in`,
  successText: msg`We will contact you within two working days to agree on a time and place.`,
};
