// The payment return replayed in Chromium from its mapping (decision 035, tests/replay/payment-return.mapping.ts):
// the minimal path set that covers every transition of the machine, each path in a fresh browser context with its
// cookies (a real one-part cart, the order and payment tokens), the machine's requests held and answered as the path
// says and the cart page checked after every step for the state the path says the machine is in. One shop and one
// browser for the file; Dutch and German pages by turns. The configurator is replayed in configurator-replay.e2e.ts.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planPaths, plainSteps, type ReplayMapping, type ReplaySession } from '../replay/mapping';
import { PROVIDER_URL, paymentReturnBackend, paymentReturnMapping } from '../replay/payment-return.mapping';
import { walkPath } from '../replay/walk';
import type { Lang } from '../replay/words';
import { launchBrowser } from './browser';
import { startShopProcess, type ShopProcess } from './shop-process';
import { openShop, partsIn, unexpectedProblems, type CatalogueProduct } from './shop-fixtures';

// In node, before any browser.
const paymentPlan = await planPaths(paymentReturnMapping.model, paymentReturnMapping);
console.log(paymentPlan.summary);

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

const locales: Record<Lang, string> = { nl: 'nl-NL', en: 'en-GB', de: 'de-DE' };
const prefix = (lang: Lang) => (lang === 'nl' ? '' : `/${lang}`);

/** A fresh guest cart with one part, made through the shop's API as the page would (a write needs our Origin). */
async function cartWithOnePart(lang: Lang): Promise<string> {
  const post = async (path: string, body?: unknown, attempt = 1): Promise<unknown> => {
    const answer = await fetch(`${shop.url}/api/magento/${path}`, {
      method: 'POST',
      headers: { origin: shop.url, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const envelope = (await answer.json()) as { success: boolean; data?: unknown; error?: string };
    // The set-up, not the subject: on this loaded machine the emulator's connection can drop (503) once.
    if (answer.status === 503 && attempt === 1) return post(path, body, 2);
    expect(envelope.success, `${path}: ${envelope.error}`).toBe(true);
    return envelope.data;
  };
  const cartId = String(await post(`cart?locale=${lang}`));
  await post(`cart/items?cartId=${encodeURIComponent(cartId)}&locale=${lang}`, { cartItem: { sku: part.sku, qty: 1 } });
  return cartId;
}

/** The plan's checks and the path cases of a machine, in Dutch and German by turns (or the scenario's language). */
function casesOf(mapping: ReplayMapping, plan: Awaited<ReturnType<typeof planPaths>>) {
  it(`${mapping.model.name}: the planned paths cover every transition a browser can reach; the rest is listed with its reason`, () => {
    expect(plan.uncovered, 'reachable transitions no planned path takes').toEqual([]);
    expect(plan.paths.length).toBeGreaterThan(0);
    expect(Object.keys(plan.unreachable).length + plan.reachable.length).toBe(plan.total);
  });
  return plan.paths.map((planned, index) => {
    const lang: Lang = (planned.generated.input as { lang?: Lang }).lang ?? (index % 2 === 0 ? 'nl' : 'de');
    const steps = plainSteps('en', mapping, planned.generated, plan.labels).slice(1);
    return { planned, lang, title: `[${lang}] ${planned.generated.scenario}: ${steps.map((step) => step.action).join(' → ')}` };
  });
}

describe('the payment return replayed in the browser from its mapping', () => {
  const cases = casesOf(paymentReturnMapping, paymentPlan);
  it.concurrent.for(cases)('$title', async ({ planned, lang }, { expect }) => {
    const shopPage = await openShop(browser, shop, { locale: locales[lang] });
    const backend = paymentReturnBackend();
    try {
      await backend.install(shopPage.context);
      // The provider's page the open payment continues on: stopped here.
      await shopPage.context.route(`${PROVIDER_URL}*`, (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: '<!doctype html><html lang="en"><title>Mollie</title><p>Mollie (stopped here by the test).</p></html>',
        }),
      );
      const input = planned.generated.input as { paymentToken: string | null; cartId: string | null; orderId: string | null; sessionPaymentToken?: string };
      const cartId = input.cartId ? await cartWithOnePart(lang) : null;
      const cookies = [
        ...(cartId ? [{ name: 'cartId', value: cartId }] : []),
        ...(input.orderId ? [{ name: 'orderId', value: input.orderId }] : []),
        ...(input.sessionPaymentToken ? [{ name: 'paymentToken', value: input.sessionPaymentToken }] : []),
      ];
      if (cookies.length > 0) await shopPage.context.addCookies(cookies.map((cookie) => ({ ...cookie, url: shop.url })));
      const session: ReplaySession = {
        page: shopPage.page,
        lang,
        expect,
        extras: { backend, cartId },
        answer: (event) => backend.answer(event),
        start: async () => {
          backend.live = true;
          // Hydration waits for the page's scripts, not for the held requests.
          await shopPage.open(`${prefix(lang)}/shop/cart${input.paymentToken ? `?payment=${input.paymentToken}` : ''}`);
        },
      };
      await walkPath(session, paymentReturnMapping, planned);
      const problems = unexpectedProblems(shopPage.problems);
      expect(problems.filter((line) => !line.includes('net::ERR_INTERNET_DISCONNECTED'))).toEqual([]);
    } finally {
      await shopPage.close();
    }
  });
});
