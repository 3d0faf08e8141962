// Return from the payment provider on the cart page (spec §4): with a `payment` token the payment is
// processed and routed on redirect_to_success_page / redirect_to_cart; otherwise the cart is reset. The reset
// (issue 16) may find that the cart's order is already paid (→ the confirmation) or still waits for its Mollie
// payment (→ the shopper continues that same payment or gives it up, which cancels the order and brings the cart back);
// a return while the payment is still open at Mollie (Back on Mollie's page) leads to that same choice.
import { assign, setup } from 'xstate';
import type { CartPaymentOutcome, PaymentProcessResult } from '../../../common/contract/checkout.schema';
import { errorOf, notProvidedAction, notProvidedActor, outputOf } from '../shared';
import { requestError, type ShopError } from '../shop-error';

/** Spec §4: Mollie sent the shopper back to the cart ('Payment failed. Please try again.'). */
export const PAYMENT_FAILED: ShopError = { code: 'payment.failed' };

export interface PaymentReturnInput {
  /** The `payment` query parameter of the cart URL. */
  paymentToken: string | null;
  /** The cartId cookie. */
  cartId: string | null;
  /** The orderId cookie: the server's encrypted order token. */
  orderId: string | null;
  /** The paymentToken cookie: the payment started at checkout, which "continue paying" starts again (without a return). */
  sessionPaymentToken?: string | null;
}

/** An order of this cart that waits for its payment. */
export interface OpenOrder {
  orderToken: string;
  orderNumber: string;
}

export interface PaymentReturnContext extends PaymentReturnInput {
  sessionPaymentToken: string | null;
  openOrder: OpenOrder | null;
  error: ShopError | null;
}

export type PaymentReturnEvent = { type: 'payment.retry' } | { type: 'error.dismiss' } | { type: 'payment.continue' } | { type: 'payment.abandon' };

function initialContext({ input }: { input: PaymentReturnInput }): PaymentReturnContext {
  return {
    paymentToken: input.paymentToken || null,
    cartId: input.cartId || null,
    orderId: input.orderId || null,
    sessionPaymentToken: input.sessionPaymentToken || null,
    openOrder: null,
    error: null,
  };
}

function toProcessPaymentInput({ context }: { context: PaymentReturnContext }) {
  // Stryker disable next-line StringLiteral: equivalent, processing is entered only with a token (hasPaymentToken)
  return { paymentToken: context.paymentToken ?? '' };
}

function toCartInput({ context }: { context: PaymentReturnContext }) {
  // Stryker disable next-line StringLiteral: equivalent, resetting and abandoning are entered only with a cart (hasCart)
  return { cartId: context.cartId ?? '' };
}

/** The payment to continue: the one Mollie returned from (just found open), else the one started at checkout. */
const paymentToContinue = (context: PaymentReturnContext) => context.paymentToken ?? context.sessionPaymentToken;
// Stryker disable next-line StringLiteral: equivalent, continuing is entered only with a payment to continue (canContinue)
const toStartInput = ({ context }: { context: PaymentReturnContext }) => ({ paymentToken: paymentToContinue(context) ?? '' });

/** The paid return's order: the one the server found behind the payment, else the orderId cookie's. */
const orderTokenParams = ({ context, event }: { context: PaymentReturnContext; event: unknown }) => ({
  // Stryker disable next-line OptionalChaining: equivalent, processPayment's done event always carries its answer
  orderToken: resultOf(event)?.orderToken ?? context.orderId ?? '',
});
/** The order the server found behind the cart (reset-cart, abandon-payment). */
const outcomeOrderParams = ({ event }: { event: unknown }) => {
  const outcome = outputOf<CartPaymentOutcome>(event);
  // Stryker disable next-line ConditionalExpression,LogicalOperator,StringLiteral: equivalent, used only for a 'paid' outcome, which always names its order
  return { orderToken: outcome && 'orderToken' in outcome ? outcome.orderToken : '' };
};
// Stryker disable next-line StringLiteral: equivalent, startTransaction always answers the provider's URL
const providerParams = ({ event }: { event: unknown }) => ({ url: outputOf<string>(event) ?? '' });
const cartParams = ({ context }: { context: PaymentReturnContext }) => ({ cartId: context.cartId ?? '' });

function resultOf(event: unknown): PaymentProcessResult | undefined {
  return (event as { output?: PaymentProcessResult }).output;
}

/** What the page does with a cart outcome: paid → confirmation, open → offer continue / give up, restored → the cart. */
const onOutcome = [
  { guard: 'isOrderPaid', target: 'confirmed', actions: ['clearStore', { type: 'goToConfirmation', params: outcomeOrderParams }] },
  { guard: 'isPaymentOpen', target: 'paymentOpen', actions: 'assignOpenOrder' },
  { target: 'done', actions: { type: 'reloadCart', params: cartParams } },
] as const;

export const paymentReturnMachine = setup({
  types: {
    context: {} as PaymentReturnContext,
    events: {} as PaymentReturnEvent,
    input: {} as PaymentReturnInput,
  },
  actors: {
    processPayment: notProvidedActor<PaymentProcessResult, { paymentToken: string }>('processPayment'),
    resetCart: notProvidedActor<CartPaymentOutcome, { cartId: string }>('resetCart'),
    /** Starts the same payment again: Mollie answers the open payment's checkout URL. */
    startTransaction: notProvidedActor<string, { paymentToken: string }>('startTransaction'),
    abandonPayment: notProvidedActor<CartPaymentOutcome, { cartId: string }>('abandonPayment'),
  },
  // Stryker disable OptionalChaining: equivalent, the done events these guards read always carry the request's answer
  guards: {
    hasPaymentToken: ({ context }) => context.paymentToken !== null,
    hasCart: ({ context }) => context.cartId !== null,
    isPaid: ({ event }) => resultOf(event)?.redirect_to_success_page === true,
    isPaymentFailed: ({ event }) => resultOf(event)?.redirect_to_cart === true,
    isOrderPaid: ({ event }) => outputOf<CartPaymentOutcome>(event)?.outcome === 'paid',
    /** reset-cart, abandon-payment, or a return whose payment is still open at Mollie (the same answer). */
    isPaymentOpen: ({ event }) => outputOf<CartPaymentOutcome | PaymentProcessResult>(event)?.outcome === 'open',
    /** Continuing needs a payment token (the return's, or the checkout's cookie); without one only giving up is offered. */
    canContinue: ({ context }) => paymentToContinue(context) !== null,
  },
  // Stryker restore OptionalChaining
  actions: {
    /** Empties the shop store and its cookies (cart, tokens); provided by the wiring. */
    clearStore: notProvidedAction('clearStore'),
    /** Opens shop/confirmed?orderId=…; provided by the wiring. */
    goToConfirmation: notProvidedAction('goToConfirmation') as (args: unknown, params: { orderToken: string }) => void,
    /** Tells the cart to reload this cart: the provider (or the server) has re-activated it. */
    reloadCart: notProvidedAction('reloadCart') as (args: unknown, params: { cartId: string }) => void,
    /** A full page load of the payment provider's checkout. */
    goToProvider: notProvidedAction('goToProvider') as (args: unknown, params: { url: string }) => void,
    assignPaymentFailed: assign({ error: PAYMENT_FAILED }),
    assignRequestFailure: assign({ error: ({ event }) => requestError(errorOf(event)) }),
    assignOpenOrder: assign({
      openOrder: ({ event }) => {
        const outcome = outputOf<CartPaymentOutcome | PaymentProcessResult>(event);
        return outcome?.outcome === 'open' && outcome.orderToken && outcome.orderNumber
          ? { orderToken: outcome.orderToken, orderNumber: outcome.orderNumber }
          : null;
      },
      error: null,
    }),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'paymentReturn',
  context: initialContext,
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'hasPaymentToken', target: 'processing' }, { guard: 'hasCart', target: 'resetting' }, { target: 'done' }],
    },
    processing: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        id: 'processPayment',
        src: 'processPayment',
        input: toProcessPaymentInput,
        onDone: [
          { guard: 'isPaid', target: 'confirmed', actions: ['clearStore', { type: 'goToConfirmation', params: orderTokenParams }] },
          // Still open at Mollie: Mollie re-activated the cart, but it is not reloaded as payable.
          { guard: 'isPaymentOpen', target: 'paymentOpen', actions: 'assignOpenOrder' },
          { guard: 'isPaymentFailed', target: 'paymentFailed', actions: ['assignPaymentFailed', { type: 'reloadCart', params: cartParams }] },
          { guard: 'hasCart', target: 'resetting' },
          { target: 'done' },
        ],
        onError: { target: 'failure', actions: 'assignRequestFailure' },
      },
    },
    paymentFailed: {
      on: { 'error.dismiss': { target: 'done', actions: 'clearError' } },
    },
    failure: {
      on: { 'payment.retry': 'processing' },
    },
    resetting: {
      tags: ['busy'],
      invoke: {
        id: 'resetCart',
        src: 'resetCart',
        input: toCartInput,
        onDone: onOutcome,
        // A cart that cannot be reset is still shown; the cart machine reports what it finds.
        onError: { target: 'done', actions: { type: 'reloadCart', params: cartParams } },
      },
    },
    /** "Your payment for order 000000123 is still open": continue it or give it up. */
    paymentOpen: {
      on: {
        'payment.continue': { guard: 'canContinue', target: 'continuing' },
        // Giving up restores the cart, so it needs the cart cookie (a return in another browser can only continue).
        'payment.abandon': { guard: 'hasCart', target: 'abandoning' },
      },
    },
    continuing: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        id: 'startTransaction',
        src: 'startTransaction',
        input: toStartInput,
        onDone: { target: 'leaving', actions: { type: 'goToProvider', params: providerParams } },
        onError: { target: 'paymentOpen', actions: 'assignRequestFailure' },
      },
    },
    abandoning: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        id: 'abandonPayment',
        src: 'abandonPayment',
        input: toCartInput,
        onDone: onOutcome,
        onError: { target: 'paymentOpen', actions: 'assignRequestFailure' },
      },
    },
    /** The provider's page is loading. */
    leaving: { tags: ['busy'], type: 'final' },
    confirmed: { type: 'final' },
    done: { type: 'final' },
  },
});
