// The selectors of the cart that first renders read, on their own: the header badge is in every page's first render
// and the add-to-cart button in a product page's, so they bring only these (cart.selectors.ts has the rest).
import type { SnapshotFrom } from 'xstate';
import type { cartMachine } from './cart.machine';

/** The number of pieces in the cart. */
export const selectItemCount = (snapshot: SnapshotFrom<typeof cartMachine>): number =>
  (snapshot.context.cart?.items ?? []).reduce((sum, item) => sum + item.qty, 0);

/** Whether the cart is working on a change (or has some queued): its buttons wait. */
export const selectIsBusy = (snapshot: SnapshotFrom<typeof cartMachine>): boolean => snapshot.hasTag('busy') || snapshot.context.queue.length > 0;
