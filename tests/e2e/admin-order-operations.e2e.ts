// Order operations in Chromium against the whole shop (server + Magento emulator, production build): the admin ships
// the demo customer's order with PostNL and a tracking number behind the confirmation, the order view's history shows
// the shipment, and the customer's order history shows the carrier with the track & trace link. Pages in English (the
// asserted texts are the Lingui sources). E2E_SCREENSHOT_DIR, when set, receives screenshots of the confirmation and
// the order view (nl, en, de, and 360 px wide).
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { startShopProcess, type ShopProcess } from './shop-process';
import { openShop, ordersFor, unexpectedProblems, type ShopPage } from './shop-fixtures';

let shop: ShopProcess;
let browser: Browser;
let admin: ShopPage;
const shots = process.env.E2E_SCREENSHOT_DIR;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShopProcess(), launchBrowser()]);
  admin = await openShop(browser, shop, { locale: 'en-GB' });
  if (shots) mkdirSync(shots, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

async function logIn(page: Page, identifier: string, password: string): Promise<void> {
  await page.locator('#login-identifier').fill(identifier);
  await page.locator('#login-password').fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

describe('order operations', () => {
  it('ships with PostNL behind a confirmation; the customer sees the carrier and the track & trace link', async () => {
    const orders = await ordersFor(shop, 'klant@example.com');
    const order = orders.find((entry) => entry.status === 'pending')!;
    expect(order).toBeDefined();
    await admin.open(`/en/admin/order-view/${order.entity_id}`);
    await admin.page.waitForURL(/\/en\/admin\/login\?redirect=/, { timeout: 15_000 });
    await logIn(admin.page, 'admin', 'Admin123!');
    await admin.page.getByRole('heading', { level: 1, name: `Order ${order.increment_id}` }).waitFor({ timeout: 15_000 });
    const actions = admin.page.locator('.order-actions');
    // A new order offers invoice, ship, hold and cancel; no refund (nothing paid) and no release.
    await actions.getByRole('button', { name: 'Ship', exact: true }).waitFor();
    expect(await actions.getByRole('button').allTextContents()).toEqual(['Create invoice', 'Ship', 'Put on hold', 'Cancel order']);
    await actions.getByRole('button', { name: 'Ship', exact: true }).click();
    const dialog = admin.page.getByRole('dialog', { name: `Ship order ${order.increment_id}` });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Ship', exact: true }).click();
    await dialog.getByText('Enter the tracking number.').waitFor();
    await dialog.getByLabel('Carrier').selectOption('postnl');
    await dialog.getByLabel('Tracking number', { exact: true }).fill('3SFOLT0000042');
    if (shots) await admin.page.screenshot({ path: `${shots}/ship-dialog-en.png` });
    await dialog.getByRole('button', { name: 'Ship', exact: true }).dblclick();
    await admin.page.getByText('Shipment created').first().waitFor({ timeout: 15_000 });
    const history = admin.page.locator('.order-history');
    await history.getByText('PostNL: 3SFOLT0000042').waitFor();
    expect(await history.getByText(/Shipped \(shipment/).count()).toBe(1);
    // Shipped but not paid (cash on delivery): invoicing is what is left to do; nothing paid means nothing to refund.
    await actions.getByRole('button', { name: 'Create invoice' }).waitFor();
    expect(await actions.getByRole('button').allTextContents()).toEqual(['Create invoice', 'Put on hold', 'Cancel order']);
    if (shots) {
      for (const lang of ['nl', 'de', 'en'] as const) {
        await admin.open(`/${lang}/admin/order-view/${order.entity_id}`);
        await admin.page.locator('.order-history').getByText('3SFOLT0000042').first().waitFor({ timeout: 15_000 });
        await admin.page.screenshot({ path: `${shots}/order-view-${lang}.png`, fullPage: true });
      }
      await admin.page.setViewportSize({ width: 360, height: 800 });
      await admin.page.screenshot({ path: `${shots}/order-view-en-360.png`, fullPage: true });
      await admin.open('/en/admin');
      await admin.page.getByRole('heading', { name: 'Payments to look at' }).waitFor({ timeout: 15_000 });
      await admin.page.screenshot({ path: `${shots}/dashboard-en-360.png`, fullPage: true });
      await admin.page.setViewportSize({ width: 1280, height: 900 });
    }
    expect(unexpectedProblems(admin.problems)).toEqual([]);

    const customer = await openShop(browser, shop, { locale: 'en-GB' });
    try {
      await customer.open('/en/customer-login');
      await logIn(customer.page, 'klant@example.com', 'Klant123!');
      await customer.page.waitForURL(/\/en\/customer-orders/, { timeout: 15_000 });
      const card = customer.page.locator('.order-card', { hasText: `Order ${order.increment_id}` });
      await card.getByRole('link', { name: /View details/ }).click();
      await customer.page.waitForURL(/order=/);
      const detail = customer.page.locator('.order-detail');
      await detail.getByText('PostNL: 3SFOLT0000042').waitFor({ timeout: 15_000 });
      const link = detail.getByRole('link', { name: /Track & trace/ });
      expect(await link.getAttribute('href')).toMatch(/^https:\/\/jouw\.postnl\.nl\/track-and-trace\/3SFOLT0000042-NL-[0-9A-Z]+$/);
      if (shots) await customer.page.screenshot({ path: `${shots}/customer-history-en.png`, fullPage: true });
      expect(unexpectedProblems(customer.problems)).toEqual([]);
    } finally {
      await customer.close();
    }
  });
});
