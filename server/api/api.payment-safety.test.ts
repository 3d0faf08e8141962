// Issue 16: a cart whose order is paid (or whose Mollie payment is still open) is not simply re-opened by reset-cart,
// although Mollie's mollieRestoreCart would re-activate it (the emulator does, as the real resolver does).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_TOKEN_PATTERN } from '../security/order-token';
import { magentoGet, startApiHarness, startTestEmulator, type ApiHarness, type EmulatorHandle, TEST_ADDRESS as ADDRESS } from './api-test-harness';
import { paymentStateOf } from './payment-state';
import { bankTransferOf } from './order.router';

let emu: EmulatorHandle;
let h: ApiHarness;
let sku: string;

beforeAll(async () => {
  emu = await startTestEmulator();
  h = await startApiHarness({ magentoUrl: emu.url, magentoToken: emu.integrationToken, config: { upstreamTimeoutMs: 5000 } });
  const list = await h.call('GET', '/api/magento/products?pageSize=300');
  sku = list.json.data.items.find((p: any) => p.type_id === 'simple' && p.price > 0 && p.sku !== 'FOLT-COVER-STORAGE').sku;
}, 60_000);
afterAll(async () => {
  await h?.close();
  await emu?.close();
});

/** A cart with one item, shipped, ordered with iDEAL and its Mollie payment started: what the shopper has at Mollie. */
async function atMollie(method = 'mollie_methods_ideal'): Promise<{ cartId: string; paymentToken: string; orderToken: string; checkoutUrl: string }> {
  const cartId = (await h.call('POST', '/api/magento/cart')).json.data as string;
  expect((await h.call('POST', `/api/magento/cart/items?cartId=${cartId}`, { cartItem: { sku, qty: 1 } })).status).toBe(200);
  expect((await h.call('POST', `/api/magento/cart/shipping?cartId=${cartId}`, { addressInformation: { shipping_address: ADDRESS } })).status).toBe(200);
  const paymentToken = (await h.call('GET', `/api/magento/cart/payment-token?cartId=${cartId}`)).json.data as string;
  const placed = await h.call('POST', `/api/magento/cart/payment-information?cartId=${cartId}`, {
    billingAddress: ADDRESS,
    paymentMethodCode: method,
  });
  expect(placed.status, placed.text).toBe(200);
  const started = await h.call('POST', '/api/magento/cart/start-transaction', { token: paymentToken });
  expect(started.status, started.text).toBe(200);
  return { cartId, paymentToken, orderToken: placed.json.data, checkoutUrl: started.json.data };
}

async function choose(checkoutUrl: string, status: 'paid' | 'failed' | 'canceled' | 'open') {
  const res = await fetch(checkoutUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `status=${status}`,
    redirect: 'manual',
  });
  expect(res.status).toBe(303); // the shopper never follows it
}

const cartActive = async (cartId: string) => (await h.call('GET', `/api/magento/cart?cartId=${cartId}`)).json.data.is_active;
const stockOf = async (s: string) => (await magentoGet(emu, `/V1/stockItems/${encodeURIComponent(s)}`)).json.qty as number;
const process = (paymentToken: string) => h.call('POST', '/api/magento/cart/process-payment', { paymentToken });
const orderOf = async (orderToken: string) => (await h.call('GET', `/api/magento/order?orderId=${encodeURIComponent(orderToken)}`)).json.data;

describe('reset-cart after a Mollie payment the shopper never returned from', () => {
  it('paid (webhook only): the cart stays closed and the answer is the order to confirm', async () => {
    const { cartId, orderToken, checkoutUrl } = await atMollie();
    await choose(checkoutUrl, 'paid');
    const reset = await h.call('POST', '/api/magento/cart/reset-cart', { cartId });
    expect(reset.status, reset.text).toBe(200);
    const order = await orderOf(orderToken);
    expect(order.status).toBe('processing');
    expect(reset.json.data).toEqual({ outcome: 'paid', orderToken: expect.stringMatching(ORDER_TOKEN_PATTERN), orderNumber: order.increment_id });
    expect(await orderOf(reset.json.data.orderToken)).toMatchObject({ increment_id: order.increment_id });
    expect(await cartActive(cartId)).toBe(false);
    // Giving up a paid order is refused by Magento: still the confirmation, the cart still closed.
    const giveUp = await h.call('POST', '/api/magento/cart/abandon-payment', { cartId });
    expect(giveUp.json.data).toMatchObject({ outcome: 'paid', orderNumber: order.increment_id });
    expect(await cartActive(cartId)).toBe(false);
    expect((await orderOf(orderToken)).status).toBe('processing');
  });

  it('open: the cart stays closed; continuing answers the same checkout URL, never a second payment', async () => {
    const { cartId, paymentToken, orderToken, checkoutUrl } = await atMollie();
    await choose(checkoutUrl, 'open');
    const [first, second] = await Promise.all([0, 1].map(() => h.call('POST', '/api/magento/cart/reset-cart', { cartId })));
    const order = await orderOf(orderToken);
    for (const answer of [first!, second!])
      expect(answer.json.data).toEqual({ outcome: 'open', orderToken: expect.stringMatching(ORDER_TOKEN_PATTERN), orderNumber: order.increment_id });
    expect(await cartActive(cartId)).toBe(false);
    const since = h.upstreamCalls.length;
    const again = await h.call('POST', '/api/magento/cart/start-transaction', { token: paymentToken });
    expect(again.json.data).toBe(checkoutUrl);
    // Also a fresh server (no claim remembered) gets Mollie's existing payment back from Magento.
    await h.deps.placeOrder.release(`start-transaction:${paymentToken}`);
    const fresh = await h.call('POST', '/api/magento/cart/start-transaction', { token: paymentToken });
    expect(fresh.json.data).toBe(checkoutUrl);
    expect(h.upstreamCalls.slice(since).filter((c) => c.url.endsWith('/transaction/start'))).toHaveLength(1);
    await choose(checkoutUrl, 'paid');
    expect((await h.call('POST', '/api/magento/cart/reset-cart', { cartId })).json.data.outcome).toBe('paid');
  });

  it('open, given up: the order is canceled in Magento, its stock returns, the same cart comes back with its items', async () => {
    const { cartId, orderToken, checkoutUrl } = await atMollie();
    await choose(checkoutUrl, 'open');
    const before = await stockOf(sku);
    const [giveUp, twice] = await Promise.all([0, 1].map(() => h.call('POST', '/api/magento/cart/abandon-payment', { cartId })));
    expect(giveUp!.json).toEqual({ success: true, error: null, data: { outcome: 'restored' } });
    expect(twice!.json.data).toEqual({ outcome: 'restored' });
    expect((await orderOf(orderToken)).status).toBe('canceled');
    expect(await stockOf(sku)).toBe(before + 1);
    const cart = (await h.call('GET', `/api/magento/cart?cartId=${cartId}`)).json.data;
    expect(cart.is_active).toBe(true);
    expect(cart.items.map((item: { sku: string }) => item.sku)).toEqual([sku]);
    // The restored cart may be ordered again (the place-order claim was released).
    await h.call('POST', `/api/magento/cart/shipping?cartId=${cartId}`, { addressInformation: { shipping_address: ADDRESS } });
    const again = await h.call('POST', `/api/magento/cart/payment-information?cartId=${cartId}`, {
      billingAddress: ADDRESS,
      paymentMethodCode: 'cashondelivery',
    });
    expect(again.status, again.text).toBe(200);
    expect(again.json.data).not.toBe(orderToken);
  });

  it('failed: restored as before; an unknown cart is "Cart not found"', async () => {
    const { cartId, checkoutUrl } = await atMollie();
    await choose(checkoutUrl, 'failed');
    expect((await h.call('POST', '/api/magento/cart/reset-cart', { cartId })).json.data).toEqual({ outcome: 'restored' });
    expect(await cartActive(cartId)).toBe(true);
    const unknown = await h.call('POST', '/api/magento/cart/reset-cart', { cartId: 'nosuchcartnosuchcartnosuchcart12' });
    expect(unknown.status).toBe(404);
    expect(unknown.json.error).toBe('Cart not found');
  });
});

describe('process-payment when the shopper comes back while the payment is still open at Mollie', () => {
  it('open while the back office canceled its order: not reported as failed; reset-cart then restores the cart (issue 20 item 7)', async () => {
    const { cartId, paymentToken, orderToken, checkoutUrl } = await atMollie();
    await choose(checkoutUrl, 'open');
    const order = await orderOf(orderToken);
    const found = await magentoGet(
      emu,
      `/V1/orders?searchCriteria[filter_groups][0][filters][0][field]=increment_id&searchCriteria[filter_groups][0][filters][0][value]=${order.increment_id}`,
    );
    const entityId = found.json.items[0].entity_id as number;
    const canceled = await fetch(`${emu.url}/rest/V1/orders/${entityId}/cancel`, {
      method: 'POST',
      headers: { authorization: `Bearer ${emu.integrationToken}` },
    });
    expect(canceled.status).toBe(200);
    const back = await process(paymentToken);
    expect(back.status, back.text).toBe(200);
    expect(back.json.data.mollieProcessTransaction).toEqual({ paymentStatus: 'OPEN', redirect_to_success_page: false, redirect_to_cart: false });
    expect((await h.call('POST', '/api/magento/cart/reset-cart', { cartId })).json.data).toEqual({ outcome: 'restored' });
    expect(await cartActive(cartId)).toBe(true);
  });

  it('open: not a payable cart but the order to continue (Mollie re-activated the cart all the same); continue gets the same checkout URL', async () => {
    const { cartId, paymentToken, orderToken, checkoutUrl } = await atMollie();
    await choose(checkoutUrl, 'open');
    const back = await process(paymentToken);
    expect(back.status, back.text).toBe(200);
    const order = await orderOf(orderToken);
    expect(order.status).toBe('pending_payment');
    expect(back.json.data.mollieProcessTransaction).toEqual({
      paymentStatus: 'OPEN',
      redirect_to_success_page: false,
      redirect_to_cart: false,
      outcome: 'open',
      orderToken: expect.stringMatching(ORDER_TOKEN_PATTERN),
      orderNumber: order.increment_id,
    });
    // Mollie's resolver re-activated the cart: only the server's check keeps it from being paid a second time,
    // also when the cart page is opened again later without the return.
    expect(await cartActive(cartId)).toBe(true);
    expect((await h.call('POST', '/api/magento/cart/reset-cart', { cartId })).json.data).toMatchObject({ outcome: 'open', orderNumber: order.increment_id });
    // The place-order claim stays: the same submit is the same order, never a second one.
    const repeat = await h.call('POST', `/api/magento/cart/payment-information?cartId=${cartId}`, {
      billingAddress: ADDRESS,
      paymentMethodCode: 'mollie_methods_ideal',
    });
    expect(repeat.json.data).toBe(orderToken);
    // Continue: the same payment, also when Magento (not a remembered claim) answers it.
    await h.deps.placeOrder.release(`start-transaction:${paymentToken}`);
    const again = await h.call('POST', '/api/magento/cart/start-transaction', { token: paymentToken });
    expect(again.json.data).toBe(checkoutUrl);
    await choose(checkoutUrl, 'paid');
    expect((await process(paymentToken)).json.data.mollieProcessTransaction).toEqual({
      paymentStatus: 'PAID',
      redirect_to_success_page: true,
      redirect_to_cart: false,
      orderToken: expect.stringMatching(ORDER_TOKEN_PATTERN),
      orderNumber: order.increment_id,
    });
    // Paid after Mollie had re-activated the cart: the cart page still opens the confirmation, not the cart.
    expect((await h.call('POST', '/api/magento/cart/reset-cart', { cartId })).json.data).toMatchObject({ outcome: 'paid', orderNumber: order.increment_id });
  });

  it('open on return: a checkout of the re-activated cart from an instance without the claim (another one, a restart without Redis) is refused, no second order', async () => {
    const { cartId, paymentToken, orderToken, checkoutUrl } = await atMollie();
    await choose(checkoutUrl, 'open');
    expect((await process(paymentToken)).status).toBe(200);
    expect(await cartActive(cartId)).toBe(true); // Mollie re-activated it
    const other = await startApiHarness({ magentoUrl: emu.url, magentoToken: emu.integrationToken, config: { upstreamTimeoutMs: 5000 } });
    try {
      const second = await other.call('POST', `/api/magento/cart/payment-information?cartId=${cartId}`, {
        billingAddress: ADDRESS,
        paymentMethodCode: 'mollie_methods_banktransfer',
      });
      expect(second.status, second.text).toBe(409);
      expect(second.json).toEqual({ success: false, data: null, error: 'This cart has already been ordered' });
      expect(other.upstreamCalls.some((call) => call.url.includes('/payment-information'))).toBe(false);
    } finally {
      await other.close();
    }
    expect((await orderOf(orderToken)).status).toBe('pending_payment'); // the first order, untouched
    // Given up, the cart is a plain cart again and may be ordered anew.
    expect((await h.call('POST', '/api/magento/cart/abandon-payment', { cartId })).json.data).toEqual({ outcome: 'restored' });
    const after = await h.call('POST', `/api/magento/cart/payment-information?cartId=${cartId}`, {
      billingAddress: ADDRESS,
      paymentMethodCode: 'mollie_methods_banktransfer',
    });
    expect(after.status, after.text).toBe(200);
    expect(after.json.data).not.toBe(orderToken);
  });

  it('open, then given up: the order is canceled in Magento and its stock returns, although Mollie had already re-activated the cart', async () => {
    const { cartId, paymentToken, orderToken, checkoutUrl } = await atMollie();
    await choose(checkoutUrl, 'open');
    expect((await process(paymentToken)).json.data.mollieProcessTransaction.outcome).toBe('open');
    const before = await stockOf(sku);
    expect((await h.call('POST', '/api/magento/cart/abandon-payment', { cartId })).json.data).toEqual({ outcome: 'restored' });
    expect((await orderOf(orderToken)).status).toBe('canceled');
    expect(await stockOf(sku)).toBe(before + 1);
    expect((await h.call('GET', `/api/magento/cart?cartId=${cartId}`)).json.data.items.map((item: { sku: string }) => item.sku)).toEqual([sku]);
    expect((await h.call('POST', '/api/magento/cart/reset-cart', { cartId })).json.data).toEqual({ outcome: 'restored' });
  });

  it('failed and canceled still restore the cart as before', async () => {
    for (const status of ['failed', 'canceled'] as const) {
      const { cartId, paymentToken, checkoutUrl } = await atMollie();
      await choose(checkoutUrl, status);
      expect((await process(paymentToken)).json.data.mollieProcessTransaction).toEqual({
        paymentStatus: status.toUpperCase(),
        redirect_to_success_page: false,
        redirect_to_cart: true,
      });
      expect(await cartActive(cartId)).toBe(true);
      expect((await h.call('POST', '/api/magento/cart/reset-cart', { cartId })).json.data).toEqual({ outcome: 'restored' });
    }
  });
});

describe('a bank transfer waiting for its money', () => {
  it("the confirmation's order carries Mollie's payment instructions (account, reference, due date); other methods carry none", async () => {
    const { paymentToken, orderToken, checkoutUrl } = await atMollie('mollie_methods_banktransfer');
    await choose(checkoutUrl, 'open');
    // Open is a success for a bank transfer: the shopper goes to the confirmation.
    expect((await process(paymentToken)).json.data.mollieProcessTransaction).toMatchObject({ redirect_to_success_page: true });
    const order = await orderOf(orderToken);
    expect(order.status).toBe('pending_payment');
    expect(order.bank_transfer).toEqual({
      bank_name: 'Stichting Mollie Payments',
      iban: 'NL53ABNA0627535577',
      bic: 'ABNANL2A',
      reference: expect.stringMatching(/^RF\d{2}(-\d{4}){3}$/),
      due_at: expect.any(String),
    });
    // Due in 14 days (the module's default due_days), as Mollie's expiresAt says.
    const days = (Date.parse(order.bank_transfer.due_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThan(14.1);
    // The same reference every time the order is read.
    expect((await orderOf(orderToken)).bank_transfer.reference).toBe(order.bank_transfer.reference);

    const ideal = await atMollie();
    await choose(ideal.checkoutUrl, 'paid');
    expect((await orderOf(ideal.orderToken)).bank_transfer).toBeNull();
  });
});

describe('bankTransferOf', () => {
  const order = (details: unknown, method = 'mollie_methods_banktransfer') => ({
    payment: { method },
    extension_attributes: {
      payment_additional_info: [
        { key: 'details', value: details },
        { key: 'expires_at', value: '2026-12-10T10:00:00+00:00' },
      ],
    },
  });
  const plain = JSON.stringify({
    bankName: 'Stichting Mollie Payments',
    bankAccount: 'NL53ABNA0627535577',
    bankBic: 'ABNANL2A',
    transferReference: 'RF18-1234-5678-9012',
  });
  it('reads the JSON details and the due date; encrypted, broken or incomplete details and other methods give none', () => {
    expect(bankTransferOf(order(plain))).toEqual({
      bank_name: 'Stichting Mollie Payments',
      iban: 'NL53ABNA0627535577',
      bic: 'ABNANL2A',
      reference: 'RF18-1234-5678-9012',
      due_at: '2026-12-10T10:00:00+00:00',
    });
    // encrypt_payment_details = 1 stores ciphertext (Magento's encryptor: "0:3:…"), which the shop cannot read.
    expect(bankTransferOf(order('0:3:q1w2e3r4t5y6'))).toBeNull();
    expect(bankTransferOf(order('{"bankAccount":"NL53ABNA0627535577"}'))).toBeNull();
    expect(bankTransferOf(order(plain, 'mollie_methods_ideal'))).toBeNull();
    expect(bankTransferOf({ payment: { method: 'mollie_methods_banktransfer' } })).toBeNull();
  });
});

describe('paymentStateOf', () => {
  const mollie = (state: string, status?: string, extra: Record<string, unknown> = {}) => ({
    state,
    payment: { method: 'mollie_methods_ideal' },
    ...extra,
    extension_attributes: { payment_additional_info: [{ key: 'method_title', value: 'iDEAL' }, ...(status ? [{ key: 'payment_status', value: status }] : [])] },
  });
  it.each([
    [mollie('processing', 'paid'), 'paid'],
    [mollie('pending_payment', 'paid'), 'paid'],
    [mollie('pending_payment', undefined, { total_paid: 10 }), 'paid'],
    [mollie('pending_payment', 'open'), 'open'],
    [mollie('pending_payment'), 'open'],
    [mollie('pending_payment', 'expired'), 'failed'],
    [mollie('canceled', 'expired'), 'canceled'],
    [{ state: 'new', payment: { method: 'cashondelivery' } }, 'paid'],
  ])('%j → %s', (order, state) => {
    expect(paymentStateOf(order)).toBe(state);
  });
});
