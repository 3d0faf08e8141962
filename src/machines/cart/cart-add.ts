// Adding to the cart from a page that wants to know how its add went (the product page's button, the configurator):
// item.add with a new operation id, answered by the `operation.settled` the cart emits for that id. Only xstate's
// types are imported: the product page's button loads it on a click, without the cart's machine.
import type { ActorRefFrom } from 'xstate';
import type { cartMachine } from './cart.machine';
import { newOperationId, type NewCartItem, type OperationOutcome } from './cart-operations';

export type CartSender = Pick<ActorRefFrom<typeof cartMachine>, 'send' | 'on'>;

/** Sends the item to the cart; resolves with the add's outcome once the cart has sent it (or dropped it). */
export function addToCart(cart: CartSender, item: NewCartItem): Promise<OperationOutcome> {
  const operationId = newOperationId();
  return new Promise((resolve) => {
    const subscription = cart.on('operation.settled', (settled) => {
      if (settled.operationId !== operationId) return;
      subscription.unsubscribe();
      resolve(settled.outcome);
    });
    cart.send({ type: 'item.add', item, operationId });
  });
}
