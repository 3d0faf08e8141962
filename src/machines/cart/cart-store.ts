// The cart machine's context and the pure rules it applies to what it loads: the store's shape, the starting
// context (hydrated or empty), the client-added line fields that survive a reload, the rebuilt bundle lines and
// whether the payment methods can be asked for.
import type { Cart, CartItem, CartSession } from './cart.types';
import type { PaymentMethod } from '../../../common/contract/checkout.schema';
import type { Product } from '../../../common/contract/product.schema';
import type { Totals } from '../../../common/contract/totals.schema';
import type { ShopError } from '../shop-error';
import { rebuildCartItem } from './bundle-sku';
import type { CartOperation } from './cart-operations';

/**
 * Cart state the page already has: the cart its server render showed (decision record 024) or a previous mount's;
 * skips the session initialisation and the first load. `{ cartId: null }`: the page was rendered without a cart and
 * the cookie names none, so the cart starts empty and ready.
 */
export type CartSeed = { cartId: string; cart: Cart; totals: Totals | null; paymentMethods?: PaymentMethod[]; orderId?: string | null } | { cartId: null };

export interface CartInput {
  hydrated?: CartSeed | null;
}

export interface CartContext extends CartSession {
  cart: Cart | null;
  totals: Totals | null;
  paymentMethods: PaymentMethod[];
  queue: CartOperation[];
  current: CartOperation | null;
  refreshRequested: boolean;
  /**
   * The page's language changed: the lines' products (image, URL key) were read in another store view, so the next
   * load reads them again even when no quantity changed (the names come with the cart, in the new store view).
   */
  productsStale: boolean;
  error: ShopError | null;
  /** Started from a seed (CartInput.hydrated): no session to read, nothing to load first. */
  seeded: boolean;
}

export function initialContext({ input }: { input: CartInput }): CartContext {
  const hydrated = input.hydrated ?? null;
  const seed = hydrated?.cartId ? hydrated : null;
  return {
    cartId: seed?.cartId ?? null,
    paymentToken: null,
    orderId: seed?.orderId ?? null,
    cart: seed?.cart ?? null,
    totals: seed?.totals ?? null,
    paymentMethods: seed?.paymentMethods ?? [],
    queue: [],
    current: null,
    refreshRequested: false,
    productsStale: false,
    error: null,
    seeded: hydrated !== null,
  };
}

export const EMPTY_STORE = { cartId: null, paymentToken: null, orderId: null, cart: null, totals: null, paymentMethods: [] };

export function hasBillingAddress(cart: Cart | null | undefined): boolean {
  const address = cart?.billing_address;
  return Boolean(address && (address.country_id || address.email));
}

/**
 * The client-added fields of spec §3 (image, url key, bundle SKUs) survive a reload whose quantities did not
 * change (no enrichment runs then): they are carried over by item id.
 */
export function keepClientFields(cart: Cart, previous: Cart | null): Cart {
  const before = new Map((previous?.items ?? []).map((item) => [item.item_id, item]));
  if (before.size === 0 || !cart.items) return cart;
  return {
    ...cart,
    items: cart.items.map((item) => {
      const old = before.get(item.item_id);
      if (!old) return item;
      const kept: Partial<CartItem> = {};
      for (const key of ['full_sku', 'image_src', 'url_key', 'bundle_skus'] as const)
        if (old[key] !== undefined && item[key] === undefined) (kept as Record<string, unknown>)[key] = old[key];
      return { ...item, ...kept };
    }),
  };
}

export function rebuildItems(items: CartItem[] | undefined, products: Product[]): CartItem[] {
  const bySku = new Map(products.map((product) => [product.sku, product]));
  return (items ?? []).map((item) => rebuildCartItem(item, bySku));
}
