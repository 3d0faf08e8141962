// The checkout machine's generated paths walked in Chromium against the whole shop (issue 5, deliverable 4): a
// small set of the model's paths covering every transition a browser can reach, each in a fresh context with a
// one-part cart, the back end answering the actors' requests as the path says (tests/e2e/checkout-paths.ts) and
// the page checked after every step for the state the path says the machine is in.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, waitForHydration } from './browser';
import { PathBackend, planBrowserPaths, saveAddressForReal, validateBrowserMappings, walkPath, type Lang, type PathSession } from './checkout-paths';
import { startShopProcess, type ShopProcess } from './shop-process';
import { openShop, partsIn, unexpectedProblems, type CatalogueProduct } from './shop-fixtures';

// In node, before any browser: generating, running and choosing take a few seconds.
const plan = await planBrowserPaths();
console.log(plan.summary);

let shop: ShopProcess;
let browser: Browser;
let part: CatalogueProduct;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShopProcess(), launchBrowser()]);
  const [first] = await partsIn(shop, 'nl');
  expect(first, 'a part in the seeded catalogue').toBeDefined();
  part = first!;
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

/** A fresh guest cart with one part, made through the shop's API as the page would (a write needs our Origin). */
async function cartWithOnePart(lang: Lang): Promise<string> {
  const post = async (path: string, body?: unknown) => {
    const answer = await fetch(`${shop.url}/api/magento/${path}`, {
      method: 'POST',
      headers: { origin: shop.url, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const envelope = (await answer.json()) as { success: boolean; data?: unknown; error?: string };
    expect(envelope.success, `${path}: ${envelope.error}`).toBe(true);
    return envelope.data;
  };
  const cartId = String(await post(`cart?locale=${lang}`));
  await post(`cart/items?cartId=${encodeURIComponent(cartId)}&locale=${lang}`, { cartItem: { sku: part.sku, qty: 1 } });
  return cartId;
}

const LANGS: readonly Lang[] = ['nl', 'en', 'de'];
const locales: Record<Lang, string> = { nl: 'nl-NL', en: 'en-GB', de: 'de-DE' };

describe('checkout machine paths in the browser', () => {
  it('the chosen paths cover every transition a browser can reach', () => {
    validateBrowserMappings();
    expect(plan.uncovered, 'reachable transitions no chosen path takes').toEqual([]);
    expect(plan.covered.length).toBe(plan.reachable.length);
  });

  // Dutch, English and German in turn: the texts checked come from each language's catalogues.
  for (const [index, chosen] of plan.chosen.entries()) {
    const lang = LANGS[index % LANGS.length]!;
    it(`[${lang}] ${chosen.title}`, async () => {
      const shopPage = await openShop(browser, shop, { locale: locales[lang] });
      const backend = new PathBackend();
      try {
        await backend.install(shopPage.context);
        const cartId = await cartWithOnePart(lang);
        await shopPage.context.addCookies([{ name: 'cartId', value: cartId, url: shop.url }]);
        const checkoutPath = `${lang === 'nl' ? '' : `/${lang}`}/shop/checkout`;
        const session: PathSession = {
          page: shopPage.page,
          lang,
          backend,
          openCheckout: async () => {
            // The "reload mid-checkout" scenario is already on the checkout page: reload it.
            if (new URL(shopPage.page.url(), shop.url).pathname === checkoutPath) {
              await shopPage.page.reload();
              await waitForHydration(shopPage.page);
            } else {
              await shopPage.open(checkoutPath);
            }
          },
        };
        const { form } = chosen.generated.input as { form?: Record<string, unknown> };
        // The scenario's starting point: the address already in the cart, saved through the page for real.
        if (form) await saveAddressForReal(session, form);
        await walkPath(session, chosen);
        // The failures the path asks for are logged by the browser; anything else is the shop's.
        const problems = unexpectedProblems(shopPage.problems);
        expect(problems.filter((line) => !line.includes('net::ERR_INTERNET_DISCONNECTED'))).toEqual([]);
      } finally {
        await shopPage.close();
      }
    });
  }
});
