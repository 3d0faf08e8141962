// Magento's carts, totals, addresses and payment methods as the browser gets them (common/contract: cart, totals and
// checkout schemas): only the fields the browser uses, and no internal ids (the numeric quote id in `id` and items'
// `quote_id` stay on the server, contract B §9.10).
import type { Address, Cart, CartItem } from '../../common/contract/cart.schema';
import type { PaymentMethod } from '../../common/contract/checkout.schema';
import type { Totals, TotalsItem } from '../../common/contract/totals.schema';
import type { MagentoAddress, MagentoCart, MagentoCartItem, MagentoPaymentMethod, MagentoTotals, MagentoTotalsItem } from './magento.types';
import { totalsItemOptions } from './option-text';

const TEXT_FIELDS = [
  'firstname',
  'lastname',
  'middlename',
  'prefix',
  'suffix',
  'company',
  'city',
  'postcode',
  'country_id',
  'region',
  'region_code',
  'telephone',
  'email',
  'vat_id',
] as const;

/** Magento's address without its empty fields; a field of another type than AddressInterface's is left out too. */
export function mapAddress(a: MagentoAddress | undefined | null): Address | null {
  if (!a || typeof a !== 'object' || !(a.country_id || a.firstname || a.street)) return null;
  const out: Address = {};
  for (const f of TEXT_FIELDS) if (typeof a[f] === 'string') out[f] = a[f];
  if (Array.isArray(a.street) && a.street.every((line) => typeof line === 'string')) out.street = a.street;
  if (typeof a.region_id === 'number') out.region_id = a.region_id;
  return out;
}

export function mapCartItem(i: MagentoCartItem): CartItem {
  return {
    item_id: typeof i.item_id === 'number' ? i.item_id : i.item_id != null ? Number(i.item_id) : null,
    sku: i.sku ?? null,
    qty: Number(i.qty ?? 0),
    name: i.name ?? null,
    price: typeof i.price === 'number' ? i.price : null,
    product_type: i.product_type ?? null,
    ...(i.product_option !== undefined ? { product_option: i.product_option } : {}),
  };
}

/**
 * The cart for the browser. Magento's cart prints its items without `product_option` (Quote/Model/QuoteRepository/
 * LoadHandler); only GET …/items has it (Quote/Model/Quote/Item/Repository::getList). `listed` is that list when the
 * caller fetched it: each item takes its product_option from there (what a configured bike's "Change" link reopens).
 */
export function mapCart(c: MagentoCart, cartId: string, listed: readonly MagentoCartItem[] = []): Cart {
  const optionsById = new Map(listed.filter((i) => i.product_option !== undefined).map((i) => [Number(i.item_id), i.product_option]));
  const withOptions = (i: MagentoCartItem): MagentoCartItem => {
    const option = i.product_option ?? optionsById.get(Number(i.item_id));
    return option === undefined ? i : { ...i, product_option: option };
  };
  return {
    cartId,
    is_active: c.is_active === true,
    items: (c.items ?? []).map(withOptions).map(mapCartItem),
    items_count: c.items_count ?? 0,
    items_qty: c.items_qty ?? 0,
    billing_address: mapAddress(c.billing_address),
    currency: typeof c.currency?.quote_currency_code === 'string' ? c.currency.quote_currency_code : null,
  };
}

function mapTotalsItem(i: MagentoTotalsItem): TotalsItem {
  return {
    item_id: i.item_id ?? null,
    name: i.name ?? null,
    qty: i.qty ?? 0,
    price: i.price ?? 0,
    price_incl_tax: i.price_incl_tax ?? i.price ?? 0,
    row_total: i.row_total ?? 0,
    row_total_incl_tax: i.row_total_incl_tax ?? i.row_total ?? 0,
    discount_amount: i.discount_amount ?? 0,
    tax_amount: i.tax_amount ?? 0,
    tax_percent: i.tax_percent ?? 0,
    options: totalsItemOptions(i.options),
  };
}

/** An amount of Magento's totals: a number, a numeric string, or 0 when it is missing or not a number. */
const amount = (v: unknown): number => (typeof v === 'number' ? v : Number(v ?? 0) || 0);

export function mapTotals(t: MagentoTotals): Totals {
  return {
    grand_total: amount(t.grand_total),
    subtotal: amount(t.subtotal),
    subtotal_incl_tax: amount(t.subtotal_incl_tax),
    subtotal_with_discount: amount(t.subtotal_with_discount),
    discount_amount: amount(t.discount_amount),
    shipping_amount: amount(t.shipping_amount),
    shipping_incl_tax: amount(t.shipping_incl_tax),
    shipping_discount_amount: amount(t.shipping_discount_amount),
    tax_amount: amount(t.tax_amount),
    shipping_tax_amount: amount(t.shipping_tax_amount),
    items_qty: amount(t.items_qty),
    coupon_code: typeof t.coupon_code === 'string' ? t.coupon_code : null,
    base_currency_code: typeof t.base_currency_code === 'string' ? t.base_currency_code : null,
    quote_currency_code: typeof t.quote_currency_code === 'string' ? t.quote_currency_code : null,
    items: (t.items ?? []).map(mapTotalsItem),
    total_segments: (t.total_segments ?? []).map((s) => ({
      code: s.code ?? '',
      title: s.title ?? '',
      value: s.value ?? 0,
      ...(s.area ? { area: s.area } : {}),
    })),
  };
}

export function mapPaymentMethods(list: unknown): PaymentMethod[] {
  if (!Array.isArray(list)) return [];
  return (list as MagentoPaymentMethod[])
    .filter((m) => m && typeof m.code === 'string')
    .map((m) => ({ code: m.code as string, title: m.title ?? (m.code as string) }));
}
