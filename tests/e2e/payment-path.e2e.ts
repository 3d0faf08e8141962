// Issue 20 in Chromium: the order status after paying, and the browser's Back and reload on the payment path. Every
// step lands on a page that makes sense: the order, or the cart with its next step; a processed return is never
// processed a second time from the history.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { startShopProcess, type ShopProcess } from './shop-process';
import {
  checkoutUpToPayment,
  completeMollieCheckout,
  openShop,
  orderAtMollie,
  ordersFor,
  partsIn,
  tr,
  unexpectedProblems,
  type CatalogueProduct,
} from './shop-fixtures';

let shop: ShopProcess;
let browser: Browser;
const parts: Record<'nl' | 'en' | 'de', CatalogueProduct[]> = { nl: [], en: [], de: [] };

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShopProcess(), launchBrowser()]);
  for (const lang of ['nl', 'en', 'de'] as const) parts[lang] = (await partsIn(shop, lang)).filter((part) => part.price > 0);
  expect(parts.nl.length).toBeGreaterThan(3);
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

let emailCounter = 0;
const uniqueEmail = () => `path-${Date.now()}-${++emailCounter}@example.nl`;
const NOT_FOUND = 'We could not find this order';

describe('the payment path', () => {
  it("nl: a note typed at checkout does not make a paid iDEAL order read 'awaiting payment': the status is the order's", async () => {
    const session = await openShop(browser, shop);
    try {
      const { page } = session;
      const email = uniqueEmail();
      await checkoutUpToPayment(session, parts.nl[1]!, email);
      // Magento lists cash on delivery first and iDEAL last (the shop's payment sort order); the shop shows it reversed.
      const radios = page.getByRole('radio');
      expect(await radios.first().getAttribute('value')).toBe('mollie_methods_ideal');
      expect(await radios.last().getAttribute('value')).toBe('cashondelivery');
      // Saved with the order while it is still pending_payment (Magento keeps that status on the comment).
      await page.getByLabel(tr('nl', 'Comment with your order (optional)'), { exact: true }).fill('Graag na 17 uur bezorgen');
      await radios.first().check();
      await page.getByRole('button', { name: tr('nl', 'Place order') }).click();
      await page.waitForURL(/\/mollie\/checkout\/tr_/, { timeout: 20_000 });
      await completeMollieCheckout(page, 'paid');
      await page.waitForURL(/\/shop\/confirmed\?orderId=/, { timeout: 20_000 });
      const [order] = await ordersFor(shop, email);
      expect(order!.status).toBe('processing');
      // Once the comments are there (the shopper's note, written while the order was pending_payment) …
      await page.getByText('Graag na 17 uur bezorgen').waitFor({ timeout: 15_000 });
      // … the status is still the order's.
      expect(await page.locator('.confirmation-status').textContent()).toBe(tr('nl', 'Being processed'));
      expect(unexpectedProblems(session.problems)).toEqual([]);
    } finally {
      await session.close();
    }
  });

  it("en: paid → Back reaches Mollie's completed page, not the processed return; its way back and a reload show the same order", async () => {
    const session = await openShop(browser, shop, { locale: 'en-GB' });
    try {
      const { page } = session;
      const email = uniqueEmail();
      const checkoutUrl = await orderAtMollie(session, parts.en[2]!, email, { lang: 'en' });
      await completeMollieCheckout(page, 'paid');
      await page.waitForURL(/\/en\/shop\/confirmed\?orderId=./, { timeout: 20_000 });
      const [order] = await ordersFor(shop, email);
      await page.getByText(order!.increment_id).first().waitFor({ timeout: 15_000 });
      // The return `cart?payment=…` was replaced by the confirmation: Back goes to Mollie's page of the paid payment.
      await page.goBack();
      await page.waitForURL(checkoutUrl, { timeout: 15_000 });
      await page.getByRole('heading', { name: /This payment is paid/ }).waitFor();
      // Mollie's way back to the shop processes the same payment again: the same order, although its cookie is gone.
      await page.getByRole('link', { name: 'Return to the shop' }).click();
      await page.waitForURL(/\/en\/shop\/confirmed\?orderId=./, { timeout: 20_000 });
      await page.getByText(order!.increment_id).first().waitFor({ timeout: 15_000 });
      expect(await page.getByText(tr('en', NOT_FOUND)).count()).toBe(0);
      await page.reload();
      await page.getByText(order!.increment_id).first().waitFor({ timeout: 15_000 });
      expect(await page.locator('.confirmation-status').textContent()).toBe(tr('en', 'Being processed'));
      // Still one order, paid once.
      expect((await ordersFor(shop, email)).map((entry) => entry.status)).toEqual(['processing']);
      expect(unexpectedProblems(session.problems)).toEqual([]);
    } finally {
      await session.close();
    }
  });

  it('nl and de: a bank transfer left open at Mollie lands on the confirmation with the payment instructions', async () => {
    for (const lang of ['nl', 'de'] as const) {
      const session = await openShop(browser, shop, { locale: lang === 'de' ? 'de-DE' : 'nl-NL' });
      try {
        const { page } = session;
        const email = uniqueEmail();
        await checkoutUpToPayment(session, parts[lang][4]!, email, lang);
        await page.getByRole('radio', { name: new RegExp(tr(lang, 'Bank transfer'), 'i') }).check();
        await page.getByRole('button', { name: tr(lang, 'Place order') }).click();
        await page.waitForURL(/\/mollie\/checkout\/tr_/, { timeout: 20_000 });
        await completeMollieCheckout(page, 'open');
        await page.waitForURL(/\/shop\/confirmed\?orderId=./, { timeout: 20_000 });
        const panel = page.getByRole('region', { name: tr(lang, 'Pay by bank transfer') });
        await panel.waitFor({ timeout: 15_000 });
        const text = (await panel.innerText()).replace(/\s+/g, ' ');
        expect(text).toContain('NL53 ABNA 0627 5355 77');
        expect(text).toContain('Stichting Mollie Payments');
        expect(text).toMatch(/RF\d{2}-\d{4}-\d{4}-\d{4}/);
        // The due date in the page's language, 14 days from now.
        const due = new Intl.DateTimeFormat(lang === 'de' ? 'de-DE' : 'nl-NL', { dateStyle: 'long', timeZone: 'Europe/Amsterdam' }).format(
          new Date(Date.now() + 14 * 86_400_000),
        );
        expect(text).toContain(due);
        expect(await page.locator('.confirmation-status').textContent()).toBe(tr(lang, 'Awaiting payment'));
        expect(unexpectedProblems(session.problems)).toEqual([]);
      } finally {
        await session.close();
      }
    }
  });

  it("de: Back on Mollie's page opens the cart with the order waiting for its payment (not an empty checkout); continuing pays that order", async () => {
    const session = await openShop(browser, shop, { locale: 'de-DE' });
    try {
      const { page } = session;
      const email = uniqueEmail();
      const checkoutUrl = await orderAtMollie(session, parts.de[3]!, email, { lang: 'de' });
      const [order] = await ordersFor(shop, email);
      await page.goBack();
      await page.waitForURL(/\/de\/shop\/cart$/, { timeout: 15_000 });
      const panel = page
        .getByRole('alert')
        .filter({ hasText: tr('de', 'Your payment for order {number} is still open.').replace('{number}', order!.increment_id) });
      await panel.waitFor({ timeout: 20_000 });
      expect(await page.getByText(tr('de', 'There is nothing to check out yet.')).count()).toBe(0);
      await panel.getByRole('button', { name: tr('de', 'Continue paying') }).click();
      await page.waitForURL(checkoutUrl, { timeout: 20_000 });
      await completeMollieCheckout(page, 'paid');
      await page.waitForURL(/\/de\/shop\/confirmed\?orderId=./, { timeout: 20_000 });
      await page.getByText(order!.increment_id).first().waitFor({ timeout: 15_000 });
      expect((await ordersFor(shop, email)).map((entry) => [entry.increment_id, entry.status])).toEqual([[order!.increment_id, 'processing']]);
      expect(unexpectedProblems(session.problems)).toEqual([]);
    } finally {
      await session.close();
    }
  });
});
