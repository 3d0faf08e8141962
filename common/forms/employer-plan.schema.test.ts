// The employer-plan request schema: company, contact, number of employees, NL or DE only.
import { describe, expect, it } from 'vitest';
import { validateForm } from './form-errors';
import { employerPlanSchema } from './employer-plan.schema';

const valid = {
  company: 'Bouwbedrijf Hoekstra B.V.',
  contactName: 'Marieke Hoekstra',
  email: 'hr@hoekstra-bouw.nl',
  phone: '0201234567',
  employees: '45',
  country: 'NL',
  locale: 'nl',
};
const errors = (patch: Record<string, unknown>) => {
  const r = validateForm(employerPlanSchema, { ...valid, ...patch });
  return r.ok ? {} : r.fieldErrors;
};

describe('employer-plan schema', () => {
  it('accepts NL and DE employers; employees as text or number', () => {
    const r = validateForm(employerPlanSchema, valid);
    expect(r.ok && r.value.employees).toBe(45);
    expect(
      validateForm(employerPlanSchema, { ...valid, country: 'DE', employees: 1200, message: 'Dienstradleasing für 1.200 Mitarbeitende', locale: 'de' }).ok,
    ).toBe(true);
  });

  it('gives one code per field', () => {
    expect(errors({ company: '' })).toEqual({ company: 'required' });
    expect(errors({ contactName: undefined })).toEqual({ contactName: 'required' });
    expect(errors({ email: 'hr@hoekstra' })).toEqual({ email: 'invalid_email' });
    expect(errors({ phone: 'x' })).toEqual({ phone: 'invalid_phone' });
    expect(errors({ employees: '' })).toEqual({ employees: 'required' });
    expect(errors({ employees: undefined })).toEqual({ employees: 'required' });
    expect(errors({ employees: 'veel' })).toEqual({ employees: 'not_a_number' });
    expect(errors({ employees: 0 })).toEqual({ employees: 'too_small' });
    expect(errors({ employees: 2_000_000 })).toEqual({ employees: 'too_large' });
    expect(errors({ country: 'BE' })).toEqual({ country: 'invalid_choice' });
    expect(errors({ message: 'x'.repeat(5001) })).toEqual({ message: 'too_long' });
  });
});
