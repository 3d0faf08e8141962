// Customers (Magento_Customer): the CustomerInterface of `/V1/customers/me` and the account's addresses.
import { one, type Queryable } from '../db/emulator.store';
import { magentoDate } from '../lib/magento.output';
import { MagentoError, inputException } from '../lib/magento.errors';
import { addressErrors, completeRegion, type Address, type CustomerAddressInput } from './address.rules';

export interface CustomerDoc {
  firstname: string;
  lastname: string;
  created_at: number;
  store_id: number;
  addresses: Array<Address & { id: number; default_billing?: boolean; default_shipping?: boolean }>;
}

interface CustomerRow {
  entity_id: number;
  email: string;
  doc: CustomerDoc;
}

export async function renderCustomer(q: Queryable, customerId: number): Promise<Record<string, unknown> | null> {
  const row = await one<CustomerRow>(q, 'select entity_id, email, doc from customers where entity_id = $1', [customerId]);
  return row ? renderCustomerRow(row) : null;
}

/** Every customer as CustomerRepository::getList prints them (the shop has a few thousand at most). */
export async function allCustomers(q: Queryable): Promise<Record<string, unknown>[]> {
  const { rows } = await q.query<CustomerRow>('select entity_id, email, doc from customers order by entity_id');
  return rows.map(renderCustomerRow);
}

/**
 * The customer entity's attributes searchCriteria may use (customer_entity's static columns and the EAV attributes of
 * a default install); any other name is Eav\Model\Entity\Collection\AbstractCollection's "Invalid attribute name".
 */
export const CUSTOMER_FIELDS: ReadonlySet<string> = new Set([
  'entity_id',
  'email',
  'firstname',
  'middlename',
  'lastname',
  'prefix',
  'suffix',
  'dob',
  'gender',
  'taxvat',
  'group_id',
  'store_id',
  'website_id',
  'created_at',
  'updated_at',
  'created_in',
  'default_billing',
  'default_shipping',
  'disable_auto_group_change',
]);

export function readCustomerField(customer: Record<string, unknown>, field: string): unknown {
  return field === 'entity_id' ? customer.id : customer[field];
}

function renderCustomerRow(row: CustomerRow): Record<string, unknown> {
  const doc = row.doc;
  const billing = doc.addresses.find((address) => address.default_billing);
  const shipping = doc.addresses.find((address) => address.default_shipping);
  return {
    id: row.entity_id,
    group_id: 1,
    default_billing: billing ? String(billing.id) : undefined,
    default_shipping: shipping ? String(shipping.id) : undefined,
    created_at: magentoDate(doc.created_at),
    updated_at: magentoDate(doc.created_at),
    created_in: 'Nederlands',
    email: row.email,
    firstname: doc.firstname,
    lastname: doc.lastname,
    store_id: doc.store_id,
    website_id: 1,
    addresses: doc.addresses.map((address) => ({
      id: address.id,
      customer_id: row.entity_id,
      region: { region_code: address.region_code ?? null, region: address.region ?? null, region_id: address.region_id ?? 0 },
      region_id: address.region_id ?? 0,
      country_id: address.country_id,
      street: address.street,
      telephone: address.telephone,
      postcode: address.postcode,
      city: address.city,
      firstname: address.firstname,
      lastname: address.lastname,
      default_billing: address.default_billing,
      default_shipping: address.default_shipping,
    })),
    disable_auto_group_change: 0,
    extension_attributes: { is_subscribed: false },
  };
}

export async function customerName(q: Queryable, customerId: number): Promise<{ email: string; doc: CustomerDoc } | undefined> {
  return one(q, 'select email, doc from customers where entity_id = $1', [customerId]);
}

type StoredAddress = CustomerDoc['addresses'][number];

/** The default billing and shipping address ids a customer has now (the flags its stored addresses carry). */
function defaultsOf(doc: CustomerDoc): { billing: number | null; shipping: number | null } {
  return {
    billing: doc.addresses.find((address) => address.default_billing)?.id ?? null,
    shipping: doc.addresses.find((address) => address.default_shipping)?.id ?? null,
  };
}

async function nextAddressId(q: Queryable): Promise<number> {
  const row = await one<{ max: number | null }>(
    q,
    "select max((address->>'id')::int) as max from customers, jsonb_array_elements(doc->'addresses') as address",
  );
  return (row?.max ?? 0) + 1;
}

async function ownerOfAddress(q: Queryable, addressId: number): Promise<number | undefined> {
  const row = await one<{ entity_id: number }>(
    q,
    "select entity_id from customers, jsonb_array_elements(doc->'addresses') as address where (address->>'id')::int = $1",
    [addressId],
  );
  return row?.entity_id;
}

/**
 * CustomerRepository::save's address part (2.4, Customer/Model/ResourceModel/CustomerRepository.php): when the
 * customer comes with `addresses`, each is saved in order through AddressRepository::save — an id that exists nowhere is
 * AddressRegistry's NoSuchEntityException (404, addressId), an id of another customer fails Address\Validator\Customer
 * ('Provided customer ID "%customer_id" isn't related to current customer address.', 2.4.7), and every address runs
 * the General and Country validators (all their errors in one InputException); an address without id is created. Then
 * the customer's addresses that were not in the list are deleted. The defaults follow ResourceModel\Address\Relation:
 * an address sent with default_billing true becomes the default, one sent with false stops being it, one without the
 * flag leaves it; a deleted default is no default any more (ResourceModel\Address::_afterDelete). `defaults` are the
 * customer's own default_billing / default_shipping when sent (undefined: kept, CustomerRepository::setDefaultBilling).
 * `input` null is a customer sent without `addresses`: no address is saved or deleted.
 *
 * Magento saves address by address without a transaction: on a refused address the ones before it stay saved and
 * nothing is deleted. So the result carries the addresses as far as they were saved, and the error to throw after
 * writing them.
 */
export async function saveCustomerAddresses(
  q: Queryable,
  customerId: number,
  doc: CustomerDoc,
  input: readonly CustomerAddressInput[] | null,
  defaults: { billing?: number | null; shipping?: number | null },
): Promise<{ addresses: StoredAddress[]; error: MagentoError | null }> {
  const current = defaultsOf(doc);
  let billing = defaults.billing !== undefined ? defaults.billing : current.billing;
  let shipping = defaults.shipping !== undefined ? defaults.shipping : current.shipping;
  const saved = new Map<number, StoredAddress>(doc.addresses.map((address) => [address.id, address]));
  const keptIds = new Set<number>();
  let nextId = await nextAddressId(q);
  let error: MagentoError | null = null;
  for (const entry of input ?? []) {
    const { id, default_billing: isBilling, default_shipping: isShipping, ...fields } = entry;
    let base: Address = {};
    const problems: MagentoError[] = [];
    if (id !== undefined) {
      const own = saved.get(id);
      if (own) base = own;
      else {
        const owner = await ownerOfAddress(q, id);
        if (owner === undefined) {
          error = new MagentoError(404, 'No such entity with %fieldName = %fieldValue', { fieldName: 'addressId', fieldValue: id });
          break;
        }
        problems.push(new MagentoError(400, 'Provided customer ID "%customer_id" isn\'t related to current customer address.', { customer_id: customerId }));
      }
    }
    const { id: _ownId, default_billing: _b, default_shipping: _s, ...baseFields } = base as StoredAddress;
    const address = completeRegion({ ...baseFields, ...fields });
    problems.unshift(...addressErrors(address));
    if (problems.length) {
      error = inputException(problems);
      break;
    }
    const addressId = id ?? nextId++;
    saved.set(addressId, { ...address, id: addressId });
    keptIds.add(addressId);
    if (isBilling === true) billing = addressId;
    else if (isBilling === false && billing === addressId) billing = null;
    if (isShipping === true) shipping = addressId;
    else if (isShipping === false && shipping === addressId) shipping = null;
  }
  // Without `addresses` (null) no address is saved or deleted; only the customer's own defaults may change.
  if (!error && input !== null) for (const id of [...saved.keys()]) if (!keptIds.has(id)) saved.delete(id);
  if (billing !== null && !saved.has(billing)) billing = null;
  if (shipping !== null && !saved.has(shipping)) shipping = null;
  const addresses = [...saved.values()].map((address) => {
    const { default_billing: _b, default_shipping: _s, ...rest } = address;
    return { ...rest, ...(rest.id === billing ? { default_billing: true } : {}), ...(rest.id === shipping ? { default_shipping: true } : {}) };
  });
  return { addresses, error };
}
