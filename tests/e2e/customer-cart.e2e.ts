// Ordering as a customer (issue 23 item 2, decision 029) in Chromium against the built shop and its emulator, in
// Dutch and German: a new account orders with a new address and the order is in the account's list and its mail in
// the emulator's mailbox; the logout leaves no cart, order or personal data in cookies or storage; a guest cart is
// merged into the customer's Magento cart at login (quantities added, the configured bike kept with its options). The
// checkout offers the address book: a new address with "Save in my address book" is in the book after the order; a
// customer with two saved addresses picks the one that is not the default and the order carries it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import PO from 'pofile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { startShopProcess, type ShopProcess } from './shop-process';
import {
  INTEGRATION_TOKEN,
  fillDutchAddress,
  openShop,
  orderAtMollie,
  ordersFor,
  partsIn,
  tr,
  unexpectedProblems,
  type CatalogueProduct,
  type ShopPage,
} from './shop-fixtures';

type Lang = 'nl' | 'de';

let shop: ShopProcess;
let browser: Browser;
const parts: Partial<Record<Lang, CatalogueProduct[]>> = {};

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShopProcess(), launchBrowser()]);
  parts.nl = await partsIn(shop, 'nl');
  parts.de = await partsIn(shop, 'de');
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

const PATHS = {
  nl: { register: '/klant-registreren', login: '/customer-login', orders: '/customer-orders', prefix: '' },
  de: { register: '/de/kunde-registrieren', login: '/de/customer-login', orders: '/de/customer-orders', prefix: '/de' },
} as const;
const PASSWORD = 'Vouwfiets-2024';

const accountCatalogues = new Map<Lang, Map<string, string>>();
/** An account page's text (shared catalogue, then the account area's), as account-register-reset.e2e.ts reads them. */
function atr(lang: Lang, english: string): string {
  let catalogue = accountCatalogues.get(lang);
  if (!catalogue) {
    catalogue = new Map();
    for (const file of [`src/locales/${lang}/messages.po`, `src/views/account/locales/${lang}.po`]) {
      const po = PO.parse(readFileSync(path.resolve(import.meta.dirname, '../..', file), 'utf8'));
      for (const item of po.items) if (item.msgstr[0]) catalogue.set(item.msgid, item.msgstr[0]);
    }
    accountCatalogues.set(lang, catalogue);
  }
  const text = catalogue.get(english);
  if (!text) throw new Error(`no ${lang} translation for "${english}"`);
  return text;
}

interface Mail {
  template: string;
  store: string;
  subject: string;
}

async function waitForMail(address: string, template: string): Promise<Mail> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const answer = await fetch(`${shop.emulatorUrl}/dev/mailbox.json?to=${encodeURIComponent(address)}`);
    const mail = ((await answer.json()) as Mail[]).find((entry) => entry.template === template);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no ${template} mail for ${address}`);
}

async function emulatorRest<T>(method: string, path: string, token: string | null, body?: unknown): Promise<T> {
  const answer = await fetch(`${shop.emulatorUrl}/rest/nl/V1${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await answer.json()) as T;
  if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(json)}`);
  return json;
}

/** The cart the page's shop holds, read through the shop's own API with the page's cookies. */
async function shopCart(page: Page): Promise<{ items: { sku: string; qty: number; product_type: string; name: string }[] }> {
  return page.evaluate(async () => {
    const cartId = document.cookie.match(/(?:^|; )cartId=([^;]*)/)?.[1] ?? '';
    const answer = await fetch(`/api/magento/cart?cartId=${cartId}`);
    return ((await answer.json()) as { data: { items: { sku: string; qty: number; product_type: string; name: string }[] } }).data;
  });
}

async function addPart(session: ShopPage, lang: Lang, part: CatalogueProduct, expectedBadge: number): Promise<void> {
  const { page } = session;
  await session.open(`${PATHS[lang].prefix}/shop/${part.url_key}`);
  await page.getByRole('heading', { level: 1, name: part.name }).waitFor();
  await page.getByRole('button', { name: tr(lang, 'Add to cart') }).click();
  const badge = page.locator('.cart-link .badge').first();
  await expect.poll(async () => ((await badge.count()) ? Number.parseInt((await badge.textContent()) ?? '0', 10) : 0), { timeout: 15_000 }).toBe(expectedBadge);
}

describe.each(['nl', 'de'] as const)('a customer orders (%s)', (lang) => {
  it('register → a part → a new address → cash on delivery: the order is in the account and its mail in the mailbox; the logout leaves nothing behind', async () => {
    const session = await openShop(browser, shop, { locale: lang === 'nl' ? 'nl-NL' : 'de-DE' });
    const { page, context } = session;
    const email = `klant-${lang}-${Date.now().toString(36)}@example.com`;
    try {
      await session.open(PATHS[lang].register);
      await page.locator('#register-firstname').fill('Anna');
      await page.locator('#register-lastname').fill('Bakker');
      await page.locator('#register-email').fill(email);
      await page.locator('#register-password').fill(PASSWORD);
      await page.getByRole('button', { name: atr(lang, 'Create account'), exact: true }).click();
      await page.waitForURL((url) => url.pathname === PATHS[lang].orders, { timeout: 20_000 });
      // Registered means logged in, with the account's Magento cart as the browser's cart.
      expect((await context.cookies()).find((cookie) => cookie.name === 'cartId')?.value).toBe('mine');

      await addPart(session, lang, parts[lang]![1]!, 1);
      await session.open(`${PATHS[lang].prefix}/shop/cart`);
      await page.getByRole('link', { name: tr(lang, 'Go to checkout') }).click();
      await page.getByLabel(tr(lang, 'First name'), { exact: true }).waitFor({ timeout: 15_000 });
      await fillDutchAddress(page, lang, email);
      // A new account has no saved addresses: nothing to pick, but the new address can be kept.
      expect(await page.locator('input[name="saved-address"]').count()).toBe(0);
      await page.getByRole('checkbox', { name: tr(lang, 'Save in my address book') }).check();
      await page.getByRole('button', { name: tr(lang, 'Continue to payment') }).click();
      await page.getByRole('radio', { name: new RegExp(tr(lang, 'Cash on delivery'), 'i') }).check();
      await page.getByRole('button', { name: tr(lang, 'Place order') }).click();
      await page.waitForURL(new RegExp(`${PATHS[lang].prefix}/shop/confirmed\\?orderId=`), { timeout: 20_000 });

      const orders = await ordersFor(shop, email);
      expect(orders).toHaveLength(1);
      const order = orders[0] as unknown as { increment_id: string; customer_id?: number; customer_is_guest?: number; customer_email: string };
      expect(order.customer_id).toBeGreaterThan(0);
      expect(order.customer_is_guest).toBe(0);
      // "Save in my address book": the address is the account's now, its first, so its defaults.
      const book = await page.evaluate(async () => (await fetch('/api/customer/addresses')).json());
      expect((book as { data: { addresses: unknown[] } }).data.addresses).toEqual([
        expect.objectContaining({ street: 'Damrak', houseNumber: '12A', city: 'Amsterdam', defaultBilling: true, defaultShipping: true }),
      ]);
      // The account's order list shows it.
      await session.open(PATHS[lang].orders);
      await page.getByText(order.increment_id).first().waitFor({ timeout: 15_000 });
      // The customer's order mail (not the guest's), in the shopper's language.
      const mail = await waitForMail(email, 'sales_email_order_template');
      expect(mail.store).toBe(lang);

      // Logout: no cart, order or payment cookie, nothing of the customer in storage.
      await page
        .getByRole('button', { name: atr(lang, 'Log out'), exact: true })
        .first()
        .click();
      await expect.poll(async () => (await page.evaluate(() => location.pathname)) !== PATHS[lang].orders, { timeout: 15_000 }).toBe(true);
      const left = (await context.cookies()).filter((cookie) => ['cartId', 'orderId', 'paymentToken', 'couponCode'].includes(cookie.name) && cookie.value);
      expect(left).toEqual([]);
      const stored = await page.evaluate(() => JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage } }));
      for (const personal of [email, order.increment_id, 'Bakker', 'Damrak', '1012 LG']) expect(stored).not.toContain(personal);
      expect(unexpectedProblems(session.problems)).toEqual([]);
    } finally {
      await session.close();
    }
  });

  it('the guest cart is merged at login: the quantity of a part the account had is added, the configured bike is kept', async () => {
    const email = `merge-${lang}-${Date.now().toString(36)}@example.com`;
    const customer = await emulatorRest<{ id: number }>('POST', '/customers', null, {
      customer: { email, firstname: 'Kees', lastname: 'Klant' },
      password: PASSWORD,
    });
    expect(customer.id).toBeGreaterThan(0);
    const token = await emulatorRest<string>('POST', '/integration/customer/token', null, { username: email, password: PASSWORD });
    const part = parts[lang]![0]!;
    // The account already has two of the part in its Magento cart (from another device).
    const quoteId = await emulatorRest<number>('POST', '/carts/mine', token);
    await emulatorRest('POST', '/carts/mine/items', token, { cartItem: { sku: part.sku, qty: 2, quote_id: String(quoteId) } });

    const session = await openShop(browser, shop, { locale: lang === 'nl' ? 'nl-NL' : 'de-DE' });
    const { page } = session;
    try {
      await addPart(session, lang, part, 1);
      // A configured bike, as the configurator adds it (its default choices).
      const bike = await emulatorRest<{
        extension_attributes: { bundle_product_options: { option_id: number; required: boolean; product_links: { id: string; is_default: boolean }[] }[] };
      }>('GET', `/products/${encodeURIComponent('FOLT Classic')}`, INTEGRATION_TOKEN);
      const options = bike.extension_attributes.bundle_product_options
        .filter((option) => option.required)
        .map((option) => ({
          option_id: option.option_id,
          option_qty: 1,
          option_selections: [Number((option.product_links.find((link) => link.is_default) ?? option.product_links[0]!).id)],
        }));
      const added = await page.evaluate(async (bundle) => {
        const cartId = document.cookie.match(/(?:^|; )cartId=([^;]*)/)?.[1] ?? '';
        const answer = await fetch(`/api/magento/cart/items?cartId=${cartId}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ cartItem: { sku: 'FOLT Classic', qty: 1, product_option: { extension_attributes: { bundle_options: bundle } } } }),
        });
        return answer.status;
      }, options);
      expect(added).toBe(200);
      const guestBike = (await shopCart(page)).items.find((item) => item.product_type === 'bundle')!;

      await session.open(PATHS[lang].login);
      await page.locator('#login-identifier').fill(email);
      await page.locator('#login-password').fill(PASSWORD);
      await page.getByRole('button', { name: atr(lang, 'Log in'), exact: true }).click();
      await page.waitForURL((url) => url.pathname === PATHS[lang].orders, { timeout: 20_000 });

      const cart = await shopCart(page);
      expect(cart.items.find((item) => item.sku === part.sku)?.qty).toBe(3);
      const bikeLine = cart.items.find((item) => item.product_type === 'bundle');
      expect(bikeLine?.sku).toBe(guestBike.sku);
      expect(bikeLine?.qty).toBe(1);
      // The cart page shows the account's cart: the part (3) and the bike.
      await session.open(`${PATHS[lang].prefix}/shop/cart`);
      await page.getByText(guestBike.name).first().waitFor({ timeout: 15_000 });
      await page.getByText(part.name).first().waitFor({ timeout: 15_000 });
      expect(unexpectedProblems(session.problems)).toEqual([]);
    } finally {
      await session.close();
    }
  });
});

describe('the checkout offers the address book (nl)', () => {
  it('a customer with two saved addresses picks the one that is not the default: the form fills in and the order carries it', async () => {
    const lang = 'nl';
    const email = `book-${Date.now().toString(36)}@example.com`;
    await emulatorRest('POST', '/customers', null, { customer: { email, firstname: 'Kees', lastname: 'Klant' }, password: PASSWORD });
    const token = await emulatorRest<string>('POST', '/integration/customer/token', null, { username: email, password: PASSWORD });
    const address = { firstname: 'Kees', lastname: 'Klant', telephone: '0612345678' };
    await emulatorRest('PUT', '/customers/me', token, {
      customer: {
        email,
        firstname: 'Kees',
        lastname: 'Klant',
        addresses: [
          { ...address, street: ['Damrak', '1'], postcode: '1012 LG', city: 'Amsterdam', country_id: 'NL', default_billing: true, default_shipping: true },
          { ...address, street: ['Oudegracht', '200'], postcode: '3511 NR', city: 'Utrecht', country_id: 'NL' },
        ],
      },
    });
    const quoteId = await emulatorRest<number>('POST', '/carts/mine', token);
    await emulatorRest('POST', '/carts/mine/items', token, { cartItem: { sku: parts[lang]![0]!.sku, qty: 1, quote_id: String(quoteId) } });

    const session = await openShop(browser, shop, { locale: 'nl-NL' });
    const { page } = session;
    try {
      await session.open(PATHS[lang].login);
      await page.locator('#login-identifier').fill(email);
      await page.locator('#login-password').fill(PASSWORD);
      await page.getByRole('button', { name: atr(lang, 'Log in'), exact: true }).click();
      await page.waitForURL((url) => url.pathname === PATHS[lang].orders, { timeout: 20_000 });
      await session.open('/shop/checkout');
      // The default address is prefilled and chosen; the other is offered.
      const home = page.getByRole('radio', { name: /Damrak 1/ });
      const other = page.getByRole('radio', { name: /Oudegracht 200/ });
      await other.waitFor({ timeout: 15_000 });
      expect(await home.isChecked()).toBe(true);
      await other.check();
      await expect.poll(() => page.getByLabel(tr(lang, 'Town or city'), { exact: true }).inputValue()).toBe('Utrecht');
      expect(await page.getByLabel(tr(lang, 'Street'), { exact: true }).inputValue()).toBe('Oudegracht');
      expect(await page.getByLabel(tr(lang, 'House number'), { exact: true }).inputValue()).toBe('200');
      // A saved address is not saved again: no "Save in my address book" for it.
      expect(await page.getByRole('checkbox', { name: tr(lang, 'Save in my address book') }).count()).toBe(0);
      await page.getByRole('button', { name: tr(lang, 'Continue to payment') }).click();
      await page.getByRole('radio', { name: new RegExp(tr(lang, 'Cash on delivery'), 'i') }).check();
      await page.getByRole('button', { name: tr(lang, 'Place order') }).click();
      await page.waitForURL(/\/shop\/confirmed\?orderId=/, { timeout: 20_000 });

      const [order] = (await ordersFor(shop, email)) as unknown as Array<{
        billing_address: { street: string[]; city: string };
        extension_attributes: { shipping_assignments: { shipping: { address: { street: string[]; city: string } } }[] };
      }>;
      expect(order!.billing_address).toMatchObject({ street: ['Oudegracht', '200'], city: 'Utrecht' });
      expect(order!.extension_attributes.shipping_assignments[0]!.shipping.address).toMatchObject({ street: ['Oudegracht', '200'], city: 'Utrecht' });
      // Nothing was added to the book.
      const me = await emulatorRest<{ addresses: unknown[] }>('GET', '/customers/me', token);
      expect(me.addresses).toHaveLength(2);
      expect(unexpectedProblems(session.problems)).toEqual([]);
    } finally {
      await session.close();
    }
  });
});

describe("a customer's open Mollie payment", () => {
  it('given up on the cart page: the order is canceled and the customer has their cart back (carts/mine, Mollie restoring the quote)', async () => {
    const email = `mollie-open-${Date.now().toString(36)}@example.com`;
    await emulatorRest<{ id: number }>('POST', '/customers', null, { customer: { email, firstname: 'Kees', lastname: 'Klant' }, password: PASSWORD });
    const part = parts.nl![2]!;
    const session = await openShop(browser, shop, { locale: 'nl-NL' });
    const { page, context } = session;
    try {
      await session.open(PATHS.nl.login);
      await page.locator('#login-identifier').fill(email);
      await page.locator('#login-password').fill(PASSWORD);
      await page.getByRole('button', { name: atr('nl', 'Log in'), exact: true }).click();
      await page.waitForURL((url) => url.pathname === PATHS.nl.orders, { timeout: 20_000 });
      const checkoutUrl = await orderAtMollie(session, part, email);
      expect((await context.cookies()).find((cookie) => cookie.name === 'cartId')?.value).toBe('mine');
      // "Mollie" keeps the payment open; the customer never comes back through the return and opens the cart later.
      const left = await fetch(checkoutUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'status=open',
        redirect: 'manual',
      });
      expect(left.status).toBe(303);
      const [order] = await ordersFor(shop, email);
      await session.open('/shop/cart');
      const panel = page
        .getByRole('alert')
        .filter({ hasText: tr('nl', 'Your payment for order {number} is still open.').replace('{number}', order!.increment_id) });
      await panel.waitFor({ timeout: 20_000 });
      await panel.getByRole('button', { name: tr('nl', 'Cancel payment') }).click();
      await page.locator('.cart-lines > li').filter({ hasText: part.name }).waitFor({ timeout: 20_000 });
      expect(await page.locator('.cart-lines > li').count()).toBe(1);
      expect((await shopCart(page)).items.map((item) => item.sku)).toEqual([part.sku]);
      expect((await ordersFor(shop, email)).map((entry) => entry.status)).toEqual(['canceled']);
      expect(unexpectedProblems(session.problems)).toEqual([]);
    } finally {
      await session.close();
    }
  });
});
