// quote_id_mask of a customer's quote, directly against the store: Magento's QuoteManagement::assignCustomer deletes the
// guest cart's mask row (`quoteIdMaskFactory->create()->load($cartId, 'quote_id')` then `delete()`), and
// createEmptyCartForCustomer makes none; a mask appears only when GraphQL's Cart.id asks (QuoteIdToMaskedQuoteId).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmulatorStore, one } from '../db/emulator.store';
import { seedIfEmpty } from '../seed/seed.runner';
import { assignCustomer, createCartForCustomer } from './cart-customer.service';
import { Catalog } from './catalog.service';
import { createCart, ensureMaskedId, findCart, getCart } from './cart.service';

let store: EmulatorStore;
let customerId: number;

beforeAll(async () => {
  store = await EmulatorStore.open(null);
  await seedIfEmpty(
    store,
    new Catalog(),
    { adminUsername: 'admin', adminPassword: 'Admin123!', customerEmail: 'klant@example.com', customerPassword: 'Klant123!' },
    Date.now(),
  );
  customerId = Number((await one<{ entity_id: number }>(store, "select entity_id from customers where email = 'klant@example.com'"))!.entity_id);
});
afterAll(async () => {
  await store?.close();
});

const maskOf = async (quoteId: number) =>
  (await one<{ masked_id: string | null }>(store, 'select masked_id from carts where entity_id = $1', [quoteId]))!.masked_id;

describe("a customer's quote and quote_id_mask", () => {
  it('assignCustomer deletes the guest mask: no masked id at all finds the quote, until GraphQL asks for a new one', async () => {
    const guest = await store.tx((q) => createCart(q, 1, Date.now()));
    const masked = guest.masked_id!;
    await store.tx((q) => assignCustomer(q, masked, customerId, customerId, 1, Date.now()));
    expect(await maskOf(guest.entity_id)).toBeNull();
    expect(await findCart(store, masked)).toBeUndefined();
    const fresh = await store.tx(async (q) => ensureMaskedId(q, await getCart(q, { entity_id: guest.entity_id })));
    expect(fresh).not.toBe(masked);
    expect((await findCart(store, fresh))?.entity_id).toBe(guest.entity_id);
    expect(await store.tx(async (q) => ensureMaskedId(q, await getCart(q, { entity_id: guest.entity_id })))).toBe(fresh);
  });

  it('POST carts/mine makes a quote without a mask', async () => {
    await store.query("update carts set is_active = false where (doc->>'customer_id')::int = $1", [customerId]);
    const quoteId = await store.tx((q) => createCartForCustomer(q, customerId, 1, Date.now()));
    expect(await maskOf(quoteId)).toBeNull();
  });
});
