// The country options shared by several forms.
import { msg } from '@lingui/core/macro';
import type { FieldOption } from './lead-form.types';

export const COUNTRY_LABELS = {
  NL: msg`Netherlands`,
  BE: msg`Belgium`,
  DE: msg`Germany`,
} as const;

export function countryOptions(codes: readonly (keyof typeof COUNTRY_LABELS)[]): FieldOption[] {
  return codes.map((code) => ({ value: code, label: COUNTRY_LABELS[code] }));
}
