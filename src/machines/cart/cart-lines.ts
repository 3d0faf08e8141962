// The cart's lines as the cart page and the checkout summary show them: bundle options by name, prices incl. VAT,
// row totals, and their selector. Apart from cart.selectors.ts, which the header badge brings into every page's first
// render. No xstate at run time.
import type { SnapshotFrom } from 'xstate';
import type { Cart, CartItem } from './cart.types';
import type { Totals, TotalsItem } from '../../../common/contract/totals.schema';
import { selectLines } from './cart.selectors';
import { stockIssueOf, type StockIssue } from './cart-stock';
import type { cartMachine } from './cart.machine';

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
  /** Fewer left than the line holds, or none: explained on the line, with its fix (item.fix-stock). */
  stockIssue: StockIssue | null;
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
  return (item.bundle_skus ?? []).filter((sku) => sku !== item.sku && !sku.includes(IGNORED_OPTION)).map((sku) => ({ label: null, value: sku }));
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
      stockIssue: stockIssueOf(line),
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
