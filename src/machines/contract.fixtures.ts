// Test fixtures (unit and model tests): the contract's shapes (common/contract) whole, as the server sends them, from
// the few fields a test cares about; every other field has the value the server gives when Magento left it out.
import type { CartItem as CartItemAnswer } from '../../common/contract/cart.schema';
import type { PaymentProcessResult } from '../../common/contract/checkout.schema';
import type { Envelope } from '../../common/contract/envelope.schema';
import type { OrderComment } from '../../common/contract/order.schema';
import type { Product, ProductList } from '../../common/contract/product.schema';
import type { Totals, TotalsItem } from '../../common/contract/totals.schema';
import type { Cart, CartItem } from './cart/cart.types';

export function cartItem(fields: Partial<CartItem> = {}): CartItem {
  const line: CartItemAnswer = { item_id: null, sku: null, qty: 1, name: null, price: null, product_type: null };
  return { ...line, ...fields };
}

export function cart(fields: Partial<Cart> = {}): Cart {
  return { cartId: 'cart-1', is_active: true, items: [], items_count: 0, items_qty: 0, billing_address: null, currency: null, ...fields };
}

export function totalsItem(fields: Partial<TotalsItem> = {}): TotalsItem {
  return {
    item_id: null,
    name: null,
    qty: 0,
    price: 0,
    price_incl_tax: 0,
    row_total: 0,
    row_total_incl_tax: 0,
    discount_amount: 0,
    tax_amount: 0,
    tax_percent: 0,
    options: [],
    ...fields,
  };
}

export function totals(fields: Partial<Totals> = {}): Totals {
  return {
    grand_total: 0,
    subtotal: 0,
    subtotal_incl_tax: 0,
    subtotal_with_discount: 0,
    discount_amount: 0,
    shipping_amount: 0,
    shipping_incl_tax: 0,
    shipping_discount_amount: 0,
    tax_amount: 0,
    shipping_tax_amount: 0,
    items_qty: 0,
    coupon_code: null,
    base_currency_code: null,
    quote_currency_code: null,
    items: [],
    total_segments: [],
    ...fields,
  };
}

export function product(fields: Partial<Product> & Pick<Product, 'sku'>): Product {
  return {
    name: null,
    price: null,
    type_id: null,
    status: null,
    visibility: null,
    weight: null,
    custom_attributes: [],
    extension_attributes: { category_links: [] },
    product_links: [],
    media_gallery_entries: [],
    url_key: null,
    sort_order: null,
    one_liner: null,
    short_description: null,
    category_ids: [],
    category_keys: [],
    related_product_skus: [],
    crosssell_product_skus: [],
    images: [],
    image_src: null,
    related_products: [],
    crosssell_products: [],
    ...fields,
  };
}

/** GET products' successful envelope with these products. */
export function productsAnswer(items: Product[]): Envelope<ProductList> {
  return { success: true, data: { items, total_count: items.length, page_size: 24, current_page: 1 }, error: null };
}

export function orderComment(fields: Partial<OrderComment> = {}): OrderComment {
  return { comment: '', status: null, created_at: null, ...fields };
}

export function paymentResult(fields: Partial<PaymentProcessResult> = {}): PaymentProcessResult {
  return { paymentStatus: null, redirect_to_success_page: false, redirect_to_cart: false, ...fields };
}
