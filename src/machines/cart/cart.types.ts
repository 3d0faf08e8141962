// The cart as the cart machine holds it: the contract's cart (common/contract/cart.schema.ts) whose lines carry what
// the browser adds to them (spec §3), the cart and totals of one refresh, and the session cookies it starts from.
import type { Cart as CartAnswer, CartItem as CartItemAnswer } from '../../../common/contract/cart.schema';
import type { Totals } from '../../../common/contract/totals.schema';

/** A cart line with the fields the cart adds in the browser (bundle-sku.ts rebuildCartItem, cart.selectors.ts). */
export interface CartItem extends CartItemAnswer {
  /** The SKU Magento sent, when `sku` became a bundle's base SKU. */
  full_sku?: string;
  /** A bundle's option SKUs, read from the full SKU. */
  bundle_skus?: string[];
  /** From the line's product. */
  image_src?: string | null;
  url_key?: string | null;
  /** From the totals. */
  price_incl_tax?: number;
}

export interface Cart extends Omit<CartAnswer, 'items'> {
  items: CartItem[];
}

/** Cart and totals together: the answer of a full refresh (no totals for an ordered, inactive cart). */
export interface CartSnapshot {
  cart: Cart;
  totals: Totals | null;
}

/** The three session cookies the cart reads (spec §3). orderId holds the server's encrypted order token. */
export interface CartSession {
  cartId: string | null;
  paymentToken: string | null;
  orderId: string | null;
}
