// The checkout machine's generated paths (tests/model/checkout.model.ts) replayed in Chromium against the real shop:
// which paths to run (a greedy cover of every transition the browser can reach), and how each step of a path becomes
// a shopper's action or an answer of the back end, followed by a check of what the page shows for the state the
// path says the machine is in.
import type { BrowserContext, Locator, Page, Request, Route } from 'playwright-core';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { expect } from 'vitest';
import { PAYMENT_METHOD_REQUIRED, toAddressInformation } from '../../src/machines/checkout/checkout.machine';
import type { ShopError } from '../../src/machines/shop-error';
import type { AddressErrorCode, AddressField, BillingAddressForm } from '../../src/machines/checkout/billing-address';
import type { PaymentMethod, Region } from '../../common/contract/checkout.schema';
import { STOCK_ERROR_CODES } from '../../common/contract/error-codes';
import { postcodeExample } from '../../src/views/order/checkout-countries';
import { formatMoney } from '../../src/views/shared/money';
import { checkoutModel } from '../model/checkout.model';
import { describeStep, executePath, generatePaths, listTransitions, validateSpec, type GeneratedPath } from '../model/model-runner';
import { tr } from './shop-fixtures';

export type Lang = 'nl' | 'en' | 'de';

/**
 * The cart's stock as the checkout sees it (`cart.stock`, and a checkout that starts with a line sold out) comes from
 * the cart machine reading the cart again, not from a control of the checkout page; the path backend answers the
 * checkout's own requests only. Those transitions are covered in node by tests/model/checkout.model.test.ts and in the
 * browser by tests/e2e/stock.e2e.ts (a real line sold out: the cart explains it and the checkout waits).
 */
const STOCK_IN_THE_BROWSER = 'the cart reporting a line sold out (cart.stock, a checkout starting with one): the cart machine, not a checkout control';

/**
 * Transitions no browser session can take, each with the reason. Everything else the machine has must be covered
 * by the chosen paths: the spec fails otherwise, so this list cannot grow unnoticed.
 */
export const EXCLUDED_TRANSITIONS: Record<string, string> = {
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
};

// ---------------------------------------------------------------------------------------------------------------
// Choosing the paths

type Step = GeneratedPath['path']['steps'][number];

/**
 * Whether the page offers the control for a shopper's event in the state before it. The model also offers events
 * the machine ignores there (address.change while the payment step shows: the regions' guard refuses it) and
 * choosing the method that is already chosen; the page has no control for those, so a path with such a step is
 * not one a shopper can walk. No transition is lost by that: the ignored events take none.
 */
const offeredByPage: Record<string, (before: AnyMachineSnapshot, event: AnyEventObject) => boolean> = {
  'address.change': (before) => before.matches('flow.editingAddress'),
  'shipping.save': (before) => before.matches('flow.editingAddress'),
  'comment.change': (before) => before.matches('flow.choosingPayment'),
  'address.edit': (before) => before.matches('flow.choosingPayment'),
  // A checked radio sends nothing when clicked again.
  'payment.select': (before, event) =>
    before.matches('flow.choosingPayment') &&
    before.context.selectedMethod !== event.code &&
    (before.context.paymentMethods as PaymentMethod[]).some((method) => method.code === event.code),
  'order.place': (before) => before.matches('flow.choosingPayment'),
};

function walkableByShopper(steps: Step[]): boolean {
  if (steps.some((step) => step.event.type === 'cart.stock')) return false;
  return steps.every((step, index) => {
    const offered = offeredByPage[step.event.type];
    // Init and the actors' done/error events are not the shopper's: the page loads, the back end answers.
    if (!offered) return true;
    return offered(steps[index - 1]!.state, step.event);
  });
}

export interface ChosenPath {
  generated: GeneratedPath;
  /** The transitions the path takes, measured by running it in node against the real machine. */
  taken: Set<string>;
  title: string;
}

export interface PathPlan {
  chosen: ChosenPath[];
  total: number;
  reachable: string[];
  covered: string[];
  uncovered: string[];
  summary: string;
}

/**
 * Generates the checkout model's paths, runs each in node (fast, against fakes) to learn which transitions it
 * takes, and picks a small set the browser can walk that covers every transition not excluded: greedy set cover,
 * the path adding the most new transitions first, the shorter one on a tie.
 */
export async function planBrowserPaths(): Promise<PathPlan> {
  const { paths, labels } = generatePaths(checkoutModel);
  const all = listTransitions(checkoutModel.machine);
  const stale = Object.keys(EXCLUDED_TRANSITIONS).filter((key) => !all.includes(key));
  if (stale.length > 0) throw new Error(`excluded transitions the machine does not have: ${stale.join(', ')}`);
  const reachable = all.filter((key) => !(key in EXCLUDED_TRANSITIONS));

  const candidates: ChosenPath[] = [];
  for (const generated of paths) {
    if (((generated.input as { stockIssues?: number } | undefined)?.stockIssues ?? 0) > 0) continue;
    const taken = await executePath(checkoutModel, generated);
    if ([...taken].some((key) => key in EXCLUDED_TRANSITIONS)) continue;
    if (!walkableByShopper(generated.path.steps)) continue;
    const title = `${generated.scenario}: ${generated.path.steps
      .slice(1)
      .map((step) => describeStep(step.event, labels).replace(/`/g, ''))
      .join(' → ')}`;
    candidates.push({ generated, taken, title });
  }

  const open = new Set(reachable);
  const chosen: ChosenPath[] = [];
  for (;;) {
    let best: ChosenPath | null = null;
    let bestGain = 0;
    for (const candidate of candidates) {
      const gain = [...candidate.taken].filter((key) => open.has(key)).length;
      const shorter = best !== null && candidate.generated.path.steps.length < best.generated.path.steps.length;
      if (gain > bestGain || (gain === bestGain && gain > 0 && shorter)) {
        best = candidate;
        bestGain = gain;
      }
    }
    if (!best) break;
    chosen.push(best);
    for (const key of best.taken) open.delete(key);
  }

  const uncovered = [...open];
  const covered = reachable.filter((key) => !open.has(key));
  const excluded = Object.entries(EXCLUDED_TRANSITIONS)
    .map(([key, why]) => `${key}: ${why}`)
    .join('; ');
  const summary = `checkout paths in the browser: ${chosen.length} paths, ${covered.length} of ${all.length} transitions (excluded: ${excluded})`;
  return { chosen, total: all.length, reachable, covered, uncovered, summary };
}

// ---------------------------------------------------------------------------------------------------------------
// The back end as the path says

type ActorName = 'loadRegions' | 'saveShipping' | 'placeOrder';
const ACTORS: readonly ActorName[] = ['loadRegions', 'saveShipping', 'placeOrder'];
const DONE_PREFIX = 'xstate.done.actor.';
const ERROR_PREFIX = 'xstate.error.actor.';

/** A failure as the machines see it (src/machines/shop-error.ts RequestFailure). */
interface Failure {
  text: string;
  status?: number;
}

/** A failure with a status is the server's answer; one without is the network failing (the request is aborted). */
async function fail(route: Route, failure: Failure): Promise<void> {
  if (typeof failure.status === 'number') {
    await route.fulfill({ status: failure.status, json: { success: false, data: null, error: failure.text } });
  } else {
    await route.abort('internetdisconnected');
  }
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
  private readonly held = new Map<ActorName, Route>();
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
    const previous = this.held.get(actor);
    if (previous) this.superseded.push(previous);
    this.held.set(actor, route);
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
    return this.held.get(actor)?.request() ?? null;
  }

  private async take(actor: ActorName): Promise<Route> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const route = this.held.get(actor);
      if (route) {
        this.held.delete(actor);
        return route;
      }
      if (Date.now() > deadline) throw new Error(`"${actor}" is not running in the page: no request to answer`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  /** Answers the held request of an actor as a done/error event of the path says. */
  async answer(event: AnyEventObject): Promise<void> {
    const isDone = event.type.startsWith(DONE_PREFIX);
    const actor = event.type.slice(isDone ? DONE_PREFIX.length : ERROR_PREFIX.length) as ActorName;
    if (!ACTORS.includes(actor)) throw new Error(`no page request for actor "${actor}"`);
    if (actor === 'placeOrder' && !isDone) {
      throw new Error('the place-order child cannot fail as a machine in the browser (see EXCLUDED_TRANSITIONS)');
    }
    const route = await this.take(actor);
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

export interface PathSession {
  page: Page;
  lang: Lang;
  backend: PathBackend;
  /** Opens (or reloads) the checkout page and waits for hydration. */
  openCheckout(): Promise<void>;
}

const POLL = { timeout: 10_000, interval: 50 };

/** Lets an answered request reach the page's machines and React (two frames), before checking what shows. */
async function settle(page: Page): Promise<void> {
  try {
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  } catch {
    // The page is on its way to the provider: nothing left to settle.
  }
}

function addressStep(session: PathSession) {
  const { page, lang } = session;
  return {
    heading: page.getByRole('heading', { level: 2, name: tr(lang, 'Your address') }),
    field: (field: TextField) => page.getByLabel(tr(lang, fieldLabels[field]), { exact: true }),
    country: page.getByLabel(tr(lang, 'Country'), { exact: true }),
    region: page.getByLabel(tr(lang, 'State or region (optional)'), { exact: true }),
    submit: page.getByRole('button', { name: tr(lang, 'Continue to payment') }),
    saving: page.getByRole('status').filter({ hasText: tr(lang, 'Saving your address…') }),
  };
}

function paymentStep(session: PathSession) {
  const { page, lang } = session;
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
async function expectCheckoutError(session: PathSession, error: ShopError | null): Promise<void> {
  const alert = session.page.locator('.checkout-error[role="alert"]');
  if (error === null || error.code === PAYMENT_METHOD_REQUIRED.code) {
    await expect.poll(() => alert.count(), POLL).toBe(0);
    return;
  }
  await expect.poll(() => textOf(alert), POLL).toBe(errorText(session.lang, error));
}

type FieldErrors = Partial<Record<AddressField, AddressErrorCode>>;

async function expectAddressForm(session: PathSession, form: BillingAddressForm, fieldErrors: FieldErrors): Promise<void> {
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
export const stateChecks: Record<string, (session: PathSession, expected: AnyMachineSnapshot) => Promise<void>> = {
  'flow.editingAddress': async (session, expected) => {
    const step = addressStep(session);
    await step.heading.waitFor(POLL);
    await expect.poll(() => step.submit.isEnabled(), POLL).toBe(true);
    expect(await step.saving.count()).toBe(0);
    await expectAddressForm(session, expected.context.form, expected.context.fieldErrors);
    await expectCheckoutError(session, expected.context.error);
  },
  'flow.savingShipping': async (session, expected) => {
    const step = addressStep(session);
    await expect.poll(() => step.submit.isDisabled(), POLL).toBe(true);
    await step.saving.waitFor(POLL);
    await expectAddressForm(session, expected.context.form, {});
    // The address goes to the shop as the machine maps the form.
    await expect.poll(() => session.backend.request('saveShipping') !== null, { ...POLL, message: 'the address is being saved' }).toBe(true);
    expect(session.backend.request('saveShipping')!.postDataJSON().addressInformation).toEqual(toAddressInformation(expected.context.form));
  },
  'flow.choosingPayment': async (session, expected) => {
    const step = paymentStep(session);
    await step.heading.waitFor(POLL);
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
  'flow.placing': async (session) => {
    // Observable: the child's first request is held until the path says how the order ends.
    const step = paymentStep(session);
    await expect.poll(() => step.place.isDisabled(), POLL).toBe(true);
    await step.placing.waitFor(POLL);
    await expect.poll(() => session.backend.request('placeOrder') !== null, { ...POLL, message: 'the order is being placed' }).toBe(true);
    expect(await step.radios.evaluateAll((inputs) => inputs.every((input) => (input as HTMLInputElement).disabled))).toBe(true);
  },
  'flow.placed': async (session) => {
    // The "order placed" notice lasts only until the redirect, which follows at once: what stays is that the
    // browser went to the provider's page.
    await session.page.waitForURL(/\/mollie\/checkout\//, { timeout: 15_000 });
    expect(session.backend.providerUrl).toMatch(/\/mollie\/checkout\//);
  },
  'regions.loading': async (session, expected) => {
    // Observable: the regions request is held; the region select waits for its answer. After a country change
    // the new request replaces the old one (still held, but its invocation is stopped).
    const countryAsked = () => {
      const request = session.backend.request('loadRegions');
      return request ? new URL(request.url()).searchParams.get('countryId') : null;
    };
    await expect.poll(countryAsked, { ...POLL, message: "the country's regions are being loaded" }).toBe(expected.context.form.country_id);
    if (expected.matches('flow.editingAddress') || expected.matches('flow.savingShipping')) {
      expect(await addressStep(session).region.count()).toBe(0);
    }
  },
  'regions.loaded': async (session, expected) => {
    expect(session.backend.request('loadRegions'), 'no regions request in flight').toBeNull();
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
};

/** The shopper's actions, one per user event of the model. */
export const userActions: Record<string, (session: PathSession, event: AnyEventObject) => Promise<void>> = {
  'address.change': async (session, event) => {
    const step = addressStep(session);
    const values = event.values as Partial<BillingAddressForm>;
    // The country first: the postcode's rule follows it.
    const fields = Object.keys(values).sort((a, b) => Number(b === 'country_id') - Number(a === 'country_id'));
    for (const field of fields) {
      const value = values[field as keyof BillingAddressForm];
      if (field === 'country_id') {
        if ((await step.country.inputValue()) !== value) await step.country.selectOption(String(value));
      } else if (field === 'region_id') {
        await step.region.selectOption(value === null ? '' : String(value));
      } else if (field in fieldLabels) {
        const input = step.field(field as TextField);
        // Typing the value a field already has sends no change: clear it first, as a shopper retyping it does.
        if ((await input.inputValue()) === value) await input.fill('');
        await input.fill(String(value));
      } else {
        throw new Error(`no form field for the address value "${field}"`);
      }
    }
  },
  'shipping.save': async (session) => {
    await addressStep(session).submit.click();
  },
  'address.edit': async (session) => {
    await session.page.getByRole('button', { name: tr(session.lang, 'Edit address') }).click();
  },
  'payment.select': async (session, event) => {
    await paymentStep(session)
      .radio({ code: event.code as string, title: '' })
      .check();
  },
  'comment.change': async (session, event) => {
    const comment = paymentStep(session).comment;
    if ((await comment.inputValue()) === event.comment) await comment.fill('');
    await comment.fill(event.comment as string);
  },
  'order.place': async (session) => {
    session.backend.closePlaceOrder();
    await paymentStep(session).place.click();
  },
};

/** The checks that apply to a state of the path; like the node runner, a state without one fails. */
function checksFor(expected: AnyMachineSnapshot): Array<(session: PathSession, expected: AnyMachineSnapshot) => Promise<void>> {
  // Flow first: it waits for the step the page should show; the regions' check reads that step.
  const keys = Object.keys(stateChecks).filter((key) => expected.matches(key as never));
  if (!keys.some((key) => key.startsWith('flow.')) || !keys.some((key) => key.startsWith('regions.'))) {
    throw new Error(`no page check for state ${JSON.stringify(expected.value)}`);
  }
  return keys.map((key) => stateChecks[key]!);
}

/** Fails when the model has a state or an event the browser has no mapping for (before any browser runs). */
export function validateBrowserMappings(): void {
  validateSpec({ ...checkoutModel, states: Object.fromEntries(Object.keys(stateChecks).map((key) => [key, () => {}])) });
  for (const type of Object.keys(checkoutModel.events)) {
    const isActorEvent = type.startsWith(DONE_PREFIX) || type.startsWith(ERROR_PREFIX);
    if (type === 'cart.stock') continue; // STOCK_IN_THE_BROWSER
    if (isActorEvent ? !ACTORS.includes(type.replace(DONE_PREFIX, '').replace(ERROR_PREFIX, '') as ActorName) : !userActions[type]) {
      throw new Error(`no browser mapping for event "${type}"`);
    }
  }
}

/** Walks one path in the page: each step's action or answer, then the checks of the state it leads to. */
export async function walkPath(session: PathSession, chosen: ChosenPath): Promise<void> {
  const steps = chosen.generated.path.steps;
  for (const [index, step] of steps.entries()) {
    const { event } = step;
    const where = `step ${index} (${event.type}) → ${JSON.stringify(step.state.value)}`;
    try {
      if (event.type === 'xstate.init') {
        session.backend.live = true;
        await session.openCheckout();
      } else if (event.type.startsWith(DONE_PREFIX) || event.type.startsWith(ERROR_PREFIX)) {
        await session.backend.answer(event);
      } else {
        const action = userActions[event.type];
        if (!action) throw new Error(`no browser action for event "${event.type}"`);
        await action(session, event);
      }
      await settle(session.page);
      for (const check of checksFor(step.state)) await check(session, step.state);
    } catch (error) {
      throw new Error(`${where}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
  }
}

/** Fills the address as a shopper and saves it for real: the cart holds it when the page is reloaded. */
export async function saveAddressForReal(session: PathSession, form: Partial<BillingAddressForm>): Promise<void> {
  await session.openCheckout();
  await addressStep(session).heading.waitFor(POLL);
  await userActions['address.change']!(session, { type: 'address.change', values: form });
  await addressStep(session).submit.click();
  await paymentStep(session).place.waitFor({ timeout: 15_000 });
}
