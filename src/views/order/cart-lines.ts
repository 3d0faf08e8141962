// What the cart and checkout summary show of the cart actor: lines ready for display (bundle options by name,
// prices incl. VAT, row totals), the totals rows taken from Magento's total segments, and where the cart stands
// (still loading, none, failed, there). Pure functions and cached selectors, no xstate at run time.
import type { SnapshotFrom } from 'xstate';
import type { cartMachine } from '../../machines/cart/cart.machine';
import { selectLines } from '../../machines/cart/cart.selectors';
import type { Cart, CartItem } from '../../machines/cart/cart.types';
import type { Totals, TotalsItem } from '../../../common/contract/totals.schema';

type CartSnapshot = SnapshotFrom<typeof cartMachine>;

export interface LineOption {
  /** The option's title ('Battery'), when Magento sent one. */
  label: string | null;
  /** The chosen part by name ('Battery 504 Wh'), or its SKU when no name is known. */
  value: string;
}

export interface CartLineView {
  itemId: number;
  name: string;
  sku: string;
  imageSrc: string | null;
  urlKey: string | null;
  /** A configured bike's options; empty for other lines. */
  options: LineOption[];
  qty: number;
  /** One piece incl. VAT; null while the totals are not known. */
  unitPrice: number | null;
  rowTotal: number | null;
}

const IGNORED_OPTION = 'Base BOM';

interface RawOption {
  label?: unknown;
  value?: unknown;
}

/**
 * A totals item's options as our server sends them: text `{label, value}` with one chosen part per line of `value`
 * (server/magento/option-text.ts turns Magento's HTML into that); a raw JSON string is read too.
 */
function rawOptionsOf(item: TotalsItem | undefined): RawOption[] {
  const raw: unknown = item?.options;
  if (Array.isArray(raw)) return raw as RawOption[];
  if (typeof raw !== 'string' || raw === '') return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? (parsed as RawOption[]) : [];
  } catch {
    return [];
  }
}

/** '1 x Accu 504 Wh €249.00' → 'Accu 504 Wh': the quantity prefix and the price suffix Magento adds are noise here. */
export function cleanOptionValue(value: string): string {
  return value
    .replace(/^\s*\d+(?:[.,]\d+)?\s*x\s+/i, '')
    .replace(/\s*[+]?\s*(?:€|EUR)\s?[\d.,]+\s*$/i, '')
    .trim();
}

/**
 * A configured bike's options by name: Magento's totals item options (title and chosen parts, in the store view's
 * language) when present, several parts of one option joined with a comma, else the part SKUs the cart rebuilt
 * from the full SKU (spec §5), without the bike's own SKU. The 'Base BOM' part is never shown.
 */
export function lineOptions(item: CartItem, totalsItem: TotalsItem | undefined): LineOption[] {
  const named = rawOptionsOf(totalsItem).flatMap((option) => {
    if (typeof option.value !== 'string') return [];
    const parts = option.value
      .split('\n')
      .filter((part) => !part.includes(IGNORED_OPTION))
      .map(cleanOptionValue)
      .filter((part) => part !== '');
    if (parts.length === 0) return [];
    return [{ label: typeof option.label === 'string' && option.label !== '' ? option.label : null, value: parts.join(', ') }];
  });
  if (named.length > 0) return named;
  return (item.bundle_skus ?? [])
    .filter((sku) => sku !== item.sku && !sku.includes(IGNORED_OPTION))
    .map((sku) => ({ label: null, value: sku }));
}

export function toCartLineViews(lines: readonly CartItem[], totals: Totals | null): CartLineView[] {
  const totalsItems = new Map((totals?.items ?? []).map((item) => [item.item_id, item]));
  return lines.map((line) => {
    const totalsItem = totalsItems.get(line.item_id);
    const unitPrice = line.price_incl_tax ?? totalsItem?.price_incl_tax ?? null;
    const rowTotal = totalsItem?.row_total_incl_tax ?? (unitPrice === null ? null : unitPrice * line.qty);
    return {
      itemId: line.item_id ?? 0,
      name: line.name ?? line.sku ?? '',
      sku: line.sku ?? '',
      imageSrc: line.image_src ?? null,
      urlKey: line.url_key ?? null,
      options: lineOptions(line, totalsItem),
      qty: line.qty,
      unitPrice,
      rowTotal,
    };
  });
}

const lineCache = new WeakMap<Cart, { totals: Totals | null; views: CartLineView[] }>();
const NO_LINES: CartLineView[] = [];

/** The cart's lines for display; the same array for the same cart and totals, so useSelector does not re-render. */
export function selectCartLineViews(snapshot: CartSnapshot): CartLineView[] {
  const { cart, totals } = snapshot.context;
  if (!cart) return NO_LINES;
  const cached = lineCache.get(cart);
  if (cached && cached.totals === totals) return cached.views;
  const views = toCartLineViews(selectLines(snapshot), totals);
  lineCache.set(cart, { totals, views });
  return views;
}

export type TotalsRowCode = 'subtotal' | 'discount' | 'shipping' | 'tax' | 'grand_total';

export interface TotalsRow {
  code: TotalsRowCode;
  amount: number;
  /** The applied coupon, for the discount row. */
  couponCode: string | null;
}

function segmentValue(totals: Totals, code: string): number | null {
  const segment = totals.total_segments?.find((entry) => entry.code === code);
  return segment && typeof segment.value === 'number' && Number.isFinite(segment.value) ? segment.value : null;
}

/**
 * The totals rows in display order, from Magento's total segments (their values are what Magento shows, with
 * the store's tax display settings); the totals fields fill in when a segment is missing. Discount and shipping
 * appear only when they apply; tax, the VAT included in the grand total, comes after it.
 */
export function toTotalsRows(totals: Totals | null): TotalsRow[] {
  if (!totals) return [];
  const couponCode = totals.coupon_code || null;
  const rows: TotalsRow[] = [];
  const subtotal = segmentValue(totals, 'subtotal') ?? totals.subtotal_incl_tax ?? totals.subtotal ?? null;
  if (subtotal !== null) rows.push({ code: 'subtotal', amount: subtotal, couponCode: null });
  const discount = segmentValue(totals, 'discount') ?? totals.discount_amount ?? 0;
  if (discount !== 0) rows.push({ code: 'discount', amount: -Math.abs(discount), couponCode });
  const shipping = segmentValue(totals, 'shipping') ?? (totals.shipping_incl_tax || totals.shipping_amount || null);
  if (shipping !== null) rows.push({ code: 'shipping', amount: shipping, couponCode: null });
  rows.push({ code: 'grand_total', amount: segmentValue(totals, 'grand_total') ?? totals.grand_total, couponCode: null });
  const tax = segmentValue(totals, 'tax') ?? totals.tax_amount ?? null;
  if (tax !== null) rows.push({ code: 'tax', amount: tax, couponCode: null });
  return rows;
}

/** The coupon the cart really has (Magento's answer), or null. */
export const selectAppliedCoupon = (snapshot: CartSnapshot): string | null => snapshot.context.totals?.coupon_code || null;

export type CartPhase = 'loading' | 'none' | 'failed' | 'ready';

/**
 * Where the cart stands for a page: 'loading' until the session is read and a known cart has arrived, 'none'
 * without a cart, 'failed' when a known cart could not be loaded, 'ready' once it is there.
 */
export function selectCartPhase(snapshot: CartSnapshot): CartPhase {
  if (snapshot.matches('initialising') || snapshot.matches('readingSession')) return 'loading';
  const { cartId, cart, error } = snapshot.context;
  if (cart) return 'ready';
  if (!cartId) return 'none';
  return error && snapshot.matches('ready') ? 'failed' : 'loading';
}
