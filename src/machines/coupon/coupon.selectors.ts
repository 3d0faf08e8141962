// Coupon selectors and the discount display rule of spec §9. Only types come from the machine module, so views
// can read a running coupon actor without bundling xstate into their first render.
import type { SnapshotFrom } from 'xstate';
import type { Discount } from '../../../common/contract/coupon.schema';
import type { couponMachine } from './coupon.machine';
import { discountAppliesTo, type ScopedProduct } from '../../../common/coupon-scope';
import { chooseDiscount, formatDiscount, type Refusal } from './coupon.rules';

export { formatDiscount } from './coupon.rules';
export type { Refusal } from './coupon.rules';

type CouponSnapshot = SnapshotFrom<typeof couponMachine>;
const NO_DISCOUNTS: Discount[] = [];

export const selectCouponCode = (snapshot: CouponSnapshot): string => snapshot.context.couponCode;
export const selectIsApplying = (snapshot: CouponSnapshot): boolean => snapshot.hasTag('busy');
/** What the cart page's code field holds. */
export const selectDraft = (snapshot: CouponSnapshot): string => snapshot.context.draft;
/** The refusal of a code the shopper typed (said on the cart page, with its reason), or null. */
export const selectFieldRefusal = (snapshot: CouponSnapshot): Refusal | null => (snapshot.context.refusal?.typed ? snapshot.context.refusal : null);
/** The shopper's code the back end refused, or null. */
export const selectRejectedCode = (snapshot: CouponSnapshot): string | null => selectFieldRefusal(snapshot)?.code ?? null;
/** A refused code the shopper did not type (a link, an earlier visit) that has not been told yet, once the earlier code is back. */
export const selectUntoldRefusal = (snapshot: CouponSnapshot): Refusal | null => {
  const { refusal } = snapshot.context;
  return refusal && !refusal.typed && !refusal.told && !snapshot.hasTag('busy') ? refusal : null;
};
/** The current code's discounts; empty while they load, after a failed load and without a code. */
export const selectDiscounts = (snapshot: CouponSnapshot): Discount[] =>
  snapshot.context.discountsCode === snapshot.context.couponCode ? snapshot.context.discounts : NO_DISCOUNTS;

/** The badge text ('15%', '€10'), or null when the current code gives no discount (yet). */
export const selectDiscountLabel = (snapshot: CouponSnapshot): string | null => formatDiscount(selectDiscounts(snapshot));

/** The current code's discount shown on this product: the largest of those that apply to it as it stands, or null. */
export const selectProductDiscount =
  (product: ScopedProduct) =>
  (snapshot: CouponSnapshot): Discount | null =>
    chooseDiscount(selectDiscounts(snapshot).filter((discount) => discountAppliesTo(discount, product)));
