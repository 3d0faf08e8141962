// Stock in Chromium against the whole shop (server + Magento emulator, production build): a part's stock set in the
// back office (/admin/parts) makes it sold out on its shop card and product page (no add button) in Dutch and English,
// a stock of 3 shows "only 3 left" (Magento's threshold is 5 in the emulator), and a cart line whose stock fell below
// its quantity is explained on the cart page, holds back the checkout and is fixed with one click. The stock changed
// is put back at the end.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { startShopProcess, type ShopProcess } from './shop-process';
import { openShop, partsIn, tr, unexpectedProblems, type CatalogueProduct, type ShopPage } from './shop-fixtures';

let shop: ShopProcess;
let browser: Browser;
let admin: ShopPage;
let part: CatalogueProduct;
let originalStock: number | null = null;

const prefix = (lang: 'nl' | 'en') => (lang === 'nl' ? '' : `/${lang}`);

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShopProcess(), launchBrowser()]);
  admin = await openShop(browser, shop, { locale: 'en-GB' });
  part = (await partsIn(shop, 'en')).find((product) => product.sku === 'FOLT-BELL')!;
  await admin.open('/en/admin/parts');
  await admin.page.waitForURL(/\/en\/admin\/login/, { timeout: 15_000 });
  await admin.page.locator('#login-identifier').fill('admin');
  await admin.page.locator('#login-password').fill('Admin123!');
  await admin.page.getByRole('button', { name: 'Log in', exact: true }).click();
  await admin.page.waitForURL((url) => url.pathname === '/en/admin/parts', { timeout: 15_000 });
}, 90_000);

afterAll(async () => {
  try {
    if (originalStock !== null) await setStock(originalStock);
  } finally {
    await browser?.close();
    await shop?.stop();
  }
});

/** The part's row in the back office's parts list (searched by SKU). */
async function partRow(page: Page) {
  await page.locator('#parts-q').fill(part.sku);
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: part.sku });
  await row.first().waitFor({ timeout: 15_000 });
  return row.first();
}

/** Sets the part's stock through the back office's quick edit, as an admin does; answers the stock it had. */
async function setStock(qty: number): Promise<number> {
  const row = await partRow(admin.page);
  const before = Number(await row.locator('td').nth(3).textContent());
  await row.getByRole('button', { name: /Edit/ }).click();
  const input = admin.page.getByLabel(`Stock of ${part.name}`);
  await input.fill(String(qty));
  await admin.page.getByRole('button', { name: 'Save', exact: true }).click();
  await input.waitFor({ state: 'detached', timeout: 15_000 });
  // The list shows the saved row again (not expect.poll: afterAll restores the stock through here too).
  const saved = admin.page.getByRole('row').filter({ hasText: part.sku }).first().locator('td').nth(3);
  await admin.page.waitForFunction(
    ({ sku, want }) => [...document.querySelectorAll('tr')].some((tr) => tr.textContent?.includes(sku) && tr.querySelectorAll('td')[3]?.textContent === want),
    { sku: part.sku, want: String(qty) },
    { timeout: 15_000 },
  );
  expect(await saved.textContent()).toBe(String(qty));
  return before;
}

async function expectStockLine(visitor: ShopPage, lang: 'nl' | 'en', text: string, canAdd: boolean): Promise<void> {
  const name = (await partsIn(shop, lang)).find((product) => product.sku === part.sku)!;
  await visitor.open(`${prefix(lang)}/shop`);
  const card = visitor.page.locator('.product-card').filter({ hasText: name.name });
  await expect.poll(() => card.locator('.stock-note').textContent(), { timeout: 15_000 }).toBe(text);
  await visitor.open(`${prefix(lang)}/shop/${name.url_key}`);
  await visitor.page.getByRole('heading', { level: 1, name: name.name }).waitFor();
  expect(await visitor.page.locator('.product-info .stock-note').textContent()).toBe(text);
  expect(await visitor.page.getByRole('button', { name: tr(lang, 'Add to cart') }).count()).toBe(canAdd ? 1 : 0);
}

describe('stock in the shop', () => {
  it('shows a part with stock 0 as sold out without an add button, and "only 3 left" at 3, in Dutch and English', async () => {
    originalStock = await setStock(0);
    const visitor = await openShop(browser, shop);
    try {
      await expectStockLine(visitor, 'nl', 'Uitverkocht', false);
      await expectStockLine(visitor, 'en', 'Sold out', false);
      await setStock(3);
      await expectStockLine(visitor, 'nl', 'Nog 3 op voorraad', true);
      await expectStockLine(visitor, 'en', 'Only 3 left', true);
      expect(unexpectedProblems(visitor.problems)).toEqual([]);
    } finally {
      await visitor.close();
    }
  });

  it('explains a cart line whose stock fell below its quantity, holds back the checkout, and fixes it in one click', async () => {
    await setStock(10);
    const visitor = await openShop(browser, shop);
    try {
      const dutch = (await partsIn(shop, 'nl')).find((product) => product.sku === part.sku)!;
      await visitor.open(`/shop/${dutch.url_key}`);
      await visitor.page.getByLabel(tr('nl', 'Quantity'), { exact: true }).fill('2');
      await visitor.page.getByRole('button', { name: tr('nl', 'Add to cart') }).click();
      const badge = visitor.page.locator('.cart-link .badge').first();
      await expect.poll(async () => ((await badge.count()) ? Number.parseInt((await badge.textContent()) ?? '0', 10) : 0), { timeout: 15_000 }).toBe(2);

      await setStock(1);
      await visitor.open('/shop/cart');
      const note = visitor.page.locator('.cart-line-stock');
      await expect.poll(() => note.locator('p').textContent(), { timeout: 15_000 }).toBe('Nog 1 beschikbaar — pas het aantal aan');
      expect(await visitor.page.getByRole('button', { name: tr('nl', 'Go to checkout') }).isDisabled()).toBe(true);
      expect(await visitor.page.getByRole('link', { name: tr('nl', 'Go to checkout') }).count()).toBe(0);

      await note.getByRole('button', { name: 'Aantal op 1 zetten' }).click();
      await note.waitFor({ state: 'detached', timeout: 15_000 });
      await expect.poll(() => visitor.page.locator('.cart-lines .qty-input').inputValue(), { timeout: 15_000 }).toBe('1');
      await visitor.page.getByRole('link', { name: tr('nl', 'Go to checkout') }).waitFor({ timeout: 15_000 });
      expect(unexpectedProblems(visitor.problems)).toEqual([]);
    } finally {
      await visitor.close();
    }
  });
});
