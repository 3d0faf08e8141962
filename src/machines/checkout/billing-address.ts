// The checkout's billing address: the shop's shared address schema (common/forms/address-form.ts, the address book
// checks with it too) plus the e-mail, and the mapping to Magento's AddressInterface.
import type { Address } from '../../../common/contract/cart.schema';
import {
  EMPTY_ADDRESS_FORM,
  defaultCountryOf,
  normalizePostcode,
  validateContactAddressForm,
  type AddressErrorCode,
  type ContactAddressField,
  type ContactAddressForm,
} from '../../../common/forms/address-form';

export type { AddressErrorCode, Country } from '../../../common/forms/address-form';

/** The checkout's billing address: the shop's one address schema (common/forms/address-form.ts) with the e-mail. */
export type BillingAddressForm = ContactAddressForm;

export type AddressField = ContactAddressField;

export type AddressErrors = Partial<Record<AddressField, AddressErrorCode>>;

export const EMPTY_ADDRESS: BillingAddressForm = { ...EMPTY_ADDRESS_FORM, email: '' };

/** Field errors of a form (the first problem of each field); empty when the form is valid. */
export function validateBillingAddress(form: BillingAddressForm): AddressErrors {
  return validateContactAddressForm(form);
}

export function isBillingAddressValid(form: BillingAddressForm): boolean {
  return Object.keys(validateBillingAddress(form)).length === 0;
}

/** Magento's AddressInterface for a valid form: street and house number as two street lines. */
export function toMagentoAddress(form: BillingAddressForm): Address {
  const address: Address = {
    firstname: form.firstname.trim(),
    lastname: form.lastname.trim(),
    street: [form.street.trim(), form.houseNumber.trim()],
    postcode: normalizePostcode(form.postcode, form.country_id),
    city: form.city.trim(),
    country_id: form.country_id,
    email: form.email.trim(),
    telephone: form.telephone.trim(),
  };
  if (form.region_id !== null) address.region_id = form.region_id;
  return address;
}

/**
 * A form prefilled from an address the cart already has (e.g. after a reload mid-checkout); without one, empty with the
 * page language's default country.
 */
export function toAddressForm(address: Address | null | undefined, lang: 'nl' | 'en' | 'de' = 'nl'): BillingAddressForm {
  if (!address) return { ...EMPTY_ADDRESS, country_id: defaultCountryOf(lang) };
  const [street = '', houseNumber = ''] = address.street ?? [];
  return {
    firstname: address.firstname ?? '',
    lastname: address.lastname ?? '',
    street,
    houseNumber,
    postcode: address.postcode ?? '',
    city: address.city ?? '',
    country_id: address.country_id || EMPTY_ADDRESS.country_id,
    email: address.email ?? '',
    telephone: address.telephone ?? '',
    region_id: address.region_id ?? null,
  };
}
