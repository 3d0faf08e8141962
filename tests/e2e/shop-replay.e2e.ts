// The shop's machines replayed in Chromium from their mappings (decision 035): per mapping the minimal path set that
// covers every transition a browser can reach, each path in a fresh browser context, the machine's requests held by
// page routes and answered as the path says, the page checked after every step. One shop, one browser for the file;
// Dutch and German in turn (the texts checked come from each language's catalogues). So far: product-loading
// (tests/replay/product-loading.mapping.ts).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planPaths, plainSteps, type ReplaySession } from '../replay/mapping';
import { ProductsBackend, productLoadingMapping } from '../replay/product-loading.mapping';
import { walkPath } from '../replay/walk';
import type { Lang } from '../replay/words';
import { launchBrowser, waitForHydration } from './browser';
import { startShopProcess, type ShopProcess } from './shop-process';
import { openShop, unexpectedProblems } from './shop-fixtures';

const productPlan = await planPaths(productLoadingMapping.model, productLoadingMapping);
console.log(productPlan.summary);

let shop: ShopProcess;
let browser: Browser;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShopProcess(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

const locales: Record<Lang, string> = { nl: 'nl-NL', en: 'en-GB', de: 'de-DE' };
const REPLAY_LANGS: readonly Lang[] = ['nl', 'de'];
const inLang = (lang: Lang, path: string) => (lang === 'nl' ? path : `/${lang}${path}`);

/** A part's card on the shop list (a product page, not a bike's configurator): the client-side navigation. */
async function clickProductCard(page: Page): Promise<void> {
  const card = page.locator('a.product-card-link:not([href*="configur"])').first();
  await card.waitFor({ timeout: 10_000 });
  await card.click();
}

describe('product loading replayed in the browser from its mapping', () => {
  it('the planned paths cover every transition a browser can reach; the rest is listed with its reason', () => {
    expect(productPlan.uncovered, 'reachable transitions no planned path takes').toEqual([]);
    expect(productPlan.paths.length).toBeGreaterThan(0);
    expect(Object.keys(productPlan.unreachable).length + productPlan.reachable.length).toBe(productPlan.total);
  });

  const cases = productPlan.paths.map((planned, index) => {
    const lang = REPLAY_LANGS[index % REPLAY_LANGS.length]!;
    const steps = plainSteps('en', productLoadingMapping, planned.generated, productPlan.labels).slice(1);
    return { planned, lang, title: `[${lang}] ${steps.map((step) => step.action).join(' → ')}` };
  });
  it.concurrent.for(cases)('$title', async ({ planned, lang }, { expect }) => {
    const shopPage = await openShop(browser, shop, { locale: locales[lang] });
    const backend = new ProductsBackend();
    try {
      await backend.install(shopPage.context);
      const session: ReplaySession = {
        page: shopPage.page,
        lang,
        expect,
        extras: { backend },
        answer: (event) => backend.answer(event),
        start: async () => {
          await shopPage.open(inLang(lang, '/shop'));
          await waitForHydration(shopPage.page);
          backend.live = true;
          await clickProductCard(shopPage.page);
        },
      };
      await walkPath(session, productLoadingMapping, planned);
      // The failures the path asks for are logged by the browser (the payload's 503, a 502, a dropped connection);
      // anything else is the shop's.
      const problems = unexpectedProblems(shopPage.problems).filter(
        (line) => !line.includes('net::ERR_INTERNET_DISCONNECTED') && !line.includes('status of 502') && !/status of 503 .*_payload\.json/.test(line),
      );
      expect(problems).toEqual([]);
    } finally {
      await shopPage.close();
    }
  });
});
