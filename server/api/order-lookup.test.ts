// Finding an order by number, e-mail address and postcode against the Magento emulator: the three facts show the
// confirmation's order (and nothing more), any wrong fact gets one and the same answer no sooner than the floor, and
// the limits per order number and per address answer 429 with Retry-After without asking Magento.
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryRateLimitStore, createRedisRateLimitStore } from '../security/rate-limit';
import { connectTestRedis } from '../security/test-redis.fixture';
import { startApiHarness, startTestEmulator, TEST_ADDRESS as ADDRESS, type ApiHarness, type EmulatorHandle } from './api-test-harness';
import { createOrderLookupLimits, DEFAULT_ORDER_LOOKUP_RULES, matchesOrder, normalPostcode } from './order-lookup.router';

const FLOOR_MS = 150;
let emu: EmulatorHandle;
let h: ApiHarness;
let sku: string;

beforeAll(async () => {
  emu = await startTestEmulator();
  h = await startApiHarness({
    magentoUrl: emu.url,
    magentoToken: emu.integrationToken,
    config: { upstreamTimeoutMs: 5000 },
    trustProxy: true,
    overrides: { orderLookupLimits: { perIp: { limit: 6, windowMs: 60_000 }, perOrder: { limit: 4, windowMs: 60_000 }, noMatchFloorMs: FLOOR_MS } },
  });
  const list = await h.call('GET', '/api/magento/products?pageSize=300');
  sku = list.json.data.items.find((p: any) => p.type_id === 'simple' && p.price > 0).sku;
}, 60_000);
afterAll(async () => {
  await h?.close();
  await emu?.close();
});

/** A guest order paid cash on delivery; its number as the confirmation shows it. */
async function placeOrder(): Promise<string> {
  const cartId = (await h.call('POST', '/api/magento/cart')).json.data as string;
  expect((await h.call('POST', `/api/magento/cart/items?cartId=${cartId}`, { cartItem: { sku, qty: 2 } })).status).toBe(200);
  expect((await h.call('POST', `/api/magento/cart/shipping?cartId=${cartId}`, { addressInformation: { shipping_address: ADDRESS } })).status).toBe(200);
  const placed = await h.call('POST', `/api/magento/cart/payment-information?cartId=${cartId}`, {
    billingAddress: ADDRESS,
    paymentMethodCode: 'cashondelivery',
  });
  expect(placed.status, placed.text).toBe(200);
  const order = await h.call('GET', `/api/magento/order?orderId=${encodeURIComponent(placed.json.data)}`);
  return order.json.data.increment_id as string;
}

const lookup = (body: unknown, ip = '10.1.0.1', locale = 'nl') => h.call('POST', `/api/magento/order-lookup?locale=${locale}`, body, { 'x-forwarded-for': ip });

describe('order lookup', () => {
  it('shows the order with all three facts, as the confirmation reads it, without an address, e-mail or token', async () => {
    const number = await placeOrder();
    // E-mail trimmed and case-blind, postcode without its space and in lower case, the mail's "#" before the number.
    const found = await lookup({ orderNumber: ` #${number} `, email: '  Anna@Example.NL ', postcode: '3511aa' }, '10.1.0.2');
    expect(found.status, found.text).toBe(200);
    expect(found.headers.get('cache-control')).toBe('no-store');
    expect(found.json.data.order).toMatchObject({
      increment_id: number,
      payment_method: 'cashondelivery',
      items: [expect.objectContaining({ sku, qty_ordered: 2 })],
    });
    expect(Array.isArray(found.json.data.comments)).toBe(true);
    expect(Object.keys(found.json.data)).toEqual(['order', 'comments']);
    expect(found.text).not.toContain('anna@example.nl');
    expect(found.text).not.toContain('Oudegracht');
    expect(found.text).not.toMatch(/entity_id|orderToken/);
  });

  it('answers a wrong number, a wrong e-mail address and a wrong postcode the same way, never sooner than the floor', async () => {
    const number = await placeOrder();
    const right = { orderNumber: number, email: ADDRESS.email, postcode: ADDRESS.postcode };
    const wrongs = [
      { ...right, orderNumber: '999999999' },
      { ...right, email: 'someone@example.nl' },
      { ...right, postcode: '3511 AB' },
    ];
    const answers = [];
    for (const [index, body] of wrongs.entries()) {
      const started = performance.now();
      const answer = await lookup(body, `10.2.0.${index + 1}`);
      answers.push({ status: answer.status, text: answer.text, ms: performance.now() - started, retry: answer.headers.get('retry-after') });
    }
    for (const answer of answers) {
      expect(answer).toMatchObject({ status: 404, text: answers[0]!.text, retry: null });
      expect(answer.ms).toBeGreaterThanOrEqual(FLOOR_MS - 5);
    }
    expect(JSON.parse(answers[0]!.text)).toEqual({
      success: false,
      data: null,
      error: 'No order matches this order number, e-mail address and postcode',
    });
  });

  it('limits the attempts per order number, from any address: 429 with Retry-After, Magento not asked', async () => {
    const number = await placeOrder();
    const wrong = { orderNumber: number, email: 'guess@example.nl', postcode: '1000 AA' };
    for (let i = 0; i < 4; i++) expect((await lookup(wrong, `10.3.0.${i + 1}`)).status).toBe(404);
    const before = h.upstreamCalls.length;
    // The owner's right facts wait too: a guesser must not learn them by the limit going away.
    const limited = await lookup({ orderNumber: number, email: ADDRESS.email, postcode: ADDRESS.postcode }, '10.3.0.9');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.json).toEqual({ success: false, data: null, error: 'Too many attempts to find an order. Please wait a few minutes.' });
    expect(h.upstreamCalls.length).toBe(before);
    // Another order is not limited by this one.
    const other = await placeOrder();
    expect((await lookup({ orderNumber: other, email: ADDRESS.email, postcode: ADDRESS.postcode }, '10.3.0.10')).status).toBe(200);
  });

  it('limits the attempts per address, whatever the number', async () => {
    for (let i = 0; i < 6; i++) expect((await lookup({ orderNumber: `8800${i}`, email: 'x@example.nl', postcode: '1000AA' }, '10.4.0.1')).status).toBe(404);
    const limited = await lookup({ orderNumber: '88009', email: 'x@example.nl', postcode: '1000AA' }, '10.4.0.1');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await lookup({ orderNumber: '88009', email: 'x@example.nl', postcode: '1000AA' }, '10.4.0.2')).status).toBe(404);
  });

  it('refuses malformed input with 400 and no upstream call', async () => {
    const before = h.upstreamCalls.length;
    for (const body of [
      {},
      { orderNumber: '', email: 'a@b.nl', postcode: '1234AB' },
      { orderNumber: '1 OR 1=1', email: 'a@b.nl', postcode: '1234AB' },
      { orderNumber: '100', email: 'not-an-address', postcode: '1234AB' },
      { orderNumber: '100', email: 'a@b.nl', postcode: '' },
      { orderNumber: '100', email: 'a@b.nl', postcode: '1234AB', extra: 1 },
    ]) {
      const answer = await lookup(body, '10.5.0.1');
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    expect(h.upstreamCalls.length).toBe(before);
  });
});

describe('matching', () => {
  const order = { increment_id: '000000042', customer_email: 'old@example.nl', billing_address: { email: 'Jan@Example.nl', postcode: '1234 AB' } };
  it('needs the number, the billing e-mail and the billing postcode', () => {
    expect(matchesOrder(order, '000000042', 'jan@example.nl', '1234ab')).toBe(true);
    expect(matchesOrder(order, '000000042', 'jan@example.nl', '1234-AB')).toBe(true);
    expect(matchesOrder(order, '42', 'jan@example.nl', '1234AB')).toBe(false);
    expect(matchesOrder(order, '000000042', 'old@example.nl', '1234AB')).toBe(false);
    expect(matchesOrder(order, '000000042', 'jan@example.nl', '1234AC')).toBe(false);
  });
  it('an order without a billing postcode or e-mail matches nothing', () => {
    expect(matchesOrder({ increment_id: '1', billing_address: { email: 'a@b.nl' } }, '1', 'a@b.nl', '')).toBe(false);
    expect(matchesOrder({ increment_id: '1', billing_address: { postcode: '1234AB' } }, '1', '', '1234AB')).toBe(false);
  });
  it('postcodes compare without spaces, hyphens and case', () => {
    expect(normalPostcode(' 1234 ab ')).toBe('1234AB');
    expect(normalPostcode('D-10115')).toBe('D10115');
  });
});

describe('order lookup limits', () => {
  const rules = { ...DEFAULT_ORDER_LOOKUP_RULES, perIp: { limit: 100, windowMs: 60_000 }, perOrder: { limit: 2, windowMs: 60_000 } };
  let redis: Redis;
  let second: Redis;
  const prefix = `folt-test:${randomUUID()}:`;
  beforeAll(async () => {
    redis = await connectTestRedis();
    second = await connectTestRedis();
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
    await second.quit();
  });

  it('two instances on one Redis count one order number together', async () => {
    const a = createOrderLookupLimits(createRedisRateLimitStore(redis, prefix), rules);
    const b = createOrderLookupLimits(createRedisRateLimitStore(second, prefix), rules);
    expect(await a.admit('10.9.0.1', '000000042')).toEqual({ allowed: true });
    expect(await b.admit('10.9.0.2', '000000042')).toEqual({ allowed: true });
    const third = await a.admit('10.9.0.3', '000000042');
    expect(third.allowed).toBe(false);
    expect(third.allowed ? 0 : third.retryAfterSeconds).toBeGreaterThan(50);
    expect(await b.admit('10.9.0.3', '000000043')).toEqual({ allowed: true });
  });

  it('a store that is down refuses (a limit that stops counting invites guessing)', async () => {
    const broken = { ...createMemoryRateLimitStore(), increment: () => Promise.reject(new Error('redis down')) };
    const limits = createOrderLookupLimits(broken, rules);
    expect((await limits.admit('10.9.1.1', '1')).allowed).toBe(false);
  });
});
