// The confirmation page's pure order rules: reading the server's order JSON, the current status, shown comments
// and the display lines.
import { describe, expect, test } from 'vitest';
import { currentStatus, toConfirmedOrder, toOrderLines, visibleComments } from './confirmed-order';
import { orderComment } from '../contract.fixtures';

describe('toConfirmedOrder', () => {
  test('reads the server order (nulls and numeric strings included) and refuses what is not an order', () => {
    const order = toConfirmedOrder({
      increment_id: '000000007',
      status: 'pending',
      grand_total: '129.95',
      subtotal: 120,
      shipping_amount: 9.95,
      discount_amount: null,
      coupon_code: null,
      items: [
        { item_id: 5, parent_item_id: null, sku: 'FOLT-LOCK-FOLD', name: null, product_type: 'simple', qty_ordered: 1, price_incl_tax: 79.95, sub_items: [] },
        'junk',
      ],
    });
    expect(order).toMatchObject({
      increment_id: '000000007',
      grand_total: 129.95,
      subtotal_incl_tax: 120,
      shipping_incl_tax: 9.95,
      discount_amount: 0,
      coupon_code: null,
      payment_method: null,
    });
    expect(order?.items).toEqual([
      {
        item_id: 5,
        parent_item_id: null,
        name: 'FOLT-LOCK-FOLD',
        sku: 'FOLT-LOCK-FOLD',
        product_type: 'simple',
        qty_ordered: 1,
        price_incl_tax: 79.95,
        sub_items: [],
      },
    ]);
    expect(toConfirmedOrder(null)).toBeNull();
    expect(toConfirmedOrder({ increment_id: '1' })).toBeNull();
    expect(toConfirmedOrder([])).toBeNull();
  });
});

describe('currentStatus', () => {
  test("is the order's own status: a comment written while payment was pending does not make a paid order look unpaid", () => {
    expect(currentStatus({ status: 'processing' })).toBe('processing');
    expect(currentStatus({ status: 'pending_payment' })).toBe('pending_payment');
    expect(currentStatus(null)).toBeNull();
  });
});

test('only comments with text are shown, oldest first', () => {
  expect(
    visibleComments([
      orderComment({ comment: '', status: 'pending' }),
      orderComment({ comment: '  ', status: null }),
      orderComment({ comment: 'Hi', status: null }),
    ]),
  ).toEqual([orderComment({ comment: 'Hi', status: null })]);
  const newestFirst = [
    orderComment({ comment: 'second', status: null, created_at: '2026-11-22 10:00:00' }),
    orderComment({ comment: 'first', status: null, created_at: '2026-11-22 09:00:00' }),
  ];
  expect(visibleComments(newestFirst).map((c) => c.comment)).toEqual(['first', 'second']);
});

describe('toOrderLines', () => {
  test('a simple line keeps its quantity; its row total is price × quantity', () => {
    const [line] = toOrderLines([{ item_id: 1, name: 'Lock', qty_ordered: 3, price_incl_tax: 10, product_type: 'simple' }]);
    expect(line).toMatchObject({ name: 'Lock', qty: 3, unitPrice: 10, rowTotal: 30, isBundle: false, parts: [] });
  });

  test('a bundle of 2 becomes two bikes with their parts per bike; a dynamic-price bundle sums its parts', () => {
    const lines = toOrderLines([
      {
        item_id: 1,
        name: 'FOLT Maxx',
        product_type: 'bundle',
        qty_ordered: 2,
        price_incl_tax: 0,
        sub_items: [
          { item_id: 2, parent_item_id: 1, name: 'Frame', sku: 'FOLT Maxx Base BOM', qty_ordered: 2, price_incl_tax: 2000 },
          { item_id: 3, parent_item_id: 1, name: 'Accu 600 Wh', sku: 'FOLT-BAT-600', qty_ordered: 2, price_incl_tax: 400 },
        ],
      },
    ]);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ qty: 1, unitPrice: 2400, rowTotal: 2400, isBundle: true });
    expect(lines[0]!.parts).toEqual([{ key: '3-0', name: 'Accu 600 Wh', qty: 1 }]);
    expect(new Set(lines.map((line) => line.key)).size).toBe(2);
  });
});
