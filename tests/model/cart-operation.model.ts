// Model of one cart operation: add without a cart, to an inactive cart, to an active cart, quantity
// update and delete, with every request succeeding or failing.
import { expect } from 'vitest';
import { cartOperationMachine } from '../../src/machines/cart/cart-operation.machine';
import type { ActionCall, ModelSpec } from './model-runner';

const toasts = (calls: ActionCall[]) => calls.filter((call) => call.action === 'showToast').map((call) => call.params);
const add = { kind: 'add', item: { sku: 'BAT-1', qty: 1 } };

export const cartOperationModel: ModelSpec = {
  name: 'cart-operation',
  machine: cartOperationMachine,
  inputs: {
    'add without a cart': { cartId: null, isCartActive: true, operation: add },
    'add to an inactive cart': { cartId: 'cart-1', isCartActive: false, operation: add },
    'add to the cart': { cartId: 'cart-1', isCartActive: true, operation: add },
    'change a quantity': { cartId: 'cart-1', isCartActive: true, operation: { kind: 'update', itemId: 7, qty: 3 } },
    'delete a line': { cartId: 'cart-1', isCartActive: true, operation: { kind: 'remove', itemId: 7 } },
  },
  actors: ['createCart', 'addItem', 'updateItem', 'removeItem'],
  actions: ['persistCartId', 'clearSession', 'showToast'],
  events: {
    'xstate.done.actor.createCart': [{ label: 'cart-2', event: { type: 'xstate.done.actor.createCart', output: 'cart-2' } }],
    'xstate.error.actor.createCart': [
      { label: 'HTTP 503', event: { type: 'xstate.error.actor.createCart', error: { code: 'unknown', status: 503, text: 'Service Unavailable' } } },
    ],
    'xstate.done.actor.addItem': [{ label: 'added', event: { type: 'xstate.done.actor.addItem', output: { item_id: 7 } } }],
    'xstate.error.actor.addItem': [
      { label: 'cart gone (404)', event: { type: 'xstate.error.actor.addItem', error: { code: 'unknown', status: 404, text: 'No such entity with cartId' } } },
      { label: 'out of stock (400)', event: { type: 'xstate.error.actor.addItem', error: { code: 'unknown', status: 400, text: 'Out of stock' } } },
    ],
    'xstate.done.actor.updateItem': [{ label: 'updated', event: { type: 'xstate.done.actor.updateItem', output: { item_id: 7, qty: 3 } } }],
    'xstate.error.actor.updateItem': [
      { label: 'network down', event: { type: 'xstate.error.actor.updateItem', error: { code: 'network', text: 'Failed to fetch' } } },
    ],
    'xstate.done.actor.removeItem': [{ label: 'deleted', event: { type: 'xstate.done.actor.removeItem', output: true } }],
    'xstate.error.actor.removeItem': [
      { label: 'network down', event: { type: 'xstate.error.actor.removeItem', error: { code: 'network', text: 'Failed to fetch' } } },
    ],
  },
  states: {
    routing: () => {
      throw new Error('routing is transient and never rests');
    },
    creatingCart: ({ actual, calls }) => {
      expect(actual.context.cartId).toBeNull();
      if (calls.length > 0) expect(calls.map((call) => call.action)).toEqual(['clearSession']);
      if (calls.length > 0) expect(actual.context.cartDropped).toBe(true);
    },
    adding: ({ actual, inputs }) => {
      expect(actual.context.cartId).not.toBeNull();
      expect(inputs.get('addItem')?.at(-1)).toEqual({ cartId: actual.context.cartId, item: { sku: 'BAT-1', qty: 1 } });
    },
    updating: ({ inputs }) => expect(inputs.get('updateItem')).toEqual([{ cartId: 'cart-1', item_id: 7, qty: 3 }]),
    removing: ({ inputs }) => expect(inputs.get('removeItem')).toEqual([{ cartId: 'cart-1', itemId: 7 }]),
    done: ({ actual, calls, inputs }) => {
      const notice = { add: 'cart.item-added', update: 'cart.updated', remove: 'cart.items-deleted' }[actual.context.operation.kind as 'add'];
      expect(toasts(calls)).toEqual([{ type: 'success', notice }]);
      expect(actual.output.error).toBeNull();
      // Each request went out once per cart it was meant for.
      for (const requests of inputs.values()) expect(requests.length).toBeLessThanOrEqual(2);
    },
    failed: ({ actual, calls }) => {
      expect(actual.output.error).toMatchObject({ via: expect.stringMatching(/^(api|request)$/) });
      // A cart given up (its cookies cleared) whose replacement failed is handed back as none, never as the dead one.
      if (actual.output.cartDropped && !actual.output.cartReplaced) expect(actual.output.cartId).toBeNull();
      expect(toasts(calls)).toEqual([{ type: 'error', error: actual.output.error }]);
    },
  },
};
