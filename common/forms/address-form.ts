// The one address schema of the shop, shared by browser and server: the checkout's billing address
// (src/machines/checkout/billing-address.ts adds the e-mail) and the customer's address book (src/machines/address-book,
// server/customer/customer-addresses.router.ts) check the same fields with the same rules and field error codes; the
// views translate the codes.
import { z } from '../zod';
import { isPostcodeCountry, isValidPostcode, normalizePostcode as normalizeCountryPostcode } from './postcode';

/** The countries the shop delivers to. */
export const COUNTRIES = ['NL', 'BE', 'DE', 'AT', 'LU'] as const;
export type Country = (typeof COUNTRIES)[number];

/** An address as its form holds it: street and house number apart (Magento gets them as two street lines). */
export interface AddressForm {
  firstname: string;
  lastname: string;
  street: string;
  houseNumber: string;
  postcode: string;
  city: string;
  country_id: string;
  telephone: string;
  /** Chosen from the country's available_regions, when it has any. */
  region_id: number | null;
}

/** An address with the e-mail the checkout asks for (a guest's contact address). */
export interface ContactAddressForm extends AddressForm {
  email: string;
}

export type AddressErrorCode = 'required' | 'invalid_house_number' | 'invalid_postcode' | 'invalid_country' | 'invalid_email' | 'invalid_phone';

export type AddressFormField = Exclude<keyof AddressForm, 'region_id'>;
export type ContactAddressField = Exclude<keyof ContactAddressForm, 'region_id'>;

export const EMPTY_ADDRESS_FORM: AddressForm = {
  firstname: '',
  lastname: '',
  street: '',
  houseNumber: '',
  postcode: '',
  city: '',
  country_id: 'NL',
  telephone: '',
  region_id: null,
};

const required = () => z.string().trim().min(1, { message: 'required' });

const addressFields = {
  firstname: required(),
  lastname: required(),
  street: required(),
  houseNumber: required().regex(/^[0-9]+\s*[A-Za-z0-9 /-]{0,10}$/, { message: 'invalid_house_number' }),
  postcode: required(),
  city: required(),
  country_id: z.enum(COUNTRIES, { message: 'invalid_country' }),
  telephone: required().regex(/^\+?[0-9][0-9 ()-]{5,19}$/, { message: 'invalid_phone' }),
  region_id: z.number().int().nullable(),
};

/** NL, BE and DE postcodes by their country's rule; AT and LU are delivered to without a rule of our own (Magento checks those). */
function checkPostcode(address: { postcode: string; country_id: string }, context: z.RefinementCtx): void {
  const postcode = address.postcode.trim();
  if (isPostcodeCountry(address.country_id) && postcode !== '' && !isValidPostcode(postcode, address.country_id)) {
    context.addIssue({ code: 'custom', path: ['postcode'], message: 'invalid_postcode' });
  }
}

const addressSchema = z.object(addressFields).superRefine(checkPostcode);

const contactAddressSchema = z
  .object({ ...addressFields, email: required().regex(/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/, { message: 'invalid_email' }) })
  .superRefine(checkPostcode);

function fieldErrors<F extends string>(schema: z.ZodType, form: object, fields: object): Partial<Record<F, AddressErrorCode>> {
  const result = schema.safeParse(form);
  if (result.success) return {};
  const errors: Partial<Record<F, AddressErrorCode>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as F | undefined;
    if (field && field !== 'region_id' && field in fields && errors[field] === undefined) errors[field] = issue.message as AddressErrorCode;
  }
  return errors;
}

/** Field errors of an address (the first problem of each field); empty when it is valid. */
export function validateAddressForm(form: AddressForm): Partial<Record<AddressFormField, AddressErrorCode>> {
  return fieldErrors<AddressFormField>(addressSchema, form, addressFields);
}

/** Field errors of an address with its e-mail (the checkout's billing address). */
export function validateContactAddressForm(form: ContactAddressForm): Partial<Record<ContactAddressField, AddressErrorCode>> {
  return fieldErrors<ContactAddressField>(contactAddressSchema, form, { ...addressFields, email: true });
}

/** NL postcodes as '1234 AB'; other countries as typed (trimmed). */
export function normalizePostcode(postcode: string, country: string): string {
  return isPostcodeCountry(country) ? normalizeCountryPostcode(postcode, country) : postcode.trim();
}

/** The country a new address starts with: the German pages' shoppers live in Germany far more often than not. */
export function defaultCountryOf(lang: 'nl' | 'en' | 'de'): Country {
  return lang === 'de' ? 'DE' : 'NL';
}
