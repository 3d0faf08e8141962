// The cart-operation machine's replay mapping (decision 035): one shopper operation (src/machines/cart/
// cart-operation.machine.ts) as the page shows it: an add on a part's product page ("Adding…", then the toast), a
// quantity changed or a line removed on the cart page ("Updating your cart…", then the toast), and the shop's answers
// to its four requests (POST cart, POST cart/items, PUT cart/item, DELETE cart/item), held per browser context and
// answered as the path says: a success goes to the real shop, a failure is given as the model describes it.
import type { BrowserContext, Page, Request } from 'playwright-core';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { errorCodeOf, type ErrorCode } from '../../common/contract/error-codes';
import { STOCK_ERROR_CODES } from '../../common/contract/stock-error-codes';
import { cartOperationModel } from '../model/cart-operation.model';
import { fail, HeldRoutes, replyTo } from './held-backend';
import type { ReplayMapping, ReplaySession } from './mapping';
import { fill, msg as tr, phrases, type Lang } from './words';

const POLL = { timeout: 20_000, interval: 50 };

type OperationActor = 'createCart' | 'addItem' | 'updateItem' | 'removeItem';

/** The shop API request of each of the machine's actors (method and path; the cart id and locale are in the query). */
const requests: Record<OperationActor, { method: string; path: RegExp }> = {
  createCart: { method: 'POST', path: /\/api\/magento\/cart$/ },
  addItem: { method: 'POST', path: /\/api\/magento\/cart\/items$/ },
  updateItem: { method: 'PUT', path: /\/api\/magento\/cart\/item$/ },
  removeItem: { method: 'DELETE', path: /\/api\/magento\/cart\/item$/ },
};

/**
 * Holds the requests of a running operation (one per actor) and answers them as the path's done/error event says: a
 * success goes on to the real shop (the real cart changes, so the page's reload after it shows the change), a
 * failure is the model's: a status with the envelope's error text, or the connection dropping. Per browser context,
 * so paths run side by side on one shop. Outside `live` (a scenario's set-up) every request goes through.
 */
export class OperationBackend {
  live = false;
  private readonly held = new HeldRoutes<OperationActor>(20_000);

  async install(context: BrowserContext): Promise<void> {
    await context.route(/\/api\/magento\/cart(\/items?)?\?/, (route) => {
      const request = route.request();
      const path = new URL(request.url()).pathname;
      const actor = (Object.keys(requests) as OperationActor[]).find((name) => requests[name].method === request.method() && requests[name].path.test(path));
      if (!this.live || !actor) return route.fallback();
      this.held.hold(actor, route);
    });
  }

  /** The request of an actor's running invocation, if it has made one. */
  request(actor: OperationActor): Request | null {
    return this.held.request(actor);
  }

  async answer(event: AnyEventObject): Promise<void> {
    const { isDone, actor } = replyTo(event);
    if (!(actor in requests)) throw new Error(`no page request for actor "${actor}"`);
    const route = await this.held.take(actor as OperationActor);
    if (isDone) return route.continue();
    return fail(route, event.error as { status?: number; text: string });
  }
}

const backendOf = (session: ReplaySession) => session.extras.backend as OperationBackend;

/** The toast of an operation's failure (shop-text.ts shopErrorText): the code's words, prefixed as spec §8 says. */
export function operationErrorText(lang: Lang, error: { code: string; via?: string; status?: number; text?: string }): string {
  const code: ErrorCode = error.code === 'network' ? 'network' : errorCodeOf(error.text ?? '');
  const known: Partial<Record<ErrorCode, string>> = {
    network: 'The connection failed. Check your internet connection and try again.',
    'cart.qty-not-available': 'The requested quantity is not in stock.',
    'cart.not-found': 'Cart not found',
  };
  const english = known[code];
  const reason = tr(lang, english ?? 'The shop could not do this just now. Please try again in a moment; if it keeps happening, call or e-mail us.');
  if (STOCK_ERROR_CODES.has(code)) return reason;
  const via = error.via ?? (typeof error.status === 'number' ? 'api' : 'request');
  return tr(lang, via === 'api' ? 'API error: {reason}' : 'Request failed: {reason}').replace('{reason}', reason);
}

const NOTICES = { add: 'Cart item added', update: 'Cart updated', remove: 'Cart items deleted' } as const;
type Kind = keyof typeof NOTICES;
const kindOf = (snapshot: AnyMachineSnapshot) => snapshot.context.operation.kind as Kind;

/** A toast (sonner) with the text, shown. */
async function expectToast(session: ReplaySession, text: string): Promise<void> {
  const toast = (session.page as Page).locator('[data-sonner-toast]').filter({ hasText: text });
  await session.expect.poll(() => toast.first().isVisible(), { ...POLL, message: `the toast "${text}" shows` }).toBe(true);
}

/** The request the page made for an actor, held, with the body the operation gives it. */
async function expectHeld(session: ReplaySession, actor: OperationActor, body?: unknown): Promise<void> {
  const { expect } = session;
  await expect.poll(() => backendOf(session).request(actor) !== null, { ...POLL, message: `${actor} is running` }).toBe(true);
  if (body !== undefined) expect(backendOf(session).request(actor)!.postDataJSON()).toEqual(body);
}

/** The page after the operation: the product page's button free again, or the cart page's line as the cart now has it. */
async function expectAfter(session: ReplaySession, kind: Kind, applied: boolean): Promise<void> {
  const page = session.page as Page;
  const { expect, lang } = session;
  if (kind === 'add') {
    const button = page.getByRole('button', { name: tr(lang, 'Add to cart'), exact: true });
    await expect.poll(() => button.isVisible(), { ...POLL, message: "the button says 'Add to cart' again" }).toBe(true);
    return;
  }
  if (kind === 'remove' && applied) {
    await expect.poll(() => page.getByText(tr(lang, 'Your cart is empty.')).isVisible(), { ...POLL, message: 'the cart is empty' }).toBe(true);
    return;
  }
  // The one line is there, with the quantity the cart holds: 2 after the change, still 1 after a failure.
  const quantity = page.locator('.cart-line input[type="number"]');
  await expect
    .poll(() => quantity.inputValue({ timeout: 1_000 }).catch(() => ''), { ...POLL, message: 'the line shows what the cart holds' })
    .toBe(kind === 'update' && applied ? '2' : '1');
  await expect
    .poll(
      () =>
        page
          .getByRole('status')
          .filter({ hasText: tr(lang, 'Updating your cart…') })
          .count(),
      POLL,
    )
    .toBe(0);
}

const answer = () => [{ do: 'answer' as const }];

export const cartOperationMapping: ReplayMapping = {
  model: cartOperationModel,
  priority: 2,
  title: { nl: 'Winkelwagen-bewerking', en: 'Cart operation', de: 'Warenkorb-Aktion' },
  start: {
    nl: "Doe de bewerking van de beginsituatie: op de productpagina van een onderdeel 'In winkelwagen', of in /shop/cart 'Eén meer' of 'Verwijderen' bij de regel",
    en: "Do the precondition's operation: 'Add to cart' on a part's product page, or 'One more' or 'Remove' on the line in /en/shop/cart",
    de: "Führe die Aktion der Ausgangslage aus: 'In den Warenkorb' auf der Produktseite eines Teils, oder 'Eins mehr' oder 'Entfernen' bei der Zeile in /de/shop/cart",
  },
  preconditions: {
    'add without a cart': {
      nl: 'Geen winkelwagen (geen cookie cartId); de productpagina van een onderdeel staat open',
      en: "No cart (no cartId cookie); a part's product page is open",
      de: 'Kein Warenkorb (kein Cookie cartId); die Produktseite eines Teils ist offen',
    },
    'add to an inactive cart': {
      nl: 'Een winkelwagen die al besteld is en op de betaling wacht (cookies cartId en paymentToken; de winkel meldt hem inactief); de productpagina van een onderdeel staat open',
      en: "A cart already ordered and waiting for its payment (cookies cartId and paymentToken; the shop reports it inactive); a part's product page is open",
      de: 'Ein Warenkorb, der schon bestellt ist und auf die Zahlung wartet (Cookies cartId und paymentToken; der Shop meldet ihn inaktiv); die Produktseite eines Teils ist offen',
    },
    'add to the cart': {
      nl: 'Een winkelwagen met één onderdeel (cookie cartId); de productpagina van een onderdeel staat open',
      en: "A cart with one part (cookie cartId); a part's product page is open",
      de: 'Ein Warenkorb mit einem Teil (Cookie cartId); die Produktseite eines Teils ist offen',
    },
    'change a quantity': {
      nl: "Een winkelwagen met één onderdeel (cookie cartId), geopend in /shop/cart; klik 'Eén meer'",
      en: "A cart with one part (cookie cartId), open in /en/shop/cart; click 'One more'",
      de: "Ein Warenkorb mit einem Teil (Cookie cartId), offen in /de/shop/cart; klicke 'Eins mehr'",
    },
    'delete a line': {
      nl: "Een winkelwagen met één onderdeel (cookie cartId), geopend in /shop/cart; klik 'Verwijderen' bij de regel",
      en: "A cart with one part (cookie cartId), open in /en/shop/cart; click 'Remove' on the line",
      de: "Ein Warenkorb mit einem Teil (Cookie cartId), offen in /de/shop/cart; klicke 'Entfernen' bei der Zeile",
    },
  },
  unreachable: {},
  states: {
    // Transient: the machine never rests here.
    routing: { see: null },
    creatingCart: {
      see: { role: 'button', name: 'Adding…' },
      check: (session) => expectHeld(session, 'createCart'),
    },
    adding: {
      see: { role: 'button', name: 'Adding…' },
      check: (session) => expectHeld(session, 'addItem', { cartItem: { sku: session.extras.sku, qty: 1 } }),
    },
    updating: {
      see: { role: 'status', name: 'Updating your cart…' },
      check: (session) => expectHeld(session, 'updateItem', { cartItem: { item_id: session.extras.itemId, qty: 2 } }),
    },
    removing: {
      see: { role: 'status', name: 'Updating your cart…' },
      check: (session) => expectHeld(session, 'removeItem'),
    },
    done: {
      see: null,
      words: (lang, expected) => fill(phrases.status[lang], tr(lang, NOTICES[kindOf(expected)])),
      check: async (session, expected) => {
        await expectToast(session, tr(session.lang, NOTICES[kindOf(expected)]));
        await expectAfter(session, kindOf(expected), true);
      },
    },
    failed: {
      see: null,
      words: (lang, expected) => fill(phrases.alert[lang], operationErrorText(lang, expected.context.error)),
      check: async (session, expected) => {
        await expectToast(session, operationErrorText(session.lang, expected.context.error));
        await expectAfter(session, kindOf(expected), false);
      },
    },
  },
  events: {
    'xstate.done.actor.createCart': { actions: answer },
    'xstate.error.actor.createCart': { actions: answer },
    'xstate.done.actor.addItem': { actions: answer },
    'xstate.error.actor.addItem': { actions: answer },
    'xstate.done.actor.updateItem': { actions: answer },
    'xstate.error.actor.updateItem': { actions: answer },
    'xstate.done.actor.removeItem': { actions: answer },
    'xstate.error.actor.removeItem': { actions: answer },
  },
  answers: {
    'cart-2': { nl: 'een nieuwe winkelwagen', en: 'a new cart', de: 'ein neuer Warenkorb' },
    'HTTP 503': { nl: 'HTTP 503 (Service Unavailable)', en: 'HTTP 503 (Service Unavailable)', de: 'HTTP 503 (Service Unavailable)' },
    added: { nl: 'het onderdeel is toegevoegd', en: 'the part is added', de: 'das Teil ist hinzugefügt' },
    'cart gone (404)': {
      nl: "HTTP 404 'No such entity with cartId' (de winkelwagen bestaat niet meer)",
      en: "HTTP 404 'No such entity with cartId' (the cart is gone)",
      de: "HTTP 404 'No such entity with cartId' (der Warenkorb existiert nicht mehr)",
    },
    'out of stock (400)': { nl: "HTTP 400 'Out of stock'", en: "HTTP 400 'Out of stock'", de: "HTTP 400 'Out of stock'" },
    updated: { nl: 'het aantal is gewijzigd', en: 'the quantity is changed', de: 'die Menge ist geändert' },
    deleted: { nl: 'de regel is verwijderd', en: 'the line is removed', de: 'die Zeile ist entfernt' },
    'network down': { nl: 'geen antwoord: de verbinding valt weg', en: 'no answer: the connection drops', de: 'keine Antwort: die Verbindung bricht ab' },
  },
};
