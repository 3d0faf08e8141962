// Order operations that move stock and money, in Chromium against the whole shop (server + Magento emulator,
// production build), driven as an admin does: log in to the back office, open the order, click the action, confirm.
// - cancel returns stock the shop shows: a part at 5 in stock ("Only 5 left"), a cash-on-delivery order for 2 ("Only 3
//   left"), canceled in the back office ("Only 5 left" again);
// - a partial refund of the demo customer's paid Mollie order (1 of 2 of a line) shows in the back office's history and
//   "Refunded" figure, on the dashboard (the week's refunds; its revenue is net of them) and in the customer's order
//   history;
// - the payment-exception queue lists an unpaid Mollie order pending longer than ADMIN_PENDING_PAYMENT_HOURS (1 here,
//   the least the config takes: the emulator's clock is set back 2 hours while the order is placed, so Magento dates
//   it 2 hours ago), its link opens the order with the cancel confirmation, and once canceled the queue drops it.
// Pages in English (the asserted texts are the Lingui sources).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { startShopProcess, type ShopProcess } from './shop-process';
import {
  completeMollieCheckout,
  fillDutchAddress,
  INTEGRATION_TOKEN,
  openShop,
  orderAtMollie,
  ordersFor,
  partsIn,
  unexpectedProblems,
  type CatalogueProduct,
  type ShopPage,
} from './shop-fixtures';

let shop: ShopProcess;
let browser: Browser;
let admin: ShopPage;
let parts: CatalogueProduct[];

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShopProcess({ ADMIN_PENDING_PAYMENT_HOURS: '1' }), launchBrowser()]);
  parts = (await partsIn(shop, 'en')).filter((part) => part.price > 0);
  admin = await openShop(browser, shop, { locale: 'en-GB' });
  await admin.open('/en/admin');
  await admin.page.waitForURL(/\/en\/admin\/login/, { timeout: 15_000 });
  await logIn(admin.page, 'admin', 'Admin123!');
  await admin.page.getByRole('heading', { name: 'Payments to look at' }).waitFor({ timeout: 15_000 });
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

const CUSTOMER = { email: 'klant@example.com', password: 'Klant123!' };

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

let emailCounter = 0;
const uniqueEmail = () => `money-${Date.now()}-${++emailCounter}@example.nl`;

async function logIn(page: Page, identifier: string, password: string): Promise<void> {
  await page.locator('#login-identifier').fill(identifier);
  await page.locator('#login-password').fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

async function moveEmulatorClock(body: { rewindMs: number } | { reset: true }): Promise<void> {
  const answer = await fetch(`${shop.emulatorUrl}/__emulator/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(answer.status).toBe(200);
}

/** The part's stock line on its product page, read again until it says `text` (the shop reads Magento's stock). */
async function expectStockNote(visitor: ShopPage, part: CatalogueProduct, text: string): Promise<void> {
  await expect
    .poll(
      async () => {
        await visitor.open(`/en/shop/${part.url_key}`);
        await visitor.page.getByRole('heading', { level: 1, name: part.name }).waitFor();
        return visitor.page.locator('.product-info .stock-note').textContent();
      },
      { timeout: 30_000, interval: 1000 },
    )
    .toBe(text);
}

/** Sets a part's stock through the back office's parts list, as an admin does. */
async function setStock(part: CatalogueProduct, qty: number): Promise<void> {
  const { page } = admin;
  await admin.open('/en/admin/parts');
  await page.locator('#parts-q').fill(part.sku);
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: part.sku }).first();
  await row.waitFor({ timeout: 15_000 });
  await row.getByRole('button', { name: /Edit/ }).click();
  const input = page.getByLabel(`Stock of ${part.name}`);
  await input.fill(String(qty));
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await input.waitFor({ state: 'detached', timeout: 15_000 });
}

/** `qty` of a part into the cart from its product page, then the checkout with a Dutch address up to the payment step. */
async function checkoutWith(session: ShopPage, part: CatalogueProduct, qty: number, email: string): Promise<void> {
  const { page } = session;
  await session.open(`/en/shop/${part.url_key}`);
  await page.getByRole('heading', { level: 1, name: part.name }).waitFor();
  await page.getByLabel('Quantity', { exact: true }).fill(String(qty));
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const badge = page.locator('.cart-link .badge').first();
  await expect.poll(async () => ((await badge.count()) ? Number.parseInt((await badge.textContent()) ?? '0', 10) : 0), { timeout: 15_000 }).toBe(qty);
  await session.open('/en/shop/cart');
  await page.getByRole('link', { name: 'Go to checkout' }).click();
  await page.getByLabel('First name', { exact: true }).waitFor({ timeout: 15_000 });
  await fillDutchAddress(page, 'en', email);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('button', { name: 'Place order' }).waitFor({ timeout: 15_000 });
}

/** Opens the order in the back office (the admin is logged in) and waits for its actions. */
async function openOrder(entityId: number, number: string, search = ''): Promise<void> {
  await admin.open(`/en/admin/order-view/${entityId}${search}`);
  await admin.page.getByRole('heading', { level: 1, name: `Order ${number}` }).waitFor({ timeout: 15_000 });
}

describe('order operations that move stock and money', () => {
  it('cancel returns the stock the shop shows: 5 left, 3 after an order for 2, 5 again once the order is canceled', async () => {
    const part = parts.find((entry) => entry.sku === 'FOLT-BELL') ?? parts[0]!;
    await setStock(part, 5);
    const shopper = await openShop(browser, shop, { locale: 'en-GB' });
    try {
      await expectStockNote(shopper, part, 'Only 5 left');
      const email = uniqueEmail();
      await checkoutWith(shopper, part, 2, email);
      await shopper.page.getByRole('radio', { name: /Cash on delivery/i }).check();
      await shopper.page.getByRole('button', { name: 'Place order' }).click();
      await shopper.page.waitForURL(/\/en\/shop\/confirmed\?orderId=/, { timeout: 20_000 });
      const [order] = await ordersFor(shop, email);
      expect(order!.status).toBe('pending');
      await expectStockNote(shopper, part, 'Only 3 left');

      await openOrder(order!.entity_id, order!.increment_id);
      const actions = admin.page.locator('.order-actions');
      await actions.getByRole('button', { name: 'Cancel order', exact: true }).click();
      const dialog = admin.page.getByRole('dialog', { name: `Cancel order ${order!.increment_id}?` });
      await dialog.getByText('what was not shipped goes back into stock', { exact: false }).waitFor();
      await dialog.getByRole('button', { name: 'Cancel order', exact: true }).click();
      await admin.page.getByText('Order canceled').first().waitFor({ timeout: 15_000 });
      await dialog.waitFor({ state: 'detached' });
      // Nothing is left to do with a canceled order, apart from comments.
      await admin.page.getByText('Nothing can be done with this order any more, apart from comments.').waitFor({ timeout: 15_000 });
      expect((await ordersFor(shop, email)).map((entry) => entry.status)).toEqual(['canceled']);

      await expectStockNote(shopper, part, 'Only 5 left');
      expect(unexpectedProblems(shopper.problems)).toEqual([]);
      expect(unexpectedProblems(admin.problems)).toEqual([]);
    } finally {
      await shopper.close();
    }
  });

  it("a partial refund of a paid Mollie order (1 of 2) shows in the back office's history and in the customer's", async () => {
    const part = parts.find((entry) => entry.sku !== 'FOLT-BELL' && entry.price >= 5) ?? parts[1]!;
    const shopper = await openShop(browser, shop, { locale: 'en-GB' });
    let orderId: string;
    try {
      // The shop's checkout is a guest checkout; Magento hands a guest cart to its customer with PUT guest-carts/:cartId
      // (the customer's own token), after which the order placed from it belongs to them and is in their history.
      await checkoutWith(shopper, part, 2, CUSTOMER.email);
      const cartId = (await shopper.context.cookies()).find((cookie) => cookie.name === 'cartId')?.value;
      expect(cartId).toBeTruthy();
      const token = await emulatorRest<string>('POST', '/integration/customer/token', INTEGRATION_TOKEN, {
        username: CUSTOMER.email,
        password: CUSTOMER.password,
      });
      const me = await emulatorRest<{ id: number }>('GET', '/customers/me', token);
      expect(await emulatorRest<boolean>('PUT', `/guest-carts/${cartId}`, token, { cartId, customerId: me.id, storeId: 1 })).toBe(true);
      // As the shop does for iDEAL: Mollie's payment token, the order, then the transaction; paid on Mollie's page.
      const paymentToken = await emulatorRest<string>('GET', '/carts/mine/mollie/payment-token', token);
      orderId = await emulatorRest<string>('POST', '/carts/mine/payment-information', token, { paymentMethod: { method: 'mollie_methods_ideal' } });
      const checkoutUrl = await emulatorRest<string>('POST', '/mollie/transaction/start', INTEGRATION_TOKEN, { token: paymentToken });
      await shopper.page.goto(checkoutUrl);
      await completeMollieCheckout(shopper.page, 'paid');
      await shopper.page.waitForURL((url) => !url.pathname.startsWith('/mollie/'), { timeout: 20_000 });
    } finally {
      await shopper.close();
    }
    const order = (await ordersFor(shop, CUSTOMER.email)).find((entry) => String(entry.entity_id) === orderId)!;
    expect(order.status).toBe('processing');

    await openOrder(order.entity_id, order.increment_id);
    const { page } = admin;
    const actions = page.locator('.order-actions');
    await actions.getByRole('button', { name: 'Refund', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Refund order ${order.increment_id}` });
    await dialog.getByText("Paid back through Mollie to the customer's payment method.").waitFor();
    await dialog.getByRole('radio', { name: 'Per line' }).check();
    const line = dialog.getByLabel(new RegExp(`^${part.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(at most 2 ×`));
    await line.fill('1');
    // One of two units: some money, less than half of what was paid (the shipping stays).
    const amount = (await dialog.locator('.order-refund-amount strong').textContent())!;
    expect(amount).toMatch(/^€\s?[\d.,]+$/);
    const cents = (text: string) => Number(text.replace(/[^\d]/g, ''));
    const paid = Math.round(Number((order as unknown as { grand_total: number }).grand_total) * 100);
    expect(cents(amount)).toBeGreaterThan(0);
    expect(cents(amount) * 2).toBeLessThanOrEqual(paid);
    await dialog.getByRole('button', { name: 'Refund', exact: true }).dblclick();
    await page.getByText('Refund made').first().waitFor({ timeout: 15_000 });
    await dialog.waitFor({ state: 'detached' });

    const history = page.locator('.order-history');
    await history
      .getByText(/^Refund \S+ · /)
      .first()
      .waitFor({ timeout: 15_000 });
    // One refund although the button was clicked twice: one credit memo in the history, Magento's comment with Mollie's refund.
    expect(await history.getByText(/^Refund \S+ · /).count()).toBe(1);
    expect(
      await history
        .getByText(/^Refund \S+ · /)
        .first()
        .textContent(),
    ).toContain(amount.replace(/^€\s?/, ''));
    expect(await history.getByText(/^We refunded €[\d.,]+ online\. Transaction ID: "re_/).count()).toBe(1);
    await page.getByText(`Refunded: ${amount}`, { exact: false }).waitFor();
    // Partial: the other unit can still be refunded.
    await actions.getByRole('button', { name: 'Refund', exact: true }).waitFor();
    // The dashboard's week shows the refund (the only one this shop has made) and counts the revenue net of it.
    await admin.open('/en/admin');
    await page.getByTestId('refunded-this-week').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('refunded-this-week').textContent()).toBe(`Refunded: ${amount}`);
    expect(unexpectedProblems(admin.problems)).toEqual([]);

    // The customer finds the refund in their order history, with its amount (not Magento's internal comment).
    const customer = await openShop(browser, shop, { locale: 'en-GB' });
    try {
      await customer.open('/en/customer-login');
      await logIn(customer.page, CUSTOMER.email, CUSTOMER.password);
      await customer.page.waitForURL(/\/en\/customer-orders/, { timeout: 15_000 });
      const card = customer.page.locator('.order-card', { hasText: `Order ${order.increment_id}` });
      await card.getByRole('link', { name: /View details/ }).click();
      await customer.page.waitForURL(/order=/);
      const detail = customer.page.locator('.order-detail');
      const refund = detail.getByText(/^Refund \S+ · /);
      await refund.first().waitFor({ timeout: 15_000 });
      expect(await refund.count()).toBe(1);
      expect(await refund.first().textContent()).toContain(amount.replace(/^€\s?/, ''));
      expect(await detail.getByText(/We refunded/).count()).toBe(0);
      expect(unexpectedProblems(customer.problems)).toEqual([]);
    } finally {
      await customer.close();
    }
  });

  it('the payment queue lists a Mollie payment pending for more than the threshold; canceling from its link clears it', async () => {
    const part = parts[2]!;
    const email = uniqueEmail();
    // Magento dates the order 2 hours ago; the shop's server (its own clock) sees it pending for longer than 1 hour.
    await moveEmulatorClock({ rewindMs: 2 * 3_600_000 });
    try {
      const shopper = await openShop(browser, shop, { locale: 'en-GB' });
      try {
        await orderAtMollie(shopper, part, email, { lang: 'en' });
        // The shopper leaves Mollie's page without paying.
      } finally {
        await shopper.close();
      }
      const [order] = await ordersFor(shop, email);
      expect(order!.status).toBe('pending_payment');

      const { page } = admin;
      await admin.open('/en/admin');
      await page.getByRole('heading', { name: 'Payments to look at' }).waitFor({ timeout: 15_000 });
      const row = page.getByRole('row').filter({ hasText: order!.increment_id });
      await row.waitFor({ timeout: 15_000 });
      expect(await row.getByText('Payment pending for more than 1 hour', { exact: true }).count()).toBe(1);
      await row.getByRole('link', { name: `Cancel order (${order!.increment_id})` }).click();

      // The order opens with the resolving action's confirmation.
      await page.waitForURL(new RegExp(`/en/admin/order-view/${order!.entity_id}\\?action=cancel`), { timeout: 15_000 });
      const dialog = page.getByRole('dialog', { name: `Cancel order ${order!.increment_id}?` });
      await dialog.waitFor({ timeout: 15_000 });
      await dialog.getByRole('button', { name: 'Cancel order', exact: true }).click();
      await page.getByText('Order canceled').first().waitFor({ timeout: 15_000 });
      expect((await ordersFor(shop, email)).map((entry) => entry.status)).toEqual(['canceled']);

      await admin.open('/en/admin');
      await page.getByRole('heading', { name: 'Payments to look at' }).waitFor({ timeout: 15_000 });
      await page.getByText('Orders today').waitFor({ timeout: 15_000 });
      expect(await page.getByRole('row').filter({ hasText: order!.increment_id }).count()).toBe(0);
      expect(unexpectedProblems(admin.problems)).toEqual([]);
    } finally {
      await moveEmulatorClock({ reset: true });
    }
  });
});
