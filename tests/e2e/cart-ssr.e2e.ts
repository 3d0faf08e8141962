// Issue 21 item 5 in Chromium (decision record 024): the cart and the checkout come with the shopper's cart in their
// HTML. Without JavaScript the cart shows its lines and totals and the checkout its address form and summary; with
// JavaScript the page hydrates without a warning, never shows the loading notice, the checkout reads the cart no
// second time, and a change is sent once.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, waitForHydration, watchConsole } from './browser';
import { startShopProcess, type ShopProcess } from './shop-process';
import { partsIn, tr, unexpectedProblems, type CatalogueProduct } from './shop-fixtures';

let shop: ShopProcess;
let browser: Browser;
let part: CatalogueProduct;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShopProcess(), launchBrowser()]);
  part = (await partsIn(shop, 'nl')).find((product) => product.price > 0)!;
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

const post = (path: string, body?: unknown) =>
  fetch(`${shop.url}/api/magento/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: shop.url },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });

/**
 * A guest cart with two pieces of the part and the shop's default coupon, made through the shop's API as the shop's
 * own pages make it (the coupon machine puts the default coupon on a shopper's cart the first time it sees it).
 */
async function cartWithPart(): Promise<{ cartId: string; grandTotal: number }> {
  const cartId = ((await (await post('cart?locale=nl')).json()) as { data: string }).data;
  expect((await post(`cart/items?cartId=${cartId}&locale=nl`, { cartItem: { sku: part.sku, qty: 2 } })).status).toBe(200);
  const config = (await (await fetch(`${shop.url}/api/config`)).json()) as { data: { defaultCoupon: string | null } };
  if (config.data.defaultCoupon) {
    const applied = await fetch(`${shop.url}/api/magento/cart/coupon?cartId=${cartId}&locale=nl`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', origin: shop.url },
      body: JSON.stringify({ coupon: config.data.defaultCoupon }),
    });
    expect(applied.status).toBe(200);
  }
  const totals = (await (await fetch(`${shop.url}/api/magento/cart/totals?cartId=${cartId}&locale=nl`)).json()) as { data: { grand_total: number } };
  return { cartId, grandTotal: totals.data.grand_total };
}

async function contextWithCart(cartId: string, javaScriptEnabled: boolean): Promise<BrowserContext> {
  const context = javaScriptEnabled ? await newContext(browser) : await browser.newContext({ locale: 'nl-NL', javaScriptEnabled: false });
  await context.addCookies([{ name: 'cartId', value: cartId, url: shop.url }]);
  return context;
}

const euro = (amount: number) => new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' }).format(amount);

/** Records whether the loading notice of the cart or the checkout is ever in the document (from its first parse). */
async function watchLoadingNotice(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const state = window as unknown as { loadingSeen?: boolean };
    state.loadingSeen = false;
    new MutationObserver(() => {
      if (document.querySelector('.shop-loading')) state.loadingSeen = true;
    }).observe(document, { childList: true, subtree: true });
  });
}
const loadingSeen = (page: Page) => page.evaluate(() => (window as unknown as { loadingSeen?: boolean }).loadingSeen === true);

describe('without JavaScript', () => {
  it('the cart shows its lines and totals, the checkout its address form and the cart summary', async () => {
    const { cartId, grandTotal } = await cartWithPart();
    const context = await contextWithCart(cartId, false);
    const page = await context.newPage();
    try {
      const response = await page.goto(`${shop.url}/shop/cart`);
      expect(response?.headers()['cache-control']).toBe('private, no-store');
      await expect.poll(() => page.locator('.cart-line-name').allTextContents()).toEqual([part.name]);
      expect(await page.locator('.qty-input').inputValue()).toBe('2');
      expect(await page.locator('.order-totals-row.is-grand-total dd').textContent()).toBe(euro(grandTotal));
      expect(await page.getByText(tr('nl', 'Loading your cart…')).count()).toBe(0);

      await page.goto(`${shop.url}/shop/checkout`);
      for (const label of ['First name', 'Street', 'Postcode', 'E-mail address']) {
        expect(await page.getByLabel(tr('nl', label), { exact: true }).count()).toBe(1);
      }
      expect(await page.locator('.checkout-summary .order-line-name').allTextContents()).toEqual([part.name]);
      expect(await page.locator('.checkout-summary .order-totals-row.is-grand-total dd').textContent()).toBe(euro(grandTotal));
      expect(await page.getByText(tr('nl', 'Loading your order…')).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('a shopper without a cart sees the empty cart', async () => {
    const context = await browser.newContext({ locale: 'nl-NL', javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto(`${shop.url}/shop/cart`);
      expect(await page.getByText(tr('nl', 'Your cart is empty.')).count()).toBe(1);
    } finally {
      await context.close();
    }
  });
});

describe('with JavaScript', () => {
  it('the cart hydrates without a warning or the loading notice, and one "+" changes the quantity once', async () => {
    const { cartId } = await cartWithPart();
    const context = await contextWithCart(cartId, true);
    const page = await context.newPage();
    const problems = watchConsole(page);
    const changes: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().includes('/api/magento/cart/item')) changes.push(request.postData() ?? '');
    });
    await watchLoadingNotice(page);
    try {
      await page.goto(`${shop.url}/shop/cart`);
      await waitForHydration(page);
      const checkout = page.getByRole('link', { name: tr('nl', 'Go to checkout') });
      await checkout.waitFor({ timeout: 15_000 });
      expect(await page.locator('.cart-line').count()).toBe(1);
      await page.getByRole('button', { name: tr('nl', 'One more') }).click();
      await expect.poll(() => page.locator('.qty-input').inputValue()).toBe('3');
      await checkout.waitFor({ timeout: 15_000 });
      const cart = (await (await fetch(`${shop.url}/api/magento/cart?cartId=${cartId}&locale=nl`)).json()) as { data: { items: Array<{ qty: number }> } };
      expect(cart.data.items.map((item) => item.qty)).toEqual([3]);
      expect(changes).toHaveLength(1);
      expect(await page.locator('.cart-line').count()).toBe(1);
      expect(await loadingSeen(page)).toBe(false);
      expect(unexpectedProblems(problems)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the checkout hydrates with its first step, reads the cart no second time, and takes the address once it runs', async () => {
    const { cartId } = await cartWithPart();
    const context = await contextWithCart(cartId, true);
    const page = await context.newPage();
    const problems = watchConsole(page);
    const cartReads: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'GET' && /\/api\/magento\/cart(\/totals)?\?/.test(request.url())) cartReads.push(request.url());
    });
    await watchLoadingNotice(page);
    try {
      await page.goto(`${shop.url}/shop/checkout`);
      await waitForHydration(page);
      const email = page.getByLabel(tr('nl', 'E-mail address'), { exact: true });
      await email.fill('jan@example.nl');
      expect(await email.inputValue()).toBe('jan@example.nl');
      expect(await page.locator('.checkout-summary .order-line-name').allTextContents()).toEqual([part.name]);
      expect(cartReads).toEqual([]);
      expect(await loadingSeen(page)).toBe(false);
      expect(unexpectedProblems(problems)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
