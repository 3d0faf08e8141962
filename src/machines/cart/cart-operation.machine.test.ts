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
    expect(actor.getSnapshot().output).toEqual({ cartId: 'c2', cartReplaced: true, cartDropped: true, error: null });
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

  test('a failed request says why in its toast and hands the error to the cart; nothing else is sent', async () => {
    const down: RequestFailure = { code: 'network', text: 'Failed to fetch' } as RequestFailure;
    for (const [operation, request] of [
      [{ kind: 'update', itemId: 7, qty: 3 }, 'updateItem'],
      [{ kind: 'remove', itemId: 7 }, 'removeItem'],
      [{ kind: 'add', item: { sku: 'A', qty: 1 } }, 'addItem'],
    ] as const) {
      const { actor, log } = run({ cartId: 'c1', isCartActive: true, operation }, { [request]: [down] });
      await flush();
      expect(log.filter((line) => !line.startsWith('toast'))).toHaveLength(1);
      expect(log.at(-1)).toBe('toast error {"code":"network","via":"request","text":"Failed to fetch"}');
      expect(actor.getSnapshot().output).toEqual({
        cartId: 'c1',
        cartReplaced: false,
        cartDropped: false,
        error: { code: 'network', via: 'request', text: 'Failed to fetch' },
      });
    }
  });

  test('a cart that cannot be created fails the add with its reason; nothing is added to the inactive cart', async () => {
    const refused: RequestFailure = { code: 'unknown', status: 503, text: 'Service Unavailable' } as RequestFailure;
    const { actor, log } = run({ cartId: 'c1', isCartActive: false, operation: { kind: 'add', item: { sku: 'A', qty: 1 } } }, { createCart: [refused] });
    await flush();
    expect(log.some((line) => line.startsWith('addItem'))).toBe(false);
    expect(log.at(-1)).toBe('toast error {"code":"unknown","via":"api","text":"Service Unavailable"}');
    expect(actor.getSnapshot().output).toEqual({
      cartId: null,
      cartReplaced: false,
      cartDropped: true,
      error: { code: 'unknown', via: 'api', text: 'Service Unavailable' },
    });
  });

  test('the first add without a cart creates one (no cookies cleared); an add to an active cart goes to it; a refused add (400) creates no cart', async () => {
    const first = run({ cartId: null, isCartActive: true, operation: { kind: 'add', item: { sku: 'A', qty: 2 } } });
    await flush();
    expect(first.log).toEqual([
      'createCart undefined',
      'persistCartId c2',
      'addItem {"cartId":"c2","item":{"sku":"A","qty":2}}',
      'toast success cart.item-added',
    ]);
    expect(first.actor.getSnapshot().output).toEqual({ cartId: 'c2', cartReplaced: true, cartDropped: false, error: null });
    const active = run({ cartId: 'c1', isCartActive: true, operation: { kind: 'add', item: { sku: 'A', qty: 1 } } });
    await flush();
    expect(active.log).toEqual(['addItem {"cartId":"c1","item":{"sku":"A","qty":1}}', 'toast success cart.item-added']);
    const refused: RequestFailure = { code: 'cart.qty-not-available', status: 400, text: 'The requested qty is not available' } as RequestFailure;
    const full = run({ cartId: 'c1', isCartActive: true, operation: { kind: 'add', item: { sku: 'A', qty: 9 } } }, { addItem: [refused] });
    await flush();
    expect(full.log.some((line) => line.startsWith('createCart'))).toBe(false);
    expect(full.actor.getSnapshot().output?.cartReplaced).toBe(false);
  });

  test('a cart gone (404) on an add is replaced once: cookies cleared, a new cart, the add sent to it', async () => {
    const gone: RequestFailure = { code: 'cart.not-found', status: 404, text: 'Cart not found' } as RequestFailure;
    const { actor, log } = run({ cartId: 'c1', isCartActive: true, operation: { kind: 'add', item: { sku: 'A', qty: 1 } } }, { addItem: [gone] });
    await flush();
    expect(log).toEqual([
      'addItem {"cartId":"c1","item":{"sku":"A","qty":1}}',
      'clearSession',
      'createCart undefined',
      'persistCartId c2',
      'addItem {"cartId":"c2","item":{"sku":"A","qty":1}}',
      'toast success cart.item-added',
    ]);
    expect(actor.getSnapshot().output).toEqual({ cartId: 'c2', cartReplaced: true, cartDropped: true, error: null });
  });

  test('a quantity change or a delete on the inactive cart a payment holds goes to that cart: no new cart, no cookies cleared', async () => {
    for (const [operation, request] of [
      [{ kind: 'update', itemId: 7, qty: 3 }, 'updateItem {"cartId":"c1","item_id":7,"qty":3}'],
      [{ kind: 'remove', itemId: 7 }, 'removeItem {"cartId":"c1","itemId":7}'],
    ] as const) {
      const { actor, log } = run({ cartId: 'c1', isCartActive: false, operation });
      await flush();
      expect(log[0]).toBe(request);
      expect(log).toHaveLength(2);
      expect(actor.getSnapshot().output).toEqual({ cartId: 'c1', cartReplaced: false, cartDropped: false, error: null });
    }
  });

  test('an add without a cart id creates a cart without clearing the cookies, also when the inactive cart it held was let go', async () => {
    const { actor, log } = run({ cartId: null, isCartActive: false, operation: { kind: 'add', item: { sku: 'A', qty: 1 } } });
    await flush();
    expect(log).toEqual(['createCart undefined', 'persistCartId c2', 'addItem {"cartId":"c2","item":{"sku":"A","qty":1}}', 'toast success cart.item-added']);
    expect(actor.getSnapshot().output).toEqual({ cartId: 'c2', cartReplaced: true, cartDropped: false, error: null });
  });

  test('a cart gone (404) whose replacement cannot be created fails the add and hands back no cart: the gone one is let go (cartDropped)', async () => {
    const gone: RequestFailure = { code: 'cart.not-found', status: 404, text: 'Cart not found' } as RequestFailure;
    const refused: RequestFailure = { code: 'unknown', status: 503, text: 'Service Unavailable' } as RequestFailure;
    const { actor, log } = run(
      { cartId: 'c1', isCartActive: true, operation: { kind: 'add', item: { sku: 'A', qty: 1 } } },
      { addItem: [gone], createCart: [refused] },
    );
    await flush();
    expect(log).toEqual([
      'addItem {"cartId":"c1","item":{"sku":"A","qty":1}}',
      'clearSession',
      'createCart undefined',
      'toast error {"code":"unknown","via":"api","text":"Service Unavailable"}',
    ]);
    expect(actor.getSnapshot().output).toEqual({
      cartId: null,
      cartReplaced: false,
      cartDropped: true,
      error: { code: 'unknown', via: 'api', text: 'Service Unavailable' },
    });
  });
});
