// The six models' numbers without their texts, in the index's order (common/bike-models.ts): what a page needs that
// compares all six models (home's "quickest fold", "longest range") without carrying every text in three languages.
import { CLASSIC_SPECS } from './bikes/classic.specs';
import { ELITE_SPECS } from './bikes/elite.specs';
import { MAXX_SPECS } from './bikes/maxx.specs';
import { PICCOLO_SPECS } from './bikes/piccolo.specs';
import { VOYAGE_SPECS } from './bikes/voyage.specs';
import { FOLT_200_S_SPECS } from './bikes/folt-200-s.specs';
import type { BikeSpecs } from './bikes/shared';

export const BIKE_SPECS: readonly BikeSpecs[] = [CLASSIC_SPECS, ELITE_SPECS, MAXX_SPECS, PICCOLO_SPECS, VOYAGE_SPECS, FOLT_200_S_SPECS];

export function findBikeSpecs(slug: string): BikeSpecs | undefined {
  return BIKE_SPECS.find((specs) => specs.slug === slug);
}
