// The cart's queue of shopper operations: events that arrive while a request runs wait here, so none is
// lost, and each is sent once. Queued quantity changes of one item collapse into the last one.
import type { CartItem } from './cart.types.ts';

export interface NewCartItem {
  sku: string;
  qty: number;
  /** Bundle selections etc., passed through to Magento's cartItem. */
  product_option?: unknown;
}

export type CartOperation =
  | { kind: 'add'; item: NewCartItem }
  | { kind: 'update'; itemId: number; qty: number }
  | { kind: 'remove'; itemId: number };

export function enqueueOperation(queue: readonly CartOperation[], operation: CartOperation): CartOperation[] {
  if (operation.kind === 'update' && operation.qty <= 0) {
    return enqueueOperation(queue, { kind: 'remove', itemId: operation.itemId });
  }
  if (operation.kind === 'update') {
    const index = queue.findIndex((queued) => queued.kind === 'update' && queued.itemId === operation.itemId);
    if (index >= 0) return queue.map((queued, at) => (at === index ? operation : queued));
    const removed = queue.some((queued) => queued.kind === 'remove' && queued.itemId === operation.itemId);
    return removed ? [...queue] : [...queue, operation];
  }
  if (operation.kind === 'remove') {
    const rest = queue.filter((queued) => !(queued.kind === 'update' && queued.itemId === operation.itemId));
    const already = rest.some((queued) => queued.kind === 'remove' && queued.itemId === operation.itemId);
    return already ? rest : [...rest, operation];
  }
  return [...queue, operation];
}

/** item_id:qty of every line: a different signature means quantities changed. */
export function itemsSignature(items: readonly CartItem[] | undefined): string {
  return (items ?? [])
    .map((item) => `${item.item_id}:${item.qty}`)
    .sort()
    .join(',');
}
