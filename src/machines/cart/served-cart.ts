// The cart a page was rendered with on the server (the cart and checkout pages, decision record 024): what the route
// loader hands the view, when the cart machine may start from it instead of loading it again, and a stand-in with the
// machine's snapshot shape that the views read until the shop runtime runs. No xstate at run time: this is part of
// the cart page's first render.
import type { SnapshotFrom } from 'xstate';
import type { Totals } from '../../../common/contract/totals.schema';
import type { BillingAddressForm } from '../checkout/billing-address';
import type { CartContext, CartSeed } from './cart-store';
import type { Cart, CartSession } from './cart.types';
import type { cartMachine } from './cart.machine';

/**
 * `ready`: the cart named by the cookie, as GET /api/cart and /api/cart/totals answer it, its lines rebuilt with their
 * products as the cart machine's enrichment would (image, url key, bundle SKUs), plus what GET /api/config would tell
 * the page; on the checkout also the address form the checkout starts with. `none`: no cart (the empty cart is
 * rendered). `client`: the server left the cart to the browser (Magento slow or failing, a payment under way).
 */
export type ServedCart =
  | {
      status: 'ready';
      cartId: string;
      cart: Cart;
      totals: Totals;
      config: { defaultCoupon: string | null; productMediaUrl: string };
      addressForm?: BillingAddressForm;
    }
  | { status: 'none' }
  | { status: 'client' };

/**
 * The cart machine's start from what the page was rendered with, only when the cookies still say the same: the cookie
 * names that cart (or, for a page rendered without a cart, none), and no payment is under way (its return decides).
 * Null: the machine reads the session and loads the cart as usual.
 */
export function cartSeedOf(served: ServedCart | null | undefined, session: CartSession): CartSeed | null {
  if (!served || session.paymentToken) return null;
  if (served.status === 'ready' && session.cartId === served.cartId) {
    return { cartId: served.cartId, cart: served.cart, totals: served.totals, orderId: session.orderId };
  }
  if (served.status === 'none' && !session.cartId) return { cartId: null };
  return null;
}

type CartMachineSnapshot = SnapshotFrom<typeof cartMachine>;

/** A store shaped like an actor that never changes (the views' useSelector reads it like the actor). */
export interface StandIn<TSnapshot> {
  getSnapshot(): TSnapshot;
  subscribe(observer: unknown): { unsubscribe(): void };
}

export function standIn<TSnapshot>(snapshot: TSnapshot): StandIn<TSnapshot> {
  return { getSnapshot: () => snapshot, subscribe: () => ({ unsubscribe: () => {} }) };
}

/**
 * The cart machine's snapshot right after a seeded start (state `ready`, nothing queued, nothing busy), for the views'
 * selectors while the machine itself is not there yet (server rendering, hydration): they select the same lines and
 * totals the machine will hold.
 */
export function servedCartActor(served: Extract<ServedCart, { status: 'ready' }>): StandIn<CartMachineSnapshot> {
  // initialContext's seeded start, written out: cart-store.ts brings the bundle rules (and the bikes' table) along.
  const context: CartContext = {
    cartId: served.cartId,
    paymentToken: null,
    orderId: null,
    cart: served.cart,
    totals: served.totals,
    paymentMethods: [],
    queue: [],
    current: null,
    refreshRequested: false,
    productsStale: false,
    error: null,
    seeded: true,
  };
  const snapshot = {
    status: 'active',
    value: 'ready',
    context,
    matches: (value: unknown) => value === 'ready',
    hasTag: () => false,
    can: () => false,
  } as unknown as CartMachineSnapshot;
  return standIn(snapshot);
}
