// The FOLT Piccolo's numbers and language-neutral facts (its texts are in piccolo.ts; the index of all six models is
// common/bike-models.ts, of their numbers common/bike-specs.ts).
import { BATTERIES, COLOURS, type BikeSpecs } from './shared';

export const PICCOLO_SPECS: BikeSpecs = {
  slug: 'piccolo',
  sku: 'FOLT Piccolo',
  name: 'FOLT Piccolo',
  motor: { position: 'front-hub', powerW: 250, torqueNm: 35, sensor: 'cadence', maxAssistKmh: 25 },
  batteries: [BATTERIES.wh252, BATTERIES.wh360],
  foldedSizeCm: { length: 68, width: 36, height: 60 },
  foldSeconds: 10,
  wheelSizeInch: 16,
  tyreWidthInch: 1.75,
  maxRiderKg: 100,
  maxTotalKg: 120,
  riderHeightCm: { min: 145, max: 190 },
  gears: 'Shimano Nexus 3',
  gearing: { kind: 'hub', speeds: 3 },
  colours: [COLOURS.pearlWhite, COLOURS.signalRed, COLOURS.mattBlack],
  sortOrder: 40,
  warrantyYears: { frame: 10, battery: 2 },
};
