// The shared building blocks of the form schemas: field codes (never sentences), postcode rules per country,
// shop-time dates, whole numbers from text inputs, and toFieldErrors' shape.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BIKE_MODELS } from '../bike-models';
import { FORM_LEVEL_FIELD, toFieldErrors, validateForm } from './form-errors';
import {
  addMonths,
  BIKE_MODEL_IDS,
  emailField,
  FIELD_ERROR_CODES,
  futureDateField,
  optionalPhoneField,
  optionalText,
  optionalWebsiteField,
  phoneField,
  requiredText,
  shopDate,
  wholeNumberField,
} from './form-fields';
import { isValidPostcode, normalizePostcode } from './postcode';

const errorOf = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? null : toFieldErrors(r.error)[FORM_LEVEL_FIELD];
};

describe('form fields', () => {
  it('lists the same six models as the catalogue', () => {
    expect([...BIKE_MODEL_IDS]).toEqual(BIKE_MODELS.map((m) => m.slug));
  });

  it('required text: missing, blank, too short, too long, control characters', () => {
    const s = requiredText(10, { min: 3 });
    expect(errorOf(s, undefined)).toBe('required');
    expect(errorOf(s, null)).toBe('required');
    expect(errorOf(s, '   ')).toBe('required');
    expect(errorOf(s, 42)).toBe('invalid');
    expect(errorOf(s, 'ab')).toBe('too_short');
    expect(errorOf(s, 'a'.repeat(11))).toBe('too_long');
    expect(errorOf(s, 'ab\ncd')).toBe('invalid');
    expect(s.parse('  Jan  ')).toBe('Jan');
    const multi = requiredText(100, { multiline: true });
    expect(multi.parse('line 1\nline 2')).toBe('line 1\nline 2');
    expect(errorOf(multi, 'bell\u0007')).toBe('invalid');
  });

  it('optional text: blank and null mean not given', () => {
    const s = optionalText(5);
    expect(s.parse('')).toBeUndefined();
    expect(s.parse('  ')).toBeUndefined();
    expect(s.parse(null)).toBeUndefined();
    expect(s.parse(undefined)).toBeUndefined();
    expect(errorOf(s, 'abcdef')).toBe('too_long');
  });

  it('e-mail addresses a person can reply to', () => {
    const s = emailField();
    for (const ok of ['jan@fietsen.nl', 'j.de.vries+folt@example.co.uk', 'müller@straße.de']) expect(s.parse(ok)).toBe(ok);
    for (const bad of ['jan', 'jan@', '@fietsen.nl', 'jan@fietsen', 'a b@c.nl', 'a,b@c.nl', '"x"@y.nl', 'x@y.nl\nBcc: z@z.nl', '<x@y.nl>']) {
      expect(errorOf(s, bad), bad).toBe('invalid_email');
    }
    expect(errorOf(s, '')).toBe('required');
    expect(errorOf(s, `${'a'.repeat(250)}@b.nl`)).toBe('too_long');
  });

  it('phone numbers as the checkout accepts them', () => {
    const s = phoneField();
    for (const ok of ['0612345678', '+31 6 1234 5678', '+49 (0)30 123456', '050-1234567']) expect(s.parse(ok)).toBe(ok);
    for (const bad of ['12', 'call me', '+31 6 1234 5678 9012 345']) expect(errorOf(s, bad), bad).toBe('invalid_phone');
    expect(errorOf(s, '')).toBe('required');
    expect(optionalPhoneField().parse('')).toBeUndefined();
    expect(errorOf(optionalPhoneField(), 'abc')).toBe('invalid_phone');
  });

  it('websites with or without scheme, stored with https://', () => {
    const s = optionalWebsiteField();
    expect(s.parse('fietsenwinkel.nl')).toBe('https://fietsenwinkel.nl');
    expect(s.parse('http://www.fietsen-bedum.nl/over-ons?x=1')).toBe('http://www.fietsen-bedum.nl/over-ons?x=1');
    expect(s.parse('')).toBeUndefined();
    for (const bad of ['nope', 'javascript:alert(1)', 'ftp://x.nl', 'https://', 'a b.nl']) expect(errorOf(s, bad), bad).toBe('invalid_url');
  });

  it('postcodes per country, NL normalised', () => {
    expect(isValidPostcode('1234 AB', 'NL')).toBe(true);
    expect(isValidPostcode('1234ab', 'NL')).toBe(true);
    expect(isValidPostcode('0123 AB', 'NL')).toBe(false);
    expect(isValidPostcode('1000', 'BE')).toBe(true);
    expect(isValidPostcode('0999', 'BE')).toBe(false);
    expect(isValidPostcode('10115', 'DE')).toBe(true);
    expect(isValidPostcode('1011', 'DE')).toBe(false);
    expect(normalizePostcode(' 9781ab ', 'NL')).toBe('9781 AB');
    expect(normalizePostcode(' 10115 ', 'DE')).toBe('10115');
  });

  it('whole numbers from number inputs', () => {
    const s = wholeNumberField({ min: 1, max: 100 });
    expect(s.parse(5)).toBe(5);
    expect(s.parse(' 42 ')).toBe(42);
    expect(errorOf(s, '')).toBe('required');
    expect(errorOf(s, undefined)).toBe('required');
    expect(errorOf(s, 'twelve')).toBe('not_a_number');
    expect(errorOf(s, 1.5)).toBe('not_a_number');
    expect(errorOf(s, '1e3')).toBe('not_a_number');
    expect(errorOf(s, true)).toBe('not_a_number');
    expect(errorOf(s, 0)).toBe('too_small');
    expect(errorOf(s, '101')).toBe('too_large');
  });

  it('dates in shop time: tomorrow up to N months ahead', () => {
    // 23:30 UTC on 9 March is already 10 March in Amsterdam.
    const clock = () => new Date('2026-03-09T23:30:00Z');
    expect(shopDate(clock())).toBe('2026-03-10');
    const s = futureDateField(clock, 6);
    expect(errorOf(s, '2026-03-10')).toBe('date_in_past');
    expect(errorOf(s, '2025-12-01')).toBe('date_in_past');
    expect(s.parse('2026-03-11')).toBe('2026-03-11');
    expect(s.parse('2026-09-10')).toBe('2026-09-10');
    expect(errorOf(s, '2026-09-11')).toBe('date_too_far');
    expect(errorOf(s, '2026-02-30')).toBe('invalid_date');
    expect(errorOf(s, '10-03-2026')).toBe('invalid_date');
    expect(errorOf(s, '')).toBe('required');
    expect(errorOf(s, undefined)).toBe('required');
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2027-08-31', 6)).toBe('2028-02-29');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
  });

  it('toFieldErrors: first code per field, unknown fields named, only known codes', () => {
    const s = z.strictObject({ name: requiredText(5, { min: 2 }) });
    const r = validateForm(s, { name: '', extra: 1, __proto__x: 2 });
    expect(r).toEqual({ ok: false, fieldErrors: { name: 'required', extra: 'unknown_field', __proto__x: 'unknown_field' } });
    const many = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`f${i}`, i]));
    const r2 = validateForm(s, { name: 'Jan', ...many });
    expect(r2.ok).toBe(false);
    if (!r2.ok) expect(Object.keys(r2.fieldErrors)).toHaveLength(10);
    expect(validateForm(s, 'not an object')).toEqual({ ok: false, fieldErrors: { _form: 'invalid' } });
    // A zod message that is no code of ours never reaches the browser as a sentence.
    const plain = z.object({ n: z.number().max(3) });
    const r3 = validateForm(plain, { n: 5 });
    expect(r3).toEqual({ ok: false, fieldErrors: { n: 'too_long' } });
    for (const code of Object.values(r.ok ? {} : r.fieldErrors)) expect(FIELD_ERROR_CODES).toContain(code);
  });
});
