// The shop's own e-commerce events in the dataLayer (consent given, a GTM id configured), sent by the wiring and the
// machines rather than by page effects: view_item of a served product page and of one reached by a client
// navigation, add_to_cart on the click, begin_checkout when the checkout starts and purchase when the confirmation
// has the order, each once.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser, newContext, waitForHydration } from './browser';
import { startShopProcess, type ShopProcess } from './shop-process';
import { fillDutchAddress, partsIn, tr, type CatalogueProduct } from './shop-fixtures';

let shop: ShopProcess;
let browser: Browser;
let parts: CatalogueProduct[] = [];

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShopProcess({ GTM_ID: 'GTM-T3ST42' }), launchBrowser()]);
  parts = await partsIn(shop, 'en');
});
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

interface Sent {
  event: string;
  ecommerce: { value: number; transaction_id?: string; items: Array<{ item_id: string; quantity: number }> };
}

const ecommerceEvents = async (page: Page): Promise<Sent[]> =>
  ((await page.evaluate(() => JSON.parse(JSON.stringify((window as { dataLayer?: unknown[] }).dataLayer ?? [])))) as Array<Partial<Sent>>).filter(
    (entry): entry is Sent => ['view_item', 'add_to_cart', 'begin_checkout', 'purchase'].includes(entry?.event ?? ''),
  );
const eventNames = async (page: Page) => (await ecommerceEvents(page)).map((sent) => sent.event);

it('sends view_item, add_to_cart, begin_checkout and purchase once each', async () => {
  const context = await newContext(browser, { locale: 'en-GB' });
  await context.addCookies([{ name: 'folt_consent', value: `1.10.${Date.now()}`, url: shop.url }]);
  await context.route('https://www.googletagmanager.com/**', (route) => route.fulfill({ status: 200, contentType: 'application/javascript', body: '' }));
  const page = await context.newPage();
  try {
    const [first, second] = parts;
    await page.goto(`${shop.url}/en/shop/${first!.url_key}`);
    await waitForHydration(page);
    await expect.poll(() => eventNames(page), { timeout: 15_000 }).toEqual(['view_item']);
    expect((await ecommerceEvents(page))[0]!.ecommerce.items).toMatchObject([{ item_id: first!.sku, quantity: 1 }]);

    await page.getByRole('button', { name: tr('en', 'Add to cart') }).click();
    await expect.poll(() => eventNames(page), { timeout: 15_000 }).toEqual(['view_item', 'add_to_cart']);

    await page.evaluate((href) => void window.__TSR_ROUTER__!.navigate({ href }), `/en/shop/${second!.url_key}`);
    await page.getByRole('heading', { level: 1, name: second!.name }).waitFor({ timeout: 15_000 });
    await expect.poll(() => eventNames(page), { timeout: 15_000 }).toEqual(['view_item', 'add_to_cart', 'view_item']);
    expect((await ecommerceEvents(page))[2]!.ecommerce.items).toMatchObject([{ item_id: second!.sku }]);

    await page.goto(`${shop.url}/en/shop/checkout`);
    await waitForHydration(page);
    await fillDutchAddress(page, 'en', `analytics-${Date.now()}@example.nl`);
    await page.getByRole('button', { name: tr('en', 'Continue to payment') }).click();
    await page.getByRole('button', { name: tr('en', 'Place order') }).waitFor({ timeout: 15_000 });
    await page.getByRole('radio', { name: /cash on delivery/i }).check();
    await page.getByRole('button', { name: tr('en', 'Place order') }).click();
    await page.waitForURL(/\/en\/shop\/confirmed\?orderId=/, { timeout: 20_000 });
    await page.getByText(tr('en', 'We have received your order.')).waitFor({ timeout: 15_000 });
    await expect.poll(() => eventNames(page), { timeout: 15_000 }).toEqual(['begin_checkout', 'purchase']);
    const [begin, purchase] = await ecommerceEvents(page);
    expect(begin!.ecommerce.items).toMatchObject([{ item_id: first!.sku, quantity: 1 }]);
    expect(purchase!.ecommerce.transaction_id).toMatch(/^\d+$/);
    // Nothing is sent twice.
    await page.waitForTimeout(1000);
    expect(await eventNames(page)).toEqual(['begin_checkout', 'purchase']);
  } finally {
    await context.close();
  }
});
