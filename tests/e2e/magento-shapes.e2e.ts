// Answers shaped as Magento 2.4 sends them, end to end in Chromium: the emulator renders a bundle's totals options as
// Magento does (HTML in a JSON string: escaped names, prices in <span class="price">, selections joined by <br />),
// and the shop must show a configured bike's options as clean text in the cart, the checkout and the confirmation.
// A part is renamed with quotes, an ampersand, an apostrophe and angle brackets, so any escaping left over shows.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { startShopProcess, type ShopProcess } from './shop-process';
import { INTEGRATION_TOKEN, ordersFor, openShop, unexpectedProblems } from './shop-fixtures';

let shop: ShopProcess;
let browser: Browser;
let databaseDir: string;

const TRICKY_NAME = `Frametas "Mini" & co's <klein>`;

beforeAll(async () => {
  databaseDir = await mkdtemp(path.join(os.tmpdir(), 'folt-shapes-db-'));
  [shop, browser] = await Promise.all([startShopProcess({ DATABASE_DIR: databaseDir }), launchBrowser()]);
  // The Dutch store view's name of a bag, as a merchant could type it in Magento's admin.
  const renamed = await fetch(`${shop.emulatorUrl}/rest/nl/V1/products/FOLT-BAG-FRAME`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${INTEGRATION_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ product: { sku: 'FOLT-BAG-FRAME', name: TRICKY_NAME } }),
  });
  expect(renamed.status).toBe(200);
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
  if (databaseDir) await rm(databaseDir, { recursive: true, force: true });
});

/** Clicks a choice and waits until the configurator has written the new configuration to the URL. */
async function choose(page: Page, sku: string): Promise<void> {
  const before = new URL(page.url()).searchParams.get('o');
  await page.locator(`label[data-sku="${sku}"]`).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('o'), { timeout: 5_000 }).not.toBe(before);
}

/** What a shopper can see of an options list, and what its markup holds: text only, nothing of Magento's HTML. */
async function expectCleanOptions(list: Locator): Promise<string> {
  await list.first().waitFor({ timeout: 15_000 });
  const text = (await list.allInnerTexts()).join('\n');
  const html = (await list.evaluateAll((nodes) => nodes.map((node) => node.innerHTML))).join('\n');
  expect(text).toContain(TRICKY_NAME);
  for (const leftover of ['&amp;', '&quot;', '&#039;', '&lt;', '<span', 'class="price"', '<br', '1 x ', 'Base BOM']) expect(text).not.toContain(leftover);
  // The shop's own markup is fine; none of Magento's may be rendered as elements.
  expect(html).not.toMatch(/class="price"|<br\b|<klein\b|<a\b/i);
  return text;
}

describe('Magento-shaped cart answers in the browser', () => {
  it('a configured bike with two bags shows its options as clean text in the cart, the checkout and the confirmation', async () => {
    const session = await openShop(browser, shop, { locale: 'nl-NL' });
    try {
      // The emulator's answer really is Magento's HTML (not something kinder).
      await session.open('/configurator/FOLT%20Classic');
      await session.page.locator('form.cfg-options').waitFor({ timeout: 20_000 });
      await choose(session.page, 'FOLT-BAG-FRAME');
      await choose(session.page, 'FOLT-BAG-CARRY');
      await session.page.locator('.cfg-add-button').click();
      await session.page.locator('.cfg-added').waitFor({ timeout: 15_000 });
      const cartId = (await session.context.cookies()).find((cookie) => cookie.name === 'cartId')!.value;
      const raw = (await (await fetch(`${shop.emulatorUrl}/rest/nl/V1/guest-carts/${cartId}/totals`)).json()) as { items: Array<{ options: string }> };
      expect(raw.items[0]!.options).toContain('Frametas &quot;Mini&quot; &amp; co&#039;s &lt;klein&gt; <span class=\\"price\\">');
      expect(raw.items[0]!.options).toContain('<br \\/>\\n');

      await session.open('/shop/cart');
      const cartText = await expectCleanOptions(session.page.locator('.cart-line-options'));
      // Both bags of the one option in one entry, after its title.
      expect(cartText).toMatch(new RegExp(`: (${escapeRegExp(TRICKY_NAME)}, .+|.+, ${escapeRegExp(TRICKY_NAME)})`));

      await session.open('/shop/checkout');
      await expectCleanOptions(session.page.locator('.order-line-parts'));
      const fields: Array<[string, string]> = [
        ['firstname', 'Jan'],
        ['lastname', 'Jansen'],
        ['street', 'Damrak'],
        ['houseNumber', '12A'],
        ['postcode', '1012 LG'],
        ['city', 'Amsterdam'],
        ['email', `shapes-${Date.now()}@example.nl`],
        ['telephone', '0612345678'],
      ];
      for (const [field, value] of fields) await session.page.locator(`#checkout-${field}`).fill(value);
      await session.page.locator('.checkout-submit').click();
      await session.page.locator('#checkout-method-cashondelivery').check({ timeout: 15_000 });
      await session.page.locator('.checkout-submit').click();
      await session.page.waitForURL(/\/shop\/confirmed\?orderId=/, { timeout: 20_000 });
      await expectCleanOptions(session.page.locator('.confirmation-line', { hasText: 'FOLT Classic' }).locator('.order-line-parts'));
      const orders = await ordersFor(shop, fields[6]![1]);
      expect(orders).toHaveLength(1);
      expect(unexpectedProblems(session.problems)).toEqual([]);
    } finally {
      await session.close();
    }
  }, 120_000);
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
