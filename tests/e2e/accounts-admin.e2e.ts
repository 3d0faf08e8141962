// Accounts and back office in Chromium against the whole shop (server + Magento emulator, production build): an
// unauthenticated visit of the orders sent to the admin login and back; a bike's new price saved in the back office
// and shown by the shop; an order's status changed with a comment that the customer then reads in their order
// history; the workshop sheet printed by Chromium to a one-page A4 PDF; wrong passwords until the lock message.
// The pages are opened in English: the texts asserted are then the Lingui sources themselves.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { startShopProcess, type ShopProcess } from './shop-process';
import { openShop, ordersFor, unexpectedProblems, type ShopPage } from './shop-fixtures';

let shop: ShopProcess;
let browser: Browser;
let admin: ShopPage;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShopProcess(), launchBrowser()]);
  admin = await openShop(browser, shop, { locale: 'en-GB' });
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

/** The number of page objects in a PDF (each page is one `/Type /Page` dictionary; `/Pages` is the tree). */
export function pdfPageCount(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g) ?? []).length;
}

/** The document title of a PDF: Chromium writes it as UTF-16 hex (<FEFF…>) when it is not plain ASCII. */
export function pdfTitle(pdf: Buffer): string {
  const text = pdf.toString('latin1');
  const hex = /\/Title\s*<([0-9A-Fa-f]+)>/.exec(text);
  if (hex) {
    const bytes = Buffer.from(hex[1]!, 'hex');
    return bytes[0] === 0xfe && bytes[1] === 0xff ? Buffer.from(bytes.subarray(2)).swap16().toString('utf16le') : bytes.toString('latin1');
  }
  return /\/Title\s*\(([^)]*)\)/.exec(text)?.[1] ?? '';
}

describe('accounts and back office', () => {
  it('sends an unauthenticated visit of the orders to the admin login and back after logging in', async () => {
    await admin.open('/en/admin/orders?status=processing');
    await admin.page.waitForURL(/\/en\/admin\/login\?redirect=/, { timeout: 15_000 });
    expect(new URL(admin.page.url()).searchParams.get('redirect')).toBe('/en/admin/orders?status=processing');
    await admin.page.getByText('Please log in to open that page.').waitFor();
    await logIn(admin.page, 'admin', 'Admin123!');
    await admin.page.waitForURL((url) => url.pathname === '/en/admin/orders' && url.searchParams.get('status') === 'processing', { timeout: 15_000 });
    await admin.page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    // The table sits in a labelled scroll box of its own (phones and tablets scroll it, not the page).
    await admin.page.getByRole('region', { name: 'Orders' }).getByRole('row').nth(1).waitFor({ timeout: 15_000 });
    await expect(admin.page.locator('.admin-account-name').textContent()).resolves.toContain('admin');
  });

  it("the Dutch orders list words the payment methods in Dutch, not in Magento's English titles (issue 20 item 6)", async () => {
    await admin.open('/admin/orders');
    const table = admin.page.locator('table').first();
    await table.getByRole('row').nth(1).waitFor({ timeout: 15_000 });
    const text = await table.innerText();
    // The seed has orders paid cash on delivery and by credit card (Magento's titles 'Cash On Delivery', 'Credit Card').
    expect(text).toContain('Rembours');
    expect(text).toContain('Creditcard');
    expect(text).not.toMatch(/Cash On Delivery|Credit Card/);
  });

  it("saves a bike's new price and the shop shows it", async () => {
    await admin.open('/en/admin/bikes');
    const row = admin.page.getByRole('row').filter({ hasText: 'FOLT Classic' });
    await row.getByRole('link', { name: /Edit/ }).click();
    await admin.page.waitForURL(/\/en\/admin\/bike-edit\/\d+$/);
    const price = admin.page.getByLabel('Base price (incl. VAT, €)');
    await price.waitFor({ timeout: 15_000 });
    // Client-side validation first: nothing is sent for an unreadable price.
    await price.fill('twelve');
    await admin.page.getByRole('button', { name: 'Save', exact: true }).click();
    await admin.page.getByText('Enter an amount in euros, e.g. 1299,00.').waitFor();
    await price.fill('2111.00');
    await admin.page.getByRole('button', { name: 'Save', exact: true }).click();
    await admin.page.getByText('Saved', { exact: true }).first().waitFor({ timeout: 15_000 });
    await admin.page.getByText('All changes saved').waitFor();

    const visitor = await openShop(browser, shop, { locale: 'en-GB' });
    try {
      await visitor.open('/en/shop');
      await visitor.page.locator('.product-card', { hasText: 'FOLT Classic' }).getByText('€2,111.00').first().waitFor({ timeout: 15_000 });
      expect(unexpectedProblems(visitor.problems)).toEqual([]);
    } finally {
      await visitor.close();
    }
  });

  it('invoices an order and adds a comment; the customer reads both in their order history', async () => {
    // The demo customer's own orders (the history lists orders of the logged-in customer, not guest orders).
    const orders = await ordersFor(shop, 'klant@example.com');
    const order = orders.find((entry) => entry.status === 'pending') ?? orders[0]!;
    const comment = `Your order is being prepared in our workshop (${Date.now()}).`;
    await admin.open(`/en/admin/order-view/${order.entity_id}`);
    await admin.page.getByRole('heading', { level: 1, name: `Order ${order.increment_id}` }).waitFor({ timeout: 15_000 });
    // The status moves with what happens to the order (here: the cash on delivery is in), not by a label: the comment
    // form offers the statuses of the order's state only.
    await admin.page.locator('.order-actions').getByRole('button', { name: 'Create invoice' }).click();
    await admin.page
      .getByRole('dialog', { name: `Create the invoice for order ${order.increment_id}?` })
      .getByRole('button', { name: 'Create invoice' })
      .click();
    await admin.page.getByText('Invoice created').first().waitFor({ timeout: 15_000 });
    await expect.poll(() => admin.page.getByLabel('Status', { exact: true }).locator('option').allTextContents()).toEqual(['Being processed']);
    await admin.page.getByLabel('Comment', { exact: true }).fill(comment);
    await admin.page.getByRole('button', { name: 'Add comment' }).click();
    await admin.page.getByText('Comment added').first().waitFor({ timeout: 15_000 });
    await admin.page.locator('.order-history').getByText(comment).waitFor();

    const customer = await openShop(browser, shop, { locale: 'en-GB' });
    try {
      await customer.open('/en/customer-login');
      await logIn(customer.page, 'klant@example.com', 'Klant123!');
      await customer.page.waitForURL(/\/en\/customer-orders/, { timeout: 15_000 });
      const card = customer.page.locator('.order-card', { hasText: `Order ${order.increment_id}` });
      await card.getByText('Being processed').waitFor({ timeout: 15_000 });
      await card.getByRole('link', { name: /View details/ }).click();
      await customer.page.waitForURL(/order=/);
      const detail = customer.page.locator('.order-detail');
      await detail.getByText(comment).waitFor({ timeout: 15_000 });
      await detail.locator('.order-detail-meta').getByText('Being processed').waitFor();
      // The detail survives a reload: it is in the URL.
      await customer.page.reload();
      await customer.page.locator('.order-detail').getByText(comment).waitFor({ timeout: 15_000 });
      expect(unexpectedProblems(customer.problems)).toEqual([]);
    } finally {
      await customer.close();
    }
  });

  it('prints the workshop sheet of a configured bike on one A4 page', async () => {
    const orders = await ordersFor(shop, 'klant@example.com');
    const withBike = orders.find((entry) => entry.items.some((item) => item.product_type === 'bundle'))!;
    expect(withBike).toBeDefined();
    await admin.open(`/en/admin/order-view/${withBike.entity_id}`);
    const link = admin.page.getByRole('link', { name: /Print workshop sheet/ }).first();
    await link.waitFor({ timeout: 15_000 });
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/en\/admin\/print-bike\?order=\d+&item=\d+&bike=1$/);
    const bike = withBike.items.find((item) => item.product_type === 'bundle' && !item.parent_item_id)!;

    await admin.open(href!);
    await admin.page.getByRole('heading', { level: 1, name: new RegExp(bike.name) }).waitFor({ timeout: 15_000 });
    await admin.page.getByRole('heading', { name: 'Frame number' }).waitFor();
    await admin.page.getByText('Checked by (name, date)').waitFor();
    await admin.page.waitForFunction((model) => document.title.includes(model), bike.name);
    const pdf = await admin.page.pdf({ format: 'A4', printBackground: true });
    expect(pdfPageCount(pdf)).toBe(1);
    // The model is in the PDF's title (the page text itself is in subset fonts); poppler checks the text where present.
    expect(pdfTitle(pdf)).toContain(bike.name);
    expect(pdfTitle(pdf)).toContain(withBike.increment_id);
    if (existsSync('/usr/bin/pdftotext')) {
      const text = execFileSync('/usr/bin/pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');
      expect(text).toContain(bike.name);
      expect(text).toContain('Frame number');
    }
  });

  it('shows the lock message after too many wrong passwords', async () => {
    const visitor = await openShop(browser, shop, { locale: 'en-GB' });
    try {
      await visitor.open('/en/customer-login');
      const alert = visitor.page.getByRole('alert');
      let locked = false;
      for (let attempt = 1; attempt <= 10 && !locked; attempt += 1) {
        await logIn(visitor.page, 'piet@example.com', `Wrong-${attempt}`);
        await alert.waitFor({ timeout: 15_000 });
        await visitor.page.getByRole('button', { name: 'Log in', exact: true }).waitFor();
        const text = (await alert.textContent()) ?? '';
        if (text.includes('This account is temporarily locked. Please try again later.')) locked = true;
        else expect(text).toContain('Wrong e-mail address or password');
      }
      expect(locked).toBe(true);
      expect(unexpectedProblems(visitor.problems).filter((line) => !line.includes('status of 4'))).toEqual([]);
    } finally {
      await visitor.close();
    }
  });
});
