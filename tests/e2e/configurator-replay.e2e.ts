// The configurator machine replayed in Chromium from its mapping (decision 035, tests/replay/configurator.mapping.ts):
// the minimal path set that covers every transition a browser can reach, each path in a fresh browser context on
// configurator/FOLT Elite (its link as the scenario says: a fresh one, a shared one with stale choices, one reopened
// from the cart), the bundle request held and answered as the path says and the page checked after every step. One
// shop, one browser; Dutch, English and German by turns, each path in a language it can be walked in (the switch to
// English is no switch on an English page).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeConfiguration } from '../../src/machines/configurator/configurator.url';
import type { ConfigSelection } from '../../src/machines/configurator/configurator.selection';
import { ConfiguratorBackend, configuratorMapping } from '../replay/configurator.mapping';
import { pathInTurn, planPaths, plainSteps, type ReplaySession } from '../replay/mapping';
import { walkPath } from '../replay/walk';
import { LANGS, type Lang } from '../replay/words';
import { launchBrowser } from './browser';
import { startShopProcess, type ShopProcess } from './shop-process';
import { openShop, unexpectedProblems } from './shop-fixtures';

// In node, before any browser.
const plan = await planPaths(configuratorMapping.model, configuratorMapping);
console.log(plan.summary);

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

interface ConfiguratorInput {
  sku: string;
  lang: Lang;
  initialSelection: string | ConfigSelection | null;
  replacesItemId?: number;
}

/** The configurator's link for a scenario in a language: the choices and the cart line it replaces in its search. */
function linkOf(input: ConfiguratorInput, lang: Lang): string {
  const search = new URLSearchParams();
  if (input.initialSelection !== null) {
    search.set('o', typeof input.initialSelection === 'string' ? input.initialSelection : encodeConfiguration(input.initialSelection));
  }
  if (input.replacesItemId !== undefined) search.set('replace', String(input.replacesItemId));
  const query = search.toString();
  return `${lang === 'nl' ? '' : `/${lang}`}/configurator/${encodeURIComponent(input.sku)}${query ? `?${query}` : ''}`;
}

describe('the configurator replayed in the browser from its mapping', () => {
  it('the planned paths cover every transition a browser can reach; the rest is listed with its reason', () => {
    expect(plan.uncovered, 'reachable transitions no planned path takes').toEqual([]);
    expect(plan.paths.length).toBeGreaterThan(0);
    expect(Object.keys(plan.unreachable).length + plan.reachable.length).toBe(plan.total);
  });

  const cases = plan.paths.map((original, index) => {
    const { planned, lang } = pathInTurn(configuratorMapping, original, index, LANGS);
    const steps = plainSteps('en', configuratorMapping, planned.generated, plan.labels).slice(1);
    return { planned, lang, title: `[${lang}] ${planned.generated.scenario}: ${steps.map((step) => step.action).join(' → ')}` };
  });

  it('rotates the paths over Dutch, English and German', () => {
    expect(new Set(cases.map((entry) => entry.lang))).toEqual(new Set(LANGS));
  });

  it.for(cases)('$title', async ({ planned, lang }, { expect }) => {
    const shopPage = await openShop(browser, shop, { locale: locales[lang] });
    const backend = new ConfiguratorBackend((planned.generated.input as unknown as ConfiguratorInput).sku);
    try {
      await backend.install(shopPage.context);
      const session: ReplaySession = {
        page: shopPage.page,
        lang,
        expect,
        extras: { backend },
        answer: (event) => backend.answer(event),
        start: async () => {
          backend.live = true;
          backend.expectLoad();
          // Hydration waits for the page's scripts, not for the held bundle request.
          await shopPage.open(linkOf(planned.generated.input as unknown as ConfiguratorInput, lang));
        },
      };
      await walkPath(session, configuratorMapping, planned);
      // The failures the path asks for are logged by the browser (a 502, a dropped connection); anything else is the shop's.
      const problems = unexpectedProblems(shopPage.problems).filter(
        (line) => !line.includes('net::ERR_INTERNET_DISCONNECTED') && !line.includes('status of 502'),
      );
      expect(problems).toEqual([]);
    } finally {
      await shopPage.close();
    }
  });
});
