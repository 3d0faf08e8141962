// Physical facts the catalogue does not carry, kept as data: part weights, battery capacity and range (read from
// common/bike-models.ts, never copied), colour swatches, and the picture layer each visible part draws.
import { BATTERIES, BIKE_COLOURS, BIKE_MODELS, type BikeBattery, type BikeColour, type BikeModel } from '../../../common/bike-models';

/** Highest option quantity a shopper can set (e.g. spare tubes); Magento has no limit, a bike page needs one. */
export const MAX_OPTION_QTY = 10;
/** Highest number of identical bikes in one add to cart. */
export const MAX_BIKE_QTY = 10;

/**
 * Weights in kg of the parts a bike's bundle can select. The same figures as the parts catalogue (the emulator's
 * seed, checked by a test). The standard saddle is not sold alone; its weight is ours. Batteries are not listed:
 * their weight comes from common/bike-models.ts.
 */
export const PART_WEIGHTS_KG: Readonly<Record<string, number>> = {
  'FOLT-SADDLE-STD': 0.45,
  'FOLT-SADDLE-COMFORT': 0.6,
  'FOLT-SADDLE-SPORT': 0.35,
  'FOLT-RACK-REAR': 0.9,
  'FOLT-RACK-FRONT': 0.7,
  'FOLT-BAG-PANNIER': 0.9,
  'FOLT-BAG-DOUBLE': 1.5,
  'FOLT-BAG-FRAME': 0.35,
  'FOLT-BAG-FRONT': 0.7,
  'FOLT-BAG-TRUNK': 0.6,
  'FOLT-BAG-CARRY': 1.1,
  'FOLT-MUDGUARD-20': 0.5,
  'FOLT-MUDGUARD-16': 0.4,
  'FOLT-KICKSTAND': 0.4,
  'FOLT-BASKET': 0.8,
  'FOLT-TUBE-20': 0.15,
  'FOLT-TUBE-16': 0.12,
};

/**
 * Parts that travel with the bike but are not mounted on it: they do not change the weight shown, which is the
 * bike ready to ride (as common/bike-models.ts states its weights).
 */
export const LOOSE_PARTS: ReadonlySet<string> = new Set(['FOLT-BAG-CARRY', 'FOLT-TUBE-20', 'FOLT-TUBE-16']);

/** What a part adds to the bike's ride weight, per piece. Unknown SKUs (colours, the base frame) add nothing. */
export function partWeightKg(sku: string): number {
  if (LOOSE_PARTS.has(sku)) return 0;
  return batteryOfSku(sku)?.weightKg ?? PART_WEIGHTS_KG[sku] ?? 0;
}

const BATTERY_BY_SKU: ReadonlyMap<string, BikeBattery> = new Map(Object.values(BATTERIES).map((battery) => [battery.sku, battery]));

/** The battery a selection SKU stands for (capacity, weight, range), or null when it is no battery. */
export function batteryOfSku(sku: string): BikeBattery | null {
  return BATTERY_BY_SKU.get(sku) ?? null;
}

/** The SKU of a colour's hidden component product, as the catalogue names them. */
export function colourSku(code: string): string {
  return `FOLT-COLOUR-${code.toUpperCase()}`;
}

const COLOUR_BY_SKU: ReadonlyMap<string, BikeColour> = new Map(BIKE_COLOURS.map((colour) => [colourSku(colour.code), colour]));

export function colourOfSku(sku: string): BikeColour | null {
  return COLOUR_BY_SKU.get(sku) ?? null;
}

/** The six models' facts by bundle SKU (case-insensitive, like Magento's SKU lookup). */
export function modelOfSku(sku: string): BikeModel | null {
  const wanted = sku.toLowerCase();
  return BIKE_MODELS.find((model) => model.sku.toLowerCase() === wanted) ?? null;
}

/** Layers of the bike picture: one per visible part, drawn over the frame in the chosen colour. */
export type PictureLayer =
  | 'rack-rear'
  | 'rack-front'
  | 'bag-pannier'
  | 'bag-double'
  | 'bag-frame'
  | 'bag-front'
  | 'bag-trunk'
  | 'saddle-comfort'
  | 'saddle-sport'
  | 'mudguards'
  | 'kickstand'
  | 'basket'
  | 'battery-large';

/** Which parts are visible on the bike, and as which layer. Parts not listed (colours, tubes, carry bag) draw nothing. */
export const PICTURE_LAYERS: Readonly<Record<string, PictureLayer>> = {
  'FOLT-RACK-REAR': 'rack-rear',
  'FOLT-RACK-FRONT': 'rack-front',
  'FOLT-BAG-PANNIER': 'bag-pannier',
  'FOLT-BAG-DOUBLE': 'bag-double',
  'FOLT-BAG-FRAME': 'bag-frame',
  'FOLT-BAG-FRONT': 'bag-front',
  'FOLT-BAG-TRUNK': 'bag-trunk',
  'FOLT-SADDLE-COMFORT': 'saddle-comfort',
  'FOLT-SADDLE-SPORT': 'saddle-sport',
  'FOLT-MUDGUARD-20': 'mudguards',
  'FOLT-MUDGUARD-16': 'mudguards',
  'FOLT-KICKSTAND': 'kickstand',
  'FOLT-BASKET': 'basket',
  // The two larger packs are visibly longer on the down tube.
  'FOLT-BAT-504': 'battery-large',
  'FOLT-BAT-600': 'battery-large',
};

/**
 * A required option with a single part is no choice: the part is included (the configurator shows a fixed line). Here,
 * not with the catalogue: the model choice page's first render uses it (through the views' option controls).
 */
export function isFixedOption(option: { required: boolean; selections: readonly unknown[] }): boolean {
  return option.required && option.selections.length === 1;
}
