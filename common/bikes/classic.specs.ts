// The FOLT Classic's numbers and language-neutral facts (its texts are in classic.ts; the index of all six models is
// common/bike-models.ts, of their numbers common/bike-specs.ts).
import { BATTERIES, COLOURS, type BikeSpecs } from './shared';

export const CLASSIC_SPECS: BikeSpecs = {
  slug: 'classic',
  sku: 'FOLT Classic',
  name: 'FOLT Classic',
  motor: { position: 'rear-hub', powerW: 250, torqueNm: 40, sensor: 'cadence', maxAssistKmh: 25 },
  batteries: [BATTERIES.wh360, BATTERIES.wh504],
  foldedSizeCm: { length: 84, width: 42, height: 66 },
  foldSeconds: 15,
  wheelSizeInch: 20,
  tyreWidthInch: 1.75,
  maxRiderKg: 120,
  maxTotalKg: 140,
  riderHeightCm: { min: 150, max: 195 },
  gears: 'Shimano Nexus 7',
  gearing: { kind: 'hub', speeds: 7 },
  colours: [COLOURS.mattBlack, COLOURS.pearlWhite, COLOURS.petrol],
  sortOrder: 10,
  warrantyYears: { frame: 10, battery: 2 },
};
