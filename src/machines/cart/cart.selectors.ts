// Selectors for the cart page, the checkout and the shop's pages (the header badge's own is cart-badge.selectors.ts,
// the lines for display are selected in cart-lines.ts).
import type { SnapshotFrom } from 'xstate';
import type { EcommerceData } from '../../lib/tag-manager';
import type { Address, CartItem } from '../../../common/contract/cart.schema';
import type { Totals } from '../../../common/contract/totals.schema';
import type { ShopError } from '../shop-error';
import { selectItemCount } from './cart-badge.selectors';

export { selectIsBusy } from './cart-badge.selectors';
import { countStockIssues } from './cart-stock';
import type { cartMachine } from './cart.machine';

type CartSnapshot = SnapshotFrom<typeof cartMachine>;

export const selectCartId = (snapshot: CartSnapshot): string | null => snapshot.context.cartId;
export const selectTotals = (snapshot: CartSnapshot): Totals | null => snapshot.context.totals;
/** Incl. VAT; null while the totals are not known. */
export const selectGrandTotal = (snapshot: CartSnapshot): number | null => snapshot.context.totals?.grand_total ?? null;
export const selectError = (snapshot: CartSnapshot): ShopError | null => snapshot.context.error;

/** Cart lines with their prices from the totals (item_id, price, price_incl_tax). */
export function selectLines(snapshot: CartSnapshot): CartItem[] {
  const prices = new Map((snapshot.context.totals?.items ?? []).map((item) => [item.item_id, item]));
  return (snapshot.context.cart?.items ?? []).map((item) => {
    const priced = prices.get(item.item_id);
    return priced ? { ...item, price: priced.price, price_incl_tax: priced.price_incl_tax ?? item.price_incl_tax } : item;
  });
}

/** Lines that cannot be ordered as they are (cart-stock.ts): the checkout is not offered while there are any. */
export const selectStockIssueCount = (snapshot: CartSnapshot): number => countStockIssues(snapshot.context.cart?.items ?? []);

export const selectIsEmpty = (snapshot: CartSnapshot): boolean => selectItemCount(snapshot) === 0;

/** The billing address the cart already has (a checkout started before fills its form with it). */
export const selectBillingAddress = (snapshot: CartSnapshot): Address | null => snapshot.context.cart?.billing_address ?? null;

/** begin_checkout's data: the cart's grand total and its lines. */
export function selectCheckoutReport(snapshot: CartSnapshot): EcommerceData {
  const { cart, totals } = snapshot.context;
  return {
    value: totals?.grand_total ?? 0,
    items: (cart?.items ?? []).map((item) => ({
      item_id: item.sku ?? '',
      item_name: item.name ?? undefined,
      quantity: item.qty,
      ...(item.price_incl_tax !== undefined ? { price: item.price_incl_tax } : {}),
    })),
  };
}

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
