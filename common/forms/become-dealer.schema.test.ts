// The dealer sign-up schema: a valid shop in each country, and each field's error code.
import { describe, expect, it } from 'vitest';
import { validateForm } from './form-errors';
import { becomeDealerSchema } from './become-dealer.schema';

const valid = {
  company: 'Fietsenmakerij De Vries',
  contactName: 'Anna de Vries',
  email: 'anna@devries-fietsen.nl',
  phone: '050 123 4567',
  street: 'Stationsweg 12',
  postcode: '9781ab',
  city: 'Bedum',
  country: 'NL',
  website: 'devries-fietsen.nl',
  message: 'Wij verkopen al 20 jaar vouwfietsen.\nGraag meer informatie.',
  locale: 'nl',
  website_url: '',
};
const errors = (patch: Record<string, unknown>) => {
  const r = validateForm(becomeDealerSchema, { ...valid, ...patch });
  return r.ok ? {} : r.fieldErrors;
};

describe('become-dealer schema', () => {
  it('accepts a dealer in NL, BE and DE and normalises postcode and website', () => {
    const r = validateForm(becomeDealerSchema, valid);
    expect(r.ok && r.value).toMatchObject({ postcode: '9781 AB', website: 'https://devries-fietsen.nl', locale: 'nl' });
    expect(validateForm(becomeDealerSchema, { ...valid, country: 'BE', postcode: '9000', locale: 'en' }).ok).toBe(true);
    expect(validateForm(becomeDealerSchema, { ...valid, country: 'DE', postcode: '26122', locale: 'de', website: undefined, message: undefined }).ok).toBe(
      true,
    );
  });

  it('defaults the locale to Dutch', () => {
    const { locale: _locale, ...rest } = valid;
    const r = validateForm(becomeDealerSchema, rest);
    expect(r.ok && r.value.locale).toBe('nl');
  });

  it('gives one code per field', () => {
    expect(errors({ company: '' })).toEqual({ company: 'required' });
    expect(errors({ contactName: 'x'.repeat(101) })).toEqual({ contactName: 'too_long' });
    expect(errors({ email: 'anna@' })).toEqual({ email: 'invalid_email' });
    expect(errors({ phone: 'bel me' })).toEqual({ phone: 'invalid_phone' });
    expect(errors({ street: '   ' })).toEqual({ street: 'required' });
    expect(errors({ postcode: '12345' })).toEqual({ postcode: 'invalid_postcode' });
    expect(errors({ country: 'DE', postcode: '9781 AB' })).toEqual({ postcode: 'invalid_postcode' });
    expect(errors({ city: undefined })).toEqual({ city: 'required' });
    expect(errors({ country: 'FR' })).toEqual({ country: 'invalid_choice' });
    expect(errors({ website: 'not a site' })).toEqual({ website: 'invalid_url' });
    expect(errors({ message: 'x'.repeat(5001) })).toEqual({ message: 'too_long' });
    expect(errors({ locale: 'fr' })).toEqual({ locale: 'invalid_choice' });
    expect(errors({ admin: true })).toEqual({ admin: 'unknown_field' });
  });

  it('reports every problem at once, the postcode rule included', () => {
    expect(errors({ company: '', email: 'x', postcode: '0000' })).toEqual({ company: 'required', email: 'invalid_email', postcode: 'invalid_postcode' });
  });
});
