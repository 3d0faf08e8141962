// Model of the coupon machine: a shopper arriving with a coupon link and one arriving without, the codes
// they may save, the cart becoming known, the back end accepting or rejecting a code, and the discounts of the
// current code (for the badge) loading, failing or being overtaken by a new code; the cart page's code field (typed,
// emptied when an apply settles, a refused code of the shopper's named until the next edit, apply or visit).
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

const percent = [{ discount_type: 'percent', discount_amount: 10 }];

interface FieldContext {
  couponCode: string;
  draft: string;
  submittedCode: string | null;
  rejectedCode: string | null;
}

/** Only a code the shopper sent is ever named as refused, and a refused code is no longer the cart's. */
function expectFieldRules(context: FieldContext) {
  expect([null, 'AUTUMN']).toContain(context.rejectedCode);
  expect([null, 'AUTUMN']).toContain(context.submittedCode);
  if (context.rejectedCode !== null) expect(context.couponCode).toBe('');
}

export const couponModel: ModelSpec = {
  name: 'coupon',
  machine: couponMachine,
  inputs: {
    'arrives with ?coupon=SPRING': { urlCoupon: 'SPRING', cookieCoupon: null, defaultCoupon: 'WELCOME' },
    'arrives without a coupon and no default': { urlCoupon: null, cookieCoupon: null, defaultCoupon: '' },
  },
  actors: ['applyCoupon', 'loadDiscounts'],
  actions: ['persistCoupon', 'updateCouponUrl', 'logCouponFailure', 'logDiscountsFailure', 'notifyCartChanged'],
  events: {
    'coupon.apply': [
      { label: 'code AUTUMN', event: { type: 'coupon.apply', code: 'AUTUMN' } },
      { label: 'an empty code', event: { type: 'coupon.apply', code: '' } },
    ],
    'code.change': [{ label: 'the shopper types AUT in the field', event: { type: 'code.change', code: 'AUT' } }],
    'code.reset': [{ label: 'the cart page opens anew', event: { type: 'code.reset' } }],
    'cart.attach': [{ label: 'cart cart-1 is known', event: { type: 'cart.attach', cartId: 'cart-1' } }],
    'xstate.done.actor.applyCoupon': [{ label: 'accepted', event: { type: 'xstate.done.actor.applyCoupon', output: true } }],
    'xstate.error.actor.applyCoupon': [
      {
        label: 'rejected (404)',
        event: { type: 'xstate.error.actor.applyCoupon', error: { code: 'unknown', status: 404, text: 'The coupon code is not valid' } },
      },
    ],
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
      expect(actual.context.rejectedCode).toBeNull();
      expectUrlMatchesRule(calls);
      expectFieldRules(actual.context);
    },
    'flow.applying': ({ actual, inputs, calls }) => {
      expect(inputs.get('applyCoupon')?.at(-1)).toEqual({ cartId: 'cart-1', code: actual.context.couponCode });
      expect(names(calls)).not.toContain('logCouponFailure');
      expectUrlMatchesRule(calls);
      expectFieldRules(actual.context);
    },
    'flow.settled': ({ actual, calls }) => {
      expect(actual.context.cartId).toBe('cart-1');
      expectFieldRules(actual.context);
      const settledNow = names(calls).includes('notifyCartChanged');
      if (settledNow) {
        // An apply just settled: the field is empty and the sent code forgotten.
        expect(actual.context.draft).toBe('');
        expect(actual.context.submittedCode).toBeNull();
      }
      if (settledNow && !names(calls).includes('logCouponFailure')) expect(actual.context.rejectedCode).toBeNull();
      if (names(calls).includes('logCouponFailure')) {
        expect(actual.context.couponCode).toBe('');
        // The cart is reloaded after a rejection too: Magento dropped the earlier coupon with the rejected one.
        expect(names(calls)).toEqual(['logCouponFailure', 'persistCoupon', 'updateCouponUrl', 'notifyCartChanged']);
        expect(calls[0]?.params).toMatchObject({ message: 'Could not apply coupon' });
        expect(calls[1]?.params).toEqual({ code: '' });
      }
      expectUrlMatchesRule(calls);
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
