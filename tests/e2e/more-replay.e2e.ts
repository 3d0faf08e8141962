// The payment return replayed in Chromium from its mapping (decision 035, tests/replay/payment-return.mapping.ts):
// the minimal path set that covers every transition of the machine, each path in a fresh browser context with its
// cookies (a real one-part cart, the order and payment tokens), the machine's requests held and answered as the path
// says and the cart page checked after every step for the state the path says the machine is in. One shop and one
// browser for the file; Dutch and German pages by turns. The configurator is replayed in configurator-replay.e2e.ts.
import { describe } from 'vitest';
import { planPaths } from '../replay/mapping';
import { PROVIDER_URL, paymentReturnBackend, paymentReturnMapping } from '../replay/payment-return.mapping';
import type { Lang } from '../replay/words';
import { cartWith, inLang, planCases, replayEach, replayShop } from './replay-harness';

// In node, before any browser.
const paymentPlan = await planPaths(paymentReturnMapping.model, paymentReturnMapping);
console.log(paymentPlan.summary);

const file = replayShop({ part: { what: 'a part in the seeded catalogue' } });

describe('the payment return replayed in the browser from its mapping', () => {
  // In Dutch and German by turns (or the scenario's language).
  const cases = planCases(paymentReturnMapping, paymentPlan, {
    named: true,
    langOf: (planned, index) => (planned.generated.input as { lang?: Lang }).lang ?? (index % 2 === 0 ? 'nl' : 'de'),
  });
  replayEach(file, paymentReturnMapping, cases, {
    backend: () => paymentReturnBackend(),
    setUp: async ({ planned, lang, shopPage, backend }) => {
      // The provider's page the open payment continues on: stopped here.
      await shopPage.context.route(`${PROVIDER_URL}*`, (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: '<!doctype html><html lang="en"><title>Mollie</title><p>Mollie (stopped here by the test).</p></html>',
        }),
      );
      const input = planned.generated.input as { paymentToken: string | null; cartId: string | null; orderId: string | null; sessionPaymentToken?: string };
      const cartId = input.cartId ? (await cartWith(file.shop, lang, file.part.sku)).cartId : null;
      const cookies = [
        ...(cartId ? [{ name: 'cartId', value: cartId }] : []),
        ...(input.orderId ? [{ name: 'orderId', value: input.orderId }] : []),
        ...(input.sessionPaymentToken ? [{ name: 'paymentToken', value: input.sessionPaymentToken }] : []),
      ];
      if (cookies.length > 0) await shopPage.context.addCookies(cookies.map((cookie) => ({ ...cookie, url: file.shop.url })));
      return {
        extras: { cartId },
        start: async () => {
          backend.live = true;
          // Hydration waits for the page's scripts, not for the held requests.
          await shopPage.open(`${inLang(lang, '/shop/cart')}${input.paymentToken ? `?payment=${input.paymentToken}` : ''}`);
        },
      };
    },
    allowed: ['net::ERR_INTERNET_DISCONNECTED'],
  });
});
