// Derived product fields of spec §3 (category ids, links, images, sort order), computed once when a
// product list arrives. Our server already sends them (with absolute image URLs, server/magento/product.mapper.ts):
// those are kept; where one is empty it is derived here from the raw fields, with image paths relative to the media
// path (the gallery the server sends holds enabled images only).
import type { Product, ProductSummary } from '../../../common/contract/product.schema';

function attribute(product: Product, code: string): unknown {
  return product.custom_attributes?.find((entry) => entry.attribute_code === code)?.value;
}

function linkedSkus(product: Product, linkType: string): string[] {
  return (product.product_links ?? []).filter((link) => link.link_type === linkType).map((link) => link.linked_product_sku);
}

export function toShopProduct(product: Product): Product {
  const images =
    Array.isArray(product.images) && product.images.length > 0
      ? product.images
      : (product.media_gallery_entries ?? []).filter((entry) => entry.media_type === 'image').map((entry) => entry.file);
  const raw = typeof product.image_src === 'string' && product.image_src !== '' ? product.image_src : attribute(product, 'image');
  // Magento's "no_selection" is an image role without a picture, not a file.
  const image = raw === 'no_selection' ? undefined : raw;
  const sortOrder = Number(attribute(product, 'sort_order'));
  const urlKey = attribute(product, 'url_key');
  // Without the raw links the server's derived lists stand.
  const categoryLinks = product.extension_attributes?.category_links;
  const derived: Product = {
    ...product,
    category_ids: categoryLinks ? categoryLinks.map((link) => String(link.category_id)) : (product.category_ids ?? []),
    related_product_skus: product.product_links ? linkedSkus(product, 'related') : (product.related_product_skus ?? []),
    crosssell_product_skus: product.product_links ? linkedSkus(product, 'crosssell') : (product.crosssell_product_skus ?? []),
    images,
  };
  const imageSrc = typeof image === 'string' && image !== '' ? image : images[0];
  if (imageSrc !== undefined) derived.image_src = imageSrc;
  if (typeof urlKey === 'string') derived.url_key = urlKey;
  if (Number.isFinite(sortOrder)) derived.sort_order = sortOrder;
  return derived;
}

/** Products with derived fields, ascending by sort_order (those without one last, stable). */
export function toShopProducts(products: readonly Product[]): Product[] {
  return products
    .map(toShopProduct)
    .map((product, index) => ({ product, index }))
    .sort((a, b) => (a.product.sort_order ?? Infinity) - (b.product.sort_order ?? Infinity) || a.index - b.index)
    .map(({ product }) => product);
}

/**
 * Related and cross-sell products resolved from a list that holds them; a product the list lacks keeps the
 * summary the server attached (a product page loads one product, and the server sends its linked ones along).
 */
export function withLinkedProducts(product: Product, candidates: readonly Product[]): Product {
  const bySku = new Map(candidates.map((candidate) => [candidate.sku, candidate]));
  const pick = (skus: string[] | undefined, attached: ProductSummary[] | undefined): ProductSummary[] => {
    const summaries = new Map<string, ProductSummary>((attached ?? []).map((summary) => [summary.sku, summary]));
    return (skus ?? []).flatMap((sku) => {
      const found = bySku.get(sku) ?? summaries.get(sku);
      return found ? [found] : [];
    });
  };
  return {
    ...product,
    related_products: pick(product.related_product_skus, product.related_products),
    crosssell_products: pick(product.crosssell_product_skus, product.crosssell_products),
  };
}
