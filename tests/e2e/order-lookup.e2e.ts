// Issue 23 item 4 in Chromium, in Dutch and German: a guest finds their cash-on-delivery order from the login page's
// link with its number, e-mail address and billing postcode. A wrong number and a wrong e-mail address get the very
// same message; the right three facts show the order as the confirmation page shows it (the same facts and lines),
// read-only (no message form). Too many attempts for one order number end in the limit's message, right facts too.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AxeLedger } from './axe';
import { launchBrowser } from './browser';
import { startShopProcess, type ShopProcess } from './shop-process';
import { openShop, tr, unexpectedProblems, type ShopPage } from './shop-fixtures';

type Lang = 'nl' | 'de';
const LOOKUP: Record<Lang, string> = { nl: '/shop/bestelling-zoeken', de: '/de/shop/bestellung-finden' };
const LOGIN: Record<Lang, string> = { nl: '/customer-login', de: '/de/customer-login' };
const CONFIRMED: Record<Lang, string> = { nl: '/shop/confirmed', de: '/de/shop/confirmed' };
/** The login page's link (the account catalogue, which tr() does not read). */
const LOGIN_LINK: Record<Lang, string> = { nl: 'Bestelling opzoeken zonder account', de: 'Bestellung ohne Kundenkonto finden' };

const ADDRESS = {
  firstname: 'Anna',
  lastname: 'de Vries',
  street: ['Oudegracht 1'],
  city: 'Utrecht',
  postcode: '3511 AA',
  country_id: 'NL',
  telephone: '0612345678',
  email: 'anna.lookup@example.nl',
};

let shop: ShopProcess;
let browser: Browser;
let sku: string;
const axe = new AxeLedger();

beforeAll(async () => {
  // Three attempts per order number (the limit test reaches it quickly); the address limit stays above this file's total.
  [shop, browser] = await Promise.all([startShopProcess({ ORDER_LOOKUP_RATE_LIMIT: '40/3/900' }), launchBrowser()]);
  const list = (await (await fetch(`${shop.url}/api/magento/products?pageSize=300`)).json()) as {
    data: { items: Array<{ sku: string; type_id: string; price: number }> };
  };
  sku = list.data.items.find((p) => p.type_id === 'simple' && p.price > 0 && !p.sku.startsWith('FOLT '))!.sku;
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

async function shopApi(method: string, path: string, body?: unknown): Promise<any> {
  const answer = await fetch(`${shop.url}/api/magento/${path}`, {
    method,
    headers: { origin: shop.url, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await answer.json()) as { success: boolean; data: any; error: string | null };
  expect(answer.status, JSON.stringify(json)).toBe(200);
  return json.data;
}

/** A guest's cash-on-delivery order, placed through the shop's API: its number and its confirmation token. */
async function placeGuestOrder(): Promise<{ number: string; token: string }> {
  const cartId = (await shopApi('POST', 'cart')) as string;
  await shopApi('POST', `cart/items?cartId=${cartId}`, { cartItem: { sku, qty: 2 } });
  await shopApi('POST', `cart/shipping?cartId=${cartId}`, { addressInformation: { shipping_address: ADDRESS } });
  const token = (await shopApi('POST', `cart/payment-information?cartId=${cartId}`, {
    billingAddress: ADDRESS,
    paymentMethodCode: 'cashondelivery',
  })) as string;
  const order = await shopApi('GET', `order?orderId=${encodeURIComponent(token)}`);
  return { number: order.increment_id as string, token };
}

/**
 * Fills the form and sends it; resolves with the server's answer to the lookup. The answer is read where the request
 * is routed (Chromium may drop a response's body once the page has moved on, as a found order's page does at once).
 */
async function lookUp(shopPage: ShopPage, facts: { orderNumber: string; email: string; postcode: string }) {
  const { page } = shopPage;
  await page.fill('#lookup-orderNumber', facts.orderNumber);
  await page.fill('#lookup-email', facts.email);
  await page.fill('#lookup-postcode', facts.postcode);
  const answer = new Promise<{ status: number; body: string; retryAfter: string | undefined }>((resolve, reject) => {
    void page
      .route(
        '**/api/magento/order-lookup**',
        async (route) => {
          const response = await route.fetch();
          const body = await response.text();
          resolve({ status: response.status(), body, retryAfter: response.headers()['retry-after'] });
          await route.fulfill({ response, body });
        },
        { times: 1 },
      )
      .then(() => page.click('.lookup-form button[type="submit"]'))
      .catch(reject);
  });
  return await answer;
}

/** The message of the refused lookup just answered, once the page shows it. */
async function refusal(shopPage: ShopPage): Promise<string> {
  await shopPage.page.waitForSelector('.lookup-form[aria-busy="false"] [role="alert"]', { timeout: 20_000 });
  return (await shopPage.page.locator('.lookup-form [role="alert"]').innerText()).trim();
}

/** What the confirmation's order view shows: the facts and the lines with the totals. */
async function orderViewText(shopPage: ShopPage): Promise<{ facts: string; lines: string }> {
  const { page } = shopPage;
  await page.locator('.confirmation-facts').first().waitFor({ timeout: 20_000 });
  return {
    facts: (await page.locator('.confirmation-facts').first().innerText()).trim(),
    lines: (await page.locator('section[aria-labelledby="confirmation-lines-title"]').innerText()).trim(),
  };
}

describe.each(['nl', 'de'] as const)('order lookup in %s', (lang: Lang) => {
  it('from the login page: a wrong number and a wrong e-mail get the same message, the right facts show the order like the confirmation', async () => {
    const { number, token } = await placeGuestOrder();
    const shopPage = await openShop(browser, shop, { locale: lang });
    const { page } = shopPage;
    try {
      await shopPage.open(LOGIN[lang]);
      await page.getByRole('link', { name: LOGIN_LINK[lang] }).click();
      await page.waitForURL(`${shop.url}${LOOKUP[lang]}`);
      await expect.poll(() => page.locator('h1').innerText(), { timeout: 20_000 }).toBe(tr(lang, 'Find your order'));
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/);

      // An empty form: each field says what it needs, nothing is asked of the server.
      await page.click('.lookup-form button[type="submit"]');
      await expect.poll(() => page.locator('#lookup-orderNumber-error').innerText()).toBe(tr(lang, 'Enter the order number.'));
      expect(await page.locator('#lookup-postcode-error').innerText()).toBe(tr(lang, 'Enter the postcode of the billing address.'));

      const noMatch = tr(
        lang,
        'We could not find an order with these details. Check the order number, the e-mail address and the postcode of the billing address.',
      );
      const byNumber = await lookUp(shopPage, { orderNumber: `${number}9`, email: ADDRESS.email, postcode: ADDRESS.postcode });
      const wrongNumber = await refusal(shopPage);
      expect(wrongNumber).toBe(noMatch);
      const byEmail = await lookUp(shopPage, { orderNumber: number, email: 'someone.else@example.nl', postcode: ADDRESS.postcode });
      const wrongEmail = await refusal(shopPage);
      await axe.audit(page, `order lookup refused (${lang})`);
      // The same status and body from the server, the same words on the page.
      expect(byEmail).toEqual(byNumber);
      expect(byNumber.status).toBe(404);
      expect(wrongEmail).toBe(wrongNumber);
      // The facts stay in the form for a corrected try.
      expect(await page.inputValue('#lookup-orderNumber')).toBe(number);

      // Right facts, typed as people do: the e-mail in capitals, the postcode without its space.
      expect((await lookUp(shopPage, { orderNumber: number, email: ADDRESS.email.toUpperCase(), postcode: '3511aa' })).status).toBe(200);
      await expect.poll(() => page.locator('h1').innerText(), { timeout: 20_000 }).toBe(tr(lang, 'Order {number}').replace('{number}', number));
      const found = await orderViewText(shopPage);
      await axe.audit(page, `order lookup found (${lang})`);
      axe.expectNoBlocking(0);
      expect(found.facts).toContain(number);
      expect(found.facts).toContain(tr(lang, 'Cash on delivery'));
      // Read-only: no message form, no order link, nothing that needs an account.
      expect(await page.locator('textarea').count()).toBe(0);
      expect(await page.getByRole('button', { name: tr(lang, 'Send message') }).count()).toBe(0);
      expect(await page.locator(`a[href*="orderId="]`).count()).toBe(0);
      await expect.poll(() => page.getByRole('button', { name: tr(lang, 'Look up another order') }).count()).toBe(1);

      // The confirmation page of the same order shows the same facts and lines.
      await shopPage.open(`${CONFIRMED[lang]}?orderId=${encodeURIComponent(token)}`);
      const confirmed = await orderViewText(shopPage);
      expect(found).toEqual(confirmed);
      expect(unexpectedProblems(shopPage.problems)).toEqual([]);
    } finally {
      await shopPage.close();
    }
  });
});

describe('order lookup limit', () => {
  it('after three attempts for one order number the limit answers, in the page language, the right facts too', async () => {
    const { number } = await placeGuestOrder();
    const shopPage = await openShop(browser, shop, { locale: 'de' });
    const { page } = shopPage;
    try {
      await shopPage.open(LOOKUP.de);
      for (const email of ['a@example.nl', 'b@example.nl', 'c@example.nl']) {
        expect((await lookUp(shopPage, { orderNumber: number, email, postcode: ADDRESS.postcode })).status).toBe(404);
        expect(await refusal(shopPage)).toContain(
          tr('de', 'We could not find an order with these details. Check the order number, the e-mail address and the postcode of the billing address.'),
        );
      }
      const tooMany = tr('de', 'Too many attempts to find an order. Please wait a few minutes and try again.');
      const answer = await lookUp(shopPage, { orderNumber: number, email: ADDRESS.email, postcode: ADDRESS.postcode });
      expect(answer.status).toBe(429);
      expect(Number(answer.retryAfter)).toBeGreaterThan(0);
      await expect.poll(() => refusal(shopPage), { timeout: 20_000 }).toContain(tooMany);
      expect(await refusal(shopPage)).toContain(tr('de', 'You can try again in about {minutes} minutes.').replace('{minutes}', '15'));
      expect(await page.locator('h1').innerText()).toBe(tr('de', 'Find your order'));
    } finally {
      await shopPage.close();
    }
  });
});
