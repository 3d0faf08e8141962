// Customers (Magento_Customer): the CustomerInterface of `/V1/customers/me` and the account's addresses.
import { one, type Queryable } from '../db/emulator.store';
import { magentoDate } from '../lib/magento.output';
import type { Address } from './address.rules';

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
