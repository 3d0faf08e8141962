// The order as the confirmation page gets it (GET /api/magento/order with an order token) and its comments
// (GET /api/magento/order-comment), built by server/api/order.router.ts: amounts, status and lines with a bundle's
// parts nested as sub_items; no address, e-mail or entity id.
import { z } from '../zod-mini';

export interface OrderItem {
  item_id: number | null;
  parent_item_id: number | null;
  sku: string | null;
  name: string | null;
  product_type: string | null;
  qty_ordered: number;
  price_incl_tax: number;
  row_total_incl_tax: number;
  /** A bundle's parts (Magento's child items); empty for any other line. */
  sub_items: OrderItem[];
}

export const orderItemSchema: z.ZodMiniType<OrderItem> = z.object({
  item_id: z.nullable(z.number()),
  parent_item_id: z.nullable(z.number()),
  sku: z.nullable(z.string()),
  name: z.nullable(z.string()),
  product_type: z.nullable(z.string()),
  qty_ordered: z.number(),
  price_incl_tax: z.number(),
  row_total_incl_tax: z.number(),
  get sub_items() {
    return z.array(orderItemSchema);
  },
});

export const orderSchema = z.object({
  increment_id: z.nullable(z.string()),
  status: z.nullable(z.string()),
  state: z.nullable(z.string()),
  created_at: z.nullable(z.string()),
  order_currency_code: z.nullable(z.string()),
  grand_total: z.number(),
  subtotal: z.number(),
  subtotal_incl_tax: z.number(),
  /** Negative, as Magento signs it. */
  discount_amount: z.number(),
  shipping_amount: z.number(),
  shipping_incl_tax: z.number(),
  tax_amount: z.number(),
  coupon_code: z.nullable(z.string()),
  total_qty_ordered: z.number(),
  payment_method: z.nullable(z.string()),
  /**
   * A Mollie bank transfer's payment instructions (the account, the reference to quote and the due date), from the
   * module's payment details; null for any other method, or before Mollie has answered them.
   */
  bank_transfer: z.nullable(
    z.object({ bank_name: z.nullable(z.string()), iban: z.string(), bic: z.nullable(z.string()), reference: z.string(), due_at: z.nullable(z.string()) }),
  ),
  items: z.array(orderItemSchema),
});
export type Order = z.infer<typeof orderSchema>;
export type BankTransferInstructions = NonNullable<Order['bank_transfer']>;

/** A comment the shop may show the shopper (Magento's status history entries marked visible on the front end). */
export const orderCommentSchema = z.object({
  comment: z.string(),
  status: z.nullable(z.string()),
  created_at: z.nullable(z.string()),
});
export type OrderComment = z.infer<typeof orderCommentSchema>;

export const orderCommentsSchema = z.object({ items: z.array(orderCommentSchema), total_count: z.number() });
export type OrderComments = z.infer<typeof orderCommentsSchema>;

/**
 * An order found by number, e-mail address and postcode (POST /api/magento/order-lookup, server/api/order-lookup.router.ts):
 * the confirmation's order and its visible comments, no token (nothing else may be done with it).
 */
export const orderLookupResultSchema = z.object({ order: orderSchema, comments: z.array(orderCommentSchema) });
export type OrderLookupResult = z.infer<typeof orderLookupResultSchema>;
