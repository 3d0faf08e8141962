// The range estimator of the battery page: a pure function from battery, assist level, rider weight and terrain to
// kilometres, anchored on the measured ranges of common/bike-models.ts so the estimate never contradicts them.
//
// Assumptions (shown to visitors in short on the page):
// - A battery's rangeKm.max is what it gives at the lowest assist level, on flat roads, with a light rider
//   (60 kg with luggage) and no wind; rangeKm.min is the highest level, hilly roads, a 150 kg rider plus luggage.
// - Between those corners, energy per kilometre rises with effort, so the range falls geometrically:
//   km = max × (min / max) ^ effort, with effort from 0 (best case) to 1 (worst case).
// - Effort weighs the assist level most (45 %), then terrain (35 %), then weight (20 %): on our test loops the assist
//   level changed consumption the most, weight mainly on climbs and starts.
// - Wind, temperature and tyre pressure are not inputs; they make roughly ten per cent either way, which the band
//   (estimate ± 10 %, within the battery's own min and max) expresses.
// - Results are rounded to 5 km: more precision would promise what a weather change takes away.
import type { BikeBattery } from '../../../../common/bike-models';

export type AssistLevel = 'low' | 'medium' | 'high';
export type Terrain = 'flat' | 'rolling' | 'hilly';

export const ASSIST_LEVELS: readonly AssistLevel[] = ['low', 'medium', 'high'];
export const TERRAINS: readonly Terrain[] = ['flat', 'rolling', 'hilly'];
export const RIDER_KG = { min: 40, max: 150, lightest: 60, step: 5 } as const;

const ASSIST_EFFORT: Record<AssistLevel, number> = { low: 0, medium: 0.5, high: 1 };
const TERRAIN_EFFORT: Record<Terrain, number> = { flat: 0, rolling: 0.5, hilly: 1 };
const WEIGHTS = { assist: 0.45, terrain: 0.35, rider: 0.2 } as const;

export interface RangeInput {
  battery: Pick<BikeBattery, 'rangeKm'>;
  assist: AssistLevel;
  /** Rider plus luggage, in kg. */
  riderKg: number;
  terrain: Terrain;
}

export interface RangeEstimate {
  km: number;
  lowKm: number;
  highKm: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const round5 = (km: number) => Math.round(km / 5) * 5;

/** How hard the ride is, from 0 (lowest assist, flat, light rider) to 1 (highest assist, hilly, heaviest rider). */
export function rideEffort({ assist, terrain, riderKg }: Omit<RangeInput, 'battery'>): number {
  const kg = Number.isFinite(riderKg) ? clamp(riderKg, RIDER_KG.lightest, RIDER_KG.max) : RIDER_KG.lightest;
  const rider = (kg - RIDER_KG.lightest) / (RIDER_KG.max - RIDER_KG.lightest);
  return WEIGHTS.assist * ASSIST_EFFORT[assist] + WEIGHTS.terrain * TERRAIN_EFFORT[terrain] + WEIGHTS.rider * rider;
}

export function estimateRange(input: RangeInput): RangeEstimate {
  const { min, max } = input.battery.rangeKm;
  const exact = max * (min / max) ** rideEffort(input);
  const km = clamp(round5(exact), min, max);
  return {
    km,
    lowKm: clamp(round5(exact * 0.9), min, km),
    highKm: clamp(round5(exact * 1.1), km, max),
  };
}
