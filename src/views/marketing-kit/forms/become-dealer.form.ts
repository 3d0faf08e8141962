// The dealer sign-up's inputs (schema: common/forms/become-dealer.schema.ts).
import { msg } from '@lingui/core/macro';
import { POSTCODE_COUNTRIES } from '../../../../common/forms/postcode';
import { countryOptions } from './form-options';
import type { LeadFormSpec } from './lead-form.types';

export const becomeDealerForm: LeadFormSpec = {
  form: 'become-dealer',
  fields: [
    { name: 'company', kind: 'text', label: msg`Company name`, required: true, autoComplete: 'organization', half: true },
    { name: 'contactName', kind: 'text', label: msg`Contact person`, required: true, autoComplete: 'name', half: true },
    { name: 'email', kind: 'email', label: msg`Email address`, required: true, autoComplete: 'email', half: true },
    { name: 'phone', kind: 'tel', label: msg`Phone number`, required: true, autoComplete: 'tel', half: true },
    { name: 'street', kind: 'text', label: msg`Street and house number`, required: true, autoComplete: 'street-address' },
    { name: 'postcode', kind: 'text', label: msg`Postcode`, required: true, autoComplete: 'postal-code', half: true },
    { name: 'city', kind: 'text', label: msg`City`, required: true, autoComplete: 'address-level2', half: true },
    { name: 'country', kind: 'select', label: msg`Country`, required: true, autoComplete: 'country', options: countryOptions(POSTCODE_COUNTRIES), half: true },
    { name: 'website', kind: 'url', label: msg`Website`, required: false, autoComplete: 'url', half: true },
    { name: 'message', kind: 'textarea', label: msg`Tell us about your shop`, required: false, rows: 5 },
  ],
  submitLabel: msg`Send application`,
  successTitle: msg`Thank you for your interest`,
  successText: msg`Our dealer manager will call you within three working days.`,
};
