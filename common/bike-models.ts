// The facts about the six FOLT folding e-bikes that Magento does not hold (folding time, range, sizes, motor, texts):
// the typed index of all six for the server, the configurator, the tests and the pages that list the models. Each
// model's facts are modules of their own (common/bikes/<slug>.specs.ts its numbers, <slug>.ts its texts in nl, en and
// de), so a model page carries its own model and home the numbers alone (common/bike-specs.ts), not every text of
// every model (docs/decisions/040-bike-facts-per-model.md). Prices, surcharges and the bikes' weights are Magento's:
// the marketing pages read them from the catalogue (src/views/shared/bike-facts.ts), and the emulator's seed keeps
// its own starting values (magento-emulator/seed/seed.bike-prices.ts), so no page can show a price the back office
// no longer has.
// No imports from src/ or server/: both sides may depend on this file; it depends only on its slug list.
import { BATTERIES, COLOURS, type BikeColour, type BikeModel } from './bikes/shared';
import { CLASSIC } from './bikes/classic';
import { ELITE } from './bikes/elite';
import { MAXX } from './bikes/maxx';
import { PICCOLO } from './bikes/piccolo';
import { VOYAGE } from './bikes/voyage';
import { FOLT_200_S } from './bikes/folt-200-s';

export type { BikeSlug } from './bike-slugs';
export type { BikeBattery, BikeColour, BikeModel, BikeSpecs, Lang, Localized } from './bikes/shared';
export { BATTERIES };

export const BIKE_COLOURS: readonly BikeColour[] = Object.values(COLOURS);

export const BIKE_MODELS: readonly BikeModel[] = [CLASSIC, ELITE, MAXX, PICCOLO, VOYAGE, FOLT_200_S];

export function findBikeModel(slug: string): BikeModel | undefined {
  return BIKE_MODELS.find((model) => model.slug === slug);
}
