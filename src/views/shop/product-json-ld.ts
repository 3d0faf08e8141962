// schema.org `Product` structured data for a product page's server-rendered head, and the text of its
// <script type="application/ld+json"> (escaped so no product text can close the script element).

export interface ProductJsonLdInput {
  name: string;
  sku: string;
  /** Absolute image URLs. */
  images: readonly string[];
  /** Plain text. */
  description: string;
  /** Price incl. VAT in euros; without one the product has no offer. */
  price: number | null;
  /** The canonical absolute URL of the product page. */
  url: string;
  brand: string;
}

/**
 * The `Product` object. Availability is InStock: the catalogue lists enabled products only and carries no stock
 * figures to the shop (the cart answers when something has run out).
 */
export function productJsonLd(input: ProductJsonLdInput): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: input.name,
    sku: input.sku,
    ...(input.images.length ? { image: [...input.images] } : {}),
    ...(input.description ? { description: input.description } : {}),
    brand: { '@type': 'Brand', name: input.brand },
    url: input.url,
    ...(input.price !== null
      ? {
          offers: {
            '@type': 'Offer',
            price: input.price.toFixed(2),
            priceCurrency: 'EUR',
            availability: 'https://schema.org/InStock',
            itemCondition: 'https://schema.org/NewCondition',
            url: input.url,
          },
        }
      : {}),
  };
}

/** JSON for inside a <script> element: '<', '>' and '&' as \u escapes (still the same JSON), line separators too. */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
