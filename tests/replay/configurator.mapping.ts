// The configurator machine's replay mapping (decision 035): what each state of src/machines/configurator looks like
// on configurator/{sku} (configurator-session.tsx: the skeleton while loading, "The configurator could not be loaded"
// with "Try again", the 404 page, the configurator with its options, total and summary), how a shopper causes each
// event (a part's radio or checkbox, the frame size select, "None", the quantity field, "Reset to the standard
// configuration", "Dismiss", "Add to cart", the language switch) and the shop's answer to the bundle's products
// request, held by ConfiguratorBackend below. The browser replay is tests/e2e/configurator-replay.e2e.ts (nl, en
// and de by turns, the machine started in the page's language: inputIn); the plain-words test plan is
// `npm run flows`.
import type { BrowserContext, Page, Request } from 'playwright-core';
import type { AnyEventObject } from 'xstate';
import type { Envelope } from '../../common/contract/envelope.schema';
import type { Product, ProductList } from '../../common/contract/product.schema';
import { product } from '../../src/machines/contract.fixtures';
import { buildCartItem } from '../../src/machines/configurator/configurator.cart';
import type { BundleCatalog, CatalogOption } from '../../src/machines/configurator/configurator.catalog';
import { selectSummary } from '../../src/machines/configurator/configurator.selectors';
import { choiceOf, isChosen, type ConfigSelection } from '../../src/machines/configurator/configurator.selection';
import { encodeConfiguration } from '../../src/machines/configurator/configurator.url';
import { formatCents, optionControl } from '../../src/views/configurator/configurator-format';
import { configuratorModel } from '../model/configurator.model';
import { fail, HeldRoutes } from './held-backend';
import type { Action, ReplayMapping, ReplaySession } from './mapping';
import { fill, msg as tr, phrases, type Lang } from './words';

const DONE = 'xstate.done.actor.loadBundleProduct';

/**
 * The shop's answers to the configurator's bundle request, as the path says. The request (GET products with
 * `sku:in` the bundle's SKU) is held only while the path expects a load (the page opening, "Try again", a language
 * switch): the cart's own products request after "Add to cart" asks for the same SKU and goes to the real shop. A
 * done answer is the model's fixture envelope, its products completed to the contract's shape; the loader's second
 * request (the parts' names) is answered empty, so the parts are the fixture's. Per browser context: paths run side
 * by side on one shop. The add-to-cart requests' bodies are recorded for the configuring check.
 */
export class ConfiguratorBackend {
  /** Outside `live` (before the page opens) every request goes to the real shop. */
  live = false;
  /** The path expects the machine to (re)load the bundle: its next bundle request is held. */
  private expecting = false;
  private readonly held = new HeldRoutes<'loadBundleProduct'>();
  private last: Request | null = null;
  readonly cartAdds: unknown[] = [];

  constructor(private readonly sku: string) {}

  async install(context: BrowserContext): Promise<void> {
    await context.route(/\/api\/magento\/products\?/, (route) => {
      const skus = new URL(route.request().url()).searchParams.get('sku:in');
      if (!this.live || skus === null) return route.continue();
      if (skus === this.sku) {
        if (!this.expecting) return route.continue();
        this.expecting = false;
        this.held.hold('loadBundleProduct', route);
        this.last = route.request();
        return;
      }
      return route.fulfill({ json: { success: true, data: { items: [], total_count: 0, page_size: 24, current_page: 1 }, error: null } });
    });
    context.on('request', (request) => {
      if (this.live && request.method() === 'POST' && /\/api\/magento\/cart\/items\?/.test(request.url())) this.cartAdds.push(request.postDataJSON());
    });
  }

  /** The machine will request the bundle next (the page opens, or a retry or a language switch reloads it). */
  expectLoad(): void {
    this.expecting = true;
    this.last = null;
  }

  /** The bundle request of the latest load, once the page has made it. */
  get request(): Request | null {
    return this.last;
  }

  async answer(event: AnyEventObject): Promise<void> {
    const route = await this.held.take('loadBundleProduct');
    if (event.type === DONE) {
      const output = event.output as Envelope<ProductList> | { success: false; error?: string };
      if (output.success && output.data) {
        // The model's answers name only what the machine reads ("a battery" has no paging, no product fields, no
        // envelope `error`); the shop's API client refuses an answer that is not in the contract's shape (an invalid
        // response, not the answer the path means), so the rest is filled in as the server would send it.
        const items = output.data.items.map((item) => product(item as Partial<Product> & Pick<Product, 'sku'>));
        return route.fulfill({
          json: {
            ...output,
            error: output.error ?? null,
            data: Object.assign({ page_size: 24, current_page: 1 }, output.data, { items, total_count: items.length }),
          },
        });
      }
      return route.fulfill({ json: { data: null, ...output, error: output.error ?? null } });
    }
    return fail(route, event.error as { status?: number; text?: string });
  }
}

const backendOf = (session: ReplaySession) => session.extras.backend as ConfiguratorBackend;
const cartAddsOf = (session: ReplaySession) => backendOf(session).cartAdds;
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

/** What the configurator shows of the configuration: every part's control, the total, the URL's and the notices. */
interface ConfiguratorView {
  /** `option-selection` → checked, for every radio and checkbox of a part ("None" has no selection). */
  parts: Record<string, boolean>;
  /** Option id → the select's value. */
  selects: Record<string, string>;
  /** Option id → the quantity field's value. */
  quantities: Record<string, string>;
  total: string;
  configuration: string | null;
  notices: number;
}

/**
 * The page's side in one round trip: on a loaded machine each of Playwright's calls waits its turn for the CPU, and
 * a check that asked every part's control on its own (15 of them, each polled) took seconds per step.
 */
function readView(page: Page): Promise<ConfiguratorView> {
  return page.evaluate(() => {
    const squashed = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
    const parts: Record<string, boolean> = {};
    for (const input of document.querySelectorAll<HTMLInputElement>('input[name^="cfg-option-"][value]')) {
      parts[`${input.name.slice('cfg-option-'.length)}-${input.value}`] = input.checked;
    }
    const selects: Record<string, string> = {};
    for (const select of document.querySelectorAll<HTMLSelectElement>('select[id^="cfg-option-"]'))
      selects[select.id.slice('cfg-option-'.length)] = select.value;
    const quantities: Record<string, string> = {};
    for (const input of document.querySelectorAll<HTMLInputElement>('input[id^="cfg-qty-"]')) quantities[input.id.slice('cfg-qty-'.length)] = input.value;
    return {
      parts,
      selects,
      quantities,
      total: squashed(document.querySelector('[data-testid="cfg-total"]')?.textContent),
      configuration: new URL(location.href).searchParams.get('o'),
      notices: document.querySelectorAll('.cfg-notices li').length,
    };
  });
}

/** The view the machine's configuration asks for: every choice, the total, the URL (written after the choice), the notices. */
function expectedView(catalog: BundleCatalog, selection: ConfigSelection, totalText: string, notices: number): ConfiguratorView {
  const view: ConfiguratorView = { parts: {}, selects: {}, quantities: {}, total: squash(totalText), configuration: encodeConfiguration(selection), notices };
  for (const option of catalog.options) {
    const choice = choiceOf(selection, option.id);
    const control = optionControl(option as unknown as Parameters<typeof optionControl>[0]);
    // A required option of one part is shown as a fixed line, no control.
    if (control === 'fixed') continue;
    if (control === 'select') view.selects[option.id] = choice?.selectionIds[0] === undefined ? '' : String(choice.selectionIds[0]);
    else for (const part of option.selections) view.parts[`${option.id}-${part.id}`] = isChosen(selection, option.id, part.id);
    // A quantity field shows beside a chosen part whose quantity the shopper sets.
    if (choice && option.selections.some((part) => choice.selectionIds.includes(part.id) && part.canChangeQuantity))
      view.quantities[option.id] = String(choice.qty);
  }
  return view;
}

export const configuratorMapping: ReplayMapping = {
  model: configuratorModel,
  priority: 2,
  // The language switch changes the page's language mid-path: the texts after it are the new language's.
  pageLang: (snapshot) => snapshot.context.lang as Lang,
  // A page in any language starts any scenario: the machine starts in the page's language.
  inputIn: (input, lang) => ({ ...input, lang }),
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
        await expect.poll(() => backendOf(session).request !== null, { ...POLL, message: 'the bundle is being loaded' }).toBe(true);
        // In the machine's language (a language switch loads the store view's texts again).
        const url = new URL(backendOf(session).request!.url());
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
        await session.expect.poll(() => heading.isVisible(), { ...POLL, message: 'the 404 page' }).toBe(true);
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
        const view = expectedView(catalog, selection, formatCents(selectSummary(expected)!.totalCents, lang), notices.length);
        await expect.poll(() => readView(page), { ...POLL, message: 'the configuration, the total, the URL and the notices' }).toEqual(view);
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
      prepare: (session) => backendOf(session).expectLoad(),
      actions: (event: AnyEventObject) => [{ do: 'pick', css: `.lang-switch a[hreflang="${event.lang}"]`, words: String(event.lang).toUpperCase() }],
    },
    'product.retry': { prepare: (session) => backendOf(session).expectLoad(), actions: () => [{ do: 'click', role: 'button', name: 'Try again' }] },
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
