// Placing one order (spec §4, §5), invoked by the checkout machine. Card-type methods (mollie_methods_*):
// payment token → payment information → optional comment → start transaction → provider redirect.
// Other methods (cash on delivery): payment information → save order token → comment → clear store →
// confirmation. A failed comment only logs a warning.
import { assign, setup } from 'xstate';
import type { Address } from '../../../common/contract/cart.schema';
import { errorOf, notProvidedAction, notProvidedActor, outputOf } from '../shared';
import { requestError, type ShopError } from '../shop-error';

// Stryker disable next-line StringLiteral: equivalent, the views use this constant as a type only (checkout-codes.ts)
export const CASH_ON_DELIVERY = 'cashondelivery';
const CARD_METHOD_PREFIX = 'mollie_methods_';

export interface PlaceOrderInput {
  cartId: string;
  email: string;
  billingAddress: Address;
  paymentMethodCode: string;
  comment: string;
}

export interface PlaceOrderContext extends PlaceOrderInput {
  paymentToken: string | null;
  orderToken: string | null;
  redirectUrl: string | null;
  error: ShopError | null;
}

export interface PlaceOrderOutput {
  orderToken: string | null;
  error: ShopError | null;
}

export function isCardMethod(code: string): boolean {
  return code.startsWith(CARD_METHOD_PREFIX);
}

function initialContext({ input }: { input: PlaceOrderInput }): PlaceOrderContext {
  return { ...input, paymentToken: null, orderToken: null, redirectUrl: null, error: null };
}

function toOutput({ context }: { context: PlaceOrderContext }): PlaceOrderOutput {
  return { orderToken: context.orderToken, error: context.error };
}

const toCartInput = ({ context }: { context: PlaceOrderContext }) => ({ cartId: context.cartId });
const toPaymentInformationInput = ({ context }: { context: PlaceOrderContext }) => ({
  cartId: context.cartId,
  email: context.email,
  billingAddress: context.billingAddress,
  paymentMethodCode: context.paymentMethodCode,
});
// Stryker disable StringLiteral: equivalent, each `?? ''` is for TypeScript only: the states that read these values are
// entered only after the value was set (the order token, the payment token, the provider URL)
const toCommentInput = ({ context }: { context: PlaceOrderContext }) => ({
  orderToken: context.orderToken ?? '',
  comment: context.comment.trim(),
});
const toTransactionInput = ({ context }: { context: PlaceOrderContext }) => ({ paymentToken: context.paymentToken ?? '' });
const orderTokenParams = ({ context }: { context: PlaceOrderContext }) => ({ orderToken: context.orderToken ?? '' });
const paymentTokenParams = ({ context }: { context: PlaceOrderContext }) => ({ paymentToken: context.paymentToken ?? '' });
const redirectParams = ({ context }: { context: PlaceOrderContext }) => ({ url: context.redirectUrl ?? '' });
// Stryker restore StringLiteral

export const placeOrderMachine = setup({
  types: {
    context: {} as PlaceOrderContext,
    input: {} as PlaceOrderInput,
    output: {} as PlaceOrderOutput,
  },
  actors: {
    getPaymentToken: notProvidedActor<string, { cartId: string }>('getPaymentToken'),
    /** Places the order; answers the server's encrypted order token. */
    savePaymentInformation: notProvidedActor<string, ReturnType<typeof toPaymentInformationInput>>('savePaymentInformation'),
    addOrderComment: notProvidedActor<unknown, { orderToken: string; comment: string }>('addOrderComment'),
    /** Answers the provider's checkout URL. */
    startTransaction: notProvidedActor<string, { paymentToken: string }>('startTransaction'),
  },
  guards: {
    isCardPayment: ({ context }) => isCardMethod(context.paymentMethodCode),
    hasComment: ({ context }) => context.comment.trim() !== '',
  },
  actions: {
    /** Cookie paymentToken. */
    savePaymentToken: notProvidedAction('savePaymentToken') as (args: unknown, params: { paymentToken: string }) => void,
    /** Cookie orderId. */
    saveOrderToken: notProvidedAction('saveOrderToken') as (args: unknown, params: { orderToken: string }) => void,
    /** Empties the shop store and the cart cookies. */
    clearStore: notProvidedAction('clearStore'),
    /** Navigates to shop/confirmed?orderId=…. */
    goToConfirmation: notProvidedAction('goToConfirmation') as (args: unknown, params: { orderToken: string }) => void,
    /** Sends the browser to the provider (full page load). */
    redirectToProvider: notProvidedAction('redirectToProvider') as (args: unknown, params: { url: string }) => void,
    /** console.warn-style warning: the order stands without its comment. */
    logCommentFailure: notProvidedAction('logCommentFailure'),
    assignPaymentToken: assign({ paymentToken: ({ event }) => outputOf<string>(event) ?? null }),
    // Stryker disable next-line StringLiteral: equivalent, savePaymentInformation always answers the order token (a string)
    assignOrderToken: assign({ orderToken: ({ event }) => String(outputOf<string>(event) ?? '') || null }),
    assignRedirectUrl: assign({ redirectUrl: ({ event }) => outputOf<string>(event) ?? null }),
    assignFailure: assign({ error: ({ event }) => requestError(errorOf(event)) }),
  },
}).createMachine({
  id: 'placeOrder',
  context: initialContext,
  output: toOutput,
  initial: 'choosingRoute',
  states: {
    choosingRoute: {
      always: [{ guard: 'isCardPayment', target: 'requestingPaymentToken' }, { target: 'savingPaymentInformation' }],
    },
    requestingPaymentToken: {
      invoke: {
        id: 'getPaymentToken',
        src: 'getPaymentToken',
        input: toCartInput,
        onDone: {
          target: 'savingPaymentInformation',
          actions: ['assignPaymentToken', { type: 'savePaymentToken', params: paymentTokenParams }],
        },
        onError: { target: 'failed', actions: 'assignFailure' },
      },
    },
    savingPaymentInformation: {
      invoke: {
        id: 'savePaymentInformation',
        src: 'savePaymentInformation',
        input: toPaymentInformationInput,
        onDone: [
          { guard: 'hasComment', target: 'addingComment', actions: ['assignOrderToken', { type: 'saveOrderToken', params: orderTokenParams }] },
          { target: 'finishing', actions: ['assignOrderToken', { type: 'saveOrderToken', params: orderTokenParams }] },
        ],
        onError: { target: 'failed', actions: 'assignFailure' },
      },
    },
    addingComment: {
      invoke: {
        id: 'addOrderComment',
        src: 'addOrderComment',
        input: toCommentInput,
        onDone: 'finishing',
        onError: { target: 'finishing', actions: 'logCommentFailure' },
      },
    },
    finishing: {
      always: [{ guard: 'isCardPayment', target: 'startingTransaction' }, { target: 'confirmed' }],
    },
    startingTransaction: {
      invoke: {
        id: 'startTransaction',
        src: 'startTransaction',
        input: toTransactionInput,
        onDone: { target: 'redirecting', actions: 'assignRedirectUrl' },
        onError: { target: 'failed', actions: 'assignFailure' },
      },
    },
    redirecting: {
      type: 'final',
      entry: { type: 'redirectToProvider', params: redirectParams },
    },
    confirmed: {
      type: 'final',
      entry: ['clearStore', { type: 'goToConfirmation', params: orderTokenParams }],
    },
    failed: { type: 'final' },
  },
});
