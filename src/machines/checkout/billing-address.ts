// The checkout's billing address: a zod schema with field-level error codes (the views translate the
// codes), per-country postcode rules for NL, BE and DE, and the mapping to Magento's AddressInterface.
import { z } from '../../../common/zod';
import type { Address } from '../../../common/contract/cart.schema';
import { isPostcodeCountry, isValidPostcode, normalizePostcode as normalizeCountryPostcode } from '../../../common/forms/postcode';

export const COUNTRIES = ['NL', 'BE', 'DE', 'AT', 'LU'] as const;
export type Country = (typeof COUNTRIES)[number];

export interface BillingAddressForm {
  firstname: string;
  lastname: string;
  street: string;
  houseNumber: string;
  postcode: string;
  city: string;
  country_id: string;
  email: string;
  telephone: string;
  /** Chosen from the country's available_regions, when it has any. */
  region_id: number | null;
}

export type AddressField = Exclude<keyof BillingAddressForm, 'region_id'>;

export type AddressErrorCode = 'required' | 'invalid_house_number' | 'invalid_postcode' | 'invalid_country' | 'invalid_email' | 'invalid_phone';

export type AddressErrors = Partial<Record<AddressField, AddressErrorCode>>;

export const EMPTY_ADDRESS: BillingAddressForm = {
  firstname: '',
  lastname: '',
  street: '',
  houseNumber: '',
  postcode: '',
  city: '',
  country_id: 'NL',
  email: '',
  telephone: '',
  region_id: null,
};

const required = () => z.string().trim().min(1, { message: 'required' });

const billingAddressSchema = z
  .object({
    firstname: required(),
    lastname: required(),
    street: required(),
    houseNumber: required().regex(/^[0-9]+\s*[A-Za-z0-9 /-]{0,10}$/, { message: 'invalid_house_number' }),
    postcode: required(),
    city: required(),
    country_id: z.enum(COUNTRIES, { message: 'invalid_country' }),
    email: required().regex(/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/, { message: 'invalid_email' }),
    telephone: required().regex(/^\+?[0-9][0-9 ()-]{5,19}$/, { message: 'invalid_phone' }),
    region_id: z.number().int().nullable(),
  })
  .superRefine((address, context) => {
    const postcode = address.postcode.trim();
    // AT and LU are delivered to without a postcode rule of our own: Magento checks those.
    if (isPostcodeCountry(address.country_id) && postcode !== '' && !isValidPostcode(postcode, address.country_id)) {
      context.addIssue({ code: 'custom', path: ['postcode'], message: 'invalid_postcode' });
    }
  });

/** NL postcodes as '1234 AB'; other countries as typed (trimmed). */
export function normalizePostcode(postcode: string, country: string): string {
  return isPostcodeCountry(country) ? normalizeCountryPostcode(postcode, country) : postcode.trim();
}

/** Field errors of a form (the first problem of each field); empty when the form is valid. */
export function validateBillingAddress(form: BillingAddressForm): AddressErrors {
  const result = billingAddressSchema.safeParse(form);
  if (result.success) return {};
  const errors: AddressErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as AddressField | undefined;
    if (field && field in EMPTY_ADDRESS && errors[field] === undefined) {
      errors[field] = issue.message as AddressErrorCode;
    }
  }
  return errors;
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

/** The country a new address starts with: the German pages' shoppers live in Germany far more often than not. */
export function defaultCountryOf(lang: 'nl' | 'en' | 'de'): BillingAddressForm['country_id'] {
  return lang === 'de' ? 'DE' : 'NL';
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
