// Model of the coupon machine: a shopper arriving with a coupon link and one arriving without, the codes
// they may save, the cart becoming known, the back end accepting or rejecting a code, and the discounts of the
// current code (for the badge) loading, failing or being overtaken by a new code; the cart page's code field (typed,
// emptied when an apply settles, a refused code of the shopper's named until the next edit, apply or visit); after a
// refusal the earlier code put back (`restoring`: the link's cookie code or default, then the default, then none), and
// a refusal the shopper did not type told once.
import { expect } from 'vitest';
import { couponMachine, DISCOUNTS_FAILURE_LOG } from '../../src/machines/coupon/coupon.machine';
import type { ActionCall, ModelSpec } from './model-runner';

const names = (calls: ActionCall[]) => calls.map((call) => call.action);

function expectUrlMatchesRule(calls: ActionCall[]) {
  for (const call of calls.filter((c) => c.action === 'updateCouponUrl')) {
    const context = call.context as { couponCode: string; defaultCoupon: string };
    const { coupon } = call.params as { coupon: string | null };
    // The URL shows the current code only when it differs from the default.
    expect(coupon).toBe(context.couponCode !== '' && context.couponCode !== context.defaultCoupon ? context.couponCode : null);
  }
}

const EXPIRED = { code: 'coupon.rejected', status: 400, text: 'Could not apply coupon', data: { reason: 'expired' } };

const percent = [{ discount_type: 'percent', discount_amount: 10 }];

interface FieldContext {
  couponCode: string;
  defaultCoupon: string;
  fallbackCode: string;
  draft: string;
  submittedCode: string | null;
  refusal: { code: string; reason: string; typed: boolean; told: boolean } | null;
}

/**
 * Only a code the shopper sent or the link brought is ever named as refused (never the shop's default), with the
 * reason the back end gave; a refused code is no longer the cart's; a typed refusal is never a notice.
 */
function expectFieldRules(context: FieldContext) {
  expect([null, 'AUTUMN', 'SPRING']).toContain(context.refusal?.code ?? null);
  expect([null, 'AUTUMN']).toContain(context.submittedCode);
  if (context.refusal !== null) {
    expect(context.couponCode).not.toBe(context.refusal.code);
    expect(context.refusal.reason).toBe('expired');
    if (context.refusal.typed) expect(context.refusal.code).toBe('AUTUMN');
  }
  // The code put back after a refusal is one the cart had or the default.
  expect(['', 'SPRING', 'AUTUMN', 'WELCOME']).toContain(context.fallbackCode);
}

export const couponModel: ModelSpec = {
  name: 'coupon',
  machine: couponMachine,
  inputs: {
    'arrives with ?coupon=SPRING': { urlCoupon: 'SPRING', cookieCoupon: null, defaultCoupon: 'WELCOME' },
    'arrives with ?coupon=SPRING, code AUTUMN in the cookie': { urlCoupon: 'SPRING', cookieCoupon: 'AUTUMN', defaultCoupon: 'WELCOME' },
    'arrives without a coupon and no default': { urlCoupon: null, cookieCoupon: null, defaultCoupon: '' },
  },
  actors: ['applyCoupon', 'restoreCoupon', 'loadDiscounts'],
  actions: ['persistCoupon', 'updateCouponUrl', 'logCouponFailure', 'logDiscountsFailure', 'notifyCartChanged'],
  events: {
    'coupon.apply': [
      { label: 'code AUTUMN', event: { type: 'coupon.apply', code: 'AUTUMN' } },
      { label: 'an empty code', event: { type: 'coupon.apply', code: '' } },
    ],
    'code.change': [{ label: 'the shopper types AUT in the field', event: { type: 'code.change', code: 'AUT' } }],
    'code.reset': [{ label: 'the cart page opens anew', event: { type: 'code.reset' } }],
    'refusal.told': [{ label: 'the notice of a refused code was shown', event: { type: 'refusal.told' } }],
    'cart.attach': [
      { label: 'cart cart-1 is known', event: { type: 'cart.attach', cartId: 'cart-1' } },
      { label: 'cart cart-1 is known, SPRING already on it', event: { type: 'cart.attach', cartId: 'cart-1', appliedCode: 'spring' } },
    ],
    'xstate.done.actor.applyCoupon': [{ label: 'accepted', event: { type: 'xstate.done.actor.applyCoupon', output: true } }],
    'xstate.error.actor.applyCoupon': [
      {
        label: 'refused: expired',
        event: { type: 'xstate.error.actor.applyCoupon', error: EXPIRED },
      },
    ],
    'xstate.done.actor.restoreCoupon': [{ label: 'put back', event: { type: 'xstate.done.actor.restoreCoupon', output: true } }],
    'xstate.error.actor.restoreCoupon': [{ label: 'refused too', event: { type: 'xstate.error.actor.restoreCoupon', error: EXPIRED } }],
    'xstate.done.actor.loadDiscounts': [{ label: '10 % off', event: { type: 'xstate.done.actor.loadDiscounts', output: percent } }],
    'xstate.error.actor.loadDiscounts': [
      { label: 'server error (502)', event: { type: 'xstate.error.actor.loadDiscounts', error: { code: 'unknown', status: 502, text: 'Bad Gateway' } } },
    ],
  },
  states: {
    'flow.detached': ({ actual, calls, inputs }) => {
      expect(actual.context.cartId).toBeNull();
      expect(inputs.get('applyCoupon')).toBeUndefined();
      // Nothing was applied, so nothing was refused.
      expect(actual.context.refusal).toBeNull();
      expectUrlMatchesRule(calls);
      expectFieldRules(actual.context);
    },
    'flow.applying': ({ actual, inputs, calls }) => {
      expect(inputs.get('applyCoupon')?.at(-1)).toEqual({ cartId: 'cart-1', code: actual.context.couponCode });
      expect(names(calls)).not.toContain('logCouponFailure');
      expectUrlMatchesRule(calls);
      expectFieldRules(actual.context);
    },
    'flow.settled': ({ actual, calls, event }) => {
      expect(actual.context.cartId).toBe('cart-1');
      expectFieldRules(actual.context);
      const attached = event as { type: string; appliedCode?: string };
      if (attached.type === 'cart.attach' && attached.appliedCode?.toLowerCase() === actual.context.couponCode.toLowerCase()) {
        // The cart already carries the code: nothing is sent, the cart is not reloaded, and the code is the one to put back.
        expect(names(calls)).toEqual([]);
        expect(actual.context.fallbackCode).toBe(actual.context.couponCode);
      }
      const settledNow = names(calls).includes('notifyCartChanged');
      if (settledNow) expect(actual.context.submittedCode).toBeNull();
      // An apply of the shopper's code just settled: the field is empty (a code put back afterwards leaves what they
      // typed meanwhile).
      if (event.type.endsWith('.actor.applyCoupon')) expect(actual.context.draft).toBe('');
      const from = event.type.replace(/^xstate\.(done|error)\.actor\./, '');
      if (settledNow && event.type === 'xstate.done.actor.applyCoupon') expect(actual.context.refusal).toBeNull();
      if (event.type === 'xstate.done.actor.restoreCoupon') {
        // The earlier code is back on the cart, and the refusal stays to be said.
        expect(names(calls)).toEqual(['notifyCartChanged']);
        expect(actual.context.couponCode).not.toBe('');
        expect(actual.context.fallbackCode).toBe(actual.context.couponCode);
      }
      if (names(calls).includes('logCouponFailure')) {
        // Nothing left to put back: no code, and the cart reloaded (Magento dropped the earlier coupon with the refused one).
        expect(['applyCoupon', 'restoreCoupon']).toContain(from);
        expect(actual.context.couponCode).toBe('');
        expect(names(calls)).toEqual(['logCouponFailure', 'persistCoupon', 'updateCouponUrl', 'notifyCartChanged']);
        expect(calls[0]?.params).toMatchObject({ message: 'Could not apply coupon' });
        expect(calls[1]?.params).toEqual({ code: '' });
      }
      expectUrlMatchesRule(calls);
    },
    'flow.restoring': ({ actual, inputs, calls, event }) => {
      // Putting back the earlier code: the cart's, the link's cookie code, or the default — never the refused one.
      expect(inputs.get('restoreCoupon')?.at(-1)).toEqual({ cartId: 'cart-1', code: actual.context.couponCode });
      expect(actual.context.couponCode).not.toBe('');
      expect(actual.hasTag('busy')).toBe(true);
      if (event.type === 'xstate.error.actor.applyCoupon') {
        expect(names(calls)).toEqual(['logCouponFailure', 'persistCoupon', 'updateCouponUrl']);
        // The cookie and the URL already name the code put back.
        expect(calls[1]?.params).toEqual({ code: actual.context.couponCode });
      }
      if (event.type === 'xstate.error.actor.restoreCoupon') expect(actual.context.couponCode).toBe('WELCOME');
      expectUrlMatchesRule(calls);
      expectFieldRules(actual.context);
    },
    'discounts.loading': ({ actual, inputs }) => {
      // Loading for the current code, with the previous code's discounts already gone.
      expect(actual.context.couponCode).not.toBe('');
      expect(actual.context.discountsCode).toBe(actual.context.couponCode);
      expect(actual.context.discounts).toEqual([]);
      expect(inputs.get('loadDiscounts')?.at(-1)).toEqual({ code: actual.context.couponCode });
    },
    'discounts.idle': ({ actual, calls }) => {
      // The discounts shown always belong to the current code; none without a code or after a failed load.
      expect(actual.context.discountsCode).toBe(actual.context.couponCode);
      if (actual.context.couponCode === '') expect(actual.context.discounts).toEqual([]);
      else expect([[], percent]).toContainEqual(actual.context.discounts);
      const failure = calls.find((call) => call.action === 'logDiscountsFailure');
      if (failure) {
        expect(actual.context.discounts).toEqual([]);
        expect(failure.params).toEqual({ message: DISCOUNTS_FAILURE_LOG, code: actual.context.couponCode });
      }
    },
  },
};
