// Issue 22's back-office API against the emulator through the real app: customers (search, one customer with their
// orders), coupons (list with usage, create with validation, expire; the coupon then works — or not — in the shop's
// cart), and the audit log (a price change, a coupon, an order comment each leave who/what/before → after, filtered
// and paged). Every route: 401 without a session and with a customer session, 403 on writes without the CSRF value.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database';
import { startAccountApp, startAccountEmulator, type AccountApp, type Browser, type TestEmulator } from '../auth/account-test-harness';

let emu: TestEmulator;
let db: Database;
let app: AccountApp;
let admin: Browser;

beforeAll(async () => {
  emu = await startAccountEmulator();
  db = await openDatabase({ databaseUrl: null, databaseDir: null });
  app = await startAccountApp({ emulator: emu, db });
  admin = app.browser();
  expect((await admin.loginAdmin(emu.admin.username, emu.admin.password)).status).toBe(200);
}, 90_000);
afterAll(async () => {
  await app?.close();
  await emu?.close();
  await db?.close();
});

const READS = ['/api/admin/customers', '/api/admin/customers/1', '/api/admin/coupons', '/api/admin/audit'];
const WRITES: Array<[string, string, unknown]> = [
  ['POST', '/api/admin/coupons', { code: 'GUARD10', type: 'percent', amount: 10 }],
  ['POST', '/api/admin/coupons/1/expire', {}],
  ['DELETE', '/api/admin/leads/00000000-0000-4000-8000-000000000000', undefined],
];

describe('guards', () => {
  it('refuses every route without a session and with a customer session (401), before any Magento call', async () => {
    const customer = app.browser();
    expect((await customer.loginCustomer(emu.customer.email, emu.customer.password)).status).toBe(200);
    for (const browser of [app.browser(), customer]) {
      const before = app.upstreamCalls.length;
      for (const path of READS) {
        const answer = await browser.get(path);
        expect(answer.status, path).toBe(401);
        expect(answer.json).toEqual({ success: false, data: { login: 'admin' }, error: 'Not logged in' });
      }
      for (const [method, path, body] of WRITES) expect((await browser.request(method, path, body)).status, `${method} ${path}`).toBe(401);
      expect(app.upstreamCalls.length).toBe(before);
    }
  });

  it("refuses writes without the session's CSRF value (403)", async () => {
    for (const [method, path, body] of WRITES) {
      const answer = await admin.request(method, path, body, { csrf: false });
      expect(answer.status, path).toBe(403);
    }
  });
});

describe('customers', () => {
  it('lists customers newest first with their order counts, searches by name and e-mail, pages', async () => {
    const all = await admin.get('/api/admin/customers');
    expect(all.status).toBe(200);
    expect(all.json.data.total).toBeGreaterThanOrEqual(2);
    const anna = all.json.data.items.find((item: { email: string }) => item.email === emu.customer.email.toLowerCase());
    expect(anna).toMatchObject({ id: expect.any(Number), name: expect.any(String), orderCount: expect.any(Number) });
    expect(anna.orderCount).toBeGreaterThan(0);
    const [first] = anna.name.split(' ');
    const byName = await admin.get(`/api/admin/customers?q=${encodeURIComponent(first)}`);
    expect(byName.json.data.items.map((item: { id: number }) => item.id)).toContain(anna.id);
    const byMail = await admin.get(`/api/admin/customers?q=${encodeURIComponent(emu.customer.email.toUpperCase())}`);
    expect(byMail.json.data.items.map((item: { id: number }) => item.id)).toEqual([anna.id]);
    expect((await admin.get('/api/admin/customers?q=zzzz-nobody')).json.data).toMatchObject({ items: [], total: 0 });
    const page2 = await admin.get('/api/admin/customers?pageSize=1&page=2');
    expect(page2.json.data.items).toHaveLength(1);
    expect(page2.json.data.total).toBe(all.json.data.total);
    for (const bad of ['page=0', 'pageSize=500', 'q=a%00b']) expect((await admin.get(`/api/admin/customers?${bad}`)).status, bad).toBe(400);
  });

  it('shows one customer with their orders (searched by customer_id), 404 for an unknown one', async () => {
    const list = await admin.get(`/api/admin/customers?q=${encodeURIComponent(emu.customer.email)}`);
    const id = list.json.data.items[0].id;
    const one = await admin.get(`/api/admin/customers/${id}`);
    expect(one.status).toBe(200);
    expect(one.json.data).toMatchObject({ id, email: emu.customer.email.toLowerCase(), orderCount: list.json.data.items[0].orderCount });
    expect(one.json.data.orders.length).toBe(one.json.data.orderCount);
    for (const order of one.json.data.orders)
      expect(order).toMatchObject({ id: expect.any(Number), number: expect.any(String), status: expect.any(String), total: expect.any(Number) });
    const orders = await admin.get(`/api/admin/orders?q=${encodeURIComponent(emu.customer.email)}`);
    expect(one.json.data.orders.map((order: { id: number }) => order.id).sort()).toEqual(
      orders.json.data.items.map((order: { id: number }) => order.id).sort(),
    );
    for (const missing of ['999999', 'abc']) {
      const answer = await admin.get(`/api/admin/customers/${missing}`);
      expect(answer.status, missing).toBe(404);
      expect(answer.json.error).toBe('Customer not found');
    }
  });
});

describe('coupons', () => {
  it('lists the seed coupons with what they give and their usage', async () => {
    const answer = await admin.get('/api/admin/coupons?pageSize=50');
    expect(answer.status).toBe(200);
    const herfst = answer.json.data.items.find((item: { code: string }) => item.code === 'HERFST50');
    expect(herfst).toMatchObject({ type: 'fixed', amount: 50, minSubtotal: 250, toDate: '2027-03-31', timesUsed: 0, status: 'active' });
    const verlopen = answer.json.data.items.find((item: { code: string }) => item.code === 'VERLOPEN10');
    expect(verlopen.status).toBe('expired');
    expect(answer.json.data.categories.length).toBeGreaterThan(0);
  });

  it('creates a coupon that the shop applies; refuses bad input with clear errors; audits it', async () => {
    const body = {
      code: 'LENTE-SLOT',
      description: 'Lente: sloten',
      type: 'fixed',
      amount: 7.5,
      minSubtotal: 50,
      skus: ['folt-lock-fold'],
      usesPerCoupon: 5,
      usesPerCustomer: 1,
      toDate: '2099-06-30',
    };
    const created = await admin.request('POST', '/api/admin/coupons', body);
    expect(created.status).toBe(200);
    expect(created.json.data).toMatchObject({
      code: 'LENTE-SLOT',
      type: 'fixed',
      amount: 7.5,
      minSubtotal: 50,
      skus: ['FOLT-LOCK-FOLD'],
      usesPerCoupon: 5,
      status: 'active',
    });
    // The shop's cart takes it as it takes a seed coupon.
    const shopper = app.browser();
    const cart = await shopper.request('POST', '/api/magento/cart', {});
    expect(cart.status).toBeLessThan(300);
    const cartId = cart.json.data as string;
    await shopper.request('POST', `/api/magento/cart/items?cartId=${cartId}`, { cartItem: { sku: 'FOLT-LOCK-FOLD', qty: 1 } });
    const applied = await shopper.request('PUT', `/api/magento/cart/coupon?cartId=${cartId}`, { coupon: 'LENTE-SLOT' });
    expect(applied.json, JSON.stringify(applied.json)).toEqual({ success: true, data: true, error: null });
    const totals = await shopper.get(`/api/magento/cart/totals?cartId=${cartId}`);
    expect(totals.json.data.discount_amount).toBe(-7.5);

    const refusals: Array<[unknown, number, string | RegExp]> = [
      [{ ...body, code: 'lente-slot' }, 400, 'A coupon with this code already exists'],
      [{ ...body, code: 'X-PCT', type: 'percent', amount: 120 }, 400, 'A percentage must be more than 0 and at most 100; a fixed amount more than 0'],
      [{ ...body, code: 'X-NEG', amount: -1 }, 400, /^Invalid request/],
      [{ ...body, code: 'X-DATES', fromDate: '2099-07-01' }, 400, 'The end date is before the start date'],
      [{ ...body, code: 'X-SKU', skus: ['NO-SUCH-SKU'] }, 400, 'A product (SKU) in the restriction does not exist'],
      [{ ...body, code: 'X-CAT', skus: [], categoryIds: ['987654'] }, 400, 'Unknown category'],
      [{ ...body, code: 'a b' }, 400, /^Invalid request/],
    ];
    for (const [input, status, text] of refusals) {
      const answer = await admin.request('POST', '/api/admin/coupons', input);
      expect(answer.status, JSON.stringify(input)).toBe(status);
      expect(answer.json.error).toMatch(text);
    }
    const audit = await admin.get('/api/admin/audit?action=coupon.create');
    expect(audit.json.data.items).toHaveLength(1);
    expect(audit.json.data.items[0]).toMatchObject({
      actor: emu.admin.username,
      subject: { type: 'coupon', id: 'LENTE-SLOT' },
      before: null,
      after: { amount: 7.5 },
    });
  });

  it('expires a coupon: the shop refuses it from then on; expiring twice changes nothing', async () => {
    const list = await admin.get('/api/admin/coupons?q=LENTE-SLOT');
    const coupon = list.json.data.items[0];
    const expired = await admin.request('POST', `/api/admin/coupons/${coupon.ruleId}/expire`, {});
    expect(expired.status).toBe(200);
    expect(expired.json.data).toMatchObject({ active: false });
    expect((await admin.get('/api/admin/coupons?q=LENTE-SLOT')).json.data.items[0].status).toBe('inactive');
    expect((await admin.request('POST', `/api/admin/coupons/${coupon.ruleId}/expire`, {})).status).toBe(400);
    expect((await admin.request('POST', '/api/admin/coupons/999999/expire', {})).status).toBe(404);
    const audit = await admin.get('/api/admin/audit?action=coupon.expire&subjectType=coupon&subjectId=LENTE-SLOT');
    expect(audit.json.data.items[0]).toMatchObject({ before: { active: true }, after: { active: false } });
  });
});

describe('audit log', () => {
  it('records a price and stock change with before → after and shows it per product, filtered and paged', async () => {
    const parts = await admin.get('/api/admin/parts?q=FOLT-BELL');
    const bell = parts.json.data.items.find((item: { sku: string }) => item.sku === 'FOLT-BELL');
    const saved = await admin.request('PATCH', '/api/admin/parts/FOLT-BELL', { price: bell.price + 1, qty: bell.qty + 2 });
    expect(saved.status).toBe(200);
    const audit = await admin.get('/api/admin/audit?subjectType=product&subjectId=FOLT-BELL');
    expect(audit.status).toBe(200);
    expect(audit.json.data.items[0]).toMatchObject({
      actor: emu.admin.username,
      action: 'part.update',
      before: { price: bell.price, qty: bell.qty },
      after: { price: bell.price + 1, qty: bell.qty + 2 },
    });
    expect(audit.json.data.actors).toContain(emu.admin.username);
    // Saving the same values again changes nothing and writes nothing.
    await admin.request('PATCH', '/api/admin/parts/FOLT-BELL', { price: bell.price + 1 });
    expect((await admin.get('/api/admin/audit?subjectType=product&subjectId=FOLT-BELL')).json.data.total).toBe(1);
    expect((await admin.get('/api/admin/audit?actor=someone-else')).json.data.total).toBe(0);
    const paged = await admin.get('/api/admin/audit?pageSize=1&page=2');
    expect(paged.json.data.items).toHaveLength(1);
    for (const bad of ['subjectType=planet', 'from=26-11-2026', 'pageSize=999', 'action=DROP%20TABLE'])
      expect((await admin.get(`/api/admin/audit?${bad}`)).status, bad).toBe(400);
  });

  it('records an order comment with the status before and after', async () => {
    const order = (await admin.get('/api/admin/orders/1')).json.data;
    expect((await admin.request('POST', '/api/admin/orders/1/comments', { comment: 'Gebeld', status: order.status })).status).toBe(200);
    const audit = await admin.get('/api/admin/audit?subjectType=order&subjectId=1');
    expect(audit.json.data.items[0]).toMatchObject({
      action: 'order.comment',
      before: { status: order.status },
      after: { status: order.status, comment: 'Gebeld' },
    });
  });
});
