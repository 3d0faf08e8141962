// The bundle rules of spec §5 as pure functions: recognising a FOLT bundle SKU, its options, and
// expanding an order's bundle lines for display. Used by the cart refresh and the confirmation page.
import { BIKE_MODELS } from '../../../common/bike-models';
import type { CartItem } from './cart.types';
import type { Product } from '../../../common/contract/product.schema';

/** 'FOLT ' followed by word characters or hyphens; the match is the base SKU. */
const BUNDLE_PREFIX = /^FOLT [\w-]+/;
const OPTION_SEPARATOR = '~';
const IGNORED_OPTION = 'Base BOM';
/** The bikes' bundle SKUs, longest first, so 'FOLT 200-S' wins over a shorter SKU it starts with. */
const KNOWN_BUNDLE_SKUS = BIKE_MODELS.map((model) => model.sku).sort((a, b) => b.length - a.length);

/**
 * The known bike a line SKU belongs to: its own SKU, the shop's '~' full SKU, or Magento's SKU of a dynamic-SKU bundle,
 * which is the bundle's SKU and its selections' SKUs joined with '-' (Bundle/Model/Product/Type::getSku), e.g.
 * 'FOLT Maxx-FOLT Maxx Base BOM-FOLT-BAT-504-…'. SKUs are matched as Magento does, ignoring case.
 */
function knownBundleSku(sku: string): string | null {
  const lower = sku.toLowerCase();
  for (const known of KNOWN_BUNDLE_SKUS) {
    const prefix = known.toLowerCase();
    if (lower === prefix || lower.startsWith(`${prefix}-`) || lower.startsWith(`${prefix}${OPTION_SEPARATOR}`)) return sku.slice(0, known.length);
  }
  return null;
}

/**
 * The base SKU of a bundle SKU, or null when the SKU is not a recognised bundle SKU: a known bike's SKU by its prefix
 * (so a dynamic SKU's '-'-joined selections are not read as part of it), else the 'FOLT ' pattern of spec §5.
 */
export function toBaseSku(sku: string): string | null {
  const known = knownBundleSku(sku);
  if (known !== null) return known;
  const match = BUNDLE_PREFIX.exec(sku);
  return match ? match[0] : null;
}

export function isBundleSku(sku: string): boolean {
  return toBaseSku(sku) !== null;
}

/** Options read from the full SKU: its '~' parts, without the ones containing 'Base BOM'. */
export function toBundleOptions(fullSku: string): string[] {
  return fullSku.split(OPTION_SEPARATOR).filter((part) => part.length > 0 && !part.includes(IGNORED_OPTION));
}

/** The SKU to look a cart item's product up by: the base SKU for bundles, the SKU itself otherwise. */
export function toLookupSku(item: Pick<CartItem, 'sku' | 'full_sku'>): string {
  const fullSku = item.full_sku ?? item.sku ?? '';
  return toBaseSku(fullSku) ?? fullSku;
}

/**
 * Rebuilds a cart item's client-added fields: full_sku keeps what Magento sent, sku becomes the base
 * SKU for a bundle, bundle_skus its options, image_src and url_key come from the product.
 */
export function rebuildCartItem(item: CartItem, productsBySku: ReadonlyMap<string, Product>): CartItem {
  const fullSku = item.full_sku ?? item.sku ?? '';
  const baseSku = toBaseSku(fullSku);
  const lookupSku = baseSku ?? fullSku;
  const product = productsBySku.get(lookupSku);
  const rebuilt: CartItem = { ...item, full_sku: fullSku, sku: lookupSku };
  // A dynamic SKU's selections cannot be split off reliably (SKUs contain '-'): its options come from the totals.
  if (baseSku !== null) rebuilt.bundle_skus = fullSku.charAt(baseSku.length) === '-' ? [baseSku] : toBundleOptions(fullSku);
  else delete rebuilt.bundle_skus;
  if (product?.image_src !== undefined) rebuilt.image_src = product.image_src;
  if (product?.url_key !== undefined) rebuilt.url_key = product.url_key;
  return rebuilt;
}

/** Distinct lookup SKUs of a cart's items, in order of first appearance. */
export function toLookupSkus(items: readonly CartItem[]): string[] {
  return [...new Set(items.map(toLookupSku))];
}

/** An order line as the confirmation reads it (confirmed-order.ts), its bundle parts in sub_items. */
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

/**
 * Order lines for display: children (parent_item_id set) are attached to their parent as sub_items, and
 * a bundle line expands into one entry per ordered quantity, each with qty_ordered 1 and its children's
 * quantities per single bundle.
 */
export function expandOrderItems(items: readonly OrderItem[]): OrderItem[] {
  const childrenByParent = new Map<number, OrderItem[]>();
  for (const item of items) {
    if (item.parent_item_id == null) continue;
    const siblings = childrenByParent.get(item.parent_item_id) ?? [];
    siblings.push(item);
    childrenByParent.set(item.parent_item_id, siblings);
  }
  const lines: OrderItem[] = [];
  for (const item of items) {
    if (item.parent_item_id != null) continue;
    const children = childrenByParent.get(item.item_id) ?? item.sub_items ?? [];
    if (item.product_type !== 'bundle') {
      lines.push(children.length > 0 ? { ...item, sub_items: children } : item);
      continue;
    }
    const count = Math.max(1, Math.round(item.qty_ordered));
    const perBundle = children.map((child) => ({ ...child, qty_ordered: child.qty_ordered / count }));
    for (let index = 0; index < count; index += 1) {
      lines.push({ ...item, qty_ordered: 1, sub_items: perBundle });
    }
  }
  return lines;
}
