// Product names and bundle option titles in the store view of the page that asks (issue 20 item 5). Magento stores a
// quote item's `name` when it is added, in the store view of that moment (Quote/Model/Quote/Item::setProduct copies
// the product's name), and renders a totals item's options from the products loaded in the quote's own store view; an
// order item keeps the name it had in the cart. So a cart filled on the Dutch page still says "Framezak" on the English
// one. The shop reads the names for the page's language from the catalogue it already reads per store view, through the
// catalogue cache (same keys as GET /api/magento/products: cached and invalidated with it), and puts them on every line
// it answers with. A SKU the catalogue does not list (disabled, deleted) keeps the name Magento stored.
import type { CartItem } from '../../common/contract/cart.schema';
import type { Product } from '../../common/contract/product.schema';
import type { LineOption, Totals } from '../../common/contract/totals.schema';
import type { Language } from '../config';
import { mpath, type MagentoClient } from '../magento/magento.client';
import type { MagentoCartItem, MagentoOrder } from '../magento/magento.types';
import { UpstreamError } from '../magento/upstream-error';
import { partLine } from '../magento/option-text';
import type { ApiDeps } from './deps';
import { isListableSku, loadProductList, MAX_FILTER_VALUES, parseProductQuery } from './products.service';

interface BundleOptionNames {
  title: string;
  position: number;
  /** Selection id (what a cart's option_selections hold) → the part's SKU. */
  selections: Map<number, string>;
}

export interface StoreNames {
  /** The product's name in this store view; null when the catalogue does not list the SKU. */
  nameOf(sku: string): string | null;
  /**
   * The bundle a line SKU belongs to: the SKU itself, or for a dynamic-SKU bundle (its SKU and its selections' SKUs
   * joined with '-', Bundle/Model/Product/Type::getSku) the longest listed bundle SKU it starts with.
   */
  bundleSkuOf(lineSku: string): string | null;
  /**
   * A bundle line's chosen options in this store view, in Magento's option order (as ItemConverter lists them): the
   * option's title and its parts by name, without the title in front; null when an option or part is not known here.
   */
  bundleOptions(bundleSku: string, chosen: readonly ChosenBundleOption[]): LineOption[] | null;
}

export interface ChosenBundleOption {
  option_id: number;
  option_qty?: number;
  option_selections: readonly number[];
}

export interface NamedLine {
  sku: string;
  /** A bundle line: its SKU may be a dynamic SKU, and its parts' names are read too. */
  isBundle: boolean;
}

const lower = (sku: string) => sku.toLowerCase();

/** The SKU and every '-'-cut prefix of it: the candidates for the bundle a dynamic SKU was made of. */
function prefixesOf(sku: string): string[] {
  const out = [sku];
  for (let at = sku.indexOf('-'); at > 0; at = sku.indexOf('-', at + 1)) out.push(sku.slice(0, at));
  return out;
}

async function listProducts(deps: ApiDeps, locale: Language, skus: readonly string[]): Promise<Product[]> {
  const wanted = [...new Set(skus.filter(isListableSku))];
  const products: Product[] = [];
  for (let start = 0; start < wanted.length; start += MAX_FILTER_VALUES) {
    const q = parseProductQuery({ locale, 'sku:in': wanted.slice(start, start + MAX_FILTER_VALUES).join(',') }, deps);
    const { entry } = await deps.catalogCache.get(q.key, () => loadProductList(deps, q));
    const envelope = JSON.parse(entry.body.toString('utf8')) as { data?: { items?: Product[] } };
    products.push(...(envelope.data?.items ?? []));
  }
  return products;
}

interface RawBundleOption {
  option_id?: unknown;
  title?: unknown;
  position?: unknown;
  product_links?: Array<{ id?: unknown; sku?: unknown }>;
}

function bundleOptionsOf(product: Product): Map<number, BundleOptionNames> {
  const options = new Map<number, BundleOptionNames>();
  const raw = (product.extension_attributes.bundle_product_options ?? []) as RawBundleOption[];
  raw.forEach((option, index) => {
    const id = Number(option?.option_id);
    if (!Number.isInteger(id)) return;
    const selections = new Map<number, string>();
    for (const link of option.product_links ?? []) {
      if (typeof link?.sku === 'string' && Number.isInteger(Number(link.id))) selections.set(Number(link.id), link.sku);
    }
    const position = Number(option.position);
    options.set(id, { title: typeof option.title === 'string' ? option.title : '', position: Number.isFinite(position) ? position : index, selections });
  });
  return options;
}

/**
 * Reads the names of these lines (and of a bundle's parts) for the language's store view. Never throws: when the
 * catalogue cannot be read the lines keep Magento's names, which is what the shop showed before (logged).
 */
export async function readStoreNames(deps: ApiDeps, locale: Language, lines: readonly NamedLine[]): Promise<StoreNames> {
  const names = new Map<string, string>();
  const bundles = new Map<string, Map<number, BundleOptionNames>>();
  const remember = (products: readonly Product[]) => {
    for (const product of products) {
      if (typeof product.name === 'string' && product.name !== '') names.set(lower(product.sku), product.name);
      if (product.type_id === 'bundle') bundles.set(lower(product.sku), bundleOptionsOf(product));
    }
  };
  try {
    remember(
      await listProducts(
        deps,
        locale,
        lines.flatMap((line) => (line.isBundle ? prefixesOf(line.sku) : [line.sku])),
      ),
    );
    const partSkus = [...bundles.values()].flatMap((options) => [...options.values()].flatMap((option) => [...option.selections.values()]));
    remember(
      await listProducts(
        deps,
        locale,
        partSkus.filter((sku) => !names.has(lower(sku))),
      ),
    );
  } catch (err) {
    deps.logger.warn({ err: err instanceof Error ? err.message : String(err), locale }, 'store-view names not read: lines keep Magento’s names');
  }

  const bundleSkuOf = (lineSku: string): string | null => {
    // prefixesOf lists the whole SKU first, then shorter prefixes; the longest known bundle wins.
    const known = prefixesOf(lineSku).filter((candidate) => bundles.has(lower(candidate)));
    return known.sort((a, b) => b.length - a.length)[0] ?? null;
  };

  return {
    nameOf: (sku) => names.get(lower(sku)) ?? null,
    bundleSkuOf,
    bundleOptions(bundleSku, chosen) {
      const options = bundles.get(lower(bundleSku));
      if (!options) return null;
      const picked: Array<{ position: number; optionId: number; option: LineOption }> = [];
      for (const entry of chosen) {
        const option = options.get(entry.option_id);
        if (!option) return null;
        const qty = entry.option_qty && entry.option_qty > 0 ? entry.option_qty : 1;
        const parts: string[] = [];
        for (const selection of entry.option_selections) {
          const sku = option.selections.get(selection);
          const name = sku ? names.get(lower(sku)) : undefined;
          if (!name) return null;
          parts.push(partLine(option.title, name, qty));
        }
        if (parts.length > 0) picked.push({ position: option.position, optionId: entry.option_id, option: { label: option.title, value: parts.join('\n') } });
      }
      return picked.sort((a, b) => a.position - b.position || a.optionId - b.optionId).map((entry) => entry.option);
    },
  };
}

/**
 * A configurable line's SKU is its chosen child's while its name is the parent's (Quote/Model/Quote/Item), so looking the
 * SKU up would name the child: such a line keeps Magento's name. Every other line is named by its (bundle's) SKU.
 */
const isRenamable = (productType: string | null | undefined) => productType !== 'configurable';

/** The lines of a cart (or of a cart answer) to name: every line with a SKU. */
export function cartLines(items: ReadonlyArray<{ sku?: string | null; product_type?: string | null }>): NamedLine[] {
  return items.flatMap((item) => (typeof item.sku === 'string' && item.sku !== '' ? [{ sku: item.sku, isBundle: item.product_type === 'bundle' }] : []));
}

/** The name a cart or order line carries in this store view, Magento's own when the catalogue does not list it. */
export function lineName(names: StoreNames, sku: string | null | undefined, productType: string | null | undefined, stored: string | null): string | null {
  if (typeof sku !== 'string' || sku === '' || !isRenamable(productType)) return stored;
  const own = productType === 'bundle' ? names.bundleSkuOf(sku) : sku;
  return (own && names.nameOf(own)) ?? stored;
}

export function namedCartItem(names: StoreNames, item: CartItem): CartItem {
  return { ...item, name: lineName(names, item.sku, item.product_type, item.name) };
}

function chosenBundleOptions(item: MagentoCartItem): ChosenBundleOption[] | null {
  const chosen = (item.product_option as { extension_attributes?: { bundle_options?: unknown } } | undefined)?.extension_attributes?.bundle_options;
  if (!Array.isArray(chosen)) return null;
  return (chosen as Array<Partial<ChosenBundleOption>>).flatMap((entry) =>
    typeof entry?.option_id === 'number' && Array.isArray(entry.option_selections)
      ? [
          {
            option_id: entry.option_id,
            option_qty: typeof entry.option_qty === 'number' ? entry.option_qty : 1,
            option_selections: entry.option_selections.filter(Number.isInteger),
          },
        ]
      : [],
  );
}

/**
 * Totals in this store view: each item is found in the cart's items list (GET …/items, the one with product_option) by
 * item id; its name comes from its SKU and a bike's options from its chosen selections. An item not found keeps
 * Magento's text (already without repeated titles, option-text.ts).
 */
export function namedTotals(names: StoreNames, totals: Totals, listed: readonly MagentoCartItem[]): Totals {
  const byId = new Map(listed.map((item) => [Number(item.item_id), item]));
  return {
    ...totals,
    items: totals.items.map((totalsItem) => {
      const item = byId.get(Number(totalsItem.item_id));
      if (!item) return totalsItem;
      const name = lineName(names, item.sku, item.product_type, totalsItem.name);
      const chosen = item.product_type === 'bundle' ? chosenBundleOptions(item) : null;
      const bundleSku = chosen && item.sku ? names.bundleSkuOf(item.sku) : null;
      const options = (chosen && bundleSku !== null ? names.bundleOptions(bundleSku, chosen) : null) ?? totalsItem.options;
      return { ...totalsItem, name, options };
    }),
  };
}

/**
 * The cart's items with their product_option (GET …/items): which product and selections a totals item stands for.
 * None when Magento has none to give (an unknown or ordered cart): the totals then keep Magento's names.
 */
export async function listCartItems(magento: MagentoClient, cartId: string, store: string, deadlineAt?: number): Promise<MagentoCartItem[]> {
  try {
    const listed = await magento.rest<MagentoCartItem[]>({
      method: 'GET',
      store,
      path: mpath`/V1/guest-carts/${cartId}/items`,
      ...(deadlineAt ? { deadlineAt } : {}),
    });
    return Array.isArray(listed) ? listed : [];
  } catch (err) {
    if (err instanceof UpstreamError && err.status === 404) return [];
    throw err;
  }
}

/** Totals with the names and options of the language's store view (GET cart/totals, the shipping step's answer). */
export async function totalsInStoreView(deps: ApiDeps, locale: Language, totals: Totals, listed: readonly MagentoCartItem[]): Promise<Totals> {
  return namedTotals(await readStoreNames(deps, locale, cartLines(listed)), totals, listed);
}

/**
 * An order with its lines' names in the language's store view (the confirmation, the customer's history): an order
 * item keeps the name its cart line had, in the store view it was added in. A bike's parts are its child items, each
 * named by its own SKU.
 */
export async function orderInStoreView<T extends MagentoOrder>(deps: ApiDeps, locale: Language, order: T): Promise<T> {
  const items = (order.items ?? []).filter((item) => item && typeof item === 'object');
  if (items.length === 0) return order;
  const names = await readStoreNames(deps, locale, cartLines(items));
  return {
    ...order,
    items: order.items?.map((item) =>
      item && typeof item === 'object' ? { ...item, name: lineName(names, item.sku, item.product_type, item.name ?? null) ?? undefined } : item,
    ),
  };
}
