// The product page's data from the API's product: the card fields plus the sanitized descriptions, every image and
// the related and cross-sell products as cards. Built on the server for a server-rendered page, in the browser after
// a client-side navigation.
import type { Product } from '../../../common/contract/product.schema';
import { withLinkedProducts } from '../../machines/product-loading/products';
import { attribute, text, toProductCard, type ProductCardData, type ProductDetailData } from './product-cards';
import { sanitizeProductHtml } from '../../../common/rich-text';

/** Cards a shopper can open: a part needs a url key, a bike only its sku. */
function isLinkable(card: ProductCardData): boolean {
  return card.isBike || card.urlKey !== null;
}

/** The product page's data; related and cross-sell products come from `list` or the summaries the server attached. */
export function toProductDetail(product: Product, list: readonly Product[] = [product]): ProductDetailData {
  const linked = withLinkedProducts(product, list);
  const card = toProductCard(product);
  const images = [...new Set([card.imageSrc, ...(product.images ?? [])].filter((src): src is string => text(src) !== null))];
  return {
    ...card,
    descriptionHtml: sanitizeProductHtml(text(product.short_description) ?? text(attribute(product, 'short_description'))),
    detailsHtml: sanitizeProductHtml(text(attribute(product, 'description'))),
    images,
    related: (linked.related_products ?? []).map(toProductCard).filter(isLinkable),
    crosssell: (linked.crosssell_products ?? []).map(toProductCard).filter(isLinkable),
  };
}
