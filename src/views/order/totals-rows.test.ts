// The totals rows: Magento's total segments in display order, the totals fields where a segment is missing.
import { describe, expect, test } from 'vitest';
import type { Totals } from '../../../common/contract/totals.schema';
import { totals as totalsOf } from '../../machines/contract.fixtures';
import { toTotalsRows } from './totals-rows';

const totals: Totals = totalsOf({
  grand_total: 2445.9,
  coupon_code: 'HERFST50',
  total_segments: [
    { code: 'subtotal', title: 'Subtotaal', value: 2495.9 },
    { code: 'discount', title: 'Korting (HERFST50)', value: -50 },
    { code: 'tax', title: 'BTW', value: 424.5, area: 'taxes' },
    { code: 'grand_total', title: 'Totaal', value: 2445.9, area: 'footer' },
  ],
});

describe('totals rows', () => {
  test('from the segments, discount with the coupon, tax included', () => {
    expect(toTotalsRows(totals)).toEqual([
      { code: 'subtotal', amount: 2495.9, couponCode: null },
      { code: 'discount', amount: -50, couponCode: 'HERFST50' },
      { code: 'grand_total', amount: 2445.9, couponCode: null },
      { code: 'tax', amount: 424.5, couponCode: null },
    ]);
  });

  test('fields fill in for missing segments; shipping shows once known; no discount row without a discount', () => {
    expect(toTotalsRows(totalsOf({ grand_total: 129.85, subtotal_incl_tax: 119.9, shipping_incl_tax: 9.95, tax_amount: 22.54, discount_amount: 0 }))).toEqual([
      { code: 'subtotal', amount: 119.9, couponCode: null },
      { code: 'shipping', amount: 9.95, couponCode: null },
      { code: 'grand_total', amount: 129.85, couponCode: null },
      { code: 'tax', amount: 22.54, couponCode: null },
    ]);
    expect(toTotalsRows(null)).toEqual([]);
  });
});
