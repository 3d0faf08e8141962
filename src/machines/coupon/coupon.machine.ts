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

const cookieParams = ({ context }: { context: CouponContext }) => ({ code: context.couponCode });
const urlParams = ({ context }: { context: CouponContext }) => ({ coupon: urlCouponFor(context) });
const failureParams = ({ context }: { context: CouponContext }) => ({ message: COUPON_FAILURE_LOG, code: context.couponCode });
const persistCoupon = { type: 'persistCoupon', params: cookieParams } as const;
const updateCouponUrl = { type: 'updateCouponUrl', params: urlParams } as const;

/** The `coupon` URL parameter: the code when it differs from the default, otherwise none. */
export function urlCouponFor(context: Pick<CouponContext, 'couponCode' | 'defaultCoupon'>): string | null {
  return context.couponCode !== '' && context.couponCode !== context.defaultCoupon ? context.couponCode : null;
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
    /** Writes the couponCode cookie ('' empties it). */
    persistCoupon: notProvidedAction('persistCoupon') as (args: unknown, params: { code: string }) => void,
    /** Sets the URL's `coupon` parameter without navigating; null removes it. */
    updateCouponUrl: notProvidedAction('updateCouponUrl') as (args: unknown, params: { coupon: string | null }) => void,
    /** Logs COUPON_FAILURE_LOG with the rejected code; never shown to the shopper. */
    logCouponFailure: notProvidedAction('logCouponFailure') as (args: unknown, params: { message: string; code: string }) => void,
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
  entry: [persistCoupon, updateCouponUrl],
  initial: 'detached',
  states: {
    detached: {
      on: {
        'coupon.apply': { actions: ['assignCode', persistCoupon, updateCouponUrl] },
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
          actions: [{ type: 'logCouponFailure', params: failureParams }, 'clearCode', persistCoupon, updateCouponUrl],
        },
      },
      on: {
        'coupon.apply': {
          target: 'applying',
          reenter: true,
          actions: ['assignCode', persistCoupon, updateCouponUrl],
        },
        'cart.attach': { target: 'applying', reenter: true, actions: 'assignCartId' },
      },
    },
    settled: {
      on: {
        'coupon.apply': { target: 'applying', actions: ['assignCode', persistCoupon, updateCouponUrl] },
        'cart.attach': [
          { guard: 'hasCode', target: 'applying', actions: 'assignCartId' },
          { actions: 'assignCartId' },
        ],
      },
    },
  },
});
