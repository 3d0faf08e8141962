// A configured bike as one bundle cart line (contract B §5.3: option ids with selection ids, never product ids),
// the display summary that travels with it (full SKU and bundle SKUs built by the spec §5 rules), and the way
// back: a cart line's bundle options as a configurator selection, for "Change" in the cart.
import { toBaseSku, toBundleOptions } from '../cart/bundle-sku';
import type { NewCartItem } from '../cart/cart-operations';
import { toId, isSingleChoice, type BundleCatalog } from './configurator.catalog';
import { chosenParts, effectiveQty, normalizeSelection, type ConfigSelection, type OptionChoice } from './configurator.selection';
import { summarize, type SummaryLine } from './configurator.pricing';
import { encodeConfiguration } from './configurator.url';

/** Magento's BundleOptionInterface. */
export interface BundleOptionChoice {
  option_id: number;
  option_qty: number;
  option_selections: number[];
}

/** The cartItem body of POST cart/items for a configured bike; fits the cart machine's `item.add`. */
export interface BundleCartItem extends NewCartItem {
  sku: string;
  qty: number;
  product_option: { extension_attributes: { bundle_options: BundleOptionChoice[] } };
}

/** What the cart and a toast can show about the line before the cart reloads. */
export interface CartItemSummary {
  sku: string;
  name: string;
  imageSrc: string | null;
  urlKey: string | null;
  /** The bundle SKU and its parts' SKUs joined by '~' (spec §5); toBaseSku(fullSku) is `sku`. */
  fullSku: string;
  /** toBundleOptions(fullSku): the parts without the 'Base BOM' part, as the cart rebuilds them. */
  bundleSkus: string[];
  lines: SummaryLine[];
  /** One bike, incl. VAT, in cents. */
  unitPriceCents: number;
  qty: number;
  weightKg: number | null;
  rangeKm: { min: number; max: number } | null;
  /** The `o` value of configurator/{sku} that reopens this configuration. */
  configuration: string;
  /** The cart line this configuration replaces ("Change" in the cart), or null for a new line. */
  replacesItemId: number | null;
}

export interface AddToCartParams {
  item: BundleCartItem;
  summary: CartItemSummary;
}

export function toCartBundleOptions(catalog: BundleCatalog, selection: ConfigSelection): BundleOptionChoice[] {
  const byOption = new Map<number, BundleOptionChoice>();
  for (const { option, part, choice } of chosenParts(catalog, selection)) {
    const entry = byOption.get(option.id) ?? { option_id: option.id, option_qty: 1, option_selections: [] };
    entry.option_selections.push(part.id);
    if (isSingleChoice(option)) entry.option_qty = effectiveQty(part, choice);
    byOption.set(option.id, entry);
  }
  return [...byOption.values()].sort((a, b) => a.option_id - b.option_id);
}

export function buildCartItem(catalog: BundleCatalog, selection: ConfigSelection, qty = 1): BundleCartItem {
  return {
    sku: catalog.sku,
    qty,
    product_option: { extension_attributes: { bundle_options: toCartBundleOptions(catalog, selection) } },
  };
}

export function fullSkuOf(catalog: BundleCatalog, selection: ConfigSelection): string {
  return [catalog.sku, ...chosenParts(catalog, selection).map(({ part }) => part.sku)].join('~');
}

export function buildAddToCartParams(catalog: BundleCatalog, selection: ConfigSelection, qty: number, replacesItemId: number | null): AddToCartParams {
  const summary = summarize(catalog, selection);
  const fullSku = fullSkuOf(catalog, selection);
  return {
    item: buildCartItem(catalog, selection, qty),
    summary: {
      sku: catalog.sku,
      name: catalog.name,
      imageSrc: catalog.imageSrc,
      urlKey: catalog.urlKey,
      fullSku,
      bundleSkus: toBundleOptions(fullSku),
      lines: summary.lines,
      unitPriceCents: summary.totalCents,
      qty,
      weightKg: summary.weightKg,
      rangeKm: summary.rangeKm,
      configuration: encodeConfiguration(selection),
      replacesItemId,
    },
  };
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A cart line as the cart holds it: Magento's item with its product_option, plus the client-added full_sku. */
export interface ConfiguredCartLine {
  sku: string;
  full_sku?: string;
  product_option?: unknown;
}

/**
 * The configurator selection of a configured bike in the cart (its product_option's bundle options), with the
 * bundle SKU to open (configurator/{sku}); null for a line without bundle options. Ids are not checked here:
 * the configurator resolves them against the catalogue when it opens, and reports what is gone.
 */
export function selectionFromCartItem(line: ConfiguredCartLine): { sku: string; selection: ConfigSelection } | null {
  const option = isObject(line.product_option) ? line.product_option : null;
  const extension = option && isObject(option.extension_attributes) ? option.extension_attributes : null;
  const raw = extension?.bundle_options;
  if (!Array.isArray(raw)) return null;
  const choices: OptionChoice[] = raw.flatMap((entry) => {
    if (!isObject(entry)) return [];
    const optionId = toId(entry.option_id);
    const selectionIds = (Array.isArray(entry.option_selections) ? entry.option_selections : []).map(toId).filter((id): id is number => id !== null);
    const qty = toId(entry.option_qty) ?? 1;
    return optionId === null || selectionIds.length === 0 ? [] : [{ optionId, selectionIds, qty }];
  });
  if (choices.length === 0) return null;
  const fullSku = line.full_sku ?? line.sku;
  return { sku: toBaseSku(fullSku) ?? line.sku, selection: normalizeSelection(choices) };
}

/** configurator/{sku}?o=… of a cart line: what "Change" links to; null for a line that is no configured bike. */
export function configurationFromCartItem(line: ConfiguredCartLine): { sku: string; configuration: string } | null {
  const found = selectionFromCartItem(line);
  return found ? { sku: found.sku, configuration: encodeConfiguration(found.selection) } : null;
}
