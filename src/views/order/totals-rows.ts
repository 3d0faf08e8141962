// The totals rows the cart, the checkout summary and the confirmation show: Magento's total segments in display
// order.
import type { Totals } from '../../../common/contract/totals.schema';

export type TotalsRowCode = 'subtotal' | 'discount' | 'shipping' | 'tax' | 'grand_total';

export interface TotalsRow {
  code: TotalsRowCode;
  amount: number;
  /** The applied coupon, for the discount row. */
  couponCode: string | null;
}

function segmentValue(totals: Totals, code: string): number | null {
  const segment = totals.total_segments?.find((entry) => entry.code === code);
  return segment && typeof segment.value === 'number' && Number.isFinite(segment.value) ? segment.value : null;
}

/**
 * The totals rows in display order, from Magento's total segments (their values are what Magento shows, with
 * the store's tax display settings); the totals fields fill in when a segment is missing. Discount and shipping
 * appear only when they apply; tax, the VAT included in the grand total, comes after it.
 */
export function toTotalsRows(totals: Totals | null): TotalsRow[] {
  if (!totals) return [];
  const couponCode = totals.coupon_code || null;
  const rows: TotalsRow[] = [];
  const subtotal = segmentValue(totals, 'subtotal') ?? totals.subtotal_incl_tax ?? totals.subtotal ?? null;
  if (subtotal !== null) rows.push({ code: 'subtotal', amount: subtotal, couponCode: null });
  const discount = segmentValue(totals, 'discount') ?? totals.discount_amount ?? 0;
  if (discount !== 0) rows.push({ code: 'discount', amount: -Math.abs(discount), couponCode });
  const shipping = segmentValue(totals, 'shipping') ?? (totals.shipping_incl_tax || totals.shipping_amount || null);
  if (shipping !== null) rows.push({ code: 'shipping', amount: shipping, couponCode: null });
  rows.push({ code: 'grand_total', amount: segmentValue(totals, 'grand_total') ?? totals.grand_total, couponCode: null });
  const tax = segmentValue(totals, 'tax') ?? totals.tax_amount ?? null;
  if (tax !== null) rows.push({ code: 'tax', amount: tax, couponCode: null });
  return rows;
}
