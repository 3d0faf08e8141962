// The cart's machines replayed in Chromium from their mappings (decision 035): per mapping the minimal path set that
// covers every transition a browser can reach, each path in a fresh browser context with its own real cart, the
// machine's requests held by page routes and answered as the path says, the page checked after every step. One shop
// and one browser for the file; Dutch, English and German by turns. The cart (tests/replay/cart.mapping.ts) and one
// cart operation (tests/replay/cart-operation.mapping.ts).
import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { OperationBackend, cartOperationMapping } from '../replay/cart-operation.mapping';
import { CartBackend, cartMapping } from '../replay/cart.mapping';
import { planPaths } from '../replay/mapping';
import { msg as tr, type Lang } from '../replay/words';
import { cartWith, inLang, planCases, replayEach, replayShop } from './replay-harness';

// In node, before any browser.
const cartPlan = await planPaths(cartMapping.model, cartMapping);
const operationPlan = await planPaths(cartOperationMapping.model, cartOperationMapping);
console.log(cartPlan.summary);
console.log(operationPlan.summary);

const file = replayShop({ part: { what: 'a part in the seeded catalogue' } });

/** A path under a machine's full load (2 cores, a load of 25) took up to 52 s; vitest's 60 s is too close. */
const SLOW = 120_000;

/** Failures a path asks for, logged by the browser (a 4xx/503 answer given, a dropped connection); anything else is the shop's. */
const PATH_FAILURES = ['net::ERR_INTERNET_DISCONNECTED', 'status of 503', 'status of 500'];

/**
 * The product page's add button clicked when free (not waiting for an add of its own) and made again until the button
 * says "Adding…": a click before the page has hydrated can still be lost.
 */
async function addWhenFree(page: Page, lang: Lang): Promise<void> {
  const button = page.getByRole('button', { name: tr(lang, 'Add to cart'), exact: true });
  const adding = page.getByRole('button', { name: tr(lang, 'Adding…'), exact: true });
  for (let attempt = 1; ; attempt++) {
    await page.locator('.add-to-cart-button:not([aria-busy])').waitFor({ timeout: 30_000 });
    await button.click();
    try {
      await adding.waitFor({ timeout: 2_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

describe('the cart operation replayed in the browser from its mapping', () => {
  const cases = planCases(cartOperationMapping, operationPlan, { named: true });
  replayEach(file, cartOperationMapping, cases, {
    backend: () => new OperationBackend(),
    setUp: async ({ planned, lang, shopPage, backend }) => {
      const { page, context } = shopPage;
      const { shop, part } = file;
      const scenario = planned.generated.scenario;
      const cart = scenario === 'add without a cart' ? null : await cartWith(shop, lang, part.sku);
      if (cart) await context.addCookies([{ name: 'cartId', value: cart.cartId, url: shop.url }]);
      if (scenario === 'add to an inactive cart') {
        // Ordered and waiting for its payment: the shop reports the cart inactive, the cookie names the payment.
        await context.addCookies([{ name: 'paymentToken', value: 'pay-9', url: shop.url }]);
        await context.route(/\/api\/magento\/cart\?/, async (route) => {
          if (route.request().method() !== 'GET' || new URL(route.request().url()).searchParams.get('cartId') !== cart!.cartId) return route.fallback();
          const answer = await route.fetch();
          const envelope = (await answer.json()) as { data: Record<string, unknown> };
          return route.fulfill({ response: answer, json: { ...envelope, data: { ...envelope.data, is_active: false } } });
        });
      }
      const onCartPage = scenario === 'change a quantity' || scenario === 'delete a line';
      return {
        extras: { sku: part.sku, itemId: cart?.itemId },
        start: async () => {
          if (!onCartPage) {
            const loaded = cart ? page.waitForResponse((response) => /\/api\/magento\/cart(\/totals)?\?/.test(response.url()), { timeout: 30_000 }) : null;
            await shopPage.open(inLang(lang, `/shop/${part.url_key}`));
            await loaded;
            backend.live = true;
            await addWhenFree(page, lang);
            return;
          }
          await openCartPage(() => shopPage.open(inLang(lang, '/shop/cart')), page);
          backend.live = true;
          if (scenario === 'change a quantity') await page.getByRole('button', { name: tr(lang, 'One more') }).click();
          else await page.locator('.cart-line-remove').click();
        },
      };
    },
    allowed: PATH_FAILURES,
    timeout: SLOW,
  });
});

/**
 * Opens a new session's page and waits for the shop runtime (the cart machine starts with the shop's configuration).
 * The set-up, not the subject: under a load of 30–40 on two cores a page now and then misses its 15 s hydration or
 * its 30 s configuration; it is opened once more then (the requests the first one left held are never answered).
 */
async function openOnce(open: () => Promise<void>, page: Page): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const running = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/config', { timeout: 30_000 });
    try {
      await open();
      await running;
      return;
    } catch (error) {
      running.catch(() => {});
      if (attempt === 2) throw error;
    }
  }
}

/**
 * Opens the cart page as the server renders it with the shopper's cart (decision record 024) and waits until the
 * visit has settled, which is where the paths on the cart page start: the cart machine seeded with the served cart and
 * nothing running.
 *
 * - On a machine loaded enough that the server's cart read outlasts its render time, the page comes without the cart
 *   and the browser loads it (the shop's fallback, server/api/cart-read.test.ts): a different start, opened again.
 * - The server's cart shows before the shop runtime runs; the model's cart is the runtime's. Its sign on the page: the
 *   discount code field, read-only until the coupon actor is there. An event before that (the language switch) would
 *   reach a page whose runtime starts afterwards, already in the new language.
 * - Every visit of the cart page with a cart asks the payment return to reset it (POST cart/reset-cart, spec §4: a
 *   quote left inactive by an abandoned payment is restored) and then reads the cart again (cart.adopt, 300 ms
 *   later). That read belongs to the visit, not to the path: a held backend going live before it would catch it as
 *   a request the path does not have (CI, stop 32).
 */
async function openCartPage(open: () => Promise<void>, page: Page): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const html = page.waitForResponse((response) => response.request().resourceType() === 'document', { timeout: 30_000 }).then((response) => response.text());
    // Responses reach the predicate in the order they arrive: the cart read that answers after the reset is the visit's.
    let reset = false;
    const reread = page.waitForResponse(
      (response) => {
        const { pathname } = new URL(response.url());
        const method = response.request().method();
        if (method === 'POST' && pathname === '/api/magento/cart/reset-cart') reset = true;
        return reset && method === 'GET' && pathname === '/api/magento/cart';
      },
      { timeout: 30_000 },
    );
    await open();
    if (!(await html).includes('class="cart-line"')) {
      reread.catch(() => {});
      if (attempt === 3) throw new Error('the cart page came without its cart three times: the server did not read the cart within its render time');
      continue;
    }
    await page.locator('.cart-line').waitFor({ timeout: 15_000 });
    await page.locator('#coupon-code:not([readonly])').waitFor({ timeout: 15_000 });
    await reread;
    return;
  }
}

/** The cart as GET cart answers it (the data the model's carts are built on). */
async function cartData(cartId: string, lang: Lang): Promise<Record<string, unknown>> {
  const answer = (await (await fetch(`${file.shop.url}/api/magento/cart?cartId=${encodeURIComponent(cartId)}&locale=${lang}`)).json()) as {
    data: Record<string, unknown>;
  };
  return answer.data;
}

describe('the cart replayed in the browser from its mapping', () => {
  const cases = planCases(cartMapping, cartPlan, { named: true });
  replayEach(file, cartMapping, cases, {
    backend: () => new CartBackend(),
    setUp: async ({ planned, lang, shopPage, backend }) => {
      const { page, context } = shopPage;
      const { shop, part } = file;
      const scenario = planned.generated.scenario;
      // A new session's cookies are what the path's readSession answer says they were (the model's cookie names a cart
      // with a payment under way).
      const session0 = planned.generated.path.steps.find((step) => step.event.type === 'xstate.done.actor.readSession')?.event as
        { output: { cartId: string | null } } | undefined;
      const withCart = scenario === 'hydrated page' || Boolean(session0?.output.cartId);
      const cart = withCart ? await cartWith(shop, lang, part.sku) : null;
      if (cart) {
        backend.realCart = await cartData(cart.cartId, lang);
        const cookies = [{ name: 'cartId', value: cart.cartId }];
        if (scenario === 'new session') cookies.push({ name: 'paymentToken', value: 'pay-1' }, { name: 'orderId', value: 'order-1' });
        await context.addCookies(cookies.map((cookie) => ({ ...cookie, url: shop.url })));
      }
      return {
        start: async () => {
          if (scenario === 'new session') {
            // From the first request on: the session is read and the cart loaded as the page starts. The shop runtime
            // (the cart machine) starts after hydration, with the shop's configuration: wait for it.
            backend.live = true;
            await openOnce(() => shopPage.open(inLang(lang, `/shop/${part.url_key}`)), page);
            return;
          }
          await openCartPage(() => shopPage.open(inLang(lang, '/shop/cart')), page);
          backend.live = true;
        },
      };
    },
    allowed: PATH_FAILURES,
    timeout: SLOW,
  });
});
