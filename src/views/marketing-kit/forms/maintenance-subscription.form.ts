// The maintenance subscription sign-up's inputs (schema: common/forms/maintenance-subscription.schema.ts); the plan
// options carry their yearly price in the visitor's language, so the page builds them.
import { msg } from '@lingui/core/macro';
import { POSTCODE_COUNTRIES } from '../../../../common/forms/postcode';
import { FIRST_FOLT_YEAR } from './form-constants';
import { countryOptions } from './form-options';
import { MODEL_OPTIONS } from './model-options';
import type { FieldOption, LeadFormSpec } from './lead-form.types';

export function maintenanceSubscriptionForm(planOptions: readonly FieldOption[], currentYear: number): LeadFormSpec {
  return {
    form: 'maintenance-subscription',
    fields: [
      { name: 'plan', kind: 'radio', label: msg`Plan`, required: true, options: planOptions },
      { name: 'model', kind: 'select', label: msg`Your model`, required: true, options: MODEL_OPTIONS, half: true },
      {
        name: 'purchaseYear',
        kind: 'number',
        label: msg`Year of purchase`,
        required: true,
        min: FIRST_FOLT_YEAR,
        max: currentYear,
        inputMode: 'numeric',
        half: true,
      },
      { name: 'name', kind: 'text', label: msg`Name`, required: true, autoComplete: 'name' },
      { name: 'email', kind: 'email', label: msg`Email address`, required: true, autoComplete: 'email', half: true },
      { name: 'phone', kind: 'tel', label: msg`Phone number`, required: true, autoComplete: 'tel', half: true },
      { name: 'street', kind: 'text', label: msg`Street and house number`, required: true, autoComplete: 'street-address' },
      { name: 'postcode', kind: 'text', label: msg`Postcode`, required: true, autoComplete: 'postal-code', half: true },
      { name: 'city', kind: 'text', label: msg`City`, required: true, autoComplete: 'address-level2', half: true },
      {
        name: 'country',
        kind: 'select',
        label: msg`Country`,
        required: true,
        autoComplete: 'country',
        options: countryOptions(POSTCODE_COUNTRIES),
        half: true,
      },
      { name: 'message', kind: 'textarea', label: msg`Comments`, required: false, rows: 3 },
    ],
    submitLabel: msg`Sign up`,
    successTitle: msg`Welcome to the maintenance subscription`,
    successText: msg`You will receive a confirmation and the invoice by email within two working days.`,
  };
}
