// Contract: stock as a storefront reads it and what a cart does when stock runs out. GraphQL products' stock_status and
// only_x_left_in_stock (CatalogInventoryGraphQl/etc/schema.graphqls; cases of dev/tests/api-functional/testsuite/
// Magento/GraphQl/CatalogInventory/ProductOnlyXLeftInStockTest.php and ProductStockStatusTest.php), the add/update
// refusals (Quote::addProduct, CatalogInventory QuantityValidator, StockStateProvider::checkQuoteItemQty, Bundle
// Type::checkSelectionsIsSale) and a line whose stock fell after it was added: GET cart and totals still answer 200
// (REST's CartItemInterface carries no item errors), place-order answers 400 (StockManagement::registerProductsSale).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURES, call, defaultBundleItem, graphql, openTarget, placeOrderBody, readyCart, type ContractTarget } from './contract.harness';

let target: ContractTarget;
const changed = new Map<string, number>();

beforeAll(async () => {
  target = await openTarget();
});
afterAll(async () => {
  for (const [sku, qty] of changed) await setStock(sku, qty);
  await target?.close();
});

async function setStock(sku: string, qty: number): Promise<void> {
  const item = await call(target, 'GET', `/rest/V1/stockItems/${encodeURIComponent(sku)}`, { token: target.token });
  if (!changed.has(sku)) changed.set(sku, item.body.qty);
  const saved = await call(target, 'PUT', `/rest/V1/products/${encodeURIComponent(sku)}/stockItems/${item.body.item_id}`, {
    token: target.token,
    body: { stockItem: { qty, is_in_stock: qty > 0 } },
  });
  expect(saved.status).toBe(200);
}

const STOCK_QUERY = `query Stock($skus: [String], $pageSize: Int) {
  products(filter: { sku: { in: $skus } }, pageSize: $pageSize) { items { sku stock_status only_x_left_in_stock } total_count }
}`;

async function stockOf(skus: string[]): Promise<Array<{ sku: string; stock_status: string; only_x_left_in_stock: number | null }>> {
  const answer = await graphql(target, STOCK_QUERY, { skus, pageSize: skus.length }, { store: 'nl' });
  expect(answer.status).toBe(200);
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data.products.items;
}

describe('GraphQL products: stock_status and only_x_left_in_stock for a list of SKUs in one call', () => {
  it('says IN_STOCK with null above the threshold, the quantity at or below it, OUT_OF_STOCK with null at 0', async () => {
    const [plenty, low, none] = [FIXTURES.simpleSku, FIXTURES.secondSimpleSku, 'FOLT-PUMP'];
    await setStock(plenty, 40);
    await setStock(low, 3);
    await setStock(none!, 0);
    const items = await stockOf([plenty, low, none!]);
    const bySku = new Map(items.map((item) => [item.sku, item]));
    expect(bySku.get(plenty)).toEqual({ sku: plenty, stock_status: 'IN_STOCK', only_x_left_in_stock: null });
    // The emulator's threshold is 5 (emulator.config.ts STOCK_OPTIONS); a real Magento needs the same precondition.
    if (target.isEmulator) expect(bySku.get(low)).toEqual({ sku: low, stock_status: 'IN_STOCK', only_x_left_in_stock: 3 });
    // "Display Out of Stock Products" on (README precondition): the product is listed, with no quantity left.
    expect(bySku.get(none!)).toEqual({ sku: none, stock_status: 'OUT_OF_STOCK', only_x_left_in_stock: null });
  });

  it('leaves products that are not visible in the catalogue out, and gives a bundle no quantity', async () => {
    const items = await stockOf([FIXTURES.bundleSku, 'FOLT-SADDLE-STD']);
    expect(items.map((item) => item.sku)).toEqual([FIXTURES.bundleSku]);
    expect(items[0]).toMatchObject({ stock_status: 'IN_STOCK', only_x_left_in_stock: null });
  });

  it('refuses a query without search or filter, and pageSize or currentPage below 1 (graphql-input, HTTP 200)', async () => {
    const none = await graphql(target, '{ products { items { sku } } }');
    expect(none.status).toBe(200);
    expect(none.body.errors[0]).toMatchObject({ message: "'search' or 'filter' input argument is required.", extensions: { category: 'graphql-input' } });
    expect(none.body.data).toEqual({ products: null });
    const size = await graphql(target, '{ products(filter: { sku: { eq: "FOLT-BELL" } }, pageSize: 0) { items { sku } } }');
    expect(size.body.errors[0].message).toBe('pageSize value must be greater than 0.');
    const page = await graphql(target, '{ products(filter: { sku: { eq: "FOLT-BELL" } }, currentPage: 0) { items { sku } } }');
    expect(page.body.errors[0].message).toBe('currentPage value must be greater than 0.');
    const beyond = await graphql(target, '{ products(filter: { sku: { eq: "FOLT-BELL" } }, currentPage: 3) { items { sku } } }');
    expect(beyond.body.errors[0].message).toBe('currentPage value 3 specified is greater than the 1 page(s) available.');
  });
});

describe('adding and changing quantities against stock (REST)', () => {
  const newCart = async () => (await call<string>(target, 'POST', '/rest/nl/V1/guest-carts')).body;
  const add = (cartId: string, sku: string, qty: number) =>
    call(target, 'POST', `/rest/nl/V1/guest-carts/${cartId}/items`, { body: { cartItem: { sku, qty, quote_id: cartId } } });

  it('refuses a product with stock 0 as not available, and more than the stock as "The requested qty is not available"', async () => {
    const sku = 'FOLT-LIGHT-SET';
    await setStock(sku, 0);
    const cartId = await newCart();
    const none = await add(cartId, sku, 1);
    expect(none.status).toBe(400);
    expect(none.body).toEqual({ message: 'Product that you are trying to add is not available.' });
    await setStock(sku, 2);
    const above = await add(cartId, sku, 3);
    expect(above.status).toBe(400);
    expect(above.body).toEqual({ message: 'The requested qty is not available' });
    expect((await add(cartId, sku, 2)).status).toBe(200);
  });

  it('refuses a bike whose chosen part is out of stock', async () => {
    const bike = (await call(target, 'GET', `/rest/nl/V1/products/${encodeURIComponent(FIXTURES.bundleSku)}`, { token: target.token })).body;
    const cartId = await newCart();
    const body = defaultBundleItem(bike, cartId);
    const option = bike.extension_attributes.bundle_product_options.find((entry: { title: string }) => /saddle|zadel/i.test(entry.title));
    const chosenId = body.cartItem.product_option.extension_attributes.bundle_options.find((entry) => entry.option_id === option.option_id)!
      .option_selections[0];
    const chosen = option.product_links.find((link: { id: string }) => Number(link.id) === chosenId);
    await setStock(chosen.sku, 0);
    const refused = await call(target, 'POST', `/rest/nl/V1/guest-carts/${cartId}/items`, { body });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ message: 'The required options you selected are not available.' });
    await setStock(chosen.sku, 50);
  });

  it('keeps a line whose stock fell: GET cart and totals answer 200, a qty change is refused, place-order answers 400', async () => {
    const sku = FIXTURES.simpleSku;
    await setStock(sku, 10);
    const cartId = await readyCart(target, 'nl', sku);
    const cart = (await call(target, 'GET', `/rest/nl/V1/guest-carts/${cartId}`)).body;
    const line = cart.items.find((item: { sku: string }) => item.sku === sku);
    expect(
      (await call(target, 'PUT', `/rest/nl/V1/guest-carts/${cartId}/items/${line.item_id}`, { body: { cartItem: { qty: 2, quote_id: cartId } } })).status,
    ).toBe(200);
    await setStock(sku, 1);
    const after = await call(target, 'GET', `/rest/nl/V1/guest-carts/${cartId}`);
    expect(after.status).toBe(200);
    expect(after.body.items.find((item: { sku: string }) => item.sku === sku).qty).toBe(2);
    expect((await call(target, 'GET', `/rest/nl/V1/guest-carts/${cartId}/totals`)).status).toBe(200);
    const more = await call(target, 'PUT', `/rest/nl/V1/guest-carts/${cartId}/items/${line.item_id}`, { body: { cartItem: { qty: 3, quote_id: cartId } } });
    expect(more.body).toEqual({ message: 'The requested qty is not available' });
    const placed = await call(target, 'POST', `/rest/nl/V1/guest-carts/${cartId}/payment-information`, { body: placeOrderBody('cashondelivery') });
    expect(placed.status).toBe(400);
    expect(placed.body).toEqual({ message: 'Not all of your products are available in the requested quantity.' });
    await setStock(sku, 0);
    const out = await call(target, 'PUT', `/rest/nl/V1/guest-carts/${cartId}/items/${line.item_id}`, { body: { cartItem: { qty: 1, quote_id: cartId } } });
    expect(out.body).toEqual({ message: 'This product is out of stock.' });
    // The fix the shop offers: lower the quantity to what is left.
    await setStock(sku, 1);
    expect(
      (await call(target, 'PUT', `/rest/nl/V1/guest-carts/${cartId}/items/${line.item_id}`, { body: { cartItem: { qty: 1, quote_id: cartId } } })).status,
    ).toBe(200);
  });
});
