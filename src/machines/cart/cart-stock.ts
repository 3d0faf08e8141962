// What a cart line's stock (GET cart's `stock`, server/api/cart.router.ts) means for the shopper: fewer left than the
// line holds, or none at all. Magento keeps such a line and refuses only the order (magento-emulator/contract/
// stock.contract.test.ts), so the cart explains it first and offers the fix. No xstate at run time.
import type { CartItem } from '../../../common/contract/cart.schema';

export type StockIssue = { kind: 'short'; available: number } | { kind: 'gone' };

/** Null when the line can be ordered as it is (or Magento did not say). */
export function stockIssueOf(item: Pick<CartItem, 'qty' | 'stock'>): StockIssue | null {
  const stock = item.stock;
  if (!stock) return null;
  if (stock.stock_status === 'OUT_OF_STOCK') return { kind: 'gone' };
  const left = stock.only_x_left_in_stock;
  if (left === null || left >= item.qty) return null;
  return left >= 1 ? { kind: 'short', available: Math.floor(left) } : { kind: 'gone' };
}

/** How many lines cannot be ordered as they are. */
export function countStockIssues(items: ReadonlyArray<Pick<CartItem, 'qty' | 'stock'>>): number {
  return items.filter((item) => stockIssueOf(item) !== null).length;
}
