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

export interface CartInput {
  /** Cart state the page already has (e.g. from a previous mount); skips the session initialisation. */
  hydrated?: { cartId: string; cart: Cart; totals: Totals | null; paymentMethods?: PaymentMethod[] } | null;
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
}

export function initialContext({ input }: { input: CartInput }): CartContext {
  const hydrated = input.hydrated ?? null;
  return {
    cartId: hydrated?.cartId ?? null,
    paymentToken: null,
    orderId: null,
    cart: hydrated?.cart ?? null,
    totals: hydrated?.totals ?? null,
    paymentMethods: hydrated?.paymentMethods ?? [],
    queue: [],
    current: null,
    refreshRequested: false,
    productsStale: false,
    error: null,
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
