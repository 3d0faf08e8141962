// Coupon (spec §4, §8, §9): the code comes from the URL, else the cookie, else the runtime default; it is
// applied to the cart once the cart id is known; a rejected code is cleared and only logged.
import { assign, setup } from 'xstate';
import type { Discount } from '../shop.types.ts';
import { notProvidedAction, notProvidedActor } from '../shared.ts';

export const COUPON_FAILURE_LOG = 'Could not apply coupon';

export interface CouponInput {
  /** `?coupon=` of the current URL. */
  urlCoupon?: string | null;
  /** The couponCode cookie. */
  cookieCoupon?: string | null;
  /** The default coupon of the runtime configuration ('' when there is none). */
  defaultCoupon?: string;
  discounts?: Discount[];
}

export interface CouponContext {
  couponCode: string;
  defaultCoupon: string;
  discounts: Discount[];
  cartId: string | null;
}

export type CouponEvent =
  | { type: 'coupon.apply'; code: string }
  | { type: 'cart.attach'; cartId: string };

export interface ApplyCouponInput {
  cartId: string;
  /** '' removes the coupon from the cart. */
  code: string;
}

function initialContext({ input }: { input: CouponInput }): CouponContext {
  const defaultCoupon = (input.defaultCoupon ?? '').trim();
  const couponCode = input.urlCoupon?.trim() || input.cookieCoupon?.trim() || defaultCoupon;
  return { couponCode, defaultCoupon, discounts: input.discounts ?? [], cartId: null };
}

function toApplyCouponInput({ context }: { context: CouponContext }): ApplyCouponInput {
  return { cartId: context.cartId ?? '', code: context.couponCode };
}

export const couponMachine = setup({
  types: {
    context: {} as CouponContext,
    events: {} as CouponEvent,
    input: {} as CouponInput,
  },
  actors: {
    applyCoupon: notProvidedActor<unknown, ApplyCouponInput>('applyCoupon'),
  },
  guards: {
    hasCode: ({ context }) => context.couponCode !== '',
  },
  actions: {
    /** Writes context.couponCode to the couponCode cookie ('' empties it). */
    persistCoupon: notProvidedAction('persistCoupon'),
    /** Puts `selectUrlCoupon(context)` in the URL's `coupon` parameter (null removes it). */
    updateCouponUrl: notProvidedAction('updateCouponUrl'),
    /** Logs COUPON_FAILURE_LOG with the rejected code; never shown to the shopper. */
    logCouponFailure: notProvidedAction('logCouponFailure'),
    /** The cart's totals changed: the wiring sends `cart.refresh` to the cart actor. */
    notifyCouponApplied: notProvidedAction('notifyCouponApplied'),
    assignCode: assign({
      couponCode: ({ context, event }) =>
        event.type === 'coupon.apply' ? event.code.trim() || context.defaultCoupon : context.couponCode,
    }),
    assignCartId: assign({
      cartId: ({ context, event }) => (event.type === 'cart.attach' ? event.cartId : context.cartId),
    }),
    clearCode: assign({ couponCode: '' }),
  },
}).createMachine({
  id: 'coupon',
  context: initialContext,
  entry: ['persistCoupon', 'updateCouponUrl'],
  initial: 'detached',
  states: {
    detached: {
      on: {
        'coupon.apply': { actions: ['assignCode', 'persistCoupon', 'updateCouponUrl'] },
        'cart.attach': [
          { guard: 'hasCode', target: 'applying', actions: 'assignCartId' },
          { target: 'settled', actions: 'assignCartId' },
        ],
      },
    },
    applying: {
      tags: ['busy'],
      invoke: {
        id: 'applyCoupon',
        src: 'applyCoupon',
        input: toApplyCouponInput,
        onDone: { target: 'settled', actions: 'notifyCouponApplied' },
        onError: {
          target: 'settled',
          actions: ['logCouponFailure', 'clearCode', 'persistCoupon', 'updateCouponUrl'],
        },
      },
      on: {
        'coupon.apply': {
          target: 'applying',
          reenter: true,
          actions: ['assignCode', 'persistCoupon', 'updateCouponUrl'],
        },
        'cart.attach': { target: 'applying', reenter: true, actions: 'assignCartId' },
      },
    },
    settled: {
      on: {
        'coupon.apply': { target: 'applying', actions: ['assignCode', 'persistCoupon', 'updateCouponUrl'] },
        'cart.attach': [
          { guard: 'hasCode', target: 'applying', actions: 'assignCartId' },
          { actions: 'assignCartId' },
        ],
      },
    },
  },
});
