// The coupon machine replayed in Chromium from its mapping (decision 035, tests/replay/coupon.mapping.ts): the minimal
// path set that covers every transition a browser can reach, each path in a fresh browser context with a real cart
// (one part worth more than €250, the scenario's link and cookie), the cart's first load and the coupon requests held
// and answered as the path says, the cart page's coupon row checked after every step. One shop and one browser for the
// file; Dutch, English and German by turns.
import { describe } from 'vitest';
import { CART_MINIMUM, CouponBackend, couponMapping, realCode } from '../replay/coupon.mapping';
import { planPaths } from '../replay/mapping';
import type { Lang } from '../replay/words';
import { cartWith, inLang, planCases, replayEach, replayShop, shopApi } from './replay-harness';

// In node, before any browser.
const couponPlan = await planPaths(couponMapping.model, couponMapping);
console.log(couponPlan.summary);

// A part ACCESSOIRES15 (FOLT-* SKUs) applies to.
const file = replayShop({ part: { what: 'a FOLT- part in the seeded catalogue', pick: (product) => product.sku.startsWith('FOLT-') && product.price > 0 } });

/** A fresh guest cart with one part worth more than HERFST50's minimum, carrying `code` if given. */
async function cartFor(lang: Lang, code: string | null): Promise<string> {
  const { cartId } = await cartWith(file.shop, lang, file.part.sku, Math.ceil(CART_MINIMUM / file.part.price));
  if (code) await shopApi(file.shop, 'PUT', `cart/coupon?cartId=${encodeURIComponent(cartId)}`, { coupon: code });
  return cartId;
}

type CouponInput = { urlCoupon: string | null; cookieCoupon: string | null; defaultCoupon: string };

describe('the coupon row replayed in the browser from its mapping', () => {
  const cases = planCases(couponMapping, couponPlan);
  replayEach(file, couponMapping, cases, {
    backend: (_planned, lang) => new CouponBackend(inLang(lang, '/shop/cart')),
    setUp: async ({ planned, lang, expect, shopPage, backend }) => {
      const input = planned.generated.input as CouponInput;
      // The shop's default coupon is the one the model's WELCOME stands for, or the scenario has none.
      expect(['', 'WELCOME']).toContain(input.defaultCoupon);
      backend.withoutDefault = input.defaultCoupon === '';
      // A cart that already carries a code when it becomes known (the path's "already on it").
      const carried = planned.generated.path.steps.find((step) => step.event.type === 'cart.attach')?.event.appliedCode as string | undefined;
      const cartId = await cartFor(lang, carried ? realCode(carried) : null);
      backend.cartCode = carried ? realCode(carried) : '';
      backend.cartCookie = { name: 'cartId', value: cartId, url: file.shop.url };
      if (input.cookieCoupon) await shopPage.context.addCookies([{ name: 'couponCode', value: realCode(input.cookieCoupon), url: file.shop.url }]);
      return {
        answer: async (event) => {
          await backend.answer(event);
          // The cart reaches the page through its load, its totals and its products: on a loaded machine that alone
          // can outlast a check's 10 s, so the answer ends once the cart's coupon row is there.
          if (event.type === 'cart.attach') await shopPage.page.locator('#coupon-status').waitFor({ timeout: 30_000 });
        },
        start: async () => {
          backend.live = true;
          await shopPage.open(`${inLang(lang, '/shop/cart')}${input.urlCoupon ? `?coupon=${realCode(input.urlCoupon)}` : ''}`);
          // The shop runtime (cart and coupon machines) starts once the page is idle: the page is open when it asks for the cart.
          await expect.poll(() => backend.cartLoading, { timeout: 30_000, interval: 50, message: 'the page asks for its cart' }).toBe(true);
        },
      };
    },
    // The refusals and failures the path asks for are logged (the refused code, the discounts' 502).
    allowed: ['Could not load coupon discounts', 'status of 502'],
  });
});
