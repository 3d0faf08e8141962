// The checkout machine replayed in Chromium from its mapping (decision 035, tests/replay/checkout.mapping.ts): the
// minimal path set that covers every transition a browser can reach, each path in a fresh context with a one-part
// cart, the back end answering the actors' requests as the path says and the page checked after every step for the
// state the path says the machine is in. One shop, one browser; the paths run a few pages at a time.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutMapping, enterAddress, PathBackend, paymentStepShows } from '../replay/checkout.mapping';
import { pathInTurn, planPaths, plainSteps, type ReplaySession } from '../replay/mapping';
import { perform, walkPath } from '../replay/walk';
import { LANGS, type Lang } from '../replay/words';
import { launchBrowser, waitForHydration } from './browser';
import { startShopProcess, type ShopProcess } from './shop-process';
import { openShop, partsIn, unexpectedProblems, type CatalogueProduct } from './shop-fixtures';

// In node, before any browser: generating, running and choosing take a few seconds.
const plan = await planPaths(checkoutMapping.model, checkoutMapping);
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

const locales: Record<Lang, string> = { nl: 'nl-NL', en: 'en-GB', de: 'de-DE' };

describe('checkout replayed in the browser from its mapping', () => {
  it('the planned paths cover every transition a browser can reach; the rest is listed with its reason', () => {
    expect(plan.uncovered, 'reachable transitions no planned path takes').toEqual([]);
    expect(plan.paths.length).toBeGreaterThan(0);
    expect(Object.keys(plan.unreachable).length + plan.reachable.length).toBe(plan.total);
  });

  // Each path in its own browser context (its own cart and cookies), so the paths can run side by side; Dutch,
  // English and German in turn (the texts checked come from each language's catalogues), each path in a language
  // whose page starts its scenario (a German page's empty form starts with Germany: checkout.mapping.ts inputIn).
  const cases = plan.paths.map((original, index) => {
    const { planned, lang } = pathInTurn(checkoutMapping, original, index, LANGS);
    const steps = plainSteps('en', checkoutMapping, planned.generated, plan.labels).slice(1);
    return { planned, lang, title: `[${lang}] ${planned.generated.scenario}: ${steps.map((step) => step.action).join(' → ')}` };
  });
  it.concurrent.for(cases)('$title', async ({ planned, lang }, { expect }) => {
    const shopPage = await openShop(browser, shop, { locale: locales[lang] });
    const backend = new PathBackend();
    try {
      await backend.install(shopPage.context);
      const cartId = await cartWithOnePart(lang);
      await shopPage.context.addCookies([{ name: 'cartId', value: cartId, url: shop.url }]);
      const checkoutPath = `${lang === 'nl' ? '' : `/${lang}`}/shop/checkout`;
      const session: ReplaySession = {
        page: shopPage.page,
        lang,
        expect,
        extras: { backend },
        answer: (event) => backend.answer(event),
        start: async () => {
          backend.live = true;
          // The "reload mid-checkout" scenario is already on the checkout page: reload it.
          if (new URL(shopPage.page.url(), shop.url).pathname === checkoutPath) {
            await shopPage.page.reload();
            await waitForHydration(shopPage.page);
          } else {
            await shopPage.open(checkoutPath);
          }
        },
      };
      const { form } = planned.generated.input as { form?: Record<string, unknown> };
      // The scenario's starting point: the address already in the cart, saved through the page for real.
      if (form) {
        await shopPage.open(checkoutPath);
        for (const action of enterAddress(form, lang)) await perform(session, action, { type: 'set-up' });
        await paymentStepShows(session);
      }
      await walkPath(session, checkoutMapping, planned);
      // The failures the path asks for are logged by the browser; anything else is the shop's.
      const problems = unexpectedProblems(shopPage.problems);
      expect(problems.filter((line) => !line.includes('net::ERR_INTERNET_DISCONNECTED'))).toEqual([]);
    } finally {
      await shopPage.close();
    }
  });
});
