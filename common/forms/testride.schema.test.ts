// The test-ride schema: model, a date from tomorrow up to six months ahead (shop time), postcode per country.
import { describe, expect, it } from 'vitest';
import { validateForm } from './form-errors';
import { createTestrideSchema } from './testride.schema';

const schema = createTestrideSchema(() => new Date('2026-04-15T10:00:00Z'));
const valid = {
  name: 'Pieter Jansen',
  email: 'pieter@example.nl',
  phone: '+31 6 12345678',
  model: 'piccolo',
  preferredDate: '2026-05-02',
  country: 'NL',
  postcode: '3511 AB',
  message: '',
  locale: 'en',
};
const errors = (patch: Record<string, unknown>) => {
  const r = validateForm(schema, { ...valid, ...patch });
  return r.ok ? {} : r.fieldErrors;
};

describe('testride schema', () => {
  it('accepts a request for each of the six models', () => {
    for (const model of ['classic', 'elite', 'maxx', 'piccolo', 'voyage', 'folt-200-s']) expect(validateForm(schema, { ...valid, model }).ok, model).toBe(true);
    const r = validateForm(schema, valid);
    expect(r.ok && r.value).toMatchObject({ preferredDate: '2026-05-02', message: undefined, locale: 'en' });
  });

  it('gives one code per field', () => {
    expect(errors({ name: '' })).toEqual({ name: 'required' });
    expect(errors({ email: 'pieter(at)example.nl' })).toEqual({ email: 'invalid_email' });
    expect(errors({ phone: '' })).toEqual({ phone: 'required' });
    expect(errors({ model: 'brompton' })).toEqual({ model: 'invalid_choice' });
    expect(errors({ model: undefined })).toEqual({ model: 'required' });
    expect(errors({ preferredDate: '2026-04-15' })).toEqual({ preferredDate: 'date_in_past' });
    expect(errors({ preferredDate: '2026-10-16' })).toEqual({ preferredDate: 'date_too_far' });
    expect(errors({ preferredDate: 'next week' })).toEqual({ preferredDate: 'invalid_date' });
    expect(errors({ country: 'DE', postcode: '3511 AB' })).toEqual({ postcode: 'invalid_postcode' });
    expect(errors({ postcode: '' })).toEqual({ postcode: 'required' });
    expect(errors({ message: 'x'.repeat(5001) })).toEqual({ message: 'too_long' });
  });

  it('reads the clock at validation time, not when the schema was built', () => {
    let now = new Date('2026-04-15T10:00:00Z');
    const moving = createTestrideSchema(() => now);
    expect(validateForm(moving, valid).ok).toBe(true);
    now = new Date('2026-05-03T10:00:00Z');
    expect(validateForm(moving, valid)).toEqual({ ok: false, fieldErrors: { preferredDate: 'date_in_past' } });
  });
});
