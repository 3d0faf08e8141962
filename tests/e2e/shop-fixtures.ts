// Helpers for the shop's end-to-end specs: the emulator's fault switches, its orders (read as Magento would be,
// with the integration token), the Mollie test checkout page, and a browser page with console watching.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import PO from 'pofile';
import { expect } from 'vitest';
import { newContext, waitForHydration, watchConsole } from './browser';
import type { ShopProcess } from './shop-process';

export const INTEGRATION_TOKEN = 'folt-dev-integration-token-not-for-production';

export interface Fault {
  route?: string;
  method?: string;
  latencyMs?: number;
  status?: 500 | 503;
  malformedJson?: boolean;
  connectionReset?: boolean;
  rejectCoupon?: boolean;
  failPayment?: boolean;
  times?: number;
}

export async function addFault(shop: ShopProcess, fault: Fault): Promise<void> {
  const answer = await fetch(`${shop.emulatorUrl}/__emulator/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fault),
  });
  expect(answer.status, await answer.clone().text()).toBe(201);
}

export async function clearFaults(shop: ShopProcess): Promise<void> {
  await fetch(`${shop.emulatorUrl}/__emulator/faults`, { method: 'DELETE' });
}

export interface EmulatorOrder {
  entity_id: number;
  increment_id: string;
  status: string;
  customer_email?: string;
  items: Array<{ sku: string; name: string; qty_ordered: number; parent_item_id?: number | null; product_type?: string }>;
  payment?: { method?: string };
}

/** Orders placed with an e-mail address, newest first, read from the emulator like from Magento. */
export async function ordersFor(shop: ShopProcess, email: string): Promise<EmulatorOrder[]> {
  const search = new URLSearchParams({
    'searchCriteria[filter_groups][0][filters][0][field]': 'customer_email',
    'searchCriteria[filter_groups][0][filters][0][value]': email,
    'searchCriteria[filter_groups][0][filters][0][condition_type]': 'eq',
    'searchCriteria[sortOrders][0][field]': 'created_at',
    'searchCriteria[sortOrders][0][direction]': 'DESC',
  });
  const answer = await fetch(`${shop.emulatorUrl}/rest/V1/orders?${search}`, { headers: { authorization: `Bearer ${INTEGRATION_TOKEN}` } });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { items: EmulatorOrder[] }).items;
}

export type MollieOutcome = 'paid' | 'failed' | 'canceled' | 'expired' | 'open';

/** On the emulator's Mollie test checkout: choose an outcome and continue, like a shopper in Mollie's test mode. */
export async function completeMollieCheckout(page: Page, outcome: MollieOutcome): Promise<void> {
  await page.waitForURL(/\/mollie\/checkout\//, { timeout: 20_000 });
  await page.check(`input[name="status"][value="${outcome}"]`);
  await page.click('button[type="submit"]');
}

export interface ShopPage {
  context: BrowserContext;
  page: Page;
  problems: string[];
  /** Opens a shop path and waits for hydration. */
  open(path: string): Promise<void>;
  close(): Promise<void>;
}

/** A fresh browser context (no cookies) on the shop; console errors and page errors are collected. */
export async function openShop(browser: Browser, shop: ShopProcess, options: { phone?: boolean; locale?: string } = {}): Promise<ShopPage> {
  const context = await newContext(browser, options);
  const page = await context.newPage();
  const problems = watchConsole(page);
  return {
    context,
    page,
    problems,
    open: async (path) => {
      await page.goto(`${shop.url}${path}`);
      await waitForHydration(page);
    },
    close: () => context.close(),
  };
}

/** Console problems that are not the shop's fault: the rejected coupon is logged on purpose (spec §8). */
export function unexpectedProblems(problems: string[]): string[] {
  return problems.filter(
    (line) => !line.includes('Could not apply coupon') && !/Failed to load resource: the server responded with a status of (404|409|4\d\d)/.test(line),
  );
}

const catalogues = new Map<string, Map<string, string>>();

/**
 * The catalogues a shop page merges, in the order it loads them: the shared one, then the shop and order areas'
 * (src/locales/page-catalogs.ts), whose texts win where both have one.
 */
const shopCatalogueFiles = (lang: string) => [`src/locales/${lang}/messages.po`, `src/views/shop/locales/${lang}.po`, `src/views/order/locales/${lang}.po`];

/**
 * A shop text as the page shows it in a language, read from the Lingui catalogues, so the specs follow the
 * translations instead of repeating them.
 */
export function tr(lang: 'nl' | 'en' | 'de', english: string): string {
  if (lang === 'en') return english;
  let catalogue = catalogues.get(lang);
  if (!catalogue) {
    catalogue = new Map();
    for (const file of shopCatalogueFiles(lang)) {
      const po = PO.parse(readFileSync(path.resolve(import.meta.dirname, '../..', file), 'utf8'));
      // An untranslated entry (empty msgstr) does not hide a translation the other catalogue has.
      for (const item of po.items) if (item.msgstr[0]) catalogue.set(item.msgid, item.msgstr[0]);
    }
    catalogues.set(lang, catalogue);
  }
  const text = catalogue.get(english);
  if (!text) throw new Error(`no ${lang} translation for "${english}"`);
  return text;
}

export interface CatalogueProduct {
  sku: string;
  name: string;
  url_key: string;
  price: number;
  type_id: string;
}

/** Parts (no bikes) of the seeded catalogue in a language, via the shop's own API. */
export async function partsIn(shop: ShopProcess, lang: 'nl' | 'en' | 'de'): Promise<CatalogueProduct[]> {
  const answer = (await (await fetch(`${shop.url}/api/magento/products?locale=${lang}&type_id:in=simple&pageSize=100`)).json()) as {
    data: { items: CatalogueProduct[] };
  };
  return answer.data.items.filter((product) => !product.sku.startsWith('FOLT '));
}

const pathIn = (lang: 'nl' | 'en' | 'de', path: string) => (lang === 'nl' ? path : `/${lang}${path}`);

/** A Dutch address in the checkout form, also on the English and German pages (the German page starts with Germany). */
export async function fillDutchAddress(page: Page, lang: 'nl' | 'en' | 'de', email: string): Promise<void> {
  const fields: Array<[string, string]> = [
    ['First name', 'Jan'],
    ['Last name', 'Jansen'],
    ['Street', 'Damrak'],
    ['House number', '12A'],
    ['Postcode', '1012 LG'],
    ['Town or city', 'Amsterdam'],
    ['E-mail address', email],
    ['Phone number', '0612345678'],
  ];
  await page.getByLabel(tr(lang, 'Country'), { exact: true }).selectOption('NL');
  for (const [label, value] of fields) await page.getByLabel(tr(lang, label), { exact: true }).fill(value);
}

/** A part into the cart, the address and "Continue to payment": the shop's guest cart has its shipping set. */
export async function checkoutUpToPayment(session: ShopPage, part: CatalogueProduct, email: string, lang: 'nl' | 'en' | 'de' = 'nl'): Promise<void> {
  const { page } = session;
  await session.open(pathIn(lang, `/shop/${part.url_key}`));
  await page.getByRole('heading', { level: 1, name: part.name }).waitFor();
  const badge = page.locator('.cart-link .badge').first();
  await page.getByRole('button', { name: tr(lang, 'Add to cart') }).click();
  await expect.poll(async () => ((await badge.count()) ? Number.parseInt((await badge.textContent()) ?? '0', 10) : 0), { timeout: 15_000 }).toBe(1);
  // As a shopper goes: the cart, then its checkout link (the history then holds the cart before the checkout).
  await session.open(pathIn(lang, '/shop/cart'));
  await page.getByRole('link', { name: tr(lang, 'Go to checkout') }).click();
  await page.getByLabel(tr(lang, 'First name'), { exact: true }).waitFor({ timeout: 15_000 });
  await fillDutchAddress(page, lang, email);
  await page.getByRole('button', { name: tr(lang, 'Continue to payment') }).click();
  await page.getByRole('button', { name: tr(lang, 'Place order') }).waitFor({ timeout: 15_000 });
}

/** …then iDEAL (with an optional order comment) and "Place order": answers Mollie's checkout URL the page is on. */
export async function orderAtMollie(
  session: ShopPage,
  part: CatalogueProduct,
  email: string,
  options: { lang?: 'nl' | 'en' | 'de'; comment?: string } = {},
): Promise<string> {
  const { page } = session;
  const lang = options.lang ?? 'nl';
  await checkoutUpToPayment(session, part, email, lang);
  if (options.comment) await page.getByLabel(tr(lang, 'Comment with your order (optional)'), { exact: true }).fill(options.comment);
  await page.getByRole('radio', { name: /iDEAL/i }).check();
  await page.getByRole('button', { name: tr(lang, 'Place order') }).click();
  await page.waitForURL(/\/mollie\/checkout\/tr_/, { timeout: 20_000 });
  return page.url();
}
