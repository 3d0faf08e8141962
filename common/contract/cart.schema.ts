// The guest cart as the browser gets it (GET /api/magento/cart, the answers of adding and changing a line), built by
// server/magento/cart.mapper.ts from Magento's cart: only what the shop uses, no internal ids (contract B §9.10).
import { z } from '../zod-mini';

/** An address as Magento keeps it on the cart; fields Magento leaves empty are left out. */
export const addressSchema = z.object({
  firstname: z.optional(z.string()),
  lastname: z.optional(z.string()),
  middlename: z.optional(z.string()),
  prefix: z.optional(z.string()),
  suffix: z.optional(z.string()),
  company: z.optional(z.string()),
  street: z.optional(z.array(z.string())),
  city: z.optional(z.string()),
  postcode: z.optional(z.string()),
  country_id: z.optional(z.string()),
  region: z.optional(z.string()),
  region_code: z.optional(z.string()),
  region_id: z.optional(z.number()),
  telephone: z.optional(z.string()),
  email: z.optional(z.string()),
  vat_id: z.optional(z.string()),
  /** Sent by a customer's checkout: keep this address in the address book at the order (Magento's AddressInterface). */
  save_in_address_book: z.optional(z.number()),
});
export type Address = z.infer<typeof addressSchema>;

export const cartItemSchema = z.object({
  item_id: z.nullable(z.number()),
  sku: z.nullable(z.string()),
  qty: z.number(),
  name: z.nullable(z.string()),
  price: z.nullable(z.number()),
  product_type: z.nullable(z.string()),
  /** A configured bike's selections (Magento's product_option), what its "Change" link opens again. */
  product_option: z.optional(z.unknown()),
  /**
   * The line's stock when the cart was read (GET cart only; server/magento/stock-status.ts): OUT_OF_STOCK, or what is
   * left (only_x_left_in_stock, at or below Magento's threshold). Absent when Magento did not say.
   */
  stock: z.optional(z.object({ stock_status: z.enum(['IN_STOCK', 'OUT_OF_STOCK']), only_x_left_in_stock: z.nullable(z.number()) })),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartSchema = z.object({
  /** The masked id the browser asked with. */
  cartId: z.string(),
  /** False once the cart has been ordered (or Mollie has not re-opened it yet). */
  is_active: z.boolean(),
  items: z.array(cartItemSchema),
  items_count: z.number(),
  items_qty: z.number(),
  billing_address: z.nullable(addressSchema),
  currency: z.nullable(z.string()),
});
export type Cart = z.infer<typeof cartSchema>;

/** POST cart: the new cart's masked id. */
export const newCartIdSchema = z.string();
/** DELETE cart/item and PUT cart/coupon: whether Magento did it. */
export const doneSchema = z.boolean();
