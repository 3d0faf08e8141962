// Catalogue, cart, regions, payment methods and coupon routes against the Magento emulator: happy paths, the errors
// the spec names, answer shapes without internal ids, cache headers and the catalogue cache.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearFaults, setFault, startApiHarness, startTestEmulator, type ApiHarness, type EmulatorHandle } from './api-test-harness';

let emu: EmulatorHandle;
let h: ApiHarness;
let products: any[] = [];
let simple: any;

beforeAll(async () => {
  emu = await startTestEmulator();
  h = await startApiHarness({ magentoUrl: emu.url, magentoToken: emu.integrationToken, config: { upstreamTimeoutMs: 5000 } });
  const res = await h.call('GET', '/api/magento/products?locale=nl&pageSize=300');
  products = res.json.data.items;
  simple = products.find((p) => p.type_id === 'simple' && typeof p.price === 'number' && p.price > 0);
}, 60_000);
afterAll(async () => {
  await h?.close();
  await emu?.close();
});

const newCart = async (): Promise<string> => {
  const res = await h.call('POST', '/api/magento/cart');
  expect(res.status).toBe(200);
  return res.json.data;
};

describe('GET /api/magento/products', () => {
  it('lists enabled products sorted by sort_order with the derived fields', async () => {
    expect(products.length).toBeGreaterThan(1);
    const orders = products.map((p) => p.sort_order).filter((s) => s !== null);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    for (const p of products) {
      expect(p).toMatchObject({
        sku: expect.any(String),
        category_ids: expect.any(Array),
        related_product_skus: expect.any(Array),
        crosssell_product_skus: expect.any(Array),
        images: expect.any(Array),
        related_products: expect.any(Array),
        crosssell_products: expect.any(Array),
      });
      expect(p).not.toHaveProperty('id');
      if (p.image_src) expect(p.image_src).toMatch(new RegExp(`^${h.deps.mediaBaseUrl}catalog/product/`));
      for (const img of p.images) expect(img.startsWith(`${h.deps.mediaBaseUrl}catalog/product`)).toBe(true);
    }
    const linked = products.find((p) => p.related_product_skus.length || p.crosssell_product_skus.length);
    if (linked) {
      const n = linked.related_product_skus.length + linked.crosssell_product_skus.length;
      expect(linked.related_products.length + linked.crosssell_products.length).toBeGreaterThan(0);
      expect(linked.related_products.length + linked.crosssell_products.length).toBeLessThanOrEqual(n);
    }
  });

  it('uses 24 as the default page size and the number of named skus otherwise', async () => {
    const all = await h.call('GET', '/api/magento/products');
    expect(all.json.data.page_size).toBe(24);
    const two = products.slice(0, 2).map((p) => p.sku);
    const res = await h.call('GET', `/api/magento/products?sku:in=${encodeURIComponent(two.join(','))}`);
    expect(res.status).toBe(200);
    expect(res.json.data.page_size).toBe(2);
    expect(res.json.data.items.map((p: any) => p.sku).sort()).toEqual([...two].sort());
  });

  it('filters by url_key and category per store view (url keys differ per language)', async () => {
    const nl = simple ?? products[0];
    const en = (await h.call('GET', `/api/magento/products?locale=en&sku:in=${encodeURIComponent(nl.sku)}`)).json.data.items[0];
    expect(en.sku).toBe(nl.sku);
    const byKey = await h.call('GET', `/api/magento/products?locale=en&url_key:in=${en.url_key}`);
    expect(byKey.json.data.items.map((p: any) => p.sku)).toContain(nl.sku);
    const cat = products.find((p) => p.category_ids.length)?.category_ids[0];
    if (cat) {
      const inCat = await h.call('GET', `/api/magento/products?category_id:in=${cat}&pageSize=300`);
      expect(inCat.json.data.items.length).toBeGreaterThan(0);
      for (const p of inCat.json.data.items) expect(p.category_ids).toContain(cat);
    }
    const none = await h.call('GET', '/api/magento/products?sku:in=NO-SUCH-SKU');
    expect(none.json).toEqual({ success: true, data: { items: [], total_count: 0, page_size: 1, current_page: 1 }, error: null });
  });

  it('answers from the cache (fast path and router alike) with CDN-friendly headers, and revalidates with ETag', async () => {
    const path = '/api/magento/products?locale=de&pageSize=5';
    const first = await h.call('GET', path);
    expect(first.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300, stale-if-error=86400');
    expect(first.headers.get('x-cache')).toBe('miss');
    const calls = h.upstreamCalls.length;
    const second = await h.call('GET', path);
    expect(second.text).toBe(first.text);
    expect(second.headers.get('x-cache')).toBe('hit');
    expect(h.upstreamCalls.length).toBe(calls);
    const etag = first.headers.get('etag')!;
    const cond = await h.call('GET', path, undefined, { 'if-none-match': etag });
    expect(cond.status).toBe(304);
    // Same query, other spelling order → same cache entry.
    const a = await h.call('GET', `/api/magento/products?sku:in=${encodeURIComponent(products[0].sku + ',' + products[1].sku)}`);
    const b = await h.call('GET', `/api/magento/products?sku:in=${encodeURIComponent(products[1].sku + ',' + products[0].sku)}`);
    expect(b.text).toBe(a.text);
    expect(b.headers.get('x-cache')).toBe('hit');
  });

  it('coalesces concurrent misses and reloads after an invalidation (admin product save)', async () => {
    await h.deps.catalogCache.invalidate();
    const before = h.upstreamCalls.filter((c) => c.url.includes('/V1/products')).length;
    const results = await Promise.all(Array.from({ length: 20 }, () => h.call('GET', '/api/magento/products?locale=nl&pageSize=3')));
    expect(new Set(results.map((r) => r.text)).size).toBe(1);
    const after = h.upstreamCalls.filter((c) => c.url.includes('/V1/products')).length;
    expect(after - before).toBeLessThanOrEqual(2); // the page, plus at most one call for linked products
  });

  it('keeps serving the catalogue while Magento is down', async () => {
    const path = '/api/magento/products?locale=nl&pageSize=4';
    const ok = await h.call('GET', path);
    await h.deps.catalogCache.invalidate();
    await setFault(emu.url, { route: '/V1/products', status: 503 });
    try {
      const stale = await h.call('GET', path);
      expect(stale.status).toBe(200);
      expect(stale.text).toBe(ok.text);
      expect(stale.headers.get('x-cache')).toBe('error-stale');
      const uncached = await h.call('GET', '/api/magento/products?locale=nl&pageSize=7');
      expect(uncached.status).toBe(503);
      expect(uncached.json).toEqual({ success: false, data: null, error: 'The shop is temporarily unavailable. Please try again.' });
    } finally {
      await clearFaults(emu.url);
    }
  });
});

describe('cart routes', () => {
  it('creates a cart, adds, updates and deletes an item, with totals', async () => {
    const cartId = await newCart();
    expect(cartId).toMatch(/^[A-Za-z0-9]{32}$/);
    const empty = await h.call('GET', `/api/magento/cart?cartId=${cartId}`);
    expect(empty.json).toMatchObject({ success: true, error: null, data: { cartId, is_active: true, items: [] } });
    expect(empty.json.data).not.toHaveProperty('id');
    expect(empty.headers.get('cache-control')).toBe('no-store');

    const added = await h.call('POST', `/api/magento/cart/items?cartId=${cartId}`, { cartItem: { sku: simple.sku, qty: 1 }, extra: 'dropped' });
    expect(added.status).toBe(200);
    expect(added.json.data).toMatchObject({ sku: simple.sku, qty: 1, item_id: expect.any(Number) });
    expect(added.json.data).not.toHaveProperty('quote_id');
    const itemId = added.json.data.item_id;

    const cart = await h.call('GET', `/api/magento/cart?cartId=${cartId}`);
    expect(cart.json.data.items).toHaveLength(1);
    expect(JSON.stringify(cart.json.data)).not.toMatch(/"quote_id"/);

    const updated = await h.call('PUT', `/api/magento/cart/item?cartId=${cartId}`, { cartItem: { item_id: itemId, qty: 2 } });
    expect(updated.json.data).toMatchObject({ item_id: itemId, qty: 2 });

    const totals = await h.call('GET', `/api/magento/cart/totals?cartId=${cartId}`);
    expect(totals.status).toBe(200);
    expect(totals.json.data.items[0]).toMatchObject({ item_id: itemId, qty: 2, price: expect.any(Number), price_incl_tax: expect.any(Number) });
    expect(totals.json.data.grand_total).toBeGreaterThan(0);
    expect(totals.json.data.total_segments.length).toBeGreaterThan(0);

    const del = await h.call('DELETE', `/api/magento/cart/item?cartId=${cartId}&itemId=${itemId}`);
    expect(del.json).toEqual({ success: true, data: true, error: null });
    expect((await h.call('GET', `/api/magento/cart?cartId=${cartId}`)).json.data.items).toEqual([]);
  });

  it('takes the store view from locale, else from the language cookie (private calls only)', async () => {
    const cartId = await newCart();
    const lastStore = () => /\/rest\/([a-z_]+)\//.exec(h.upstreamCalls[h.upstreamCalls.length - 1]!.url)?.[1];
    for (const lang of ['nl', 'en', 'de']) {
      await h.call('GET', `/api/magento/cart/totals?cartId=${cartId}`, undefined, { cookie: `theme=x; lang=${lang}` });
      expect(lastStore()).toBe(lang);
      await h.call('GET', `/api/magento/cart/totals?cartId=${cartId}&locale=${lang}`, undefined, { cookie: 'lang=nl' });
      expect(lastStore()).toBe(lang);
    }
    await h.call('GET', `/api/magento/cart/totals?cartId=${cartId}`, undefined, { cookie: 'lang=fr' });
    expect(lastStore()).toBe('nl');
    // Public answers never depend on the cookie (a CDN keys them on the URL alone).
    await h.call('GET', '/api/magento/shipping-regions?countryId=DE', undefined, { cookie: 'lang=de' });
    expect(lastStore()).toBe('nl');
  });

  it('names the errors: unknown cart, unknown item, unknown sku, bad qty', async () => {
    const unknown = 'Z'.repeat(32);
    for (const [method, path, body] of [
      ['GET', `/api/magento/cart?cartId=${unknown}`, undefined],
      ['GET', `/api/magento/cart/totals?cartId=${unknown}`, undefined],
      ['POST', `/api/magento/cart/items?cartId=${unknown}`, { cartItem: { sku: simple.sku, qty: 1 } }],
      ['GET', `/api/magento/cart/payment-methods?cartId=${unknown}`, undefined],
      ['GET', `/api/magento/cart/payment-token?cartId=${unknown}`, undefined],
    ] as const) {
      const res = await h.call(method, path, body);
      expect(res.status, path).toBe(404);
      expect(res.json).toEqual({ success: false, data: null, error: 'Cart not found' });
    }
    const cartId = await newCart();
    const noItem = await h.call('DELETE', `/api/magento/cart/item?cartId=${cartId}&itemId=999999`);
    expect(noItem.status).toBe(404);
    expect(noItem.json.error).toBe('Cart item not found');
    const noSku = await h.call('POST', `/api/magento/cart/items?cartId=${cartId}`, { cartItem: { sku: 'NO-SUCH-SKU', qty: 1 } });
    expect(noSku.status).toBe(404);
    expect(noSku.json.error).toBe("The product that was requested doesn't exist. Verify the product and try again.");
    const zero = await h.call('POST', `/api/magento/cart/items?cartId=${cartId}`, { cartItem: { sku: simple.sku, qty: 0 } });
    expect(zero.status).toBe(400);
    // No message may carry an internal (numeric) quote id.
    const noItemText = JSON.stringify(noItem.json);
    expect(noItemText).not.toMatch(/\d{2,}/);
  });

  it('applies, rejects and removes coupons', async () => {
    const cartId = await newCart();
    await h.call('POST', `/api/magento/cart/items?cartId=${cartId}`, { cartItem: { sku: simple.sku, qty: 1 } });
    const good = await h.call('PUT', `/api/magento/cart/coupon?cartId=${cartId}`, { coupon: emu.defaultCoupon });
    expect(good.json).toEqual({ success: true, data: true, error: null });
    const totals = await h.call('GET', `/api/magento/cart/totals?cartId=${cartId}`);
    expect(totals.json.data.coupon_code?.toLowerCase()).toBe(emu.defaultCoupon.toLowerCase());
    const bad = await h.call('PUT', `/api/magento/cart/coupon?cartId=${cartId}`, { coupon: 'NOPE-NOT-A-COUPON' });
    expect(bad.status).toBe(400);
    // The text stays the spec's; the data says why (coupon-truth.test.ts goes through every reason).
    expect(bad.json).toEqual({ success: false, data: { reason: 'unknown' }, error: 'Could not apply coupon' });
    await setFault(emu.url, { rejectCoupon: true, times: 1 });
    const rejected = await h.call('PUT', `/api/magento/cart/coupon?cartId=${cartId}`, { coupon: emu.defaultCoupon });
    expect(rejected.json).toEqual({ success: false, data: { reason: 'not-valid' }, error: 'Could not apply coupon' });
    const removed = await h.call('PUT', `/api/magento/cart/coupon?cartId=${cartId}`, { coupon: '' });
    expect(removed.json).toEqual({ success: true, data: true, error: null });
    const unknownCart = await h.call('PUT', `/api/magento/cart/coupon?cartId=${'Y'.repeat(32)}`, { coupon: emu.defaultCoupon });
    expect(unknownCart.status).toBe(404);
    expect(unknownCart.json.error).toBe('Cart not found');
  });

  it('lists payment methods and shipping regions', async () => {
    const cartId = await newCart();
    const methods = await h.call('GET', `/api/magento/cart/payment-methods?cartId=${cartId}`);
    expect(methods.status).toBe(200);
    expect(Array.isArray(methods.json.data)).toBe(true);
    for (const m of methods.json.data) expect(m).toEqual({ code: expect.any(String), title: expect.any(String) });

    const nl = await h.call('GET', '/api/magento/shipping-regions?countryId=NL');
    expect(nl.status).toBe(200);
    expect(nl.json.data).toMatchObject({ country_id: 'NL', available_regions: expect.any(Array) });
    expect(nl.headers.get('cache-control')).toMatch(/^public/);
    const zz = await h.call('GET', '/api/magento/shipping-regions?countryId=ZZ');
    expect(zz.status).toBe(404);
    expect(zz.json).toEqual({ success: false, data: null, error: "The country isn't available." });
  });
});

describe('GET /api/magento/coupon-discounts', () => {
  it('gives discount_type and discount_amount of a coupon (Magento coupon search + sales rules)', async () => {
    const res = await h.call('GET', `/api/magento/coupon-discounts?code=${emu.defaultCoupon}`);
    expect(res.status).toBe(200);
    const everyProduct = { match: 'all', conditions: [] };
    expect(res.json.data.discounts).toEqual([{ discount_type: 'percent', discount_amount: 5, products: everyProduct }]);
    const none = await h.call('GET', '/api/magento/coupon-discounts?code=NOPE-NOT-A-COUPON');
    expect(none.json).toEqual({ success: true, data: { code: 'NOPE-NOT-A-COUPON', discounts: [] }, error: null });
    expect(res.headers.get('cache-control')).toMatch(/^public/);
    // Seeded coupons (magento-emulator README): 5 % default, €50 fixed, and one that expired in 2025.
    const lower = await h.call('GET', `/api/magento/coupon-discounts?code=${emu.defaultCoupon.toLowerCase()}`);
    expect(lower.json.data.code).toBe(emu.defaultCoupon);
    expect((await h.call('GET', '/api/magento/coupon-discounts?code=HERFST50')).json.data.discounts).toEqual([
      { discount_type: 'number', discount_amount: 50, min_subtotal: 250, products: everyProduct },
    ]);
    expect((await h.call('GET', '/api/magento/coupon-discounts?code=VERLOPEN10')).json.data.discounts).toEqual([]);
    const invalid = await h.call('GET', '/api/magento/coupon-discounts?code=');
    expect(invalid.status).toBe(400);
  });
});
