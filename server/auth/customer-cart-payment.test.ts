// The money paths of the customer's cart `mine` (decision 029), against the emulator through the real app: a repeated
// place-order (its first answer lost) gets the first order, never a refusal nor a second order; an open Mollie payment
// of a customer's cart can be continued or given up as a guest's can — giving up cancels the order and brings the same
// cart back (Mollie's mollieRestoreCart for the customer), a second give-up changes nothing, a payment that came in
// meanwhile wins.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorSwitch, startAccountApp, startAccountEmulator, type AccountApp, type Browser, type TestEmulator } from './account-test-harness';

let emu: TestEmulator;
let app: AccountApp;
const SIMPLE = 'FOLT-LOCK-FOLD';
const ADDRESS = {
  firstname: 'Anna',
  lastname: 'Bakker',
  street: ['Oudegracht 1'],
  city: 'Utrecht',
  postcode: '3511 AA',
  country_id: 'NL',
  telephone: '0612345678',
};

beforeAll(async () => {
  emu = await startAccountEmulator();
  app = await startAccountApp({ emulator: emu, overrides: { loginLimits: { perIp: { limit: 1000, windowMs: 60_000 } } } });
}, 60_000);
afterAll(async () => {
  await app?.close();
  await emu?.close();
});

/** A logged-in customer with one lock in an otherwise empty cart `mine`, shipped. */
async function customerWithCart(target: AccountApp = app): Promise<Browser> {
  const browser = target.browser();
  expect((await browser.loginCustomer(emu.customer.email, emu.customer.password)).status).toBe(200);
  const current = await browser.get('/api/magento/cart?cartId=mine');
  if (current.status === 200) {
    for (const item of current.json.data.items as { item_id: number }[]) {
      expect((await browser.request('DELETE', `/api/magento/cart/item?cartId=mine&itemId=${item.item_id}`)).status).toBe(200);
    }
  }
  browser.cookies.delete('cartId');
  expect((await browser.request('POST', '/api/magento/cart')).json.data).toBe('mine');
  expect((await browser.request('POST', '/api/magento/cart/items?cartId=mine', { cartItem: { sku: SIMPLE, qty: 1 } })).status).toBe(200);
  expect((await browser.request('POST', '/api/magento/cart/shipping?cartId=mine', { addressInformation: { shipping_address: ADDRESS } })).status).toBe(200);
  return browser;
}

const submit = (browser: Browser, paymentMethodCode: string) =>
  browser.request('POST', '/api/magento/cart/payment-information?cartId=mine', { billingAddress: ADDRESS, paymentMethodCode, email: emu.customer.email });

const orderNumbers = async (browser: Browser) => ((await browser.get('/api/customer/orders')).json.data.items as { number: string }[]).map((o) => o.number);

/** Ordered with iDEAL and the Mollie payment started: the customer is at Mollie's page and never comes back. */
async function atMollie(browser: Browser): Promise<{ orderToken: string; paymentToken: string; checkoutUrl: string }> {
  const paymentToken = (await browser.get('/api/magento/cart/payment-token?cartId=mine')).json.data as string;
  const placed = await submit(browser, 'mollie_methods_ideal');
  expect(placed.status, placed.text).toBe(200);
  const started = await browser.request('POST', '/api/magento/cart/start-transaction', { token: paymentToken });
  expect(started.status, started.text).toBe(200);
  return { orderToken: placed.json.data, paymentToken, checkoutUrl: started.json.data };
}

/** The customer (or the bank) decides on Mollie's page; the shopper never follows the redirect. */
async function choose(checkoutUrl: string, status: 'paid' | 'canceled') {
  const res = await fetch(checkoutUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `status=${status}`,
    redirect: 'manual',
  });
  expect(res.status).toBe(303);
}

describe("a repeated place-order of the customer's cart", () => {
  it('gets the first order again (the quote is no longer carts/mine), one order in the account', async () => {
    const browser = await customerWithCart();
    const before = await orderNumbers(browser);
    const first = await submit(browser, 'cashondelivery');
    expect(first.status, first.text).toBe(200);
    // The first answer never arrived; the browser submits the same checkout again.
    const again = await submit(browser, 'cashondelivery');
    expect(again.status, again.text).toBe(200);
    expect(again.json.data).toBe(first.json.data);
    const after = await orderNumbers(browser);
    expect(after.length).toBe(before.length + 1);
  });

  it('gets the first order also when Magento placed it after the shop had stopped waiting (no finished claim)', async () => {
    const slow = await startAccountApp({
      emulator: emu,
      config: { upstreamTimeoutMs: 2500 },
      overrides: { loginLimits: { perIp: { limit: 1000, windowMs: 60_000 } } },
    });
    try {
      const browser = await customerWithCart(slow);
      const before = await orderNumbers(browser);
      await emulatorSwitch(emu, '/faults', { route: '/V1/carts/mine/payment-information', method: 'POST', latencyMs: 4000, times: 1 });
      const lost = await submit(browser, 'cashondelivery');
      expect(lost.status).toBeGreaterThanOrEqual(500);
      // Magento finishes the order after the shop gave up waiting.
      await new Promise((resolve) => setTimeout(resolve, 2500));
      const again = await submit(browser, 'cashondelivery');
      expect(again.status, again.text).toBe(200);
      const detail = await browser.get(`/api/customer/orders/${again.json.data}`);
      expect(detail.status).toBe(200);
      const after = await orderNumbers(browser);
      expect(after.length).toBe(before.length + 1);
      expect(after).toContain(detail.json.data.number);
      // And once more: the same order.
      expect((await submit(browser, 'cashondelivery')).json.data).toBe(again.json.data);
    } finally {
      await emulatorSwitch(emu, '/faults', null);
      await slow.close();
    }
  }, 30_000);
});

describe("a customer's repeated place-order after the place-order note expired (24 h, simulated clock)", () => {
  const DAY = 24 * 3_600_000;

  /** An app whose clock the test moves; the customer's session outlives the day (a long Magento token lifetime). */
  async function appWithClock(): Promise<{ target: AccountApp; later: (ms: number) => void }> {
    let offset = 0;
    const target = await startAccountApp({
      emulator: emu,
      config: { customerTokenLifetimeMs: 3 * DAY },
      overrides: { clock: () => Date.now() + offset, loginLimits: { perIp: { limit: 1000, windowMs: 60_000 } } },
    });
    return { target, later: (ms) => (offset += ms) };
  }
  const orderNumberOf = async (browser: Browser, token: string) => (await browser.get(`/api/customer/orders/${token}`)).json.data?.number as string;

  it('in the same session (no cart any more): "Cart not found", never a second order and never a guessed one', async () => {
    const { target, later } = await appWithClock();
    // Magento's customer token outlives the day (a shop configured so): issued a day ahead, it is still valid then.
    await emulatorSwitch(emu, '/clock', { advanceMs: DAY + 2 * 3_600_000 });
    try {
      const browser = await customerWithCart(target);
      const before = await orderNumbers(browser);
      const first = await submit(browser, 'cashondelivery');
      expect(first.status, first.text).toBe(200);
      // Within the day, the repeat is the same order (the note).
      const soon = await submit(browser, 'cashondelivery');
      expect(soon.status, soon.text).toBe(200);
      expect(await orderNumberOf(browser, soon.json.data)).toBe(await orderNumberOf(browser, first.json.data));
      later(DAY + 3_600_000);
      const again = await submit(browser, 'cashondelivery');
      expect(again.status, again.text).toBe(404);
      expect(again.json.error).toBe('Cart not found');
      expect((await orderNumbers(browser)).length).toBe(before.length + 1);
    } finally {
      await emulatorSwitch(emu, '/clock', { reset: true });
      await target.close();
    }
  }, 30_000);

  it('after logging in again (a new, empty cart mine): "The cart is empty", not Magento\'s shipping-method refusal, and no second order', async () => {
    const { target, later } = await appWithClock();
    try {
      const browser = await customerWithCart(target);
      const before = await orderNumbers(browser);
      const first = await submit(browser, 'cashondelivery');
      expect(first.status, first.text).toBe(200);
      later(DAY + 3_600_000);
      // The login makes carts/mine a new, empty quote (QuoteManagement::createEmptyCartForCustomer).
      expect((await browser.loginCustomer(emu.customer.email, emu.customer.password)).status).toBe(200);
      expect((await browser.get('/api/magento/cart?cartId=mine')).json.data.items).toEqual([]);
      const again = await submit(browser, 'cashondelivery');
      expect(again.status, again.text).toBe(400);
      expect(again.json.error).toBe('The cart is empty');
      expect((await orderNumbers(browser)).length).toBe(before.length + 1);
      // The new cart is the customer's to fill and order: a line in it is a new order.
      expect((await browser.request('POST', '/api/magento/cart/items?cartId=mine', { cartItem: { sku: SIMPLE, qty: 1 } })).status).toBe(200);
      expect((await browser.request('POST', '/api/magento/cart/shipping?cartId=mine', { addressInformation: { shipping_address: ADDRESS } })).status).toBe(200);
      const next = await submit(browser, 'cashondelivery');
      expect(next.status, next.text).toBe(200);
      expect(await orderNumberOf(browser, next.json.data)).not.toBe(await orderNumberOf(browser, first.json.data));
      expect((await orderNumbers(browser)).length).toBe(before.length + 2);
    } finally {
      await target.close();
    }
  }, 30_000);
});

describe("an open Mollie payment of the customer's cart", () => {
  it('the cart page offers to continue it; giving it up cancels the order and brings the same cart back; a second give-up changes nothing', async () => {
    const browser = await customerWithCart();
    const { orderToken, paymentToken, checkoutUrl } = await atMollie(browser);
    const number = (await browser.get(`/api/customer/orders/${orderToken}`)).json.data.number as string;
    // Ordered: the customer has no active cart.
    expect((await browser.get('/api/magento/cart?cartId=mine')).status).toBe(404);

    const reset = await browser.request('POST', '/api/magento/cart/reset-cart', { cartId: 'mine' });
    expect(reset.status, reset.text).toBe(200);
    expect(reset.json.data).toEqual({ outcome: 'open', orderToken: expect.any(String), orderNumber: number });
    // Still closed: no second order can be placed for it meanwhile.
    expect((await browser.get('/api/magento/cart?cartId=mine')).status).toBe(404);
    // Continuing is the same payment (the same checkout URL).
    expect((await browser.request('POST', '/api/magento/cart/start-transaction', { token: paymentToken })).json.data).toBe(checkoutUrl);

    const abandoned = await browser.request('POST', '/api/magento/cart/abandon-payment', { cartId: 'mine' });
    expect(abandoned.status, abandoned.text).toBe(200);
    expect(abandoned.json.data).toEqual({ outcome: 'restored' });
    const cart = await browser.get('/api/magento/cart?cartId=mine');
    expect(cart.status).toBe(200);
    expect((cart.json.data.items as { sku: string; qty: number }[]).map((i) => [i.sku, i.qty])).toEqual([[SIMPLE, 1]]);
    expect((await browser.get(`/api/customer/orders/${orderToken}`)).json.data.status).toMatch(/cancel/i);

    // A second give-up (a double click, a lost answer): the same cart, nothing else.
    const twice = await browser.request('POST', '/api/magento/cart/abandon-payment', { cartId: 'mine' });
    expect(twice.json.data).toEqual({ outcome: 'restored' });
    // The restored cart is ordered anew: a new order, not the canceled one's answer.
    const reordered = await submit(browser, 'cashondelivery');
    expect(reordered.status, reordered.text).toBe(200);
    expect(reordered.json.data).not.toBe(orderToken);
    expect((await browser.get(`/api/customer/orders/${reordered.json.data}`)).json.data.number).not.toBe(number);
  });

  it('paid meanwhile: giving up answers the order to confirm and the cart stays closed', async () => {
    const browser = await customerWithCart();
    const { orderToken, checkoutUrl } = await atMollie(browser);
    const number = (await browser.get(`/api/customer/orders/${orderToken}`)).json.data.number as string;
    await choose(checkoutUrl, 'paid');
    const abandoned = await browser.request('POST', '/api/magento/cart/abandon-payment', { cartId: 'mine' });
    expect(abandoned.status, abandoned.text).toBe(200);
    expect(abandoned.json.data).toEqual({ outcome: 'paid', orderToken: expect.any(String), orderNumber: number });
    expect((await browser.get('/api/magento/cart?cartId=mine')).status).toBe(404);
    expect((await browser.get(`/api/customer/orders/${orderToken}`)).json.data.status).not.toMatch(/cancel/i);
    // Told once: the cart page later (after another login, the cookie `mine` again) is an empty start, not that order.
    expect((await browser.request('POST', '/api/magento/cart/reset-cart', { cartId: 'mine' })).json.data).toEqual({ outcome: 'restored' });
    expect((await browser.get('/api/magento/cart?cartId=mine')).status).toBe(404);
  });

  it('back from Mollie while it is still open (Mollie re-activated the quote): not payable again; giving it up cancels the order, the cart stays', async () => {
    const browser = await customerWithCart();
    const { orderToken, paymentToken } = await atMollie(browser);
    const number = (await browser.get(`/api/customer/orders/${orderToken}`)).json.data.number as string;
    const back = await browser.request('POST', '/api/magento/cart/process-payment', { paymentToken });
    expect(back.status, back.text).toBe(200);
    expect(back.json.data.mollieProcessTransaction).toMatchObject({ outcome: 'open', orderNumber: number, redirect_to_cart: false });
    // The re-activated quote is not ordered a second time while its payment is open.
    const second = await submit(browser, 'cashondelivery');
    expect(second.status).toBe(409);
    const abandoned = await browser.request('POST', '/api/magento/cart/abandon-payment', { cartId: 'mine' });
    expect(abandoned.json.data).toEqual({ outcome: 'restored' });
    expect((await browser.get(`/api/customer/orders/${orderToken}`)).json.data.status).toMatch(/cancel/i);
    const reordered = await submit(browser, 'cashondelivery');
    expect(reordered.status, reordered.text).toBe(200);
    expect(reordered.json.data).not.toBe(orderToken);
  });

  it('a canceled payment returned from Mollie: the re-activated cart is ordered anew with the same checkout, not answered with the old order', async () => {
    const browser = await customerWithCart();
    const { orderToken, paymentToken, checkoutUrl } = await atMollie(browser);
    await choose(checkoutUrl, 'canceled');
    const back = await browser.request('POST', '/api/magento/cart/process-payment', { paymentToken });
    expect(back.json.data.mollieProcessTransaction).toMatchObject({ redirect_to_cart: true, redirect_to_success_page: false });
    const again = await submit(browser, 'mollie_methods_ideal');
    expect(again.status, again.text).toBe(200);
    expect(again.json.data).not.toBe(orderToken);
  });

  it('a payment Mollie reports canceled: the cart page brings the cart back', async () => {
    const browser = await customerWithCart();
    const { checkoutUrl } = await atMollie(browser);
    await choose(checkoutUrl, 'canceled');
    const reset = await browser.request('POST', '/api/magento/cart/reset-cart', { cartId: 'mine' });
    expect(reset.json.data).toEqual({ outcome: 'restored' });
    const cart = await browser.get('/api/magento/cart?cartId=mine');
    expect(cart.status).toBe(200);
    expect((cart.json.data.items as { sku: string }[]).map((i) => i.sku)).toEqual([SIMPLE]);
  });
});
