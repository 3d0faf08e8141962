// The readers of the account and back-office answers: tolerant of missing fields, both spellings, and bikes one per line.
import { describe, expect, test } from 'vitest';
import { num, readAddress, readComments, readLines, readPage, readTotals } from './answer-reading';

describe('answer reading', () => {
  test('numbers from numbers and numeric strings only', () => {
    expect(num(12.5)).toBe(12.5);
    expect(num('12.50')).toBe(12.5);
    expect(num('')).toBeNull();
    expect(num('abc')).toBeNull();
    expect(num(Number.NaN)).toBeNull();
  });

  test("the server's lines (already one bike per line) are taken as they are", () => {
    const lines = readLines([
      {
        itemId: 7,
        sku: 'FOLT Classic',
        name: 'FOLT Classic',
        qty: 1,
        price: 2248,
        rowTotal: 2248,
        isBundle: true,
        options: [{ label: 'Battery', value: 'Battery 504 Wh', sku: 'FOLT-BAT-504' }],
      },
      { itemId: null, sku: 'FOLT-PUMP', name: 'Mini pump', qty: 2, price: 29.95, rowTotal: 59.9, isBundle: false, options: [] },
    ]);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ itemId: 7, isBundle: true, options: [{ label: 'Battery', value: 'Battery 504 Wh' }] });
    expect(lines[1]).toMatchObject({ itemId: null, qty: 2, rowTotal: 59.9, isBundle: false });
  });

  test("Magento's raw items: children fold into their bundle, two bikes become two lines", () => {
    const lines = readLines([
      { item_id: 1, sku: 'FOLT Elite', name: 'FOLT Elite', product_type: 'bundle', qty_ordered: 2, price_incl_tax: 2999 },
      { item_id: 2, parent_item_id: 1, sku: 'FOLT-BAT-600', name: 'Battery 600 Wh', qty_ordered: 2 },
      { item_id: 3, sku: 'FOLT-BELL', name: 'Brass bell', product_type: 'simple', qty_ordered: 1, price_incl_tax: 9.95, row_total_incl_tax: 9.95 },
    ]);
    expect(lines.map((line) => [line.name, line.qty, line.rowTotal])).toEqual([
      ['FOLT Elite', 1, 2999],
      ['FOLT Elite', 1, 2999],
      ['Brass bell', 1, 9.95],
    ]);
    expect(lines[0]!.options).toEqual([{ label: '', value: 'Battery 600 Wh' }]);
  });

  test('totals, addresses and comments in either spelling', () => {
    expect(readTotals({ subtotal: 100, shipping: 5, discount: -10, tax: 16.5, grandTotal: 95 })).toEqual({
      subtotal: 100,
      shipping: 5,
      discount: -10,
      tax: 16.5,
      grandTotal: 95,
    });
    expect(readTotals({ grand_total: '12.00' }).grandTotal).toBe(12);
    expect(
      readAddress({ firstname: 'Sanne', lastname: 'de Vries', street: ['Oudegracht 120'], postcode: '3511 AX', city: 'Utrecht', country_id: 'NL' }),
    ).toEqual({
      name: 'Sanne de Vries',
      street: ['Oudegracht 120'],
      postcode: '3511 AX',
      city: 'Utrecht',
      country: 'NL',
    });
    expect(readAddress(null)).toBeNull();
    expect(readComments([{ comment: 'Shipped', status: 'complete', created_at: '2026-01-02T10:00:00Z', is_visible_on_front: 1 }, { comment: '' }])).toEqual([
      { comment: 'Shipped', status: 'complete', date: '2026-01-02T10:00:00Z', visibleOnFront: true },
    ]);
  });

  test('pages: total_count or total, and a bare array', () => {
    expect(readPage({ items: [1, 2], total_count: 12, page: 2, pageSize: 2 }, Number, 1, 10)).toEqual({ items: [1, 2], total: 12, page: 2, pageSize: 2 });
    expect(readPage({ items: [1], total: 1 }, Number, 3, 50)).toEqual({ items: [1], total: 1, page: 3, pageSize: 50 });
    expect(readPage([1, 2, 3], Number, 1, 10).total).toBe(3);
  });
});
