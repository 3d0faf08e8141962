// The configurator machine's replay mapping (decision 035): what each state of src/machines/configurator looks like
// on configurator/{sku} (configurator-session.tsx: the skeleton while loading, "The configurator could not be loaded"
// with "Try again", the 404 page, the configurator with its options, total and summary), how a shopper causes each
// event (a part's radio or checkbox, the frame size select, "None", the quantity field, "Reset to the standard
// configuration", "Dismiss", "Add to cart", the language switch) and the shop's answer to the bundle's products
// request, held by a path back end (held-backend.ts: the request whose `sku:in` is the bundle's, answered with the
// model's fixture answer, its products completed with contract.fixtures' product(); the loader's second request,
// the parts' names, answered empty). The plan (`npm run flows`) words the configurator from it; its browser replay
// is not in tests/e2e yet: on this machine's load its paths outran the per-test 60 s (decision 035).
import type { Page } from 'playwright-core';
import type { AnyEventObject } from 'xstate';
import { buildCartItem } from '../../src/machines/configurator/configurator.cart';
import type { BundleCatalog, CatalogOption } from '../../src/machines/configurator/configurator.catalog';
import { selectSummary } from '../../src/machines/configurator/configurator.selectors';
import { choiceOf, isChosen, type ConfigSelection } from '../../src/machines/configurator/configurator.selection';
import { encodeConfiguration } from '../../src/machines/configurator/configurator.url';
import { formatCents } from '../../src/views/configurator/configurator-format';
import { configuratorModel } from '../model/configurator.model';
import { HeldBackend } from './held-backend';
import type { Action, ReplayMapping, ReplaySession } from './mapping';
import { fill, msg as tr, phrases, type Lang } from './words';

const backendOf = (session: ReplaySession) => session.extras.backend as HeldBackend;
/** The bodies of the add-to-cart requests the page sent (the replay's e2e file records them). */
const cartAddsOf = (session: ReplaySession) => session.extras.cartAdds as unknown[];
const POLL = { timeout: 10_000, interval: 50 };
const squash = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

const optionOf = (catalog: BundleCatalog, optionId: number): CatalogOption | undefined => catalog.options.find((option) => option.id === optionId);

/** A part as the tester reads it: the option's title and the part's name (or its SKU). */
function partWords(catalog: BundleCatalog, optionId: number, selectionId: number | null): string {
  const option = optionOf(catalog, optionId);
  const part = option?.selections.find((selection) => selection.id === selectionId);
  return `${option?.title ?? optionId}: ${part ? (part.name ?? part.sku) : '—'}`;
}

const noneWords: Record<Lang, string> = { nl: 'Geen', en: 'None', de: 'Keine' };

/** The control of a part: the select of a select option, else its radio or checkbox. */
function partAction(catalog: BundleCatalog, optionId: number, selectionId: number): Action {
  const words = partWords(catalog, optionId, selectionId);
  if (optionOf(catalog, optionId)?.type === 'select') return { do: 'pick', css: `#cfg-option-${optionId}`, select: String(selectionId), words };
  return { do: 'pick', css: `input[name="cfg-option-${optionId}"][value="${selectionId}"]`, words };
}

/** Every option's choice shows: the radio or checkbox checked, the select's value, the quantity field. */
async function expectSelection(session: ReplaySession, catalog: BundleCatalog, selection: ConfigSelection): Promise<void> {
  const { expect } = session;
  const page = session.page as Page;
  for (const option of catalog.options) {
    if (option.type === 'select') {
      const chosen = choiceOf(selection, option.id)?.selectionIds[0];
      await expect
        .poll(() => page.locator(`#cfg-option-${option.id}`).inputValue(), { ...POLL, message: `${option.title} chosen` })
        .toBe(chosen === undefined ? '' : String(chosen));
      continue;
    }
    for (const part of option.selections) {
      const input = page.locator(`input[name="cfg-option-${option.id}"][value="${part.id}"]`);
      await expect
        .poll(() => input.isChecked(), { ...POLL, message: `${option.title}: ${part.sku} chosen or not` })
        .toBe(isChosen(selection, option.id, part.id));
    }
  }
}

export const configuratorMapping: ReplayMapping = {
  model: configuratorModel,
  priority: 2,
  title: { nl: 'Configurator', en: 'Configurator', de: 'Konfigurator' },
  start: { nl: 'Open /configurator/FOLT%20Elite', en: 'Open /en/configurator/FOLT%20Elite', de: 'Öffne /de/configurator/FOLT%20Elite' },
  preconditions: {
    'fresh configurator': {
      nl: 'De configurator van de FOLT Elite, in het Nederlands, zonder keuzes in de link',
      en: 'The FOLT Elite configurator in Dutch, no choices in the link',
      de: 'Der Konfigurator des FOLT Elite auf Niederländisch, ohne Auswahl im Link',
    },
    'shared link with stale and conflicting choices': {
      nl: 'Een gedeelde Duitse link (/de/configurator/FOLT%20Elite?o=2-4.4-8.6-11_12.99-1.junk): 600 Wh met framtas, een fietstas zonder drager, een verdwenen optie, een onleesbaar stuk',
      en: 'A shared German link (/de/configurator/FOLT%20Elite?o=2-4.4-8.6-11_12.99-1.junk): 600 Wh with a frame bag, a pannier without its rack, an option that is gone, an unreadable entry',
      de: 'Ein geteilter deutscher Link (/de/configurator/FOLT%20Elite?o=2-4.4-8.6-11_12.99-1.junk): 600 Wh mit Rahmentasche, eine Packtasche ohne Gepäckträger, eine entfallene Option, ein unlesbarer Eintrag',
    },
    'reopened from the cart': {
      nl: "Een fiets uit de winkelwagen opnieuw geopend ('Wijzigen': ?o=…&replace=7), in het Engels",
      en: "A bike reopened from the cart ('Change': ?o=…&replace=7), in English",
      de: "Ein Rad aus dem Warenkorb wieder geöffnet ('Ändern': ?o=…&replace=7), auf Englisch",
    },
  },
  unreachable: {
    // The request timeout is 15 s: each path that waits for it would take longer than the whole file may. Covered in
    // node by tests/model/configurator.model.test.ts (simulated clock).
    'configurator.loading | xstate.after.requestTimeout.configurator.loading | 0': 'the 15 s request timeout (covered in node with a simulated clock)',
  },
  states: {
    loading: {
      see: null,
      words: (lang) => ({ nl: 'de configurator laadt', en: 'the configurator loads', de: 'der Konfigurator lädt' })[lang],
      check: async (session, expected) => {
        const { expect } = session;
        await expect.poll(() => backendOf(session).request('loadBundleProduct') !== null, { ...POLL, message: 'the bundle is being loaded' }).toBe(true);
        // In the machine's language (a language switch loads the store view's texts again).
        const url = new URL(backendOf(session).request('loadBundleProduct')!.url());
        expect(url.searchParams.get('locale')).toBe(expected.context.lang);
      },
    },
    failure: {
      see: { role: 'alert', name: 'The configurator could not be loaded.' },
      check: async (session) => {
        const page = session.page as Page;
        await session.expect.poll(() => page.getByRole('button', { name: tr(session.lang, 'Try again') }).isVisible(), POLL).toBe(true);
      },
    },
    notFound: {
      see: null,
      words: (lang) => ({ nl: 'de 404-pagina verschijnt', en: 'the 404 page shows', de: 'die 404-Seite erscheint' })[lang],
      // The error page's texts are fixed (src/views/error/error-page.tsx), not in the catalogues.
      check: async (session) => {
        const heading = (session.page as Page).getByRole('heading', { name: 'Pagina niet gevonden' });
        await session.expect.poll(() => heading.isVisible(), POLL).toBe(true);
      },
    },
    configuring: {
      see: { role: 'heading', level: 2, name: 'Your bike' },
      words: (lang, expected) => {
        const summary = selectSummary(expected);
        const parts = summary ? [fill(phrases.other[lang], `${tr(lang, 'Total incl. VAT')} ${formatCents(summary.totalCents, lang)}`)] : [];
        if (expected.context.notices.length > 0) parts.push(fill(phrases.button[lang], tr(lang, 'Dismiss')));
        return parts.join(phrases.and[lang]) || null;
      },
      check: async (session, expected) => {
        const { expect, lang } = session;
        const page = session.page as Page;
        const { catalog, selection, notices } = expected.context as { catalog: BundleCatalog; selection: ConfigSelection; notices: unknown[] };
        await expectSelection(session, catalog, selection);
        const total = formatCents(selectSummary(expected)!.totalCents, lang);
        await expect.poll(async () => squash(await page.getByTestId('cfg-total').textContent()), { ...POLL, message: 'the total' }).toBe(squash(total));
        // The URL carries the configuration (history replaced, written after the choice).
        await expect
          .poll(() => new URL(page.url()).searchParams.get('o'), { ...POLL, message: 'the configuration in the URL' })
          .toBe(encodeConfiguration(selection));
        await expect.poll(() => page.locator('.cfg-notices li').count(), { ...POLL, message: 'the notices' }).toBe(notices.length);
        // After "Add to cart": the bike the page sent to the cart is this configuration.
        if (session.extras.addExpected) {
          session.extras.addExpected = false;
          const item = buildCartItem(catalog, selection, 1);
          await expect
            .poll(() => cartAddsOf(session).some((body) => JSON.stringify((body as { cartItem?: unknown }).cartItem) === JSON.stringify(item)), {
              ...POLL,
              message: 'the bike sent to the cart',
            })
            .toBe(true);
        }
      },
    },
  },
  events: {
    'option.select': {
      actions: (event, before) => [partAction(before.context.catalog, event.optionId, event.selectionId)],
    },
    'option.toggle': {
      actions: (event, before) => [partAction(before.context.catalog, event.optionId, event.selectionId)],
    },
    'option.clear': {
      actions: (event, before, lang) => {
        const option = optionOf(before.context.catalog, event.optionId);
        const words = `${option?.title ?? event.optionId}: ${noneWords[lang]}`;
        if (option?.type === 'select') return [{ do: 'pick', css: `#cfg-option-${event.optionId}`, select: '', words }];
        return [{ do: 'pick', css: `input[name="cfg-option-${event.optionId}"]:not([value])`, words }];
      },
    },
    'option.quantity': {
      actions: (event, _before, lang) => [{ do: 'pick', css: `#cfg-qty-${event.optionId}`, fill: String(event.qty), words: tr(lang, 'Quantity') }],
    },
    'configuration.reset': { actions: () => [{ do: 'click', role: 'button', name: 'Reset to the standard configuration' }] },
    'notices.dismiss': {
      // The button shows with notices only.
      offered: (before) => before.context.notices.length > 0,
      actions: () => [{ do: 'click', role: 'button', name: 'Dismiss' }],
    },
    'cart.add': {
      offered: (before) => before.can({ type: 'cart.add' }),
      prepare: (session) => {
        session.extras.addExpected = true;
      },
      actions: (_event, before) => [{ do: 'click', role: 'button', name: before.context.replacesItemId === null ? 'Add to cart' : 'Update bike in cart' }],
    },
    'language.change': {
      // The header's language switch (a link per language); the error pages have none.
      offered: (before, event) => (before.matches('configuring') || before.matches('failure')) && before.context.lang !== event.lang,
      actions: (event: AnyEventObject) => [{ do: 'pick', css: `.lang-switch a[hreflang="${event.lang}"]`, words: String(event.lang).toUpperCase() }],
    },
    'product.retry': { actions: () => [{ do: 'click', role: 'button', name: 'Try again' }] },
    'xstate.done.actor.loadBundleProduct': { actions: () => [{ do: 'answer' }] },
    'xstate.error.actor.loadBundleProduct': { actions: () => [{ do: 'answer' }] },
  },
  answers: {
    'the Elite with its parts': { nl: 'de FOLT Elite met zijn onderdelen', en: 'the FOLT Elite with its parts', de: 'das FOLT Elite mit seinen Teilen' },
    'the Elite without part names': {
      nl: 'de FOLT Elite zonder namen van de onderdelen',
      en: 'the FOLT Elite without the names of its parts',
      de: 'das FOLT Elite ohne die Namen seiner Teile',
    },
    'no products': { nl: 'geen producten', en: 'no products', de: 'keine Produkte' },
    'a battery, not a bike bundle': { nl: 'een accu, geen fietsbundel', en: 'a battery, not a bike bundle', de: 'ein Akku, kein Fahrradbündel' },
    'unsuccessful answer with an error': {
      nl: "mislukt met 'Store is closed'",
      en: "unsuccessful with 'Store is closed'",
      de: "erfolglos mit 'Store is closed'",
    },
    'unsuccessful answer without an error': { nl: 'mislukt zonder foutmelding', en: 'unsuccessful without an error', de: 'erfolglos ohne Fehlermeldung' },
    'HTTP 502': { nl: 'HTTP 502 Bad Gateway', en: 'HTTP 502 Bad Gateway', de: 'HTTP 502 Bad Gateway' },
    'network down': { nl: 'geen antwoord: de verbinding valt weg', en: 'no answer: the connection drops', de: 'keine Antwort: die Verbindung bricht ab' },
  },
};
