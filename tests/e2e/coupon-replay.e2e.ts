// The coupon machine replayed in Chromium from its mapping (decision 035, tests/replay/coupon.mapping.ts): the minimal
// path set that covers every transition a browser can reach, each path in a fresh browser context with a real cart
// (one part worth more than €250, the scenario's link and cookie), the cart's first load and the coupon requests held
// and answered as the path says, the cart page's coupon row checked after every step. One shop and one browser for the
// file; Dutch, English and German by turns.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_MINIMUM, CouponBackend, couponMapping, realCode } from '../replay/coupon.mapping';
import { planPaths, plainSteps, type ReplaySession } from '../replay/mapping';
import { walkPath } from '../replay/walk';
import { LANGS, type Lang } from '../replay/words';
import { launchBrowser } from './browser';
import { startShopProcess, type ShopProcess } from './shop-process';
import { openShop, partsIn, unexpectedProblems, type CatalogueProduct } from './shop-fixtures';

// In node, before any browser.
const couponPlan = await planPaths(couponMapping.model, couponMapping);
console.log(couponPlan.summary);

let shop: ShopProcess;
let browser: Browser;
let part: CatalogueProduct;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShopProcess(), launchBrowser()]);
  // A part ACCESSOIRES15 (FOLT-* SKUs) applies to.
  const found = (await partsIn(shop, 'nl')).find((product) => product.sku.startsWith('FOLT-') && product.price > 0);
  expect(found, 'a FOLT- part in the seeded catalogue').toBeDefined();
  part = found!;
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

const locales: Record<Lang, string> = { nl: 'nl-NL', en: 'en-GB', de: 'de-DE' };
const prefix = (lang: Lang) => (lang === 'nl' ? '' : `/${lang}`);

/** The shop's API as the page calls it (a write needs our Origin); the set-up, not the subject. */
async function call(method: 'POST' | 'PUT', path: string, body?: unknown, attempt = 1): Promise<unknown> {
  const answer = await fetch(`${shop.url}/api/magento/${path}`, {
    method,
    headers: { origin: shop.url, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const envelope = (await answer.json()) as { success: boolean; data?: unknown; error?: string };
  // On this loaded machine the emulator's connection can drop (503) once.
  if (answer.status === 503 && attempt === 1) return call(method, path, body, 2);
  expect(envelope.success, `${path}: ${envelope.error}`).toBe(true);
  return envelope.data;
}

/** A fresh guest cart with one part worth more than HERFST50's minimum, carrying `code` if given. */
async function cartFor(lang: Lang, code: string | null): Promise<string> {
  const cartId = String(await call('POST', `cart?locale=${lang}`));
  const id = encodeURIComponent(cartId);
  await call('POST', `cart/items?cartId=${id}&locale=${lang}`, { cartItem: { sku: part.sku, qty: Math.ceil(CART_MINIMUM / part.price) } });
  if (code) await call('PUT', `cart/coupon?cartId=${id}`, { coupon: code });
  return cartId;
}

describe('the coupon row replayed in the browser from its mapping', () => {
  it('the planned paths cover every transition a browser can reach; the rest is listed with its reason', () => {
    expect(couponPlan.uncovered, 'reachable transitions no planned path takes').toEqual([]);
    expect(couponPlan.paths.length).toBeGreaterThan(0);
    expect(Object.keys(couponPlan.unreachable).length + couponPlan.reachable.length).toBe(couponPlan.total);
  });

  const cases = couponPlan.paths.map((planned, index) => {
    const lang = LANGS[index % LANGS.length]!;
    const steps = plainSteps('en', couponMapping, planned.generated, couponPlan.labels).slice(1);
    return { planned, lang, title: `[${lang}] ${planned.generated.scenario}: ${steps.map((step) => step.action).join(' → ')}` };
  });
  it.concurrent.for(cases)('$title', async ({ planned, lang }, { expect }) => {
    const input = planned.generated.input as { urlCoupon: string | null; cookieCoupon: string | null; defaultCoupon: string };
    // The shop's default coupon is the one the model's WELCOME stands for, or the scenario has none.
    expect(['', 'WELCOME']).toContain(input.defaultCoupon);
    const cartPath = `${prefix(lang)}/shop/cart`;
    const shopPage = await openShop(browser, shop, { locale: locales[lang] });
    const backend = new CouponBackend(cartPath);
    try {
      await backend.install(shopPage.context);
      backend.withoutDefault = input.defaultCoupon === '';
      // A cart that already carries a code when it becomes known (the path's "already on it").
      const carried = planned.generated.path.steps.find((step) => step.event.type === 'cart.attach')?.event.appliedCode as string | undefined;
      const cartId = await cartFor(lang, carried ? realCode(carried) : null);
      backend.cartCode = carried ? realCode(carried) : '';
      backend.cartCookie = { name: 'cartId', value: cartId, url: shop.url };
      if (input.cookieCoupon) await shopPage.context.addCookies([{ name: 'couponCode', value: realCode(input.cookieCoupon), url: shop.url }]);
      const session: ReplaySession = {
        page: shopPage.page,
        lang,
        expect,
        extras: { backend },
        answer: async (event) => {
          await backend.answer(event);
          // The cart reaches the page through its load, its totals and its products: on a loaded machine that alone
          // can outlast a check's 10 s, so the answer ends once the cart's coupon row is there.
          if (event.type === 'cart.attach') await shopPage.page.locator('#coupon-status').waitFor({ timeout: 30_000 });
        },
        start: async () => {
          backend.live = true;
          await shopPage.open(`${cartPath}${input.urlCoupon ? `?coupon=${realCode(input.urlCoupon)}` : ''}`);
          // The shop runtime (cart and coupon machines) starts once the page is idle: the page is open when it asks for the cart.
          await expect.poll(() => backend.cartLoading, { timeout: 30_000, interval: 50, message: 'the page asks for its cart' }).toBe(true);
        },
      };
      await walkPath(session, couponMapping, planned);
      // The refusals and failures the path asks for are logged (the refused code, the discounts' 502).
      const problems = unexpectedProblems(shopPage.problems).filter(
        (line) => !line.includes('Could not load coupon discounts') && !line.includes('status of 502'),
      );
      expect(problems).toEqual([]);
    } finally {
      await shopPage.close();
    }
  });
});
