// Issue 16 in Chromium against the whole shop: a shopper who paid at Mollie but never came back through the return
// URL, or who left Mollie's page with the payment still open, later opens the cart. Mollie's own restore re-activates
// any cart (the emulator too, proved below), so the shop server's check is what keeps a second payment out.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { startShopProcess, type ShopProcess } from './shop-process';
import {
  INTEGRATION_TOKEN,
  checkoutUpToPayment,
  completeMollieCheckout,
  type EmulatorOrder,
  openShop,
  orderAtMollie,
  ordersFor,
  partsIn,
  tr,
  unexpectedProblems,
  type CatalogueProduct,
  type ShopPage,
} from './shop-fixtures';

let shop: ShopProcess;
let browser: Browser;
let parts: CatalogueProduct[] = [];

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShopProcess(), launchBrowser()]);
  parts = (await partsIn(shop, 'nl')).filter((part) => part.price > 0);
  expect(parts.length).toBeGreaterThan(3);
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

let emailCounter = 0;
const uniqueEmail = () => `safety-${Date.now()}-${++emailCounter}@example.nl`;

/** The cart id the shop keeps in its cookie. */
async function cartIdOf(session: ShopPage): Promise<string> {
  const cartId = (await session.context.cookies()).find((cookie) => cookie.name === 'cartId')?.value;
  expect(cartId).toBeTruthy();
  return cartId!;
}

/** A part ordered with iDEAL: the page ends on Mollie's test checkout. */
async function orderWithIdeal(session: ShopPage, part: CatalogueProduct, email: string): Promise<{ checkoutUrl: string; cartId: string }> {
  const checkoutUrl = await orderAtMollie(session, part, email);
  return { checkoutUrl, cartId: await cartIdOf(session) };
}

/** "Mollie" records the choice and calls the webhook; the shopper's browser never follows the way back. */
async function payWithoutReturn(checkoutUrl: string, status: 'paid' | 'open'): Promise<void> {
  const answer = await fetch(checkoutUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `status=${status}`,
    redirect: 'manual',
  });
  expect(answer.status).toBe(303);
}

const emulatorCart = async (cartId: string) =>
  (await (await fetch(`${shop.emulatorUrl}/rest/V1/guest-carts/${cartId}`)).json()) as { is_active: boolean; items: Array<{ sku: string }> };

/** The back office's order view shows the order as being processed (paid, invoiced). */
async function expectBackOfficeProcessing(order: { entity_id: number; increment_id: string }): Promise<void> {
  const admin = await openShop(browser, shop, { locale: 'en-GB' });
  try {
    await admin.open(`/en/admin/order-view/${order.entity_id}`);
    await admin.page.locator('#login-identifier').fill('admin');
    await admin.page.locator('#login-password').fill('Admin123!');
    await admin.page.getByRole('button', { name: 'Log in', exact: true }).click();
    await admin.page.getByRole('heading', { level: 1, name: `Order ${order.increment_id}` }).waitFor({ timeout: 20_000 });
    await admin.page.getByText('Being processed').first().waitFor({ timeout: 15_000 });
  } finally {
    await admin.close();
  }
}

/** The emulator's REST as a caller with the given token; a non-2xx answer fails the test with Magento's message. */
async function emulatorRest<T>(method: string, path: string, token: string, body?: unknown): Promise<T> {
  const answer = await fetch(`${shop.emulatorUrl}/rest/V1${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await answer.text();
  expect(answer.ok, `${method} ${path}: ${text}`).toBe(true);
  return JSON.parse(text) as T;
}

async function openPanel(page: Page, orderNumber: string) {
  const panel = page.getByRole('alert').filter({ hasText: tr('nl', 'Your payment for order {number} is still open.').replace('{number}', orderNumber) });
  await panel.waitFor({ timeout: 20_000 });
  return panel;
}

describe('the cart after leaving Mollie without the return (Dutch)', () => {
  it('paid (only the webhook knows): the cart opens the confirmation, no second order; the back office shows it paid', async () => {
    const session = await openShop(browser, shop);
    try {
      const email = uniqueEmail();
      const part = parts[0]!;
      const { checkoutUrl, cartId } = await orderWithIdeal(session, part, email);
      await payWithoutReturn(checkoutUrl, 'paid');
      // Later, e.g. the next day: the shopper opens the cart.
      await session.open('/shop/cart');
      await session.page.waitForURL(/\/shop\/confirmed\?orderId=/, { timeout: 20_000 });
      const [order] = await ordersFor(shop, email);
      expect(order!.status).toBe('processing');
      await session.page.getByText(order!.increment_id).first().waitFor({ timeout: 15_000 });
      await session.page.getByText(part.name).first().waitFor();
      // The cart cookies are gone and the cart stays empty: nothing to pay a second time.
      expect((await session.context.cookies()).filter((cookie) => ['cartId', 'paymentToken', 'orderId'].includes(cookie.name))).toEqual([]);
      await session.open('/shop/cart');
      await session.page.getByText(tr('nl', 'Your cart is empty.')).waitFor({ timeout: 15_000 });
      expect(await ordersFor(shop, email)).toHaveLength(1);
      expect((await emulatorCart(cartId)).is_active).toBe(false);
      expect(unexpectedProblems(session.problems)).toEqual([]);

      // Without the server's check a second order would have been possible: Mollie's restore re-opens the paid cart.
      const restore = await fetch(`${shop.emulatorUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: 'mutation ($id: String!) { mollieRestoreCart(input: { cart_id: $id }) { cart { id } } }', variables: { id: cartId } }),
      });
      expect(((await restore.json()) as { data: { mollieRestoreCart: { cart: { id: string } } } }).data.mollieRestoreCart.cart.id).toBe(cartId);
      const reopened = await emulatorCart(cartId);
      expect(reopened.is_active).toBe(true);
      expect(reopened.items.map((item) => item.sku)).toEqual([part.sku]);

      // The back office shows the webhook-only order as being processed (paid, invoiced).
      await expectBackOfficeProcessing(order!);
    } finally {
      await session.close();
    }
  });

  it("a customer's order paid only through the webhook shows as being processed in their order history and in the back office", async () => {
    // The shop's checkout is a guest checkout; Magento hands a guest cart to its customer with PUT guest-carts/:cartId
    // (the customer's own token), after which it is the customer's carts/mine and its order belongs to them.
    const session = await openShop(browser, shop);
    try {
      await checkoutUpToPayment(session, parts[4] ?? parts[0]!, 'klant@example.com');
      const cartId = await cartIdOf(session);
      const token = await emulatorRest<string>('POST', '/integration/customer/token', INTEGRATION_TOKEN, {
        username: 'klant@example.com',
        password: 'Klant123!',
      });
      const me = await emulatorRest<{ id: number }>('GET', '/customers/me', token);
      expect(await emulatorRest<boolean>('PUT', `/guest-carts/${cartId}`, token, { cartId, customerId: me.id, storeId: 1 })).toBe(true);
      // As the shop does for iDEAL: Mollie's payment token, the order, then the transaction.
      const paymentToken = await emulatorRest<string>('GET', '/carts/mine/mollie/payment-token', token);
      const orderId = await emulatorRest<string>('POST', '/carts/mine/payment-information', token, { paymentMethod: { method: 'mollie_methods_ideal' } });
      const checkoutUrl = await emulatorRest<string>('POST', '/mollie/transaction/start', INTEGRATION_TOKEN, { token: paymentToken });
      expect(checkoutUrl).toMatch(/\/mollie\/checkout\/tr_/);
      await payWithoutReturn(checkoutUrl, 'paid');
      const order = (await ordersFor(shop, 'klant@example.com')).find((entry) => String(entry.entity_id) === orderId) as EmulatorOrder & {
        customer_id?: number;
      };
      expect([order.status, order.customer_id]).toEqual(['processing', me.id]);

      // The customer logs in (Dutch) and finds it in their order history as being processed.
      const customer = await openShop(browser, shop);
      try {
        await customer.open('/customer-login');
        await customer.page.locator('#login-identifier').fill('klant@example.com');
        await customer.page.locator('#login-password').fill('Klant123!');
        await customer.page.getByRole('button', { name: tr('nl', 'Log in'), exact: true }).click();
        await customer.page.waitForURL(/\/customer-orders/, { timeout: 15_000 });
        const card = customer.page.locator('.order-card', { hasText: order.increment_id });
        await card.getByText(tr('nl', 'Being processed')).waitFor({ timeout: 15_000 });
        expect(unexpectedProblems(customer.problems)).toEqual([]);
      } finally {
        await customer.close();
      }
      await expectBackOfficeProcessing(order);
    } finally {
      await session.close();
    }
  });

  it('open: the cart offers to continue; continuing opens the same Mollie payment, paid → one order', async () => {
    const session = await openShop(browser, shop);
    try {
      const email = uniqueEmail();
      const { checkoutUrl } = await orderWithIdeal(session, parts[1]!, email);
      // The shopper closes Mollie's page without choosing and comes back to the shop.
      await session.open('/shop/cart');
      const [order] = await ordersFor(shop, email);
      const panel = await openPanel(session.page, order!.increment_id);
      expect(await session.page.locator('.cart-lines').count()).toBe(0);
      expect(await session.page.getByRole('link', { name: tr('nl', 'Go to checkout') }).count()).toBe(0);
      await panel.getByRole('button', { name: tr('nl', 'Continue paying') }).click();
      await session.page.waitForURL(checkoutUrl, { timeout: 20_000 });
      await completeMollieCheckout(session.page, 'paid');
      await session.page.waitForURL(/\/shop\/confirmed\?orderId=/, { timeout: 20_000 });
      const orders = await ordersFor(shop, email);
      expect(orders.map((entry) => [entry.increment_id, entry.status])).toEqual([[order!.increment_id, 'processing']]);
      expect(unexpectedProblems(session.problems)).toEqual([]);
    } finally {
      await session.close();
    }
  });

  it('open, given up: the order is canceled, its stock returns and the cart is back with its item', async () => {
    const session = await openShop(browser, shop);
    try {
      const email = uniqueEmail();
      const part = parts[2]!;
      const stock = async () =>
        (
          (await (
            await fetch(`${shop.emulatorUrl}/rest/V1/stockItems/${encodeURIComponent(part.sku)}`, { headers: { authorization: `Bearer ${INTEGRATION_TOKEN}` } })
          ).json()) as { qty: number }
        ).qty;
      const { checkoutUrl } = await orderWithIdeal(session, part, email);
      await payWithoutReturn(checkoutUrl, 'open');
      const held = await stock();
      await session.open('/shop/cart');
      const [order] = await ordersFor(shop, email);
      const panel = await openPanel(session.page, order!.increment_id);
      await panel.getByRole('button', { name: tr('nl', 'Cancel payment') }).click();
      await session.page.locator('.cart-lines > li').filter({ hasText: part.name }).waitFor({ timeout: 20_000 });
      expect(await session.page.locator('.cart-lines > li').count()).toBe(1);
      await session.page.getByRole('link', { name: tr('nl', 'Go to checkout') }).waitFor({ timeout: 15_000 });
      expect((await ordersFor(shop, email)).map((entry) => entry.status)).toEqual(['canceled']);
      expect(await stock()).toBe(held + 1);
      expect(unexpectedProblems(session.problems)).toEqual([]);
    } finally {
      await session.close();
    }
  });

  it("open on Mollie's page and back through the return: the open panel, not a payable cart; continue → the same payment → paid → one order", async () => {
    const session = await openShop(browser, shop);
    try {
      const { page } = session;
      const email = uniqueEmail();
      const { checkoutUrl, cartId } = await orderWithIdeal(session, parts[3]!, email);
      // The shopper leaves the payment open; Mollie sends them back through the return URL.
      await completeMollieCheckout(page, 'open');
      await page.waitForURL(/\/shop\/cart\?payment=/, { timeout: 20_000 });
      const [order] = await ordersFor(shop, email);
      const panel = await openPanel(page, order!.increment_id);
      // Mollie's ProcessTransaction re-activated the cart, but the page offers no way to pay it a second time.
      expect((await emulatorCart(cartId)).is_active).toBe(true);
      expect(await page.locator('.cart-lines').count()).toBe(0);
      expect(await page.getByRole('link', { name: tr('nl', 'Go to checkout') }).count()).toBe(0);
      expect(await page.getByText(tr('nl', 'Payment failed. Please try again.')).count()).toBe(0);
      await panel.getByRole('button', { name: tr('nl', 'Cancel payment') }).waitFor();
      await panel.getByRole('button', { name: tr('nl', 'Continue paying') }).click();
      await page.waitForURL(checkoutUrl, { timeout: 20_000 });
      await completeMollieCheckout(page, 'paid');
      await page.waitForURL(/\/shop\/confirmed\?orderId=/, { timeout: 20_000 });
      await page.getByText(order!.increment_id).first().waitFor({ timeout: 15_000 });
      const orders = await ordersFor(shop, email);
      expect(orders.map((entry) => [entry.increment_id, entry.status])).toEqual([[order!.increment_id, 'processing']]);
      expect(unexpectedProblems(session.problems)).toEqual([]);
    } finally {
      await session.close();
    }
  });
});
