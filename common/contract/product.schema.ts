// The catalogue as the browser gets it (GET /api/magento/products, cached and server-rendered alike), built by
// server/magento/product.mapper.ts: Magento's fields the shop reads plus the derived ones of spec §3, so the browser
// never digs through custom_attributes; prices incl. VAT, image URLs absolute.
import { z } from '../zod-mini';

/** The fields GET products filters on, each as `{field}:in=a,b,c`; category_key is a category's url key. */
export type ProductFilterField = 'sku' | 'url_key' | 'category_id' | 'category_key' | 'type_id';
export type ProductFilters = Partial<Record<ProductFilterField, string[]>>;

/** A linked (related, cross-sell) product in short. */
export const productSummarySchema = z.object({
  sku: z.string(),
  name: z.nullable(z.string()),
  price: z.nullable(z.number()),
  type_id: z.nullable(z.string()),
  url_key: z.nullable(z.string()),
  image_src: z.nullable(z.string()),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

/**
 * Stock as Magento tells a storefront (GraphQL products' stock_status and only_x_left_in_stock, read by
 * server/magento/stock-status.ts): absent or null when Magento did not say (the cart stays the judge). A bike is
 * built to order: delivery_weeks is its folt_delivery_weeks attribute.
 */
export const productStockShape = {
  stock_status: z.optional(z.nullable(z.enum(['IN_STOCK', 'OUT_OF_STOCK']))),
  /** Set only at or below Magento's "Only X left Threshold". */
  only_x_left_in_stock: z.optional(z.nullable(z.number())),
  delivery_weeks: z.optional(z.nullable(z.number())),
};

export const customAttributeSchema = z.object({ attribute_code: z.string(), value: z.unknown() });

export const productSchema = z.object({
  sku: z.string(),
  name: z.nullable(z.string()),
  /** Incl. VAT; a dynamic-price bundle's "from" price made of its parts (null while a part's price is unknown). */
  price: z.nullable(z.number()),
  type_id: z.nullable(z.string()),
  status: z.nullable(z.number()),
  visibility: z.nullable(z.number()),
  weight: z.nullable(z.number()),
  custom_attributes: z.array(customAttributeSchema),
  extension_attributes: z.object({
    category_links: z.array(z.object({ position: z.optional(z.number()), category_id: z.string() })),
    /** A bundle's options and selections as Magento prints them (read by src/machines/configurator/configurator.catalog.ts). */
    bundle_product_options: z.optional(z.array(z.unknown())),
  }),
  product_links: z.array(
    z.object({ link_type: z.string(), linked_product_sku: z.string(), linked_product_type: z.optional(z.string()), position: z.optional(z.number()) }),
  ),
  media_gallery_entries: z.array(
    z.object({ media_type: z.string(), file: z.string(), label: z.nullable(z.string()), position: z.number(), types: z.array(z.string()) }),
  ),
  // Derived (spec §3).
  url_key: z.nullable(z.string()),
  sort_order: z.nullable(z.number()),
  one_liner: z.nullable(z.string()),
  short_description: z.nullable(z.string()),
  category_ids: z.array(z.string()),
  /** The url keys of the product's categories in this store view: the shop's stable names for them (never their ids). */
  category_keys: z.array(z.string()),
  related_product_skus: z.array(z.string()),
  crosssell_product_skus: z.array(z.string()),
  images: z.array(z.string()),
  image_src: z.nullable(z.string()),
  related_products: z.array(productSummarySchema),
  crosssell_products: z.array(productSummarySchema),
  ...productStockShape,
});
export type Product = z.infer<typeof productSchema>;

export const productListSchema = z.object({
  items: z.array(productSchema),
  total_count: z.number(),
  page_size: z.number(),
  current_page: z.number(),
});
export type ProductList = z.infer<typeof productListSchema>;
