// The checkout machine's replay mapping (decision 035): what each state of src/machines/checkout looks like on the
// checkout page, how a shopper causes each event, and how the back end's answers reach the page (the path back end
// below holds the actors' requests and answers them as the path says). The browser replay
// (tests/e2e/checkout-replay.e2e.ts) and the plain-words test plan (`npm run flows`) both come from it.
import type { BrowserContext, Locator, Page, Request, Route } from 'playwright-core';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { PAYMENT_METHOD_REQUIRED, toAddressInformation } from '../../src/machines/checkout/checkout.machine';
import type { ShopError } from '../../src/machines/shop-error';
import type { AddressErrorCode, AddressField, BillingAddressForm } from '../../src/machines/checkout/billing-address';
import { EMPTY_ADDRESS } from '../../src/machines/checkout/billing-address';
import { defaultCountryOf } from '../../common/forms/address-form';
import type { PaymentMethod, Region } from '../../common/contract/checkout.schema';
import { STOCK_ERROR_CODES } from '../../common/contract/stock-error-codes';
import { countryName, postcodeExample } from '../../src/views/order/checkout-countries';
import { formatMoney } from '../../src/views/shared/money';
import { checkoutModel } from '../model/checkout.model';
import { fail, HeldRoutes, replyTo } from './held-backend';
import type { Action, ReplayMapping, ReplaySession } from './mapping';
import { msg as tr, phrases, fill, type Lang } from './words';

/**
 * The cart's stock as the checkout sees it (`cart.stock`, and a checkout that starts with a line sold out) comes from
 * the cart machine reading the cart again, not from a control of the checkout page; the path backend answers the
 * checkout's own requests only. Those transitions are covered in node by tests/model/checkout.model.test.ts and in the
 * browser by tests/e2e/stock.e2e.ts (a real line sold out: the cart explains it and the checkout waits).
 */
/**
 * The address book of the checkout is a logged-in customer's (the `book` region, decision 029): this replay runs as a
 * guest, whose checkout never asks for it. Covered in node by tests/model/checkout.model.test.ts (the customer
 * scenario) and src/machines/checkout/checkout-address-book.test.ts, in the browser by tests/e2e/customer-cart.e2e.ts
 * (a customer picks a saved address, and keeps a new one in the address book).
 */
const CUSTOMER_ONLY = "a logged-in customer's saved addresses (the replay runs as a guest, who is offered none)";

const STOCK_IN_THE_BROWSER = 'the cart reporting a line sold out (cart.stock, a checkout starting with one): the cart machine, not a checkout control';

// ---------------------------------------------------------------------------------------------------------------
// The back end as the path says

type ActorName = 'loadRegions' | 'saveShipping' | 'placeOrder';
const ACTORS: readonly ActorName[] = ['loadRegions', 'saveShipping', 'placeOrder'];

/**
 * A failure as the machines see it (src/machines/shop-error.ts RequestFailure): one with a status is the server's
 * answer, one without the network failing (held-backend.ts fail aborts the request).
 */
interface Failure {
  text: string;
  status?: number;
}

/** The failure the place-order child's output describes, as the request that leads to it (shop-error.ts requestError). */
function failureOfOutput(error: ShopError): Failure {
  if (error.via === 'api') return { text: error.text ?? '', status: 400 };
  if (error.via === 'request') return { text: error.text ?? '' };
  throw new Error(`no request failure ends in the place-order output error ${JSON.stringify(error)}`);
}

/**
 * Page routes for the three actors' endpoints. Each request is held until the path reaches its actor's done or
 * error step and is then answered as that step says, so the page sees the answers in exactly the path's order,
 * also relative to the shopper's actions, and the transient states (regions loading, saving the address,
 * placing the order) can be seen while their request is in flight. Outside `live` (a scenario's set-up)
 * everything goes to the real shop.
 */
export class PathBackend {
  live = false;
  /** The provider page the browser was sent to (the Mollie test page, stopped here). */
  providerUrl: string | null = null;
  /** The request of each actor's running invocation. */
  private readonly held = new HeldRoutes<ActorName>();
  /** Requests of invocations the machine stopped (a second country change): never answered, ignored by xstate. */
  private readonly superseded: Route[] = [];
  /** Closed while an order.place waits for the path's placeOrder outcome; the child's first request is held. */
  private placeOrderOpen = false;
  private paymentFailure: Failure | null = null;

  async install(context: BrowserContext): Promise<void> {
    await context.route(/\/api\/magento\/shipping-regions\?/, (route) => this.hold('loadRegions', route));
    await context.route(/\/api\/magento\/cart\/shipping\?/, (route) => this.hold('saveShipping', route));
    // The place-order child's first request is the payment token for a card method, the payment information for
    // cash on delivery; the rest of its requests go to the real shop once the path says how the order ends.
    await context.route(/\/api\/magento\/cart\/payment-token\?/, (route) => this.placeOrderRequest(route));
    await context.route(/\/api\/magento\/cart\/payment-information\?/, (route) => this.placeOrderRequest(route, true));
    await context.route(/\/mollie\/checkout\//, async (route) => {
      this.providerUrl = route.request().url();
      await route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><html lang="en"><title>Payment provider</title><p>The payment provider (stopped here by the test).</p></html>',
      });
    });
  }

  private hold(actor: ActorName, route: Route): Promise<void> | void {
    if (!this.live) return route.continue();
    const previous = this.held.hold(actor, route);
    if (previous) this.superseded.push(previous);
  }

  private placeOrderRequest(route: Route, isPaymentInformation = false): Promise<void> | void {
    if (isPaymentInformation && this.paymentFailure) {
      const failure = this.paymentFailure;
      this.paymentFailure = null;
      return fail(route, failure);
    }
    if (!this.live || this.placeOrderOpen) return route.continue();
    return this.hold('placeOrder', route);
  }

  /** The shopper places the order: the next request of the child waits for the path's outcome. */
  closePlaceOrder(): void {
    this.placeOrderOpen = false;
  }

  /** The request an actor's running invocation has made, if any. */
  request(actor: ActorName): Request | null {
    return this.held.request(actor);
  }

  /** Answers the held request of an actor as a done/error event of the path says. */
  async answer(event: AnyEventObject): Promise<void> {
    const { isDone, actor: name } = replyTo(event);
    const actor = name as ActorName;
    if (!ACTORS.includes(actor)) throw new Error(`no page request for actor "${actor}"`);
    if (actor === 'placeOrder' && !isDone) {
      throw new Error('the place-order child cannot fail as a machine in the browser (see EXCLUDED_TRANSITIONS)');
    }
    const route = await this.held.take(actor);
    if (actor === 'loadRegions') {
      if (isDone) {
        const countryId = new URL(route.request().url()).searchParams.get('countryId') ?? '';
        await route.fulfill({
          json: { success: true, data: { country_id: countryId, full_name_locale: null, available_regions: event.output as Region[] }, error: null },
        });
      } else await fail(route, event.error as Failure);
    } else if (actor === 'saveShipping') {
      if (isDone) {
        // The real cart gets the address too (a later real order needs it); the page gets the path's answer.
        const real = await route.fetch();
        if (!real.ok()) throw new Error(`the shop refused the address the path saves: ${real.status()} ${await real.text()}`);
        await route.fulfill({ json: { success: true, data: event.output, error: null } });
      } else {
        await fail(route, event.error as Failure);
      }
    } else {
      const { error } = event.output as { error: ShopError | null };
      this.paymentFailure = error === null ? null : failureOfOutput(error);
      this.placeOrderOpen = true;
      const isPaymentInformation = /\/cart\/payment-information\?/.test(route.request().url());
      if (isPaymentInformation && this.paymentFailure) {
        const failure = this.paymentFailure;
        this.paymentFailure = null;
        await fail(route, failure);
      } else {
        // Payment token, payment information, comment and transaction go to the real shop (or the armed failure).
        await route.continue();
      }
    }
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The page: shopper's actions and what the shopper sees

type TextField = Exclude<AddressField, 'country_id'>;

const fieldLabels: Record<TextField, string> = {
  firstname: 'First name',
  lastname: 'Last name',
  street: 'Street',
  houseNumber: 'House number',
  postcode: 'Postcode',
  city: 'Town or city',
  email: 'E-mail address',
  telephone: 'Phone number',
};
const textFields = Object.keys(fieldLabels) as TextField[];

const requiredTexts: Record<AddressField, string> = {
  firstname: 'Enter your first name.',
  lastname: 'Enter your last name.',
  street: 'Enter your street.',
  houseNumber: 'Enter your house number.',
  postcode: 'Enter your postcode.',
  city: 'Enter your town or city.',
  email: 'Enter your e-mail address.',
  telephone: 'Enter your phone number.',
  country_id: 'Choose a country we deliver to.',
};

/** A field error as the address step words it (checkout-address.tsx), from the catalogues. */
function fieldErrorText(lang: Lang, field: AddressField, code: AddressErrorCode, country: string): string {
  switch (code) {
    case 'required':
      return tr(lang, requiredTexts[field]);
    case 'invalid_postcode':
      return tr(lang, 'Enter a valid postcode, for example {example}.').replace('{example}', postcodeExample(country));
    case 'invalid_house_number':
      return tr(lang, 'Start the house number with a number, for example 12 or 12A.');
    case 'invalid_email':
      return tr(lang, 'Enter an e-mail address like name@example.com.');
    case 'invalid_phone':
      return tr(lang, 'Enter a phone number of at least 6 digits, for example +31 6 12345678.');
    case 'invalid_country':
      return tr(lang, 'Choose a country we deliver to.');
  }
}

/** The English source of the codes the paths reach (src/views/shop/shop-text.ts words them). */
const knownErrors: Partial<Record<string, string>> = {
  'checkout.no-payment-methods': 'No payment methods available',
  'order.stock-changed': 'Some items in your cart are no longer in stock in the quantity you chose. Please check your cart.',
  network: 'The connection failed. Check your internet connection and try again.',
};

/** The checkout's error as the shopper reads it (shop-text.ts): a known code translated, a failed request prefixed. */
function errorText(lang: Lang, error: ShopError): string {
  const known = knownErrors[error.code];
  // A code the shop has no words for gets its general words with a next step, never the text it came with (issue 20 item 6).
  const reason = known
    ? tr(lang, known)
    : error.code === 'unknown'
      ? tr(lang, 'The shop could not do this just now. Please try again in a moment; if it keeps happening, call or e-mail us.')
      : (error.text ?? '');
  // A stock refusal is the shopper's situation, not a failure: no "API error:" in front (shop-text.ts).
  if (STOCK_ERROR_CODES.has(error.code as never)) return reason;
  if (error.via === 'api') return tr(lang, 'API error: {reason}').replace('{reason}', reason);
  if (error.via === 'request') return tr(lang, 'Request failed: {reason}').replace('{reason}', reason);
  return reason;
}

function methodLabel(lang: Lang, method: PaymentMethod): string {
  if (method.code === 'cashondelivery') return tr(lang, 'Cash on delivery');
  if (method.code === 'mollie_methods_ideal') return 'iDEAL';
  return method.title ?? method.code;
}

const squash = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

/** The text of an element that may not be there (yet): '' then. */
const textOf = async (locator: Locator) => squash(await locator.textContent({ timeout: 1_000 }).catch(() => null));

/** The session's path back end (the replay's e2e file installs it). */
export const backendOf = (session: ReplaySession) => session.extras.backend as PathBackend;

const POLL = { timeout: 10_000, interval: 50 };

function addressStep(session: ReplaySession) {
  const { lang } = session;
  const page = session.page as Page;
  return {
    heading: page.getByRole('heading', { level: 2, name: tr(lang, 'Your address') }),
    field: (field: TextField) => page.getByLabel(tr(lang, fieldLabels[field]), { exact: true }),
    country: page.getByLabel(tr(lang, 'Country'), { exact: true }),
    region: page.getByLabel(tr(lang, 'State or region (optional)'), { exact: true }),
    submit: page.getByRole('button', { name: tr(lang, 'Continue to payment') }),
    saving: page.getByRole('status').filter({ hasText: tr(lang, 'Saving your address…') }),
  };
}

function paymentStep(session: ReplaySession) {
  const { lang } = session;
  const page = session.page as Page;
  return {
    heading: page.getByRole('heading', { level: 2, name: tr(lang, 'Payment') }),
    radios: page.locator('input[type="radio"][name="payment-method"]'),
    radio: (method: PaymentMethod) => page.getByRole('radio', { name: methodLabel(lang, method), exact: true }),
    comment: page.getByLabel(tr(lang, 'Comment with your order (optional)'), { exact: true }),
    place: page.getByRole('button', { name: tr(lang, 'Place order') }),
    placing: page.getByRole('status').filter({ hasText: tr(lang, 'Placing your order… Please do not close this page.') }),
    methodError: page.locator('#checkout-method-error[role="alert"]'),
    toPay: page.locator('.checkout-to-pay strong'),
  };
}

/** The checkout's request failure shown (checkout-error.tsx), or none. */
async function expectCheckoutError(session: ReplaySession, error: ShopError | null): Promise<void> {
  const { expect } = session;
  const alert = session.page.locator('.checkout-error[role="alert"]');
  if (error === null || error.code === PAYMENT_METHOD_REQUIRED.code) {
    await expect.poll(() => alert.count(), POLL).toBe(0);
    return;
  }
  await expect.poll(() => textOf(alert), POLL).toBe(errorText(session.lang, error));
}

type FieldErrors = Partial<Record<AddressField, AddressErrorCode>>;

async function expectAddressForm(session: ReplaySession, form: BillingAddressForm, fieldErrors: FieldErrors): Promise<void> {
  const { expect } = session;
  const step = addressStep(session);
  for (const field of textFields) {
    const input = step.field(field);
    await expect.poll(() => input.inputValue(), { ...POLL, message: `${field} shows the form's value` }).toBe(form[field]);
    const code = fieldErrors[field];
    await expect.poll(() => input.getAttribute('aria-invalid'), { ...POLL, message: `${field} is marked invalid or not` }).toBe(code ? 'true' : null);
    if (code) {
      const text = squash(await session.page.locator(`#checkout-${field}-error`).textContent());
      expect(text, `${field}'s error`).toBe(fieldErrorText(session.lang, field, code, form.country_id));
    }
  }
  expect(await step.country.inputValue()).toBe(form.country_id);
  expect(await session.page.locator('.checkout-form .shop-field-error').count(), 'no other field errors').toBe(Object.keys(fieldErrors).length);
}

/** One check per atomic state of the machine (as the node runner has), on what the shopper sees. */

// ---------------------------------------------------------------------------------------------------------------
// The mapping

/** The address form's values as the shopper enters them: the country first (the postcode's rule follows it). */
function addressActions(values: Partial<BillingAddressForm>, lang: Lang): Action[] {
  const fields = Object.keys(values).sort((a, b) => Number(b === 'country_id') - Number(a === 'country_id'));
  return fields.map((field): Action => {
    const value = values[field as keyof BillingAddressForm];
    if (field === 'country_id') return { do: 'choose', label: 'Country', value: String(value), option: countryName(String(value), lang) };
    if (field === 'region_id')
      return { do: 'choose', label: 'State or region (optional)', value: value === null ? '' : String(value), option: String(value ?? '') };
    if (field in fieldLabels) return { do: 'fill', label: fieldLabels[field as TextField], value: String(value) };
    throw new Error(`no form field for the address value "${field}"`);
  });
}

const onAddressStep = (before: AnyMachineSnapshot) => before.matches('flow.editingAddress');

export const checkoutMapping: ReplayMapping = {
  model: checkoutModel,
  priority: 1,
  title: { nl: 'Afrekenen', en: 'Checkout', de: 'Kasse' },
  start: { nl: 'Open /shop/checkout', en: 'Open /en/shop/checkout', de: 'Öffne /de/shop/checkout' },
  // The empty form starts with the page language's country (Germany on a German page), the model's with the
  // Netherlands: a German page starts only the scenarios with an address already in the cart.
  inputIn: (input, lang) => (input.form !== undefined || defaultCountryOf(lang) === EMPTY_ADDRESS.country_id ? input : null),
  preconditions: {
    'empty form': {
      nl: 'Een winkelwagen met één onderdeel, nog zonder adres',
      en: 'A cart with one part, no address yet',
      de: 'Ein Warenkorb mit einem Teil, noch ohne Adresse',
    },
    'reload mid-checkout: address already in the cart': {
      nl: 'Een winkelwagen met één onderdeel en een al opgeslagen Nederlands adres (Jan Jansen, Damrak 1, 1012 LG Amsterdam, jan@example.nl, 0612345678), de afrekenpagina staat open',
      en: 'A cart with one part and a Dutch address already saved (Jan Jansen, Damrak 1, 1012 LG Amsterdam, jan@example.nl, 0612345678), the checkout page open',
      de: 'Ein Warenkorb mit einem Teil und einer bereits gespeicherten niederländischen Adresse (Jan Jansen, Damrak 1, 1012 LG Amsterdam, jan@example.nl, 0612345678), die Kassenseite offen',
    },
  },
  unreachable: {
    // Each request of the place-order child ends in its output ({ orderToken, error }): the child machine itself
    // never fails, whatever the back end answers. Covered in node by tests/model/checkout.model.test.ts.
    'checkout.flow.placing | xstate.error.actor.placeOrder | 0': 'the place-order child machine crashing (its request failures end in its output)',
    // The view has the comment field on the payment step only; the machine also accepts it while the address is
    // edited (the comment is kept across "Edit address"), which no control of the address step sends.
    'checkout.flow.editingAddress | comment.change | 0': 'a comment while editing the address (the comment field is on the payment step)',
    // The guarded branches that refuse to go on while a cart line is sold out, and the event that tells the checkout.
    'checkout | cart.stock | 0': STOCK_IN_THE_BROWSER,
    'checkout.flow.editingAddress | shipping.save | 0': STOCK_IN_THE_BROWSER,
    'checkout.flow.choosingPayment | order.place | 0': STOCK_IN_THE_BROWSER,
    'checkout.book.checking | (always) | 0': CUSTOMER_ONLY,
    'checkout.book.loading | xstate.done.actor.loadSavedAddresses | 0': CUSTOMER_ONLY,
    'checkout.book.loading | xstate.error.actor.loadSavedAddresses | 0': CUSTOMER_ONLY,
    'checkout.book.offered | address.pick | 0': CUSTOMER_ONLY,
    'checkout.book.offered | address.new | 0': CUSTOMER_ONLY,
    'checkout.book.offered | address.saveInBook | 0': CUSTOMER_ONLY,
    'checkout.regions | address.pick | 0': CUSTOMER_ONLY,
  },
  states: {
    'flow.editingAddress': {
      see: { role: 'heading', level: 2, name: 'Your address' },
      words: (lang, expected) => errorWords(lang, expected, true),
      check: async (session, expected) => {
        const { expect } = session;
        const step = addressStep(session);
        await expect.poll(() => step.submit.isEnabled(), POLL).toBe(true);
        expect(await step.saving.count()).toBe(0);
        await expectAddressForm(session, expected.context.form, expected.context.fieldErrors);
        await expectCheckoutError(session, expected.context.error);
      },
    },
    'flow.savingShipping': {
      see: { role: 'status', name: 'Saving your address…' },
      check: async (session, expected) => {
        const { expect } = session;
        await expect.poll(() => addressStep(session).submit.isDisabled(), POLL).toBe(true);
        await expectAddressForm(session, expected.context.form, {});
        // The address goes to the shop as the machine maps the form.
        await expect.poll(() => backendOf(session).request('saveShipping') !== null, { ...POLL, message: 'the address is being saved' }).toBe(true);
        expect(backendOf(session).request('saveShipping')!.postDataJSON().addressInformation).toEqual(toAddressInformation(expected.context.form));
      },
    },
    'flow.choosingPayment': {
      see: { role: 'heading', level: 2, name: 'Payment' },
      words: (lang, expected) => errorWords(lang, expected, false),
      check: async (session, expected) => {
        const { expect } = session;
        const step = paymentStep(session);
        const methods = expected.context.paymentMethods as PaymentMethod[];
        // In the machine's (reversed) order, the chosen one checked.
        await expect
          .poll(() => step.radios.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value)), POLL)
          .toEqual(methods.map((method) => method.code));
        for (const method of methods) {
          const isChosen = method.code === expected.context.selectedMethod;
          await expect.poll(() => step.radio(method).isChecked(), { ...POLL, message: `${method.code} checked or not` }).toBe(isChosen);
        }
        await expect.poll(() => step.comment.inputValue(), POLL).toBe(expected.context.comment);
        await expect.poll(() => step.place.isEnabled(), POLL).toBe(true);
        expect(await step.placing.count()).toBe(0);
        if (expected.context.totals) {
          expect(squash(await step.toPay.textContent())).toBe(squash(formatMoney(expected.context.totals.grand_total, session.lang)));
        }
        if (expected.context.error?.code === PAYMENT_METHOD_REQUIRED.code) {
          await expect.poll(() => textOf(step.methodError), POLL).toBe(tr(session.lang, 'Choose a payment method.'));
        } else {
          await expect.poll(() => step.methodError.count(), POLL).toBe(0);
        }
        await expectCheckoutError(session, expected.context.error);
      },
    },
    'flow.placing': {
      see: { role: 'status', name: 'Placing your order… Please do not close this page.' },
      check: async (session) => {
        const { expect } = session;
        // Observable: the child's first request is held until the path says how the order ends.
        const step = paymentStep(session);
        await expect.poll(() => step.place.isDisabled(), POLL).toBe(true);
        await expect.poll(() => backendOf(session).request('placeOrder') !== null, { ...POLL, message: 'the order is being placed' }).toBe(true);
        expect(await step.radios.evaluateAll((inputs) => inputs.every((input) => (input as HTMLInputElement).disabled))).toBe(true);
      },
    },
    'flow.placed': {
      // The "order placed" notice lasts only until the redirect, which follows at once: what stays is that the
      // browser went to the provider's page.
      see: null,
      words: (lang) =>
        ({
          nl: 'de browser gaat naar de betaalpagina van Mollie',
          en: "the browser goes to Mollie's payment page",
          de: 'der Browser geht zur Zahlungsseite von Mollie',
        })[lang],
      check: async (session) => {
        const { expect } = session;
        await (session.page as Page).waitForURL(/\/mollie\/checkout\//, { timeout: 15_000 });
        expect(backendOf(session).providerUrl).toMatch(/\/mollie\/checkout\//);
      },
    },
    // A guest sees nothing new: no saved addresses, no "Save in my address book".
    'book.none': {
      see: null,
      check: async (session) => {
        const { expect } = session;
        const page = session.page as Page;
        expect(await page.locator('input[name="saved-address"], input[name="save_in_address_book"]').count()).toBe(0);
      },
    },
    'book.checking': { see: null, check: customerOnlyState },
    'book.loading': { see: null, check: customerOnlyState },
    'book.offered': { see: null, check: customerOnlyState },
    'regions.loading': {
      // Nothing of its own to see: the region select waits for the answer.
      see: null,
      check: async (session, expected) => {
        const { expect } = session;
        // The regions request is held; after a country change the new request replaces the old one (still held,
        // but its invocation is stopped).
        const countryAsked = () => {
          const request = backendOf(session).request('loadRegions');
          return request ? new URL(request.url()).searchParams.get('countryId') : null;
        };
        await expect.poll(countryAsked, { ...POLL, message: "the country's regions are being loaded" }).toBe(expected.context.form.country_id);
        if (expected.matches('flow.editingAddress') || expected.matches('flow.savingShipping')) {
          expect(await addressStep(session).region.count()).toBe(0);
        }
      },
    },
    'regions.loaded': {
      see: null,
      words: (lang, expected) => {
        const regions = expected.context.regions as Region[];
        if (!expected.matches('flow.editingAddress') || regions.length === 0) return null;
        return fill(phrases.other[lang], `${tr(lang, 'State or region (optional)')}: ${regions.map((region) => region.name).join(', ')}`);
      },
      check: async (session, expected) => {
        const { expect } = session;
        expect(backendOf(session).request('loadRegions'), 'no regions request in flight').toBeNull();
        // The region select belongs to the address step; on the payment step there is nothing of it to see.
        if (!(expected.matches('flow.editingAddress') || expected.matches('flow.savingShipping'))) return;
        const region = addressStep(session).region;
        const regions = expected.context.regions as Region[];
        if (regions.length === 0) {
          await expect.poll(() => region.count(), POLL).toBe(0);
          return;
        }
        await region.waitFor(POLL);
        const options = await region.locator('option').evaluateAll((nodes) => nodes.map((node) => (node as HTMLOptionElement).value));
        expect(options).toEqual(['', ...regions.map((r) => String(r.id))]);
      },
    },
  },
  events: {
    'address.pick': { unreachable: CUSTOMER_ONLY },
    'address.new': { unreachable: CUSTOMER_ONLY },
    'address.saveInBook': { unreachable: CUSTOMER_ONLY },
    'xstate.done.actor.loadSavedAddresses': { unreachable: CUSTOMER_ONLY },
    'xstate.error.actor.loadSavedAddresses': { unreachable: CUSTOMER_ONLY },
    'address.change': {
      offered: onAddressStep,
      actions: (event, _before, lang) => addressActions(event.values as Partial<BillingAddressForm>, lang),
    },
    'shipping.save': { offered: onAddressStep, actions: () => [{ do: 'click', role: 'button', name: 'Continue to payment' }] },
    'address.edit': {
      offered: (before) => before.matches('flow.choosingPayment'),
      actions: () => [{ do: 'click', role: 'button', name: 'Edit address' }],
    },
    // A checked radio sends nothing when clicked again; the model also offers a method the back end did not.
    'payment.select': {
      offered: (before, event) =>
        before.matches('flow.choosingPayment') &&
        before.context.selectedMethod !== event.code &&
        (before.context.paymentMethods as PaymentMethod[]).some((method) => method.code === event.code),
      actions: (event, before, lang) => {
        const method = (before.context.paymentMethods as PaymentMethod[]).find((candidate) => candidate.code === event.code) ?? {
          code: String(event.code),
          title: '',
        };
        return [{ do: 'check', role: 'radio', name: method.code, words: methodLabel(lang, method) }];
      },
    },
    'comment.change': {
      offered: (before) => before.matches('flow.choosingPayment'),
      actions: (event) => [{ do: 'fill', label: 'Comment with your order (optional)', value: String(event.comment) }],
    },
    'order.place': {
      offered: (before) => before.matches('flow.choosingPayment'),
      // The child's first request waits for the path's outcome.
      prepare: (session) => backendOf(session).closePlaceOrder(),
      actions: () => [{ do: 'click', role: 'button', name: 'Place order' }],
    },
    'cart.stock': { unreachable: STOCK_IN_THE_BROWSER },
    'xstate.done.actor.loadRegions': { actions: () => [{ do: 'answer' }] },
    'xstate.error.actor.loadRegions': { actions: () => [{ do: 'answer' }] },
    'xstate.done.actor.saveShipping': { actions: () => [{ do: 'answer' }] },
    'xstate.error.actor.saveShipping': { actions: () => [{ do: 'answer' }] },
    'xstate.done.actor.placeOrder': { actions: () => [{ do: 'answer' }] },
    'xstate.error.actor.placeOrder': { unreachable: 'the place-order child machine crashing (its request failures end in its output)' },
  },
  answers: {
    'one region': { nl: 'de regio van het land: Berlin', en: "the country's region: Berlin", de: 'die Region des Landes: Berlin' },
    'country not available (404)': {
      nl: 'het land is niet beschikbaar (404); de keuzelijst voor de regio blijft weg',
      en: 'the country is not available (404); no region list appears',
      de: 'das Land ist nicht verfügbar (404); keine Regionsliste erscheint',
    },
    'cash on delivery and iDEAL': {
      nl: 'adres opgeslagen, te betalen € 120, rembours en iDEAL',
      en: 'address saved, € 120 to pay, cash on delivery and iDEAL',
      de: 'Adresse gespeichert, 120 € zu zahlen, Nachnahme und iDEAL',
    },
    'no payment methods': {
      nl: 'adres opgeslagen, maar geen enkele betaalmethode',
      en: 'address saved, but no payment method at all',
      de: 'Adresse gespeichert, aber keine Zahlungsart',
    },
    'network down': { nl: 'geen antwoord: de verbinding valt weg', en: 'no answer: the connection drops', de: 'keine Antwort: die Verbindung bricht ab' },
    'order placed': { nl: 'bestelling aangemaakt', en: 'order created', de: 'Bestellung angelegt' },
    'order failed': {
      nl: "bestelling geweigerd met 'Payment declined'",
      en: "order refused with 'Payment declined'",
      de: "Bestellung mit 'Payment declined' abgelehnt",
    },
    'refused: a line sold out meanwhile': {
      nl: 'bestelling geweigerd: een artikel is intussen uitverkocht',
      en: 'order refused: an item sold out meanwhile',
      de: 'Bestellung abgelehnt: ein Artikel ist inzwischen ausverkauft',
    },
  },
};

/** A state of the address book's choice: a customer's, never reached by this guest replay. */
async function customerOnlyState(): Promise<void> {
  throw new Error(`the guest replay reached a state of ${CUSTOMER_ONLY}`);
}

/** The errors a state shows, in plain words (the same texts the page checks read). */
function errorWords(lang: Lang, expected: AnyMachineSnapshot, onAddress: boolean): string | null {
  const parts: string[] = [];
  const { error, fieldErrors, form } = expected.context as { error: ShopError | null; fieldErrors: FieldErrors; form: BillingAddressForm };
  if (onAddress) {
    for (const [field, code] of Object.entries(fieldErrors))
      parts.push(fill(phrases.alert[lang], fieldErrorText(lang, field as AddressField, code, form.country_id)));
  }
  if (error?.code === PAYMENT_METHOD_REQUIRED.code) parts.push(fill(phrases.alert[lang], tr(lang, 'Choose a payment method.')));
  else if (error) parts.push(fill(phrases.alert[lang], errorText(lang, error)));
  return parts.length > 0 ? parts.join(phrases.and[lang]) : null;
}

/** The actions that enter an address (the reload scenario saves one for real before its path). */
export function enterAddress(form: Partial<BillingAddressForm>, lang: Lang): Action[] {
  return [...addressActions(form, lang), { do: 'click', role: 'button', name: 'Continue to payment' }];
}

/** Waits until the payment step shows (the address was saved). */
export async function paymentStepShows(session: ReplaySession): Promise<void> {
  await paymentStep(session).place.waitFor({ timeout: 15_000 });
}
