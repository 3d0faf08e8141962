// The shopper's cart for a page render (decision record 024) against the emulator: the same cart and totals that
// GET /api/magento/cart and /cart/totals answer; no cookie, a cookie that is no cart id and a cart Magento does not
// know are no cart; Magento failing, too slow, or an ordered cart leave the cart to the browser.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearFaults, setFault, startApiHarness, startTestEmulator, type ApiHarness, type EmulatorHandle } from './api-test-harness';
import { createShopperCartReader, type ShopperCartReader } from './cart-read';

let emu: EmulatorHandle;
let h: ApiHarness;
let read: ShopperCartReader;
let cartId: string;

beforeAll(async () => {
  emu = await startTestEmulator();
  h = await startApiHarness({ magentoUrl: emu.url, magentoToken: emu.integrationToken, config: { upstreamTimeoutMs: 5000, renderUpstreamTimeoutMs: 600 } });
  read = createShopperCartReader(h.deps);
  const parts = await h.call('GET', '/api/magento/products?locale=nl&type_id:in=simple&pageSize=50');
  const part = (parts.json.data.items as Array<{ sku: string; price: number }>).find((item) => item.price > 0 && !item.sku.startsWith('FOLT '))!;
  cartId = (await h.call('POST', '/api/magento/cart?locale=nl')).json.data;
  expect((await h.call('POST', `/api/magento/cart/items?cartId=${cartId}&locale=nl`, { cartItem: { sku: part.sku, qty: 2 } })).status).toBe(200);
}, 60_000);
afterAll(async () => {
  await h?.close();
  await emu?.close();
});

describe('the shopper cart reader', () => {
  it('answers the cart and totals the API answers, in the page language', async () => {
    for (const locale of ['nl', 'de'] as const) {
      const served = await read(cartId, locale);
      const cart = (await h.call('GET', `/api/magento/cart?cartId=${cartId}&locale=${locale}`)).json.data;
      const totals = (await h.call('GET', `/api/magento/cart/totals?cartId=${cartId}&locale=${locale}`)).json.data;
      expect(served).toEqual({
        status: 'ready',
        cartId,
        cart,
        totals,
        config: { defaultCoupon: h.deps.config.defaultCoupon, productMediaUrl: expect.stringContaining('catalog/product') },
      });
    }
  });

  it('is no cart without a cookie, for a cookie that is no cart id, and for a cart Magento does not know', async () => {
    expect(await read(undefined, 'nl')).toEqual({ status: 'none' });
    expect(await read('../../V1/carts', 'nl')).toEqual({ status: 'none' });
    expect(await read('Z'.repeat(32), 'nl')).toEqual({ status: 'none' });
  });

  it('leaves the cart to the browser when Magento fails or is slower than the render waits', async () => {
    try {
      await setFault(emu.url, { route: '/guest-carts/', status: 500 });
      expect(await read(cartId, 'nl')).toEqual({ status: 'client' });
      await clearFaults(emu.url);
      await setFault(emu.url, { route: '/totals', latencyMs: 1500 });
      const started = Date.now();
      expect(await read(cartId, 'nl')).toEqual({ status: 'client' });
      expect(Date.now() - started).toBeLessThan(1400);
    } finally {
      await clearFaults(emu.url);
    }
  });
});
