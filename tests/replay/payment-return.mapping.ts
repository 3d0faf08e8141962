// The payment-return machine's replay mapping (decision 035): what each state of src/machines/payment-return looks
// like on the cart page a shopper comes back to from Mollie (cart-page.tsx: the check, "Payment failed", the failed
// check with "Check again", the still-open payment with "Continue paying" / "Cancel payment"), how the shopper causes
// each event, and the shop's answers: the four requests of the machine (cart/process-payment, cart/reset-cart,
// cart/start-transaction, cart/abandon-payment) held by the path back end (held-backend.ts) and answered as the path
// says. Every transition of the machine is reachable in a browser.
import type { Page } from 'playwright-core';
import type { AnyMachineSnapshot } from 'xstate';
import type { ShopError } from '../../src/machines/shop-error';
import { paymentReturnModel } from '../model/payment-return.model';
import { HeldBackend } from './held-backend';
import type { ReplayMapping, ReplaySession } from './mapping';
import { fill, msg as tr, phrases, type Lang } from './words';

/** The provider's checkout page the model's startTransaction answers (stopped by the replay's page route). */
export const PROVIDER_URL = 'https://mollie.test/checkout/tr_1';

/** The path back end of a payment-return session. */
export function paymentReturnBackend(): HeldBackend {
  return new HeldBackend({
    // Magento's answer always has a paymentStatus (null when Mollie has none): the model's "neither flag set" leaves it out.
    processPayment: {
      url: /\/api\/magento\/cart\/process-payment(\?|$)/,
      body: (output) => ({ success: true, data: { mollieProcessTransaction: { paymentStatus: null, ...(output as object) } }, error: null }),
    },
    resetCart: { url: /\/api\/magento\/cart\/reset-cart(\?|$)/ },
    startTransaction: { url: /\/api\/magento\/cart\/start-transaction(\?|$)/ },
    abandonPayment: { url: /\/api\/magento\/cart\/abandon-payment(\?|$)/ },
  });
}

const backendOf = (session: ReplaySession) => session.extras.backend as HeldBackend;
/** The scenario's cart in the browser: a real cart the replay made (the model's cart-1 stands for it). */
const cartOf = (session: ReplaySession, expected: AnyMachineSnapshot) => (expected.context.cartId === null ? null : (session.extras.cartId as string));
const POLL = { timeout: 10_000, interval: 50 };

const OPEN_TEXT = 'Finish it to complete the order, or cancel it: the order is then canceled and your cart comes back.';
const CHECK_FAILED_TEXT = 'We could not check your payment yet. If you paid, your order is safe: try again in a moment.';

/** The failure text of a request (shop-text.ts): the network's known words after "Request failed:". */
function requestFailureText(lang: Lang, error: ShopError): string {
  const reason = error.code === 'network' ? tr(lang, 'The connection failed. Check your internet connection and try again.') : (error.text ?? '');
  return tr(lang, 'Request failed: {reason}').replace('{reason}', reason);
}

/** The still-open payment's notice (OpenPayment): its order number, the buttons the machine offers, its error. */
async function expectOpenPayment(session: ReplaySession, expected: AnyMachineSnapshot, busy: boolean): Promise<void> {
  const { expect, lang } = session;
  const page = session.page as Page;
  const notice = page.getByRole('alert').filter({ hasText: tr(lang, OPEN_TEXT) });
  const number = expected.context.openOrder?.orderNumber ?? '';
  await expect.poll(() => notice.textContent(), POLL).toContain(tr(lang, 'Your payment for order {number} is still open.').replace('{number}', number));
  await expect.poll(() => notice.getAttribute('aria-busy'), POLL).toBe(String(busy));
  const buttons = {
    'payment.continue': page.getByRole('button', { name: tr(lang, 'Continue paying') }),
    'payment.abandon': page.getByRole('button', { name: tr(lang, 'Cancel payment') }),
  };
  for (const [type, button] of Object.entries(buttons)) {
    const shown = busy || expected.can({ type });
    await expect.poll(() => button.count(), { ...POLL, message: `${type} offered or not` }).toBe(shown ? 1 : 0);
    if (shown) await expect.poll(() => button.isDisabled(), POLL).toBe(busy);
  }
  const error = expected.context.error as ShopError | null;
  if (error) await expect.poll(() => notice.textContent(), POLL).toContain(requestFailureText(lang, error));
  else expect(await notice.textContent()).not.toContain(tr(lang, 'Request failed: {reason}').replace('{reason}', ''));
}

/** The request an actor's running invocation made, with the body the machine gives it. */
async function expectRequest(session: ReplaySession, actor: string, body: unknown): Promise<void> {
  const { expect } = session;
  await expect.poll(() => backendOf(session).request(actor) !== null, { ...POLL, message: `${actor} is running` }).toBe(true);
  expect(backendOf(session).request(actor)!.postDataJSON()).toEqual(body);
}

/** The still-open payment's notice in plain words: its title with the order number. */
function openWords(lang: Lang, expected: AnyMachineSnapshot): string {
  const title = tr(lang, 'Your payment for order {number} is still open.').replace('{number}', expected.context.openOrder?.orderNumber ?? '');
  return fill(phrases.other[lang], title);
}

const onCartPage = (lang: Lang) => `${lang === 'nl' ? '' : `/${lang}`}/shop/cart`;

export const paymentReturnMapping: ReplayMapping = {
  model: paymentReturnModel,
  priority: 1,
  title: { nl: 'Terug van de betaalpagina', en: 'Back from the payment page', de: 'Zurück von der Zahlungsseite' },
  start: {
    nl: 'Open /shop/cart (terug van Mollie: /shop/cart?payment=pay-1)',
    en: 'Open /en/shop/cart (back from Mollie: /en/shop/cart?payment=pay-1)',
    de: 'Öffne /de/shop/cart (zurück von Mollie: /de/shop/cart?payment=pay-1)',
  },
  preconditions: {
    'back from the provider': {
      nl: 'Een winkelwagen met één onderdeel en een bestelling (cookies cartId en orderId), terug van Mollie met betaling pay-1',
      en: 'A cart with one part and an order (cookies cartId and orderId), back from Mollie with payment pay-1',
      de: 'Ein Warenkorb mit einem Teil und eine Bestellung (Cookies cartId und orderId), zurück von Mollie mit Zahlung pay-1',
    },
    'back from the provider without a cart cookie': {
      nl: 'Een bestelling (cookie orderId) maar geen winkelwagen-cookie, terug van Mollie met betaling pay-1',
      en: 'An order (cookie orderId) but no cart cookie, back from Mollie with payment pay-1',
      de: 'Eine Bestellung (Cookie orderId), aber kein Warenkorb-Cookie, zurück von Mollie mit Zahlung pay-1',
    },
    'cart opened without a token': {
      nl: 'Een winkelwagen met één onderdeel (cookie cartId), de winkelwagen geopend zonder betaling',
      en: 'A cart with one part (cookie cartId), the cart opened without a payment',
      de: 'Ein Warenkorb mit einem Teil (Cookie cartId), der Warenkorb ohne Zahlung geöffnet',
    },
    'cart opened without a token, a payment started at checkout': {
      nl: 'Een winkelwagen met één onderdeel (cookie cartId) en een bij het afrekenen gestarte betaling pay-9 (cookie paymentToken)',
      en: 'A cart with one part (cookie cartId) and a payment pay-9 started at checkout (cookie paymentToken)',
      de: 'Ein Warenkorb mit einem Teil (Cookie cartId) und eine an der Kasse gestartete Zahlung pay-9 (Cookie paymentToken)',
    },
    'no token, no cart': { nl: 'Geen winkelwagen, geen betaling', en: 'No cart, no payment', de: 'Kein Warenkorb, keine Zahlung' },
  },
  unreachable: {},
  states: {
    // Transient: the machine never rests here (the first snapshot is already past it).
    checking: { see: null },
    processing: {
      see: { role: 'status', name: 'Checking your payment…' },
      check: (session, expected) => expectRequest(session, 'processPayment', { paymentToken: expected.context.paymentToken }),
    },
    paymentFailed: {
      see: { role: 'alert', name: 'Payment failed. Please try again.' },
      check: async (session) => {
        const { expect, lang } = session;
        const page = session.page as Page;
        await expect.poll(() => page.getByRole('button', { name: tr(lang, 'Close message') }).isVisible(), POLL).toBe(true);
        expect(await page.getByRole('button', { name: tr(lang, 'Check again') }).count()).toBe(0);
      },
    },
    failure: {
      see: { role: 'alert', name: CHECK_FAILED_TEXT },
      words: (lang, expected) => fill(phrases.alert[lang], requestFailureText(lang, expected.context.error)),
      check: async (session, expected) => {
        const { expect, lang } = session;
        const alert = (session.page as Page).getByRole('alert').filter({ hasText: tr(lang, CHECK_FAILED_TEXT) });
        await expect.poll(() => alert.textContent(), POLL).toContain(requestFailureText(lang, expected.context.error));
        await expect.poll(() => alert.getByRole('button', { name: tr(lang, 'Check again') }).isVisible(), POLL).toBe(true);
      },
    },
    resetting: {
      // Nothing of its own: the cart shows, its checkout waits (the busy tag) while the cart's order is looked up.
      see: null,
      words: (lang) =>
        ({
          nl: 'de winkel kijkt na of de bestelling van de winkelwagen nog op betaling wacht',
          en: "the shop looks up whether the cart's order still waits for its payment",
          de: 'der Shop prüft, ob die Bestellung des Warenkorbs noch auf ihre Zahlung wartet',
        })[lang],
      check: (session, expected) => expectRequest(session, 'resetCart', { cartId: cartOf(session, expected) }),
    },
    paymentOpen: {
      // A warning (role alert) whose title names the order: its constant text is checked, the words name the order.
      see: null,
      words: (lang, expected) => openWords(lang, expected),
      check: (session, expected) => expectOpenPayment(session, expected, false),
    },
    continuing: {
      see: null,
      words: (lang, expected) =>
        openWords(lang, expected) + { nl: ', de knoppen zijn uitgeschakeld', en: ', the buttons disabled', de: ', die Schaltflächen deaktiviert' }[lang],
      check: async (session, expected) => {
        await expectOpenPayment(session, expected, true);
        await expectRequest(session, 'startTransaction', { token: expected.context.paymentToken ?? expected.context.sessionPaymentToken });
      },
    },
    abandoning: {
      see: null,
      words: (lang, expected) =>
        openWords(lang, expected) + { nl: ', de knoppen zijn uitgeschakeld', en: ', the buttons disabled', de: ', die Schaltflächen deaktiviert' }[lang],
      check: async (session, expected) => {
        await expectOpenPayment(session, expected, true);
        await expectRequest(session, 'abandonPayment', { cartId: cartOf(session, expected) });
      },
    },
    leaving: {
      see: null,
      words: (lang) =>
        ({
          nl: 'de browser gaat naar de betaalpagina van Mollie',
          en: "the browser goes to Mollie's payment page",
          de: 'der Browser geht zur Zahlungsseite von Mollie',
        })[lang],
      check: async (session) => {
        await (session.page as Page).waitForURL(PROVIDER_URL, { timeout: 15_000 });
      },
    },
    confirmed: {
      see: null,
      words: (lang) =>
        ({
          nl: 'de bevestiging van de bestelling opent (/shop/confirmed?orderId=…)',
          en: 'the order confirmation opens (/en/shop/confirmed?orderId=…)',
          de: 'die Bestellbestätigung öffnet sich (/de/shop/confirmed?orderId=…)',
        })[lang],
      check: async (session, expected) => {
        const { expect, lang } = session;
        const page = session.page as Page;
        await page.waitForURL((url) => url.pathname === `${lang === 'nl' ? '' : `/${lang}`}/shop/confirmed`, { timeout: 15_000 });
        // The order of the cookie (paid at the return), or the one the server found behind the cart.
        const token = new URL(page.url()).searchParams.get('orderId');
        expect(['order-1', 'sealed-paid']).toContain(token);
        if (expected.context.paymentToken !== null && expected.context.openOrder === null && token !== 'order-1') expect(token).toBe('sealed-paid');
        // The store was emptied: no cart or payment cookies left.
        const names = (await page.context().cookies()).map((cookie) => cookie.name);
        expect(names).not.toContain('cartId');
      },
    },
    done: {
      see: null,
      words: (lang) =>
        ({
          nl: 'de winkelwagen staat er zonder melding over de betaling',
          en: 'the cart shows, with no message about the payment',
          de: 'der Warenkorb erscheint ohne Meldung zur Zahlung',
        })[lang],
      check: async (session) => {
        const { expect, lang } = session;
        const page = session.page as Page;
        expect(new URL(page.url()).pathname).toBe(onCartPage(lang));
        for (const text of ['Checking your payment…', 'Payment failed. Please try again.', CHECK_FAILED_TEXT, OPEN_TEXT]) {
          await expect.poll(() => page.getByText(tr(lang, text)).count(), { ...POLL, message: `no "${text}"` }).toBe(0);
        }
      },
    },
  },
  events: {
    'payment.retry': { actions: () => [{ do: 'click', role: 'button', name: 'Check again' }] },
    'error.dismiss': { actions: () => [{ do: 'click', role: 'button', name: 'Close message' }] },
    'payment.continue': {
      offered: (before) => before.can({ type: 'payment.continue' }),
      actions: () => [{ do: 'click', role: 'button', name: 'Continue paying' }],
    },
    'payment.abandon': {
      offered: (before) => before.can({ type: 'payment.abandon' }),
      actions: () => [{ do: 'click', role: 'button', name: 'Cancel payment' }],
    },
    'xstate.done.actor.processPayment': { actions: () => [{ do: 'answer' }] },
    'xstate.error.actor.processPayment': { actions: () => [{ do: 'answer' }] },
    'xstate.done.actor.resetCart': { actions: () => [{ do: 'answer' }] },
    'xstate.error.actor.resetCart': { actions: () => [{ do: 'answer' }] },
    'xstate.done.actor.startTransaction': { actions: () => [{ do: 'answer' }] },
    'xstate.error.actor.startTransaction': { actions: () => [{ do: 'answer' }] },
    'xstate.done.actor.abandonPayment': { actions: () => [{ do: 'answer' }] },
    'xstate.error.actor.abandonPayment': { actions: () => [{ do: 'answer' }] },
  },
  answers: {
    "Mollie answers the open payment's checkout URL": {
      nl: 'Mollie geeft de betaalpagina van de openstaande betaling',
      en: "Mollie gives the open payment's checkout page",
      de: 'Mollie gibt die Zahlungsseite der offenen Zahlung',
    },
    'network down': { nl: 'geen antwoord: de verbinding valt weg', en: 'no answer: the connection drops', de: 'keine Antwort: die Verbindung bricht ab' },
    'order canceled, cart restored': {
      nl: 'bestelling geannuleerd, de winkelwagen is terug',
      en: 'order canceled, the cart is back',
      de: 'Bestellung storniert, der Warenkorb ist zurück',
    },
    'paid meanwhile': { nl: 'intussen toch betaald', en: 'paid meanwhile after all', de: 'inzwischen doch bezahlt' },
    'still open (Magento would not cancel it)': {
      nl: 'nog open (Magento annuleert haar niet)',
      en: 'still open (Magento would not cancel it)',
      de: 'noch offen (Magento storniert sie nicht)',
    },
    'paid (redirect_to_success_page)': { nl: 'betaald', en: 'paid', de: 'bezahlt' },
    'failed (redirect_to_cart)': { nl: 'betaling mislukt of geannuleerd', en: 'payment failed or canceled', de: 'Zahlung fehlgeschlagen oder abgebrochen' },
    "still open at Mollie (Back on Mollie's page): the order to continue": {
      nl: "nog open bij Mollie (de shopper koos 'Back' op de Mollie-pagina), bestelling 000000123",
      en: "still open at Mollie (the shopper chose 'Back' on Mollie's page), order 000000123",
      de: "bei Mollie noch offen (die Kundin wählte 'Back' auf der Mollie-Seite), Bestellung 000000123",
    },
    'neither flag set': {
      nl: 'geen uitkomst (betaald noch mislukt)',
      en: 'no outcome (neither paid nor failed)',
      de: 'kein Ergebnis (weder bezahlt noch fehlgeschlagen)',
    },
    'cart restored': { nl: 'de winkelwagen is weer open', en: 'the cart is open again', de: 'der Warenkorb ist wieder offen' },
    'its order is paid': { nl: 'de bestelling ervan is betaald', en: 'its order is paid', de: 'seine Bestellung ist bezahlt' },
    'its payment is still open': {
      nl: 'de betaling ervan staat nog open, bestelling 000000123',
      en: 'its payment is still open, order 000000123',
      de: 'seine Zahlung ist noch offen, Bestellung 000000123',
    },
    'HTTP 404': { nl: 'niet gevonden (HTTP 404)', en: 'not found (HTTP 404)', de: 'nicht gefunden (HTTP 404)' },
  },
};
