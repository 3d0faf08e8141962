// The cart machine's replay mapping (decision 035): the cart lifecycle (src/machines/cart/cart.machine.ts) as a
// shopper meets it: a new session on a part's product page (the cart read from the cookies, loaded, its lines'
// products and payment methods read, an add), and the cart page the server rendered with its cart (seeded: a quantity
// changed, a line removed, a stock issue fixed, the language switched). Its requests (GET cart, the lines' products,
// the payment methods, and the operation child's writes) are held per browser context and answered as the path says:
// the cart as the model describes it (built on the real line of the context's real cart), a write going on to the
// real shop, a failure as the model gives it. What no browser session can time or cause is listed with its reason.
import type { BrowserContext, Page, Request } from 'playwright-core';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { stockIssueOf } from '../../src/machines/cart/cart-stock';
import { cartModel } from '../model/cart.model';
import { operationErrorText } from './cart-operation.mapping';
import { fail, HeldRoutes, replyTo } from './held-backend';
import type { ReplayMapping, ReplaySession } from './mapping';
import { fill, msg as tr, phrases, type Lang, type Words } from './words';

const POLL = { timeout: 20_000, interval: 50 };

type CartActor = 'loadCart' | 'loadItemProducts' | 'loadPaymentMethods' | 'createCart' | 'addItem' | 'updateItem' | 'removeItem';
const OPERATION_ACTORS: readonly CartActor[] = ['createCart', 'addItem', 'updateItem', 'removeItem'];

/** Which of the machine's requests a browser request is (GET cart, not its totals; the lines' products by SKU). */
function actorOf(request: Request): CartActor | null {
  const url = new URL(request.url());
  const method = request.method();
  const path = url.pathname;
  if (method === 'GET' && path === '/api/magento/cart') return 'loadCart';
  if (method === 'GET' && path === '/api/magento/products' && url.searchParams.has('sku:in')) return 'loadItemProducts';
  if (method === 'GET' && path === '/api/magento/cart/payment-methods') return 'loadPaymentMethods';
  if (method === 'POST' && path === '/api/magento/cart') return 'createCart';
  if (method === 'POST' && path === '/api/magento/cart/items') return 'addItem';
  if (method === 'PUT' && path === '/api/magento/cart/item') return 'updateItem';
  if (method === 'DELETE' && path === '/api/magento/cart/item') return 'removeItem';
  return null;
}

interface ModelCart {
  is_active: boolean;
  items?: Array<{ qty: number; stock?: unknown }>;
  billing_address?: object;
}

/**
 * Holds the cart machine's requests while `live` and answers them as the path says. The model's cart is built on the
 * context's real cart as it was at set-up (its one real line, so the page shows a real product, with the model's
 * quantity and stock), an operation goes on to the real shop (or is refused as the model says), a failure is a
 * status or the connection dropping. Per browser context, so the paths run side by side on one shop.
 */
export class CartBackend {
  live = false;
  private readonly held = new HeldRoutes<CartActor>(20_000);
  /** The real cart (GET cart's data) the scenario starts from; the model's carts are built on it. */
  realCart: Record<string, unknown> | null = null;

  async install(context: BrowserContext): Promise<void> {
    await context.route(/\/api\/magento\/(cart|products)/, (route) => {
      const actor = actorOf(route.request());
      if (!this.live || !actor) return route.fallback();
      this.held.hold(actor, route);
    });
  }

  /** The held request of an actor (null when it has made none). */
  request(actor: CartActor): Request | null {
    return this.held.request(actor);
  }

  /** The operation request held, if any. */
  operation(): CartActor | null {
    return OPERATION_ACTORS.find((actor) => this.held.has(actor)) ?? null;
  }

  /** The requests held: none when the cart machine is idle. */
  get running(): CartActor[] {
    return this.held.names;
  }

  async answer(event: AnyEventObject): Promise<void> {
    const { isDone, actor: name } = replyTo(event);
    // The cookies were set before the page opened, as the path's answer says (a browser reads them at once).
    if (name === 'readSession') return;
    if (name === 'applyOperation') return this.answerOperation(event);
    const route = await this.held.take(name as CartActor);
    if (!isDone) return fail(route, event.error as { status?: number; text: string });
    if (name === 'loadCart') return route.fulfill({ json: { success: true, data: this.cartOf((event.output as { cart: ModelCart }).cart), error: null } });
    if (name === 'loadPaymentMethods') return route.fulfill({ json: { success: true, data: event.output, error: null } });
    return route.continue();
  }

  /** The operation child's requests: a new cart first when it asks for one, then the write itself. */
  private async answerOperation(event: AnyEventObject): Promise<void> {
    if (!replyTo(event).isDone) throw new Error('the operation child crashing is not caused in a browser');
    const output = event.output as { error: unknown };
    for (;;) {
      const [actor, route] = await this.held.takeAny(OPERATION_ACTORS, '"applyOperation" is not running in the page: no request to answer');
      if (actor === 'createCart') {
        await route.continue();
        continue;
      }
      if (output.error) return route.fulfill({ status: 400, json: { success: false, data: null, error: 'The requested qty is not available' } });
      return route.continue();
    }
  }

  /** The model's cart on the real one: active or not, its one line with the model's quantity and stock, or none; an address or not. */
  private cartOf(model: ModelCart): Record<string, unknown> {
    const real = this.realCart ?? {};
    const line = ((real.items as Array<Record<string, unknown>> | undefined) ?? [])[0];
    const items = (model.items ?? []).map((item) => ({ ...line, qty: item.qty, ...(item.stock ? { stock: item.stock } : {}) }));
    const qty = items.reduce((sum, item) => sum + item.qty, 0);
    return {
      ...real,
      is_active: model.is_active,
      items,
      items_count: items.length,
      items_qty: qty,
      billing_address: model.billing_address ? { ...(real.billing_address as object | null), ...model.billing_address } : null,
    };
  }
}

const backendOf = (session: ReplaySession) => session.extras.backend as CartBackend;
const onCartPage = (snapshot: AnyMachineSnapshot) => snapshot.context.seeded === true;
const linesOf = (snapshot: AnyMachineSnapshot): Array<{ qty: number; stock?: never }> => snapshot.context.cart?.items ?? [];
const inTransit = (snapshot: AnyMachineSnapshot) => snapshot.matches('readingSession') || snapshot.matches('refreshPending');
const addPending = (snapshot: AnyMachineSnapshot) =>
  [...snapshot.context.queue, snapshot.context.current].some((operation: { kind: string } | null) => operation?.kind === 'add');

const words = (lang: Lang, all: Words) => all[lang];

/** The page's sign that the cart is being read or changed: the product page's add button busy, the cart page's notice. */
async function expectBusy(session: ReplaySession, expected: AnyMachineSnapshot, busy: boolean): Promise<void> {
  const page = session.page as Page;
  const { expect, lang } = session;
  if (!onCartPage(expected)) {
    // The add button is busy only while the shopper's own add waits ("Adding…"): the cart reading itself or another
    // change does not make it wait (a click then is queued by the cart, not ignored).
    const shown = addPending(expected);
    await expect
      .poll(() => page.locator('.add-to-cart-button[aria-busy="true"]').count(), { ...POLL, message: `the add button busy: ${shown}` })
      .toBe(shown ? 1 : 0);
    return;
  }
  if (linesOf(expected).length === 0) return;
  const notice = page.getByRole('status').filter({ hasText: tr(lang, 'Updating your cart…') });
  await expect.poll(() => notice.count(), { ...POLL, message: `"Updating your cart…" shown: ${busy}` }).toBe(busy ? 1 : 0);
}

async function expectHeld(session: ReplaySession, actor: CartActor | 'operation'): Promise<void> {
  const backend = backendOf(session);
  const running = () => (actor === 'operation' ? backend.operation() !== null : backend.request(actor) !== null);
  await session.expect.poll(running, { ...POLL, message: `${actor} is running` }).toBe(true);
}

/** The cart page at rest: the cart's lines (with a stock issue's note and fix), the empty cart, or the failed load. */
async function expectCartPage(session: ReplaySession, expected: AnyMachineSnapshot): Promise<void> {
  const page = session.page as Page;
  const { expect, lang } = session;
  const lines = linesOf(expected);
  if (expected.context.cart && lines.length > 0) {
    await expect.poll(() => page.locator('.cart-line').count(), { ...POLL, message: 'the lines the cart has' }).toBe(lines.length);
    await expect
      .poll(
        () =>
          page
            .locator('.cart-line .qty-input')
            .inputValue({ timeout: 1_000 })
            .catch(() => ''),
        POLL,
      )
      .toBe(String(lines[0]!.qty));
    const issue = stockIssueOf(lines[0] as never);
    await expect.poll(() => page.locator('.cart-line-stock[role="alert"]').count(), { ...POLL, message: 'the stock note' }).toBe(issue ? 1 : 0);
    if (issue?.kind === 'gone') {
      await expect.poll(() => page.getByRole('button', { name: tr(lang, 'Remove this item') }).isVisible(), POLL).toBe(true);
    }
    return;
  }
  if (!expected.context.cart && expected.context.cartId && expected.context.error) {
    await expect
      .poll(
        () =>
          page
            .getByRole('alert')
            .filter({ hasText: tr(lang, 'Your cart could not be loaded.') })
            .count(),
        POLL,
      )
      .toBe(1);
    return;
  }
  await expect.poll(() => page.getByText(tr(lang, 'Your cart is empty.')).isVisible(), { ...POLL, message: 'the empty cart' }).toBe(true);
}

const NEXT_LANG: Record<Lang, Lang> = { nl: 'en', en: 'de', de: 'nl' };

const answer = () => [{ do: 'answer' as const }];

export const cartMapping: ReplayMapping = {
  model: cartModel,
  priority: 2,
  walkPrefixes: true,
  // The model's shortest ways to a queued second operation, a stock fix and an ordered cart read go through events the
  // cart page does not offer (an add; a refresh); searched through what it offers they are two quantity changes, and
  // the language switch whose held cart read is answered with the short-stock or the inactive cart.
  searchOffered: true,
  title: { nl: 'Winkelwagen', en: 'Cart', de: 'Warenkorb' },
  start: {
    nl: 'Open de pagina van de beginsituatie (de productpagina van een onderdeel, of /shop/cart)',
    en: "Open the precondition's page (a part's product page, or /en/shop/cart)",
    de: 'Öffne die Seite der Ausgangslage (die Produktseite eines Teils, oder /de/shop/cart)',
  },
  preconditions: {
    'new session': {
      nl: 'Een nieuwe sessie op de productpagina van een onderdeel; de cookies zoals de eerste stap zegt',
      en: "A new session on a part's product page; the cookies as the first step says",
      de: 'Eine neue Sitzung auf der Produktseite eines Teils; die Cookies, wie der erste Schritt sagt',
    },
    'hydrated page': {
      nl: 'Een winkelwagen met één onderdeel (cookie cartId); /shop/cart komt met de winkelwagen van de server',
      en: 'A cart with one part (cookie cartId); /en/shop/cart comes with the cart from the server',
      de: 'Ein Warenkorb mit einem Teil (Cookie cartId); /de/shop/cart kommt mit dem Warenkorb vom Server',
    },
  },
  unreachable: {
    'cart.readingSession | xstate.error.actor.readSession | 0': 'the cookies failing to read (a browser reads them at once; covered in node)',
    'cart | cart.refresh | 0':
      "a refresh: the cart page's 'Try again' shows only when a cart was never loaded on it (the server renders the cart page with its cart), and the checkout's own refresh is the checkout replay's",
    'cart | cart.clear | 0':
      "a customer's logout or an order placed elsewhere (the replay is a guest's shop visit; the checkout and payment return replays place orders)",
    'cart | cart.adopt | 0': "a login's cart switch or the payment return re-opening a cart (the account pages and the payment return replay send it)",
    'cart.refreshPending | cart.refresh | 0':
      'anything within the 300 ms refresh debounce (a browser session cannot time it; covered in node with a simulated clock)',
    'cart.refreshPending | cart.language | 0':
      'anything within the 300 ms refresh debounce (a browser session cannot time it; covered in node with a simulated clock)',
    'cart.refreshPending | cart.adopt | 0':
      'anything within the 300 ms refresh debounce (a browser session cannot time it; covered in node with a simulated clock)',
    'cart.refreshPending | (always) | 0':
      'anything within the 300 ms refresh debounce (a browser session cannot time it; covered in node with a simulated clock)',
    'cart.refreshPending | xstate.after.refreshDebounce.cart.refreshPending | 1':
      'a refresh without a cart: only after the operation child crashing or a cart adopted before the session was read (neither is caused in a browser)',
    'cart.loading | cart.adopt | 0': "a login's cart switch or the payment return re-opening a cart (the account pages and the payment return replay send it)",
    'cart.enriching | cart.adopt | 0':
      "a login's cart switch or the payment return re-opening a cart (the account pages and the payment return replay send it)",
    'cart.loadingPaymentMethods | cart.adopt | 0':
      "a login's cart switch or the payment return re-opening a cart (the account pages and the payment return replay send it)",
    'cart.mutating | xstate.error.actor.applyOperation | 0': "the operation child crashing (its requests' failures end in its output)",
  },
  states: {
    // Transient: the machine never rests here.
    initialising: { see: null },
    settling: { see: null },
    // The browser reads the cookies at once: the page is past this before anyone can look.
    readingSession: {
      see: null,
      words: (lang) => words(lang, { nl: 'de productpagina staat open', en: 'the product page is open', de: 'die Produktseite ist offen' }),
    },
    // 300 ms, then the cart is read again: the next step's state is what the page shows.
    refreshPending: {
      see: null,
      words: (lang, expected) => {
        const later = words(lang, {
          nl: 'de winkelwagen wordt na 0,3 s opnieuw gelezen',
          en: 'the cart is read again after 0.3 s',
          de: 'der Warenkorb wird nach 0,3 s neu gelesen',
        });
        // The operation's own toast (the cart-operation machine) tells how it went.
        const refused = expected.context.error as { code: string; via?: string; text?: string } | null;
        return refused ? `${fill(phrases.alert[lang], operationErrorText(lang, refused))}${phrases.and[lang]}${later}` : later;
      },
    },
    ready: {
      see: null,
      words: (lang, expected) => {
        if (!onCartPage(expected)) return fill(phrases.button[lang], tr(lang, 'Add to cart'));
        if (linesOf(expected).length === 0) return fill(phrases.other[lang], tr(lang, 'Your cart is empty.'));
        const issue = stockIssueOf(linesOf(expected)[0] as never);
        const line = words(lang, {
          nl: `de winkelwagen toont de regel met aantal ${linesOf(expected)[0]!.qty}`,
          en: `the cart shows the line with quantity ${linesOf(expected)[0]!.qty}`,
          de: `der Warenkorb zeigt die Zeile mit Menge ${linesOf(expected)[0]!.qty}`,
        });
        if (issue?.kind === 'gone') return line + phrases.and[lang] + fill(phrases.alert[lang], tr(lang, 'No longer available — please remove this item'));
        if (issue) return line + phrases.and[lang] + words(lang, { nl: 'een voorraadmelding', en: 'a stock note', de: 'ein Bestandshinweis' });
        return line;
      },
      check: async (session, expected) => {
        await session.expect.poll(() => backendOf(session).running, { ...POLL, message: 'no request of the cart is running' }).toEqual([]);
        await expectBusy(session, expected, false);
        if (onCartPage(expected)) await expectCartPage(session, expected);
      },
    },
    loading: {
      see: null,
      words: (lang, expected) =>
        onCartPage(expected) && linesOf(expected).length > 0
          ? fill(phrases.status[lang], tr(lang, 'Updating your cart…'))
          : words(lang, { nl: 'de winkelwagen wordt gelezen', en: 'the cart is being read', de: 'der Warenkorb wird gelesen' }),
      check: async (session, expected) => {
        await expectHeld(session, 'loadCart');
        await expectBusy(session, expected, true);
      },
    },
    enriching: {
      see: null,
      words: (lang) =>
        words(lang, {
          nl: 'de producten van de regels worden gelezen',
          en: "the lines' products are being read",
          de: 'die Produkte der Zeilen werden gelesen',
        }),
      check: async (session, expected) => {
        if (linesOf(expected).length > 0) await expectHeld(session, 'loadItemProducts');
        await expectBusy(session, expected, true);
      },
    },
    loadingPaymentMethods: {
      see: null,
      words: (lang) =>
        words(lang, {
          nl: 'de betaalmethoden worden vooraf gelezen (de pagina is niet bezig)',
          en: 'the payment methods are read ahead (the page is not busy)',
          de: 'die Zahlungsarten werden vorab gelesen (die Seite ist nicht beschäftigt)',
        }),
      check: async (session, expected) => {
        await expectHeld(session, 'loadPaymentMethods');
        await expectBusy(session, expected, false);
      },
    },
    mutating: {
      see: null,
      words: (lang, expected) =>
        onCartPage(expected) ? fill(phrases.status[lang], tr(lang, 'Updating your cart…')) : fill(phrases.button[lang], tr(lang, 'Adding…')),
      check: async (session, expected) => {
        await expectHeld(session, 'operation');
        await expectBusy(session, expected, true);
      },
    },
  },
  events: {
    'item.add': {
      // The product page's button, also while the cart is busy (the cart queues the add), not while its own add waits.
      offered: (before) => !onCartPage(before) && !inTransit(before) && !addPending(before),
      actions: () => [{ do: 'click', role: 'button', name: 'Add to cart' }],
    },
    'item.update': {
      offered: (before) => onCartPage(before) && !inTransit(before) && linesOf(before).length > 0,
      actions: () => [{ do: 'click', role: 'button', name: 'One more' }],
    },
    'item.remove': {
      offered: (before) => onCartPage(before) && !inTransit(before) && linesOf(before).length > 0,
      actions: (_event, _before, lang) => [{ do: 'pick', css: '.cart-line-remove', words: tr(lang, 'Remove') }],
    },
    'item.fix-stock': {
      offered: (before) => onCartPage(before) && !inTransit(before) && linesOf(before).some((line) => stockIssueOf(line as never) !== null),
      actions: (_event, before, lang) => {
        const issue = stockIssueOf(linesOf(before)[0] as never);
        const name =
          issue?.kind === 'short'
            ? words(lang, { nl: "de knop 'Wijzig naar 1 stuk'", en: "the button 'Change to 1 piece'", de: "die Schaltfläche 'Auf 1 Stück ändern'" })
            : tr(lang, 'Remove this item');
        return [{ do: 'pick', css: '.cart-line-fix', words: name }];
      },
    },
    'cart.language': {
      // The header's language switch (a client-side navigation: the cart reads itself again in the new store view).
      offered: (before) => !inTransit(before) && before.context.cartId !== null,
      prepare: (session) => {
        session.lang = NEXT_LANG[session.lang];
      },
      actions: (_event, _before, lang) => [
        {
          do: 'pick',
          css: `.lang-switch a[hreflang="${lang}"]`,
          words: words(lang, {
            nl: 'een andere taal in de taalkeuze',
            en: 'another language in the language switch',
            de: 'eine andere Sprache in der Sprachwahl',
          }),
        },
      ],
    },
    'cart.refresh': { unreachable: 'see the transitions' },
    'cart.clear': { unreachable: 'see the transitions' },
    'cart.adopt': { unreachable: 'see the transitions' },
    'xstate.done.actor.readSession': { actions: answer },
    'xstate.error.actor.readSession': { unreachable: 'the cookies failing to read (a browser reads them at once)' },
    'xstate.done.actor.loadCart': { actions: answer },
    'xstate.error.actor.loadCart': { actions: answer },
    // No lines, no request: the page's lookup answers an empty list itself (cart.live.ts), so only a cart with lines
    // waits for the shop's answer.
    'xstate.done.actor.loadItemProducts': { offered: (before) => linesOf(before).length > 0, actions: answer },
    'xstate.error.actor.loadItemProducts': { offered: (before) => linesOf(before).length > 0, actions: answer },
    'xstate.done.actor.loadPaymentMethods': { actions: answer },
    'xstate.error.actor.loadPaymentMethods': { actions: answer },
    'xstate.done.actor.applyOperation': { actions: answer },
    'xstate.error.actor.applyOperation': { unreachable: "the operation child crashing (its requests' failures end in its output)" },
  },
  answers: {
    'cookie cartId=cart-1': {
      nl: 'de cookies cartId (een winkelwagen met één onderdeel), paymentToken en orderId waren er al voor de pagina openging',
      en: 'the cookies cartId (a cart with one part), paymentToken and orderId were there before the page opened',
      de: 'die Cookies cartId (ein Warenkorb mit einem Teil), paymentToken und orderId waren schon vor dem Öffnen da',
    },
    'no cookies': { nl: 'er zijn geen cookies', en: 'there are no cookies', de: 'es gibt keine Cookies' },
    'one battery and a billing address': {
      nl: 'de winkelwagen met één onderdeel en een factuuradres',
      en: 'the cart with one part and a billing address',
      de: 'der Warenkorb mit einem Teil und einer Rechnungsadresse',
    },
    'an empty cart with a billing address': {
      nl: 'een lege winkelwagen met een factuuradres',
      en: 'an empty cart with a billing address',
      de: 'ein leerer Warenkorb mit Rechnungsadresse',
    },
    'an empty cart without an address': {
      nl: 'een lege winkelwagen zonder adres',
      en: 'an empty cart without an address',
      de: 'ein leerer Warenkorb ohne Adresse',
    },
    'an inactive cart': {
      nl: 'de winkelwagen is al besteld (inactief)',
      en: 'the cart is already ordered (inactive)',
      de: 'der Warenkorb ist schon bestellt (inaktiv)',
    },
    'two batteries, one left': {
      nl: 'de regel met aantal 2, nog maar 1 op voorraad',
      en: 'the line with quantity 2, only 1 left in stock',
      de: 'die Zeile mit Menge 2, nur noch 1 auf Lager',
    },
    'two batteries, sold out': { nl: 'de regel met aantal 2, uitverkocht', en: 'the line with quantity 2, sold out', de: 'die Zeile mit Menge 2, ausverkauft' },
    'HTTP 500': { nl: 'HTTP 500 (Internal Error)', en: 'HTTP 500 (Internal Error)', de: 'HTTP 500 (Internal Error)' },
    'the battery': { nl: 'het product van de regel', en: "the line's product", de: 'das Produkt der Zeile' },
    'network down': { nl: 'geen antwoord: de verbinding valt weg', en: 'no answer: the connection drops', de: 'keine Antwort: die Verbindung bricht ab' },
    'cash on delivery': { nl: 'rembours (Cash On Delivery)', en: 'cash on delivery', de: 'Nachnahme (Cash On Delivery)' },
    'done on cart-1': { nl: 'de wijziging is gedaan', en: 'the change is made', de: 'die Änderung ist gemacht' },
    'done on a new cart cart-2': {
      nl: 'de wijziging is gedaan (in een nieuwe winkelwagen als er geen was)',
      en: 'the change is made (in a new cart when there was none)',
      de: 'die Änderung ist gemacht (in einem neuen Warenkorb, wenn keiner da war)',
    },
    'refused: out of stock': {
      nl: "HTTP 400 'The requested qty is not available' (niet genoeg op voorraad)",
      en: "HTTP 400 'The requested qty is not available' (not enough in stock)",
      de: "HTTP 400 'The requested qty is not available' (nicht genug auf Lager)",
    },
    'cart-1 gone, no new cart (503)': {
      nl: 'de winkelwagen is elders besteld en een nieuwe kan niet worden gemaakt (HTTP 503): geen winkelwagen meer',
      en: 'the cart was ordered elsewhere and no new one can be made (HTTP 503): no cart any more',
      de: 'der Warenkorb wurde anderswo bestellt und ein neuer kann nicht angelegt werden (HTTP 503): kein Warenkorb mehr',
    },
  },
};
