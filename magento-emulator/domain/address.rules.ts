// AddressInterface input: key check, snake_case, and the required-field validation Magento runs before saving an address.
import { COUNTRIES } from '../emulator.config';
import { MagentoError, invalidValue } from '../lib/magento.errors';
import { asNumber, asString, asStringArray, dataObject, type Json } from '../lib/magento.input';

export const ADDRESS_KEYS = [
  'id',
  'region',
  'region_id',
  'region_code',
  'country_id',
  'street',
  'company',
  'telephone',
  'fax',
  'postcode',
  'city',
  'firstname',
  'lastname',
  'middlename',
  'prefix',
  'suffix',
  'vat_id',
  'customer_id',
  'email',
  'same_as_billing',
  'customer_address_id',
  'save_in_address_book',
  'extension_attributes',
  'custom_attributes',
] as const;

export interface Address {
  firstname?: string;
  lastname?: string;
  company?: string;
  street?: string[];
  city?: string;
  postcode?: string;
  country_id?: string;
  region?: string;
  region_id?: number;
  region_code?: string;
  telephone?: string;
  email?: string;
  vat_id?: string;
}

const LIMITS: Record<string, number> = {
  firstname: 255,
  lastname: 255,
  company: 255,
  city: 255,
  postcode: 20,
  telephone: 50,
  email: 254,
  region: 255,
  vat_id: 50,
};

/** Reads an AddressInterface body; throws Magento's type errors. Does not yet require anything (see `validateAddress`). */
export function readAddress(value: Json): Address {
  const raw = dataObject(value, 'Magento\\Quote\\Api\\Data\\AddressInterface', ADDRESS_KEYS);
  const out: Address = {};
  for (const key of ['firstname', 'lastname', 'company', 'city', 'postcode', 'telephone', 'email', 'region', 'region_code', 'vat_id'] as const) {
    const text = asString(raw[key]);
    if (text === undefined) continue;
    if (text.length > (LIMITS[key] ?? 255)) throw invalidValue(key, text.slice(0, 40));
    out[key] = text.trim();
  }
  const country = asString(raw.country_id);
  if (country !== undefined && country !== '') out.country_id = country.toUpperCase();
  const regionId = asNumber(raw.region_id, 'int');
  if (regionId !== undefined && regionId !== 0) out.region_id = regionId;
  const street = asStringArray(raw.street);
  if (street !== undefined) {
    if (street.length > 4 || street.some((line) => line.length > 255)) throw invalidValue('street', street.join(' ').slice(0, 40));
    out.street = street.map((line) => line.trim());
  }
  return out;
}

/**
 * The customer_address validator's messages for an address, all of them in its order (General: names, street, city,
 * telephone; Country: postcode, countryId, regionId); empty when the address is complete.
 */
export function addressProblems(address: Address): string[] {
  const problems: string[] = [];
  const need = (field: string) => problems.push(`"${field}" is required. Enter and try again.`);
  for (const field of ['firstname', 'lastname'] as const) if (!address[field]) need(field);
  if (!address.street || address.street.filter((line) => line !== '').length === 0) need('street');
  if (!address.city) need('city');
  if (!address.telephone) need('telephone');
  if (!address.postcode) need('postcode');
  if (!address.country_id) need('countryId');
  else {
    const country = COUNTRIES.find((entry) => entry.id === address.country_id);
    if (!country) problems.push(`Invalid value of "${address.country_id}" provided for the countryId field.`);
    else if (address.region_id !== undefined && !country.regions?.some((region) => region.id === address.region_id)) {
      problems.push(`Invalid value of "${address.region_id}" provided for the regionId field.`);
    }
  }
  if (address.email !== undefined && address.email !== '' && !isEmail(address.email))
    problems.push(`Invalid value of "${address.email}" provided for the email field.`);
  return problems;
}

/** Magento's address validator: the message it would give for the first problem, or null when the address is complete. */
export function addressProblem(address: Address): string | null {
  return addressProblems(address)[0] ?? null;
}

/**
 * POST guest-carts/:id/shipping-information validates both addresses with the customer_address rules (2.4.8,
 * Quote/Model/Address/Validator/AddressAttributeValidator.php: "The %1 address contains invalid data: %2", the messages
 * joined by ", "). The shipping address is checked by GuestShippingInformationManagement and answers that text as is;
 * the billing address is checked inside ShippingInformationManagement's try block, so it arrives wrapped in
 * 'The shipping information was unable to be saved. Error: "%message"' (api-functional
 * Checkout/Api/GuestShippingInformationManagementValidationTest). 2.4.6 saved such addresses and refused them only at
 * place order; the emulator refuses at both steps.
 */
export function checkShippingInformationAddresses(shipping: Address, billing: Address | undefined): void {
  const shippingProblems = addressProblems(shipping);
  if (shippingProblems.length) throw new MagentoError(400, `The shipping address contains invalid data: ${shippingProblems.join(', ')}`);
  const billingProblems = billing ? addressProblems(billing) : [];
  if (billingProblems.length) {
    throw new MagentoError(400, 'The shipping information was unable to be saved. Error: "%message"', {
      message: `The billing address contains invalid data: ${billingProblems.join(', ')}`,
    });
  }
}

export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(value) && value.length <= 254;
}

/** Fills region name and code from region_id, as Magento does when it saves an address. */
export function completeRegion(address: Address): Address {
  if (address.region_id === undefined) return address;
  const region = COUNTRIES.find((entry) => entry.id === address.country_id)?.regions?.find((entry) => entry.id === address.region_id);
  return region ? { ...address, region: region.name, region_code: region.code } : address;
}

export { MagentoError };
