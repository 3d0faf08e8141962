// The coupon's pure rules (spec §4, §9): when the URL shows the code, how a discount is displayed, and what a
// coupon-discounts answer holds. No xstate here, so a view's first render can use them without the machine.
import type { Discount } from '../../../common/contract/coupon.schema';

/** The `coupon` URL parameter: the code when it differs from the default, otherwise none. */
export function urlCouponFor(context: { couponCode: string; defaultCoupon: string }): string | null {
  return context.couponCode !== '' && context.couponCode !== context.defaultCoupon ? context.couponCode : null;
}

function formatAmount(amount: number): string {
  return String(Math.round(amount * 100) / 100);
}

/**
 * The discount badge: percent as 'N%', fixed as '€N'. The largest discount is shown, fixed amounts
 * preferred: any fixed discount wins over percentages. Null when there is no positive discount.
 */
export function formatDiscount(discounts: readonly Discount[]): string | null {
  const positive = discounts.filter((discount) => Number.isFinite(discount.discount_amount) && discount.discount_amount > 0);
  const largest = (type: Discount['discount_type']) =>
    positive
      .filter((discount) => discount.discount_type === type)
      .reduce<number | null>((max, discount) => (max === null || discount.discount_amount > max ? discount.discount_amount : max), null);
  const fixed = largest('number');
  if (fixed !== null) return `€${formatAmount(fixed)}`;
  const percent = largest('percent');
  return percent !== null ? `${formatAmount(percent)}%` : null;
}

function isDiscount(value: unknown): value is Discount {
  if (typeof value !== 'object' || value === null) return false;
  const { discount_type: type, discount_amount: amount } = value as Record<string, unknown>;
  return (type === 'percent' || type === 'number') && typeof amount === 'number' && Number.isFinite(amount);
}

/**
 * The discounts of a GET /api/magento/coupon-discounts answer's data. The server answers `{ code, discounts }`;
 * a bare list is accepted too. Anything that is not a well-formed discount is left out: a badge must never
 * show a made-up number.
 */
export function discountsOf(data: unknown): Discount[] {
  const list = Array.isArray(data) ? data : (data as { discounts?: unknown } | null | undefined)?.discounts;
  return Array.isArray(list) ? list.filter(isDiscount).map(({ discount_type, discount_amount }) => ({ discount_type, discount_amount })) : [];
}
