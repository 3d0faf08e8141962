// Issue 22 in Chromium against the whole shop (server + Magento emulator, production build), English pages (the
// texts asserted are the Lingui sources): a coupon created in the back office is applied in the shop's cart and its
// use shows in the coupon list once the order is placed; a part's price edited in the back office shows in the audit
// log as before → after (and on the part's own history); a customer found by e-mail opens with their order.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { startShopProcess, type ShopProcess } from './shop-process';
import { fillDutchAddress, openShop, partsIn, unexpectedProblems, type CatalogueProduct, type ShopPage } from './shop-fixtures';

let shop: ShopProcess;
let browser: Browser;
let admin: ShopPage;
let parts: CatalogueProduct[] = [];

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShopProcess(), launchBrowser()]);
  parts = await partsIn(shop, 'en');
  admin = await openShop(browser, shop, { locale: 'en-GB' });
  await admin.open('/en/admin/login');
  await admin.page.locator('#login-identifier').fill('admin');
  await admin.page.locator('#login-password').fill('Admin123!');
  await admin.page.getByRole('button', { name: 'Log in', exact: true }).click();
  await admin.page.waitForURL((url) => url.pathname === '/en/admin', { timeout: 15_000 });
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

const part = (sku: string) => parts.find((entry) => entry.sku === sku)!;
const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

describe('back office: coupons, audit log, customers', () => {
  it('a coupon created in the back office applies in the cart, and its use shows once the order is placed', async () => {
    const { page } = admin;
    await admin.open('/en/admin/coupons');
    await page.getByRole('heading', { level: 1, name: 'Coupons and campaigns' }).waitFor();
    await page.getByRole('button', { name: 'New coupon' }).click();
    // Checked in the form first: a percentage above 100 is named at its field.
    await page.getByLabel('Code', { exact: true }).first().fill('E2E-OIL20');
    await page.getByLabel('Discount', { exact: true }).fill('120');
    await page.getByRole('button', { name: 'Create coupon' }).click();
    await page.getByText('A percentage is at most 100.').waitFor();
    await page.getByLabel('Discount', { exact: true }).fill('20');
    await page.getByLabel('Only for these SKUs').fill('FOLT-CHAIN-OIL');
    await page.getByLabel('Uses in total').fill('3');
    await page.getByRole('button', { name: 'Create coupon' }).click();
    await row(page, 'E2E-OIL20').waitFor({ timeout: 15_000 });
    expect(await row(page, 'E2E-OIL20').innerText()).toMatch(/20 %[\s\S]*FOLT-CHAIN-OIL[\s\S]*0[\s\S]*3× in total[\s\S]*Active/);

    const shopper = await openShop(browser, shop, { locale: 'en-GB' });
    try {
      const oil = part('FOLT-CHAIN-OIL');
      await shopper.open(`/en/shop/${oil.url_key}`);
      await shopper.page.getByRole('button', { name: 'Add to cart' }).click();
      await expect.poll(async () => shopper.page.locator('.cart-link .badge').count(), { timeout: 15_000 }).toBe(1);
      await shopper.open('/en/shop/cart');
      await shopper.page.getByLabel('Discount code', { exact: true }).fill('E2E-OIL20');
      await shopper.page.getByRole('button', { name: 'Apply' }).click();
      await shopper.page.getByText('Code E2E-OIL20 is applied.').waitFor({ timeout: 10_000 });
      await shopper.open('/en/shop/checkout');
      await fillDutchAddress(shopper.page, 'en', `e2e-coupon-${Date.now()}@example.nl`);
      await shopper.page.getByRole('button', { name: 'Continue to payment' }).click();
      await shopper.page.getByRole('radio', { name: /Cash on delivery/i }).check();
      await shopper.page.getByRole('button', { name: 'Place order' }).click();
      await shopper.page.waitForURL(/\/shop\/confirmed\?orderId=/, { timeout: 20_000 });
      expect(unexpectedProblems(shopper.problems)).toEqual([]);
    } finally {
      await shopper.context.close();
    }

    await admin.open('/en/admin/coupons?q=E2E-OIL20');
    await row(page, 'E2E-OIL20').waitFor({ timeout: 15_000 });
    const used = await row(page, 'E2E-OIL20').locator('td.is-number').innerText();
    expect(used.trim()).toBe('1');
  });

  it("a part's price edited in the back office shows in the audit log as before → after", async () => {
    const { page } = admin;
    await admin.open('/en/admin/parts?q=FOLT-BELL');
    const bell = row(page, 'FOLT-BELL');
    await bell.waitFor({ timeout: 15_000 });
    await bell.getByRole('button', { name: /Edit/ }).click();
    const price = page.getByLabel(/^Price of /).first();
    const before = await price.inputValue();
    await price.fill('12.34');
    await page.getByRole('button', { name: /^Save/ }).first().click();
    await page.getByText('Saved').first().waitFor({ timeout: 15_000 });

    await admin.open('/en/admin/audit?subjectType=product&subjectId=FOLT-BELL');
    await page.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor();
    const entry = page.getByRole('row').filter({ hasText: 'Part changed' }).first();
    await entry.waitFor({ timeout: 15_000 });
    const text = await entry.innerText();
    expect(text).toContain('admin');
    // In the one money style (decision 021), as everywhere in the back office.
    expect(text).toMatch(new RegExp(`Price:\\s*€${Number(before.replace(',', '.')).toFixed(2).replace('.', '\\.')}\\s*→\\s*€12\\.34`));
  });

  it('a customer searched by e-mail (the demo customer) opens with their orders', async () => {
    const { page } = admin;
    await admin.open('/en/admin/customers?q=klant%40example.com');
    await page.getByRole('heading', { level: 1, name: 'Customers' }).waitFor();
    const link = page.getByRole('region', { name: 'Customers' }).getByRole('row').nth(1).getByRole('link');
    await link.waitFor({ timeout: 15_000 });
    await link.click();
    await page.waitForURL(/\/en\/admin\/customer-view\/\d+$/);
    const orders = page.getByRole('region', { name: 'Orders of this customer' });
    await orders.getByRole('row').nth(1).waitFor({ timeout: 15_000 });
    await orders.getByRole('row').nth(1).getByRole('link').click();
    await page.waitForURL(/\/en\/admin\/order-view\/\d+$/);
    await page.getByRole('heading', { level: 2, name: 'Changes in the back office' }).waitFor();
    expect(unexpectedProblems(admin.problems)).toEqual([]);
  });
});
