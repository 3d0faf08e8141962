// Model of the payment-return machine: the starting situations (token, cart only with or without the checkout's
// payment token, nothing) and the answers of processPayment (paid, failed, still open at Mollie, neither), resetCart
// (restored, paid, open), startTransaction and abandonPayment.
import { expect } from 'vitest';
import { paymentReturnMachine } from '../../src/machines/payment-return/payment-return.machine';
import type { ModelSpec } from './model-runner';

const actionNames = (calls: { action: string }[]) => calls.map((call) => call.action);

const RESTORED = { outcome: 'restored' };
const PAID = { outcome: 'paid', orderToken: 'sealed-paid', orderNumber: '000000123' };
const OPEN = { outcome: 'open', orderToken: 'sealed-open', orderNumber: '000000123' };

export const paymentReturnModel: ModelSpec = {
  name: 'payment-return',
  machine: paymentReturnMachine,
  inputs: {
    'back from the provider': { paymentToken: 'pay-1', cartId: 'cart-1', orderId: 'order-1' },
    'back from the provider without a cart cookie': { paymentToken: 'pay-1', cartId: null, orderId: 'order-1' },
    'cart opened without a token': { paymentToken: null, cartId: 'cart-1', orderId: null },
    'cart opened without a token, a payment started at checkout': { paymentToken: null, cartId: 'cart-1', orderId: null, sessionPaymentToken: 'pay-9' },
    'no token, no cart': { paymentToken: null, cartId: null, orderId: null },
  },
  actors: ['processPayment', 'resetCart', 'startTransaction', 'abandonPayment'],
  actions: ['clearStore', 'goToConfirmation', 'reloadCart', 'goToProvider'],
  events: {
    'payment.retry': [{ label: 'the shopper retries', event: { type: 'payment.retry' } }],
    'payment.continue': [{ label: 'the shopper continues paying', event: { type: 'payment.continue' } }],
    'payment.abandon': [{ label: 'the shopper gives the payment up', event: { type: 'payment.abandon' } }],
    'xstate.done.actor.startTransaction': [
      {
        label: "Mollie answers the open payment's checkout URL",
        event: { type: 'xstate.done.actor.startTransaction', output: 'https://mollie.test/checkout/tr_1' },
      },
    ],
    'xstate.error.actor.startTransaction': [
      { label: 'network down', event: { type: 'xstate.error.actor.startTransaction', error: { code: 'network', text: 'Failed to fetch' } } },
    ],
    'xstate.done.actor.abandonPayment': [
      { label: 'order canceled, cart restored', event: { type: 'xstate.done.actor.abandonPayment', output: RESTORED } },
      { label: 'paid meanwhile', event: { type: 'xstate.done.actor.abandonPayment', output: PAID } },
      { label: 'still open (Magento would not cancel it)', event: { type: 'xstate.done.actor.abandonPayment', output: OPEN } },
    ],
    'xstate.error.actor.abandonPayment': [
      { label: 'network down', event: { type: 'xstate.error.actor.abandonPayment', error: { code: 'network', text: 'Failed to fetch' } } },
    ],
    'error.dismiss': [{ label: 'the shopper closes the message', event: { type: 'error.dismiss' } }],
    'xstate.done.actor.processPayment': [
      {
        label: 'paid (redirect_to_success_page)',
        event: { type: 'xstate.done.actor.processPayment', output: { paymentStatus: 'PAID', redirect_to_success_page: true, redirect_to_cart: false } },
      },
      {
        label: 'failed (redirect_to_cart)',
        event: { type: 'xstate.done.actor.processPayment', output: { paymentStatus: 'CANCELED', redirect_to_success_page: false, redirect_to_cart: true } },
      },
      {
        label: "still open at Mollie (Back on Mollie's page): the order to continue",
        event: {
          type: 'xstate.done.actor.processPayment',
          output: { paymentStatus: 'OPEN', redirect_to_success_page: false, redirect_to_cart: false, ...OPEN },
        },
      },
      { label: 'neither flag set', event: { type: 'xstate.done.actor.processPayment', output: { redirect_to_success_page: false, redirect_to_cart: false } } },
    ],
    'xstate.error.actor.processPayment': [
      { label: 'network down', event: { type: 'xstate.error.actor.processPayment', error: { code: 'network', text: 'Failed to fetch' } } },
    ],
    'xstate.done.actor.resetCart': [
      { label: 'cart restored', event: { type: 'xstate.done.actor.resetCart', output: RESTORED } },
      { label: 'its order is paid', event: { type: 'xstate.done.actor.resetCart', output: PAID } },
      { label: 'its payment is still open', event: { type: 'xstate.done.actor.resetCart', output: OPEN } },
    ],
    'xstate.error.actor.resetCart': [
      { label: 'HTTP 404', event: { type: 'xstate.error.actor.resetCart', error: { code: 'not-found', status: 404, text: 'Not found' } } },
    ],
  },
  states: {
    checking: () => {
      throw new Error('checking is transient and never rests');
    },
    // Busy (the checkout waits, the page says it is checking) exactly while a request runs or the provider's page loads.
    processing: ({ actual, inputs }) => {
      expect(actual.hasTag('busy')).toBe(true);
      expect(actual.context.error).toBeNull();
      expect(inputs.get('processPayment')?.at(-1)).toEqual({ paymentToken: 'pay-1' });
    },
    paymentFailed: ({ actual, calls }) => {
      // Spec §4's 'Payment failed. Please try again.', until the shopper closes it.
      expect(actual.context.error).toEqual({ code: 'payment.failed' });
      expect(actual.hasTag('busy')).toBe(false);
      expect(actual.status).toBe('active');
      expect(actual.can({ type: 'error.dismiss' })).toBe(true);
      expect(calls.map((call) => [call.action, call.params])).toEqual([['reloadCart', { cartId: actual.context.cartId ?? '' }]]);
    },
    failure: ({ actual }) => {
      expect(actual.context.error).toEqual({ code: 'network', via: 'request', text: 'Failed to fetch' });
      expect(actual.hasTag('busy')).toBe(false);
      expect(actual.can({ type: 'payment.retry' })).toBe(true);
    },
    resetting: ({ actual, inputs }) => {
      expect(actual.hasTag('busy')).toBe(true);
      expect(inputs.get('resetCart')?.at(-1)).toEqual({ cartId: 'cart-1' });
    },
    confirmed: ({ actual, calls, inputs }) => {
      expect(actual.status).toBe('done');
      expect(actual.hasTag('busy')).toBe(false);
      expect(actionNames(calls)).toEqual(['clearStore', 'goToConfirmation']);
      // Paid at the return: the order of the cookie; found behind the cart (reset or give-up, also of a payment the
      // return found still open): the order the server names.
      expect(calls[1]?.params).toEqual({ orderToken: inputs.has('resetCart') || inputs.has('abandonPayment') ? 'sealed-paid' : 'order-1' });
    },
    paymentOpen: ({ actual, calls }) => {
      expect(actual.hasTag('busy')).toBe(false);
      expect(actual.context.openOrder).toEqual({ orderToken: 'sealed-open', orderNumber: '000000123' });
      // Nothing is re-opened, confirmed or paid while the shopper decides.
      expect(calls).toEqual([]);
      // Continue needs a payment (the return's or the checkout's), giving up the cart to restore.
      expect(actual.can({ type: 'payment.continue' })).toBe((actual.context.paymentToken ?? actual.context.sessionPaymentToken) !== null);
      expect(actual.can({ type: 'payment.abandon' })).toBe(actual.context.cartId !== null);
    },
    // The payment Mollie returned from (pay-1) or, without a return, the one started at checkout (pay-9).
    // A failed earlier try is no longer shown while the next one runs.
    continuing: ({ actual, inputs }) => {
      expect(actual.hasTag('busy')).toBe(true);
      expect(actual.context.error).toBeNull();
      expect(inputs.get('startTransaction')?.at(-1)).toEqual({ paymentToken: actual.context.paymentToken ? 'pay-1' : 'pay-9' });
    },
    abandoning: ({ actual, inputs }) => {
      expect(actual.hasTag('busy')).toBe(true);
      expect(actual.context.error).toBeNull();
      expect(inputs.get('abandonPayment')?.at(-1)).toEqual({ cartId: 'cart-1' });
    },
    leaving: ({ actual, calls }) => {
      expect(actual.hasTag('busy')).toBe(true);
      expect(actual.status).toBe('done');
      expect(calls.map((call) => [call.action, call.params])).toEqual([['goToProvider', { url: 'https://mollie.test/checkout/tr_1' }]]);
    },
    done: ({ actual, calls }) => {
      expect(actual.status).toBe('done');
      expect(actual.hasTag('busy')).toBe(false);
      for (const call of calls) expect([call.action, call.params]).toEqual(['reloadCart', { cartId: actual.context.cartId ?? '' }]);
      expect(actual.context.error).toBeNull();
    },
  },
};
