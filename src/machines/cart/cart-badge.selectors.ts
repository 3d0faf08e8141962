// The header badge's selector, on its own: the badge is in every page's first render, so it brings only this.
import type { SnapshotFrom } from 'xstate';
import type { cartMachine } from './cart.machine';

/** The number of pieces in the cart. */
export const selectItemCount = (snapshot: SnapshotFrom<typeof cartMachine>): number =>
  (snapshot.context.cart?.items ?? []).reduce((sum, item) => sum + item.qty, 0);
