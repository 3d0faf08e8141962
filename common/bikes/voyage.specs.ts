// The FOLT Voyage's numbers and language-neutral facts (its texts are in voyage.ts; the index of all six models is
// common/bike-models.ts, of their numbers common/bike-specs.ts).
import { BATTERIES, COLOURS, type BikeSpecs } from './shared';

export const VOYAGE_SPECS: BikeSpecs = {
  slug: 'voyage',
  sku: 'FOLT Voyage',
  name: 'FOLT Voyage',
  motor: { position: 'rear-hub', powerW: 250, torqueNm: 50, sensor: 'torque', maxAssistKmh: 25 },
  batteries: [BATTERIES.wh504, BATTERIES.wh600],
  foldedSizeCm: { length: 88, width: 45, height: 70 },
  foldSeconds: 18,
  wheelSizeInch: 20,
  tyreWidthInch: 2.15,
  maxRiderKg: 130,
  maxTotalKg: 160,
  riderHeightCm: { min: 155, max: 198 },
  gears: 'Shimano Deore 10',
  gearing: { kind: 'derailleur', speeds: 10 },
  colours: [COLOURS.petrol, COLOURS.graphite, COLOURS.sand],
  sortOrder: 50,
  warrantyYears: { frame: 10, battery: 2 },
};
