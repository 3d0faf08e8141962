// The FOLT Maxx's numbers and language-neutral facts (its texts are in maxx.ts; the index of all six models is
// common/bike-models.ts, of their numbers common/bike-specs.ts).
import { BATTERIES, COLOURS, type BikeSpecs } from './shared';

export const MAXX_SPECS: BikeSpecs = {
  slug: 'maxx',
  sku: 'FOLT Maxx',
  name: 'FOLT Maxx',
  motor: { position: 'rear-hub', powerW: 250, torqueNm: 55, sensor: 'torque', maxAssistKmh: 25 },
  batteries: [BATTERIES.wh504, BATTERIES.wh600],
  foldedSizeCm: { length: 90, width: 48, height: 72 },
  foldSeconds: 20,
  wheelSizeInch: 20,
  tyreWidthInch: 3,
  maxRiderKg: 150,
  maxTotalKg: 180,
  riderHeightCm: { min: 160, max: 200 },
  gears: 'Shimano Altus 8',
  gearing: { kind: 'derailleur', speeds: 8 },
  colours: [COLOURS.mattBlack, COLOURS.sand, COLOURS.forestGreen],
  sortOrder: 30,
  warrantyYears: { frame: 10, battery: 2 },
};
