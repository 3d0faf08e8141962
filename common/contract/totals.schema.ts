// The cart's totals (GET /api/magento/cart/totals, and in the answer of saving the shipping address), built by
// server/magento/cart.mapper.ts: amounts as Magento computed them, zero where Magento leaves one out.
import { z } from '../zod-mini';

/**
 * One chosen option of a configured line in text (server/magento/option-text.ts): `label` is the option's title
 * ('Accu'), `value` the chosen parts, one per line ('Accu 504 Wh', or '2 × Bidon' when a part comes more than once).
 */
export const lineOptionSchema = z.object({ label: z.string(), value: z.string() });
export type LineOption = z.infer<typeof lineOptionSchema>;

export const totalsItemSchema = z.object({
  item_id: z.nullable(z.number()),
  name: z.nullable(z.string()),
  qty: z.number(),
  price: z.number(),
  price_incl_tax: z.number(),
  row_total: z.number(),
  row_total_incl_tax: z.number(),
  discount_amount: z.number(),
  tax_amount: z.number(),
  tax_percent: z.number(),
  options: z.array(lineOptionSchema),
});
export type TotalsItem = z.infer<typeof totalsItemSchema>;

export const totalSegmentSchema = z.object({
  code: z.string(),
  title: z.string(),
  value: z.number(),
  area: z.optional(z.string()),
});

export const totalsSchema = z.object({
  grand_total: z.number(),
  subtotal: z.number(),
  subtotal_incl_tax: z.number(),
  subtotal_with_discount: z.number(),
  /** Negative, as Magento signs it. */
  discount_amount: z.number(),
  shipping_amount: z.number(),
  shipping_incl_tax: z.number(),
  shipping_discount_amount: z.number(),
  tax_amount: z.number(),
  shipping_tax_amount: z.number(),
  items_qty: z.number(),
  coupon_code: z.nullable(z.string()),
  base_currency_code: z.nullable(z.string()),
  quote_currency_code: z.nullable(z.string()),
  items: z.array(totalsItemSchema),
  total_segments: z.array(totalSegmentSchema),
});
export type Totals = z.infer<typeof totalsSchema>;
