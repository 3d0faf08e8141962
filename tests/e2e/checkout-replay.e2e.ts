// The checkout machine replayed in Chromium from its mapping (decision 035, tests/replay/checkout.mapping.ts): the
// minimal path set that covers every transition a browser can reach, each path in a fresh context with a one-part
// cart, the back end answering the actors' requests as the path says and the page checked after every step for the
// state the path says the machine is in. One shop, one browser; the paths run a few pages at a time.
import { describe } from 'vitest';
import { checkoutMapping, enterAddress, PathBackend, paymentStepShows } from '../replay/checkout.mapping';
import { planPaths } from '../replay/mapping';
import { perform } from '../replay/walk';
import { waitForHydration } from './browser';
import { cartWith, inLang, planCases, replayEach, replayShop } from './replay-harness';

// In node, before any browser: generating, running and choosing take a few seconds.
const plan = await planPaths(checkoutMapping.model, checkoutMapping);
console.log(plan.summary);

const file = replayShop({ part: { what: 'a part in the seeded catalogue' } });

describe('checkout replayed in the browser from its mapping', () => {
  // Each path in its own browser context (its own cart and cookies), so the paths can run side by side; Dutch,
  // English and German in turn (the texts checked come from each language's catalogues), each path in a language
  // whose page starts its scenario (a German page's empty form starts with Germany: checkout.mapping.ts inputIn).
  const cases = planCases(checkoutMapping, plan);
  replayEach(file, checkoutMapping, cases, {
    backend: () => new PathBackend(),
    setUp: async ({ planned, lang, shopPage, backend }) => {
      const { cartId } = await cartWith(file.shop, lang, file.part.sku);
      await shopPage.context.addCookies([{ name: 'cartId', value: cartId, url: file.shop.url }]);
      const checkoutPath = inLang(lang, '/shop/checkout');
      const { form } = planned.generated.input as { form?: Record<string, unknown> };
      return {
        start: async () => {
          backend.live = true;
          // The "reload mid-checkout" scenario is already on the checkout page: reload it.
          if (new URL(shopPage.page.url(), file.shop.url).pathname === checkoutPath) {
            await shopPage.page.reload();
            await waitForHydration(shopPage.page);
          } else {
            await shopPage.open(checkoutPath);
          }
        },
        // The scenario's starting point: the address already in the cart, saved through the page for real.
        beforeWalk: async (session) => {
          if (!form) return;
          await shopPage.open(checkoutPath);
          for (const action of enterAddress(form, lang)) await perform(session, action, { type: 'set-up' });
          await paymentStepShows(session);
        },
      };
    },
    // The failures the path asks for are logged by the browser; anything else is the shop's.
    allowed: ['net::ERR_INTERNET_DISCONNECTED'],
  });
});
