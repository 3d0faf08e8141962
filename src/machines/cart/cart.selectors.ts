// Selectors for the cart page, the checkout summary and the header badge.
import type { SnapshotFrom } from 'xstate';
import type { Cart, CartItem, PaymentMethod, Totals } from '../shop.types.ts';
import { toCartLineViews, type CartLineView } from './cart-lines.ts';
import type { cartMachine } from './cart.machine.ts';

type CartSnapshot = SnapshotFrom<typeof cartMachine>;

export const selectCartId = (snapshot: CartSnapshot): string | null => snapshot.context.cartId;
export const selectTotals = (snapshot: CartSnapshot): Totals | null => snapshot.context.totals;
/** Incl. VAT; null while the totals are not known. */
export const selectGrandTotal = (snapshot: CartSnapshot): number | null => snapshot.context.totals?.grand_total ?? null;
export const selectPaymentMethods = (snapshot: CartSnapshot): PaymentMethod[] => snapshot.context.paymentMethods;
export const selectError = (snapshot: CartSnapshot): string | null => snapshot.context.error;
export const selectIsBusy = (snapshot: CartSnapshot): boolean => snapshot.hasTag('busy') || snapshot.context.queue.length > 0;

/** Cart lines with their prices from the totals (item_id, price, price_incl_tax). */
export function selectLines(snapshot: CartSnapshot): CartItem[] {
  const prices = new Map((snapshot.context.totals?.items ?? []).map((item) => [item.item_id, item]));
  return (snapshot.context.cart?.items ?? []).map((item) => {
    const priced = prices.get(item.item_id);
    return priced ? { ...item, price: priced.price, price_incl_tax: priced.price_incl_tax ?? item.price_incl_tax } : item;
  });
}

const lineCache = new WeakMap<Cart, { totals: Totals | null; views: CartLineView[] }>();
const NO_LINES: CartLineView[] = [];

/** The cart's lines for display; the same array for the same cart and totals, so useSelector does not re-render. */
export function selectCartLineViews(snapshot: CartSnapshot): CartLineView[] {
  const { cart, totals } = snapshot.context;
  if (!cart) return NO_LINES;
  const cached = lineCache.get(cart);
  if (cached && cached.totals === totals) return cached.views;
  const views = toCartLineViews(selectLines(snapshot), totals);
  lineCache.set(cart, { totals, views });
  return views;
}

/** The header badge: the number of pieces in the cart. */
export const selectItemCount = (snapshot: CartSnapshot): number =>
  (snapshot.context.cart?.items ?? []).reduce((sum, item) => sum + item.qty, 0);

export const selectIsEmpty = (snapshot: CartSnapshot): boolean => selectItemCount(snapshot) === 0;

/** The coupon the cart really has (Magento's answer), or null. */
export const selectAppliedCoupon = (snapshot: CartSnapshot): string | null => snapshot.context.totals?.coupon_code || null;

export type CartPhase = 'loading' | 'none' | 'failed' | 'ready';

/**
 * Where the cart stands for a page: 'loading' until the session is read and a known cart has arrived, 'none'
 * without a cart, 'failed' when a known cart could not be loaded, 'ready' once it is there.
 */
export function selectCartPhase(snapshot: CartSnapshot): CartPhase {
  if (snapshot.matches('initialising') || snapshot.matches('readingSession')) return 'loading';
  const { cartId, cart, error } = snapshot.context;
  if (cart) return 'ready';
  if (!cartId) return 'none';
  return error && snapshot.matches('ready') ? 'failed' : 'loading';
}
