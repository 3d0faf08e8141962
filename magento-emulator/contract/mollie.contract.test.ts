// Contract: the Mollie flow (payment token, transaction start, test checkout, mollieProcessTransaction, mollieRestoreCart,
// payment-method meta, order by hash/token; Part B §8) and the emulator's fault switches.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call, graphql, openTarget, placeOrderBody, readyCart, type ContractTarget } from './contract.harness';

let target: ContractTarget;
const V1 = '/rest/nl/V1';

beforeAll(async () => {
  target = await openTarget();
});
afterAll(async () => {
  await target?.close();
});

const PROCESS = `mutation ($token: String!) { mollieProcessTransaction(input: { payment_token: $token }) { paymentStatus redirect_to_success_page redirect_to_cart cart { id } } }`;

/** Token before order, as Part A §3 says; then place the order with a Mollie method. */
async function placeMollieOrder(method = 'mollie_methods_ideal', sku?: string): Promise<{ cartId: string; token: string; orderId: string }> {
  const cartId = await readyCart(target, 'nl', sku);
  const token = (await call<string>(target, 'GET', `${V1}/guest-carts/${cartId}/mollie/payment-token`)).body;
  const orderId = (await call<string>(target, 'POST', `${V1}/guest-carts/${cartId}/payment-information`, { body: placeOrderBody(method) })).body;
  return { cartId, token, orderId };
}

/** Emulator only: "pays" on the test checkout page like a shopper would, and returns where it redirects. */
async function choose(checkoutUrl: string, status: string): Promise<string> {
  const response = await fetch(checkoutUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `status=${status}`,
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
  return response.headers.get('location') ?? '';
}

describe('payment token and transaction start', () => {
  it('answers a payment token as a bare string, 404 for an unknown cart', async () => {
    const cartId = await readyCart(target);
    const token = await call(target, 'GET', `${V1}/guest-carts/${cartId}/mollie/payment-token`);
    expect(token.status).toBe(200);
    expect(token.text).toMatch(/^"[0-9a-f]{32}"$/);
    const unknown = await call(target, 'GET', `${V1}/guest-carts/nosuchcart/mollie/payment-token`);
    expect(unknown.status).toBe(404);
  });

  it('starts a transaction and answers the checkout URL as a bare string', async () => {
    const { token } = await placeMollieOrder();
    const started = await call<string>(target, 'POST', '/rest/V1/mollie/transaction/start', { body: { token } });
    expect(started.status).toBe(200);
    expect(started.body).toMatch(/^https?:\/\//);
  });

  it('answers 400 "An ID is needed" for a token without an order and 500 for an unknown token', async () => {
    const cartId = await readyCart(target);
    const token = (await call<string>(target, 'GET', `${V1}/guest-carts/${cartId}/mollie/payment-token`)).body;
    const noOrder = await call(target, 'POST', '/rest/V1/mollie/transaction/start', { body: { token } });
    expect(noOrder.status).toBe(400);
    expect(noOrder.body).toEqual({ message: 'An ID is needed. Set the ID and try again.' });
    const unknown = await call(target, 'POST', '/rest/V1/mollie/transaction/start', { body: { token: 'f'.repeat(32) } });
    expect(unknown.status).toBe(500);
    expect(unknown.body.message).toMatch(/^Internal Error\. Details are available in Magento log file\. Report ID: webapi-/);
    const missing = await call(target, 'POST', '/rest/V1/mollie/transaction/start', { body: {} });
    expect(missing.status).toBe(400);
  });

  it('answers [] for the session-based REST reset-cart (void)', async () => {
    const answer = await call(target, 'POST', '/rest/V1/mollie/reset-cart/c29tZS1oYXNo');
    expect(answer.status).toBe(200);
    expect(answer.text).toBe('[]');
  });

  it('lists payment-method meta with iDEAL issuers', async () => {
    const { status, body } = await call(target, 'GET', '/rest/V1/mollie/payment-method/meta');
    expect(status).toBe(200);
    const ideal = body.find((entry: { code: string }) => entry.code === 'mollie_methods_ideal');
    expect(ideal.issuers.length).toBeGreaterThan(3);
    expect(ideal.issuers[0]).toEqual({ id: expect.any(String), name: expect.any(String), image: expect.any(String), images: expect.any(Object) });
    expect(ideal.terminals).toEqual([]);
  });
});

describe('test checkout page and process transaction (emulator)', () => {
  it('shows order number and amount, and offers paid, failed, canceled, expired and open', async () => {
    if (!target.isEmulator) return; // Mollie's hosted page is not ours to test
    const { token, orderId } = await placeMollieOrder();
    const url = (await call<string>(target, 'POST', '/rest/V1/mollie/transaction/start', { body: { token } })).body;
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    const order = (await call(target, 'GET', `/rest/V1/orders/${orderId}`, { token: target.token })).body;
    expect(html).toContain(order.increment_id);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('name="viewport"');
    for (const status of ['paid', 'failed', 'canceled', 'expired', 'open']) expect(html).toContain(`value="${status}"`);
  });

  it('paid: redirects (303) to the return URL with the payment token, then reports success and moves the order to processing', async () => {
    if (!target.isEmulator) return;
    const { token, orderId } = await placeMollieOrder();
    const url = (await call<string>(target, 'POST', '/rest/V1/mollie/transaction/start', { body: { token } })).body;
    const location = await choose(url, 'paid');
    expect(location).toBe(`http://localhost:3000/shop/cart?payment=${token}`);
    const answer = await graphql(target, PROCESS, { token });
    expect(answer.status).toBe(200);
    expect(answer.body.data.mollieProcessTransaction).toMatchObject({ paymentStatus: 'PAID', redirect_to_success_page: true, redirect_to_cart: false });
    expect((await call(target, 'GET', `/rest/V1/orders/${orderId}`, { token: target.token })).body.status).toBe('processing');
    const summary = await call(target, 'POST', `/rest/V1/mollie/get-order/by-payment-token/${token}`);
    expect(summary.status).toBe(200);
    expect(summary.body).toEqual([
      {
        id: orderId,
        increment_id: expect.any(String),
        created_at: expect.any(String),
        grand_total: expect.stringMatching(/^\d+\.\d{2}$/),
        status: 'processing',
      },
    ]);
  });

  it.each(['failed', 'canceled', 'expired'])('%s: reports redirect_to_cart and re-activates the same cart', async (status) => {
    if (!target.isEmulator) return;
    const { cartId, token, orderId } = await placeMollieOrder();
    const url = (await call<string>(target, 'POST', '/rest/V1/mollie/transaction/start', { body: { token } })).body;
    await choose(url, status);
    const answer = await graphql(target, PROCESS, { token });
    expect(answer.body.data.mollieProcessTransaction).toEqual({
      paymentStatus: status.toUpperCase(),
      redirect_to_success_page: false,
      redirect_to_cart: true,
      cart: { id: cartId },
    });
    const cart = (await call(target, 'GET', `${V1}/guest-carts/${cartId}`)).body;
    expect(cart.is_active).toBe(true);
    expect(cart.items.length).toBeGreaterThan(0);
    expect((await call(target, 'GET', `/rest/V1/orders/${orderId}`, { token: target.token })).body.status).toBe('canceled');
  });

  it('a canceled order gives its single-use coupon back', async () => {
    if (!target.isEmulator) return; // seed coupon EENMALIG25 (usage limit 1, from €100)
    const cartId = await readyCart(target);
    await call(target, 'PUT', `${V1}/guest-carts/${cartId}/items/${(await call(target, 'GET', `${V1}/guest-carts/${cartId}/items`)).body[0].item_id}`, {
      body: { cartItem: { qty: 2 } },
    });
    expect((await call(target, 'PUT', `${V1}/guest-carts/${cartId}/coupons/EENMALIG25`)).status).toBe(200);
    const token = (await call<string>(target, 'GET', `${V1}/guest-carts/${cartId}/mollie/payment-token`)).body;
    await call(target, 'POST', `${V1}/guest-carts/${cartId}/payment-information`, { body: placeOrderBody() });
    const other = await readyCart(target);
    await call(target, 'PUT', `${V1}/guest-carts/${other}/items/${(await call(target, 'GET', `${V1}/guest-carts/${other}/items`)).body[0].item_id}`, {
      body: { cartItem: { qty: 2 } },
    });
    expect((await call(target, 'PUT', `${V1}/guest-carts/${other}/coupons/EENMALIG25`)).status).toBe(404);
    await choose((await call<string>(target, 'POST', '/rest/V1/mollie/transaction/start', { body: { token } })).body, 'canceled');
    await graphql(target, PROCESS, { token });
    expect((await call(target, 'PUT', `${V1}/guest-carts/${other}/coupons/EENMALIG25`)).status).toBe(200);
  });

  it('open: bank transfer counts as success, iDEAL does not', async () => {
    if (!target.isEmulator) return;
    const transfer = await placeMollieOrder('mollie_methods_banktransfer');
    await choose((await call<string>(target, 'POST', '/rest/V1/mollie/transaction/start', { body: { token: transfer.token } })).body, 'open');
    expect((await graphql(target, PROCESS, { token: transfer.token })).body.data.mollieProcessTransaction.redirect_to_success_page).toBe(true);
    const ideal = await placeMollieOrder('mollie_methods_ideal');
    await choose((await call<string>(target, 'POST', '/rest/V1/mollie/transaction/start', { body: { token: ideal.token } })).body, 'open');
    expect((await graphql(target, PROCESS, { token: ideal.token })).body.data.mollieProcessTransaction.redirect_to_cart).toBe(true);
  });

  it('fills {{order_id}} and {{order_hash}} in a custom return URL, and by-hash finds the order', async () => {
    if (!target.isEmulator) return;
    const settings = (mollieReturnUrl: string) =>
      fetch(`${target.url}/__emulator/settings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ mollieReturnUrl }),
      });
    expect((await settings('http://shop.test/return?t={{payment_token}}&o={{order_id}}&h={{order_hash}}')).status).toBe(200);
    try {
      const cartId = await readyCart(target);
      const token = (await call<string>(target, 'GET', `${V1}/guest-carts/${cartId}/mollie/payment-token`)).body;
      const orderId = (await call<string>(target, 'POST', `${V1}/guest-carts/${cartId}/payment-information`, { body: placeOrderBody() })).body;
      const url = (await call<string>(target, 'POST', '/rest/V1/mollie/transaction/start', { body: { token } })).body;
      const location = new URL(await choose(url, 'paid'));
      expect(location.searchParams.get('t')).toBe(token);
      expect(location.searchParams.get('o')).toBe(orderId);
      const hash = location.searchParams.get('h')!;
      const byHash = await call(target, 'GET', `/rest/V1/mollie/get-order/by-hash/${encodeURIComponent(hash)}`);
      expect(byHash.status).toBe(200);
      expect(byHash.body[0].id).toBe(orderId);
      const bad = await call(target, 'GET', '/rest/V1/mollie/get-order/by-hash/bm90LWEtaGFzaA==');
      expect(bad.status).toBe(400);
      const viaGraphql = await graphql(
        target,
        'query ($hash: String!) { mollieCustomerOrder(hash: $hash) { id number status total { grand_total { value } } } }',
        { hash },
      );
      expect(viaGraphql.status).toBe(200);
      expect(viaGraphql.body.data.mollieCustomerOrder.number).toBe(byHash.body[0].increment_id);
    } finally {
      await settings('http://localhost:3000/shop/cart?payment={{payment_token}}');
    }
  });
});

describe('GraphQL errors and mollieRestoreCart', () => {
  it('answers HTTP 200 with errors[] for a missing or unknown payment token', async () => {
    const missing = await graphql(target, 'mutation { mollieProcessTransaction(input: {}) { paymentStatus } }');
    expect(missing.status).toBe(200);
    expect(missing.body.errors[0].message).toBe('Missing "payment_token" input argument');
    expect(missing.body.errors[0].extensions.category).toBe('graphql-input');
    expect(missing.body.data.mollieProcessTransaction).toBeNull();
    const unknown = await graphql(target, PROCESS, { token: 'nope' });
    expect(unknown.status).toBe(200);
    expect(unknown.body.errors[0].message).toBe('No order found with token "nope"');
  });

  it('answers a syntax error with HTTP 500', async () => {
    const answer = await graphql(target, 'mutation { mollieProcessTransaction(');
    expect(answer.status).toBe(500);
    expect(answer.body.errors.length).toBeGreaterThan(0);
  });

  it('restores an inactive guest cart with mollieRestoreCart', async () => {
    const { cartId } = await placeMollieOrder();
    expect((await call(target, 'GET', `${V1}/guest-carts/${cartId}`)).body.is_active).toBe(false);
    const answer = await graphql(target, 'mutation ($id: String!) { mollieRestoreCart(input: { cart_id: $id }) { cart { id } } }', { id: cartId });
    expect(answer.status).toBe(200);
    expect(answer.body.data.mollieRestoreCart.cart.id).toBe(cartId);
    expect((await call(target, 'GET', `${V1}/guest-carts/${cartId}`)).body.is_active).toBe(true);
    const missing = await graphql(target, 'mutation { mollieRestoreCart(input: {}) { cart { id } } }');
    expect(missing.body.errors[0].message).toBe('Required parameter "cart_id" is missing');
  });
});

describe('start reuses an open payment; the webhook settles orders without the shopper', () => {
  const order = async (orderId: string) => (await call(target, 'GET', `/rest/V1/orders/${orderId}`, { token: target.token })).body;
  const stock = async (sku: string) =>
    (await call(target, 'GET', `/rest/V1/stockItems/${encodeURIComponent(sku)}`, { token: target.token })).body.qty as number;
  const info = (body: { extension_attributes: { payment_additional_info: Array<{ key: string; value: string }> } }, key: string) =>
    body.extension_attributes.payment_additional_info.find((entry) => entry.key === key)?.value;

  it('a second start for an order with an open payment answers the same checkout URL (Payments::startTransaction)', async () => {
    const { token, orderId } = await placeMollieOrder();
    const first = (await call<string>(target, 'POST', '/rest/V1/mollie/transaction/start', { body: { token } })).body;
    const second = await call<string>(target, 'POST', '/rest/V1/mollie/transaction/start', { body: { token } });
    expect(second.status).toBe(200);
    expect(second.body).toBe(first);
    const placed = await order(orderId);
    expect(placed.state).toBe('pending_payment');
    expect(info(placed, 'checkout_url')).toBe(first);
    expect(info(placed, 'payment_status')).toBe('open');
  });

  it('paid on the checkout page: the webhook makes the order processing with an invoice, no shopper call needed', async () => {
    if (!target.isEmulator) return;
    const { token, orderId } = await placeMollieOrder();
    const url = (await call<string>(target, 'POST', '/rest/V1/mollie/transaction/start', { body: { token } })).body;
    await choose(url, 'paid'); // the 303 is never followed: no mollieProcessTransaction
    const paid = await order(orderId);
    expect(paid).toMatchObject({ state: 'processing', status: 'processing', total_due: 0 });
    expect(paid.total_paid).toBe(paid.grand_total);
    expect(paid.base_total_paid).toBe(paid.base_grand_total);
    expect(paid.total_invoiced).toBe(paid.grand_total);
    expect(paid.payment).toMatchObject({ amount_paid: paid.grand_total, last_trans_id: url.split('/').pop() });
    expect(paid.items.every((item: { qty_invoiced: number; qty_ordered: number }) => item.qty_invoiced === item.qty_ordered)).toBe(true);
    expect(paid.status_histories[0].comment).toMatch(/^Registered notification about captured amount of €[\d,.]+\. Transaction ID: "tr_/);
    expect(info(paid, 'payment_status')).toBe('paid');
    // A paid order is not started again (PaymentAborted) and cannot be canceled (Order::canCancel: all invoiced).
    const again = await call(target, 'POST', '/rest/V1/mollie/transaction/start', { body: { token } });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ message: 'This order already has been paid.' });
    const cancel = await call(target, 'POST', `/rest/V1/orders/${orderId}/cancel`, { token: target.token });
    expect(cancel.status).toBe(200);
    expect(cancel.text).toBe('false');
    expect((await order(orderId)).state).toBe('processing');
  });

  it('mollieRestoreCart re-activates even the cart of a paid order, unconditionally (ResetCart.php, testWorksWithInactiveCarts)', async () => {
    if (!target.isEmulator) return;
    const { cartId, token, orderId } = await placeMollieOrder();
    await choose((await call<string>(target, 'POST', '/rest/V1/mollie/transaction/start', { body: { token } })).body, 'paid');
    expect((await order(orderId)).state).toBe('processing');
    const answer = await graphql(target, 'mutation ($id: String!) { mollieRestoreCart(input: { cart_id: $id }) { cart { id } } }', { id: cartId });
    expect(answer.body.data.mollieRestoreCart.cart.id).toBe(cartId);
    const cart = (await call(target, 'GET', `${V1}/guest-carts/${cartId}`)).body;
    expect(cart.is_active).toBe(true);
    expect(cart.items.length).toBeGreaterThan(0);
  });

  it('the webhook endpoint answers OK for a test call and "No orders found" for an unknown payment', async () => {
    if (!target.isEmulator) return;
    const test = await fetch(`${target.url}/mollie/checkout/webhook/?testByMollie=1`);
    expect(await test.text()).toBe('OK');
    const unknown = await fetch(`${target.url}/mollie/checkout/webhook/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'id=tr_nosuchpayment',
    });
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual({ message: 'No orders found' });
  });

  it('an open payment expires after the configured time on the emulator clock: order canceled, stock back', async () => {
    if (!target.isEmulator) return;
    const clock = (body: unknown) =>
      fetch(`${target.url}/__emulator/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const settings = (body: unknown) =>
      fetch(`${target.url}/__emulator/settings`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect((await settings({ mollieExpiryMinutes: 0 })).status).toBe(400);
    expect(await (await settings({ mollieExpiryMinutes: 30 })).json()).toMatchObject({ mollieExpiryMinutes: 30 });
    try {
      const sku = 'FOLT-BELL'; // no other open payment in this file holds it
      const before = await stock(sku);
      const { token, orderId } = await placeMollieOrder('mollie_methods_ideal', sku);
      expect(await stock(sku)).toBe(before - 1);
      const url = (await call<string>(target, 'POST', '/rest/V1/mollie/transaction/start', { body: { token } })).body;
      await clock({ advanceMs: 29 * 60_000 });
      expect((await order(orderId)).state).toBe('pending_payment');
      await clock({ advanceMs: 2 * 60_000 });
      const expired = await order(orderId);
      expect(expired).toMatchObject({ state: 'canceled', status: 'canceled' });
      expect(expired.status_histories[0].comment).toBe('The order was canceled, reason: payment expired');
      expect(await stock(sku)).toBe(before);
      expect(await (await fetch(url)).text()).toContain('This payment is expired');
    } finally {
      await clock({ reset: true });
      await settings({ mollieExpiryMinutes: 15 });
    }
  });
});

describe('POST /V1/orders/:id/cancel (OrderManagementInterface::cancel)', () => {
  it('cancels an unpaid order once: true, stock back; then false; 404 for an unknown order; 401 without a token', async () => {
    const { orderId } = await placeMollieOrder();
    const sku = 'FOLT-LOCK-FOLD';
    const stockOf = async () => (await call(target, 'GET', `/rest/V1/stockItems/${sku}`, { token: target.token })).body.qty as number;
    const before = await stockOf();
    const first = await call(target, 'POST', `/rest/V1/orders/${orderId}/cancel`, { token: target.token });
    expect(first.status).toBe(200);
    expect(first.text).toBe('true');
    const canceled = (await call(target, 'GET', `/rest/V1/orders/${orderId}`, { token: target.token })).body;
    expect(canceled).toMatchObject({ state: 'canceled', status: 'canceled', total_canceled: canceled.grand_total });
    expect(canceled.items[0].qty_canceled).toBe(canceled.items[0].qty_ordered);
    expect(await stockOf()).toBe(before + 1);
    const second = await call(target, 'POST', `/rest/V1/orders/${orderId}/cancel`, { token: target.token });
    expect(second.text).toBe('false');
    expect(await stockOf()).toBe(before + 1);
    const unknown = await call(target, 'POST', '/rest/V1/orders/999999/cancel', { token: target.token });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("The entity that was requested doesn't exist. Verify the entity and try again.");
    const anonymous = await call(target, 'POST', `/rest/V1/orders/${orderId}/cancel`);
    expect(anonymous.status).toBe(401);
  });
});

// Fault switches exist only in the emulator; against a real Magento these tests are skipped.
describe('fault switches (emulator only)', () => {
  const faults = (method: string, body?: unknown) =>
    fetch(`${target.url}/__emulator/faults`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  afterEach(async () => {
    if (target.isEmulator) await faults('DELETE');
  });

  it('adds, lists and clears faults', async () => {
    if (!target.isEmulator) return;
    expect((await faults('POST', { route: '/totals', status: 503, times: 1 })).status).toBe(201);
    expect(await (await faults('GET')).json()).toHaveLength(1);
    expect((await faults('POST', { status: 418 })).status).toBe(400);
    await faults('DELETE');
    expect(await (await faults('GET')).json()).toEqual([]);
  });

  it('answers 500 and 503 on a matching route, `times` limits it', async () => {
    if (!target.isEmulator) return;
    await faults('POST', { route: '/guest-carts$', method: 'POST', status: 500, times: 1 });
    expect((await call(target, 'POST', `${V1}/guest-carts`)).status).toBe(500);
    expect((await call(target, 'POST', `${V1}/guest-carts`)).status).toBe(200);
    await faults('POST', { route: 'directory', status: 503 });
    expect((await call(target, 'GET', `${V1}/directory/countries/NL`)).status).toBe(503);
  });

  it('adds latency, sends malformed JSON and resets the connection', async () => {
    if (!target.isEmulator) return;
    await faults('POST', { route: 'countries/BE', latencyMs: 300, times: 1 });
    const started = Date.now();
    expect((await call(target, 'GET', `${V1}/directory/countries/BE`)).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(280);
    await faults('POST', { route: 'countries/LU', malformedJson: true, times: 1 });
    const malformed = await call(target, 'GET', `${V1}/directory/countries/LU`);
    expect(malformed.status).toBe(200);
    expect(() => JSON.parse(malformed.text)).toThrow();
    await faults('POST', { route: 'countries/AT', connectionReset: true, times: 1 });
    await expect(fetch(`${target.url}${V1}/directory/countries/AT`)).rejects.toThrow();
  });

  it('rejects a valid coupon and fails a payment on request', async () => {
    if (!target.isEmulator) return;
    const cartId = await readyCart(target);
    await faults('POST', { rejectCoupon: true, times: 1 });
    const rejected = await call(target, 'PUT', `${V1}/guest-carts/${cartId}/coupons/${target.emulator!.defaultCoupon}`);
    expect(rejected.status).toBe(404);
    expect((await call(target, 'PUT', `${V1}/guest-carts/${cartId}/coupons/${target.emulator!.defaultCoupon}`)).status).toBe(200);
    const token = (await call<string>(target, 'GET', `${V1}/guest-carts/${cartId}/mollie/payment-token`)).body;
    await call(target, 'POST', `${V1}/guest-carts/${cartId}/payment-information`, { body: placeOrderBody() });
    const url = (await call<string>(target, 'POST', '/rest/V1/mollie/transaction/start', { body: { token } })).body;
    await choose(url, 'paid');
    await faults('POST', { failPayment: true, times: 1 });
    const answer = await graphql(target, PROCESS, { token });
    expect(answer.body.data.mollieProcessTransaction).toMatchObject({ paymentStatus: 'FAILED', redirect_to_cart: true });
  });
});
