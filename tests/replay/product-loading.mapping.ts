// The product-loading machine's replay mapping (decision 035): the product page after a client-side navigation whose
// payload failed (a product card clicked on the shop list, its _payload.json answered 503) runs
// src/machines/product-loading with the product's url key; its one
// request (GET /api/magento/products) is held by the page route below and answered as the path says. The browser
// replay (tests/e2e/shop-replay.e2e.ts) and the plain-words test plan (`npm run flows`) both come from it.
import type { BrowserContext, Page } from 'playwright-core';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { ShopError } from '../../src/machines/shop-error';
import { productLoadingModel } from '../model/product-loading.model';
import { fail, HeldRoutes } from './held-backend';
import type { ReplayMapping, ReplaySession } from './mapping';
import { fill, msg as tr, phrases, type Lang } from './words';

const DONE = 'xstate.done.actor.loadProducts';
const POLL = { timeout: 10_000, interval: 50 };

/**
 * Holds the products request of a running load and answers it as the path's done/error event says: an answer with
 * products goes to the real shop (the real product is shown), the others are given as the event describes them
 * (an unsuccessful envelope, an empty list, a server status, the network dropping). Per browser context, so paths
 * can run side by side on one shop (an emulator fault switch would reach every path at once).
 */
export class ProductsBackend {
  live = false;
  private readonly held = new HeldRoutes<'loadProducts'>();

  async install(context: BrowserContext): Promise<void> {
    // The product page's payload failing is what makes the page load the product itself (src/lib/page-payload.ts:
    // the route loader falls back to loading without it; product-page.tsx then runs the machine).
    await context.route(/\/shop\/[^/]+\/_payload\.json/, (route) => {
      if (!this.live) return route.continue();
      return route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' });
    });
    await context.route(/\/api\/magento\/products\?/, (route) => {
      if (!this.live) return route.continue();
      this.held.hold('loadProducts', route);
    });
  }

  /** Whether a products request is waiting for the path's answer. */
  get waiting(): boolean {
    return this.held.has('loadProducts');
  }

  async answer(event: AnyEventObject): Promise<void> {
    const route = await this.held.take('loadProducts');
    if (event.type === DONE) {
      const output = event.output as { success: boolean; data?: { items: unknown[] }; error?: string };
      if (output.success && (output.data?.items.length ?? 0) > 0) return route.continue();
      if (output.success) return route.fulfill({ json: { success: true, data: { items: [], total_count: 0, page_size: 24, current_page: 1 }, error: null } });
      return route.fulfill({ json: { success: false, data: null, ...(output.error === undefined ? {} : { error: output.error }) } });
    }
    return fail(route, event.error as { status?: number; text: string });
  }
}

export const productsBackendOf = (session: ReplaySession) => session.extras.backend as ProductsBackend;

/** The English source of the codes the paths reach (src/views/shop/shop-text.ts words them). */
const knownErrors: Partial<Record<string, string>> = {
  'request.timeout': 'Request timed out. Please try again.',
  'response.invalid': 'Invalid response format',
  'product.not-found': 'Product not found',
  network: 'The connection failed. Check your internet connection and try again.',
};

/** The error as the product page words it (shop-text.ts shopErrorText). */
export function productErrorText(lang: Lang, error: ShopError): string {
  const known = knownErrors[error.code];
  const reason = known
    ? tr(lang, known)
    : tr(lang, 'The shop could not do this just now. Please try again in a moment; if it keeps happening, call or e-mail us.');
  if (error.via === 'api') return tr(lang, 'API error: {reason}').replace('{reason}', reason);
  if (error.via === 'request') return tr(lang, 'Request failed: {reason}').replace('{reason}', reason);
  return reason;
}

const isNotFound = (expected: AnyMachineSnapshot) => (expected.context.error as ShopError | null)?.code === 'product.not-found';

export const productLoadingMapping: ReplayMapping = {
  model: productLoadingModel,
  priority: 3,
  // Most generated paths go on with products.load, which no page sends: their walkable starts are what a page replays.
  walkPrefixes: true,
  title: { nl: 'Product laden', en: 'Product loading', de: 'Produkt laden' },
  start: {
    nl: 'Open /shop en klik op een productkaart terwijl de _payload.json van de productpagina faalt (503): de pagina laadt het product zelf',
    en: "Open /en/shop and click a product card while the product page's _payload.json fails (503): the page loads the product itself",
    de: 'Öffne /de/shop und klicke auf eine Produktkarte, während die _payload.json der Produktseite fehlschlägt (503): die Seite lädt das Produkt selbst',
  },
  preconditions: {
    'started with url_key folt-200-s': {
      nl: 'De winkellijst met producten staat open',
      en: 'The shop list with products is open',
      de: 'Die Shopliste mit Produkten ist offen',
    },
  },
  unreachable: {
    // No page starts the machine without filters and loads later: the product page and the shop list start it with theirs.
    'productLoading | products.load | 0': 'a page sending products.load (every page starts the machine with its filters)',
    'productLoading.starting | (always) | 1': 'a page starting the machine without filters (none does)',
    // 15 s of waiting per path; the page's 'Request timed out' is the same failure view as the others.
    'productLoading.loading | xstate.after.requestTimeout.productLoading.loading | 0':
      'the 15 s timeout (covered in node by tests/model/product-loading.model.test.ts with a simulated clock)',
  },
  states: {
    starting: { see: null },
    idle: { see: null },
    loading: {
      see: { role: 'status', name: 'Loading product…' },
      check: async (session) => {
        await session.expect.poll(() => productsBackendOf(session).waiting, { ...POLL, message: 'the product is being asked for' }).toBe(true);
      },
    },
    success: {
      see: { role: 'heading', level: 2, name: 'Product details' },
      check: async (session) => {
        const page = session.page as Page;
        // The product itself: its name as the page's heading, no error and no loading notice left.
        await session.expect.poll(() => page.locator('.product-page h1').first().isVisible(), POLL).toBe(true);
        session.expect(await page.locator('.product-status[role="alert"]').count()).toBe(0);
      },
    },
    failure: {
      see: null,
      words: (lang, expected) => {
        const error = expected.context.error as ShopError;
        if (isNotFound(expected)) return fill(phrases.heading[lang], tr(lang, 'Product not found'));
        return fill(phrases.alert[lang], productErrorText(lang, error)) + phrases.and[lang] + fill(phrases.button[lang], tr(lang, 'Try again'));
      },
      check: async (session, expected) => {
        const page = session.page as Page;
        const { expect, lang } = session;
        const error = expected.context.error as ShopError;
        if (isNotFound(expected)) {
          await expect.poll(() => page.getByRole('heading', { level: 1, name: tr(lang, 'Product not found') }).isVisible(), POLL).toBe(true);
          expect(await page.getByRole('button', { name: tr(lang, 'Try again') }).count()).toBe(0);
          return;
        }
        const alert = page.locator('.product-status[role="alert"] p');
        await expect.poll(async () => (await alert.textContent({ timeout: 1_000 }).catch(() => ''))?.trim(), POLL).toBe(productErrorText(lang, error));
        await expect.poll(() => page.getByRole('button', { name: tr(lang, 'Try again') }).isVisible(), POLL).toBe(true);
      },
    },
  },
  events: {
    'products.load': { unreachable: 'a page sending products.load (every page starts the machine with its filters)' },
    'products.retry': {
      // Only a failure that is not "not found" offers the button.
      offered: (before) => before.matches('failure') && !isNotFound(before),
      actions: () => [{ do: 'click', role: 'button', name: 'Try again' }],
    },
    [DONE]: {
      // An unsuccessful answer without its error is not the contract's shape: the shop's API client
      // (src/lib/api/shop-api.ts) turns it into a failed request before the machine sees it, so the page never gets it.
      offered: (_before, event) => {
        const output = event.output as { success: boolean; error?: unknown };
        return output.success || typeof output.error === 'string';
      },
      actions: () => [{ do: 'answer' }],
    },
    'xstate.error.actor.loadProducts': { actions: () => [{ do: 'answer' }] },
  },
  answers: {
    'two products': { nl: 'het product', en: 'the product', de: 'das Produkt' },
    'no products': { nl: 'geen enkel product (een lege lijst)', en: 'no product at all (an empty list)', de: 'kein Produkt (eine leere Liste)' },
    'unsuccessful answer with an error': {
      nl: "mislukt, met de fout 'Store is closed'",
      en: "unsuccessful, with the error 'Store is closed'",
      de: "erfolglos, mit dem Fehler 'Store is closed'",
    },
    'unsuccessful answer without an error': { nl: 'mislukt, zonder fout', en: 'unsuccessful, without an error', de: 'erfolglos, ohne Fehler' },
    'HTTP 502': { nl: 'HTTP 502 (Bad Gateway)', en: 'HTTP 502 (Bad Gateway)', de: 'HTTP 502 (Bad Gateway)' },
    'network down': { nl: 'geen antwoord: de verbinding valt weg', en: 'no answer: the connection drops', de: 'keine Antwort: die Verbindung bricht ab' },
  },
};
