// What the shop views show of a product, taken from the API's product (or from the summary of a linked product):
// the list's cards and the product page's shape (built in product-detail.ts). Built once, on the server for a
// server-rendered page (its loader data) or in the browser from the product-loading machine's products, so both
// render the same shape.
import type { Product, ProductSummary } from '../../../common/contract/product.schema';

/**
 * A product as our server sends it (common/contract/product.schema.ts): a whole product, or the summary of a linked
 * one, which lacks the rest.
 */
export type ServedProduct = ProductSummary & Partial<Product>;

export interface ProductCardData {
  sku: string;
  name: string;
  /** Price incl. VAT; for a bike the base price of the configuration. */
  price: number | null;
  urlKey: string | null;
  oneLiner: string | null;
  /** Absolute image URL. */
  imageSrc: string | null;
  /** The url keys of its categories (shop-categories.ts). */
  categoryKeys: string[];
  /** Its category ids, for a coupon's product conditions; null when the answer had none (a linked product in short). */
  categoryIds: string[] | null;
  /** Bikes are bundles bought configured: their cards open the configurator instead of a product page. */
  isBike: boolean;
  /** The back office's "featured" flag (a Yes/No attribute): first in the shop list, with a badge. */
  featured: boolean;
  /** What the card and the page say about stock (stock-line.tsx); null when Magento did not say. */
  stock: StockLine | null;
}

/**
 * Sold out (nothing to add), a few left (at or below Magento's "Only X left" threshold), or a bike's delivery time
 * (bikes are built to order).
 */
export type StockLine = { kind: 'sold-out' } | { kind: 'low'; left: number } | { kind: 'delivery'; weeks: number };

export function stockLine(product: ServedProduct): StockLine | null {
  if (product.stock_status === 'OUT_OF_STOCK') return { kind: 'sold-out' };
  if (product.type_id === 'bundle') return typeof product.delivery_weeks === 'number' ? { kind: 'delivery', weeks: product.delivery_weeks } : null;
  const left = product.only_x_left_in_stock;
  return typeof left === 'number' && left > 0 ? { kind: 'low', left: Math.floor(left) } : null;
}

export interface ProductDetailData extends ProductCardData {
  /** The short description as sanitized HTML (common/rich-text.ts): safe to render as it is. */
  descriptionHtml: string;
  /** The long description (Magento's `description`), sanitized likewise: the page's "Product details". */
  detailsHtml: string;
  /** Every image, the main one first. */
  images: string[];
  related: ProductCardData[];
  crosssell: ProductCardData[];
}

/** Magento's "Not Visible Individually": components a bundle selects, never shown on their own. */
const NOT_VISIBLE_INDIVIDUALLY = 1;

/** A non-blank string, or null. */
export function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

export function attribute(product: ServedProduct, code: string): unknown {
  return product.custom_attributes?.find((entry) => entry.attribute_code === code)?.value;
}

/** Magento's Yes/No attribute "featured" as REST prints it ("1"), or as a number or boolean from elsewhere. */
export function isFeatured(product: ServedProduct): boolean {
  const value = attribute(product, 'featured');
  return value === '1' || value === 1 || value === true;
}

export function isShownProduct(product: ServedProduct): boolean {
  return product.visibility !== NOT_VISIBLE_INDIVIDUALLY;
}

export function toProductCard(product: ServedProduct): ProductCardData {
  return {
    sku: product.sku,
    name: text(product.name) ?? product.sku,
    price: typeof product.price === 'number' && Number.isFinite(product.price) ? product.price : null,
    urlKey: text(product.url_key),
    oneLiner: text(product.one_liner) ?? text(attribute(product, 'one_liner')),
    imageSrc: text(product.image_src),
    categoryKeys: product.category_keys ?? [],
    categoryIds: product.category_ids ?? null,
    isBike: product.type_id === 'bundle',
    featured: isFeatured(product),
    stock: stockLine(product),
  };
}

/**
 * The cards of a product list (already sorted by sort_order), without products that are not shown on their own, in
 * the shop's default order: featured products first, each group keeping the sort order. The server render and the
 * browser both build the list here, and a category filter keeps this order (shop-categories.ts cardsInCategory).
 */
export function toProductCards(products: readonly ServedProduct[]): ProductCardData[] {
  const cards = products.filter(isShownProduct).map(toProductCard);
  return [...cards.filter((card) => card.featured), ...cards.filter((card) => !card.featured)];
}
