// Return from the payment provider on the cart page (spec §4): with a `payment` token the payment is
// processed and routed on redirect_to_success_page / redirect_to_cart; otherwise the cart is reset.
import { assign, setup } from 'xstate';
import type { PaymentProcessResult } from '../shop.types.ts';
import { describeRequestFailure, errorOf, notProvidedAction, notProvidedActor } from '../shared.ts';

export const PAYMENT_FAILED_MESSAGE = 'Payment failed. Please try again.';

export interface PaymentReturnInput {
  /** The `payment` query parameter of the cart URL. */
  paymentToken: string | null;
  /** The cartId cookie. */
  cartId: string | null;
  /** The orderId cookie: the server's encrypted order token. */
  orderId: string | null;
}

export interface PaymentReturnContext extends PaymentReturnInput {
  error: string | null;
}

export type PaymentReturnEvent = { type: 'payment.retry' } | { type: 'error.dismiss' };

function initialContext({ input }: { input: PaymentReturnInput }): PaymentReturnContext {
  return { paymentToken: input.paymentToken || null, cartId: input.cartId || null, orderId: input.orderId || null, error: null };
}

function toProcessPaymentInput({ context }: { context: PaymentReturnContext }) {
  return { paymentToken: context.paymentToken ?? '' };
}

function toResetCartInput({ context }: { context: PaymentReturnContext }) {
  return { cartId: context.cartId ?? '' };
}

const orderTokenParams = ({ context }: { context: PaymentReturnContext }) => ({ orderToken: context.orderId ?? '' });

function resultOf(event: unknown): PaymentProcessResult | undefined {
  return (event as { output?: PaymentProcessResult }).output;
}

export const paymentReturnMachine = setup({
  types: {
    context: {} as PaymentReturnContext,
    events: {} as PaymentReturnEvent,
    input: {} as PaymentReturnInput,
  },
  actors: {
    processPayment: notProvidedActor<PaymentProcessResult, { paymentToken: string }>('processPayment'),
    resetCart: notProvidedActor<unknown, { cartId: string }>('resetCart'),
  },
  guards: {
    hasPaymentToken: ({ context }) => context.paymentToken !== null,
    hasCart: ({ context }) => context.cartId !== null,
    isPaid: ({ event }) => resultOf(event)?.redirect_to_success_page === true,
    isPaymentFailed: ({ event }) => resultOf(event)?.redirect_to_cart === true,
  },
  actions: {
    /** Empties the shop store and its cookies (cart, tokens); provided by the wiring. */
    clearStore: notProvidedAction('clearStore'),
    /** Opens shop/confirmed?orderId=…; provided by the wiring. */
    goToConfirmation: notProvidedAction('goToConfirmation') as (args: unknown, params: { orderToken: string }) => void,
    /** Tells the cart to reload: the provider has re-activated it. */
    reloadCart: notProvidedAction('reloadCart'),
    assignPaymentFailed: assign({ error: PAYMENT_FAILED_MESSAGE }),
    assignRequestFailure: assign({ error: ({ event }) => describeRequestFailure(errorOf(event)) }),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'paymentReturn',
  context: initialContext,
  initial: 'checking',
  states: {
    checking: {
      always: [
        { guard: 'hasPaymentToken', target: 'processing' },
        { guard: 'hasCart', target: 'resetting' },
        { target: 'done' },
      ],
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
          { guard: 'isPaymentFailed', target: 'paymentFailed', actions: ['assignPaymentFailed', 'reloadCart'] },
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
        input: toResetCartInput,
        onDone: { target: 'done', actions: 'reloadCart' },
        // A cart that cannot be reset is still shown; the cart machine reports what it finds.
        onError: { target: 'done', actions: 'reloadCart' },
      },
    },
    confirmed: { type: 'final' },
    done: { type: 'final' },
  },
});
