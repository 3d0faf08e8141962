// The emulator's starting values for what Magento holds of each bike: the bundle's fixed price, its weight and the
// price of each battery and paint selection. They live here, not in common/bike-models.ts, because the shop never
// reads them from code: every page takes them from the catalogue, where the back office may have changed them.
import type { BikeSlug } from '../../common/bike-models';

export interface BikeSeedPrices {
  /** Base price incl. 21 % Dutch VAT in cents, with the included (first) battery and the standard saddle. */
  readonly basePriceCents: number;
  /** Magento's `weight`: ready to ride with the included battery, in kg. */
  readonly weightKg: number;
  /** The battery selections' prices by battery SKU (0 for the included one), incl. VAT, in cents. */
  readonly batterySurchargeCents: Readonly<Record<string, number>>;
}

export const BIKE_SEED_PRICES: Readonly<Record<BikeSlug, BikeSeedPrices>> = {
  classic: { basePriceCents: 199_900, weightKg: 18.4, batterySurchargeCents: { 'FOLT-BAT-360': 0, 'FOLT-BAT-504': 24_900 } },
  elite: { basePriceCents: 279_900, weightKg: 19.6, batterySurchargeCents: { 'FOLT-BAT-360': 0, 'FOLT-BAT-504': 24_900, 'FOLT-BAT-600': 44_900 } },
  maxx: { basePriceCents: 249_900, weightKg: 21.9, batterySurchargeCents: { 'FOLT-BAT-504': 0, 'FOLT-BAT-600': 19_900 } },
  piccolo: { basePriceCents: 179_900, weightKg: 15.6, batterySurchargeCents: { 'FOLT-BAT-252': 0, 'FOLT-BAT-360': 17_900 } },
  voyage: { basePriceCents: 299_900, weightKg: 20.8, batterySurchargeCents: { 'FOLT-BAT-504': 0, 'FOLT-BAT-600': 19_900 } },
  'folt-200-s': { basePriceCents: 349_900, weightKg: 16.8, batterySurchargeCents: { 'FOLT-BAT-360': 0, 'FOLT-BAT-504': 24_900 } },
};

/** Special paints cost extra (incl. VAT, in cents); a colour not listed is free. */
export const COLOUR_SURCHARGE_CENTS: Readonly<Record<string, number>> = {
  petrol: 4900,
  sand: 4900,
  'forest-green': 4900,
  'signal-red': 4900,
  'ocean-blue': 4900,
};

export function seedPrices(slug: BikeSlug): BikeSeedPrices {
  return BIKE_SEED_PRICES[slug];
}

export function colourSurchargeCents(code: string): number {
  return COLOUR_SURCHARGE_CENTS[code] ?? 0;
}

export function batterySurchargeCents(slug: BikeSlug, sku: string): number {
  return BIKE_SEED_PRICES[slug].batterySurchargeCents[sku] ?? 0;
}
