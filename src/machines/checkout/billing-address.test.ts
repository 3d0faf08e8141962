import { describe, expect, test } from 'vitest';
import { EMPTY_ADDRESS, toAddressForm, toMagentoAddress, validateBillingAddress, type BillingAddressForm } from './billing-address';

const valid: BillingAddressForm = {
  firstname: 'Anna',
  lastname: 'de Vries',
  street: 'Oudegracht',
  houseNumber: '12a',
  postcode: '3511 AB',
  city: 'Utrecht',
  country_id: 'NL',
  email: 'anna@example.nl',
  telephone: '+31 6 12345678',
  region_id: null,
};

describe('billing address validation', () => {
  test('a complete Dutch address is valid', () => {
    expect(validateBillingAddress(valid)).toEqual({});
  });

  test('an empty form reports required for every field', () => {
    expect(validateBillingAddress({ ...EMPTY_ADDRESS, country_id: '' })).toEqual({
      firstname: 'required',
      lastname: 'required',
      street: 'required',
      houseNumber: 'required',
      postcode: 'required',
      city: 'required',
      country_id: 'invalid_country',
      email: 'required',
      telephone: 'required',
    });
  });

  test.each([
    ['NL', '1234 AB', true],
    ['NL', '1234ab', true],
    ['NL', '0123 AB', false],
    ['NL', '1234', false],
    ['BE', '1000', true],
    ['BE', '10000', false],
    ['DE', '10115', true],
    ['DE', '1011', false],
    ['AT', '1010', true],
    ['LU', 'L-1234', true],
  ])('%s postcode %s valid: %s', (country, postcode, ok) => {
    const errors = validateBillingAddress({ ...valid, country_id: country, postcode });
    expect(errors.postcode === undefined).toBe(ok);
    if (!ok) expect(errors.postcode).toBe('invalid_postcode');
  });

  test('country, e-mail, phone and house number have their own codes', () => {
    expect(validateBillingAddress({ ...valid, country_id: 'FR' })).toEqual({ country_id: 'invalid_country' });
    expect(validateBillingAddress({ ...valid, email: 'anna@' })).toEqual({ email: 'invalid_email' });
    expect(validateBillingAddress({ ...valid, telephone: 'call me' })).toEqual({ telephone: 'invalid_phone' });
    expect(validateBillingAddress({ ...valid, houseNumber: 'twelve' })).toEqual({ houseNumber: 'invalid_house_number' });
  });

  test('maps to Magento and back', () => {
    const address = toMagentoAddress({ ...valid, postcode: '3511ab', region_id: 7 });
    expect(address).toEqual({
      firstname: 'Anna',
      lastname: 'de Vries',
      street: ['Oudegracht', '12a'],
      postcode: '3511 AB',
      city: 'Utrecht',
      country_id: 'NL',
      email: 'anna@example.nl',
      telephone: '+31 6 12345678',
      region_id: 7,
    });
    expect(toAddressForm(address)).toEqual({ ...valid, postcode: '3511 AB', region_id: 7 });
    expect(toAddressForm(null)).toEqual(EMPTY_ADDRESS);
    // A German page starts a new address in Germany; an address the cart has keeps its own country.
    expect(toAddressForm(null, 'de')).toEqual({ ...EMPTY_ADDRESS, country_id: 'DE' });
    expect(toAddressForm(null, 'en').country_id).toBe('NL');
    expect(toAddressForm(address, 'de').country_id).toBe(address.country_id);
  });
});
