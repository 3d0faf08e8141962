// "My bikes" end to end (issue 23 item 6), in Chromium against the built shop and its emulator, in Dutch and German:
// a visitor configures a bike and presses Save, logs in on the way and comes back to the same configuration with the
// save form open; the saved build opens in a NEW browser context (logged in again) with its choices restored; its share
// link opens the same configuration for someone who is not logged in; and a bike ordered by that customer (through the
// emulator's REST API, as Magento's own storefront would place it) shows under "My bikes" with its options, its manual
// in the page's language, and the maintenance and test-ride links with the model chosen.
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import PO from 'pofile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AxeLedger } from './axe';
import { launchBrowser } from './browser';
import { startShopProcess, type ShopProcess } from './shop-process';
import { INTEGRATION_TOKEN, openShop, unexpectedProblems } from './shop-fixtures';

type Lang = 'nl' | 'de';

let shop: ShopProcess;
let browser: Browser;
let databaseDir: string;

beforeAll(async () => {
  // A database of its own: PGlite allows one server per directory, and other specs or a dev server may run.
  databaseDir = await mkdtemp(path.join(os.tmpdir(), 'folt-my-bikes-db-'));
  [shop, browser] = await Promise.all([startShopProcess({ DATABASE_DIR: databaseDir }), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
  if (databaseDir) await rm(databaseDir, { recursive: true, force: true });
});

const catalogues = new Map<Lang, Map<string, string>>();
/** A text as the configurator and account pages show it: the shared catalogue, then the two areas'. */
function tr(lang: Lang, english: string, area: 'account' | 'configurator'): string {
  const key = `${lang}:${area}` as Lang;
  let catalogue = catalogues.get(key);
  if (!catalogue) {
    catalogue = new Map();
    for (const file of [`src/locales/${lang}/messages.po`, `src/views/${area}/locales/${lang}.po`]) {
      const po = PO.parse(readFileSync(path.resolve(import.meta.dirname, '../..', file), 'utf8'));
      for (const item of po.items) if (item.msgstr[0]) catalogue.set(item.msgid, item.msgstr[0]);
    }
    catalogues.set(key, catalogue);
  }
  const text = catalogue.get(english);
  if (!text) throw new Error(`no ${lang} translation for "${english}"`);
  return text;
}

const PATHS = {
  nl: {
    elite: '/configurator/FOLT%20Elite',
    bikes: '/klant-fietsen',
    login: '/customer-login',
    maintenance: '/maintenance-subscription',
    testride: '/proefrit',
  },
  de: {
    elite: '/de/configurator/FOLT%20Elite',
    bikes: '/de/kunde-raeder',
    login: '/de/customer-login',
    maintenance: '/de/maintenance-subscription',
    testride: '/de/testfahrt',
  },
} as const;

/** A call to the emulator's REST API as Magento's (the integration token, a customer's token, or none). */
async function rest<T>(method: string, route: string, token: string | null, body?: unknown): Promise<T> {
  const answer = await fetch(`${shop.emulatorUrl}/rest/V1${route}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await answer.text();
  expect(answer.status, `${method} ${route}: ${text}`).toBe(200);
  return JSON.parse(text) as T;
}

/**
 * Places an order for one bike of `sku` with the options of a configurator `o` value, as the customer (Magento's own
 * way: a guest cart with the bike and the shipping, handed to the customer, paid cash on delivery from carts/mine).
 */
async function orderBikeAs(email: string, password: string, sku: string, configuration: string): Promise<string> {
  const token = await rest<string>('POST', '/integration/customer/token', INTEGRATION_TOKEN, { username: email, password });
  const me = await rest<{ id: number }>('GET', '/customers/me', token);
  const cartId = await rest<string>('POST', '/guest-carts', null);
  const bundleOptions = configuration.split('.').map((entry) => {
    const [optionId, selections] = entry.split('-');
    return { option_id: Number(optionId), option_qty: 1, option_selections: selections!.split('_').map(Number) };
  });
  await rest('POST', `/guest-carts/${cartId}/items`, null, {
    cartItem: { sku, qty: 1, quote_id: cartId, product_option: { extension_attributes: { bundle_options: bundleOptions } } },
  });
  const address = {
    firstname: 'Anna',
    lastname: 'Bakker',
    street: ['Damrak 12'],
    city: 'Amsterdam',
    postcode: '1012 LG',
    country_id: 'NL',
    telephone: '0612345678',
    email,
  };
  const [method] = await rest<Array<{ carrier_code: string; method_code: string }>>('POST', `/guest-carts/${cartId}/estimate-shipping-methods`, null, {
    address,
  });
  await rest('POST', `/guest-carts/${cartId}/shipping-information`, null, {
    addressInformation: {
      shipping_address: address,
      billing_address: address,
      shipping_carrier_code: method!.carrier_code,
      shipping_method_code: method!.method_code,
    },
  });
  expect(await rest<boolean>('PUT', `/guest-carts/${cartId}`, token, { customerId: me.id, storeId: 1 })).toBe(true);
  return rest<string>('POST', '/carts/mine/payment-information', token, { paymentMethod: { method: 'cashondelivery' }, billingAddress: address });
}

const chosenSkus = (page: Page) => page.$$eval('.cfg-choice.is-chosen[data-sku]', (labels) => labels.map((label) => label.getAttribute('data-sku')!).sort());
const configurationOf = (page: Page) => new URL(page.url()).searchParams.get('o');

async function choose(page: Page, sku: string): Promise<void> {
  const before = configurationOf(page);
  await page.locator(`label[data-sku="${sku}"]`).click();
  await expect.poll(() => configurationOf(page), { timeout: 5_000 }).not.toBe(before);
}

async function logIn(page: Page, email: string, password: string, lang: Lang): Promise<void> {
  await page.locator('#login-identifier').fill(email);
  await page.locator('#login-password').fill(password);
  await page.getByRole('button', { name: tr(lang, 'Log in', 'account'), exact: true }).click();
}

describe.each(['nl', 'de'] as const)('my bikes in %s', (lang) => {
  const email = `my-bikes-${lang}-${Date.now().toString(36)}@example.com`;
  const password = 'Vouwfiets-2024';
  const buildName = lang === 'nl' ? 'Camperfiets' : 'Wohnmobilrad';
  let saved: { configuration: string; skus: string[]; shareLink: string };

  beforeAll(async () => {
    await rest('POST', '/customers', null, { customer: { email, firstname: 'Anna', lastname: 'Bakker' }, password });
  });

  it('Save asks a visitor to log in, comes back to the same configuration and saves it under a name', async () => {
    const visitor = await openShop(browser, shop, { locale: lang === 'nl' ? 'nl-NL' : 'de-DE' });
    try {
      const { page } = visitor;
      await visitor.open(PATHS[lang].elite);
      await page.locator('form.cfg-options').waitFor({ timeout: 20_000 });
      await choose(page, 'FOLT-BAT-504');
      await choose(page, 'FOLT-COLOUR-OCEAN-BLUE');
      await choose(page, 'FOLT-SADDLE-COMFORT');
      const skus = await chosenSkus(page);
      const configuration = configurationOf(page)!;
      await page.getByRole('button', { name: tr(lang, 'Save', 'configurator'), exact: true }).click();
      await page.waitForURL((url) => url.pathname === PATHS[lang].login, { timeout: 15_000 });
      await logIn(page, email, password, lang);
      // Back on the configurator with the same choices, and the save form open with the model's name.
      await page.waitForURL((url) => url.pathname === PATHS[lang].elite, { timeout: 20_000 });
      await page.locator('form.cfg-options').waitFor({ timeout: 20_000 });
      const name = page.getByLabel(tr(lang, 'Name', 'configurator'), { exact: true });
      await name.waitFor({ timeout: 15_000 });
      expect(await chosenSkus(page)).toEqual(skus);
      expect(await name.inputValue()).toBe('FOLT Elite');
      // The way back's ?save=1 is gone once the form is open: a reload does not open it again.
      await expect.poll(() => new URL(page.url()).searchParams.get('save')).toBeNull();
      // An empty name is refused in the page's language before anything is sent.
      await name.fill('  ');
      await page
        .locator('form.cfg-save')
        .getByRole('button', { name: tr(lang, 'Save', 'configurator'), exact: true })
        .click();
      await page.getByText(tr(lang, 'Give your bike a name.', 'configurator')).waitFor();
      await name.fill(buildName);
      await page
        .locator('form.cfg-save')
        .getByRole('button', { name: tr(lang, 'Save', 'configurator'), exact: true })
        .click();
      await page.getByText(tr(lang, 'Saved as "{savedName}".', 'configurator').replace('{savedName}', buildName)).waitFor({ timeout: 15_000 });
      const shareLink = await page.getByLabel(tr(lang, 'Share link (only the configuration, nothing of your account)', 'configurator')).inputValue();
      const share = new URL(shareLink);
      expect(share.origin).toBe(shop.url);
      expect(share.pathname).toBe(PATHS[lang].elite);
      // Nothing but the configuration: no account, no build id, no e-mail address.
      expect([...share.searchParams.keys()]).toEqual(['o']);
      expect(share.searchParams.get('o')).toBe(configuration);
      expect(shareLink).not.toContain(email.split('@')[0]!);
      saved = { configuration, skus, shareLink };
      const axe = new AxeLedger();
      await axe.audit(page, 'configurator, bike saved');
      axe.expectNoBlocking(0);
      expect(unexpectedProblems(visitor.problems)).toEqual([]);
    } finally {
      await visitor.close();
    }
  });

  it('the saved build opens in a new browser context, logged in again, with its choices restored', async () => {
    const other = await openShop(browser, shop, { locale: lang === 'nl' ? 'nl-NL' : 'de-DE' });
    try {
      const { page } = other;
      await other.open(`${PATHS[lang].login}?redirect=${encodeURIComponent(PATHS[lang].bikes)}`);
      await logIn(page, email, password, lang);
      await page.waitForURL((url) => url.pathname === PATHS[lang].bikes, { timeout: 20_000 });
      await page.getByRole('heading', { level: 1, name: tr(lang, 'My bikes', 'account') }).waitFor();
      const card = page.locator('.my-bikes-card', { has: page.getByRole('heading', { name: buildName }) });
      await card.waitFor({ timeout: 15_000 });
      await card.getByRole('link', { name: new RegExp(tr(lang, 'Open in the configurator', 'account')) }).click();
      await page.waitForURL((url) => url.pathname === PATHS[lang].elite, { timeout: 20_000 });
      await page.locator('form.cfg-options').waitFor({ timeout: 20_000 });
      expect(await chosenSkus(page)).toEqual(saved.skus);
      expect(configurationOf(page)).toBe(saved.configuration);
      expect(await page.locator('[data-notice]').count()).toBe(0);

      // A build whose choice the catalogue no longer offers opens with the rest and says so plainly.
      const staleName = `${buildName} (2)`;
      const status = await page.evaluate(
        async (body) => {
          const session = (await (await fetch('/api/session')).json()) as { data: { csrf: string } };
          const answer = await fetch('/api/customer/builds', {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-csrf-token': session.data.csrf },
            body: JSON.stringify(body),
          });
          return answer.status;
        },
        { name: staleName, sku: 'FOLT Elite', configuration: `${saved.configuration}.999999-999999`, priceCents: 300_000 },
      );
      expect(status).toBe(201);
      await other.open(PATHS[lang].bikes);
      const stale = page.locator('.my-bikes-card', { has: page.getByRole('heading', { name: staleName, exact: true }) });
      await stale.getByRole('link', { name: new RegExp(tr(lang, 'Open in the configurator', 'account')) }).click();
      await page.waitForURL((url) => url.pathname === PATHS[lang].elite, { timeout: 20_000 });
      await page.locator('form.cfg-options').waitFor({ timeout: 20_000 });
      await page.locator('[data-notice="choices-dropped"]').waitFor({ timeout: 10_000 });
      expect(await chosenSkus(page)).toEqual(saved.skus);
      expect(unexpectedProblems(other.problems)).toEqual([]);
    } finally {
      await other.close();
    }
  });

  it('the share link opens the same configuration for someone who is not logged in', async () => {
    const friend = await openShop(browser, shop, { locale: lang === 'nl' ? 'nl-NL' : 'de-DE' });
    try {
      const { page } = friend;
      const share = new URL(saved.shareLink);
      await friend.open(`${share.pathname}${share.search}`);
      await page.locator('form.cfg-options').waitFor({ timeout: 20_000 });
      expect(await chosenSkus(page)).toEqual(saved.skus);
      // The friend's own Save asks them to log in: the link carries nobody's account.
      expect(await page.getByText(tr(lang, 'Log in to keep this bike in your account.', 'configurator')).count()).toBe(1);
      expect(unexpectedProblems(friend.problems)).toEqual([]);
    } finally {
      await friend.close();
    }
  });

  it('a bike bought by the customer shows under my bikes with its options, manual and booking links', async () => {
    const orderId = await orderBikeAs(email, password, 'FOLT Elite', saved.configuration);
    expect(orderId).toMatch(/^\d+$/);
    const customer = await openShop(browser, shop, { locale: lang === 'nl' ? 'nl-NL' : 'de-DE' });
    try {
      const { page } = customer;
      await customer.open(`${PATHS[lang].login}?redirect=${encodeURIComponent(PATHS[lang].bikes)}`);
      await logIn(page, email, password, lang);
      await page.waitForURL((url) => url.pathname === PATHS[lang].bikes, { timeout: 20_000 });
      const bought = page.locator('.my-bikes-card[data-order]');
      await bought.first().waitFor({ timeout: 20_000 });
      expect(await bought.count()).toBe(1);
      const card = bought.first();
      expect(await card.getByRole('heading', { level: 3 }).textContent()).toContain('FOLT Elite');
      // The options it was ordered with, by their names in the page's language.
      const options = await card.locator('.order-line-options dd').allTextContents();
      expect(options.join(' | ')).toMatch(/504/);
      expect(options.join(' | ')).toContain(lang === 'nl' ? 'Oceaanblauw' : 'Ozeanblau');
      expect(options.some((option) => /base bom/i.test(option))).toBe(false);
      // The manual of this model in the page's language, served as a PDF.
      const manual = card.getByRole('link', { name: new RegExp(tr(lang, 'Manual (PDF)', 'account').replace(/[()]/g, '\\$&')) });
      const manualHref = await manual.getAttribute('href');
      expect(manualHref).toBe(`/manuals/elite-${lang}.pdf`);
      const pdf = await fetch(`${shop.url}${manualHref}`);
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      // Maintenance and a test ride for a friend, with the model chosen.
      const maintenance = await card.getByRole('link', { name: tr(lang, 'Book maintenance', 'account') }).getAttribute('href');
      expect(maintenance).toBe(`${PATHS[lang].maintenance}?model=elite#sign-up`);
      await card.getByRole('link', { name: tr(lang, 'Book a test ride for a friend', 'account') }).click();
      await page.waitForURL((url) => url.pathname === PATHS[lang].testride && url.searchParams.get('model') === 'elite', { timeout: 15_000 });
      await expect.poll(() => page.locator('select[name="model"]').inputValue(), { timeout: 15_000 }).toBe('elite');
      await page.goBack();
      await page.locator('.my-bikes-card[data-order]').first().waitFor({ timeout: 20_000 });
      await page.locator('.my-bikes-card[data-build]').first().waitFor({ timeout: 20_000 });
      const axe = new AxeLedger();
      await axe.audit(page, 'my bikes');
      axe.expectNoBlocking(0);
      expect(unexpectedProblems(customer.problems)).toEqual([]);
    } finally {
      await customer.close();
    }
  });
});
