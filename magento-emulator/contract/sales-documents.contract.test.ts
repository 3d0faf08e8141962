// Contract: invoices, shipments with tracks, credit memos (online through Mollie, offline for cash on delivery) and
// hold/unhold, as Magento 2.4 answers them. Cases after magento/magento2 dev/tests/api-functional/testsuite/Magento/
// Sales/Service/V1/{InvoiceOrderTest,ShipOrderTest,RefundOrderTest,RefundInvoiceTest,OrderHoldTest,OrderUnHoldTest}.php:
// the answer is the new document's entity id; a refused document is a 400 "<Kind> Document Validation Error(s):\n…".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURES, NL_ADDRESS, call, placeOrderBody, openTarget, type ContractTarget } from './contract.harness';

let target: ContractTarget;
const V1 = '/rest/nl/V1';

beforeAll(async () => {
  target = await openTarget();
});
afterAll(async () => {
  await target?.close();
});

/** A guest order of two lines (2 × the first SKU, 1 × the second), flat-rate shipping, paid with `method`. */
async function placeOrder(method = 'cashondelivery'): Promise<number> {
  const cartId = (await call<string>(target, 'POST', `${V1}/guest-carts`)).body;
  await call(target, 'POST', `${V1}/guest-carts/${cartId}/items`, { body: { cartItem: { sku: FIXTURES.simpleSku, qty: 2, quote_id: cartId } } });
  await call(target, 'POST', `${V1}/guest-carts/${cartId}/items`, { body: { cartItem: { sku: FIXTURES.secondSimpleSku, qty: 1, quote_id: cartId } } });
  const methods = await call<Array<{ carrier_code: string; method_code: string }>>(target, 'POST', `${V1}/guest-carts/${cartId}/estimate-shipping-methods`, {
    body: { address: { country_id: 'NL', postcode: '3511 AA' } },
  });
  const shipping = methods.body[0]!;
  await call(target, 'POST', `${V1}/guest-carts/${cartId}/shipping-information`, {
    body: {
      addressInformation: {
        shipping_address: NL_ADDRESS,
        billing_address: NL_ADDRESS,
        shipping_carrier_code: shipping.carrier_code,
        shipping_method_code: shipping.method_code,
      },
    },
  });
  const placed = await call<string>(target, 'POST', `${V1}/guest-carts/${cartId}/payment-information`, { body: placeOrderBody(method) });
  expect(placed.status).toBe(200);
  return Number(placed.body);
}

/** Emulator only: a Mollie order paid on the test checkout page (the webhook invoices it). */
async function placePaidMollieOrder(): Promise<number> {
  const cartId = (await call<string>(target, 'POST', `${V1}/guest-carts`)).body;
  await call(target, 'POST', `${V1}/guest-carts/${cartId}/items`, { body: { cartItem: { sku: FIXTURES.simpleSku, qty: 2, quote_id: cartId } } });
  const methods = await call<Array<{ carrier_code: string; method_code: string }>>(target, 'POST', `${V1}/guest-carts/${cartId}/estimate-shipping-methods`, {
    body: { address: { country_id: 'NL', postcode: '3511 AA' } },
  });
  await call(target, 'POST', `${V1}/guest-carts/${cartId}/shipping-information`, {
    body: {
      addressInformation: {
        shipping_address: NL_ADDRESS,
        billing_address: NL_ADDRESS,
        shipping_carrier_code: methods.body[0]!.carrier_code,
        shipping_method_code: methods.body[0]!.method_code,
      },
    },
  });
  const token = (await call<string>(target, 'GET', `${V1}/guest-carts/${cartId}/mollie/payment-token`)).body;
  const orderId = Number(
    (await call<string>(target, 'POST', `${V1}/guest-carts/${cartId}/payment-information`, { body: placeOrderBody('mollie_methods_ideal') })).body,
  );
  const url = (await call<string>(target, 'POST', '/rest/V1/mollie/transaction/start', { body: { token } })).body;
  const paid = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'status=paid', redirect: 'manual' });
  expect(paid.status).toBe(303);
  return orderId;
}

const post = (path: string, body?: unknown) => call(target, 'POST', `/rest/V1${path}`, { token: target.token, ...(body === undefined ? {} : { body }) });
const order = async (id: number) => (await call(target, 'GET', `/rest/V1/orders/${id}`, { token: target.token })).body;
const stock = async (sku: string) => (await call(target, 'GET', `/rest/V1/stockItems/${encodeURIComponent(sku)}`, { token: target.token })).body.qty as number;
const byOrder = (path: string, id: number) =>
  call(
    target,
    'GET',
    `/rest/V1/${path}?searchCriteria[filter_groups][0][filters][0][field]=order_id&searchCriteria[filter_groups][0][filters][0][value]=${id}`,
    {
      token: target.token,
    },
  );
type Item = { item_id: number; sku: string; qty_ordered: number; qty_invoiced: number; qty_shipped: number; qty_refunded: number; parent_item_id?: number };
const line = (o: { items: Item[] }, sku: string) => o.items.find((item) => item.sku === sku && !item.parent_item_id)!;

describe('invoice (POST /V1/order/:orderId/invoice)', () => {
  it('invoices part, then the rest; the answer is the invoice id; a third call is refused with the status', async () => {
    if (!target.isEmulator) return;
    const id = await placeOrder();
    const placed = await order(id);
    expect(placed.state).toBe('new');
    const first = line(placed, FIXTURES.simpleSku);
    const partial = await post(`/order/${id}/invoice`, { capture: false, items: [{ order_item_id: first.item_id, qty: 1 }] });
    expect(partial.status).toBe(200);
    expect(typeof partial.body).toBe('number');
    const afterPartial = await order(id);
    expect(afterPartial).toMatchObject({ state: 'processing', status: 'processing' });
    expect(line(afterPartial, FIXTURES.simpleSku).qty_invoiced).toBe(1);
    const rest = await post(`/order/${id}/invoice`, { capture: false });
    expect(rest.status).toBe(200);
    const invoiced = await order(id);
    expect(invoiced.total_paid).toBe(invoiced.grand_total);
    expect(invoiced.total_due).toBe(0);
    const again = await post(`/order/${id}/invoice`, {});
    expect(again.status).toBe(400);
    // CanInvoice, then the quantity validator of the empty invoice the factory built (InvoiceOrder merges both).
    expect(again.body.message).toBe(
      "Invoice Document Validation Error(s):\nAn invoice cannot be created when an order has a status of processing.\nYou can't create an invoice without products.",
    );
    const invoices = await byOrder('invoices', id);
    expect(invoices.body.total_count).toBe(2);
    expect(invoices.body.items.reduce((sum: number, invoice: { grand_total: number }) => sum + invoice.grand_total, 0)).toBeCloseTo(invoiced.grand_total, 2);
    const single = await call(target, 'GET', `/rest/V1/invoices/${partial.body}`, { token: target.token });
    expect(single.body).toMatchObject({ entity_id: partial.body, order_id: id, state: 2, total_qty: 1 });
  });

  it('refuses quantities above what is left, items of another order, and an order that is canceled', async () => {
    if (!target.isEmulator) return;
    const id = await placeOrder();
    const first = line(await order(id), FIXTURES.simpleSku);
    const tooMany = await post(`/order/${id}/invoice`, { items: [{ order_item_id: first.item_id, qty: 3 }] });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe(
      `Invoice Document Validation Error(s):\nThe quantity to invoice must not be greater than the uninvoiced quantity for product SKU "${FIXTURES.simpleSku}".`,
    );
    const foreign = await post(`/order/${id}/invoice`, { items: [{ order_item_id: 999_999, qty: 1 }] });
    expect(foreign.body.message).toBe('Invoice Document Validation Error(s):\nThe invoice contains one or more items that are not part of the original order.');
    expect((await post(`/orders/${id}/cancel`)).body).toBe(true);
    const canceled = await post(`/order/${id}/invoice`, {});
    expect(canceled.body.message).toMatch(/^Invoice Document Validation Error\(s\):\nAn invoice cannot be created when an order has a status of canceled\./);
    expect((await call(target, 'POST', `/rest/V1/order/999999/invoice`, { token: target.token, body: {} })).status).toBe(404);
  });
});

describe('ship (POST /V1/order/:orderId/ship)', () => {
  it('ships part with a track, then the rest: complete with the empty history entry State::check writes', async () => {
    if (!target.isEmulator) return;
    const id = await placeOrder();
    await post(`/order/${id}/invoice`, {});
    const first = line(await order(id), FIXTURES.simpleSku);
    const noNumber = await post(`/order/${id}/ship`, { tracks: [{ carrier_code: 'custom', title: 'PostNL', track_number: '' }] });
    expect(noNumber.status).toBe(400);
    expect(noNumber.body.message).toBe('Shipment Document Validation Error(s):\nPlease enter a tracking number.');
    const tooMany = await post(`/order/${id}/ship`, { items: [{ order_item_id: first.item_id, qty: 5 }] });
    expect(tooMany.body.message).toMatch(/^Shipment Document Validation Error\(s\):\nWe found an invalid quantity to ship for item ".+"\./);
    const part = await post(`/order/${id}/ship`, {
      items: [{ order_item_id: first.item_id, qty: 2 }],
      notify: true,
      tracks: [{ carrier_code: 'custom', title: 'PostNL', track_number: '3SFOLT1234567' }],
    });
    expect(part.status).toBe(200);
    expect(typeof part.body).toBe('number');
    expect((await order(id)).state).toBe('processing');
    const rest = await post(`/order/${id}/ship`, { tracks: [{ carrier_code: 'dhl', title: 'DHL', track_number: 'JVGL0123' }] });
    expect(rest.status).toBe(200);
    const shipped = await order(id);
    expect(shipped).toMatchObject({ state: 'complete', status: 'complete' });
    expect(shipped.status_histories[0]).toMatchObject({ status: 'complete' });
    expect(shipped.status_histories[0].comment).toBeUndefined();
    const shipments = await byOrder('shipments', id);
    expect(shipments.body.total_count).toBe(2);
    const one = await call(target, 'GET', `/rest/V1/shipment/${part.body}`, { token: target.token });
    expect(one.body.tracks).toEqual([expect.objectContaining({ carrier_code: 'custom', title: 'PostNL', track_number: '3SFOLT1234567', order_id: id })]);
    const again = await post(`/order/${id}/ship`, {});
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(
      "Shipment Document Validation Error(s):\nThe order does not allow a shipment to be created.\nYou can't create a shipment without products.",
    );
  });

  it('a new (not invoiced) cash-on-delivery order can ship: it turns processing', async () => {
    if (!target.isEmulator) return;
    const id = await placeOrder();
    expect((await post(`/order/${id}/ship`, {})).status).toBe(200);
    expect((await order(id)).state).toBe('processing');
  });
});

describe('refunds: offline for cash on delivery, online through Mollie', () => {
  it('offline per line with return to stock; never above what was paid; a full refund closes the order', async () => {
    if (!target.isEmulator) return;
    const id = await placeOrder();
    await post(`/order/${id}/invoice`, {});
    await post(`/order/${id}/ship`, {});
    const shipped = await order(id);
    const first = line(shipped, FIXTURES.simpleSku);
    const before = await stock(FIXTURES.simpleSku);
    const invoiceId = (await byOrder('invoices', id)).body.items[0].entity_id as number;
    // Cash on delivery cannot refund "online": its invoice refuses a credit memo (Invoice\Validation\CanRefund).
    const online = await post(`/invoice/${invoiceId}/refund`, { isOnline: true });
    expect(online.status).toBe(400);
    expect(online.body.message).toBe("Creditmemo Document Validation Error(s):\nWe can't create creditmemo for the invoice.");
    const tooMuch = await post(`/order/${id}/refund`, { items: [{ order_item_id: first.item_id, qty: 1 }], arguments: { adjustment_positive: 10_000 } });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.message).toBe(`Creditmemo Document Validation Error(s):\nThe most money available to refund is ${shipped.total_paid}.`);
    const part = await post(`/order/${id}/refund`, {
      items: [{ order_item_id: first.item_id, qty: 1 }],
      arguments: { shipping_amount: 0, extension_attributes: { return_to_stock_items: [first.item_id] } },
    });
    expect(part.status).toBe(200);
    expect(await stock(FIXTURES.simpleSku)).toBe(before + 1);
    const partly = await order(id);
    expect(partly).toMatchObject({ state: 'complete', status: 'complete' });
    expect(line(partly, FIXTURES.simpleSku).qty_refunded).toBe(1);
    expect(partly.total_refunded).toBeGreaterThan(0);
    expect(partly.status_histories[0].comment).toMatch(/^We refunded €[\d,.]+ offline\.$/);
    const memo = (await call(target, 'GET', `/rest/V1/creditmemo/${part.body}`, { token: target.token })).body;
    expect(memo).toMatchObject({ order_id: id, state: 2, shipping_incl_tax: 0 });
    expect(memo.grand_total).toBe(partly.total_refunded);
    const tooManyQty = await post(`/order/${id}/refund`, { items: [{ order_item_id: first.item_id, qty: 2 }] });
    expect(tooManyQty.body.message).toMatch(
      /^Creditmemo Document Validation Error\(s\):\nThe quantity to refund must not be greater than the unrefunded quantity\./,
    );
    const rest = await post(`/order/${id}/refund`, {});
    expect(rest.status).toBe(200);
    const closed = await order(id);
    expect(closed).toMatchObject({ state: 'closed', status: 'closed' });
    expect(closed.total_refunded).toBe(closed.total_paid);
    const more = await post(`/order/${id}/refund`, {});
    expect(more.status).toBe(400);
    expect(more.body.message).toMatch(/^Creditmemo Document Validation Error\(s\):\nA creditmemo can not be created when an order has a status of closed/);
  });

  it('a Mollie invoice refunds online at Mollie: the refund id is the transaction, named in the history', async () => {
    if (!target.isEmulator) return;
    const id = await placePaidMollieOrder();
    const paid = await order(id);
    const invoice = (await byOrder('invoices', id)).body.items[0];
    expect(invoice.grand_total).toBe(paid.grand_total);
    const first = line(paid, FIXTURES.simpleSku);
    const refund = await post(`/invoice/${invoice.entity_id}/refund`, {
      isOnline: true,
      items: [{ order_item_id: first.item_id, qty: 1 }],
      arguments: { shipping_amount: 0 },
    });
    expect(refund.status).toBe(200);
    const refunded = await order(id);
    expect(refunded.status_histories[0].comment).toMatch(/^We refunded €[\d,.]+ online\. Transaction ID: "re_[0-9a-f]+"$/);
    expect(refunded.total_online_refunded).toBeGreaterThan(0);
    expect(refunded.total_refunded).toBeLessThan(refunded.total_paid);
    expect(refunded.payment.last_trans_id).toMatch(/^re_/);
    const memos = await byOrder('creditmemos', id);
    expect(memos.body.items[0]).toMatchObject({ invoice_id: invoice.entity_id, order_id: id });
    expect(memos.body.items[0].transaction_id).toMatch(/^re_/);
  });

  it('an unpaid order has nothing to refund', async () => {
    if (!target.isEmulator) return;
    const id = await placeOrder();
    const answer = await post(`/order/${id}/refund`, {});
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain("We can't create creditmemo for the order.");
  });
});

describe('hold and unhold (OrderManagementInterface)', () => {
  it('hold answers true and blocks invoice and cancel; unhold goes back; repeating either is refused', async () => {
    if (!target.isEmulator) return;
    const id = await placeOrder();
    const held = await post(`/orders/${id}/hold`);
    expect(held.status).toBe(200);
    expect(held.text).toBe('true');
    expect(await order(id)).toMatchObject({ state: 'holded', status: 'holded', hold_before_state: 'new', hold_before_status: 'pending' });
    const twice = await post(`/orders/${id}/hold`);
    expect(twice.status).toBe(400);
    expect(twice.body).toEqual({ message: 'A hold action is not available.' });
    expect((await post(`/order/${id}/invoice`, {})).body.message).toMatch(
      /^Invoice Document Validation Error\(s\):\nAn invoice cannot be created when an order has a status of holded\./,
    );
    expect((await post(`/orders/${id}/cancel`)).text).toBe('false');
    expect((await post(`/orders/${id}/unhold`)).text).toBe('true');
    expect(await order(id)).toMatchObject({ state: 'new', status: 'pending' });
    const unholdAgain = await post(`/orders/${id}/unhold`);
    expect(unholdAgain.status).toBe(400);
    expect(unholdAgain.body).toEqual({ message: 'You cannot remove the hold.' });
  });
});

describe('cancel gives the stock back; access', () => {
  it('cancel of a new order returns every line to stock; a customer token may not invoice, ship, refund or hold', async () => {
    if (!target.isEmulator) return;
    const before = await stock(FIXTURES.simpleSku);
    const id = await placeOrder();
    expect(await stock(FIXTURES.simpleSku)).toBe(before - 2);
    expect((await post(`/orders/${id}/cancel`)).body).toBe(true);
    expect(await stock(FIXTURES.simpleSku)).toBe(before);
    const customer = (
      await call<string>(target, 'POST', '/rest/V1/integration/customer/token', {
        body: { username: target.customer.email, password: target.customer.password },
      })
    ).body;
    for (const [path, resource] of [
      [`/order/${id}/invoice`, 'Magento_Sales::sales_invoice'],
      [`/order/${id}/ship`, 'Magento_Sales::ship'],
      [`/order/${id}/refund`, 'Magento_Sales::creditmemo'],
      [`/orders/${id}/hold`, 'Magento_Sales::hold'],
    ] as const) {
      const answer = await call(target, 'POST', `/rest/V1${path}`, { token: customer, body: {} });
      expect(answer.status).toBe(401);
      expect(answer.body.parameters).toEqual({ resources: resource });
    }
  });
});

describe('emulator: the mails that go with an order and its documents (development mailbox)', () => {
  interface Mail {
    template: string;
    text: string;
    links: Array<{ rel: string; href: string }>;
  }
  /** The mails that name this order's number (every contract order goes to the same address). */
  const mailsOf = async (orderId: number): Promise<Mail[]> => {
    const { increment_id: number } = (await order(orderId)) as { increment_id: string };
    const all = (await (await fetch(`${target.url}/dev/mailbox.json?to=${encodeURIComponent(NL_ADDRESS.email)}`)).json()) as Mail[];
    return all.filter((mail) => mail.text.includes(`#${number}`));
  };
  const templates = async (orderId: number) => (await mailsOf(orderId)).map((mail) => mail.template).sort();

  it('cash on delivery: the confirmation at place-order; an invoice and a shipment mail only when asked to notify', async () => {
    if (!target.isEmulator) return;
    const id = await placeOrder();
    expect(await templates(id)).toEqual(['sales_email_order_guest_template']);
    expect((await post(`/order/${id}/invoice`, { capture: false, notify: false })).status).toBe(200);
    expect(await templates(id)).toEqual(['sales_email_order_guest_template']);
    const shipped = await post(`/order/${id}/ship`, { notify: true, tracks: [{ carrier_code: 'dhl', title: 'DHL', track_number: 'JVGL0123456789' }] });
    expect(shipped.status).toBe(200);
    const mails = await mailsOf(id);
    expect(mails.map((mail) => mail.template).sort()).toEqual(['sales_email_order_guest_template', 'sales_email_shipment_template']);
    expect(mails.find((mail) => mail.template === 'sales_email_shipment_template')!.text).toContain('JVGL0123456789');
  });

  it('Mollie: no confirmation at place-order (the module holds it back); paid, the invoice and the confirmation once, however often the payment is processed', async () => {
    if (!target.isEmulator) return;
    const id = await placePaidMollieOrder();
    expect(await templates(id)).toEqual(['sales_email_invoice_template', 'sales_email_order_guest_template']);
    // Mollie calls the webhook again (and the shopper's return processes the same payment): nothing more is sent.
    const transaction = (await byOrder('invoices', id)).body.items[0].transaction_id as string;
    expect(transaction).toMatch(/^tr_/);
    const again = await fetch(`${target.url}/mollie/checkout/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `id=${transaction}`,
    });
    expect(await again.text()).toBe('OK');
    expect(await templates(id)).toEqual(['sales_email_invoice_template', 'sales_email_order_guest_template']);
  });

  it('Mollie: an order waiting for its payment has no confirmation mail', async () => {
    if (!target.isEmulator) return;
    const id = await placeOrder('mollie_methods_ideal');
    expect(await templates(id)).toEqual([]);
  });
});
