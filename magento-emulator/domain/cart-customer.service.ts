// A guest cart handed to a customer (Magento_Quote): `PUT /V1/guest-carts/:cartId`, and the customer's own active cart
// behind `/V1/carts/mine…` (created by `POST carts/mine`, its addresses saved in the address book at the order).
import { STORE_VIEWS } from '../emulator.config';
import { one, type Queryable } from '../db/emulator.store';
import { MagentoError } from '../lib/magento.errors';
import type { Address } from './address.rules';
import { createCart, getActiveCart, normalizeRow, saveCart, type CartRow } from './cart.service';
import { customerName, type CustomerDoc } from './customer.service';

/** QuoteRepository::getActiveForCustomer; none → 404 "No such entity with customerId = …". */
export async function activeCartOfCustomer(q: Queryable, customerId: number): Promise<CartRow> {
  const row = await one<CartRow>(q, "select * from carts where is_active and (doc->>'customer_id')::int = $1 order by entity_id desc limit 1", [customerId]);
  if (!row) throw new MagentoError(404, 'No such entity with %fieldName = %fieldValue', { fieldName: 'customerId', fieldValue: customerId });
  return normalizeRow(row);
}

/**
 * GuestCartManagement::assignCustomer with its Authorization plugin, then QuoteManagement::assignCustomer (Magento 2.4,
 * app/code/Magento/Quote/Model/QuoteManagement.php; api-functional GuestCartManagementTest::testAssignCustomer*):
 * only the customer themself may take the cart; the store must be one of the customer's (one website, all store views
 * shared); a cart that already has a customer is refused; the customer's own active cart is merged into this one and
 * deactivated; the quote takes the customer's id, e-mail and names, and the masked id is deleted (the guest-carts
 * routes no longer find the cart — it is the customer's `carts/mine` from now on).
 */
export async function assignCustomer(
  q: Queryable,
  maskedId: string,
  callerCustomerId: number | undefined,
  customerId: number,
  storeId: number,
  now: number,
): Promise<true> {
  if (callerCustomerId !== customerId) throw new MagentoError(400, "You don't have the correct permissions to assign the customer to the cart.");
  const row = await getActiveCart(q, maskedId);
  const customer = await customerName(q, customerId);
  if (!customer) throw new MagentoError(404, 'No such entity with %fieldName = %fieldValue', { fieldName: 'customerId', fieldValue: customerId });
  if (!STORE_VIEWS.some((store) => store.id === storeId)) {
    throw new MagentoError(400, "The customer can't be assigned to the cart. The cart belongs to a different store.");
  }
  if (row.doc.customer_id !== undefined) throw new MagentoError(400, "The customer can't be assigned to the cart because the cart isn't anonymous.");
  const own = await activeCartOfCustomer(q, customerId).catch((error: unknown) => {
    if (error instanceof MagentoError && error.status === 404) return undefined;
    throw error;
  });
  if (own) {
    // Quote::merge: an identical line adds its qty, any other line is added.
    for (const item of own.doc.items) {
      const same = row.doc.items.find(
        (entry) => entry.sku === item.sku && JSON.stringify(entry.bundle_options ?? null) === JSON.stringify(item.bundle_options ?? null),
      );
      if (same) same.qty += item.qty;
      else row.doc.items.push(item);
    }
    own.is_active = false;
    await saveCart(q, own, now);
  }
  row.doc.customer_id = customerId;
  row.doc.customer_email = customer.email;
  row.doc.customer_firstname = customer.doc.firstname;
  row.doc.customer_lastname = customer.doc.lastname;
  await saveCart(q, row, now);
  // The quote_id_mask row is deleted (QuoteManagement::assignCustomer: `quoteIdMaskFactory->create()->load($cartId,
  // 'quote_id')` then `delete()`): the old masked id answers 404 on every guest-carts route from now on, and no other
  // masked id stands in for it until GraphQL asks for one (ensureMaskedId).
  await q.query('update carts set masked_id = null where entity_id = $1', [row.entity_id]);
  return true;
}

/**
 * The cart of a `carts/mine/…` route: Webapi's ParamOverriderCartId puts the customer's active cart id in `%cart_id%`
 * and turns "none" into 404 "Current customer does not have an active cart." (Quote/Model/Webapi/ParamOverriderCartId.php).
 */
export async function mineCart(q: Queryable, customerId: number): Promise<CartRow> {
  try {
    return await activeCartOfCustomer(q, customerId);
  } catch (error) {
    if (error instanceof MagentoError && error.status === 404) throw new MagentoError(404, 'Current customer does not have an active cart.');
    throw error;
  }
}

/**
 * QuoteManagement::createEmptyCartForCustomer (`POST /V1/carts/mine`): the customer's active cart when there is one,
 * else a new quote with the customer set (Quote::setCustomer copies id, e-mail and names); the answer is the numeric
 * quote id, never a masked one.
 */
export async function createCartForCustomer(q: Queryable, customerId: number, storeId: number, now: number): Promise<number> {
  const existing = await activeCartOfCustomer(q, customerId).catch((error: unknown) => {
    if (error instanceof MagentoError && error.status === 404) return undefined;
    throw error;
  });
  if (existing) return existing.entity_id;
  const customer = await customerName(q, customerId);
  if (!customer) throw new MagentoError(404, 'No such entity with %fieldName = %fieldValue', { fieldName: 'customerId', fieldValue: customerId });
  const row = await createCart(q, storeId, now, customerId);
  row.doc.customer_email = customer.email;
  row.doc.customer_firstname = customer.doc.firstname;
  row.doc.customer_lastname = customer.doc.lastname;
  await saveCart(q, row, now);
  return row.entity_id;
}

/** The address fields an address-book entry keeps (Customer\Api\Data\AddressInterface; no e-mail). */
function bookEntry(address: Address): Address {
  const { email: _email, ...rest } = address;
  return rest;
}

/**
 * QuoteManagement::_prepareCustomerQuote at the order of a customer's quote: a quote address sent with
 * `save_in_address_book` becomes an address of the customer (Quote\Model\Quote\Address::exportCustomerAddress), and
 * becomes the default shipping / billing address when the customer has none yet. Same address for both → one entry.
 */
export async function saveQuoteAddressesInBook(q: Queryable, customerId: number, row: CartRow): Promise<void> {
  const shipping = row.doc.save_in_address_book?.shipping ? row.doc.shipping_address : undefined;
  const billing = row.doc.save_in_address_book?.billing ? row.doc.billing_address : undefined;
  if (!shipping && !billing) return;
  const customer = await one<{ doc: CustomerDoc }>(q, 'select doc from customers where entity_id = $1', [customerId]);
  if (!customer) return;
  const doc = customer.doc;
  const next = await one<{ id: number }>(q, "select coalesce(max((a->>'id')::int), 0) + 1 as id from customers, jsonb_array_elements(doc->'addresses') a");
  let id = Number(next?.id ?? 1);
  const hasShipping = doc.addresses.some((a) => a.default_shipping);
  const hasBilling = doc.addresses.some((a) => a.default_billing);
  // Magento saves a shipping address that is the billing one (same_as_billing) once; here: the same person and place.
  const key = (a: Address) => JSON.stringify([a.firstname, a.lastname, a.company, a.street, a.postcode, a.city, a.country_id, a.telephone]);
  const same = shipping && billing && key(shipping) === key(billing);
  if (shipping) doc.addresses.push({ ...bookEntry(shipping), id: id++, default_shipping: !hasShipping, default_billing: same ? !hasBilling : false });
  if (billing && !same) doc.addresses.push({ ...bookEntry(billing), id, default_billing: !hasBilling, default_shipping: false });
  await q.query('update customers set doc = $1 where entity_id = $2', [JSON.stringify(doc), customerId]);
}
