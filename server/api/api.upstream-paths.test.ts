// Input that names no Magento resource never reaches Magento: a coupon code or an admin SKU that is '.' or '..' (in any
// percent-encoding) is a 400 with no upstream call, where it used to be sent as PUT …/guest-carts/{cart}/ or
// GET /rest/nl/V1/ once the URL was normalised. And an unknown payment token at start-transaction is a 404, not the 502
// that Magento's 500 (Mollie dereferences the missing token) would map to. Against the emulator, with an admin logged in.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccountApp, startAccountEmulator, type AccountApp, type TestEmulator } from '../auth/account-test-harness';

let emu: TestEmulator;
let app: AccountApp;

beforeAll(async () => {
  emu = await startAccountEmulator();
  app = await startAccountApp({ emulator: emu });
});
afterAll(async () => {
  await app?.close();
  await emu?.close();
});

/** '.' and '..' as a browser or a script could send them: the body as is, the URL path percent-encoded (once or twice). */
const DOT_VALUES = ['..', '.', '%2e%2e', '%2E%2e', '.%2E', '%252e%252e', 'x/../y', '../..'];

describe('dot segments never reach Magento', () => {
  it('refuses a coupon code that is a dot segment with 400 and no upstream call', async () => {
    const shopper = app.browser();
    const cart = await shopper.request('POST', '/api/magento/cart');
    expect(cart.status, cart.text).toBe(200);
    const cartId = cart.json.data as string;
    for (const coupon of DOT_VALUES) {
      const before = app.upstreamCalls.length;
      const res = await shopper.request('PUT', `/api/magento/cart/coupon?cartId=${cartId}`, { coupon });
      // '%' is no character of a coupon code: the route's own schema refuses the encoded forms first.
      expect([coupon, res.status, res.json]).toEqual([coupon, 400, { success: false, data: null, error: expect.stringMatching(/^Invalid request/) }]);
      expect(app.upstreamCalls.slice(before), coupon).toEqual([]);
    }
    // A code with dots that is no segment goes on to Magento, which does not know it.
    const before = app.upstreamCalls.length;
    const dotted = await shopper.request('PUT', `/api/magento/cart/coupon?cartId=${cartId}`, { coupon: 'A..B' });
    expect(dotted.status).toBe(400);
    expect(dotted.json.error).toBe('Could not apply coupon');
    expect(app.upstreamCalls.slice(before).map((c) => c.url)).toContainEqual(expect.stringMatching(/\/coupons\/A\.\.B$/));
  });

  it('refuses an admin SKU that is a dot segment with 400 and no upstream call', async () => {
    const admin = app.browser();
    expect((await admin.loginAdmin(emu.admin.username, emu.admin.password)).status).toBe(200);
    await admin.session();
    /** The admin's PATCH with the path sent as written: fetch would normalise /parts/%2E%2E (a dot segment to URL parsers) away. */
    const patch = (path: string) =>
      new Promise<number>((resolve, reject) => {
        const headers = { origin: app.url, 'content-type': 'application/json', 'x-csrf-token': admin.csrf!, cookie: admin.cookieHeader! };
        const { hostname, port } = new URL(app.url);
        // `path` as is: a URL string would be parsed, and its %2E%2E segment removed, by node:http as well.
        const req = http.request({ hostname, port, path, method: 'PATCH', headers }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        req.on('error', reject);
        req.end(JSON.stringify({ price: 10 }));
      });
    for (const sku of DOT_VALUES) {
      const path = encodeURIComponent(sku).replaceAll('.', '%2E');
      const before = app.upstreamCalls.length;
      const part = { status: await patch(`/api/admin/parts/${path}`) };
      const shop = { status: await patch(`/api/admin/shop/${path}`) };
      expect([sku, part.status, shop.status]).toEqual([sku, 400, 400]);
      expect(app.upstreamCalls.slice(before), sku).toEqual([]);
    }
  });
});

describe('start-transaction with a payment token Magento does not know', () => {
  it('answers 404 "Payment not found" (Magento: 500 Internal Error)', async () => {
    const res = await app.browser().request('POST', '/api/magento/cart/start-transaction', { token: 'f'.repeat(32) });
    expect([res.status, res.json]).toEqual([404, { success: false, data: null, error: 'Payment not found' }]);
    expect(app.upstreamCalls.at(-1)?.url).toMatch(/\/V1\/mollie\/transaction\/start$/);
  });
});
