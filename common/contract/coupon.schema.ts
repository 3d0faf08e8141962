// What a coupon gives (GET /api/magento/coupon-discounts), for the spec's display rule (§9: a percentage shows "N%",
// a fixed amount "€N"), built by server/api/coupon-discounts.router.ts from the sales rule behind the coupon; and why
// a cart refused a code (PUT /api/magento/cart/coupon's error answer). Only what a shop would tell a shopper: the
// products a discount is for, its minimum order amount; never the rule itself (ids, usage, names).
import { z } from '../zod-mini';

/**
 * One of the rule's product conditions in a form the browser can check against a catalogue product: Magento's
 * attribute (`sku`, or `category_ids` with category ids), its operator ('==' is, '!=' is not, '()' is one of, '!()' is
 * not one of, '{}' contains, '!{}' does not contain) and the condition's values.
 */
export const productConditionSchema = z.object({
  attribute: z.enum(['sku', 'category_ids']),
  operator: z.enum(['==', '!=', '()', '!()', '{}', '!{}']),
  values: z.array(z.string()),
});
export type ProductCondition = z.infer<typeof productConditionSchema>;

export const discountSchema = z.object({
  discount_type: z.enum(['percent', 'number']),
  discount_amount: z.number(),
  /** The order amount (incl. VAT) the discount starts from ("vanaf € 250"); absent when it has none. */
  min_subtotal: z.optional(z.number()),
  /**
   * The products the discount is for: `all` (or `any`) of the conditions must hold; no conditions means every product.
   * Absent in an older answer: then no product is known to qualify, so no badge shows.
   */
  products: z.optional(z.object({ match: z.enum(['all', 'any']), conditions: z.array(productConditionSchema) })),
});
export type Discount = z.infer<typeof discountSchema>;

export const couponDiscountsSchema = z.object({
  /** The code as Magento spells it. */
  code: z.string(),
  discounts: z.array(discountSchema),
});
export type CouponDiscounts = z.infer<typeof couponDiscountsSchema>;

/** Why a cart refused a code, worded by the browser: the code does not exist, has expired, was used up, the cart is below
 * its minimum (min_subtotal, incl. VAT), holds none of its products, or anything else ('not-valid'). */
export const COUPON_REFUSALS = ['unknown', 'expired', 'used-up', 'min-subtotal', 'not-for-products', 'not-valid'] as const;
export const couponRefusalSchema = z.object({ reason: z.enum(COUPON_REFUSALS), min_subtotal: z.optional(z.number()) });
export type CouponRefusal = z.infer<typeof couponRefusalSchema>;
