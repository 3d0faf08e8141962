// Turns Magento product JSON into the shop's product shape (common/contract/product.schema.ts): the raw fields the
// browser reads plus the spec's derived fields (§3), so the browser never has to dig through custom_attributes or
// know the media path.
import type { Product, ProductSummary } from '../../common/contract/product.schema';
import type { MagentoProduct } from './magento.types';

export function customAttribute(p: MagentoProduct, code: string): unknown {
  return p.custom_attributes?.find((a) => a.attribute_code === code)?.value;
}

function attrString(p: MagentoProduct, code: string): string | null {
  const v = customAttribute(p, code);
  return typeof v === 'string' && v !== '' ? v : typeof v === 'number' ? String(v) : null;
}

/** The value of an image role (image, small_image, thumbnail) that has no picture. */
export const NO_SELECTION = 'no_selection';

/** Media paths are relative to `{media base}catalog/product` and start with "/". */
export function mediaUrl(mediaBaseUrl: string, file: string): string {
  if (/^https?:\/\//.test(file)) return file;
  return `${mediaBaseUrl}catalog/product${file.startsWith('/') ? '' : '/'}${file}`;
}

function linkedSkus(p: MagentoProduct, type: string): string[] {
  return (p.product_links ?? [])
    .filter((l) => l.link_type === type && typeof l.linked_product_sku === 'string')
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((l) => l.linked_product_sku as string);
}

/** How the catalogue's prices are entered (Magento's tax/calculation/price_includes_tax) and the VAT shown on them. */
export interface CatalogPrices {
  includeTax: boolean;
  vatPercent: number;
}
const PRICES_INCL_TAX: CatalogPrices = { includeTax: true, vatPercent: 21 };

/** A catalogue price as the shop shows it: incl. VAT, to the cent (a price entered excl. VAT gets the shop's VAT). */
export function displayPrice(price: number, prices: CatalogPrices): number {
  return prices.includeTax ? price : Math.round(price * (100 + prices.vatPercent)) / 100;
}

/** Bundle options with their fixed selection prices shown incl. VAT (a percentage, price_type 1, stays as it is). */
function displayBundleOptions(options: unknown[], prices: CatalogPrices): unknown[] {
  if (prices.includeTax) return options;
  return options.map((option) => {
    if (!option || typeof option !== 'object' || !Array.isArray((option as { product_links?: unknown }).product_links)) return option;
    const links = (option as { product_links: unknown[] }).product_links.map((link) => {
      if (!link || typeof link !== 'object') return link;
      const { price, price_type: priceType } = link as { price?: unknown; price_type?: unknown };
      return typeof price === 'number' && priceType !== 1 ? { ...link, price: displayPrice(price, prices) } : link;
    });
    return { ...option, product_links: links };
  });
}

/**
 * `categoryKeys`: category id → url_key of the store view (server/api/catalog-categories.ts); `prices`: how the
 * catalogue's prices are entered, so `price` and the bundle selections' prices always reach the shop incl. VAT.
 */
export function mapProduct(
  p: MagentoProduct,
  mediaBaseUrl: string,
  categoryKeys: ReadonlyMap<string, string> = new Map(),
  prices: CatalogPrices = PRICES_INCL_TAX,
): Product {
  const gallery = (p.media_gallery_entries ?? [])
    .filter((m) => m.media_type === 'image' && !m.disabled && typeof m.file === 'string')
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  const images = gallery.map((m) => mediaUrl(mediaBaseUrl, m.file as string));
  // A product without a picture has the image role set to Magento's literal "no_selection" (Catalog
  // Model/Product/Gallery, the admin's "No Image"): no file, so the first gallery image or nothing (the view's placeholder).
  const imageRole = attrString(p, 'image');
  const imageAttr = imageRole === NO_SELECTION ? null : imageRole;
  const sortRaw = customAttribute(p, 'sort_order');
  const sortOrder = sortRaw === undefined || sortRaw === null || sortRaw === '' ? null : Number(sortRaw);
  const ext = p.extension_attributes ?? {};
  return {
    sku: p.sku,
    name: p.name ?? null,
    price: typeof p.price === 'number' ? displayPrice(p.price, prices) : null,
    type_id: p.type_id ?? null,
    status: p.status ?? null,
    visibility: p.visibility ?? null,
    weight: p.weight ?? null,
    custom_attributes: (p.custom_attributes ?? []).map((a) => ({ attribute_code: a.attribute_code, value: a.value })),
    extension_attributes: {
      category_links: (ext.category_links ?? []).map((c) => ({
        ...(c.position !== undefined ? { position: c.position } : {}),
        category_id: String(c.category_id),
      })),
      ...(ext.bundle_product_options ? { bundle_product_options: displayBundleOptions(ext.bundle_product_options, prices) } : {}),
    },
    product_links: (p.product_links ?? [])
      .filter((l) => typeof l.link_type === 'string' && typeof l.linked_product_sku === 'string')
      .map((l) => ({
        link_type: l.link_type as string,
        linked_product_sku: l.linked_product_sku as string,
        ...(l.linked_product_type ? { linked_product_type: l.linked_product_type } : {}),
        ...(l.position !== undefined ? { position: l.position } : {}),
      })),
    media_gallery_entries: gallery.map((m) => ({
      media_type: m.media_type as string,
      file: m.file as string,
      label: m.label ?? null,
      position: m.position ?? 0,
      types: m.types ?? [],
    })),
    url_key: attrString(p, 'url_key'),
    sort_order: sortOrder !== null && Number.isFinite(sortOrder) ? sortOrder : null,
    one_liner: attrString(p, 'one_liner'),
    short_description: attrString(p, 'short_description'),
    category_ids: (ext.category_links ?? []).map((c) => String(c.category_id)),
    category_keys: (ext.category_links ?? []).flatMap((c) => categoryKeys.get(String(c.category_id)) ?? []),
    related_product_skus: linkedSkus(p, 'related'),
    crosssell_product_skus: linkedSkus(p, 'crosssell'),
    images,
    image_src: imageAttr ? mediaUrl(mediaBaseUrl, imageAttr) : (images[0] ?? null),
    related_products: [],
    crosssell_products: [],
    ...deliveryWeeks(p),
  };
}

/** A bike's weeks from order to delivery (folt_delivery_weeks, README's Magento preconditions); only set when Magento has it. */
function deliveryWeeks(p: MagentoProduct): { delivery_weeks?: number } {
  const weeks = Number(attrString(p, 'folt_delivery_weeks'));
  return attrString(p, 'folt_delivery_weeks') !== null && Number.isInteger(weeks) && weeks > 0 ? { delivery_weeks: weeks } : {};
}

export function summarize(p: Product): ProductSummary {
  return { sku: p.sku, name: p.name, price: p.price, type_id: p.type_id, url_key: p.url_key, image_src: p.image_src };
}

/** Ascending by sort_order; products without one go last; ties keep Magento's order. */
export function sortBySortOrder(list: Product[]): Product[] {
  return list
    .map((p, i) => ({ p, i }))
    .sort((a, b) => (a.p.sort_order ?? Infinity) - (b.p.sort_order ?? Infinity) || a.i - b.i)
    .map(({ p }) => p);
}

/** Fills related_products / crosssell_products from the page itself and from `extra` (linked products fetched separately). */
export function attachLinkedProducts(list: Product[], extra: Product[]): void {
  const bySku = new Map<string, ProductSummary>();
  for (const p of [...extra, ...list]) bySku.set(p.sku, summarize(p));
  for (const p of list) {
    p.related_products = p.related_product_skus.flatMap((s) => bySku.get(s) ?? []);
    p.crosssell_products = p.crosssell_product_skus.flatMap((s) => bySku.get(s) ?? []);
  }
}

/** A bundle priced by its parts (Magento's price_type 0, Bundle/Model/Product/Price::PRICE_TYPE_DYNAMIC): its own `price` is 0. */
export function hasDynamicPrice(p: Product): boolean {
  return p.type_id === 'bundle' && String(p.custom_attributes.find((a) => a.attribute_code === 'price_type')?.value) === '0';
}

type BundleOptionShape = { required?: unknown; product_links?: Array<{ sku?: unknown; qty?: unknown }> };

/** The selection SKUs of the dynamic-price bundles in a list: the parts whose prices make theirs. */
export function dynamicBundlePartSkus(list: readonly Product[]): string[] {
  const skus = list
    .filter(hasDynamicPrice)
    .flatMap((p) =>
      ((p.extension_attributes.bundle_product_options ?? []) as BundleOptionShape[]).flatMap((option) =>
        (option.product_links ?? []).flatMap((link) => (typeof link.sku === 'string' ? [link.sku] : [])),
      ),
    );
  return [...new Set(skus)];
}

/**
 * A dynamic-price bundle's "from" price, as Bundle/Model/Product/Price::getTotalPrices('min') computes it: the cheapest
 * selection (its product's own price × its qty) of every required option, or, without required options, the cheapest
 * selection of any option. null while a needed part's price is unknown, so the shop never shows a price too low.
 */
export function dynamicBundleFromPrice(p: Product, priceBySku: ReadonlyMap<string, number>): number | null {
  const options = (p.extension_attributes.bundle_product_options ?? []) as BundleOptionShape[];
  const cheapest = options.map((option) => {
    const prices = (option.product_links ?? []).map((link) => {
      const price = typeof link.sku === 'string' ? priceBySku.get(link.sku.toLowerCase()) : undefined;
      const qty = typeof link.qty === 'number' && link.qty > 0 ? link.qty : 1;
      return price === undefined ? null : price * qty;
    });
    return {
      required: option.required === true || option.required === 1 || option.required === '1',
      min: prices.includes(null) || prices.length === 0 ? null : Math.min(...(prices as number[])),
    };
  });
  const required = cheapest.filter((option) => option.required);
  const counted = required.length > 0 ? required : cheapest.filter((option) => option.min !== null).slice(0, 1);
  if (counted.length === 0 || counted.some((option) => option.min === null)) return null;
  const total =
    required.length > 0
      ? counted.reduce((sum, option) => sum + option.min!, 0)
      : Math.min(...cheapest.flatMap((option) => (option.min === null ? [] : [option.min])));
  return Math.round(total * 100) / 100;
}

/** Gives the dynamic-price bundles of a list their "from" price from their parts (already mapped, so incl. VAT). */
export function attachDynamicBundlePrices(list: Product[], parts: readonly Product[]): void {
  const priceBySku = new Map<string, number>();
  for (const part of [...parts, ...list]) if (typeof part.price === 'number') priceBySku.set(part.sku.toLowerCase(), part.price);
  for (const p of list) if (hasDynamicPrice(p)) p.price = dynamicBundleFromPrice(p, priceBySku);
}
