// What the six FOLT models share: the types of their facts, the battery packs and the paint colours. A model's
// numbers are in bikes/<slug>.specs.ts, its texts in bikes/<slug>.ts; common/bike-models.ts is the index of all six
// (docs/decisions/040-bike-facts-per-model.md).
// No imports from src/ or server/: both sides may depend on this file; it depends only on its slug list.
import type { BikeSlug } from '../bike-slugs';

export type Lang = 'nl' | 'en' | 'de';
export type Localized = Readonly<Record<Lang, string>>;

/** A battery a model can be ordered with (its surcharge is the bundle selection's price in Magento). */
export interface BikeBattery {
  /** SKU of the battery as a spare part (also the bundle selection in the configurator). */
  readonly sku: string;
  readonly wh: number;
  /** Weight of the pack as a spare part, for the configurator's ride-weight estimate. */
  readonly weightKg: number;
  /** Realistic range in assisted riding, from eco on flat roads (max) to full assist with headwind (min). */
  readonly rangeKm: { readonly min: number; readonly max: number };
  readonly chargeHours: number;
}

export interface BikeColour {
  readonly code: string;
  readonly hex: string;
  readonly name: Localized;
}

export interface BikeMotor {
  readonly position: 'front-hub' | 'rear-hub' | 'mid-drive';
  /** Nominal continuous power; 250 W is the legal EU limit for a pedelec. */
  readonly powerW: 250;
  readonly torqueNm: number;
  readonly sensor: 'cadence' | 'torque';
  /** Assistance stops at 25 km/h (EN 15194). */
  readonly maxAssistKmh: 25;
}

/** A model's numbers and language-neutral facts (bikes/<slug>.specs.ts): what a drawing or a superlative needs. */
export interface BikeSpecs {
  readonly slug: BikeSlug;
  /** Magento SKU of the bundle product; matches /^FOLT [\w-]+/ as the shop expects. */
  readonly sku: string;
  readonly name: string;
  readonly motor: BikeMotor;
  readonly batteries: readonly BikeBattery[];
  readonly foldedSizeCm: { readonly length: number; readonly width: number; readonly height: number };
  readonly foldSeconds: number;
  readonly wheelSizeInch: 16 | 20;
  readonly tyreWidthInch: number;
  readonly maxRiderKg: number;
  /** Maximum total weight (rider + luggage + bike), as on the frame sticker. */
  readonly maxTotalKg: number;
  readonly riderHeightCm: { readonly min: number; readonly max: number };
  /** Product name of the gear system (language-neutral; how it works is in `gearing`). */
  readonly gears: string;
  /** The kind of gearing and its number of speeds (null: stepless), so every page can say it in its own language. */
  readonly gearing: { readonly kind: 'hub' | 'derailleur' | 'stepless'; readonly speeds: number | null };
  readonly colours: readonly BikeColour[];
  /** Order on the models page and in the shop (ascending). */
  readonly sortOrder: number;
  readonly warrantyYears: { readonly frame: number; readonly battery: number };
}

/** A model with its texts in nl, en and de (bikes/<slug>.ts). */
export interface BikeModel extends BikeSpecs {
  readonly urlKey: Localized;
  readonly tagline: Localized;
  readonly description: Localized;
  /** Who the model is for, one sentence for the selection guide. */
  readonly idealFor: Localized;
  readonly highlights: Readonly<Record<Lang, readonly string[]>>;
  readonly brakes: Localized;
  readonly frame: Localized;
}

/** Shared batteries: one pack format per capacity fits every frame, so spare parts stay simple. */
export const BATTERIES = {
  wh252: { sku: 'FOLT-BAT-252', wh: 252, weightKg: 1.6, rangeKm: { min: 25, max: 50 }, chargeHours: 3 },
  wh360: { sku: 'FOLT-BAT-360', wh: 360, weightKg: 2.1, rangeKm: { min: 35, max: 70 }, chargeHours: 4 },
  wh504: { sku: 'FOLT-BAT-504', wh: 504, weightKg: 2.8, rangeKm: { min: 50, max: 100 }, chargeHours: 5 },
  wh600: { sku: 'FOLT-BAT-600', wh: 600, weightKg: 3.3, rangeKm: { min: 60, max: 120 }, chargeHours: 6 },
} as const satisfies Record<string, BikeBattery>;

export const COLOURS = {
  mattBlack: { code: 'matt-black', hex: '#22262b', name: { nl: 'Mat zwart', en: 'Matt black', de: 'Mattschwarz' } },
  pearlWhite: { code: 'pearl-white', hex: '#eeece6', name: { nl: 'Parelwit', en: 'Pearl white', de: 'Perlweiß' } },
  petrol: { code: 'petrol', hex: '#1f5f66', name: { nl: 'Petrol', en: 'Petrol blue', de: 'Petrol' } },
  sand: { code: 'sand', hex: '#cdb894', name: { nl: 'Zand', en: 'Sand', de: 'Sand' } },
  forestGreen: { code: 'forest-green', hex: '#2f4a36', name: { nl: 'Bosgroen', en: 'Forest green', de: 'Waldgrün' } },
  signalRed: { code: 'signal-red', hex: '#b3282d', name: { nl: 'Signaalrood', en: 'Signal red', de: 'Signalrot' } },
  graphite: { code: 'graphite', hex: '#4a4f55', name: { nl: 'Grafiet', en: 'Graphite', de: 'Graphit' } },
  oceanBlue: { code: 'ocean-blue', hex: '#23507a', name: { nl: 'Oceaanblauw', en: 'Ocean blue', de: 'Ozeanblau' } },
} as const satisfies Record<string, BikeColour>;
