import { describe, expect, test } from 'vitest';
import { EMPTY_ADDRESS_FORM, validateAddressForm, validateContactAddressForm, type AddressForm } from './address-form';

const utrecht: AddressForm = {
  firstname: 'Anna',
  lastname: 'Bakker',
  street: 'Oudegracht',
  houseNumber: '12a',
  postcode: '3511 AB',
  city: 'Utrecht',
  country_id: 'NL',
  telephone: '0612345678',
  region_id: null,
};

describe('the shop’s one address schema', () => {
  test('an address book entry needs no e-mail; the checkout’s contact address does', () => {
    expect(validateAddressForm(utrecht)).toEqual({});
    expect(validateContactAddressForm({ ...utrecht, email: '' })).toEqual({ email: 'required' });
    expect(validateContactAddressForm({ ...utrecht, email: 'anna@' })).toEqual({ email: 'invalid_email' });
  });

  test('both refuse the same address the same way', () => {
    const bad = { ...utrecht, postcode: '0123 AB', houseNumber: 'twaalf', telephone: 'bel me', country_id: 'DE' };
    const errors = { postcode: 'invalid_postcode', houseNumber: 'invalid_house_number', telephone: 'invalid_phone' };
    expect(validateAddressForm(bad)).toEqual(errors);
    expect(validateContactAddressForm({ ...bad, email: 'anna@example.nl' })).toEqual(errors);
    expect(validateAddressForm({ ...utrecht, country_id: 'FR' })).toEqual({ country_id: 'invalid_country' });
  });

  test('an empty form reports every required field, never the region', () => {
    expect(Object.keys(validateAddressForm({ ...EMPTY_ADDRESS_FORM })).sort()).toEqual([
      'city',
      'firstname',
      'houseNumber',
      'lastname',
      'postcode',
      'street',
      'telephone',
    ]);
  });
});
