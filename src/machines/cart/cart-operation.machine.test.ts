import { createActor, fromPromise } from 'xstate';
import { describe, expect, test } from 'vitest';
import type { RequestFailure } from '../shop-error';
import { cartOperationMachine, type CartOperationInput } from './cart-operation.machine';

const flush = async () => {
  for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
};

function run(input: CartOperationInput, failures: Record<string, RequestFailure[]> = {}) {
  const log: string[] = [];
  const answer = <T>(name: string, value: T) =>
    fromPromise<T, unknown>(async ({ input: request }) => {
      log.push(`${name} ${JSON.stringify(request)}`);
      const failure = failures[name]?.shift();
      if (failure) throw failure;
      return value;
    }) as never; // the fakes accept any input; each actor's input type is checked by the machine
  const machine = cartOperationMachine.provide({
    actors: {
      createCart: answer('createCart', 'c2'),
      addItem: answer('addItem', true),
      updateItem: answer('updateItem', true),
      removeItem: answer('removeItem', true),
    },
    actions: {
      persistCartId: (_, params) => log.push(`persistCartId ${params.cartId}`),
      clearSession: () => log.push('clearSession'),
      showToast: (_, params) => log.push(`toast ${params.type} ${params.type === 'success' ? params.notice : JSON.stringify(params.error)}`),
    },
  });
  return { actor: createActor(machine, { input }).start(), log };
}

describe('cart-operation machine', () => {
  test('quantity updates send qty', async () => {
    const { log } = run({ cartId: 'c1', isCartActive: true, operation: { kind: 'update', itemId: 7, qty: 3 } });
    await flush();
    expect(log).toEqual(['updateItem {"cartId":"c1","item_id":7,"qty":3}', 'toast success cart.updated']);
  });

  test('an inactive cart is cleared before a new one is created for the add', async () => {
    const { actor, log } = run({ cartId: 'c1', isCartActive: false, operation: { kind: 'add', item: { sku: 'A', qty: 1 } } });
    await flush();
    // At an actor's start, xstate starts invoked children before it runs the initial actions.
    expect(log).toEqual([
      'createCart undefined',
      'clearSession',
      'persistCartId c2',
      'addItem {"cartId":"c2","item":{"sku":"A","qty":1}}',
      'toast success cart.item-added',
    ]);
    expect(actor.getSnapshot().output).toEqual({ cartId: 'c2', cartReplaced: true, error: null });
  });

  test('a second 404 after replacing the cart is an error, not a loop', async () => {
    const gone: RequestFailure = { code: 'cart.not-found', status: 404, text: 'Cart not found' };
    const { actor, log } = run({ cartId: 'c1', isCartActive: true, operation: { kind: 'add', item: { sku: 'A', qty: 1 } } }, { addItem: [gone, gone] });
    await flush();
    expect(log.filter((line) => line.startsWith('createCart'))).toHaveLength(1);
    expect(log.at(-1)).toBe('toast error {"code":"cart.not-found","via":"api","text":"Cart not found"}');
    expect(actor.getSnapshot().output?.error).toEqual({ code: 'cart.not-found', via: 'api', text: 'Cart not found' });
  });

  test('a delete toasts Cart items deleted', async () => {
    const { log } = run({ cartId: 'c1', isCartActive: true, operation: { kind: 'remove', itemId: 7 } });
    await flush();
    expect(log).toEqual(['removeItem {"cartId":"c1","itemId":7}', 'toast success cart.items-deleted']);
  });
});
