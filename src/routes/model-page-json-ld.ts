// A model page's schema.org `Product`, computed where the page's data is loaded (the server render and the page's
// _payload.json), so the browser's head only copies its text and the bikes' table is not part of every page's first
// render (decision record 025).
import { siteName, type Lang } from '../locales/paths';
import { findBikeModel, type BikeSlug } from '../../common/bike-models';
import { bikeFactsView, type BikeFacts } from '../views/shared/bike-facts';
import { offerAvailability, productJsonLd } from '../views/shop/product-json-ld';
import { jsonLdText } from '../lib/json-ld-text';

/**
 * The bike with the from-price the page shows (the catalogue's, bike-facts.ts) as its offer, and its availability
 * when the catalogue said (a bike is built to order). Without a price (the catalogue could not be asked) no offer:
 * the page shows none either. `url` is the page's canonical address. Null for a slug without a model.
 */
export function modelPageJsonLd(slug: BikeSlug, facts: BikeFacts | undefined, lang: Lang, url: string): string | null {
  const model = findBikeModel(slug);
  if (!model) return null;
  const view = bikeFactsView(facts);
  const cents = view.priceCents(slug);
  return jsonLdText(
    productJsonLd({
      name: model.name,
      sku: model.sku,
      images: [],
      description: model.description[lang],
      price: cents === null ? null : cents / 100,
      url,
      brand: siteName,
      availability: offerAvailability(view.stockStatus(slug), true),
    }),
  );
}
