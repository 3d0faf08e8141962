// The configurator machine replayed in Chromium from its mapping (decision 035, tests/replay/configurator.mapping.ts):
// the minimal path set that covers every transition a browser can reach, each path in a fresh browser context on
// configurator/FOLT Elite (its link as the scenario says: a fresh one, a shared one with stale choices, one reopened
// from the cart), the bundle request held and answered as the path says and the page checked after every step. One
// shop, one browser; Dutch, English and German by turns, each path in a language it can be walked in (the switch to
// English is no switch on an English page).
import { describe, expect, it } from 'vitest';
import { encodeConfiguration } from '../../src/machines/configurator/configurator.url';
import type { ConfigSelection } from '../../src/machines/configurator/configurator.selection';
import { ConfiguratorBackend, configuratorMapping } from '../replay/configurator.mapping';
import { planPaths } from '../replay/mapping';
import { LANGS, type Lang } from '../replay/words';
import { inLang, planCases, replayEach, replayShop } from './replay-harness';

// In node, before any browser.
const plan = await planPaths(configuratorMapping.model, configuratorMapping);
console.log(plan.summary);

const file = replayShop();

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
  return inLang(lang, `/configurator/${encodeURIComponent(input.sku)}${query ? `?${query}` : ''}`);
}

describe('the configurator replayed in the browser from its mapping', () => {
  const cases = planCases(configuratorMapping, plan);

  it('rotates the paths over Dutch, English and German', () => {
    expect(new Set(cases.map((entry) => entry.lang))).toEqual(new Set(LANGS));
  });

  replayEach(file, configuratorMapping, cases, {
    backend: (planned) => new ConfiguratorBackend((planned.generated.input as unknown as ConfiguratorInput).sku),
    setUp: async ({ planned, lang, shopPage, backend }) => ({
      start: async () => {
        backend.live = true;
        backend.expectLoad();
        // Hydration waits for the page's scripts, not for the held bundle request.
        await shopPage.open(linkOf(planned.generated.input as unknown as ConfiguratorInput, lang));
      },
    }),
    // The failures the path asks for are logged by the browser (a 502, a dropped connection); anything else is the shop's.
    allowed: ['net::ERR_INTERNET_DISCONNECTED', 'status of 502'],
    sequential: true,
  });
});
