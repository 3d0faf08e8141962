// Guards of /api without a Magento behind it: same-origin writes, JSON only, body limit, no-store, envelope for
// unknown paths, repeated keys and __proto__ — and none of it may cause an upstream call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiHarness, type ApiHarness } from './api-test-harness';

const CART = 'Q'.repeat(32);
let h: ApiHarness;

beforeAll(async () => {
  h = await startApiHarness({ magentoUrl: 'http://127.0.0.1:1', magentoToken: 'unused', config: { upstreamTimeoutMs: 300 } });
});
afterAll(() => h.close());

describe('api guards', () => {
  it('refuses writes without a same-origin Origin or Sec-Fetch-Site', async () => {
    const before = h.upstreamCalls.length;
    const body = { cartItem: { sku: 'A', qty: 1 } };
    const path = `/api/magento/cart/items?cartId=${CART}`;
    for (const headers of <Record<string, string>[]>[
      { origin: '' },
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: h.origin, 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'cross-site' },
    ]) {
      const res = await h.call('POST', path, body, headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(res.json).toEqual({ success: false, data: null, error: 'Cross-site request refused' });
    }
    // No Origin header at all (fetch always sends one on POST; remove it with a raw request):
    const raw = await fetch(h.url + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    // undici sends no Origin for server-side fetch
    expect(raw.status).toBe(403);
    expect(h.upstreamCalls.length).toBe(before);
    // Sec-Fetch-Site same-origin alone is enough (the request then reaches the dead upstream: 503).
    const sfs = await fetch(h.url + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify(body),
    });
    expect(sfs.status).toBe(503);
  });

  it('refuses non-JSON bodies with 415 and big bodies with 413', async () => {
    const before = h.upstreamCalls.length;
    const path = `/api/magento/cart/items?cartId=${CART}`;
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const res = await h.call('POST', path, 'cartItem=1', { 'content-type': type });
      expect(res.status).toBe(415);
      expect(res.json.error).toBe('Content-Type must be application/json');
    }
    const noType = await fetch(h.url + path, { method: 'POST', headers: { origin: h.origin }, body: new Blob(['{"a":1}']) });
    expect(noType.status).toBe(415);
    // A JSON type with an empty body is fine (the route then validates an empty object).
    const emptyJson = await fetch(h.url + path, { method: 'POST', headers: { origin: h.origin, 'content-type': 'application/json' }, body: '' });
    expect(emptyJson.status).toBe(400);
    expect(((await emptyJson.json()) as { error: string }).error).toMatch(/^Invalid request: cartItem/);
    const big = await h.call('POST', path, { cartItem: { sku: 'A', qty: 1, pad: 'x'.repeat(110 * 1024) } });
    expect(big.status).toBe(413);
    expect(big.json).toEqual({ success: false, data: null, error: 'Request body too large' });
    const broken = await h.call('POST', path, '{"cartItem":', {});
    expect(broken.status).toBe(400);
    expect(h.upstreamCalls.length).toBe(before);
  });

  it('answers 400 for wrong types, repeated keys and __proto__, with no upstream call', async () => {
    const before = h.upstreamCalls.length;
    const cases: [string, string, unknown][] = [
      ['GET', `/api/magento/cart?cartId=${CART}&cartId=${CART}`, undefined],
      ['GET', '/api/magento/cart?cartId[a]=1', undefined],
      ['GET', `/api/magento/cart?__proto__=x&cartId=short`, undefined],
      ['POST', `/api/magento/cart/items?cartId=${CART}`, { cartItem: { sku: 'A', qty: '1' } }],
      ['POST', `/api/magento/cart/items?cartId=${CART}`, JSON.parse('{"__proto__":{"cartItem":{"sku":"A","qty":1}}}')],
      ['PUT', `/api/magento/cart/item?cartId=${CART}`, { cartItem: { item_id: -1, qty: 1 } }],
      ['PUT', `/api/magento/cart/coupon?cartId=${CART}`, { coupon: '../../V1/orders' }],
      ['GET', '/api/magento/shipping-regions?countryId=nl', undefined],
      ['GET', '/api/magento/products?sku:in=', undefined],
      ['GET', '/api/magento/products?locale=fr', undefined],
      ['GET', '/api/magento/products?pageSize=5000', undefined],
    ];
    for (const [method, path, body] of cases) {
      const res = await h.call(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(400);
      expect(res.json.success).toBe(false);
      expect(res.json.error).toMatch(/^Invalid request/);
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
    expect(({} as Record<string, unknown>).cartItem).toBeUndefined();
    expect(h.upstreamCalls.length).toBe(before);
  });

  it('rejects tampered, foreign or purpose-bound order tokens without an upstream call', async () => {
    const before = h.upstreamCalls.length;
    const good = h.deps.orderTokens.seal('order', '7');
    const raw = Buffer.from(good, 'base64url');
    raw[raw.length - 1]! ^= 1;
    for (const t of [raw.toString('base64url'), good.slice(0, -4), h.deps.orderTokens.seal('admin-order', '7'), 'x'.repeat(60)]) {
      const res = await h.call('GET', `/api/magento/order?orderId=${t}`);
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ success: false, data: null, error: 'Order not found' });
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
    expect((await h.call('GET', '/api/magento/order?orderId=123')).status).toBe(400);
    expect((await h.call('POST', '/api/magento/order-comment', { orderId: raw.toString('base64url'), comment: 'hi' })).status).toBe(404);
    expect(h.upstreamCalls.length).toBe(before);
  });

  it('unknown /api paths get the envelope 404; /api/config is public and needs no Magento', async () => {
    const res = await h.call('GET', '/api/magento/nope');
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ success: false, data: null, error: 'Not found' });
    const cfg = await h.call('GET', '/api/config');
    expect(cfg.status).toBe(200);
    expect(cfg.headers.get('cache-control')).toMatch(/^public/);
    expect(cfg.json.data).toMatchObject({ languages: ['nl', 'en', 'de'], defaultLanguage: 'nl', storeViews: { nl: 'nl', en: 'en', de: 'de' } });
    expect(cfg.json.data.mediaBaseUrl).toMatch(/\/media\/$/);
    expect(res.headers.get('x-powered-by')).toBeNull();
  });

  it('maps a refused Magento connection to 503 with the envelope', async () => {
    const res = await h.call('GET', `/api/magento/cart?cartId=${CART}`);
    expect(res.status).toBe(503);
    expect(res.json).toEqual({ success: false, data: null, error: 'The shop is temporarily unavailable. Please try again.' });
    const products = await h.call('GET', '/api/magento/products');
    expect(products.status).toBe(503);
    expect(products.headers.get('cache-control')).toBe('no-store');
  });
});
