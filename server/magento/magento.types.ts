// The slices of Magento's REST output that the server reads (magento-contract.md Part B); everything is optional
// because Magento leaves null fields out of its JSON.

export interface CustomAttribute {
  attribute_code: string;
  value: unknown;
}

export interface MagentoProductLink {
  sku?: string;
  link_type?: string;
  linked_product_sku?: string;
  linked_product_type?: string;
  position?: number;
}

export interface MagentoMediaEntry {
  id?: number;
  media_type?: string;
  label?: string | null;
  position?: number;
  disabled?: boolean;
  types?: string[];
  file?: string;
}

export interface MagentoProduct {
  id?: number;
  sku: string;
  name?: string;
  attribute_set_id?: number;
  price?: number;
  status?: number;
  visibility?: number;
  type_id?: string;
  weight?: number;
  created_at?: string;
  updated_at?: string;
  extension_attributes?: {
    website_ids?: number[];
    category_links?: { position?: number; category_id: string | number }[];
    bundle_product_options?: unknown[];
    [k: string]: unknown;
  };
  product_links?: MagentoProductLink[];
  options?: unknown[];
  media_gallery_entries?: MagentoMediaEntry[];
  tier_prices?: unknown[];
  custom_attributes?: CustomAttribute[];
}

export interface MagentoSearchResult<T> {
  items?: T[];
  total_count?: number;
  search_criteria?: unknown;
}

export interface MagentoAddress {
  email?: string;
  country_id?: string;
  region_id?: number;
  region_code?: string;
  region?: string;
  street?: string[];
  company?: string;
  telephone?: string;
  postcode?: string;
  city?: string;
  firstname?: string;
  lastname?: string;
  middlename?: string;
  prefix?: string;
  suffix?: string;
  vat_id?: string;
  [k: string]: unknown;
}

export interface MagentoCartItem {
  item_id?: number;
  sku?: string;
  qty?: number;
  name?: string;
  price?: number;
  product_type?: string;
  quote_id?: string;
  product_option?: unknown;
  extension_attributes?: unknown;
}

export interface MagentoCart {
  id?: number;
  is_active?: boolean;
  is_virtual?: boolean;
  items?: MagentoCartItem[];
  items_count?: number;
  items_qty?: number;
  billing_address?: MagentoAddress;
  currency?: Record<string, unknown>;
  [k: string]: unknown;
}

export interface MagentoTotalsItem {
  item_id?: number;
  price?: number;
  base_price?: number;
  qty?: number;
  row_total?: number;
  row_total_with_discount?: number;
  discount_amount?: number;
  discount_percent?: number;
  tax_amount?: number;
  tax_percent?: number;
  price_incl_tax?: number;
  row_total_incl_tax?: number;
  options?: string;
  name?: string;
}

export interface MagentoTotals {
  items?: MagentoTotalsItem[];
  total_segments?: { code?: string; title?: string; value?: number; area?: string }[];
  [k: string]: unknown;
}

export interface MagentoShippingMethod {
  carrier_code?: string;
  method_code?: string;
  carrier_title?: string;
  method_title?: string;
  amount?: number;
  available?: boolean;
  error_message?: string;
  price_incl_tax?: number;
}

export interface MagentoPaymentMethod {
  code?: string;
  title?: string;
}

export interface MagentoOrderItem {
  item_id?: number;
  parent_item_id?: number;
  product_type?: string;
  sku?: string;
  name?: string;
  qty_ordered?: number;
  price?: number;
  price_incl_tax?: number;
  row_total?: number;
  row_total_incl_tax?: number;
  discount_amount?: number;
  tax_amount?: number;
}

export interface MagentoStatusHistory {
  entity_id?: number;
  parent_id?: number;
  comment?: string | null;
  status?: string | null;
  is_customer_notified?: number | boolean | null;
  is_visible_on_front?: number | boolean;
  created_at?: string;
}

export interface MagentoOrder {
  entity_id?: number;
  increment_id?: string;
  state?: string;
  status?: string;
  created_at?: string;
  grand_total?: number;
  subtotal?: number;
  subtotal_incl_tax?: number;
  discount_amount?: number;
  shipping_amount?: number;
  shipping_incl_tax?: number;
  tax_amount?: number;
  order_currency_code?: string;
  coupon_code?: string;
  total_qty_ordered?: number;
  items?: MagentoOrderItem[];
  payment?: { method?: string };
  status_histories?: MagentoStatusHistory[];
  [k: string]: unknown;
}
