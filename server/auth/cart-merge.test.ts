// The customer's cart through the shop's own cart API (issue 23 item 2, decision 029), against the emulator through the
// real app: the guest cart merged into the customer's Magento cart at login (quantities added, a bike keeps its
// options), nothing lost when a line cannot move and nothing doubled when the login is repeated, the cart `mine` only
// with a customer session, an order from it in the customer's order list, and a logout that leaves no cart cookie.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorSwitch, startAccountApp, startAccountEmulator, type AccountApp, type Browser, type TestEmulator } from './account-test-harness';

let emu: TestEmulator;
let app: AccountApp;
const SIMPLE = 'FOLT-LOCK-FOLD';
const BIKE = 'FOLT Classic';
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

/** The default selection of every required option of the bike, as the configurator sends it. */
async function bikeOptions(): Promise<{ option_id: number; option_qty: number; option_selections: number[] }[]> {
  const res = await fetch(`${emu.url}/rest/nl/V1/products/${encodeURIComponent(BIKE)}`, { headers: { authorization: `Bearer ${emu.integrationToken}` } });
  const product = (await res.json()) as {
    extension_attributes: { bundle_product_options: { option_id: number; required: boolean; product_links: { id: string; is_default: boolean }[] }[] };
  };
  return product.extension_attributes.bundle_product_options
    .filter((option) => option.required)
    .map((option) => ({
      option_id: option.option_id,
      option_qty: 1,
      option_selections: [Number((option.product_links.find((link) => link.is_default) ?? option.product_links[0]!).id)],
    }));
}

async function add(browser: Browser, cartId: string, sku: string, qty: number, bundle?: unknown[]) {
  const answer = await browser.request('POST', `/api/magento/cart/items?cartId=${cartId}`, {
    cartItem: { sku, qty, ...(bundle ? { product_option: { extension_attributes: { bundle_options: bundle } } } : {}) },
  });
  expect(answer.status).toBe(200);
  return answer.json.data;
}

/** A guest cart with a lock (qty) and a configured bike, its id in the cart cookie as the shop runtime keeps it. */
async function guestCart(browser: Browser, lockQty: number): Promise<string> {
  const cartId = (await browser.request('POST', '/api/magento/cart')).json.data as string;
  browser.cookies.set('cartId', cartId);
  await add(browser, cartId, SIMPLE, lockQty);
  await add(browser, cartId, BIKE, 1, await bikeOptions());
  return cartId;
}

async function cartOf(browser: Browser, cartId: string) {
  return (await browser.get(`/api/magento/cart?cartId=${cartId}`)).json;
}

const lineOf = (cart: { items: { sku: string; qty: number; product_type: string }[] }, type: 'bundle' | 'simple') =>
  cart.items.find((item) => (type === 'bundle' ? item.product_type === 'bundle' : item.sku === SIMPLE));

describe('the guest cart at login', () => {
  it("is merged into the customer's Magento cart: quantities added, the bike with its options; the cookie names the customer's cart", async () => {
    // The customer left a lock in their cart on another device earlier.
    const other = app.browser();
    await other.loginCustomer(emu.customer.email, emu.customer.password);
    await add(other, 'mine', SIMPLE, 2);

    const browser = app.browser();
    const guestId = await guestCart(browser, 1);
    const bikeBefore = lineOf(await cartOf(browser, guestId).then((a) => a.data), 'bundle')!;
    const login = await browser.loginCustomer(emu.customer.email, emu.customer.password);
    expect(login.status).toBe(200);
    expect(login.json.data.cart).toEqual({ cartId: 'mine', merged: 2, leftBehind: [] });
    expect(login.headers.getSetCookie().find((line) => line.startsWith('cartId='))).toMatch(
      /^cartId=mine; Max-Age=2592000; Path=\/; Expires=.+; SameSite=Lax$/,
    );
    expect(browser.cookies.get('cartId')).toBe('mine');

    const cart = (await cartOf(browser, 'mine')).data;
    expect(lineOf(cart, 'simple')?.qty).toBe(3);
    const bike = lineOf(cart, 'bundle')!;
    expect(bike.qty).toBe(1);
    expect((bike as { product_option?: unknown }).product_option).toEqual((bikeBefore as { product_option?: unknown }).product_option);
    // Moved, not copied: the guest cart is empty now.
    expect((await cartOf(browser, guestId)).data.items).toEqual([]);

    // The same login again with the old guest cookie (an answer that never arrived): nothing is added twice.
    browser.cookies.set('cartId', guestId);
    const again = await browser.loginCustomer(emu.customer.email, emu.customer.password);
    expect(again.json.data.cart).toEqual({ cartId: 'mine', merged: 0, leftBehind: [] });
    expect(lineOf((await cartOf(browser, 'mine')).data, 'simple')?.qty).toBe(3);
    await clearCustomerCart(browser);
  });

  it('a line Magento will not take stays in the guest cart and is named; the next login moves it, and moves nothing twice', async () => {
    const browser = app.browser();
    const guestId = await guestCart(browser, 1);
    // The customer's cart refuses the first add once (Magento failing for a moment).
    await emulatorSwitch(emu, '/faults', { route: '/carts/mine/items', method: 'POST', status: 503, times: 1 });
    const login = await browser.loginCustomer(emu.customer.email, emu.customer.password);
    await emulatorSwitch(emu, '/faults', null);
    expect(login.status).toBe(200);
    expect(login.json.data.cart.merged).toBe(1);
    expect(login.json.data.cart.leftBehind).toEqual([{ name: expect.stringMatching(/\S/), qty: 1 }]);
    const guest = (await cartOf(browser, guestId)).data;
    expect(guest.items).toHaveLength(1);
    expect(guest.items[0].sku).toBe(SIMPLE);

    browser.cookies.set('cartId', guestId);
    const retry = await browser.loginCustomer(emu.customer.email, emu.customer.password);
    expect(retry.json.data.cart).toEqual({ cartId: 'mine', merged: 1, leftBehind: [] });
    const cart = (await cartOf(browser, 'mine')).data;
    expect(cart.items.map((item: { product_type: string; qty: number }) => [item.product_type, item.qty]).sort()).toEqual([
      ['bundle', 1],
      ['simple', 1],
    ]);
    await clearCustomerCart(browser);
  });

  it('a line added but not taken out of the guest cart (Magento failing on the delete) is not added again by the next login', async () => {
    const browser = app.browser();
    const guestId = await guestCart(browser, 2);
    await emulatorSwitch(emu, '/faults', { route: `/guest-carts/${guestId}/items/`, method: 'DELETE', status: 503, times: 1 });
    const login = await browser.loginCustomer(emu.customer.email, emu.customer.password);
    await emulatorSwitch(emu, '/faults', null);
    expect(login.json.data.cart).toEqual({ cartId: 'mine', merged: 2, leftBehind: [] });
    expect((await cartOf(browser, guestId)).data.items).toHaveLength(1);
    browser.cookies.set('cartId', guestId);
    await browser.loginCustomer(emu.customer.email, emu.customer.password);
    const cart = (await cartOf(browser, 'mine')).data;
    expect(lineOf(cart, 'simple')?.qty).toBe(2);
    expect(lineOf(cart, 'bundle')?.qty).toBe(1);
    await clearCustomerCart(browser);
  });
});

describe("the customer's cart `mine`", () => {
  it("without an address of its own it carries the customer's default address and e-mail (the checkout opens filled in)", async () => {
    const browser = app.browser();
    await browser.loginCustomer(emu.customer.email, emu.customer.password);
    const cart = (await browser.get('/api/magento/cart?cartId=mine')).json.data;
    expect(cart.billing_address).toEqual({
      firstname: 'Sanne',
      lastname: 'de Vries',
      // The address book's one street line, split as the checkout's street and house number fields read it.
      street: ['Oudegracht', '120'],
      city: 'Utrecht',
      postcode: '3511 AX',
      country_id: 'NL',
      telephone: '+31 30 123 4567',
      email: emu.customer.email,
    });
    // A guest cart has no such address.
    const guest = app.browser();
    const guestId = (await guest.request('POST', '/api/magento/cart')).json.data as string;
    await add(guest, guestId, SIMPLE, 1);
    expect((await cartOf(guest, guestId)).data.billing_address).toBeNull();
  });

  it("is an unknown cart without a customer session (404, nothing asked of Magento with anyone's token)", async () => {
    const browser = app.browser();
    const answer = await browser.get('/api/magento/cart?cartId=mine');
    expect(answer.status).toBe(404);
    expect(answer.json).toEqual({ success: false, data: null, error: 'Cart not found' });
    expect((await browser.request('POST', '/api/magento/cart/items?cartId=mine', { cartItem: { sku: SIMPLE, qty: 1 } })).status).toBe(404);
  });

  it("a logged-in customer's new cart is their Magento cart; its order is in their order list; the logout empties the cart cookies", async () => {
    const browser = app.browser();
    await browser.loginCustomer(emu.customer.email, emu.customer.password);
    await clearCustomerCart(browser);
    browser.cookies.delete('cartId');
    expect((await browser.request('POST', '/api/magento/cart')).json.data).toBe('mine');
    await add(browser, 'mine', SIMPLE, 1);
    const shipping = await browser.request('POST', '/api/magento/cart/shipping?cartId=mine', { addressInformation: { shipping_address: ADDRESS } });
    expect(shipping.status).toBe(200);
    const placed = await browser.request('POST', '/api/magento/cart/payment-information?cartId=mine', {
      billingAddress: ADDRESS,
      paymentMethodCode: 'cashondelivery',
      email: emu.customer.email,
    });
    expect(placed.status).toBe(200);
    const detail = await browser.get(`/api/customer/orders/${placed.json.data}`);
    expect(detail.status).toBe(200);
    const orders = (await browser.get('/api/customer/orders')).json.data.items as { number: string }[];
    expect(orders[0]!.number).toBe(detail.json.data.number);
    // Ordered: the customer has no active cart, so `mine` is an unknown cart until the next add makes one.
    expect((await browser.get('/api/magento/cart?cartId=mine')).status).toBe(404);

    browser.cookies.set('cartId', 'mine');
    browser.cookies.set('orderId', placed.json.data);
    const logout = await browser.request('POST', '/api/auth/customer/logout', {});
    expect(logout.status).toBe(200);
    const cleared = logout.headers.getSetCookie().filter((line) => /^(cartId|orderId|paymentToken|couponCode)=/.test(line));
    expect(cleared).toHaveLength(4);
    for (const line of cleared) expect(line).toMatch(/^\w+=; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT$/);
    expect((await browser.get('/api/magento/cart?cartId=mine')).status).toBe(404);
  });
});

/** Empties the logged-in customer's cart, so each test starts from nothing. */
async function clearCustomerCart(browser: Browser): Promise<void> {
  const answer = await browser.get('/api/magento/cart?cartId=mine');
  if (answer.status !== 200) return;
  for (const item of answer.json.data.items as { item_id: number }[]) {
    expect((await browser.request('DELETE', `/api/magento/cart/item?cartId=mine&itemId=${item.item_id}`)).status).toBe(200);
  }
}
