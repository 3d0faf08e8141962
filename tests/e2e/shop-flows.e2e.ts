// The shop as a shopper uses it, in Chromium against the whole shop (server + Magento emulator): a part from its
// product page into the cart, a returning shopper's cart on a marketing page, quantities, coupons (valid, rejected,
// from ?coupon=), checkout with iDEAL through the emulator's Mollie test page (paid, failed, canceled, expired), cash
// on delivery, a double click on "Place order", a reload in the middle of checkout, and a slow back end.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, waitForHydration } from './browser';
import { startShopProcess, type ShopProcess } from './shop-process';
import {
  addFault,
  clearFaults,
  completeMollieCheckout,
  fillDutchAddress,
  openShop,
  ordersFor,
  partsIn,
  tr,
  unexpectedProblems,
  type CatalogueProduct,
  type MollieOutcome,
  type ShopPage,
} from './shop-fixtures';

type Lang = 'nl' | 'en' | 'de';

let shop: ShopProcess;
let browser: Browser;
const parts: Record<Lang, CatalogueProduct[]> = { nl: [], en: [], de: [] };

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShopProcess(), launchBrowser()]);
  for (const lang of ['nl', 'en', 'de'] as const) parts[lang] = await partsIn(shop, lang);
  expect(parts.nl.length).toBeGreaterThan(3);
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

const prefix = (lang: Lang) => (lang === 'nl' ? '' : `/${lang}`);
let emailCounter = 0;
const uniqueEmail = () => `e2e-${Date.now()}-${++emailCounter}@example.nl`;

/** Adds a part on its product page; `total` is the number of pieces the cart holds afterwards (the header badge). */
async function addPartFromProductPage(session: ShopPage, lang: Lang, part: CatalogueProduct, qty = 1, total = qty): Promise<void> {
  await session.open(`${prefix(lang)}/shop/${part.url_key}`);
  await session.page.getByRole('heading', { level: 1, name: part.name }).waitFor();
  if (qty !== 1) await session.page.getByLabel(tr(lang, 'Quantity'), { exact: true }).fill(String(qty));
  const badge = session.page.locator('.cart-link .badge').first();
  await session.page.getByRole('button', { name: tr(lang, 'Add to cart') }).click();
  // The header badge counts pieces once the cart machine has reloaded the cart.
  await expect.poll(async () => ((await badge.count()) ? Number.parseInt((await badge.textContent()) ?? '0', 10) : 0), { timeout: 15_000 }).toBe(total);
}

async function cartLineCount(page: Page): Promise<number> {
  return page.locator('.cart-lines > li').count();
}

async function toPayment(session: ShopPage, lang: Lang, email: string): Promise<void> {
  await session.open(`${prefix(lang)}/shop/checkout`);
  await fillDutchAddress(session.page, lang, email);
  await session.page.getByRole('button', { name: tr(lang, 'Continue to payment') }).click();
  await session.page.getByRole('button', { name: tr(lang, 'Place order') }).waitFor({ timeout: 15_000 });
}

async function choosePayment(page: Page, title: RegExp): Promise<void> {
  await page.getByRole('radio', { name: title }).check();
}

describe('cart and coupons (Dutch)', () => {
  it('a marketing page loads a cart only when the visitor has one (the cartId cookie): then its badge shows it', async () => {
    const session = await openShop(browser, shop);
    try {
      const cartCalls: string[] = [];
      session.page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/magento/cart')) cartCalls.push(request.url());
      });
      await session.open('/');
      await session.page.waitForLoadState('networkidle');
      await session.page.waitForTimeout(3_500); // past the idle callback's 3 s timeout
      expect(cartCalls).toEqual([]);
      expect(await session.page.locator('.cart-link .badge').count()).toBe(0);
      await addPartFromProductPage(session, 'nl', parts.nl[0]!);
      // Back on the home page with a fresh load: the cookie is read at idle and the cart machine fills the badge.
      cartCalls.length = 0;
      await session.open('/');
      const badge = session.page.locator('.cart-link .badge').first();
      await expect.poll(async () => ((await badge.count()) ? Number.parseInt((await badge.textContent()) ?? '0', 10) : 0), { timeout: 15_000 }).toBe(1);
      expect(cartCalls.length).toBeGreaterThan(0);
      expect(unexpectedProblems(session.problems)).toEqual([]);
    } finally {
      await session.close();
    }
  });

  it('a click on "Add to cart" while the page is still reading the cart is not lost: the add waits for the read and lands', async () => {
    const session = await openShop(browser, shop);
    const { page } = session;
    try {
      const [first, second] = parts.nl;
      await addPartFromProductPage(session, 'nl', first!);
      // The next page's read of the cart (every page load with a cartId cookie: the cart, then its lines' products)
      // is held until after the click.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let reads = 0;
      const linesProducts = (url: URL) => url.pathname === '/api/magento/products' && url.searchParams.has('sku:in');
      await page.route(linesProducts, async (route) => {
        if (reads++ === 0) await held;
        await route.continue();
      });
      await session.open(`/shop/${second!.url_key}`);
      await page.getByRole('heading', { level: 1, name: second!.name }).waitFor();
      await expect.poll(() => reads, { timeout: 15_000 }).toBeGreaterThan(0);
      // As a person clicks: at once (Playwright would otherwise wait for a button it considers disabled).
      await page.getByRole('button', { name: tr('nl', 'Add to cart') }).click({ force: true });
      // The shopper sees their click taken at once, and the button waits for their add.
      await page.getByRole('button', { name: tr('nl', 'Adding…') }).waitFor({ timeout: 5_000 });
      release();
      const badge = page.locator('.cart-link .badge').first();
      await expect.poll(async () => ((await badge.count()) ? Number.parseInt((await badge.textContent()) ?? '0', 10) : 0), { timeout: 15_000 }).toBe(2);
      await page.getByRole('button', { name: tr('nl', 'Add to cart') }).waitFor({ timeout: 15_000 });
      await page.unroute(linesProducts);
      await session.open('/shop/cart');
      await expect.poll(() => cartLineCount(page), { timeout: 15_000 }).toBe(2);
      expect(unexpectedProblems(session.problems)).toEqual([]);
    } finally {
      await session.close();
    }
  });

  it('adds a part from its product page, changes the quantity and applies valid, rejected and linked coupons', async () => {
    const session = await openShop(browser, shop);
    try {
      const [first, second] = parts.nl;
      await addPartFromProductPage(session, 'nl', first!);
      // Spec §8/§9: the success toast, gone again after its default 3000 ms.
      const toast = session.page.locator('[data-sonner-toast]').filter({ hasText: tr('nl', 'Cart item added') });
      await toast.first().waitFor({ state: 'visible', timeout: 10_000 });
      const shownAt = Date.now();
      // It leaves the header (navigation, cart link) free, and offers the way to the cart.
      const headerBottom = await session.page.locator('.site-header').evaluate((header) => header.getBoundingClientRect().bottom);
      expect(await toast.first().evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThan(headerBottom);
      expect(
        await toast
          .first()
          .getByRole('button', { name: tr('nl', 'View cart') })
          .count(),
      ).toBe(1);
      await toast.first().waitFor({ state: 'detached', timeout: 10_000 });
      expect(Date.now() - shownAt).toBeGreaterThan(1_500);
      expect(Date.now() - shownAt).toBeLessThan(6_000);
      await addPartFromProductPage(session, 'nl', second!, 2, 3);
      await toast
        .first()
        .getByRole('button', { name: tr('nl', 'View cart') })
        .click();
      await session.page.waitForURL((url) => url.pathname === '/shop/cart');
      const page = session.page;
      await page.locator('.cart-lines > li').nth(1).waitFor();
      expect(await cartLineCount(page)).toBe(2);
      await expect.poll(() => page.locator('.cart-link .badge').first().textContent()).toContain('3');

      // One more of the first line: the badge follows after the debounced refresh.
      await page
        .getByRole('group', { name: new RegExp(first!.name) })
        .getByRole('button', { name: tr('nl', 'One more') })
        .click();
      await expect.poll(() => page.locator('.cart-link .badge').first().textContent(), { timeout: 10_000 }).toContain('4');

      // A valid coupon shows as applied with a discount row; a refused one says why and leaves the valid one on the cart.
      const coupon = page.getByLabel(tr('nl', 'Discount code'), { exact: true });
      await coupon.fill('ACCESSOIRES15');
      await page.getByRole('button', { name: tr('nl', 'Apply') }).click();
      await page.getByText(tr('nl', 'Code {applied} is applied.').replace('{applied}', 'ACCESSOIRES15')).waitFor({ timeout: 10_000 });
      const discountRow = page.locator('.order-totals-row.is-discount');
      await expect.poll(() => discountRow.count(), { timeout: 10_000 }).toBe(1);
      await coupon.fill('BESTAAT-NIET');
      await page.getByRole('button', { name: tr('nl', 'Apply') }).click();
      await page
        .locator('.coupon-rejected')
        .filter({ hasText: tr('nl', 'Code {code} does not exist. Check how it is spelled.').replace('{code}', 'BESTAAT-NIET') })
        .waitFor({ timeout: 10_000 });
      expect(await coupon.inputValue()).toBe('');
      // Magento dropped ACCESSOIRES15 with the refused code; the shop put it back (issue 20).
      await page.getByText(tr('nl', 'Code {applied} is applied.').replace('{applied}', 'ACCESSOIRES15')).waitFor({ timeout: 10_000 });
      await expect.poll(() => discountRow.count(), { timeout: 10_000 }).toBe(1);

      // Removing a line.
      await page
        .getByRole('button', { name: new RegExp(second!.name) })
        .filter({ hasText: tr('nl', 'Remove') })
        .click();
      await expect.poll(() => cartLineCount(page), { timeout: 10_000 }).toBe(1);

      // A campaign link's ?coupon= is applied to the cart and stays in the URL while it differs from the default.
      await session.open('/shop/cart?coupon=HERFST50');
      await page
        .getByText(/HERFST50/)
        .first()
        .waitFor({ timeout: 10_000 });
      expect(new URL(page.url()).searchParams.get('coupon')).toBe('HERFST50');
      expect(unexpectedProblems(session.problems)).toEqual([]);
    } finally {
      await session.close();
    }
  });
});

describe('checkout with iDEAL through the Mollie test page (English)', () => {
  it('paid: the confirmation shows the order and its lines', async () => {
    const session = await openShop(browser, shop, { locale: 'en-GB' });
    try {
      const part = parts.en[0]!;
      await addPartFromProductPage(session, 'en', part);
      const email = uniqueEmail();
      await toPayment(session, 'en', email);
      await choosePayment(session.page, /iDEAL/i);
      await session.page.getByRole('button', { name: 'Place order' }).click();
      await completeMollieCheckout(session.page, 'paid');
      await session.page.waitForURL(/\/en\/shop\/confirmed\?orderId=/, { timeout: 20_000 });
      await session.page.getByText('We have received your order.').waitFor({ timeout: 15_000 });
      const [order] = await ordersFor(shop, email);
      expect(order?.increment_id).toBeTruthy();
      await session.page.getByText(order!.increment_id).first().waitFor();
      await session.page.getByText(part.name).first().waitFor();
      // The cart is empty afterwards.
      await expect.poll(() => session.page.locator('.cart-link .badge').count()).toBe(0);
    } finally {
      await session.close();
    }
  });

  for (const outcome of ['failed', 'canceled', 'expired'] as const satisfies readonly MollieOutcome[]) {
    it(`${outcome}: back on the cart with the failure message and the items intact`, async () => {
      const session = await openShop(browser, shop, { locale: 'en-GB' });
      try {
        const part = parts.en[1]!;
        await addPartFromProductPage(session, 'en', part);
        await toPayment(session, 'en', uniqueEmail());
        await choosePayment(session.page, /iDEAL/i);
        await session.page.getByRole('button', { name: 'Place order' }).click();
        await completeMollieCheckout(session.page, outcome);
        await session.page.waitForURL(/\/en\/shop\/cart\?payment=/, { timeout: 20_000 });
        await session.page.getByRole('alert').filter({ hasText: 'Payment failed. Please try again.' }).waitFor({ timeout: 15_000 });
        await session.page.locator('.cart-lines > li').filter({ hasText: part.name }).waitFor({ timeout: 15_000 });
        // The restored cart can be checked out again.
        await session.page.getByRole('link', { name: 'Go to checkout' }).first().waitFor();
      } finally {
        await session.close();
      }
    });
  }
});

describe('cash on delivery (German)', () => {
  it('a double click on "place order" places exactly one order and opens its confirmation with the comment', async () => {
    const session = await openShop(browser, shop, { locale: 'de-DE' });
    try {
      await addPartFromProductPage(session, 'de', parts.de[2]!);
      const email = uniqueEmail();
      await toPayment(session, 'de', email);
      await choosePayment(session.page, new RegExp(tr('de', 'Cash on delivery'), 'i'));
      await session.page.getByLabel(tr('de', 'Comment with your order (optional)')).fill('Bitte beim Nachbarn abgeben');
      await session.page.getByRole('button', { name: tr('de', 'Place order') }).dblclick();
      await session.page.waitForURL(/\/de\/shop\/confirmed\?orderId=/, { timeout: 20_000 });
      await session.page.getByText(tr('de', 'We have received your order.')).waitFor({ timeout: 15_000 });
      const orders = await ordersFor(shop, email);
      expect(orders).toHaveLength(1);
      expect(orders[0]!.payment?.method).toBe('cashondelivery');
      await session.page.getByText('Bitte beim Nachbarn abgeben').waitFor({ timeout: 10_000 });
    } finally {
      await session.close();
    }
  });

  it('a reload in the middle of checkout keeps the cart and still ends in one order', async () => {
    const session = await openShop(browser, shop, { locale: 'de-DE' });
    try {
      await addPartFromProductPage(session, 'de', parts.de[3]!);
      const email = uniqueEmail();
      await toPayment(session, 'de', email);
      await session.page.reload();
      await session.page
        .getByRole('button', { name: tr('de', 'Continue to payment') })
        .or(session.page.getByRole('button', { name: tr('de', 'Place order') }))
        .first()
        .waitFor({ timeout: 15_000 });
      if (await session.page.getByRole('button', { name: tr('de', 'Continue to payment') }).isVisible()) {
        // The address is back from the cart; only continue.
        expect(await session.page.getByLabel(tr('de', 'E-mail address'), { exact: true }).inputValue()).toBe(email);
        await session.page.getByRole('button', { name: tr('de', 'Continue to payment') }).click();
      }
      await choosePayment(session.page, new RegExp(tr('de', 'Cash on delivery'), 'i'));
      await session.page.getByRole('button', { name: tr('de', 'Place order') }).click();
      await session.page.waitForURL(/\/de\/shop\/confirmed\?orderId=/, { timeout: 20_000 });
      expect(await ordersFor(shop, email)).toHaveLength(1);
    } finally {
      await session.close();
    }
  });
});

describe('a slow back end', () => {
  it('the server-rendered list says the catalogue timed out; "try again" retries in place once hydrated, and reloads the page before', async () => {
    // Its own shop: the catalogue cache of the shared one would answer before the slow back end is asked.
    const own = await startShopProcess();
    const session = await openShop(browser, own, { locale: 'en-GB' });
    // A shopper whose page has no script running (yet): the server-rendered button must still do something.
    const scriptless = await browser.newContext({ locale: 'en-GB', javaScriptEnabled: false });
    const plain = await scriptless.newPage();
    const timedOut = (page: Page) => page.getByRole('alert').filter({ hasText: 'Request timed out. Please try again.' });
    try {
      // A render waits 3 s for the catalogue (renderUpstreamTimeoutMs), then sends the error; the load goes on (8 s
      // here) and fills the cache. Both pages join that one load (nothing has read the list before), so both render
      // the error.
      await addFault(own, { route: '/V1/products', latencyMs: 8_000, times: 4 });
      await Promise.all([session.page.goto(`${own.url}/en/shop`), plain.goto(`${own.url}/en/shop?category=locks`)]);
      await Promise.all([timedOut(session.page).waitFor({ timeout: 15_000 }), timedOut(plain).waitFor({ timeout: 15_000 })]);
      await clearFaults(own);

      // Hydrated: the retry stays on the page (no document load) and shows the list once the load is done.
      await waitForHydration(session.page);
      await session.page.evaluate(() => ((window as unknown as { stayed?: boolean }).stayed = true));
      await session.page.getByRole('button', { name: 'Try again' }).click();
      await session.page.locator('.product-card').first().waitFor({ timeout: 15_000 });
      expect(await session.page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

      // Without a script: the button loads the same address again, its query kept, and the server's render has the list.
      await plain.getByRole('button', { name: 'Try again' }).click();
      await plain.locator('.product-card').first().waitFor({ timeout: 15_000 });
      expect(new URL(plain.url()).search).toBe('?category=locks');
      expect(await plain.getByRole('link', { name: 'Locks' }).getAttribute('aria-current')).toBe('page');
    } finally {
      await scriptless.close();
      await session.close();
      await own.stop();
    }
  }, 90_000);
});
