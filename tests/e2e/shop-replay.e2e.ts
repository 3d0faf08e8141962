// The shop's machines replayed in Chromium from their mappings (decision 035): per mapping the minimal path set that
// covers every transition a browser can reach, each path in a fresh browser context, the machine's requests held by
// page routes and answered as the path says, the page checked after every step. One shop, one browser for the file;
// Dutch and German in turn (the texts checked come from each language's catalogues). So far: product-loading
// (tests/replay/product-loading.mapping.ts).
import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { planPaths } from '../replay/mapping';
import { ProductsBackend, productLoadingMapping } from '../replay/product-loading.mapping';
import { waitForHydration } from './browser';
import { inLang, planCases, replayEach, replayShop } from './replay-harness';

const productPlan = await planPaths(productLoadingMapping.model, productLoadingMapping);
console.log(productPlan.summary);

const file = replayShop();

/** A part's card on the shop list (a product page, not a bike's configurator): the client-side navigation. */
async function clickProductCard(page: Page): Promise<void> {
  const card = page.locator('a.product-card-link:not([href*="configur"])').first();
  await card.waitFor({ timeout: 10_000 });
  await card.click();
}

describe('product loading replayed in the browser from its mapping', () => {
  const cases = planCases(productLoadingMapping, productPlan, { langs: ['nl', 'de'], scenarioInTitle: false });
  replayEach(file, productLoadingMapping, cases, {
    backend: () => new ProductsBackend(),
    setUp: async ({ lang, shopPage, backend }) => ({
      start: async () => {
        await shopPage.open(inLang(lang, '/shop'));
        await waitForHydration(shopPage.page);
        backend.live = true;
        await clickProductCard(shopPage.page);
      },
    }),
    // The failures the path asks for are logged by the browser (the payload's 503, a 502, a dropped connection);
    // anything else is the shop's.
    allowed: ['net::ERR_INTERNET_DISCONNECTED', 'status of 502', /status of 503 .*_payload\.json/],
  });
});
