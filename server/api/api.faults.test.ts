// Upstream failures through the emulator's fault switches: deadline (short test deadline), 500, 503, malformed JSON
// connection reset and an endless body each give the right status, the spec's text and the envelope; writes are never retried.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clearFaults, setFault, startApiHarness, startTestEmulator, type ApiHarness, type EmulatorHandle } from './api-test-harness';

let emu: EmulatorHandle;
let h: ApiHarness;
let cartId: string;
let sku: string;

beforeAll(async () => {
  emu = await startTestEmulator();
  // A short deadline so the timeout case takes a fraction of a second; production uses 15 s.
  h = await startApiHarness({ magentoUrl: emu.url, magentoToken: emu.integrationToken, config: { upstreamTimeoutMs: 300 } });
  cartId = (await h.call('POST', '/api/magento/cart')).json.data;
  sku = (await h.call('GET', '/api/magento/products?pageSize=300')).json.data.items.find((p: any) => p.type_id === 'simple' && p.price > 0).sku;
}, 60_000);
afterEach(() => clearFaults(emu.url));
afterAll(async () => {
  await h?.close();
  await emu?.close();
});

const envelope = (error: string) => ({ success: false, data: null, error });
const callsTo = (fragment: string, since: number) => h.upstreamCalls.slice(since).filter((c) => c.url.includes(fragment)).length;

describe('upstream faults', () => {
  it('deadline reached → 504 "Request timed out. Please try again."', async () => {
    await setFault(emu.url, { route: '/totals', latencyMs: 1500 });
    const t0 = Date.now();
    const res = await h.call('GET', `/api/magento/cart/totals?cartId=${cartId}`);
    expect(res.status).toBe(504);
    expect(res.json).toEqual(envelope('Request timed out. Please try again.'));
    expect(Date.now() - t0).toBeLessThan(1200);
  });

  it('deadline on a write → 504 and exactly one upstream call (no retry)', async () => {
    await setFault(emu.url, { route: '/items', method: 'POST', latencyMs: 1500 });
    const since = h.upstreamCalls.length;
    const res = await h.call('POST', `/api/magento/cart/items?cartId=${cartId}`, { cartItem: { sku, qty: 1 } });
    expect(res.status).toBe(504);
    expect(callsTo('/items', since)).toBe(1);
  });

  it('500 → 502 "Request failed. Please try again." without Magento\'s report id', async () => {
    await setFault(emu.url, { route: '/guest-carts/', status: 500 });
    const res = await h.call('GET', `/api/magento/cart?cartId=${cartId}`);
    expect(res.status).toBe(502);
    expect(res.json).toEqual(envelope('Request failed. Please try again.'));
    expect(res.text).not.toMatch(/Report ID|webapi-|stack/i);
  });

  it('503 → 503 "The shop is temporarily unavailable. Please try again."', async () => {
    await setFault(emu.url, { route: '/payment-methods', status: 503 });
    const res = await h.call('GET', `/api/magento/cart/payment-methods?cartId=${cartId}`);
    expect(res.status).toBe(503);
    expect(res.json).toEqual(envelope('The shop is temporarily unavailable. Please try again.'));
  });

  it('malformed JSON → 502 "Invalid response format"', async () => {
    await setFault(emu.url, { route: '/totals', malformedJson: true });
    const res = await h.call('GET', `/api/magento/cart/totals?cartId=${cartId}`);
    expect(res.status).toBe(502);
    expect(res.json).toEqual(envelope('Invalid response format'));
    await setFault(emu.url, { route: '/graphql', malformedJson: true });
    const gql = await h.call('POST', '/api/magento/cart/process-payment', { paymentToken: 'abcdef0123456789' });
    expect(gql.status).toBe(502);
    expect(gql.json).toEqual(envelope('Invalid response format'));
  });

  it('an endless body → 502 "Invalid response format" once MAGENTO_MAX_RESPONSE_BYTES is read, on REST and GraphQL', async () => {
    const limited = await startApiHarness({
      magentoUrl: emu.url,
      magentoToken: emu.integrationToken,
      env: { MAGENTO_MAX_RESPONSE_BYTES: String(1024 * 1024) },
      config: { upstreamTimeoutMs: 5000 },
    });
    try {
      await setFault(emu.url, { route: '/totals', endlessBody: true, times: 1 });
      const t0 = Date.now();
      const since = limited.upstreamCalls.length;
      const res = await limited.call('GET', `/api/magento/cart/totals?cartId=${cartId}`);
      expect(res.status).toBe(502);
      expect(res.json).toEqual(envelope('Invalid response format'));
      expect(Date.now() - t0).toBeLessThan(4000); // the limit, not the 5 s deadline, ended it
      expect(limited.upstreamCalls.slice(since).filter((c) => c.url.includes('/totals'))).toHaveLength(1); // not retried
      await setFault(emu.url, { route: '/graphql', endlessBody: true, times: 1 });
      const gql = await limited.call('POST', '/api/magento/cart/process-payment', { paymentToken: 'abcdef0123456789' });
      expect(gql.status).toBe(502);
      expect(gql.json).toEqual(envelope('Invalid response format'));
      // The next answer is read as usual.
      expect((await limited.call('GET', `/api/magento/cart/totals?cartId=${cartId}`)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('connection reset → 503; a read is retried once, a write never', async () => {
    await setFault(emu.url, { route: '/guest-carts/', connectionReset: true });
    let since = h.upstreamCalls.length;
    const read = await h.call('GET', `/api/magento/cart?cartId=${cartId}`);
    expect(read.status).toBe(503);
    expect(read.json).toEqual(envelope('The shop is temporarily unavailable. Please try again.'));
    expect(callsTo('/guest-carts/', since)).toBe(2);
    since = h.upstreamCalls.length;
    const write = await h.call('POST', `/api/magento/cart/items?cartId=${cartId}`, { cartItem: { sku, qty: 1 } });
    expect(write.status).toBe(503);
    expect(callsTo('/guest-carts/', since)).toBe(1);
  });

  it('a single reset on a read is absorbed by the one retry', async () => {
    await setFault(emu.url, { route: '/guest-carts/', connectionReset: true, times: 1 });
    const res = await h.call('GET', `/api/magento/cart?cartId=${cartId}`);
    expect(res.status).toBe(200);
  });

  it("order comments keep the spec's texts when Magento fails", async () => {
    const token = h.deps.orderTokens.seal('order', '1');
    await setFault(emu.url, { route: '/comments', status: 500 });
    const list = await h.call('GET', `/api/magento/order-comment?orderId=${token}`);
    expect(list.status).toBe(502);
    expect(list.json).toEqual(envelope('Failed to fetch order comments'));
    await clearFaults(emu.url);
    await setFault(emu.url, { route: '/V1/orders/', status: 500 });
    const post = await h.call('POST', '/api/magento/order-comment', { orderId: token, comment: 'x' });
    expect(post.json).toEqual(envelope('Failed to submit comment'));
  });
});
