// Coupon selectors and the discount display rule of spec §9.
import type { SnapshotFrom } from 'xstate';
import type { Discount } from '../shop.types.ts';
import { urlCouponFor, type couponMachine } from './coupon.machine.ts';

type CouponSnapshot = SnapshotFrom<typeof couponMachine>;

export const selectCouponCode = (snapshot: CouponSnapshot): string => snapshot.context.couponCode;
export const selectIsApplying = (snapshot: CouponSnapshot): boolean => snapshot.hasTag('busy');

/** The `coupon` URL parameter: the code when it differs from the default, otherwise none. */
export const selectUrlCoupon = (snapshot: CouponSnapshot): string | null => urlCouponFor(snapshot.context);

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

export const selectDiscountLabel = (snapshot: CouponSnapshot): string | null => formatDiscount(snapshot.context.discounts);
