// The coupon machine's replay mapping (decision 035): what each state of src/machines/coupon looks like on the cart
// page's coupon row (cart-page.tsx CouponForm: the field, Apply, "Code X is applied.", the reason a typed code was
// refused, "Remove code X"; a refused link code's notice, shop/coupon-refusal.tsx), how a shopper causes each event
// (type, apply, remove, leave the cart page and come back, close the notice) and how the back end answers: the cart's
// first load (the cart becoming known), PUT cart/coupon and GET coupon-discounts are held per browser context by the
// page routes of CouponBackend and answered as the path says. The model's codes stand for the emulator's seeded ones
// (magento-emulator/seed/seed.runner.ts): SPRING = ACCESSOIRES15 (15 % on parts), AUTUMN = HERFST50 (€50 from €250),
// WELCOME = FOLT-WELKOM (the shop's default); a refusal is the real one of VERLOPEN10 (expired), so Magento really
// drops the cart's earlier coupon before refusing (decision 017) and the machine's put-back is tested against that.
import type { BrowserContext, Page, Request, Route } from 'playwright-core';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { urlCouponFor, type Refusal } from '../../src/machines/coupon/coupon.rules';
import { couponModel } from '../model/coupon.model';
import { HeldRoutes } from './held-backend';
import type { ReplayMapping, ReplaySession } from './mapping';
import { fill, msg as tr, phrases, type Lang, type Words } from './words';

/** The emulator's code each model code stands for. */
export const REAL_CODES: Readonly<Record<string, string>> = { SPRING: 'ACCESSOIRES15', AUTUMN: 'HERFST50', WELCOME: 'FOLT-WELKOM' };
/** The seeded expired code whose refusal stands for the model's "refused: expired". */
export const EXPIRED_CODE = 'VERLOPEN10';
/** HERFST50 starts at €250 (incl. VAT): the replay's one-part cart holds more. */
export const CART_MINIMUM = 260;

export const realCode = (code: string) => REAL_CODES[code.toUpperCase()] ?? code;
/** What the shopper typed, in real codes: the model's "AUT" is the start of AUTUMN, so the start of HERFST50. */
export function realDraft(draft: string): string {
  if (draft === '') return '';
  const whole = Object.keys(REAL_CODES).find((code) => code.startsWith(draft.toUpperCase()));
  return whole ? realCode(whole).slice(0, draft.length) : draft;
}

const POLL = { timeout: 10_000, interval: 50 };
const COUPON_URL = /\/api\/magento\/cart\/coupon(\?|$)/;
const DISCOUNTS_URL = /\/api\/magento\/coupon-discounts\?/;
const CART_URL = /\/api\/magento\/cart\?/;
const CONFIG_URL = /\/api\/config(\?|$)/;

type Slot = 'coupon' | 'discounts';

/**
 * The back end as a coupon path says, per browser context. The cart page is served without the cart (the cartId cookie
 * comes right after its document request, so the browser loads the cart itself) and the cart's first load is held: the
 * coupon machine waits for the cart until the path makes it known. The coupon requests are held until the path answers
 * them: accepted goes to the real shop; refused sends the expired code instead, so the real cart loses its coupon as
 * Magento's does. A request the machine gave up (a new code while one was checked) is answered without reaching Magento.
 */
export class CouponBackend {
  live = false;
  /** The shop's configuration without a default coupon (the model's "no default" scenario). */
  withoutDefault = false;
  /** The code the real cart carries, as far as the answered requests tell ('' for none). */
  cartCode = '';
  /** The cart's cookie, set once the cart page's document is on its way (see install). */
  cartCookie: { name: 'cartId'; value: string; url: string } | null = null;
  private cartKnown = false;
  private readonly cartReads: Route[] = [];
  private readonly held = new HeldRoutes<Slot>();

  constructor(private readonly cartPath: string) {}

  async install(context: BrowserContext): Promise<void> {
    // The cart cookie is set once the cart page's document is asked for: the server renders the page without the cart
    // and the browser loads it (as after a slow cart read on the server), so the path can hold that load.
    await context.route(
      (url) => url.pathname === this.cartPath,
      async (route) => {
        await route.continue();
        if (!this.live || !route.request().isNavigationRequest() || !this.cartCookie) return;
        await context.addCookies([this.cartCookie]);
        this.cartCookie = null;
      },
    );
    await context.route(CONFIG_URL, async (route) => {
      if (!this.withoutDefault) return route.continue();
      const answer = await route.fetch();
      const body = (await answer.json()) as { data?: { defaultCoupon?: string | null } };
      if (body.data) body.data.defaultCoupon = null;
      return route.fulfill({ response: answer, json: body });
    });
    // Every read of the cart until the path makes it known (the cart page's payment return asks for it again).
    await context.route(CART_URL, (route) => {
      if (!this.live || this.cartKnown || route.request().method() !== 'GET') return route.continue();
      this.cartReads.push(route);
    });
    await context.route(COUPON_URL, (route) => this.hold('coupon', route));
    await context.route(DISCOUNTS_URL, (route) => this.hold('discounts', route));
  }

  private async hold(slot: Slot, route: Route): Promise<void> {
    if (!this.live) return route.continue();
    const superseded = this.held.hold(slot, route);
    // Its actor is stopped: whatever it gets is ignored, and it must not change the real cart.
    if (superseded) await superseded.fulfill({ json: { success: true, data: slot === 'discounts' ? { code: '', discounts: [] } : true, error: null } });
  }

  /** Whether the page waits for its cart. */
  get cartLoading(): boolean {
    return this.cartReads.length > 0;
  }

  /** The held request of a slot, if the page has made one. */
  request(slot: Slot): Request | null {
    return this.held.request(slot);
  }

  async answer(event: AnyEventObject): Promise<void> {
    if (event.type === 'cart.attach') {
      if (this.cartReads.length === 0) throw new Error('the cart is not being loaded in the page');
      this.cartKnown = true;
      await Promise.all(this.cartReads.splice(0).map((route) => route.continue()));
      return;
    }
    if (event.type.endsWith('.actor.loadDiscounts')) {
      const route = await this.held.take('discounts', 'no discounts request is waiting in the page');
      if (event.type.startsWith('xstate.error.')) {
        const error = event.error as { status: number; text: string };
        return route.fulfill({ status: error.status, json: { success: false, data: null, error: error.text } });
      }
      const code = new URL(route.request().url()).searchParams.get('code') ?? '';
      return route.fulfill({ json: { success: true, data: { code, discounts: event.output }, error: null } });
    }
    const route = await this.held.take('coupon', 'no coupon request is waiting in the page');
    if (event.type.startsWith('xstate.done.')) {
      this.cartCode = (route.request().postDataJSON() as { coupon: string }).coupon;
      return route.continue();
    }
    this.cartCode = '';
    return route.continue({ postData: JSON.stringify({ coupon: EXPIRED_CODE }) });
  }
}

export const couponBackendOf = (session: ReplaySession) => session.extras.backend as CouponBackend;

/** The cart page offers "Remove code X" for a code of the cart that is not the shop's default. */
const removeOffered = (snapshot: AnyMachineSnapshot) =>
  snapshot.matches('flow.settled') && snapshot.context.couponCode !== '' && snapshot.context.couponCode !== snapshot.context.defaultCoupon;
const untold = (snapshot: AnyMachineSnapshot) => {
  const refusal = snapshot.context.refusal as Refusal | null;
  return refusal !== null && !refusal.typed && !refusal.told;
};

const expiredText = (lang: Lang, code: string) => tr(lang, 'Code {code} has expired.').replace('{code}', realCode(code));
const appliedText = (lang: Lang, code: string) => tr(lang, 'Code {applied} is applied.').replace('{applied}', realCode(code));
const removeText = (lang: Lang, code: string) => tr(lang, 'Remove code {applied}').replace('{applied}', realCode(code));

/** The code the cart carries once settled: the machine's, or none (a cart that came with a code the machine has not). */
const appliedCode = (session: ReplaySession, expected: AnyMachineSnapshot): string =>
  (expected.context.couponCode as string) || couponBackendOf(session).cartCode;

/** The cookie and the URL say the current code after every step (persistCoupon, updateCouponUrl). */
async function expectCookieAndUrl(session: ReplaySession, expected: AnyMachineSnapshot): Promise<void> {
  const { expect } = session;
  const page = session.page as Page;
  const { couponCode, defaultCoupon } = expected.context as { couponCode: string; defaultCoupon: string };
  const url = urlCouponFor({ couponCode: realCode(couponCode), defaultCoupon: realCode(defaultCoupon) });
  const shown = () => new URL(page.url()).searchParams.get('coupon');
  // The machine sets the URL when the code changes; a link to another page (a new visit of the cart page) leaves the
  // query behind, as decision 018 has it for every link but the language links: then no other code may show.
  if (session.extras.navigated) await expect.poll(() => [null, url].includes(shown()), { ...POLL, message: 'the URL names no other code' }).toBe(true);
  else await expect.poll(shown, { ...POLL, message: 'the URL names the code' }).toBe(url);
  const cookie = async () => (await page.context().cookies()).find((entry) => entry.name === 'couponCode')?.value ?? '';
  await expect.poll(cookie, { ...POLL, message: 'the couponCode cookie' }).toBe(realCode(couponCode));
}

/** The coupon row while a code is checked: the field read-only, Apply disabled, the request under way with the code. */
async function expectChecking(session: ReplaySession, expected: AnyMachineSnapshot): Promise<void> {
  const { expect, lang } = session;
  const page = session.page as Page;
  await expect.poll(() => page.getByLabel(tr(lang, 'Discount code'), { exact: true }).getAttribute('readonly'), POLL).not.toBeNull();
  await expect.poll(() => page.getByRole('button', { name: tr(lang, 'Apply'), exact: true }).isDisabled(), POLL).toBe(true);
  expect(await page.locator('.coupon-form .link-button').count()).toBe(0);
  const backend = couponBackendOf(session);
  // The request of the code now checked (one the machine gave up may still be on its way out).
  const sent = () => (backend.request('coupon')?.postDataJSON() as { coupon: string } | undefined)?.coupon ?? null;
  await expect.poll(sent, { ...POLL, message: 'the code is being checked' }).toBe(realCode(expected.context.couponCode));
  await expectCookieAndUrl(session, expected);
}

function checkingWords(lang: Lang, expected: AnyMachineSnapshot): string {
  const code = realCode(expected.context.couponCode);
  const apply = tr(lang, 'Apply');
  if (code === '')
    return {
      nl: `de winkel haalt de code van de winkelwagen, het veld en '${apply}' wachten`,
      en: `the shop takes the code off the cart, the field and '${apply}' wait`,
      de: `der Shop nimmt den Code vom Warenkorb, Feld und '${apply}' warten`,
    }[lang];
  return {
    nl: `de winkel controleert code ${code}, het veld en '${apply}' wachten`,
    en: `the shop checks code ${code}, the field and '${apply}' wait`,
    de: `der Shop prüft den Code ${code}, Feld und '${apply}' warten`,
  }[lang];
}

const onCart: Words = { nl: '/shop/cart', en: '/en/shop/cart', de: '/de/shop/cart' };

export const couponMapping: ReplayMapping = {
  model: couponModel,
  priority: 2,
  title: { nl: 'Kortingscode', en: 'Discount code', de: 'Rabattcode' },
  start: {
    nl: `Open ${onCart.nl} zoals de beginsituatie zegt, terwijl de winkelwagen nog laadt`,
    en: `Open ${onCart.en} as the precondition says, while the cart is still loading`,
    de: `Öffne ${onCart.de} wie in den Vorbedingungen, während der Warenkorb noch lädt`,
  },
  preconditions: {
    'arrives with ?coupon=SPRING': {
      nl: 'Een winkelwagen met één onderdeel voor meer dan € 250 (cookie cartId), geopend via de link /shop/cart?coupon=ACCESSOIRES15; standaardcode FOLT-WELKOM',
      en: 'A cart with one part worth more than €250 (cookie cartId), opened by the link /en/shop/cart?coupon=ACCESSOIRES15; default code FOLT-WELKOM',
      de: 'Ein Warenkorb mit einem Teil für mehr als 250 € (Cookie cartId), geöffnet über den Link /de/shop/cart?coupon=ACCESSOIRES15; Standardcode FOLT-WELKOM',
    },
    'arrives with ?coupon=SPRING, code AUTUMN in the cookie': {
      nl: 'Een winkelwagen met één onderdeel voor meer dan € 250 (cookie cartId), geopend via de link /shop/cart?coupon=ACCESSOIRES15; van een eerder bezoek staat code HERFST50 in de cookie couponCode; standaardcode FOLT-WELKOM',
      en: 'A cart with one part worth more than €250 (cookie cartId), opened by the link /en/shop/cart?coupon=ACCESSOIRES15; code HERFST50 is in the couponCode cookie from an earlier visit; default code FOLT-WELKOM',
      de: 'Ein Warenkorb mit einem Teil für mehr als 250 € (Cookie cartId), geöffnet über den Link /de/shop/cart?coupon=ACCESSOIRES15; vom früheren Besuch steht Code HERFST50 im Cookie couponCode; Standardcode FOLT-WELKOM',
    },
    'arrives without a coupon and no default': {
      nl: 'Een winkelwagen met één onderdeel voor meer dan € 250 (cookie cartId), geopend zonder link; de winkel heeft geen standaardcode',
      en: 'A cart with one part worth more than €250 (cookie cartId), opened without a link; the shop has no default code',
      de: 'Ein Warenkorb mit einem Teil für mehr als 250 € (Cookie cartId), ohne Link geöffnet; der Shop hat keinen Standardcode',
    },
  },
  unreachable: {
    // The coupon row shows only with a loaded cart, and is read-only while a code is checked.
    'coupon.flow.detached | coupon.apply | 0':
      'a code applied before the cart is known (the coupon row shows only with a loaded cart; a link brings its code as input)',
    'coupon.flow.applying | coupon.apply | 0': 'a second code while one is checked (the field is read-only and Apply disabled meanwhile, cart-page.tsx)',
    'coupon.flow.restoring | coupon.apply | 0': 'a code while the earlier one is put back (the field is read-only and Apply disabled meanwhile)',
    // A second cart id in one tab: only a login adopting the customer's cart (views/account/cart-switch.ts).
    'coupon.flow.applying | cart.attach | 0': 'another cart becoming known while a code is checked (a login that adopts the customer cart; covered in node)',
    'coupon.flow.restoring | cart.attach | 0': 'another cart becoming known while a code is put back (a login that adopts the customer cart; covered in node)',
    'coupon.flow.settled | cart.attach | 0': 'another cart becoming known after the code settled (a login that adopts the customer cart; covered in node)',
    'coupon.flow.settled | cart.attach | 1': 'another cart becoming known without a code (a login that adopts the customer cart; covered in node)',
  },
  states: {
    'flow.detached': {
      see: { role: 'status', name: 'Loading your cart…' },
      check: async (session, expected) => {
        await session.expect.poll(() => couponBackendOf(session).cartLoading, { ...POLL, message: 'the cart is being loaded' }).toBe(true);
        await expectCookieAndUrl(session, expected);
      },
    },
    'flow.applying': { see: { role: 'status', name: 'Checking the code…' }, words: checkingWords, check: expectChecking },
    'flow.restoring': {
      see: { role: 'status', name: 'Checking the code…' },
      words: (lang, expected) =>
        ({
          nl: `de geweigerde code is van de winkelwagen af; de winkel zet code ${realCode(expected.context.couponCode)} terug`,
          en: `the refused code took the earlier one off the cart; the shop puts code ${realCode(expected.context.couponCode)} back`,
          de: `der abgelehnte Code hat den früheren vom Warenkorb genommen; der Shop setzt Code ${realCode(expected.context.couponCode)} zurück`,
        })[lang],
      check: expectChecking,
    },
    'flow.settled': {
      see: null,
      words: (lang, expected) => {
        const { couponCode, draft, refusal } = expected.context as { couponCode: string; draft: string; refusal: Refusal | null };
        const parts = [fill(phrases.status[lang], couponCode ? appliedText(lang, couponCode) : tr(lang, 'No discount code applied.'))];
        if (refusal?.typed) parts.push(fill(phrases.other[lang], expiredText(lang, refusal.code)));
        if (refusal && !refusal.typed && !refusal.told) {
          const stays = couponCode ? ` ${tr(lang, 'Your discount with code {current} stays.').replace('{current}', realCode(couponCode))}` : '';
          parts.push(fill(phrases.status[lang], expiredText(lang, refusal.code) + stays));
        }
        if (draft) parts.push(fill({ nl: "het veld bevat '{0}'", en: "the field holds '{0}'", de: "das Feld enthält '{0}'" }[lang], realDraft(draft)));
        if (removeOffered(expected)) parts.push(fill(phrases.button[lang], removeText(lang, couponCode)));
        return parts.join(phrases.and[lang]);
      },
      check: async (session, expected) => {
        const { expect, lang } = session;
        const page = session.page as Page;
        const { couponCode, draft, refusal } = expected.context as { couponCode: string; draft: string; refusal: Refusal | null };
        const status = page.locator('#coupon-status');
        const applied = appliedCode(session, expected);
        const said = applied ? appliedText(lang, applied) : tr(lang, 'No discount code applied.');
        await expect.poll(() => status.textContent(), { ...POLL, message: 'what the cart carries' }).toContain(said);
        // A typed code's refusal is said next to the field; a link's or an earlier visit's is a notice, once.
        if (refusal?.typed) expect(await status.textContent()).toContain(expiredText(lang, refusal.code));
        else expect(await page.locator('.coupon-rejected').count()).toBe(0);
        const notice = page.locator('[data-sonner-toast]').filter({ hasText: expiredText(lang, refusal?.code ?? '') });
        // Closed by the path's "notice shown" step.
        if (refusal && !refusal.typed && refusal.told) await expect.poll(() => notice.count(), { ...POLL, message: 'the notice is closed' }).toBe(0);
        if (refusal && !refusal.typed && !refusal.told) {
          await expect.poll(() => notice.first().isVisible(), { ...POLL, message: 'the refused code is noticed' }).toBe(true);
          if (couponCode) {
            const stays = tr(lang, 'Your discount with code {current} stays.').replace('{current}', realCode(couponCode));
            await expect.poll(() => notice.first().textContent(), POLL).toContain(stays);
          }
        }
        const field = page.getByLabel(tr(lang, 'Discount code'), { exact: true });
        await expect.poll(() => field.inputValue(), { ...POLL, message: 'the code field' }).toBe(realDraft(draft));
        expect(await field.getAttribute('readonly')).toBeNull();
        expect(await page.getByRole('button', { name: tr(lang, 'Apply'), exact: true }).isDisabled()).toBe(false);
        const remove = page.locator('.coupon-form .link-button');
        await expect.poll(() => remove.count(), { ...POLL, message: '"Remove code" offered or not' }).toBe(removeOffered(expected) ? 1 : 0);
        if (removeOffered(expected)) expect(await remove.textContent()).toBe(removeText(lang, couponCode));
        expect(couponBackendOf(session).request('coupon'), 'no code is being checked').toBeNull();
        await expectCookieAndUrl(session, expected);
      },
    },
    'discounts.loading': {
      // The badges' discounts (shop list, product page): nothing of them on the cart page, only the request.
      see: null,
      check: async (session, expected) => {
        const backend = couponBackendOf(session);
        const asked = () => {
          const request = backend.request('discounts');
          return request ? new URL(request.url()).searchParams.get('code') : null;
        };
        await session.expect.poll(asked, { ...POLL, message: "the code's discounts are asked for" }).toBe(realCode(expected.context.discountsCode));
      },
    },
    'discounts.idle': { see: null },
  },
  events: {
    'coupon.apply': {
      offered: (before, event) => before.matches('flow.settled') && (event.code !== '' || removeOffered(before) || before.context.draft === ''),
      actions: (event, before, lang) => {
        if (event.code !== '')
          return [
            { do: 'fill', label: 'Discount code', value: realCode(event.code) },
            { do: 'click', role: 'button', name: 'Apply' },
          ];
        if (removeOffered(before)) return [{ do: 'pick', css: '.coupon-form .link-button', words: removeText(lang, before.context.couponCode) }];
        // An empty field applied: back to the shop's default code (spec §4).
        return [{ do: 'click', role: 'button', name: 'Apply' }];
      },
    },
    'code.change': {
      offered: (before) => before.matches('flow.settled'),
      actions: (event) => [{ do: 'fill', label: 'Discount code', value: realDraft(event.code) }],
    },
    'code.reset': {
      // A new visit of the cart page: to the shop and back by the header's links (the page is not reloaded).
      offered: (before) => before.matches('flow.settled'),
      prepare: (session) => {
        session.extras.navigated = true;
      },
      actions: (_event, _before, lang) => [
        // The main navigation's shop link (a plain name match would also find the cart link in Dutch: Winkel/Winkelwagen).
        { do: 'pick', css: '#main-nav a[href$="/shop"]', words: tr(lang, 'Shop') },
        { do: 'click', role: 'link', name: 'Cart' },
      ],
    },
    'refusal.told': {
      // The page sends it itself as the notice shows; the tester reads the notice and closes it.
      offered: (before) => before.matches('flow.settled') && untold(before),
      actions: () => [{ do: 'click', role: 'button', name: 'Close notification' }],
    },
    'cart.attach': {
      offered: (before) => before.matches('flow.detached'),
      actions: () => [{ do: 'answer' }],
    },
    'xstate.done.actor.applyCoupon': { actions: () => [{ do: 'answer' }] },
    'xstate.error.actor.applyCoupon': { actions: () => [{ do: 'answer' }] },
    'xstate.done.actor.restoreCoupon': { actions: () => [{ do: 'answer' }] },
    'xstate.error.actor.restoreCoupon': { actions: () => [{ do: 'answer' }] },
    'xstate.done.actor.loadDiscounts': { actions: () => [{ do: 'answer' }] },
    'xstate.error.actor.loadDiscounts': { actions: () => [{ do: 'answer' }] },
  },
  answers: {
    'cart cart-1 is known': { nl: 'de winkelwagen (zonder code)', en: 'the cart (without a code)', de: 'den Warenkorb (ohne Code)' },
    'cart cart-1 is known, SPRING already on it': {
      nl: 'de winkelwagen, waar ACCESSOIRES15 al op staat',
      en: 'the cart, ACCESSOIRES15 already on it',
      de: 'den Warenkorb, auf dem ACCESSOIRES15 schon steht',
    },
    accepted: { nl: 'de code is toegepast', en: 'the code is applied', de: 'der Code ist angewendet' },
    'refused: expired': {
      nl: 'code geweigerd, verlopen (Magento haalt daarbij de vorige code van de winkelwagen)',
      en: 'code refused, expired (Magento takes the earlier code off the cart with it)',
      de: 'Code abgelehnt, abgelaufen (Magento nimmt dabei den früheren Code vom Warenkorb)',
    },
    'put back': { nl: 'de vorige code staat er weer op', en: 'the earlier code is back on', de: 'der frühere Code ist wieder drauf' },
    'refused too': { nl: 'ook die code geweigerd, verlopen', en: 'that code refused too, expired', de: 'auch dieser Code abgelehnt, abgelaufen' },
    '10 % off': { nl: 'de kortingen van de code: 10 %', en: "the code's discounts: 10 %", de: 'die Rabatte des Codes: 10 %' },
    'server error (502)': {
      nl: 'de kortingen van de code: serverfout (HTTP 502)',
      en: "the code's discounts: server error (HTTP 502)",
      de: 'die Rabatte des Codes: Serverfehler (HTTP 502)',
    },
  },
};
