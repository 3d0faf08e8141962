// The contact form schema: name, e-mail, optional phone, subject, a message of 10 to 5000 characters.
import { describe, expect, it } from 'vitest';
import { validateForm } from './form-errors';
import { contactSchema } from './contact.schema';

const valid = {
  name: 'Sophie Bakker',
  email: 'sophie@example.nl',
  subject: 'Levertijd Elite',
  message: 'Hoe lang is de levertijd van de Elite in het blauw?',
  locale: 'nl',
};
const errors = (patch: Record<string, unknown>) => {
  const r = validateForm(contactSchema, { ...valid, ...patch });
  return r.ok ? {} : r.fieldErrors;
};

describe('contact schema', () => {
  it('accepts a question, with or without phone', () => {
    expect(validateForm(contactSchema, valid).ok).toBe(true);
    const r = validateForm(contactSchema, { ...valid, phone: '06-12345678' });
    expect(r.ok && r.value.phone).toBe('06-12345678');
  });

  it('gives one code per field', () => {
    expect(errors({ name: '' })).toEqual({ name: 'required' });
    expect(errors({ email: '' })).toEqual({ email: 'required' });
    expect(errors({ email: 'sophie@example' })).toEqual({ email: 'invalid_email' });
    expect(errors({ phone: 'geen' })).toEqual({ phone: 'invalid_phone' });
    expect(errors({ subject: 'x'.repeat(151) })).toEqual({ subject: 'too_long' });
    expect(errors({ message: '' })).toEqual({ message: 'required' });
    expect(errors({ message: 'Hallo!' })).toEqual({ message: 'too_short' });
    expect(errors({ message: 'x'.repeat(5001) })).toEqual({ message: 'too_long' });
    expect(validateForm(contactSchema, { ...valid, message: 'x'.repeat(5000) }).ok).toBe(true);
    expect(validateForm(contactSchema, { ...valid, message: '0123456789' }).ok).toBe(true);
  });
});
