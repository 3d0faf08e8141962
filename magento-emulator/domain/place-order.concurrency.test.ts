// Unit tests of the concurrency rule (one order per cart under simultaneous place-order calls) and of all-or-nothing
// writes, directly against the store and services, without HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmulatorStore, one } from '../db/emulator.store';
import { seedIfEmpty } from '../seed/seed.runner';
import { MagentoError } from '../lib/magento.errors';
import { Catalog } from './catalog.service';
import { addItem, createCart, getCart, saveCart, type CartRow } from './cart.service';
import { placeOrder } from './order.service';

let store: EmulatorStore;
const catalog = new Catalog();
const address = { firstname: 'Piet', lastname: 'Jansen', street: ['Dam 1'], city: 'Amsterdam', postcode: '1012 JS', country_id: 'NL', telephone: '0201234567' };

beforeAll(async () => {
  store = await EmulatorStore.open(null);
  await seedIfEmpty(
    store,
    catalog,
    { adminUsername: 'admin', adminPassword: 'Admin123!', customerEmail: 'klant@example.com', customerPassword: 'Klant123!' },
    Date.now(),
  );
});
afterAll(async () => {
  await store?.close();
});

async function cartWith(items: Array<{ sku: string; qty: number }>): Promise<CartRow> {
  return store.tx(async (q) => {
    const cart = await createCart(q, 1, Date.now());
    for (const item of items) await addItem(q, catalog, cart, item, Date.now());
    cart.doc.shipping_address = { ...address };
    cart.doc.billing_address = { ...address };
    cart.doc.shipping_method = { carrier_code: 'flatrate', method_code: 'flatrate' };
    await saveCart(q, cart, Date.now());
    return cart;
  });
}

const stockOf = async (sku: string) => (await one<{ qty: number }>(store, 'select qty from stock where sku = $1', [sku]))!.qty;
const ordersFor = async (quoteId: number) => Number((await one<{ n: string }>(store, 'select count(*) as n from orders where quote_id = $1', [quoteId]))!.n);

describe('place order concurrency', () => {
  it('creates exactly one order when 20 calls race on one cart; the others see the inactive cart', async () => {
    const cart = await cartWith([{ sku: 'FOLT-BELL', qty: 2 }]);
    const stockBefore = await stockOf('FOLT-BELL');
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        store.tx((q) => placeOrder(q, catalog, cart.masked_id!, { email: 'piet@example.nl', method: 'cashondelivery' }, Date.now())),
      ),
    );
    const fulfilled = results.filter((result) => result.status === 'fulfilled');
    const rejected = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
    expect(fulfilled).toHaveLength(1);
    expect(rejected).toHaveLength(19);
    for (const result of rejected) {
      expect(result.reason).toBeInstanceOf(MagentoError);
      expect((result.reason as MagentoError).status).toBe(404);
      expect((result.reason as MagentoError).parameters).toEqual({ fieldName: 'cartId', fieldValue: cart.entity_id });
    }
    expect(await ordersFor(cart.entity_id)).toBe(1);
    expect(await stockOf('FOLT-BELL')).toBe(stockBefore - 2);
  });

  it('writes nothing when placing fails half-way (stock runs out for the second line)', async () => {
    const cart = await cartWith([
      { sku: 'FOLT-PUMP', qty: 1 },
      { sku: 'FOLT-HELMET', qty: 1 },
    ]);
    await store.query("update stock set qty = 0 where sku = 'FOLT-HELMET'");
    const pumpBefore = await stockOf('FOLT-PUMP');
    await expect(
      store.tx((q) => placeOrder(q, catalog, cart.masked_id!, { email: 'piet@example.nl', method: 'cashondelivery' }, Date.now())),
    ).rejects.toMatchObject({ status: 400, phrase: 'Not all of your products are available in the requested quantity.' });
    expect(await stockOf('FOLT-PUMP')).toBe(pumpBefore);
    expect(await ordersFor(cart.entity_id)).toBe(0);
    expect((await getCart(store, cart.masked_id!)).is_active).toBe(true);
  });

  it('counts a usage-limited coupon once and refuses the second order', async () => {
    const first = await cartWith([{ sku: 'FOLT-LOCK-FOLD', qty: 2 }]);
    const second = await cartWith([{ sku: 'FOLT-LOCK-FOLD', qty: 2 }]);
    for (const cart of [first, second]) {
      await store.tx(async (q) => {
        const row = await getCart(q, cart.masked_id!);
        row.doc.coupon_code = 'EENMALIG25';
        await saveCart(q, row, Date.now());
      });
    }
    const a = await store.tx((q) => placeOrder(q, catalog, first.masked_id!, { email: 'a@example.nl', method: 'cashondelivery' }, Date.now()));
    expect(a.coupon_code).toBe('EENMALIG25');
    const b = await store.tx((q) => placeOrder(q, catalog, second.masked_id!, { email: 'b@example.nl', method: 'cashondelivery' }, Date.now()));
    // The rule no longer validates (used up), so the second order is placed without the discount, as Magento's collectTotals does.
    expect(b.coupon_code).toBeUndefined();
    expect(b.discount_cents).toBe(0);
  });
});
