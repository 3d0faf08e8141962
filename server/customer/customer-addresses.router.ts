// The customer's address book: list, add, edit, delete, and make an address the default billing and/or shipping one.
// Magento keeps the addresses on the customer (GET /V1/customers/me) and saves them by replacing the list (PUT
// /V1/customers/me, CustomerRepository::save: addresses without id are created, missing ones deleted). Every change
// starts from the list Magento gives the session's own token, and an address id the browser names must be in that
// list: one customer can never reach another's address, whatever id they send. Input is checked with the shop's one
// address schema (common/forms/address-form.ts, the checkout's too) before Magento is asked; Magento's refusals of
// an address become the contract's codes.
import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import type { AddressBookEntry } from '../../common/contract/address-book.schema';
import { COUNTRIES, normalizePostcode, validateAddressForm, type AddressForm } from '../../common/forms/address-form';
import { ApiError, sendData, type MagentoErrorMapper } from '../api/api-envelope';
import { parseInput, positiveIntId, storeFor, textField } from '../api/api-validation';
import type { ApiDeps } from '../api/deps';
import { mpath } from '../magento/magento.client';
import type { UpstreamError } from '../magento/upstream-error';
import { AccountErrorText } from '../auth/account-error-text';
import { LoginRequired, accountHandler, customerOf, userRest, type UserRest } from '../auth/session-guard';

const addressSchema = z.strictObject({
  firstname: textField(255),
  lastname: textField(255),
  street: textField(255),
  houseNumber: textField(255),
  postcode: textField(255),
  city: textField(255),
  country_id: z.enum(COUNTRIES),
  telephone: textField(255),
  region_id: positiveIntId.nullable(),
});
const writeSchema = z.strictObject({
  address: addressSchema,
  defaultBilling: z.boolean().optional(),
  defaultShipping: z.boolean().optional(),
});
const defaultSchema = z
  .strictObject({ billing: z.literal(true).optional(), shipping: z.literal(true).optional() })
  .refine((body) => body.billing || body.shipping);
const ADDRESS_ID = /^[1-9][0-9]{0,9}$/;

/** The Customer AddressInterface fields the shop round-trips for an address it does not change (company etc. kept). */
const KEPT_FIELDS = [
  'id',
  'firstname',
  'lastname',
  'middlename',
  'prefix',
  'suffix',
  'company',
  'street',
  'city',
  'postcode',
  'country_id',
  'telephone',
  'fax',
  'vat_id',
  'region_id',
] as const;

interface MagentoAddress {
  id?: unknown;
  firstname?: unknown;
  lastname?: unknown;
  street?: unknown;
  city?: unknown;
  postcode?: unknown;
  country_id?: unknown;
  telephone?: unknown;
  region_id?: unknown;
  region?: { region?: unknown } | null;
  default_billing?: unknown;
  default_shipping?: unknown;
  [key: string]: unknown;
}

interface MagentoCustomer {
  id?: unknown;
  email?: unknown;
  firstname?: unknown;
  lastname?: unknown;
  website_id?: unknown;
  addresses?: unknown;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function addressesOf(me: MagentoCustomer): MagentoAddress[] {
  return Array.isArray(me.addresses)
    ? me.addresses.filter((entry): entry is MagentoAddress => typeof entry === 'object' && entry !== null && typeof entry.id === 'number')
    : [];
}

/** Magento's address in the form's fields: the first street line is the street, the rest the house number. */
export function toEntry(address: MagentoAddress): AddressBookEntry {
  const lines = Array.isArray(address.street) ? address.street.map(text) : [];
  const regionId = typeof address.region_id === 'number' && address.region_id > 0 ? address.region_id : null;
  return {
    id: address.id as number,
    firstname: text(address.firstname),
    lastname: text(address.lastname),
    street: lines[0] ?? '',
    houseNumber: lines.slice(1).join(' ').trim(),
    postcode: text(address.postcode),
    city: text(address.city),
    country_id: text(address.country_id),
    telephone: text(address.telephone),
    region_id: regionId,
    region: regionId !== null ? text(address.region?.region) || null : null,
    defaultBilling: address.default_billing === true,
    defaultShipping: address.default_shipping === true,
  };
}

/** An address the shop leaves as it is, sent back with the fields Magento gave (no default flags: they stay). */
function kept(address: MagentoAddress): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of KEPT_FIELDS) if (address[key] !== undefined && address[key] !== null) out[key] = address[key];
  return out;
}

/** The form's fields as Magento's Customer AddressInterface (street and house number as two lines; region 0 clears it). */
function toMagento(form: AddressForm): Record<string, unknown> {
  return {
    firstname: form.firstname.trim(),
    lastname: form.lastname.trim(),
    street: [form.street.trim(), form.houseNumber.trim()],
    postcode: normalizePostcode(form.postcode, form.country_id),
    city: form.city.trim(),
    country_id: form.country_id,
    telephone: form.telephone.trim(),
    region_id: form.region_id ?? 0,
  };
}

function checkAddress(form: AddressForm): void {
  if (Object.keys(validateAddressForm(form)).length > 0) throw new ApiError(400, AccountErrorText.addressInvalid);
}

/** One refusal of Magento's address validators as the contract's code (null: not about the address). */
function refusalOf(message: string, parameters: unknown): ApiError | null {
  const field = typeof parameters === 'object' && parameters !== null ? (parameters as { fieldName?: unknown }).fieldName : undefined;
  if (message.startsWith('Invalid value of "%value" provided for the %fieldName field.')) {
    if (field === 'regionId' || field === 'region') return new ApiError(400, AccountErrorText.addressRegionInvalid);
    if (field === 'countryId') return new ApiError(400, AccountErrorText.addressCountryInvalid);
    return new ApiError(400, AccountErrorText.addressInvalid);
  }
  if (message.startsWith('"%fieldName" is required.')) {
    return new ApiError(400, field === 'regionId' || field === 'region' ? AccountErrorText.addressRegionInvalid : AccountErrorText.addressInvalid);
  }
  // The address is gone (deleted on another device) or no longer this customer's: the same to the shopper.
  if (message.startsWith('No such entity with %fieldName = %fieldValue') && field === 'addressId') return new ApiError(404, AccountErrorText.addressNotFound);
  if (message.startsWith('Provided customer ID')) return new ApiError(404, AccountErrorText.addressNotFound);
  return null;
}

/** Magento's 4xx about an address (one error, or the first of an InputException's list) in the contract's words. */
export const addressRefusal: MagentoErrorMapper = (err: UpstreamError) => {
  if (err.failure !== 'http' || err.status === null || err.status >= 500 || !err.body) return undefined;
  const own = refusalOf(err.body.message, err.body.parameters);
  if (own) return own;
  const listed = (err.body as { errors?: Array<{ message?: unknown; parameters?: unknown }> }).errors ?? [];
  for (const entry of listed) {
    const refusal = refusalOf(text(entry.message), entry.parameters);
    if (refusal) return refusal;
  }
  return undefined;
};

type Change =
  | { kind: 'add'; address: AddressForm; defaultBilling?: boolean; defaultShipping?: boolean }
  | { kind: 'edit'; id: number; address: AddressForm; defaultBilling?: boolean; defaultShipping?: boolean }
  | { kind: 'delete'; id: number }
  | { kind: 'default'; id: number; billing?: boolean; shipping?: boolean };

/** The new address list for a change; an id that is not among the customer's own addresses is "not found". */
function applyChange(addresses: MagentoAddress[], change: Change): Array<Record<string, unknown>> {
  const flags = (billing?: boolean, shipping?: boolean) => ({ ...(billing ? { default_billing: true } : {}), ...(shipping ? { default_shipping: true } : {}) });
  if (change.kind === 'add') return [...addresses.map(kept), { ...toMagento(change.address), ...flags(change.defaultBilling, change.defaultShipping) }];
  if (!addresses.some((address) => address.id === change.id)) throw new ApiError(404, AccountErrorText.addressNotFound);
  if (change.kind === 'delete') return addresses.filter((address) => address.id !== change.id).map(kept);
  return addresses.map((address) => {
    if (address.id !== change.id) return kept(address);
    if (change.kind === 'default') return { ...kept(address), ...flags(change.billing, change.shipping) };
    return { ...kept(address), ...toMagento(change.address), id: change.id, ...flags(change.defaultBilling, change.defaultShipping) };
  });
}

export function createCustomerAddressesRouter(deps: ApiDeps): Router {
  const router = Router();
  const { config } = deps;
  // The addresses do not depend on the store view; the default one answers (as the profile does).
  const store = storeFor(config, 'nl');

  const restOf = (res: Response): UserRest => userRest(deps.magentoAs(customerOf(res).token), 'customer');

  /** The customer as Magento knows this token now; a session that no longer matches it is over. */
  const currentCustomer = async (rest: UserRest, res: Response, deadlineAt: number): Promise<MagentoCustomer> => {
    const me = await rest<MagentoCustomer>({ method: 'GET', store, path: mpath`/V1/customers/me`, deadlineAt });
    if (!me || typeof me.id !== 'number' || me.id !== customerOf(res).id) throw new LoginRequired('customer');
    return me;
  };

  const sendBook = (res: Response, me: MagentoCustomer | null) => {
    res.setHeader('Cache-Control', 'no-store');
    sendData(res, { addresses: addressesOf(me ?? {}).map(toEntry) });
  };

  /** Reads the list with the customer's token, applies the change, saves the whole list and answers the saved one. */
  const change = async (res: Response, make: () => Change) => {
    const change = make();
    const rest = restOf(res);
    const deadlineAt = Date.now() + config.upstreamTimeoutMs;
    const me = await currentCustomer(rest, res, deadlineAt);
    const addresses = applyChange(addressesOf(me), change);
    // CustomerRepository::save saves the whole customer: e-mail, name and website go along unchanged.
    const saved = await rest<MagentoCustomer>({
      method: 'PUT',
      store,
      path: mpath`/V1/customers/me`,
      body: { customer: { email: me.email, firstname: me.firstname, lastname: me.lastname, website_id: me.website_id ?? 1, addresses } },
      deadlineAt,
    });
    sendBook(res, saved);
  };

  const idOf = (req: Request): number => {
    const raw = String(req.params.id ?? '');
    if (!ADDRESS_ID.test(raw)) throw new ApiError(404, AccountErrorText.addressNotFound);
    return Number(raw);
  };

  router.get(
    '/addresses',
    deps.requireCustomer,
    accountHandler(deps, 'customer.addresses', async (_req, res) => {
      const me = await currentCustomer(restOf(res), res, Date.now() + config.upstreamTimeoutMs);
      sendBook(res, me);
    }),
  );

  router.post(
    '/addresses',
    deps.requireCustomer,
    accountHandler(
      deps,
      'customer.addresses.add',
      (req, res) =>
        change(res, () => {
          const body = parseInput(writeSchema, req.body ?? {});
          checkAddress(body.address);
          return { kind: 'add', ...body };
        }),
      addressRefusal,
    ),
  );

  router.put(
    '/addresses/:id',
    deps.requireCustomer,
    accountHandler(
      deps,
      'customer.addresses.edit',
      (req, res) =>
        change(res, () => {
          const id = idOf(req);
          const body = parseInput(writeSchema, req.body ?? {});
          checkAddress(body.address);
          return { kind: 'edit', id, ...body };
        }),
      addressRefusal,
    ),
  );

  router.put(
    '/addresses/:id/default',
    deps.requireCustomer,
    accountHandler(
      deps,
      'customer.addresses.default',
      (req, res) =>
        change(res, () => {
          const id = idOf(req);
          const body = parseInput(defaultSchema, req.body ?? {});
          return { kind: 'default', id, ...body };
        }),
      addressRefusal,
    ),
  );

  router.delete(
    '/addresses/:id',
    deps.requireCustomer,
    accountHandler(deps, 'customer.addresses.delete', (req, res) => change(res, () => ({ kind: 'delete', id: idOf(req) })), addressRefusal),
  );

  return router;
}
