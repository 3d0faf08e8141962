// The bike editor edits what the shop shows, in Chromium against the whole shop (server + Magento emulator,
// production build): the Dutch one-liner and a short description formatted with the editor's toolbar, saved and then
// seen on the shop card and the product page; a related product picked and seen on the product page; leaving with
// unsaved edits asks first (in the app and when the tab closes); a product marked featured comes first with its
// badge, in the server-rendered list, after client navigation and in its category. Everything changed is restored.
// The back office is opened in English (the texts asserted are the Lingui sources), the shop in Dutch.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { startShopProcess, type ShopProcess } from './shop-process';
import { openShop, partsIn, tr, unexpectedProblems, type ShopPage } from './shop-fixtures';

let shop: ShopProcess;
let browser: Browser;
let admin: ShopPage;

/** Dutch is the default language: its paths carry no prefix. */
const CLASSIC_NL = '/shop/folt-classic-elektrische-vouwfiets';

interface ServedProduct {
  sku: string;
  name: string;
  one_liner: string | null;
  short_description: string | null;
  related_product_skus: string[];
  custom_attributes: Array<{ attribute_code: string; value: unknown }>;
}

async function product(sku: string, lang: 'nl' | 'en' | 'de' = 'nl'): Promise<ServedProduct> {
  const answer = (await (await fetch(`${shop.url}/api/magento/products?locale=${lang}&sku:in=${encodeURIComponent(sku)}`)).json()) as {
    data: { items: ServedProduct[] };
  };
  return answer.data.items[0]!;
}

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShopProcess(), launchBrowser()]);
  admin = await openShop(browser, shop, { locale: 'en-GB' });
  await admin.open('/en/admin/login');
  await admin.page.locator('#login-identifier').fill('admin');
  await admin.page.locator('#login-password').fill('Admin123!');
  await admin.page.getByRole('button', { name: 'Log in', exact: true }).click();
  await admin.page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 15_000 });
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

async function openClassicEditor(page: Page): Promise<void> {
  await admin.open('/en/admin/bikes');
  await page.getByRole('row').filter({ hasText: 'FOLT Classic' }).getByRole('link', { name: /Edit/ }).click();
  await page.waitForURL(/\/en\/admin\/bike-edit\/\d+$/);
  await page.getByRole('tab', { name: 'Nederlands' }).click();
  await page.locator('#bike-nl-oneLiner').waitFor({ timeout: 15_000 });
}

/** Replaces the editable text's content by typing, as an admin does (select all, type). */
async function retype(page: Page, selector: string, text: string): Promise<void> {
  await page.locator(selector).click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type(text);
}

describe('bike editor', () => {
  it('edits the Dutch one-liner and formatted short description, picks a related product, asks before leaving, and the shop shows it all', async () => {
    const page = admin.page;
    const before = await product('FOLT Classic');
    const bell = (await partsIn(shop, 'nl')).find((part) => part.sku === 'FOLT-BELL')!;
    // The back office names products in its own language (English here).
    const bellEn = (await partsIn(shop, 'en')).find((part) => part.sku === 'FOLT-BELL')!;
    expect(before.related_product_skus).not.toContain('FOLT-BELL');

    await openClassicEditor(page);
    const panel = page.locator('#bike-panel-nl');
    await panel.locator('#bike-nl-oneLiner').fill('Vouwt in tien seconden, rijdt zeventig kilometer');
    // The formatted editor: plain typing, then a bold word through the toolbar; never a textarea of HTML.
    expect(await panel.locator('textarea').count()).toBe(0);
    await retype(page, '#bike-nl-shortDescription', 'Licht en ');
    const toolbar = panel.getByRole('toolbar', { name: 'Formatting of Short description' });
    await toolbar.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('razendsnel');
    await expect(toolbar.getByRole('button', { name: 'Bold' }).getAttribute('aria-pressed')).resolves.toBe('true');
    const preview = panel.getByRole('region', { name: 'Preview of Short description as the product page shows it' });
    await preview.locator('strong', { hasText: 'razendsnel' }).waitFor();

    await page.locator('#bike-related-pick').selectOption('FOLT-BELL');
    await page.getByRole('button', { name: 'Add', exact: true }).first().click();
    await page.getByRole('button', { name: `Remove ${bellEn.name}` }).waitFor();
    await page.getByText('Unsaved changes').waitFor();

    // Leaving in the app asks first; staying keeps every edit.
    await page.getByRole('link', { name: 'All bikes' }).click();
    const question = page.getByRole('dialog', { name: 'Leave without saving?' });
    await question.waitFor();
    await question.getByRole('button', { name: 'Stay and keep editing' }).click();
    await question.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toMatch(/\/en\/admin\/bike-edit\/\d+$/);
    await expect(panel.locator('#bike-nl-oneLiner').inputValue()).resolves.toBe('Vouwt in tien seconden, rijdt zeventig kilometer');

    // Closing the tab asks too (the browser's own question, through beforeunload).
    const asked = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const dialog = await asked;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.dismiss();
    expect(page.isClosed()).toBe(false);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('All changes saved').waitFor({ timeout: 15_000 });

    const visitor = await openShop(browser, shop, { locale: 'nl-NL' });
    await visitor.open('/shop');
    const card = visitor.page.locator('li.product-card').filter({ hasText: 'FOLT Classic' });
    await card.getByText('Vouwt in tien seconden, rijdt zeventig kilometer').waitFor();
    await visitor.open(CLASSIC_NL);
    await visitor.page.locator('.product-info .product-description strong', { hasText: 'razendsnel' }).waitFor();
    const related = visitor.page.getByRole('region', { name: tr('nl', 'Related products') });
    await related.getByRole('heading', { name: bell.name }).waitFor();
    expect(unexpectedProblems(visitor.problems)).toEqual([]);
    await visitor.close();

    // Restore: the old one-liner and text typed back, the bell removed.
    const oldText = (before.short_description ?? '').replace(/<[^>]+>/g, '');
    await panel.locator('#bike-nl-oneLiner').fill(before.one_liner ?? '');
    await retype(page, '#bike-nl-shortDescription', oldText);
    await page.getByRole('button', { name: `Remove ${bellEn.name}` }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('All changes saved').waitFor({ timeout: 15_000 });
    const after = await product('FOLT Classic');
    expect(after.one_liner).toBe(before.one_liner);
    expect(after.related_product_skus).toEqual(before.related_product_skus);
    // Typing gives plain spaces where the seeded text had no-break ones.
    const words = (html: string) => html.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ');
    expect(words(after.short_description ?? '')).toBe(words(oldText));
    expect(unexpectedProblems(admin.problems)).toEqual([]);
  });

  it('shows a featured product first with its badge: server render, client navigation and its category', async () => {
    const page = admin.page;
    const rear = (await partsIn(shop, 'nl')).find((part) => part.sku === 'FOLT-LIGHT-REAR')!;
    const rearEn = (await partsIn(shop, 'en')).find((part) => part.sku === 'FOLT-LIGHT-REAR')!;
    const setFeatured = async (on: boolean) => {
      await admin.open('/en/admin/shop');
      const row = page.getByRole('row').filter({ hasText: 'FOLT-LIGHT-REAR' });
      await row.getByRole('button', { name: `Edit ${rearEn.name}` }).click();
      const editing = page.locator('tr.is-editing');
      await editing.getByLabel('Featured').setChecked(on);
      await editing.getByRole('button', { name: 'Save', exact: true }).click();
      await editing.waitFor({ state: 'detached', timeout: 15_000 });
    };
    await setFeatured(true);

    const visitor = await openShop(browser, shop, { locale: 'nl-NL', phone: true });
    const firstCard = () => visitor.page.locator('li.product-card').first();
    const expectFirst = async () => {
      await firstCard().getByRole('heading', { name: rear.name }).waitFor({ timeout: 15_000 });
      await firstCard().getByText('Aanrader', { exact: true }).waitFor();
      // Only the featured product wears the badge.
      expect(await visitor.page.getByText('Aanrader', { exact: true }).count()).toBe(1);
    };
    await visitor.open('/shop');
    await expectFirst();
    await visitor.open('/shop?category=lights');
    await expectFirst();
    // Client navigation: into a product page, back to the whole list through the breadcrumb.
    await visitor.open(CLASSIC_NL);
    await visitor.page
      .getByRole('navigation', { name: tr('nl', 'Breadcrumb') })
      .getByRole('link', { name: tr('nl', 'Shop'), exact: true })
      .click();
    await expect.poll(() => new URL(visitor.page.url()).pathname).toBe('/shop');
    await expectFirst();
    await visitor.page
      .getByRole('navigation', { name: tr('nl', 'Product categories') })
      .getByRole('link', { name: 'Verlichting' })
      .click();
    await expect.poll(() => new URL(visitor.page.url()).searchParams.get('category')).toBe('lights');
    await expectFirst();
    // The product page says it too.
    await firstCard().getByRole('link', { name: rear.name }).click();
    await visitor.page.locator('.product-info').getByText('Aanrader', { exact: true }).waitFor({ timeout: 15_000 });
    expect(unexpectedProblems(visitor.problems)).toEqual([]);
    await visitor.close();

    await setFeatured(false);
    const check = await openShop(browser, shop, { locale: 'nl-NL' });
    await check.open('/shop');
    expect(await check.page.getByText('Aanrader', { exact: true }).count()).toBe(0);
    await check.close();
  });
});
