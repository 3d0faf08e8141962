// Stock through the shop's API against the Magento emulator: the product list carries stock_status and
// only_x_left_in_stock from one GraphQL call per list and a bike's delivery weeks; a placed order invalidates the cached
// list so the next answer has the stock after it (decision record 015); GET cart tells a line whose stock fell below its
// quantity; Magento's stock refusals reach the browser with their texts (common/contract/error-codes.ts maps them).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodeOf } from '../../common/contract/error-codes';
import { clearFaults, setFault, startApiHarness, startTestEmulator, type ApiHarness, type EmulatorHandle, TEST_ADDRESS as ADDRESS } from './api-test-harness';

let emu: EmulatorHandle;
let h: ApiHarness;

async function setStock(sku: string, qty: number): Promise<void> {
  const headers = { authorization: `Bearer ${emu.integrationToken}`, 'content-type': 'application/json' };
  const res = await fetch(`${emu.url}/rest/V1/products/${encodeURIComponent(sku)}/stockItems/1`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ stockItem: { qty, is_in_stock: qty > 0 } }),
  });
  expect(res.status).toBe(200);
}

const product = async (sku: string) =>
  (await h.call('GET', `/api/magento/products?locale=nl&sku:in=${encodeURIComponent(sku)}`)).json.data.items.find((p: { sku: string }) => p.sku === sku);

beforeAll(async () => {
  emu = await startTestEmulator();
  h = await startApiHarness({ magentoUrl: emu.url, magentoToken: emu.integrationToken, config: { upstreamTimeoutMs: 5000 } });
}, 60_000);
afterAll(async () => {
  await h?.close();
  await emu?.close();
});

describe('stock in the product list', () => {
  it('carries stock_status and only_x_left_in_stock for the whole page from one GraphQL call, and a bike its delivery weeks', async () => {
    await setStock('FOLT-BELL', 3);
    await setStock('FOLT-PUMP', 0);
    await h.deps.catalogCache.invalidate();
    const before = h.upstreamCalls.length;
    const list = await h.call('GET', '/api/magento/products?locale=nl&pageSize=100');
    expect(list.status).toBe(200);
    const bySku = new Map(list.json.data.items.map((p: { sku: string }) => [p.sku, p]));
    expect(bySku.get('FOLT-BELL')).toMatchObject({ stock_status: 'IN_STOCK', only_x_left_in_stock: 3 });
    expect(bySku.get('FOLT-PUMP')).toMatchObject({ stock_status: 'OUT_OF_STOCK', only_x_left_in_stock: null });
    expect(bySku.get('FOLT-LOCK-FOLD')).toMatchObject({ stock_status: 'IN_STOCK', only_x_left_in_stock: null });
    expect(bySku.get('FOLT Classic')).toMatchObject({ delivery_weeks: 2 });
    expect(h.upstreamCalls.slice(before).filter((call) => call.url.endsWith('/graphql'))).toHaveLength(1);
  });

  it('keeps the list when the stock cannot be read: no stock fields, the products still there', async () => {
    await h.deps.catalogCache.invalidate();
    await setFault(emu.url, { route: '/graphql', method: 'POST', status: 503, times: 1 });
    const item = await product('FOLT-BELL');
    await clearFaults(emu.url);
    expect(item).toBeDefined();
    expect(item.stock_status).toBeUndefined();
    await h.deps.catalogCache.invalidate();
  });

  it('shows the stock after an order at once: placing it invalidates the cached list', async () => {
    await setStock('FOLT-BELL', 4);
    await h.deps.catalogCache.invalidate();
    expect((await product('FOLT-BELL')).only_x_left_in_stock).toBe(4);
    const cartId = (await h.call('POST', '/api/magento/cart')).json.data as string;
    expect((await h.call('POST', `/api/magento/cart/items?cartId=${cartId}`, { cartItem: { sku: 'FOLT-BELL', qty: 1 } })).status).toBe(200);
    expect((await h.call('POST', `/api/magento/cart/shipping?cartId=${cartId}`, { addressInformation: { shipping_address: ADDRESS } })).status).toBe(200);
    // Still cached: the list has not seen the order yet.
    expect((await product('FOLT-BELL')).only_x_left_in_stock).toBe(4);
    const placed = await h.call('POST', `/api/magento/cart/payment-information?cartId=${cartId}`, {
      billingAddress: ADDRESS,
      paymentMethodCode: 'cashondelivery',
    });
    expect(placed.status, placed.text).toBe(200);
    expect((await product('FOLT-BELL')).only_x_left_in_stock).toBe(3);
  });
});

describe('stock in the cart', () => {
  it("tells a line's stock on GET cart, and Magento's refusals keep their texts (mapped to codes in the browser)", async () => {
    await setStock('FOLT-LIGHT-SET', 10);
    const cartId = (await h.call('POST', '/api/magento/cart')).json.data as string;
    expect((await h.call('POST', `/api/magento/cart/items?cartId=${cartId}`, { cartItem: { sku: 'FOLT-LIGHT-SET', qty: 2 } })).status).toBe(200);
    const fine = (await h.call('GET', `/api/magento/cart?cartId=${cartId}`)).json.data;
    expect(fine.items[0].stock).toEqual({ stock_status: 'IN_STOCK', only_x_left_in_stock: null });
    await setStock('FOLT-LIGHT-SET', 1);
    const short = (await h.call('GET', `/api/magento/cart?cartId=${cartId}`)).json.data;
    expect(short.items[0]).toMatchObject({ qty: 2, stock: { stock_status: 'IN_STOCK', only_x_left_in_stock: 1 } });
    const more = await h.call('POST', `/api/magento/cart/items?cartId=${cartId}`, { cartItem: { sku: 'FOLT-LIGHT-SET', qty: 1 } });
    expect(more.status).toBe(400);
    expect(errorCodeOf(more.json.error)).toBe('cart.qty-not-available');
    await setStock('FOLT-LIGHT-SET', 0);
    const gone = (await h.call('GET', `/api/magento/cart?cartId=${cartId}`)).json.data;
    expect(gone.items[0].stock).toEqual({ stock_status: 'OUT_OF_STOCK', only_x_left_in_stock: null });
    const other = (await h.call('POST', '/api/magento/cart')).json.data as string;
    const none = await h.call('POST', `/api/magento/cart/items?cartId=${other}`, { cartItem: { sku: 'FOLT-LIGHT-SET', qty: 1 } });
    expect(none.status).toBe(400);
    expect(errorCodeOf(none.json.error)).toBe('cart.product-not-available');
    await setStock('FOLT-LIGHT-SET', 20);
  });
});
