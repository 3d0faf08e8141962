// Shop domain types shared by the machines, their selectors and the views. Field names follow Magento's
// JSON (snake_case, magento-contract.md §5–§7) because the server passes Magento's shapes through in
// `{ success, data, error }`; fields marked "client-added" are computed in the browser.

/** The envelope of every /api/magento/* answer (spec §7). */
export interface ApiEnvelope<T> {
  success: boolean;
  data?: T;
  error?: string;
}

/**
 * What an injected request actor rejects with. `status` is set when the server answered with an
 * error status ('API error: …'); without it the request itself failed ('Request failed: …').
 */
export interface RequestFailure {
  message: string;
  status?: number;
}

export interface CustomAttribute {
  attribute_code: string;
  value: unknown;
}

export interface CategoryLink {
  category_id: string;
  position?: number;
}

export interface ProductLink {
  sku: string;
  link_type: 'related' | 'crosssell' | 'upsell' | 'associated' | string;
  linked_product_sku: string;
  linked_product_type?: string;
  position?: number;
}

export interface MediaGalleryEntry {
  id?: number;
  media_type: 'image' | 'external-video' | string;
  label?: string | null;
  position?: number;
  disabled?: boolean;
  types?: string[];
  file: string;
}

export interface Product {
  id?: number;
  sku: string;
  name?: string;
  price?: number;
  type_id?: string;
  status?: number;
  custom_attributes?: CustomAttribute[];
  extension_attributes?: { category_links?: CategoryLink[]; website_ids?: number[] };
  product_links?: ProductLink[];
  media_gallery_entries?: MediaGalleryEntry[];
  // Derived in the browser (spec §3).
  url_key?: string;
  sort_order?: number;
  category_ids?: string[];
  /** The url keys of its categories in the store view (derived on the server). */
  category_keys?: string[];
  related_product_skus?: string[];
  crosssell_product_skus?: string[];
  images?: string[];
  image_src?: string;
  related_products?: Product[];
  crosssell_products?: Product[];
}

/** Filters of GET /api/magento/products: each becomes `{field}:in=a,b,c`. */
export type ProductFilters = Partial<Record<'sku' | 'url_key' | 'category_id' | string, string[]>>;

export interface ProductList {
  items: Product[];
  total_count?: number;
}

export interface CartItem {
  item_id: number;
  sku: string;
  qty: number;
  name?: string;
  price?: number;
  price_incl_tax?: number;
  product_type?: 'bundle' | string;
  quote_id?: string;
  // Client-added (spec §3).
  full_sku?: string;
  image_src?: string;
  url_key?: string;
  bundle_skus?: string[];
}

export interface Address {
  firstname?: string;
  lastname?: string;
  street?: string[];
  postcode?: string;
  city?: string;
  country_id?: string;
  email?: string;
  telephone?: string;
  region?: string;
  region_id?: number;
  region_code?: string;
  company?: string;
}

export interface Cart {
  id?: number;
  is_active: boolean;
  items?: CartItem[];
  items_count?: number;
  items_qty?: number;
  billing_address?: Address | null;
}

export interface TotalsItem {
  item_id: number;
  price: number;
  price_incl_tax?: number;
  qty?: number;
  row_total?: number;
  row_total_incl_tax?: number;
  discount_amount?: number;
  options?: string;
  name?: string;
}

export interface TotalSegment {
  code: string;
  title?: string;
  value: number | null;
  area?: string;
}

export interface Totals {
  grand_total: number;
  subtotal?: number;
  discount_amount?: number;
  shipping_amount?: number;
  shipping_incl_tax?: number;
  tax_amount?: number;
  subtotal_incl_tax?: number;
  coupon_code?: string;
  items_qty?: number;
  quote_currency_code?: string;
  items?: TotalsItem[];
  total_segments?: TotalSegment[];
}

/** Cart and totals together: the answer of a full refresh. */
export interface CartSnapshot {
  cart: Cart;
  totals: Totals | null;
}

export interface PaymentMethod {
  code: string;
  title: string;
}

export interface Discount {
  discount_type: 'number' | 'percent';
  discount_amount: number;
}

export interface Region {
  id: string | number;
  code: string;
  name: string;
}

/** POST /api/magento/cart/shipping answer (Magento PaymentDetailsInterface). */
export interface PaymentDetails {
  payment_methods: PaymentMethod[];
  totals?: Totals;
}

export interface AddressInformation {
  shipping_address: Address;
  billing_address: Address;
  /** Left out: the server picks the first method Magento offers for the address. */
  shipping_carrier_code?: string;
  shipping_method_code?: string;
}

/**
 * data.mollieProcessTransaction of POST /api/magento/cart/process-payment (contract §8.4). A payment still open at
 * Mollie also carries reset-cart's open outcome (issue 16): the order that waits for it, not a payable cart.
 */
export interface PaymentProcessResult extends Partial<Extract<CartPaymentOutcome, { outcome: 'open' }>> {
  paymentStatus?: string;
  redirect_to_success_page: boolean;
  redirect_to_cart: boolean;
}

/**
 * What the server found behind the cart when the cart page opens without a payment return (reset-cart) or when the
 * shopper gives a waiting payment up (abandon-payment): the cart is open again, its order is paid (show the
 * confirmation), or its order still waits for the Mollie payment.
 */
export type CartPaymentOutcome =
  | { outcome: 'restored' }
  | { outcome: 'paid'; orderToken: string; orderNumber: string }
  | { outcome: 'open'; orderToken: string; orderNumber: string };

export interface OrderItem {
  item_id: number;
  parent_item_id?: number | null;
  name: string;
  sku?: string;
  product_type?: string;
  qty_ordered: number;
  price_incl_tax?: number;
  sub_items?: OrderItem[];
}

export interface OrderComment {
  comment: string | null;
  status: string | null;
  created_at?: string;
}

export interface Order {
  increment_id?: string;
  status?: string;
  grand_total?: number;
  items: OrderItem[];
  comments?: OrderComment[];
}

/** The three session cookies the cart reads (spec §3). orderId holds the server's encrypted order token. */
export interface CartSession {
  cartId: string | null;
  paymentToken: string | null;
  orderId: string | null;
}

export type ToastType = 'info' | 'success' | 'error';

export interface ToastMessage {
  message: string;
  type: ToastType;
  description?: string;
}
