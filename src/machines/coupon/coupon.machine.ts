// Coupon (spec §4, §8, §9): the code comes from the URL, else the cookie, else the runtime default; it is
// applied to the cart once the cart id is known; a rejected code is cleared and only logged, and a code the shopper
// typed that was rejected is kept for the cart page's neutral line. The cart page's code field is the machine's
// draft (emptied when an apply settles). A parallel region
// keeps the code's discounts (for the discount badge) in step with the code: loaded at start and again whenever
// the code changes, however it changes; a failed load leaves no discounts and is only logged.
import { and, assign, setup } from 'xstate';
import type { Discount } from '../../../common/contract/coupon.schema';
import { notProvidedAction, notProvidedActor, outputOf } from '../shared';
import { urlCouponFor } from './coupon.rules';

export const COUPON_FAILURE_LOG = 'Could not apply coupon';
export const DISCOUNTS_FAILURE_LOG = 'Could not load coupon discounts';

export interface CouponInput {
  /** `?coupon=` of the current URL. */
  urlCoupon?: string | null;
  /** The couponCode cookie. */
  cookieCoupon?: string | null;
  /** The default coupon of the runtime configuration ('' when there is none). */
  defaultCoupon?: string;
  /** Discounts already known for the starting code: they are not loaded again. */
  discounts?: Discount[];
}

export interface CouponContext {
  couponCode: string;
  defaultCoupon: string;
  discounts: Discount[];
  /** The code `discounts` belong to (or are being loaded for); null before the first load. */
  discountsCode: string | null;
  cartId: string | null;
  /** What the cart page's code field holds. */
  draft: string;
  /** The code the shopper sent last (trimmed), until its apply settles; null for an empty one (the default). */
  submittedCode: string | null;
  /** The shopper's code that the back end refused ("cannot be used for this cart"), until the next edit or apply. */
  rejectedCode: string | null;
}

export type CouponEvent =
  /** A code to apply ('' resets to the default coupon): the shopper's, from the code field or the remove button. */
  | { type: 'coupon.apply'; code: string }
  /** The shopper typed in the code field. */
  | { type: 'code.change'; code: string }
  /** The cart page opened anew: an empty field, and nothing said about a code of an earlier visit. */
  | { type: 'code.reset' }
  | { type: 'cart.attach'; cartId: string };

export interface ApplyCouponInput {
  cartId: string;
  /** '' removes the coupon from the cart. */
  code: string;
}

export interface LoadDiscountsInput {
  code: string;
}

function initialContext({ input }: { input: CouponInput }): CouponContext {
  const defaultCoupon = (input.defaultCoupon ?? '').trim();
  const couponCode = input.urlCoupon?.trim() || input.cookieCoupon?.trim() || defaultCoupon;
  const known = input.discounts !== undefined;
  return {
    couponCode,
    defaultCoupon,
    discounts: input.discounts ?? [],
    discountsCode: known ? couponCode : null,
    cartId: null,
    draft: '',
    submittedCode: null,
    rejectedCode: null,
  };
}

function toApplyCouponInput({ context }: { context: CouponContext }): ApplyCouponInput {
  return { cartId: context.cartId ?? '', code: context.couponCode };
}

function toLoadDiscountsInput({ context }: { context: CouponContext }): LoadDiscountsInput {
  return { code: context.discountsCode ?? context.couponCode };
}

const cookieParams = ({ context }: { context: CouponContext }) => ({ code: context.couponCode });
const urlParams = ({ context }: { context: CouponContext }) => ({ coupon: urlCouponFor(context) });
const failureParams = ({ context }: { context: CouponContext }) => ({ message: COUPON_FAILURE_LOG, code: context.couponCode });
const discountsFailureParams = ({ context }: { context: CouponContext }) => ({ message: DISCOUNTS_FAILURE_LOG, code: context.discountsCode ?? '' });
const persistCoupon = { type: 'persistCoupon', params: cookieParams } as const;
const updateCouponUrl = { type: 'updateCouponUrl', params: urlParams } as const;

export const couponMachine = setup({
  types: {
    context: {} as CouponContext,
    events: {} as CouponEvent,
    input: {} as CouponInput,
  },
  actors: {
    applyCoupon: notProvidedActor<unknown, ApplyCouponInput>('applyCoupon'),
    loadDiscounts: notProvidedActor<Discount[], LoadDiscountsInput>('loadDiscounts'),
  },
  guards: {
    hasCode: ({ context }) => context.couponCode !== '',
    /** The shown discounts belong to another code than the current one. */
    isDiscountsStale: ({ context }) => context.discountsCode !== context.couponCode,
  },
  actions: {
    /** Writes the couponCode cookie ('' empties it). */
    persistCoupon: notProvidedAction('persistCoupon') as (args: unknown, params: { code: string }) => void,
    /** Sets the URL's `coupon` parameter without navigating; null removes it. */
    updateCouponUrl: notProvidedAction('updateCouponUrl') as (args: unknown, params: { coupon: string | null }) => void,
    /** Logs COUPON_FAILURE_LOG with the rejected code; never shown to the shopper. */
    logCouponFailure: notProvidedAction('logCouponFailure') as (args: unknown, params: { message: string; code: string }) => void,
    /** Logs DISCOUNTS_FAILURE_LOG with the code; the badge simply stays away. */
    logDiscountsFailure: notProvidedAction('logDiscountsFailure') as (args: unknown, params: { message: string; code: string }) => void,
    /**
     * The cart's totals may have changed: the wiring reloads the cart. Also after a rejection, because Magento saves
     * the quote with the rejected code (dropping the earlier coupon and its discount) before it refuses it.
     */
    notifyCartChanged: notProvidedAction('notifyCartChanged'),
    assignCode: assign(({ context, event }) =>
      event.type === 'coupon.apply'
        ? { couponCode: event.code.trim() || context.defaultCoupon, submittedCode: event.code.trim() || null, rejectedCode: null }
        : {},
    ),
    assignDraft: assign(({ event }) => (event.type === 'code.change' ? { draft: event.code, rejectedCode: null } : {})),
    resetDraft: assign({ draft: '', submittedCode: null, rejectedCode: null }),
    /** The apply settled: the field empties; a code the shopper sent and the back end refused is kept to say so. */
    settleAccepted: assign({ draft: '', submittedCode: null, rejectedCode: null }),
    settleRejected: assign(({ context }) => ({ draft: '', submittedCode: null, rejectedCode: context.submittedCode })),
    assignCartId: assign({
      cartId: ({ context, event }) => (event.type === 'cart.attach' ? event.cartId : context.cartId),
    }),
    clearCode: assign({ couponCode: '' }),
    /** The old code's discounts never show next to a new code, not even while the new ones load. */
    startDiscounts: assign({ discountsCode: ({ context }) => context.couponCode, discounts: [] }),
    assignDiscounts: assign({ discounts: ({ event }) => outputOf<Discount[]>(event) ?? [] }),
    clearDiscounts: assign({ discountsCode: ({ context }) => context.couponCode, discounts: [] }),
  },
}).createMachine({
  id: 'coupon',
  context: initialContext,
  entry: [persistCoupon, updateCouponUrl],
  type: 'parallel',
  on: { 'code.change': { actions: 'assignDraft' }, 'code.reset': { actions: 'resetDraft' } },
  states: {
    flow: {
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
            onDone: { target: 'settled', actions: ['settleAccepted', 'notifyCartChanged'] },
            onError: {
              target: 'settled',
              actions: [
                'settleRejected',
                { type: 'logCouponFailure', params: failureParams },
                'clearCode',
                persistCoupon,
                updateCouponUrl,
                'notifyCartChanged',
              ],
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
            'cart.attach': [{ guard: 'hasCode', target: 'applying', actions: 'assignCartId' }, { actions: 'assignCartId' }],
          },
        },
      },
    },
    // Eventless transitions react to the code itself, so no transition of the flow has to remember to ask.
    discounts: {
      initial: 'idle',
      states: {
        idle: {
          always: [
            { guard: and(['isDiscountsStale', 'hasCode']), target: 'loading' },
            { guard: 'isDiscountsStale', actions: 'clearDiscounts' },
          ],
        },
        loading: {
          entry: 'startDiscounts',
          // A code changed during the load: idle decides again (load the new code's, or none).
          always: { guard: 'isDiscountsStale', target: 'idle' },
          invoke: {
            id: 'loadDiscounts',
            src: 'loadDiscounts',
            input: toLoadDiscountsInput,
            onDone: { target: 'idle', actions: 'assignDiscounts' },
            onError: { target: 'idle', actions: { type: 'logDiscountsFailure', params: discountsFailureParams } },
          },
        },
      },
    },
  },
});
