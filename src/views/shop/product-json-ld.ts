// schema.org `Product` structured data for a product page's server-rendered head, and the text of its
// <script type="application/ld+json"> comes from jsonLdText (src/lib/json-ld-text.ts).

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
  /** What the page says about stock (offerAvailability); null leaves it out: Magento did not say. */
  availability: OfferAvailability | null;
}

/** schema.org ItemAvailability values the shop can state truthfully. */
export type OfferAvailability = 'InStock' | 'OutOfStock' | 'MadeToOrder';

/**
 * Magento's stock status as schema.org availability, as the page words it (stock-line.tsx): a sold-out product is
 * OutOfStock, a salable part InStock, a salable bike MadeToOrder (bikes are built to order, decision record 015).
 * Unknown stock (Magento's stock call failed or left the product out) is no claim at all.
 */
export function offerAvailability(stockStatus: 'IN_STOCK' | 'OUT_OF_STOCK' | null | undefined, builtToOrder: boolean): OfferAvailability | null {
  if (stockStatus === 'OUT_OF_STOCK') return 'OutOfStock';
  if (stockStatus === 'IN_STOCK') return builtToOrder ? 'MadeToOrder' : 'InStock';
  return null;
}

/** The `Product` object; its `Offer` only with a price, its availability only when the stock is known. */
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
            ...(input.availability ? { availability: `https://schema.org/${input.availability}` } : {}),
            itemCondition: 'https://schema.org/NewCondition',
            url: input.url,
          },
        }
      : {}),
  };
}
