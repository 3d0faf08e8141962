// Coupon (spec §4, §8, §9; issue 20): the code comes from the URL, else the cookie, else the runtime default; it is
// applied to the cart once the cart id is known. Magento saves the cart with a refused code before refusing it, so the
// earlier coupon is gone (CouponManagement::set): after a refusal the machine re-applies the code the cart had before
// (`restoring`; if that fails too, the default; if that fails, none), so a refused code never costs the shopper their
// discount. Why it was refused (unknown, expired, minimum, products) is kept for the shopper: a code they typed for the
// cart page's line, a code from a link or an earlier visit for a one-time notice. The cart page's code field is the
// machine's draft (emptied when an apply settles). A parallel region
// keeps the code's discounts (for the discount badge) in step with the code: loaded at start and again whenever
// the code changes, however it changes; a failed load leaves no discounts and is only logged.
import { and, assign, setup } from 'xstate';
import type { Discount } from '../../../common/contract/coupon.schema';
import { errorOf, notProvidedAction, notProvidedActor, outputOf } from '../shared';
import { refusalOf, urlCouponFor, type Refusal } from './coupon.rules';

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
  /**
   * The code to put back after a refusal: the code the cart last accepted; before that the cookie's code when a link
   * brought another, else the default ('' for none).
   */
  fallbackCode: string;
  /** The last refused code and why, until the next edit, apply or visit of the cart page (or, for a notice, until told). */
  refusal: Refusal | null;
}

export type CouponEvent =
  /** A code to apply ('' resets to the default coupon): the shopper's, from the code field or the remove button. */
  | { type: 'coupon.apply'; code: string }
  /** The shopper typed in the code field. */
  | { type: 'code.change'; code: string }
  /** The cart page opened anew: an empty field, and nothing said about a code of an earlier visit. */
  | { type: 'code.reset' }
  /** The notice of a refused code that the shopper did not type (a link, an earlier visit) was shown. */
  | { type: 'refusal.told' }
  /**
   * The cart is known. `appliedCode`: the code its totals already carry (a cart the page was rendered with, decision
   * record 024): that code is not sent again.
   */
  | { type: 'cart.attach'; cartId: string; appliedCode?: string | null };

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
  const fallbackCode = input.urlCoupon?.trim() ? input.cookieCoupon?.trim() || defaultCoupon : defaultCoupon;
  return {
    couponCode,
    defaultCoupon,
    fallbackCode,
    // Stryker disable next-line ArrayDeclaration: equivalent, without known discounts discountsCode starts null, so the discounts region empties them before the first snapshot
    discounts: input.discounts ?? [],
    discountsCode: known ? couponCode : null,
    cartId: null,
    draft: '',
    submittedCode: null,
    refusal: null,
  };
}

function toApplyCouponInput({ context }: { context: CouponContext }): ApplyCouponInput {
  // Stryker disable next-line StringLiteral: equivalent, applying and restoring, which send the cart id, are entered only after cart.attach set it
  return { cartId: context.cartId ?? '', code: context.couponCode };
}

function toLoadDiscountsInput({ context }: { context: CouponContext }): LoadDiscountsInput {
  // Stryker disable next-line LogicalOperator: equivalent, loading's entry (startDiscounts) has just set discountsCode to the current, non-empty code
  return { code: context.discountsCode ?? context.couponCode };
}

const cookieParams = ({ context }: { context: CouponContext }) => ({ code: context.couponCode });
const urlParams = ({ context }: { context: CouponContext }) => ({ coupon: urlCouponFor(context) });
const failureParams = ({ context }: { context: CouponContext }) => ({ message: COUPON_FAILURE_LOG, code: context.couponCode });
// Stryker disable next-line StringLiteral: equivalent, the failed load is logged only from loading, where discountsCode is set
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
    /** The same call as applyCoupon, for the code put back after a refusal (an actor of its own, so tests tell them apart). */
    restoreCoupon: notProvidedActor<unknown, ApplyCouponInput>('restoreCoupon'),
    loadDiscounts: notProvidedActor<Discount[], LoadDiscountsInput>('loadDiscounts'),
  },
  guards: {
    hasCode: ({ context }) => context.couponCode !== '',
    /** The attached cart already carries the code (Magento's totals said so): applying it again would change nothing. */
    isCodeOnCart: ({ context, event }) =>
      // Stryker disable next-line ConditionalExpression,StringLiteral: equivalent, the guard is bound to cart.attach only; without appliedCode any fallback that is no shopper's code compares unequal
      event.type === 'cart.attach' && context.couponCode !== '' && (event.appliedCode ?? '').toLowerCase() === context.couponCode.toLowerCase(),
    /** A refused code has an earlier code to put back (another one). */
    canRestore: ({ context }) => context.fallbackCode !== '' && context.fallbackCode.toLowerCase() !== context.couponCode.toLowerCase(),
    /** The code put back was refused too: the default is still another one to try. */
    canRestoreDefault: ({ context }) => context.defaultCoupon !== '' && context.defaultCoupon.toLowerCase() !== context.couponCode.toLowerCase(),
    /** The shown discounts belong to another code than the current one. */
    isDiscountsStale: ({ context }) => context.discountsCode !== context.couponCode,
  },
  actions: {
    /** Writes the couponCode cookie ('' empties it). */
    persistCoupon: notProvidedAction('persistCoupon') as (args: unknown, params: { code: string }) => void,
    /** Sets the URL's `coupon` parameter without navigating; null removes it. */
    updateCouponUrl: notProvidedAction('updateCouponUrl') as (args: unknown, params: { coupon: string | null }) => void,
    /** Logs COUPON_FAILURE_LOG with the rejected code (the shopper is told through `refusal`). */
    logCouponFailure: notProvidedAction('logCouponFailure') as (args: unknown, params: { message: string; code: string }) => void,
    /** Logs DISCOUNTS_FAILURE_LOG with the code; the badge simply stays away. */
    logDiscountsFailure: notProvidedAction('logDiscountsFailure') as (args: unknown, params: { message: string; code: string }) => void,
    /**
     * The cart's totals may have changed: the wiring reloads the cart. Also after a rejection, because Magento saves
     * the quote with the rejected code (dropping the earlier coupon and its discount) before it refuses it.
     */
    notifyCartChanged: notProvidedAction('notifyCartChanged'),
    assignCode: assign(({ context, event }) =>
      // Stryker disable next-line ConditionalExpression: equivalent, the action is bound to coupon.apply only
      event.type === 'coupon.apply' ? { couponCode: event.code.trim() || context.defaultCoupon, submittedCode: event.code.trim() || null, refusal: null } : {},
    ),
    // Stryker disable next-line ConditionalExpression: equivalent, the action is bound to code.change only
    assignDraft: assign(({ event }) => (event.type === 'code.change' ? { draft: event.code, refusal: null } : {})),
    resetDraft: assign({ draft: '', submittedCode: null, refusal: null }),
    markTold: assign(({ context }) => (context.refusal ? { refusal: { ...context.refusal, told: true } } : {})),
    /** The apply settled: the field empties; the accepted code is the one to put back after a later refusal. */
    settleAccepted: assign(({ context }) => ({ draft: '', submittedCode: null, refusal: null, fallbackCode: context.couponCode })),
    /**
     * The code was refused: the field empties and the refusal is kept to say why — the default coupon refused is the
     * shop's own affair and is only logged. A code the shopper sent is said on the cart page, any other in a notice.
     */
    settleRejected: assign(({ context, event }) => ({
      draft: '',
      submittedCode: null,
      refusal:
        context.couponCode.toLowerCase() === context.defaultCoupon.toLowerCase() && context.submittedCode === null
          ? null
          : { code: context.couponCode, ...refusalOf(errorOf(event)), typed: context.submittedCode !== null, told: false },
    })),
    putBackFallback: assign({ couponCode: ({ context }) => context.fallbackCode }),
    putBackDefault: assign({ couponCode: ({ context }) => context.defaultCoupon, fallbackCode: ({ context }) => context.defaultCoupon }),
    /** The code put back is on the cart again; nothing else changes (the refusal stays to be told). */
    // Stryker disable next-line ObjectLiteral: equivalent, in restoring the code always equals fallbackCode already (putBackFallback, putBackDefault)
    settleRestored: assign({ fallbackCode: ({ context }) => context.couponCode }),
    assignCartId: assign({
      // Stryker disable next-line ConditionalExpression: equivalent, the action is bound to cart.attach only
      cartId: ({ context, event }) => (event.type === 'cart.attach' ? event.cartId : context.cartId),
    }),
    clearCode: assign({ couponCode: '', fallbackCode: '' }),
    /** The old code's discounts never show next to a new code, not even while the new ones load. */
    startDiscounts: assign({ discountsCode: ({ context }) => context.couponCode, discounts: [] }),
    // Stryker disable next-line ArrayDeclaration: equivalent, loadDiscounts always answers a list (discountsOf returns [] at worst)
    assignDiscounts: assign({ discounts: ({ event }) => outputOf<Discount[]>(event) ?? [] }),
    clearDiscounts: assign({ discountsCode: ({ context }) => context.couponCode, discounts: [] }),
  },
}).createMachine({
  id: 'coupon',
  context: initialContext,
  entry: [persistCoupon, updateCouponUrl],
  type: 'parallel',
  on: { 'code.change': { actions: 'assignDraft' }, 'code.reset': { actions: 'resetDraft' }, 'refusal.told': { actions: 'markTold' } },
  states: {
    flow: {
      initial: 'detached',
      states: {
        detached: {
          on: {
            'coupon.apply': { actions: ['assignCode', persistCoupon, updateCouponUrl] },
            'cart.attach': [
              { guard: 'isCodeOnCart', target: 'settled', actions: ['assignCartId', 'settleAccepted'] },
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
            onError: [
              {
                guard: 'canRestore',
                target: 'restoring',
                actions: ['settleRejected', { type: 'logCouponFailure', params: failureParams }, 'putBackFallback', persistCoupon, updateCouponUrl],
              },
              {
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
            ],
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
        // The refused code took the earlier one off the cart (Magento saves before it refuses): put that one back.
        restoring: {
          tags: ['busy'],
          invoke: {
            id: 'restoreCoupon',
            src: 'restoreCoupon',
            input: toApplyCouponInput,
            // Stryker disable next-line StringLiteral: equivalent, settleRestored only assigns fallbackCode the value it already has in restoring
            onDone: { target: 'settled', actions: ['settleRestored', 'notifyCartChanged'] },
            onError: [
              { guard: 'canRestoreDefault', target: 'restoring', reenter: true, actions: ['putBackDefault', persistCoupon, updateCouponUrl] },
              {
                target: 'settled',
                actions: [{ type: 'logCouponFailure', params: failureParams }, 'clearCode', persistCoupon, updateCouponUrl, 'notifyCartChanged'],
              },
            ],
          },
          on: {
            'coupon.apply': { target: 'applying', actions: ['assignCode', persistCoupon, updateCouponUrl] },
            'cart.attach': { target: 'restoring', reenter: true, actions: 'assignCartId' },
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
