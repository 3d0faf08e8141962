// The bike models as form options (names are the same in every language) and the check of a ?model= value: kept in
// their own module because they load the bike facts, which forms without a model choice do without.
import { BIKE_SPECS } from '../../../../common/bike-specs';
import type { BikeSlug } from '../../../../common/bike-models';
import type { FieldOption } from './lead-form.types';

export const BIKE_SLUGS: readonly BikeSlug[] = BIKE_SPECS.map((model) => model.slug);

export function isBikeSlug(value: unknown): value is BikeSlug {
  return typeof value === 'string' && (BIKE_SLUGS as readonly string[]).includes(value);
}

export const MODEL_OPTIONS: readonly FieldOption[] = BIKE_SPECS.map((model) => ({ value: model.slug, label: { literal: model.name } }));
