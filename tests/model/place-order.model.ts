// Model of the place-order machine: the two payment routes, with and without a comment, and every
// request succeeding or failing.
import { expect } from 'vitest';
import { placeOrderMachine } from '../../src/machines/checkout/place-order.machine';
import type { ActionCall, ModelSpec } from './model-runner';

const order = {
  cartId: 'cart-1',
  email: 'jan@example.nl',
  billingAddress: { firstname: 'Jan', country_id: 'NL' },
};
const names = (calls: ActionCall[]) => calls.map((call) => call.action);

export const placeOrderModel: ModelSpec = {
  name: 'place-order',
  machine: placeOrderMachine,
  inputs: {
    'iDEAL with a comment': { ...order, paymentMethodCode: 'mollie_methods_ideal', comment: ' Ring twice ' },
    'iDEAL without a comment': { ...order, paymentMethodCode: 'mollie_methods_ideal', comment: '' },
    'cash on delivery with a comment': { ...order, paymentMethodCode: 'cashondelivery', comment: 'Ring twice' },
    'cash on delivery with a blank comment': { ...order, paymentMethodCode: 'cashondelivery', comment: '   ' },
  },
  actors: ['getPaymentToken', 'savePaymentInformation', 'addOrderComment', 'startTransaction'],
  actions: ['savePaymentToken', 'saveOrderToken', 'clearStore', 'goToConfirmation', 'redirectToProvider', 'logCommentFailure'],
  events: {
    'xstate.done.actor.getPaymentToken': [{ label: 'token pay-1', event: { type: 'xstate.done.actor.getPaymentToken', output: 'pay-1' } }],
    'xstate.error.actor.getPaymentToken': [
      { label: 'cart not found (404)', event: { type: 'xstate.error.actor.getPaymentToken', error: { code: 'unknown', status: 404, text: 'No such entity' } } },
    ],
    'xstate.done.actor.savePaymentInformation': [
      { label: 'order token order-1', event: { type: 'xstate.done.actor.savePaymentInformation', output: 'order-1' } },
    ],
    'xstate.error.actor.savePaymentInformation': [
      {
        label: 'declined (400)',
        event: { type: 'xstate.error.actor.savePaymentInformation', error: { code: 'unknown', status: 400, text: 'Payment declined' } },
      },
    ],
    'xstate.done.actor.addOrderComment': [{ label: 'comment saved', event: { type: 'xstate.done.actor.addOrderComment', output: true } }],
    'xstate.error.actor.addOrderComment': [
      {
        label: 'comment refused',
        event: { type: 'xstate.error.actor.addOrderComment', error: { code: 'order.comment-failed', status: 500, text: 'Failed to submit comment' } },
      },
    ],
    'xstate.done.actor.startTransaction': [
      { label: 'checkout URL', event: { type: 'xstate.done.actor.startTransaction', output: 'https://mollie.test/checkout/1' } },
    ],
    'xstate.error.actor.startTransaction': [
      { label: 'network down', event: { type: 'xstate.error.actor.startTransaction', error: { code: 'network', text: 'Failed to fetch' } } },
    ],
  },
  states: {
    choosingRoute: () => {
      throw new Error('choosingRoute is transient and never rests');
    },
    finishing: () => {
      throw new Error('finishing is transient and never rests');
    },
    requestingPaymentToken: ({ inputs }) => expect(inputs.get('getPaymentToken')).toEqual([{ cartId: 'cart-1' }]),
    savingPaymentInformation: ({ actual, inputs, calls }) => {
      expect(inputs.get('savePaymentInformation')).toEqual([
        { cartId: 'cart-1', email: 'jan@example.nl', billingAddress: order.billingAddress, paymentMethodCode: actual.context.paymentMethodCode },
      ]);
      if (actual.context.paymentMethodCode.startsWith('mollie_methods_')) {
        expect(actual.context.paymentToken).toBe('pay-1');
        expect(calls).toEqual([expect.objectContaining({ action: 'savePaymentToken', params: { paymentToken: 'pay-1' } })]);
      }
    },
    addingComment: ({ inputs, calls }) => {
      expect(inputs.get('addOrderComment')).toEqual([{ orderToken: 'order-1', comment: 'Ring twice' }]);
      expect(calls).toEqual([expect.objectContaining({ action: 'saveOrderToken', params: { orderToken: 'order-1' } })]);
    },
    startingTransaction: ({ actual, inputs }) => {
      expect(actual.context.paymentMethodCode).toBe('mollie_methods_ideal');
      expect(inputs.get('startTransaction')).toEqual([{ paymentToken: 'pay-1' }]);
      expect(inputs.get('addOrderComment')?.length ?? 0).toBe(actual.context.comment.trim() === '' ? 0 : 1);
    },
    redirecting: ({ actual, calls }) => {
      expect(calls).toEqual([expect.objectContaining({ action: 'redirectToProvider', params: { url: 'https://mollie.test/checkout/1' } })]);
      expect(actual.output).toEqual({ orderToken: 'order-1', error: null });
    },
    confirmed: ({ actual, calls, inputs }) => {
      expect(actual.context.paymentMethodCode).toBe('cashondelivery');
      expect(names(calls).slice(-2)).toEqual(['clearStore', 'goToConfirmation']);
      expect(calls.at(-1)?.params).toEqual({ orderToken: 'order-1' });
      expect(inputs.get('addOrderComment')?.length ?? 0).toBe(actual.context.comment.trim() === '' ? 0 : 1);
      expect(actual.output).toEqual({ orderToken: 'order-1', error: null });
    },
    failed: ({ actual, calls }) => {
      expect(names(calls)).not.toContain('redirectToProvider');
      expect(names(calls)).not.toContain('goToConfirmation');
      expect(actual.output.error).toMatchObject({ via: expect.stringMatching(/^(api|request)$/) });
    },
  },
};
