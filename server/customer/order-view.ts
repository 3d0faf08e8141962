// An order as a person reads it, shared by the customer's order history and the back office: bike (bundle) lines once
// per ordered bike with their options by name, totals incl. VAT, addresses, the payment method and the status history.
// Magento's order items name the chosen parts but not the options they were chosen for; those titles come from the
// bundle products themselves, read in the page's store view.
import type { UserRest } from '../auth/session-guard';
import { mpath } from '../magento/magento.client';
import { partLine } from '../magento/option-text';
import type { MagentoAddress, MagentoOrder, MagentoOrderItem, MagentoProduct, MagentoSearchResult, MagentoStatusHistory } from '../magento/magento.types';

/** The order fields read here on top of magento.types.ts's MagentoOrder (contract B §7.1). */
export interface FullOrder extends MagentoOrder {
  customer_id?: number;
  customer_email?: string;
  customer_firstname?: string;
  customer_lastname?: string;
  customer_is_guest?: number | boolean;
  shipping_description?: string;
  billing_address?: MagentoAddress;
  payment?: { method?: string; additional_information?: unknown[] };
  extension_attributes?: {
    shipping_assignments?: Array<{ shipping?: { address?: MagentoAddress; method?: string } }>;
    payment_additional_info?: Array<{ key?: string; value?: unknown }>;
  };
  items?: Array<
    MagentoOrderItem & { product_option?: { extension_attributes?: { bundle_options?: Array<{ option_id?: number; option_selections?: number[] }> } } }
  >;
}

export interface OrderLineView {
  /** The (parent) order item id; the back office's print sheet is per bike line. Null in the customer's view. */
  itemId: number | null;
  sku: string;
  name: string;
  qty: number;
  /** Per unit, incl. VAT. */
  price: number;
  rowTotal: number;
  isBundle: boolean;
  options: Array<{ label: string; value: string; sku: string }>;
}

export interface AddressView {
  name: string;
  company?: string;
  street: string[];
  postcode: string;
  city: string;
  country: string;
  phone?: string;
  email?: string;
}

export interface HistoryView {
  comment: string;
  status: string | null;
  date: string | null;
  notified?: boolean;
  visibleOnFront?: boolean;
}

/** Option titles per bundle SKU: the option a selection SKU belongs to, in the option's order. */
export type BundleTitles = Map<string, Map<string, { title: string; position: number }>>;

const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : Number(value ?? 0) || 0);
const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const money = (value: number): number => Math.round(value * 100) / 100;

/** Magento prints UTC as "YYYY-MM-DD HH:mm:ss"; the browser gets ISO 8601 with the zone. */
export function isoDate(value: unknown): string | null {
  const raw = text(value);
  const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})/.exec(raw);
  return m ? `${m[1]}T${m[2]}Z` : null;
}

export function customerNameOf(order: FullOrder): string {
  const name = [text(order.customer_firstname), text(order.customer_lastname)].filter(Boolean).join(' ');
  if (name) return name;
  const billing = order.billing_address;
  return billing ? [text(billing.firstname), text(billing.lastname)].filter(Boolean).join(' ') : '';
}

/**
 * The bundle product's own SKU of an order line. A dynamic-SKU bundle's line SKU is its SKU and its selections' SKUs
 * joined with '-' (Bundle/Model/Product/Type::getSku, copied to the order item): the children of the line say which
 * suffix to take off. A fixed-SKU line is the bundle's SKU itself.
 */
export function bundleProductSku(item: MagentoOrderItem, order: FullOrder): string {
  const sku = text(item.sku);
  const children = (order.items ?? []).filter(
    (child) => child?.parent_item_id !== undefined && child.parent_item_id !== null && child.parent_item_id === item.item_id,
  );
  const suffix = children.map((child) => `-${text(child.sku)}`).join('');
  return suffix !== '' && sku.length > suffix.length && sku.endsWith(suffix) ? sku.slice(0, sku.length - suffix.length) : sku;
}

/** The bundle SKUs of an order (the products whose option titles the lines need). */
export function bundleSkusOf(order: FullOrder): string[] {
  return [
    ...new Set(
      (order.items ?? []).filter((item) => item.product_type === 'bundle' && !item.parent_item_id && item.sku).map((item) => bundleProductSku(item, order)),
    ),
  ];
}

/** Reads the bundle products of these SKUs in one search; a product that is gone only costs its option titles. */
export async function loadBundleTitles(rest: UserRest, store: string, skus: string[], deadlineAt?: number): Promise<BundleTitles> {
  const titles: BundleTitles = new Map();
  if (!skus.length) return titles;
  const query = new URLSearchParams({
    'searchCriteria[filter_groups][0][filters][0][field]': 'sku',
    'searchCriteria[filter_groups][0][filters][0][value]': skus.join(','),
    'searchCriteria[filter_groups][0][filters][0][condition_type]': 'in',
    'searchCriteria[pageSize]': String(skus.length),
    'searchCriteria[currentPage]': '1',
  });
  const result = await rest<MagentoSearchResult<MagentoProduct>>({
    method: 'GET',
    store,
    path: mpath`/V1/products`,
    query,
    ...(deadlineAt ? { deadlineAt } : {}),
  });
  for (const product of result?.items ?? []) {
    const bySelection = new Map<string, { title: string; position: number }>();
    const options = (product.extension_attributes?.bundle_product_options ?? []) as Array<{
      title?: string;
      position?: number;
      product_links?: Array<{ sku?: string }>;
    }>;
    options.forEach((option, index) => {
      for (const link of option.product_links ?? []) {
        if (link.sku) bySelection.set(link.sku.toLowerCase(), { title: text(option.title), position: num(option.position ?? index) });
      }
    });
    titles.set(product.sku.toLowerCase(), bySelection);
  }
  return titles;
}

/**
 * Top-level lines; a bundle's children become its options (by option title, in option order), and a bundle line of
 * N bikes becomes N lines of one bike each, because every bike is built, checked and printed on its own.
 */
/** A bike's internal part (spec §5: the 'Base BOM' is how the bike is built, never a choice the customer made). */
const INTERNAL_PART = 'base bom';
const isInternalPart = (sku: unknown) => text(sku).toLowerCase().includes(INTERNAL_PART);

/**
 * The order's lines, a bike once per bike with its parts by option. `withItemIds` is the back office's (print sheet
 * links); it also keeps the internal parts, which the workshop builds from and the customer never sees.
 */
export function orderLines(order: FullOrder, titles: BundleTitles, { withItemIds }: { withItemIds: boolean }): OrderLineView[] {
  const items = (order.items ?? []).filter((item) => item && typeof item === 'object');
  const children = new Map<number, typeof items>();
  for (const item of items) {
    if (item.parent_item_id) children.set(item.parent_item_id, [...(children.get(item.parent_item_id) ?? []), item]);
  }
  const lines: OrderLineView[] = [];
  for (const item of items) {
    if (item.parent_item_id) continue;
    const qty = num(item.qty_ordered);
    const price = money(num(item.price_incl_tax ?? item.price));
    const isBundle = item.product_type === 'bundle';
    const own = titles.get(bundleProductSku(item, order).toLowerCase());
    const options = (children.get(num(item.item_id)) ?? [])
      .filter((child) => withItemIds || !isInternalPart(child.sku))
      .map((child) => {
        const found = own?.get(text(child.sku).toLowerCase());
        const perBike = qty > 0 ? num(child.qty_ordered) / qty : 1;
        return {
          label: found?.title ?? '',
          value: partLine(found?.title ?? '', text(child.name), perBike > 1 ? perBike : 1),
          sku: text(child.sku),
          position: found?.position ?? Number.MAX_SAFE_INTEGER,
        };
      })
      .sort((a, b) => a.position - b.position)
      .map(({ label, value, sku }) => ({ label, value, sku }));
    const base = { itemId: withItemIds && item.item_id ? num(item.item_id) : null, sku: text(item.sku), name: text(item.name), price, isBundle, options };
    if (isBundle && Number.isInteger(qty) && qty > 1) {
      for (let unit = 0; unit < qty; unit += 1) lines.push({ ...base, qty: 1, rowTotal: price });
    } else {
      lines.push({ ...base, qty, rowTotal: money(num(item.row_total_incl_tax ?? item.row_total)) });
    }
  }
  return lines;
}

export function orderTotals(order: FullOrder) {
  return {
    subtotal: money(num(order.subtotal_incl_tax ?? order.subtotal)),
    shipping: money(num(order.shipping_incl_tax ?? order.shipping_amount)),
    discount: money(num(order.discount_amount)),
    tax: money(num(order.tax_amount)),
    grandTotal: money(num(order.grand_total)),
    currency: text(order.order_currency_code) || 'EUR',
  };
}

export function addressView(address: MagentoAddress | undefined, { withEmail }: { withEmail: boolean }): AddressView | null {
  if (!address || typeof address !== 'object') return null;
  const view: AddressView = {
    name: [text(address.firstname), text(address.lastname)].filter(Boolean).join(' '),
    street: Array.isArray(address.street) ? address.street.map(text).filter(Boolean) : [],
    postcode: text(address.postcode),
    city: text(address.city),
    country: text(address.country_id),
  };
  if (text(address.company)) view.company = text(address.company);
  if (text(address.telephone)) view.phone = text(address.telephone);
  if (withEmail && text(address.email)) view.email = text(address.email);
  return view;
}

export function shippingAddressOf(order: FullOrder): MagentoAddress | undefined {
  return order.extension_attributes?.shipping_assignments?.[0]?.shipping?.address;
}

/** The method code and the title Magento stored with the payment (Mollie's "iDEAL", "Cash On Delivery", …). */
export function paymentView(order: FullOrder): { code: string; title: string | null } | null {
  const code = text(order.payment?.method);
  if (!code) return null;
  const fromInfo = order.extension_attributes?.payment_additional_info?.find((entry) => entry.key === 'method_title')?.value;
  const fromPayment = order.payment?.additional_information?.[0];
  return { code, title: text(fromInfo) || text(fromPayment) || null };
}

const flag = (value: unknown): boolean => value === true || value === 1 || value === '1';

/** Newest first (Magento's order); the customer's view keeps only what is marked visible on the front end. */
export function historyView(histories: MagentoStatusHistory[] | undefined, { customerView }: { customerView: boolean }): HistoryView[] {
  const list = (histories ?? []).filter((entry) => entry && typeof entry === 'object');
  const sorted = [...list].sort((a, b) => text(b.created_at).localeCompare(text(a.created_at)) || num(b.entity_id) - num(a.entity_id));
  return sorted
    .filter((entry) => !customerView || flag(entry.is_visible_on_front))
    .map((entry) => {
      const view: HistoryView = { comment: text(entry.comment), status: text(entry.status) || null, date: isoDate(entry.created_at) };
      if (!customerView) {
        view.notified = flag(entry.is_customer_notified);
        view.visibleOnFront = flag(entry.is_visible_on_front);
      }
      return view;
    });
}
