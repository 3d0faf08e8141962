// The catalogue's facts of the page being shown, per bike (from-price, weight, battery surcharges, stock, on sale or
// not), without the models' own facts: home's hero and a model page read these in their first render and so do not
// carry common/bike-models.ts (docs/decisions/040-bike-facts-per-model.md). bike-facts.ts adds the models on sale.
import { BIKE_SLUGS, type BikeSlug } from '../../../common/bike-slugs';
import type { BikeSpecs } from '../../../common/bike-models';
import type { BikeFacts, PublicPageLoaded } from './bike-facts';
import { usePageLoaderData } from './nav';

export interface CatalogFactsView {
  isOffered(slug: BikeSlug): boolean;
  priceCents(slug: BikeSlug): number | null;
  weightKg(slug: BikeSlug): number | null;
  batterySurchargeCents(slug: BikeSlug, batterySku: string): number | null;
  stockStatus(slug: BikeSlug): 'IN_STOCK' | 'OUT_OF_STOCK' | null;
  /** The weight of the lightest offered model (null: no weight known). */
  lightestKg: number | null;
  /** The from-price of the cheapest offered model (null: no price known). */
  cheapestCents: number | null;
  /** The page shows a bike that is no longer sold. */
  gone: boolean;
}

const lowest = (values: number[]): number | null => (values.length > 0 ? Math.min(...values) : null);

export function catalogFactsView(facts: BikeFacts | undefined, gone = false): CatalogFactsView {
  const bikes = facts?.status === 'ready' ? facts.bikes : null;
  const isOffered = (slug: BikeSlug) => bikes === null || bikes[slug] !== undefined;
  const weightKg = (slug: BikeSlug) => bikes?.[slug]?.weightKg ?? null;
  const priceCents = (slug: BikeSlug) => bikes?.[slug]?.fromPriceCents ?? null;
  const offered = BIKE_SLUGS.filter(isOffered);
  return {
    isOffered,
    priceCents,
    weightKg,
    batterySurchargeCents: (slug, sku) => bikes?.[slug]?.batterySurchargeCents[sku] ?? null,
    stockStatus: (slug) => bikes?.[slug]?.stockStatus ?? null,
    lightestKg: lowest(offered.flatMap((slug) => weightKg(slug) ?? [])),
    cheapestCents: lowest(offered.flatMap((slug) => priceCents(slug) ?? [])),
    gone,
  };
}

/**
 * The models of `models` on sale, in the models page's order (all of them while the catalogue is unknown): the whole
 * models (common/bike-models.ts, bike-facts.ts' `offered`) or their numbers alone (common/bike-specs.ts).
 */
export function offeredOf<T extends BikeSpecs>(models: readonly T[], view: Pick<CatalogFactsView, 'isOffered'>): T[] {
  return [...models].sort((a, b) => a.sortOrder - b.sortOrder).filter((model) => view.isOffered(model.slug));
}

/** The catalogue's facts of the page being shown (its loader data); inside a page component. */
export function useCatalogFacts(): CatalogFactsView {
  const loaded = usePageLoaderData() as PublicPageLoaded | null | undefined;
  return catalogFactsView(loaded?.facts, loaded?.gone === true);
}
