// Model of the payment-return machine: three starting situations (token, cart only, nothing) and the
// answers of processPayment and resetCart.
import { expect } from 'vitest';
import { PAYMENT_FAILED_MESSAGE, paymentReturnMachine } from '../../src/machines/payment-return/payment-return.machine.ts';
import type { ModelSpec } from './model-runner.ts';

const actionNames = (calls: { action: string }[]) => calls.map((call) => call.action);

export const paymentReturnModel: ModelSpec = {
  name: 'payment-return',
  machine: paymentReturnMachine,
  inputs: {
    'back from the provider': { paymentToken: 'pay-1', cartId: 'cart-1', orderId: 'order-1' },
    'back from the provider without a cart cookie': { paymentToken: 'pay-1', cartId: null, orderId: 'order-1' },
    'cart opened without a token': { paymentToken: null, cartId: 'cart-1', orderId: null },
    'no token, no cart': { paymentToken: null, cartId: null, orderId: null },
  },
  actors: ['processPayment', 'resetCart'],
  actions: ['clearStore', 'goToConfirmation', 'reloadCart'],
  events: {
    'payment.retry': [{ label: 'the shopper retries', event: { type: 'payment.retry' } }],
    'error.dismiss': [{ label: 'the shopper closes the message', event: { type: 'error.dismiss' } }],
    'xstate.done.actor.processPayment': [
      { label: 'paid (redirect_to_success_page)', event: { type: 'xstate.done.actor.processPayment', output: { paymentStatus: 'PAID', redirect_to_success_page: true, redirect_to_cart: false } } },
      { label: 'failed (redirect_to_cart)', event: { type: 'xstate.done.actor.processPayment', output: { paymentStatus: 'CANCELED', redirect_to_success_page: false, redirect_to_cart: true } } },
      { label: 'neither flag set', event: { type: 'xstate.done.actor.processPayment', output: { redirect_to_success_page: false, redirect_to_cart: false } } },
    ],
    'xstate.error.actor.processPayment': [
      { label: 'network down', event: { type: 'xstate.error.actor.processPayment', error: { message: 'Failed to fetch' } } },
    ],
    'xstate.done.actor.resetCart': [{ label: 'cart reset', event: { type: 'xstate.done.actor.resetCart', output: true } }],
    'xstate.error.actor.resetCart': [
      { label: 'HTTP 404', event: { type: 'xstate.error.actor.resetCart', error: { message: 'Not found', status: 404 } } },
    ],
  },
  states: {
    checking: () => {
      throw new Error('checking is transient and never rests');
    },
    processing: ({ inputs }) => expect(inputs.get('processPayment')?.at(-1)).toEqual({ paymentToken: 'pay-1' }),
    paymentFailed: ({ actual, calls }) => {
      expect(actual.context.error).toBe(PAYMENT_FAILED_MESSAGE);
      expect(actionNames(calls)).toEqual(['reloadCart']);
    },
    failure: ({ actual }) => expect(actual.context.error).toBe('Request failed: Failed to fetch'),
    resetting: ({ inputs }) => expect(inputs.get('resetCart')?.at(-1)).toEqual({ cartId: 'cart-1' }),
    confirmed: ({ calls }) => {
      expect(actionNames(calls)).toEqual(['clearStore', 'goToConfirmation']);
      expect(calls[1]?.params).toEqual({ orderToken: 'order-1' });
    },
    done: ({ actual, calls }) => {
      expect(actual.status).toBe('done');
      expect(actionNames(calls).every((name) => name === 'reloadCart')).toBe(true);
      expect(actual.context.error).toBeNull();
    },
  },
};
