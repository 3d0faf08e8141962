// The confirmed order as the confirmation page shows it: the server's shopper-safe order JSON read defensively,
// the current status (the order's own) and the display lines, with a bundle line
// expanded into one entry per ordered bike (spec §9) and its 'Base BOM' part left out (spec §5).
import type { BankTransferInstructions, OrderComment } from '../../../common/contract/order.schema';
import { expandOrderItems, type OrderItem } from '../cart/bundle-sku';
import type { PurchaseData } from '../../lib/tag-manager';

export interface ConfirmedOrder {
  increment_id: string | null;
  status: string | null;
  created_at: string | null;
  /** Amounts incl. VAT except tax_amount; discount_amount is negative (Magento's sign). */
  grand_total: number;
  subtotal_incl_tax: number;
  discount_amount: number;
  shipping_incl_tax: number;
  tax_amount: number;
  coupon_code: string | null;
  payment_method: string | null;
  /** Where and how to pay a bank transfer (null for other methods). */
  bank_transfer: BankTransferInstructions | null;
  items: OrderItem[];
}

export interface OrderLinePart {
  key: string;
  name: string;
  qty: number;
}

export interface OrderLine {
  key: string;
  name: string;
  sku: string | null;
  qty: number;
  /** One piece incl. VAT. */
  unitPrice: number;
  rowTotal: number;
  isBundle: boolean;
  /** A bundle's parts for one bike (without the Base BOM part). */
  parts: OrderLinePart[];
}

const IGNORED_PART = 'Base BOM';

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const toNumber = (value: unknown): number => {
  const number = typeof value === 'number' ? value : Number(value ?? 0);
  return Number.isFinite(number) ? number : 0;
};
const toText = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

function toOrderItem(raw: Json): OrderItem {
  const item: OrderItem = {
    item_id: toNumber(raw.item_id),
    parent_item_id: raw.parent_item_id == null ? null : toNumber(raw.parent_item_id),
    name: toText(raw.name) ?? toText(raw.sku) ?? '',
    qty_ordered: toNumber(raw.qty_ordered),
    price_incl_tax: toNumber(raw.price_incl_tax),
  };
  const sku = toText(raw.sku);
  const type = toText(raw.product_type);
  if (sku !== null) item.sku = sku;
  if (type !== null) item.product_type = type;
  if (Array.isArray(raw.sub_items)) item.sub_items = raw.sub_items.filter(isObject).map(toOrderItem);
  return item;
}

function toBankTransfer(raw: unknown): BankTransferInstructions | null {
  if (!isObject(raw)) return null;
  const iban = toText(raw.iban);
  const reference = toText(raw.reference);
  if (!iban || !reference) return null;
  return { iban, reference, bank_name: toText(raw.bank_name), bic: toText(raw.bic), due_at: toText(raw.due_at) };
}

/** The order of GET order's data, or null when the answer is not an order. */
export function toConfirmedOrder(raw: unknown): ConfirmedOrder | null {
  if (!isObject(raw) || !Array.isArray(raw.items)) return null;
  return {
    increment_id: toText(raw.increment_id),
    status: toText(raw.status),
    created_at: toText(raw.created_at),
    grand_total: toNumber(raw.grand_total),
    subtotal_incl_tax: toNumber(raw.subtotal_incl_tax ?? raw.subtotal),
    discount_amount: toNumber(raw.discount_amount),
    shipping_incl_tax: toNumber(raw.shipping_incl_tax ?? raw.shipping_amount),
    tax_amount: toNumber(raw.tax_amount),
    coupon_code: toText(raw.coupon_code),
    payment_method: toText(raw.payment_method),
    bank_transfer: toBankTransfer(raw.bank_transfer),
    items: raw.items.filter(isObject).map(toOrderItem),
  };
}

/**
 * The order's current status is the order's own (Magento's `status`), never a comment's: a comment keeps the status
 * the order had when it was written (the shopper's note at checkout says `pending_payment` even after Mollie reported
 * the payment and Magento moved the order to `processing`).
 */
export function currentStatus(order: Pick<ConfirmedOrder, 'status'> | null): string | null {
  return order?.status ?? null;
}

/** Comments worth showing the shopper: the ones with text, oldest first (a conversation reads top down). */
export function visibleComments(comments: readonly OrderComment[]): OrderComment[] {
  return comments
    .filter((comment) => typeof comment.comment === 'string' && comment.comment.trim() !== '')
    .map((comment, index) => ({ comment, index }))
    .sort((a, b) => {
      const [first, second] = [a.comment.created_at, b.comment.created_at];
      // Undated comments keep the server's order among themselves.
      if (!first || !second || first === second) return a.index - b.index;
      return first < second ? -1 : 1;
    })
    .map(({ comment }) => comment);
}

function toPart(item: OrderItem, index: number): OrderLinePart {
  return { key: `${item.item_id}-${index}`, name: item.name, qty: item.qty_ordered };
}

/** The order's lines for display: bundles one entry per bike with their parts, other lines as ordered. */
export function toOrderLines(items: readonly OrderItem[]): OrderLine[] {
  return expandOrderItems(items).map((item, index) => {
    const isBundle = item.product_type === 'bundle';
    const children = item.sub_items ?? [];
    // A dynamic-price bundle carries its price on the children, a fixed-price one on itself.
    const childrenPrice = children.reduce((sum, child) => sum + (child.price_incl_tax ?? 0) * child.qty_ordered, 0);
    const unitPrice = item.price_incl_tax || (isBundle ? childrenPrice : 0);
    const parts = isBundle ? children.filter((child) => !child.name.includes(IGNORED_PART) && !(child.sku ?? '').includes(IGNORED_PART)).map(toPart) : [];
    return {
      key: `${item.item_id}-${index}`,
      name: item.name,
      sku: item.sku ?? null,
      qty: item.qty_ordered,
      unitPrice,
      rowTotal: unitPrice * item.qty_ordered,
      isBundle,
      parts,
    };
  });
}

/**
 * The purchase event of a confirmed order (issue 9): its number, amounts and coupon, one item per display line. The
 * order token is remembered (hashed) by the tag manager, so a replayed confirmation sends nothing.
 */
export function purchaseOf(orderToken: string, order: ConfirmedOrder & { increment_id: string }): PurchaseData {
  return {
    orderToken,
    transaction_id: order.increment_id,
    value: order.grand_total,
    tax: order.tax_amount,
    shipping: order.shipping_incl_tax,
    ...(order.coupon_code ? { coupon: order.coupon_code } : {}),
    items: toOrderLines(order.items).map((line) => ({ item_id: line.sku ?? line.name, item_name: line.name, price: line.unitPrice, quantity: line.qty })),
  };
}
