// A guest cart handed to a customer (Magento_Quote): `PUT /V1/guest-carts/:cartId` and the customer's own active cart.
import { STORE_VIEWS } from '../emulator.config';
import { one, type Queryable } from '../db/emulator.store';
import { MagentoError } from '../lib/magento.errors';
import { getActiveCart, newMaskedId, normalizeRow, saveCart, type CartRow } from './cart.service';
import { customerName } from './customer.service';

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
  // The quote_id_mask row is deleted: the old masked id answers 404 on every guest-carts route from now on.
  await q.query('update carts set masked_id = $2 where entity_id = $1', [row.entity_id, newMaskedId()]);
  return true;
}
