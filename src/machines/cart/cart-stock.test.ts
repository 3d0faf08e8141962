// A cart line's stock as the shopper is told it: fine, fewer left than the line holds, or none.
import { describe, expect, it } from 'vitest';
import { countStockIssues, stockIssueOf } from './cart-stock';

const line = (qty: number, stock?: { stock_status: 'IN_STOCK' | 'OUT_OF_STOCK'; only_x_left_in_stock: number | null }) => ({
  qty,
  ...(stock ? { stock } : {}),
});

describe('stockIssueOf', () => {
  it('says nothing when Magento did not say, or when enough is left', () => {
    expect(stockIssueOf(line(2))).toBeNull();
    expect(stockIssueOf(line(2, { stock_status: 'IN_STOCK', only_x_left_in_stock: null }))).toBeNull();
    expect(stockIssueOf(line(2, { stock_status: 'IN_STOCK', only_x_left_in_stock: 2 }))).toBeNull();
  });

  it('tells how many are left when fewer than the line holds, and sold out when none', () => {
    expect(stockIssueOf(line(2, { stock_status: 'IN_STOCK', only_x_left_in_stock: 1 }))).toEqual({ kind: 'short', available: 1 });
    expect(stockIssueOf(line(5, { stock_status: 'IN_STOCK', only_x_left_in_stock: 3 }))).toEqual({ kind: 'short', available: 3 });
    expect(stockIssueOf(line(1, { stock_status: 'OUT_OF_STOCK', only_x_left_in_stock: null }))).toEqual({ kind: 'gone' });
    expect(
      countStockIssues([
        line(1),
        line(2, { stock_status: 'IN_STOCK', only_x_left_in_stock: 1 }),
        line(1, { stock_status: 'OUT_OF_STOCK', only_x_left_in_stock: null }),
      ]),
    ).toBe(2);
  });
});
