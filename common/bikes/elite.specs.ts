// The FOLT Elite's numbers and language-neutral facts (its texts are in elite.ts; the index of all six models is
// common/bike-models.ts, of their numbers common/bike-specs.ts).
import { BATTERIES, COLOURS, type BikeSpecs } from './shared';

export const ELITE_SPECS: BikeSpecs = {
  slug: 'elite',
  sku: 'FOLT Elite',
  name: 'FOLT Elite',
  motor: { position: 'rear-hub', powerW: 250, torqueNm: 45, sensor: 'torque', maxAssistKmh: 25 },
  batteries: [BATTERIES.wh360, BATTERIES.wh504, BATTERIES.wh600],
  foldedSizeCm: { length: 86, width: 43, height: 68 },
  foldSeconds: 15,
  wheelSizeInch: 20,
  tyreWidthInch: 1.95,
  maxRiderKg: 120,
  maxTotalKg: 145,
  riderHeightCm: { min: 155, max: 198 },
  gears: 'Enviolo City',
  gearing: { kind: 'stepless', speeds: null },
  colours: [COLOURS.graphite, COLOURS.pearlWhite, COLOURS.forestGreen, COLOURS.oceanBlue],
  sortOrder: 20,
  warrantyYears: { frame: 10, battery: 2 },
};
