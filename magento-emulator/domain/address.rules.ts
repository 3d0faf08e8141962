// AddressInterface input: key check, snake_case, and the required-field validation Magento runs before saving an address.
import { COUNTRIES } from '../emulator.config';
import { MagentoError, invalidValue } from '../lib/magento.errors';
import { asBool, asNumber, asString, asStringArray, dataObject, type Json } from '../lib/magento.input';

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

/** Customer\Api\Data\AddressInterface's getters (an address of the address book, in CustomerInterface's `addresses`). */
const CUSTOMER_ADDRESS_KEYS = [
  'id',
  'customer_id',
  'region',
  'region_id',
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
  'default_shipping',
  'default_billing',
  'extension_attributes',
  'custom_attributes',
] as const;
const REGION_KEYS = ['region_code', 'region', 'region_id', 'extension_attributes'] as const;

/** An address of a customer's address book as sent: its id when it exists, and its default flags when sent. */
export interface CustomerAddressInput extends Address {
  id?: number;
  default_billing?: boolean;
  default_shipping?: boolean;
}

/**
 * Reads a Customer AddressInterface (its `region` is a RegionInterface object, unlike a quote address's string);
 * throws Magento's type errors. Its region_id wins over the region object's, as AbstractAddress::updateData sets the
 * region first and region_id after it.
 */
export function readCustomerAddress(value: Json): CustomerAddressInput {
  const raw = dataObject(value, 'Magento\\Customer\\Api\\Data\\AddressInterface', CUSTOMER_ADDRESS_KEYS);
  const out: CustomerAddressInput = {};
  for (const key of ['firstname', 'lastname', 'company', 'city', 'postcode', 'telephone', 'vat_id'] as const) {
    const text = asString(raw[key]);
    if (text !== undefined) out[key] = text.trim();
  }
  const id = asNumber(raw.id, 'int');
  if (id !== undefined && id !== 0) out.id = id;
  const country = asString(raw.country_id);
  if (country !== undefined && country !== '') out.country_id = country.toUpperCase();
  if (raw.region !== undefined && raw.region !== null) {
    const region = dataObject(raw.region, 'Magento\\Customer\\Api\\Data\\RegionInterface', REGION_KEYS);
    const regionId = asNumber(region.region_id, 'int');
    if (regionId !== undefined && regionId !== 0) out.region_id = regionId;
    const name = asString(region.region);
    if (name) out.region = name;
  }
  const regionId = asNumber(raw.region_id, 'int');
  if (regionId !== undefined) {
    // region_id 0 clears the region of an address that had one (its name and code go with it).
    if (regionId === 0) Object.assign(out, { region_id: undefined, region: undefined, region_code: undefined });
    else out.region_id = regionId;
  }
  const street = asStringArray(raw.street);
  if (street !== undefined) out.street = street.map((line) => line.trim());
  const billing = asBool(raw.default_billing);
  if (billing !== undefined) out.default_billing = billing;
  const shipping = asBool(raw.default_shipping);
  if (shipping !== undefined) out.default_shipping = shipping;
  return out;
}

/**
 * The customer_address validator's errors for an address, all of them in its order (Customer/Model/Address/Validator:
 * General — names, street, city, telephone; Country — postcode, countryId, regionId), each as its LocalizedException
 * (phrase and parameters); empty when the address is complete. An e-mail is checked when the address has one (quote
 * addresses do, customer addresses do not).
 */
export function addressErrors(address: Address): MagentoError[] {
  const errors: MagentoError[] = [];
  const need = (fieldName: string) => errors.push(new MagentoError(400, '"%fieldName" is required. Enter and try again.', { fieldName }));
  const invalid = (fieldName: string, value: unknown) =>
    errors.push(new MagentoError(400, 'Invalid value of "%value" provided for the %fieldName field.', { fieldName, value }));
  for (const field of ['firstname', 'lastname'] as const) if (!address[field]) need(field);
  if (!address.street || address.street.filter((line) => line !== '').length === 0) need('street');
  if (!address.city) need('city');
  if (!address.telephone) need('telephone');
  if (!address.postcode) need('postcode');
  if (!address.country_id) need('countryId');
  else {
    const country = COUNTRIES.find((entry) => entry.id === address.country_id);
    if (!country) invalid('countryId', address.country_id);
    else if (address.region_id !== undefined && !country.regions?.some((region) => region.id === address.region_id)) {
      invalid('regionId', address.region_id);
    }
  }
  if (address.email !== undefined && address.email !== '' && !isEmail(address.email)) invalid('email', address.email);
  return errors;
}

/** A phrase with its named parameters filled in, as Magento's Phrase::render prints it. */
function rendered(error: MagentoError): string {
  const parameters = (error.parameters ?? {}) as Record<string, unknown>;
  return error.phrase.replace(/%(\w+)/g, (whole, name: string) => (name in parameters ? String(parameters[name]) : whole));
}

/** The validator's messages for an address as text (see `addressErrors`); empty when the address is complete. */
export function addressProblems(address: Address): string[] {
  return addressErrors(address).map(rendered);
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
