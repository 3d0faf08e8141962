// The cart's queue of shopper operations: events that arrive while a request runs wait here, so none is
// lost, and each is sent once. Queued quantity changes of one item collapse into the last one. Each operation that
// leaves the queue ends in one `operation.settled` event the cart emits, with the id its sender gave it.
import type { CartItem } from './cart.types';

export interface NewCartItem {
  sku: string;
  qty: number;
  /** Bundle selections etc., passed through to Magento's cartItem. */
  product_option?: unknown;
}

export type CartOperation =
  /** `operationId`: the sender's, for the outcome it waits for (newOperationId). */
  { kind: 'add'; item: NewCartItem; operationId?: string } | { kind: 'update'; itemId: number; qty: number } | { kind: 'remove'; itemId: number };

/** applied: the cart took it; failed: it was refused or failed (the cart's toast says so); dropped: the cart was cleared first. */
export type OperationOutcome = 'applied' | 'failed' | 'dropped';

/** What the cart emits for every operation it finished or dropped (actor.on('operation.settled', …)). */
export interface OperationSettled {
  type: 'operation.settled';
  /** The id the sender gave the operation; null for operations sent without one. */
  operationId: string | null;
  kind: CartOperation['kind'];
  outcome: OperationOutcome;
}

let lastOperationId = 0;

/** A new operation id, unique in this tab. */
export function newOperationId(): string {
  lastOperationId += 1;
  return `operation-${lastOperationId}`;
}

export function settledEvent(operation: CartOperation, outcome: OperationOutcome): OperationSettled {
  return { type: 'operation.settled', operationId: (operation.kind === 'add' && operation.operationId) || null, kind: operation.kind, outcome };
}

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
