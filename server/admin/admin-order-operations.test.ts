// The back office's order operations through the real app against the emulator: refused without an admin session
// and with a customer session (before any Magento call); what the order view offers follows Magento's can*(); cancel
// gives the stock back; invoice, ship with track & trace and refund (offline for cash on delivery, online through
// Mollie) each happen once per confirmation key, also under a double click; Magento's refusals come back as the back
// office's own texts; the dashboard's payment-exception queue lists a stale pending payment and an unshipped cash on
// delivery order with their resolving action, and drops them once resolved.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccountApp, startAccountEmulator, type AccountApp, type Browser, type TestEmulator } from '../auth/account-test-harness';
import { openDatabase, type Database } from '../db/database';

let emu: TestEmulator;
let app: AccountApp;
let admin: Browser;
/** The server's own database (in memory): the audit log. */
let db: Database;
/** The server's clock runs this far ahead (the queue's "pending for more than 48 hours"). */
let clockOffset = 0;

beforeAll(async () => {
  emu = await startAccountEmulator();
  db = await openDatabase({ databaseUrl: null, databaseDir: null });
  app = await startAccountApp({ emulator: emu, db, overrides: { clock: () => Date.now() + clockOffset } });
  admin = app.browser();
  expect((await admin.loginAdmin(emu.admin.username, emu.admin.password)).status).toBe(200);
}, 90_000);
afterAll(async () => {
  await app?.close();
  await emu?.close();
  await db?.close();
});

const ADDRESS = {
  firstname: 'Sanne',
  lastname: 'de Vries',
  street: ['Oudegracht 1'],
  city: 'Utrecht',
  postcode: '3511 AA',
  country_id: 'NL',
  telephone: '0612345678',
  email: 'sanne@example.nl',
};

async function rest<T = any>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${emu.url}/rest/nl/V1${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return (await response.json()) as T;
}

/** A guest order of 2 × FOLT-LOCK-FOLD and 1 × FOLT-BELL; Mollie orders are paid on the test checkout unless `pay` is false. */
async function placeOrder(method = 'cashondelivery', pay = true): Promise<number> {
  const cartId = await rest<string>('POST', '/guest-carts');
  await rest('POST', `/guest-carts/${cartId}/items`, { cartItem: { sku: 'FOLT-LOCK-FOLD', qty: 2, quote_id: cartId } });
  await rest('POST', `/guest-carts/${cartId}/items`, { cartItem: { sku: 'FOLT-BELL', qty: 1, quote_id: cartId } });
  await rest('POST', `/guest-carts/${cartId}/shipping-information`, {
    addressInformation: { shipping_address: ADDRESS, billing_address: ADDRESS, shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate' },
  });
  const token = method === 'cashondelivery' ? null : await rest<string>('GET', `/guest-carts/${cartId}/mollie/payment-token`);
  const id = Number(
    await rest<string>('POST', `/guest-carts/${cartId}/payment-information`, { email: ADDRESS.email, paymentMethod: { method }, billingAddress: ADDRESS }),
  );
  if (token && pay) {
    const url = await rest<string>('POST', '/mollie/transaction/start', { token });
    await fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'status=paid', redirect: 'manual' });
  }
  return id;
}

const stock = async (sku: string) => (await rest<{ qty: number }>('GET', `/stockItems/${sku}`, undefined, emu.integrationToken)).qty;
const view = async (id: number) => (await admin.get(`/api/admin/orders/${id}`)).json.data;
let keys = 0;
const newKey = () => `test-key-${Date.now()}-${++keys}`;

describe('guards', () => {
  it('every operation answers 401 without a session and with a customer session, before any Magento call', async () => {
    const customer = app.browser();
    expect((await customer.loginCustomer(emu.customer.email, emu.customer.password)).status).toBe(200);
    for (const browser of [app.browser(), customer]) {
      const before = app.upstreamCalls.length;
      for (const operation of ['cancel', 'invoice', 'ship', 'refund', 'hold', 'unhold']) {
        const answer = await browser.request('POST', `/api/admin/orders/1/${operation}`, { key: newKey() });
        expect(answer.status, operation).toBe(401);
        expect(answer.json.data).toEqual({ login: 'admin' });
      }
      expect(app.upstreamCalls.length).toBe(before);
    }
  });
});

describe('a cash-on-delivery order from new to refunded', () => {
  it('offers what Magento allows; cancel gives the stock back and then only nothing is left', async () => {
    const before = await stock('FOLT-LOCK-FOLD');
    const id = await placeOrder();
    expect((await view(id)).can).toEqual({ cancel: true, invoice: true, ship: true, creditmemo: false, hold: true, unhold: false });
    expect(await stock('FOLT-LOCK-FOLD')).toBe(before - 2);
    const canceled = await admin.request('POST', `/api/admin/orders/${id}/cancel`, { key: newKey() });
    expect(canceled.status).toBe(200);
    expect(canceled.json.data).toMatchObject({ status: 'canceled', can: { cancel: false, invoice: false, ship: false, creditmemo: false, hold: false } });
    expect(canceled.json.data.history[0]).toMatchObject({ status: 'canceled' });
    expect(await stock('FOLT-LOCK-FOLD')).toBe(before);
    const again = await admin.request('POST', `/api/admin/orders/${id}/cancel`, { key: newKey() });
    expect(again.status).toBe(409);
    expect(again.json.error).toBe('This is not possible for the order as it is now. Reload the order.');
  });

  it('a double click invoices and ships once; the shipment carries its PostNL link; a partial refund returns stock', async () => {
    const id = await placeOrder();
    const invoiceKey = newKey();
    const [first, second] = await Promise.all([
      admin.request('POST', `/api/admin/orders/${id}/invoice`, { key: invoiceKey }),
      admin.request('POST', `/api/admin/orders/${id}/invoice`, { key: invoiceKey }),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const invoiced = await view(id);
    expect(invoiced.history.filter((entry: { event?: { kind: string } }) => entry.event?.kind === 'invoice')).toHaveLength(1);
    expect(invoiced.can).toMatchObject({ invoice: false, cancel: false, ship: true, creditmemo: true });
    expect(invoiced.paid).toBe(invoiced.totals.grandTotal);

    const noNumber = await admin.request('POST', `/api/admin/orders/${id}/ship`, { key: newKey(), carrier: 'postnl', trackingNumber: '' });
    expect(noNumber.status).toBe(400);
    const shipKey = newKey();
    const body = { key: shipKey, carrier: 'postnl', trackingNumber: '3SFOLT0001234' };
    const shipped = await Promise.all([
      admin.request('POST', `/api/admin/orders/${id}/ship`, body),
      admin.request('POST', `/api/admin/orders/${id}/ship`, body),
    ]);
    expect(shipped.map((answer) => answer.status)).toEqual([200, 200]);
    const afterShip = await view(id);
    expect(afterShip.status).toBe('complete');
    expect(afterShip.shipments).toEqual([
      expect.objectContaining({
        tracks: [{ carrier: 'postnl', number: '3SFOLT0001234', url: 'https://jouw.postnl.nl/track-and-trace/3SFOLT0001234-NL-3511AA' }],
      }),
    ]);
    // The audit log has each operation once, by the admin, with what was chosen and the order's state before → after.
    const audit = (await admin.get(`/api/admin/audit?subjectType=order&subjectId=${id}`)).json.data.items as Array<{ action: string }>;
    expect(audit.map((entry) => entry.action).sort()).toEqual(['order.invoice', 'order.ship']);
    expect(audit.find((entry) => entry.action === 'order.ship')).toMatchObject({
      actor: emu.admin.username,
      before: { state: 'processing' },
      after: { state: 'complete', status: 'complete', carrier: 'postnl', trackingNumber: '3SFOLT0001234' },
    });
    const conflict = await admin.request('POST', `/api/admin/orders/${id}/ship`, { ...body, carrier: 'dhl' });
    expect(conflict.status).toBe(409);
    expect(conflict.json.error).toBe('This action was already sent with other details. Reload the order to see its result.');

    const line = afterShip.refund.lines.find((entry: { sku: string }) => entry.sku === 'FOLT-LOCK-FOLD');
    const tooMany = await admin.request('POST', `/api/admin/orders/${id}/refund`, { key: newKey(), lines: [{ itemId: line.itemId, qty: 3 }] });
    expect(tooMany.status).toBe(409);
    expect(tooMany.json.error).toBe('A quantity is more than what is left on its order line.');
    const before = await stock('FOLT-LOCK-FOLD');
    const refundKey = newKey();
    const refundBody = { key: refundKey, lines: [{ itemId: line.itemId, qty: 1 }], refundShipping: false, returnToStock: true };
    const refunds = await Promise.all([
      admin.request('POST', `/api/admin/orders/${id}/refund`, refundBody),
      admin.request('POST', `/api/admin/orders/${id}/refund`, refundBody),
    ]);
    expect(refunds.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await stock('FOLT-LOCK-FOLD')).toBe(before + 1);
    const refunded = await view(id);
    expect(refunded.refunded).toBe(line.unitAmount);
    expect(refunded.refund.online).toBe(false);
    expect(refunded.history.filter((entry: { event?: { kind: string } }) => entry.event?.kind === 'refund')).toEqual([
      expect.objectContaining({ event: expect.objectContaining({ kind: 'refund', amount: line.unitAmount }) }),
    ]);
    expect(refunded.status).toBe('complete');
  });

  it('hold blocks shipping before Magento is asked; unhold brings the order back', async () => {
    const id = await placeOrder();
    const held = await admin.request('POST', `/api/admin/orders/${id}/hold`, { key: newKey() });
    expect(held.status).toBe(200);
    expect(held.json.data).toMatchObject({ status: 'holded', can: { unhold: true, hold: false, ship: false, invoice: false, cancel: false } });
    const calls = app.upstreamCalls.length;
    const ship = await admin.request('POST', `/api/admin/orders/${id}/ship`, { key: newKey(), carrier: 'own' });
    expect(ship.status).toBe(409);
    expect(app.upstreamCalls.slice(calls).some((call) => call.method === 'POST')).toBe(false);
    const unheld = await admin.request('POST', `/api/admin/orders/${id}/unhold`, { key: newKey() });
    expect(unheld.json.data).toMatchObject({ status: 'pending', can: { hold: true, ship: true, invoice: true } });
  });

  it('refuses a missing key, an unknown carrier and an unknown order', async () => {
    expect((await admin.request('POST', '/api/admin/orders/1/invoice', {})).status).toBe(400);
    expect((await admin.request('POST', '/api/admin/orders/1/ship', { key: newKey(), carrier: 'ups', trackingNumber: '1' })).status).toBe(400);
    expect((await admin.request('POST', '/api/admin/orders/99999/hold', { key: newKey() })).status).toBe(404);
  });
});

describe('a Mollie order', () => {
  it('refunds part online through Mollie; the refund shows in the history and what is left', async () => {
    const id = await placeOrder('mollie_methods_ideal');
    const paid = await view(id);
    expect(paid.can).toMatchObject({ invoice: false, creditmemo: true, cancel: false });
    expect(paid.refund.online).toBe(true);
    const line = paid.refund.lines.find((entry: { sku: string }) => entry.sku === 'FOLT-BELL');
    const dashboard = async () => (await admin.get('/api/admin/dashboard')).json.data as { revenueThisWeek: number; refundedThisWeek: number };
    const before = await dashboard();
    const answer = await admin.request('POST', `/api/admin/orders/${id}/refund`, {
      key: newKey(),
      lines: [{ itemId: line.itemId, qty: 1 }],
      refundShipping: false,
    });
    expect(answer.status).toBe(200);
    expect(answer.json.data.refunded).toBe(line.unitAmount);
    expect(answer.json.data.refund.available).toBeCloseTo(paid.paid - line.unitAmount, 2);
    expect(answer.json.data.history.some((entry: { comment: string }) => /^We refunded €[\d.,]+ online\. Transaction ID: "re_/.test(entry.comment))).toBe(true);
    // The dashboard's week: the refund shows, and the revenue is what stays with the shop.
    const after = await dashboard();
    expect(after.refundedThisWeek).toBeCloseTo(before.refundedThisWeek + line.unitAmount, 2);
    expect(after.revenueThisWeek).toBeCloseTo(before.revenueThisWeek - line.unitAmount, 2);
  });
});

describe('the payment-exception queue on the dashboard', () => {
  it('lists a payment pending for more than 48 hours (cancel) and cash on delivery unshipped after 3 days (ship); resolved, they leave', async () => {
    const pending = await placeOrder('mollie_methods_banktransfer', false);
    const cod = await placeOrder();
    const queue = async () => (await admin.get('/api/admin/dashboard')).json.data.paymentExceptions as Array<{ orderId: number; kind: string; action: string }>;
    expect((await queue()).some((row) => row.orderId === pending || row.orderId === cod)).toBe(false);
    clockOffset = 49 * 3_600_000 + 24 * 3_600_000;
    try {
      admin = app.browser();
      expect((await admin.loginAdmin(emu.admin.username, emu.admin.password)).status).toBe(200);
      const listed = await queue();
      expect(listed).toContainEqual(expect.objectContaining({ orderId: pending, kind: 'stale-pending-payment', action: 'cancel' }));
      expect(listed).toContainEqual(expect.objectContaining({ orderId: cod, kind: 'cod-not-shipped', action: 'ship' }));
      expect((await admin.request('POST', `/api/admin/orders/${pending}/cancel`, { key: newKey() })).status).toBe(200);
      expect((await admin.request('POST', `/api/admin/orders/${cod}/ship`, { key: newKey(), carrier: 'dpd', trackingNumber: '0123456789' })).status).toBe(200);
      const after = await queue();
      expect(after.some((row) => row.orderId === pending || row.orderId === cod)).toBe(false);
    } finally {
      clockOffset = 0;
    }
  });
});
