// What Magento holds of the six bikes, as every marketing page shows it: the from-price (the shop list's price: a
// fixed bundle's own price, a dynamic one's cheapest build), the weight (Magento's `weight`) and whether the bike is on sale at all (enabled
// and in the catalogue). Read on the server through the catalogue cache (bike-facts-data.ts) with every public
// page's loader data and _payload.json; never from code, so an admin's save reaches every page. A page that needs no
// list of models reads catalog-facts.ts alone, without common/bike-models.ts.
import { BIKE_MODELS, type BikeModel, type BikeSlug } from '../../../common/bike-models';
import { catalogFactsView, offeredOf, type CatalogFactsView } from './catalog-facts';
import { usePageLoaderData } from './nav';

export interface BikeFact {
  /** Incl. VAT, in cents; null when the catalogue has no price for the default build. */
  fromPriceCents: number | null;
  weightKg: number | null;
  /** Battery SKU → surcharge over the included battery, incl. VAT, in cents. */
  batterySurchargeCents: Record<string, number>;
  /** Magento's stock status of the bundle (a required option without a salable part makes it OUT_OF_STOCK); null: not said. */
  stockStatus: 'IN_STOCK' | 'OUT_OF_STOCK' | null;
}

/**
 * 'ready': the catalogue answered (fresh or its last copy), and a bike missing from `bikes` is not sold.
 * 'unknown': Magento could not be asked and nothing was cached: every bike is shown, without price or weight.
 */
export type BikeFacts = { status: 'ready'; bikes: Partial<Record<BikeSlug, BikeFact>> } | { status: 'unknown' };

/** What a page route's loader answers besides its own data (src/routes/route-tree.tsx). */
export interface PublicPageLoaded {
  data?: unknown;
  facts?: BikeFacts;
  /** The page offers a bike the catalogue no longer sells: HTTP 410 and the "no longer sold" view. */
  gone?: boolean;
  /** A model page's structured data (its schema.org Product as JSON text), computed with its data. */
  jsonLd?: string;
}

/** The catalogue's facts (catalog-facts.ts) with the models on sale: for pages that list or compare the models. */
export interface BikeFactsView extends CatalogFactsView {
  /** The models on sale, in the models page's order (all of them while the catalogue is unknown). */
  offered: BikeModel[];
  /** The lightest offered model with a known weight. */
  lightest: { model: BikeModel; weightKg: number } | null;
  /** The cheapest offered model with a known price. */
  cheapest: { model: BikeModel; priceCents: number } | null;
}

export function bikeFactsView(facts: BikeFacts | undefined, gone = false): BikeFactsView {
  const view = catalogFactsView(facts, gone);
  const offered = offeredOf(BIKE_MODELS, view);
  // The lightest and cheapest are catalog-facts.ts' figures; here with the model they belong to (the first in the
  // models page's order when two share a figure).
  const withModel = <K extends 'weightKg' | 'priceCents'>(key: K, figure: number | null) => {
    const model = figure === null ? undefined : offered.find((candidate) => view[key](candidate.slug) === figure);
    return model && figure !== null ? ({ model, [key]: figure } as { model: BikeModel } & Record<K, number>) : null;
  };
  return {
    ...view,
    offered,
    lightest: withModel('weightKg', view.lightestKg),
    cheapest: withModel('priceCents', view.cheapestCents),
  };
}

/** The facts of the page being shown (its loader data) with the models on sale; inside a page component. */
export function useBikeFacts(): BikeFactsView {
  const loaded = usePageLoaderData() as PublicPageLoaded | null | undefined;
  return bikeFactsView(loaded?.facts, loaded?.gone === true);
}
