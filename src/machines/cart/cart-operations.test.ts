import { describe, expect, test } from 'vitest';
import { cartItem } from '../contract.fixtures';
import { enqueueOperation, itemsSignature, type CartOperation } from './cart-operations';

describe('cart operation queue', () => {
  test('adds are kept in order', () => {
    let queue: CartOperation[] = [];
    queue = enqueueOperation(queue, { kind: 'add', item: { sku: 'A', qty: 1 } });
    queue = enqueueOperation(queue, { kind: 'add', item: { sku: 'A', qty: 1 } });
    expect(queue).toHaveLength(2);
  });

  test('a later quantity of the same item replaces the queued one in place', () => {
    let queue: CartOperation[] = [
      { kind: 'update', itemId: 1, qty: 2 },
      { kind: 'add', item: { sku: 'B', qty: 1 } },
    ];
    queue = enqueueOperation(queue, { kind: 'update', itemId: 1, qty: 5 });
    expect(queue).toEqual([
      { kind: 'update', itemId: 1, qty: 5 },
      { kind: 'add', item: { sku: 'B', qty: 1 } },
    ]);
  });

  test('a delete drops queued updates of that item and is queued once; quantity 0 deletes', () => {
    let queue: CartOperation[] = [{ kind: 'update', itemId: 1, qty: 2 }];
    queue = enqueueOperation(queue, { kind: 'update', itemId: 1, qty: 0 });
    queue = enqueueOperation(queue, { kind: 'remove', itemId: 1 });
    queue = enqueueOperation(queue, { kind: 'update', itemId: 1, qty: 3 });
    expect(queue).toEqual([{ kind: 'remove', itemId: 1 }]);
  });

  test('the items signature ignores order and sees quantity changes', () => {
    expect(itemsSignature([cartItem({ item_id: 2, sku: 'b', qty: 1 }), cartItem({ item_id: 1, sku: 'a', qty: 1 })])).toBe(
      itemsSignature([cartItem({ item_id: 1, sku: 'a', qty: 1 }), cartItem({ item_id: 2, sku: 'b', qty: 1 })]),
    );
    expect(itemsSignature([cartItem({ item_id: 1, sku: 'a', qty: 1 })])).not.toBe(itemsSignature([cartItem({ item_id: 1, sku: 'a', qty: 2 })]));
    expect(itemsSignature(undefined)).toBe('');
  });
});
