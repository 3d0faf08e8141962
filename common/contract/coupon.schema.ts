// What a coupon gives (GET /api/magento/coupon-discounts), for the spec's display rule (§9: a percentage shows "N%",
// a fixed amount "€N"), built by server/api/coupon-discounts.router.ts from the sales rule behind the coupon.
import { z } from '../zod-mini';

export const discountSchema = z.object({ discount_type: z.enum(['percent', 'number']), discount_amount: z.number() });
export type Discount = z.infer<typeof discountSchema>;

export const couponDiscountsSchema = z.object({
  /** The code as Magento spells it. */
  code: z.string(),
  discounts: z.array(discountSchema),
});
export type CouponDiscounts = z.infer<typeof couponDiscountsSchema>;
