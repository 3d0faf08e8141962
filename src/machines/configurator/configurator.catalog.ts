// Reads a bike's bundle product (Magento product JSON as GET /api/magento/products passes it through, contract B §6.3)
// into the configurator's typed catalogue: options, selections, prices in cents. Defensive on purpose: the JSON
// crosses two network hops, and a malformed option must cost that option, never the page.
import type { Envelope } from '../../../common/contract/envelope.schema';
import type { ProductList } from '../../../common/contract/product.schema';

/** Magento's bundle option input types; 'multi' (multiple select) behaves like 'checkbox'. */
export type OptionType = 'radio' | 'select' | 'checkbox' | 'multi';

export interface CatalogSelection {
  /** The selection id (product_links[].id): what option_selections and the URL carry. */
  id: number;
  sku: string;
  /** Store-view name of the selected product, when the loader supplied it; else the view shows the SKU. */
  name: string | null;
  imageSrc: string | null;
  /** Price of one piece incl. VAT in cents (percent prices already resolved against the base price). */
  unitPriceCents: number;
  /** Magento's selection qty: the pieces one choice adds, unless the shopper may change it. */
  defaultQty: number;
  isDefault: boolean;
  /** can_change_quantity: the shopper sets the option's quantity (radio and select options only). */
  canChangeQuantity: boolean;
  position: number;
  /** The part is out of stock (its product's stock_status): Magento refuses a bike with it, so it cannot be chosen. */
  soldOut: boolean;
  /**
   * The part's own shop price incl. VAT in cents when this add-on costs less with the bike (a bundle discount: the
   * frame bag € 39 with the bike, € 49 on its own); the configurator then says "separately € 49" (issue 20 item 8), so
   * the two prices never contradict each other. Null when they are the same, unknown, or the selection replaces an
   * included part (a battery or saddle upgrade: its price is a surcharge, not the part's price).
   */
  separatePriceCents: number | null;
}

export interface CatalogOption {
  id: number;
  /** Store-view title from Magento (already in the shop language). */
  title: string;
  type: OptionType;
  required: boolean;
  position: number;
  selections: CatalogSelection[];
}

export interface BundleCatalog {
  sku: string;
  name: string;
  /**
   * The bundle's own price incl. VAT in cents: the bike with its included parts (fixed price), or 0 for a dynamic-price
   * bundle (price_type 0), whose price is only the sum of its chosen parts' own prices.
   */
  basePriceCents: number;
  /** Magento's weight of the bundle product, used only when common/bike-models.ts does not know the SKU. */
  weightKg: number | null;
  imageSrc: string | null;
  urlKey: string | null;
  /** The bundle's categories (what a coupon's category condition reads, common/coupon-scope.ts); null when not given. */
  categoryIds: string[] | null;
  options: CatalogOption[];
}

/** Name and picture of a selection's product, from the products the loader fetched alongside the bundle. */
export interface SelectionProductInfo {
  name: string | null;
  imageSrc: string | null;
  /** The product's own price incl. VAT in cents: what it costs in a dynamic-price bundle. */
  priceCents: number | null;
  soldOut: boolean;
}

/** How a bundle is priced: Magento's price_type attribute (Bundle/Model/Product/Price: 1 fixed, 0 dynamic). */
type BundlePricing = { dynamic: boolean; basePriceCents: number };

const OPTION_TYPES: readonly OptionType[] = ['radio', 'select', 'checkbox', 'multi'];

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Magento sends ids as numbers or numeric strings ("12"); anything else is not an id. */
export function toId(value: unknown): number | null {
  const number = typeof value === 'string' && /^\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number > 0 ? number : null;
}

function toNumber(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
}

function toText(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function isTruthyFlag(value: unknown): boolean {
  return value === true || value === 1 || value === '1';
}

export function toCents(euros: number): number {
  return Math.round(euros * 100);
}

function attribute(product: Json, code: string): unknown {
  const attributes = Array.isArray(product.custom_attributes) ? product.custom_attributes : [];
  return attributes.find((entry) => isObject(entry) && entry.attribute_code === code)?.value;
}

function bySortKey<T extends { position: number; id: number }>(a: T, b: T): number {
  return a.position - b.position || a.id - b.id;
}

/** Drops unreadable entries and repeated ids (the first one wins). */
function uniqueById<T extends { id: number }>(entries: ReadonlyArray<T | null>): T[] {
  const seen = new Set<number>();
  const kept: T[] = [];
  for (const entry of entries) {
    if (entry === null || seen.has(entry.id)) continue;
    seen.add(entry.id);
    kept.push(entry);
  }
  return kept;
}

function readSelection(raw: unknown, pricing: BundlePricing, info: ReadonlyMap<string, SelectionProductInfo>): CatalogSelection | null {
  if (!isObject(raw)) return null;
  const id = toId(raw.id);
  const sku = toText(raw.sku);
  if (id === null || sku === null) return null;
  const price = toNumber(raw.price) ?? 0;
  const product = info.get(sku);
  // A dynamic-price bundle charges the part's own price (Price::getSelectionFinalTotalPrice ignores the selection's
  // price; LinksList prints the child's price on some releases, none on others). A fixed-price one charges the
  // selection's price; price_type 1 is a percentage of the bundle's base price.
  const unitPriceCents = pricing.dynamic
    ? (product?.priceCents ?? toCents(price))
    : toNumber(raw.price_type) === 1
      ? Math.round((pricing.basePriceCents * price) / 100)
      : toCents(price);
  const qty = toNumber(raw.qty);
  return {
    id,
    sku,
    name: product?.name ?? null,
    imageSrc: product?.imageSrc ?? null,
    unitPriceCents: Math.max(0, unitPriceCents),
    defaultQty: qty !== null && Number.isInteger(qty) && qty >= 1 ? qty : 1,
    isDefault: isTruthyFlag(raw.is_default),
    canChangeQuantity: isTruthyFlag(raw.can_change_quantity),
    position: toNumber(raw.position) ?? 0,
    soldOut: product?.soldOut ?? false,
    separatePriceCents: product?.priceCents ?? null,
  };
}

function readOption(raw: unknown, pricing: BundlePricing, info: ReadonlyMap<string, SelectionProductInfo>): CatalogOption | null {
  if (!isObject(raw)) return null;
  const id = toId(raw.option_id);
  const type = OPTION_TYPES.find((candidate) => candidate === raw.type);
  if (id === null || type === undefined || !Array.isArray(raw.product_links)) return null;
  const selections = uniqueById(raw.product_links.map((link) => readSelection(link, pricing, info)))
    // Magento only lets the shopper change quantities on single-choice options.
    .map((selection) => (type === 'radio' || type === 'select' ? selection : { ...selection, canChangeQuantity: false }))
    .sort(bySortKey);
  if (selections.length === 0) return null;
  // A single-choice option with several defaults keeps the first, as Magento's storefront does.
  const firstDefault = selections.findIndex((selection) => selection.isDefault);
  const singleChoice = type === 'radio' || type === 'select';
  // An add-on (a multiple choice, or a single choice without an included part) is priced as the part itself: its
  // own price is said beside it when the bundle asks less. A replacement of an included part is priced as a surcharge.
  const addOn = !singleChoice || firstDefault === -1;
  const normalised = selections.map((selection, index) => ({
    ...selection,
    isDefault: singleChoice ? selection.isDefault && index === firstDefault : selection.isDefault,
    separatePriceCents:
      addOn && selection.separatePriceCents !== null && selection.separatePriceCents > selection.unitPriceCents ? selection.separatePriceCents : null,
  }));
  return {
    id,
    title: toText(raw.title) ?? '',
    type,
    required: isTruthyFlag(raw.required),
    position: toNumber(raw.position) ?? 0,
    selections: normalised,
  };
}

function selectionInfo(products: readonly unknown[]): Map<string, SelectionProductInfo> {
  const info = new Map<string, SelectionProductInfo>();
  for (const product of products) {
    if (!isObject(product) || typeof product.sku !== 'string') continue;
    const price = toNumber(product.price);
    info.set(product.sku, {
      name: toText(product.name),
      imageSrc: toText(product.image_src),
      priceCents: price !== null && price >= 0 ? toCents(price) : null,
      soldOut: product.stock_status === 'OUT_OF_STOCK',
    });
  }
  return info;
}

/**
 * The configurator catalogue of a bundle product, or null when the product is not a bundle with at least one
 * readable option (the configurator then answers 'Product not found').
 */
export function toBundleCatalog(product: unknown, selectionProducts: readonly unknown[] = []): BundleCatalog | null {
  if (!isObject(product) || typeof product.sku !== 'string' || product.type_id !== 'bundle') return null;
  const rawOptions = isObject(product.extension_attributes) ? product.extension_attributes.bundle_product_options : undefined;
  if (!Array.isArray(rawOptions)) return null;
  const dynamic = String(attribute(product, 'price_type')) === '0';
  const basePriceCents = dynamic ? 0 : toCents(Math.max(0, toNumber(product.price) ?? 0));
  const info = selectionInfo(selectionProducts);
  const options = uniqueById(rawOptions.map((option) => readOption(option, { dynamic, basePriceCents }, info))).sort(bySortKey);
  if (options.length === 0) return null;
  const weight = toNumber(product.weight);
  const urlKey = toText(product.url_key) ?? toText(attribute(product, 'url_key'));
  return {
    sku: product.sku,
    name: toText(product.name) ?? product.sku,
    basePriceCents,
    weightKg: weight !== null && weight > 0 ? weight : null,
    imageSrc: toText(product.image_src),
    urlKey,
    categoryIds: Array.isArray(product.category_ids) ? product.category_ids.map(String) : null,
    options,
  };
}

/** Every selection SKU of a bundle product: what the loader fetches for names and pictures. */
export function selectionSkusOf(product: unknown): string[] {
  const rawOptions = isObject(product) && isObject(product.extension_attributes) ? product.extension_attributes.bundle_product_options : undefined;
  if (!Array.isArray(rawOptions)) return [];
  const skus = rawOptions.flatMap((option) =>
    isObject(option) && Array.isArray(option.product_links)
      ? option.product_links.flatMap((link) => (isObject(link) && typeof link.sku === 'string' ? [link.sku] : []))
      : [],
  );
  return [...new Set(skus)];
}

/** The item of a products answer that is the bundle asked for (Magento's SKU lookup ignores case). */
export function findBundleItem(answer: Envelope<ProductList> | undefined, sku: string): unknown {
  const items: unknown[] = Array.isArray(answer?.data?.items) ? answer.data.items : [];
  const wanted = sku.toLowerCase();
  return items.find((item) => isObject(item) && typeof item.sku === 'string' && item.sku.toLowerCase() === wanted);
}

/** The catalogue from a loader answer: the bundle asked for, with the other items as its selections' products. */
export function catalogFromAnswer(answer: Envelope<ProductList> | undefined, sku: string): BundleCatalog | null {
  const bundle = findBundleItem(answer, sku);
  const others = (answer?.data?.items ?? []).filter((item) => item !== bundle);
  return toBundleCatalog(bundle, others);
}

export function findOption(catalog: BundleCatalog, optionId: number): CatalogOption | undefined {
  return catalog.options.find((option) => option.id === optionId);
}

export function findSelection(option: CatalogOption | undefined, selectionId: number): CatalogSelection | undefined {
  return option?.selections.find((selection) => selection.id === selectionId);
}

/** The option and selection that carry a SKU (first match in option order). */
export function findBySku(catalog: BundleCatalog, sku: string): { option: CatalogOption; selection: CatalogSelection } | null {
  for (const option of catalog.options) {
    const selection = option.selections.find((candidate) => candidate.sku === sku);
    if (selection) return { option, selection };
  }
  return null;
}

export function isSingleChoice(option: CatalogOption): boolean {
  return option.type === 'radio' || option.type === 'select';
}
