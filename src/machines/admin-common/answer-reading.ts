// Reads the server's account and back-office answers into the pages' shapes (admin.types.ts), tolerantly: a field
// that is missing or of the wrong type becomes an empty value instead of a crash, camelCase and Magento's
// snake_case are both understood, and a bundle (bike) line becomes one entry per ordered bike (spec §9).
import { CARRIERS, type Carrier } from '../../../common/contract/track-and-trace';
import type { OrderAddress, OrderComment, OrderEvent, OrderLine, OrderTotals, Page, TrackView } from './admin.types';

type Json = Record<string, unknown>;

export function obj(value: unknown): Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};
}

export function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

export function str(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** A number from a number or a numeric string; null otherwise. */
export function num(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return null;
}

export function bool(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

/** `{ items, total_count | total }` (or a bare array) as a Page. */
export function readPage<T>(value: unknown, readItem: (item: unknown) => T, page: number, pageSize: number): Page<T> {
  const data = obj(value);
  const items = (Array.isArray(value) ? value : list(data.items)).map(readItem);
  const total = num(data.total_count ?? data.totalCount ?? data.total) ?? items.length;
  return { items, total, page: num(data.page) ?? page, pageSize: num(data.pageSize ?? data.page_size) ?? pageSize };
}

function readOptions(value: unknown): Array<{ label: string; value: string }> {
  if (Array.isArray(value)) {
    return value
      .map((entry) => {
        if (typeof entry === 'string') return { label: '', value: entry };
        const option = obj(entry);
        return { label: str(option.label ?? option.title ?? option.option ?? option.name), value: str(option.value ?? option.selection ?? option.name) };
      })
      .map((option) => (option.label === option.value ? { label: '', value: option.value } : option))
      .filter((option) => option.value !== '');
  }
  return Object.entries(obj(value))
    .map(([label, entry]) => ({ label, value: Array.isArray(entry) ? entry.map(str).join(', ') : str(entry) }))
    .filter((option) => option.value !== '');
}

function readLine(item: Json, children: Json[]): OrderLine {
  const type = str(item.product_type ?? item.productType ?? item.type);
  const options = readOptions(item.options ?? item.bundleOptions ?? item.bundle_options);
  const childOptions = children.map((child) => ({ label: '', value: str(child.name) })).filter((option) => option.value !== '');
  return {
    itemId: num(item.itemId ?? item.item_id ?? item.id),
    sku: str(item.sku),
    name: str(item.name),
    qty: num(item.qty ?? item.qty_ordered ?? item.qtyOrdered ?? item.quantity) ?? 1,
    price: num(item.price_incl_tax ?? item.priceInclTax ?? item.price),
    rowTotal: num(item.row_total_incl_tax ?? item.rowTotal ?? item.row_total),
    isBundle: type === 'bundle' || bool(item.isBundle) || options.length > 0 || childOptions.length > 0,
    options: options.length > 0 ? options : childOptions,
  };
}

/**
 * Order items as lines a person reads. Magento's raw items (children with parent_item_id) are folded into their
 * bundle; every bundle line with a quantity above one becomes that many entries of one bike each.
 */
export function readLines(value: unknown): OrderLine[] {
  const items = list(value).map(obj);
  const children = new Map<number, Json[]>();
  for (const item of items) {
    const parent = num(item.parent_item_id ?? item.parentItemId);
    if (parent !== null) children.set(parent, [...(children.get(parent) ?? []), item]);
  }
  const lines: OrderLine[] = [];
  for (const item of items) {
    if (num(item.parent_item_id ?? item.parentItemId) !== null) continue;
    const line = readLine(item, children.get(num(item.item_id ?? item.itemId ?? item.id) ?? -1) ?? []);
    if (line.isBundle && line.qty > 1 && Number.isInteger(line.qty)) {
      const each = line.price;
      for (let index = 0; index < line.qty; index += 1) lines.push({ ...line, qty: 1, rowTotal: each });
    } else {
      lines.push(line);
    }
  }
  return lines;
}

export function readTotals(value: unknown): OrderTotals {
  const totals = obj(value);
  return {
    subtotal: num(totals.subtotal_incl_tax ?? totals.subtotalInclTax ?? totals.subtotal),
    shipping: num(totals.shipping_incl_tax ?? totals.shippingInclTax ?? totals.shipping_amount ?? totals.shipping),
    discount: num(totals.discount_amount ?? totals.discountAmount ?? totals.discount),
    tax: num(totals.tax_amount ?? totals.taxAmount ?? totals.tax),
    grandTotal: num(totals.grand_total ?? totals.grandTotal ?? totals.total),
  };
}

export function readAddress(value: unknown): OrderAddress | null {
  const address = obj(value);
  if (Object.keys(address).length === 0) return null;
  const name = str(address.name) || [str(address.firstname ?? address.firstName), str(address.lastname ?? address.lastName)].filter(Boolean).join(' ');
  const street = Array.isArray(address.street) ? address.street.map(str).filter(Boolean) : [str(address.street)].filter(Boolean);
  return {
    name,
    ...(str(address.company) ? { company: str(address.company) } : {}),
    street,
    postcode: str(address.postcode ?? address.postalCode),
    city: str(address.city),
    country: str(address.country_id ?? address.countryId ?? address.country),
    ...(str(address.telephone ?? address.phone) ? { phone: str(address.telephone ?? address.phone) } : {}),
    ...(str(address.email) ? { email: str(address.email) } : {}),
  };
}

export function readComments(value: unknown): OrderComment[] {
  return list(value)
    .map(obj)
    .map((entry) => ({
      comment: str(entry.comment ?? entry.text),
      status: str(entry.status) || null,
      date: str(entry.date ?? entry.created_at ?? entry.createdAt) || null,
      ...(entry.notified !== undefined || entry.is_customer_notified !== undefined || entry.notifyCustomer !== undefined
        ? { notified: bool(entry.notified ?? entry.is_customer_notified ?? entry.notifyCustomer) }
        : {}),
      ...(entry.visibleOnFront !== undefined || entry.is_visible_on_front !== undefined
        ? { visibleOnFront: bool(entry.visibleOnFront ?? entry.is_visible_on_front) }
        : {}),
      ...(readEvent(entry.event) ? { event: readEvent(entry.event)! } : {}),
    }))
    .filter((entry) => entry.comment !== '' || entry.status !== null || entry.event !== undefined);
}

export function readTracks(value: unknown): TrackView[] {
  return list(value)
    .map(obj)
    .map((track) => ({
      carrier: (CARRIERS as readonly string[]).includes(str(track.carrier)) ? (str(track.carrier) as Carrier) : 'own',
      number: str(track.number),
      url: str(track.url) || null,
    }))
    .filter((track) => track.number !== '');
}

function readEvent(value: unknown): OrderEvent | undefined {
  const event = obj(value);
  const kind = str(event.kind);
  if (kind !== 'invoice' && kind !== 'shipment' && kind !== 'refund') return undefined;
  return { kind, number: str(event.number), amount: num(event.amount), ...(event.tracks ? { tracks: readTracks(event.tracks) } : {}) };
}
