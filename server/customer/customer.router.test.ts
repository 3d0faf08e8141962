// The customer's own orders against the emulator's demo customers: guarded (401 without a customer session, also
// with only an admin session), the list by the customer_id of /customers/me with order tokens only, one order with
// bike lines per bike and options by name, and one customer never sees another's order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccountApp, startAccountEmulator, type AccountApp, type Browser, type TestEmulator } from '../auth/account-test-harness';

let emu: TestEmulator;
let app: AccountApp;
let sanne: Browser;
let piet: Browser;

beforeAll(async () => {
  emu = await startAccountEmulator();
  app = await startAccountApp({ emulator: emu });
  sanne = app.browser();
  piet = app.browser();
  expect((await sanne.loginCustomer(emu.customer.email, emu.customer.password)).status).toBe(200);
  expect((await piet.loginCustomer(emu.secondCustomer.email, emu.secondCustomer.password)).status).toBe(200);
}, 60_000);
afterAll(async () => {
  await app?.close();
  await emu?.close();
});

const firstToken = async (browser: Browser): Promise<string> => (await browser.get('/api/customer/orders')).json.data.items[0].orderToken;

describe('guards', () => {
  it('answers 401 with data.login without a customer session, also for an admin session, without asking Magento', async () => {
    const admin = app.browser();
    expect((await admin.loginAdmin(emu.admin.username, emu.admin.password)).status).toBe(200);
    const token = await firstToken(sanne);
    for (const browser of [app.browser(), admin]) {
      const before = app.upstreamCalls.length;
      for (const path of ['/api/customer/orders', '/api/customer/orders?page=2', `/api/customer/orders/${token}`]) {
        const answer = await browser.get(path);
        expect(answer.status, path).toBe(401);
        expect(answer.json).toEqual({ success: false, data: { login: 'customer' }, error: 'Not logged in' });
        expect(answer.headers.get('cache-control')).toBe('no-store');
      }
      expect(app.upstreamCalls.length).toBe(before);
    }
  });
});

describe('GET /api/customer/orders', () => {
  it("lists the customer's orders newest first, with order tokens instead of ids", async () => {
    const answer = await sanne.get('/api/customer/orders');
    expect(answer.status).toBe(200);
    const { items, total_count: total } = answer.json.data;
    expect(total).toBeGreaterThanOrEqual(4);
    expect(items.length).toBe(Math.min(total, 10));
    for (const order of items) {
      expect(Object.keys(order).sort()).toEqual(['date', 'number', 'orderToken', 'status', 'total']);
      expect(order.orderToken).toMatch(/^[A-Za-z0-9_-]{40,120}$/);
      expect(order.number).toMatch(/^\d{9}$/);
      expect(order.date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
      expect(typeof order.total).toBe('number');
    }
    const dates = items.map((order: { date: string }) => order.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(items.map((order: { status: string }) => order.status)).size).toBeGreaterThanOrEqual(3);
    expect(answer.text).not.toMatch(/entity_id|customer_id/);
    // Paging.
    const page = await sanne.get('/api/customer/orders?page=2&pageSize=2');
    expect(page.json.data).toMatchObject({ page: 2, pageSize: 2, total_count: total });
    expect(page.json.data.items[0].number).toBe(items[2].number);
    expect((await sanne.get('/api/customer/orders?pageSize=500')).status).toBe(400);
  });

  it('searches Magento by the customer_id /customers/me gave, never by anything the browser sent', async () => {
    const before = app.upstreamCalls.length;
    await piet.get('/api/customer/orders?customer_id=1&customerId=1');
    const calls = app.upstreamCalls.slice(before);
    expect(calls.map((call) => new URL(call.url).pathname)).toEqual(['/rest/nl/V1/customers/me', '/rest/nl/V1/orders']);
    const search = new URL(calls[1]!.url).searchParams;
    expect(search.get('searchCriteria[filter_groups][0][filters][0][field]')).toBe('customer_id');
    expect(search.get('searchCriteria[filter_groups][0][filters][0][value]')).toBe('2');
  });
});

describe('GET /api/customer/orders/:orderToken', () => {
  it('shows an order with its bike line expanded, options by name, totals, address, payment and visible comments', async () => {
    const list = (await sanne.get('/api/customer/orders?pageSize=50')).json.data.items as Array<{ orderToken: string; status: string }>;
    const complete = list.find((order) => order.status === 'complete')!;
    const answer = await sanne.get(`/api/customer/orders/${complete.orderToken}?locale=en`);
    expect(answer.status).toBe(200);
    const order = answer.json.data;
    expect(order).toMatchObject({
      number: expect.stringMatching(/^\d{9}$/),
      status: 'complete',
      paymentMethod: { code: 'mollie_methods_ideal', title: 'iDEAL' },
    });
    const bike = order.items.find((line: { isBundle: boolean }) => line.isBundle);
    expect(bike).toMatchObject({ sku: 'FOLT Classic', qty: 1, itemId: null });
    const labels = bike.options.map((option: { label: string }) => option.label);
    expect(labels).toEqual(expect.arrayContaining(['Battery', 'Colour', 'Rack', 'Saddle']));
    expect(bike.options.find((option: { label: string }) => option.label === 'Battery').sku).toBe('FOLT-BAT-504');
    expect(order.items.find((line: { sku: string }) => line.sku === 'FOLT-LOCK-FOLD')).toMatchObject({ qty: 1, isBundle: false, options: [] });
    expect(order.totals).toMatchObject({ grandTotal: expect.any(Number), subtotal: expect.any(Number), shipping: 0, currency: 'EUR' });
    expect(order.billingAddress).toMatchObject({ name: 'Sanne de Vries', city: 'Utrecht', country: 'NL', street: ['Oudegracht 120'] });
    expect(order.billingAddress).not.toHaveProperty('email');
    // Only the comment marked visible on the front end, newest first.
    expect(order.comments).toEqual([{ comment: 'Bezorgd door ons eigen team. Veel fietsplezier!', status: 'complete', date: expect.any(String) }]);
    expect(answer.text).not.toMatch(/entity_id|item_id|parent_item_id|customer_id/);
  });

  it('a line of two bikes becomes two lines of one bike each', async () => {
    const token = await firstToken(piet);
    const order = (await piet.get(`/api/customer/orders/${token}`)).json.data;
    const bikes = order.items.filter((line: { sku: string }) => line.sku === 'FOLT Elite');
    expect(bikes).toHaveLength(2);
    for (const bike of bikes) {
      expect(bike).toMatchObject({ qty: 1, isBundle: true });
      expect(bike.rowTotal).toBe(bike.price);
      expect(bike.options.map((option: { label: string }) => option.label)).toEqual(expect.arrayContaining(['Accu', 'Kleur', 'Bagagedrager']));
    }
    expect(order.comments[0].comment).toMatch(/Twee fietsen/);
  });

  it("one customer never sees another's order (404, same as an unknown one); tampered tokens are refused without Magento", async () => {
    const pietsToken = await firstToken(piet);
    const sannesToken = await firstToken(sanne);
    const foreign = await sanne.get(`/api/customer/orders/${pietsToken}`);
    expect(foreign.status).toBe(404);
    expect(foreign.json).toEqual({ success: false, data: null, error: 'Order not found' });
    expect((await piet.get(`/api/customer/orders/${sannesToken}`)).status).toBe(404);
    // A guest order (customer_id absent) is nobody's here either.
    const guest = app.deps.orderTokens.seal('order', 5);
    expect((await sanne.get(`/api/customer/orders/${guest}`)).status).toBe(404);
    // Tokens for another purpose, tampered or garbage: 404 and no upstream call.
    const before = app.upstreamCalls.length;
    const raw = Buffer.from(sannesToken, 'base64url');
    raw[raw.length - 1]! ^= 1;
    for (const token of [raw.toString('base64url'), app.deps.orderTokens.seal('admin-order', 1), 'x'.repeat(60), '1']) {
      expect((await sanne.get(`/api/customer/orders/${token}`)).status).toBe(404);
    }
    expect(app.upstreamCalls.length).toBe(before);
    // The customer's own list never names another customer's orders.
    const sannes = (await sanne.get('/api/customer/orders?pageSize=50')).json.data.items.map((order: { number: string }) => order.number);
    const piets = (await piet.get('/api/customer/orders?pageSize=50')).json.data.items.map((order: { number: string }) => order.number);
    expect(sannes.filter((number: string) => piets.includes(number))).toEqual([]);
  });
});
