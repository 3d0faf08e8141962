// Which models the compare page shows, read from and written to its URL (?models=classic,elite): two or three
// known models, in the visitor's order, so a comparison can be shared, bookmarked and rendered by the server.
import { BIKE_MODELS, type BikeModel, type BikeSlug } from '../../../common/bike-models';
import type { BikeFactsView } from '../shared/bike-facts';

export const COMPARE_MIN = 2;
export const COMPARE_MAX = 3;
/** What the page compares when the URL names fewer than two models: light and compact, everyday, touring. */
export const DEFAULT_COMPARISON: readonly BikeSlug[] = ['piccolo', 'classic', 'voyage'];

const known = new Set<string>(BIKE_MODELS.map((model) => model.slug));
const isBikeSlug = (value: string): value is BikeSlug => known.has(value);

/**
 * The comparison in a ?models= value (comma-separated; repeated parameters are joined by the caller): unknown,
 * repeated and no longer sold (`offered`, from the catalogue) slugs are dropped, at most three are kept, and fewer
 * than two are topped up from the default comparison, then from the other models on sale.
 */
export function parseCompareSelection(raw: string | null | undefined, offered: readonly BikeSlug[] = BIKE_MODELS.map((model) => model.slug)): BikeSlug[] {
  const chosen: BikeSlug[] = [];
  for (const part of (raw ?? '').split(',')) {
    const slug = part.trim().toLowerCase();
    if (isBikeSlug(slug) && offered.includes(slug) && !chosen.includes(slug) && chosen.length < COMPARE_MAX) chosen.push(slug);
  }
  for (const slug of [...DEFAULT_COMPARISON, ...offered]) {
    if (!offered.includes(slug)) continue;
    if (chosen.length >= COMPARE_MIN) break;
    if (!chosen.includes(slug)) chosen.push(slug);
  }
  return chosen;
}

/** The ?models= value for a selection. */
export function formatCompareSelection(slugs: readonly BikeSlug[]): string {
  return slugs.join(',');
}

/**
 * The selection after a visitor toggles a model: removing keeps at least two (null: not allowed), adding keeps at
 * most three (null: not allowed until one is removed).
 */
export function toggleCompareSelection(current: readonly BikeSlug[], slug: BikeSlug): BikeSlug[] | null {
  if (current.includes(slug)) return current.length > COMPARE_MIN ? current.filter((s) => s !== slug) : null;
  return current.length < COMPARE_MAX ? [...current, slug] : null;
}

/**
 * The model a model page offers to compare with: the one on sale closest in price (the natural alternative), by the
 * catalogue's prices; the next in the models page's order while a price is unknown.
 */
export function comparePartner(model: BikeModel, facts: BikeFactsView): BikeModel {
  const others = facts.offered.filter((other) => other.slug !== model.slug);
  const own = facts.priceCents(model.slug);
  const distance = (other: BikeModel) => {
    const price = facts.priceCents(other.slug);
    return own === null || price === null ? Number.POSITIVE_INFINITY : Math.abs(price - own);
  };
  return [...others].sort((a, b) => distance(a) - distance(b) || a.sortOrder - b.sortOrder)[0] ?? model;
}
