// Selectors for the cart page and the header badge.
import type { SnapshotFrom } from 'xstate';
import type { CartItem } from './cart.types.ts';
import type { ShopError } from '../shop-error.ts';
import type { cartMachine } from './cart.machine.ts';

type CartSnapshot = SnapshotFrom<typeof cartMachine>;

export const selectError = (snapshot: CartSnapshot): ShopError | null => snapshot.context.error;
export const selectIsBusy = (snapshot: CartSnapshot): boolean => snapshot.hasTag('busy') || snapshot.context.queue.length > 0;

/** Cart lines with their prices from the totals (item_id, price, price_incl_tax). */
export function selectLines(snapshot: CartSnapshot): CartItem[] {
  const prices = new Map((snapshot.context.totals?.items ?? []).map((item) => [item.item_id, item]));
  return (snapshot.context.cart?.items ?? []).map((item) => {
    const priced = prices.get(item.item_id);
    return priced ? { ...item, price: priced.price, price_incl_tax: priced.price_incl_tax ?? item.price_incl_tax } : item;
  });
}

/** The header badge: the number of pieces in the cart. */
export const selectItemCount = (snapshot: CartSnapshot): number =>
  (snapshot.context.cart?.items ?? []).reduce((sum, item) => sum + item.qty, 0);

export const selectIsEmpty = (snapshot: CartSnapshot): boolean => selectItemCount(snapshot) === 0;
