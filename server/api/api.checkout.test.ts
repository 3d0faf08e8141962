// Checkout against the Magento emulator: shipping without a method, Mollie (paid and failed) and cash on delivery,
// order tokens and comments, and idempotent place-order (50 concurrent submits → one order, one token).
import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_TOKEN_PATTERN } from '../security/order-token';
import { connectTestRedis, TEST_REDIS_URL } from '../security/test-redis.fixture';
import { magentoGet, startApiHarness, startTestEmulator, type ApiHarness, type EmulatorHandle, TEST_ADDRESS as ADDRESS } from './api-test-harness';

// Every log line of this file's server, at debug level, to prove that no token, address or e-mail is logged.
const logLines: string[] = [];
const logger = pino({ level: 'debug' }, { write: (line: string) => void logLines.push(line) });
const secrets = new Set<string>();
const remember = <T>(v: T): T => {
  if (typeof v === 'string') secrets.add(v);
  return v;
};

let emu: EmulatorHandle;
let h: ApiHarness;
let sku: string;

beforeAll(async () => {
  emu = await startTestEmulator();
  h = await startApiHarness({ magentoUrl: emu.url, magentoToken: emu.integrationToken, config: { upstreamTimeoutMs: 5000 }, logger });
  const list = await h.call('GET', '/api/magento/products?pageSize=300');
  sku = list.json.data.items.find((p: any) => p.type_id === 'simple' && p.price > 0).sku;
}, 60_000);
afterAll(async () => {
  await h?.close();
  await emu?.close();
});

async function cartWithItem(): Promise<string> {
  const cartId = remember((await h.call('POST', '/api/magento/cart')).json.data as string);
  const add = await h.call('POST', `/api/magento/cart/items?cartId=${cartId}`, { cartItem: { sku, qty: 1 } });
  expect(add.status).toBe(200);
  return cartId;
}

async function ship(cartId: string) {
  const res = await h.call('POST', `/api/magento/cart/shipping?cartId=${cartId}`, { addressInformation: { shipping_address: ADDRESS } });
  expect(res.status, res.text).toBe(200);
  return res.json.data;
}

const orderCount = async () => (await magentoGet(emu, '/V1/orders?searchCriteria[pageSize]=1')).json.total_count as number;

async function payOnMolliePage(checkoutUrl: string, status: 'paid' | 'failed' | 'canceled' | 'expired' | 'open') {
  const res = await fetch(checkoutUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `status=${status}`,
    redirect: 'manual',
  });
  expect([302, 303]).toContain(res.status);
  return res.headers.get('location');
}

describe('checkout', () => {
  it('shipping without a method picks the one Magento offers and answers payment_methods and totals', async () => {
    const cartId = await cartWithItem();
    const data = await ship(cartId);
    expect(data.payment_methods.length).toBeGreaterThan(0);
    expect(data.totals.grand_total).toBeGreaterThan(0);
    expect(data.shipping_method).toEqual({ carrier_code: expect.any(String), method_code: expect.any(String) });
    const cart = await h.call('GET', `/api/magento/cart?cartId=${cartId}`);
    expect(cart.json.data.billing_address).toMatchObject({ country_id: 'NL' });
  });

  it('pays with Mollie: token before order, order token, transaction, paid return, confirmation and comments', async () => {
    const cartId = await cartWithItem();
    const { payment_methods } = await ship(cartId);
    const mollie = payment_methods.find((m: any) => m.code.startsWith('mollie_methods_'));
    expect(mollie).toBeDefined();
    const paymentToken = remember((await h.call('GET', `/api/magento/cart/payment-token?cartId=${cartId}`)).json.data);
    expect(paymentToken).toMatch(/^[A-Za-z0-9]+$/);
    const placed = await h.call('POST', `/api/magento/cart/payment-information?cartId=${cartId}`, { billingAddress: ADDRESS, paymentMethodCode: mollie.code });
    expect(placed.status, placed.text).toBe(200);
    const orderToken = remember(placed.json.data);
    expect(orderToken).toMatch(ORDER_TOKEN_PATTERN);
    expect(placed.headers.get('cache-control')).toBe('no-store');

    const since = h.upstreamCalls.length;
    const [start, doubleClick] = await Promise.all([0, 1].map(() => h.call('POST', '/api/magento/cart/start-transaction', { token: paymentToken })));
    expect(start!.status, start!.text).toBe(200);
    expect(start!.json.data).toMatch(/^https?:\/\//);
    expect(doubleClick!.json.data).toBe(start!.json.data);
    expect(h.upstreamCalls.slice(since).filter((c) => c.url.endsWith('/transaction/start'))).toHaveLength(1);
    await payOnMolliePage(start!.json.data, 'paid');

    const processed = await h.call('POST', '/api/magento/cart/process-payment', { paymentToken });
    expect(processed.json).toEqual({
      success: true,
      error: null,
      data: {
        mollieProcessTransaction: {
          paymentStatus: 'PAID',
          redirect_to_success_page: true,
          redirect_to_cart: false,
          orderToken: expect.stringMatching(ORDER_TOKEN_PATTERN),
          orderNumber: expect.any(String),
        },
      },
    });

    const order = await h.call('GET', `/api/magento/order?orderId=${encodeURIComponent(orderToken)}`);
    expect(order.status).toBe(200);
    // The return names the order it paid (the confirmation's link when the orderId cookie is gone), and a second return
    // of the same payment (Back from the confirmation to Mollie's page, "return to the shop") names it again.
    const { orderToken: returned, orderNumber } = processed.json.data.mollieProcessTransaction;
    expect(orderNumber).toBe(order.json.data.increment_id);
    expect((await h.call('GET', `/api/magento/order?orderId=${encodeURIComponent(returned)}`)).json.data.increment_id).toBe(orderNumber);
    const again = await h.call('POST', '/api/magento/cart/process-payment', { paymentToken });
    expect(again.json.data.mollieProcessTransaction).toMatchObject({ redirect_to_success_page: true, orderNumber });
    expect(order.headers.get('cache-control')).toBe('no-store');
    expect(order.json.data).toMatchObject({
      increment_id: expect.any(String),
      status: expect.any(String),
      items: [expect.objectContaining({ sku, qty_ordered: 1, sub_items: [] })],
    });
    const text = JSON.stringify(order.json.data);
    expect(text).not.toContain('anna@example.nl');
    expect(text).not.toContain('Oudegracht');
    expect(order.json.data).not.toHaveProperty('entity_id');

    const posted = await h.call('POST', '/api/magento/order-comment', { orderId: orderToken, comment: '  Please ring twice  ', status: 'complete' });
    expect(posted.json).toEqual({ success: true, data: true, error: null });
    const comments = await h.call('GET', `/api/magento/order-comment?orderId=${encodeURIComponent(orderToken)}`);
    expect(comments.status).toBe(200);
    const mine = comments.json.data.items.find((c: any) => c.comment === 'Please ring twice');
    expect(mine).toBeDefined();
    // The shopper's "status" is ignored: the comment carries the order's own status.
    expect(mine.status).toBe(order.json.data.status);
    const after = await h.call('GET', `/api/magento/order?orderId=${encodeURIComponent(orderToken)}`);
    expect(after.json.data.status).toBe(order.json.data.status);
  });

  it('a failed payment sends the shopper back to the same, re-activated cart, which can be ordered again', async () => {
    const cartId = await cartWithItem();
    const { payment_methods } = await ship(cartId);
    const mollie = payment_methods.find((m: any) => m.code.startsWith('mollie_methods_'));
    const paymentToken = (await h.call('GET', `/api/magento/cart/payment-token?cartId=${cartId}`)).json.data;
    const first = (await h.call('POST', `/api/magento/cart/payment-information?cartId=${cartId}`, { billingAddress: ADDRESS, paymentMethodCode: mollie.code }))
      .json.data;
    const start = await h.call('POST', '/api/magento/cart/start-transaction', { token: paymentToken });
    await payOnMolliePage(start.json.data, 'failed');
    const processed = await h.call('POST', '/api/magento/cart/process-payment', { paymentToken });
    expect(processed.json.data.mollieProcessTransaction).toMatchObject({ redirect_to_success_page: false, redirect_to_cart: true });
    expect((await h.call('GET', `/api/magento/cart?cartId=${cartId}`)).json.data.is_active).toBe(true);
    // A new order for the re-activated cart is legitimate: a new token, not the old one.
    await h.call('GET', `/api/magento/cart/payment-token?cartId=${cartId}`);
    const second = await h.call('POST', `/api/magento/cart/payment-information?cartId=${cartId}`, { billingAddress: ADDRESS, paymentMethodCode: mollie.code });
    expect(second.status, second.text).toBe(200);
    expect(second.json.data).not.toBe(first);
  });

  it('cash on delivery places the order at once; reset-cart and process-payment name their errors', async () => {
    const cartId = await cartWithItem();
    const { payment_methods } = await ship(cartId);
    const cod = payment_methods.find((m: any) => m.code === 'cashondelivery');
    expect(cod).toBeDefined();
    const placed = await h.call('POST', `/api/magento/cart/payment-information?cartId=${cartId}`, {
      billingAddress: { ...ADDRESS, email: undefined },
      email: 'anna@example.nl',
      paymentMethodCode: 'cashondelivery',
    });
    expect(placed.status, placed.text).toBe(200);
    const order = await h.call('GET', `/api/magento/order?orderId=${encodeURIComponent(placed.json.data)}`);
    expect(order.json.data.payment_method).toBe('cashondelivery');
    expect((await h.call('GET', `/api/magento/cart?cartId=${cartId}`)).json.data.is_active).toBe(false);

    const unknownPayment = await h.call('POST', '/api/magento/cart/process-payment', { paymentToken: 'abcdef0123456789abcdef0123456789' });
    expect(unknownPayment.status).toBe(404);
    expect(unknownPayment.json.error).toBe('Payment not found');

    // The order stands (cash on delivery): reset-cart keeps its cart closed and points to the confirmation.
    const reset = await h.call('POST', '/api/magento/cart/reset-cart', { cartId });
    expect(reset.json).toEqual({
      success: true,
      error: null,
      data: { outcome: 'paid', orderToken: expect.stringMatching(ORDER_TOKEN_PATTERN), orderNumber: order.json.data.increment_id },
    });
    expect((await h.call('GET', `/api/magento/cart?cartId=${cartId}`)).json.data.is_active).toBe(false);

    const noEmail = await h.call('POST', `/api/magento/cart/payment-information?cartId=${cartId}`, {
      billingAddress: { ...ADDRESS, email: undefined },
      paymentMethodCode: 'cashondelivery',
    });
    expect(noEmail.status).toBe(400);
    expect(noEmail.json.error).toBe('Invalid request: email');
  });

  it('an order token for an order that does not exist is "Order not found"', async () => {
    const res = await h.call('GET', `/api/magento/order?orderId=${h.deps.orderTokens.seal('order', '987654')}`);
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ success: false, data: null, error: 'Order not found' });
  });
});

describe('idempotent place-order', () => {
  it('50 concurrent submits for one cart → one Magento order, the same token in every answer', async () => {
    const cartId = await cartWithItem();
    await ship(cartId);
    const before = await orderCount();
    const calls = h.upstreamCalls.length;
    const body = { billingAddress: ADDRESS, paymentMethodCode: 'cashondelivery' };
    const answers = await Promise.all(Array.from({ length: 50 }, () => h.call('POST', `/api/magento/cart/payment-information?cartId=${cartId}`, body)));
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    expect(new Set(answers.map((a) => a.json.data)).size).toBe(1);
    expect(await orderCount()).toBe(before + 1);
    const placeCalls = h.upstreamCalls.slice(calls).filter((c) => c.url.endsWith('/payment-information'));
    expect(placeCalls).toHaveLength(1);

    // A repeat later gets the same token without a Magento call; a different body gets 409.
    const repeat = await h.call('POST', `/api/magento/cart/payment-information?cartId=${cartId}`, body);
    expect(repeat.json.data).toBe(answers[0]!.json.data);
    const changed = await h.call('POST', `/api/magento/cart/payment-information?cartId=${cartId}`, { ...body, paymentMethodCode: 'checkmo' });
    expect(changed.status).toBe(409);
    expect(changed.json.error).toBe('The cart changed while the order was being placed. Please check your cart and try again.');
    expect(h.upstreamCalls.slice(calls).filter((c) => c.url.endsWith('/payment-information'))).toHaveLength(1);
  });

  it('a cart that changed after the order gets 409; without a claim, a repeat still finds the same order', async () => {
    const cartId = await cartWithItem();
    await ship(cartId);
    const body = { billingAddress: ADDRESS, paymentMethodCode: 'cashondelivery' };
    const placed = await h.call('POST', `/api/magento/cart/payment-information?cartId=${cartId}`, body);
    expect(placed.status).toBe(200);
    await h.deps.placeOrder.cartChanged(cartId);
    const res = await h.call('POST', `/api/magento/cart/payment-information?cartId=${cartId}`, body);
    expect(res.status).toBe(409);
    // e.g. the first call timed out, or another instance without a shared claim: Magento refuses a second order
    // (inactive cart) and the server finds the order of that cart instead.
    await h.deps.placeOrder.release(cartId);
    const before = await orderCount();
    const again = await h.call('POST', `/api/magento/cart/payment-information?cartId=${cartId}`, body);
    expect(again.status, again.text).toBe(200);
    expect(h.deps.orderTokens.open('order', again.json.data)?.orderId).toBe(h.deps.orderTokens.open('order', placed.json.data)?.orderId);
    expect(await orderCount()).toBe(before);
  });
});

describe('across server instances (Redis)', () => {
  it('50 submits spread over two instances sharing Redis → one order, one token', async () => {
    const probe = await connectTestRedis(); // a clear failure when Redis is not there
    const prefix = `test:${randomUUID()}:`;
    const opts = {
      magentoUrl: emu.url,
      magentoToken: emu.integrationToken,
      env: { REDIS_URL: TEST_REDIS_URL },
      config: { upstreamTimeoutMs: 5000 },
      overrides: { redisPrefix: prefix },
    };
    const a = await startApiHarness(opts);
    const b = await startApiHarness(opts);
    try {
      expect(a.deps.redis).not.toBeNull();
      const cartId = await cartWithItem();
      await ship(cartId);
      const before = await orderCount();
      const body = { billingAddress: ADDRESS, paymentMethodCode: 'cashondelivery' };
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) => (i % 2 ? a : b).call('POST', `/api/magento/cart/payment-information?cartId=${cartId}`, body)),
      );
      expect(answers.map((r) => r.status)).toEqual(Array(50).fill(200));
      expect(new Set(answers.map((r) => r.json.data)).size).toBe(1);
      expect(await orderCount()).toBe(before + 1);
      const placeCalls = [...a.upstreamCalls, ...b.upstreamCalls].filter((c) => c.url.endsWith('/payment-information'));
      expect(placeCalls).toHaveLength(1);
    } finally {
      await a.close();
      await b.close();
      const keys = await probe.keys(`${prefix}*`);
      if (keys.length) await probe.del(...keys);
      await probe.quit();
    }
  });
});

describe('logs', () => {
  it('carry no e-mail, address, cart id or token', () => {
    expect(logLines.length).toBeGreaterThan(10);
    const all = logLines.join('\n');
    for (const s of ['anna@example.nl', 'Oudegracht', '0612345678', ...secrets]) expect(all, s).not.toContain(s);
    expect(all).toContain('magento call');
  });
});
