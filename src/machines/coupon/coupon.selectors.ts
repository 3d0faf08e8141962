// Coupon selectors and the discount display rule of spec §9. Only types come from the machine module, so views
// can read a running coupon actor without bundling xstate into their first render.
import type { SnapshotFrom } from 'xstate';
import type { Discount } from '../../../common/contract/coupon.schema';
import type { couponMachine } from './coupon.machine';
import { formatDiscount } from './coupon.rules';

export { formatDiscount } from './coupon.rules';

type CouponSnapshot = SnapshotFrom<typeof couponMachine>;
const NO_DISCOUNTS: Discount[] = [];

export const selectCouponCode = (snapshot: CouponSnapshot): string => snapshot.context.couponCode;
export const selectIsApplying = (snapshot: CouponSnapshot): boolean => snapshot.hasTag('busy');
/** What the cart page's code field holds. */
export const selectDraft = (snapshot: CouponSnapshot): string => snapshot.context.draft;
/** The shopper's code the back end refused (shown as "cannot be used for this cart"), or null. */
export const selectRejectedCode = (snapshot: CouponSnapshot): string | null => snapshot.context.rejectedCode;

/** The `coupon` URL parameter: the code when it differs from the default, otherwise none. */

/** The current code's discounts; empty while they load, after a failed load and without a code. */
export const selectDiscounts = (snapshot: CouponSnapshot): Discount[] =>
  snapshot.context.discountsCode === snapshot.context.couponCode ? snapshot.context.discounts : NO_DISCOUNTS;

/** The badge text ('15%', '€10'), or null when the current code gives no discount (yet). */
export const selectDiscountLabel = (snapshot: CouponSnapshot): string | null => formatDiscount(selectDiscounts(snapshot));
