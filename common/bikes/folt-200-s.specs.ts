// The FOLT 200-S's numbers and language-neutral facts (its texts are in folt-200-s.ts; the index of all six models is
// common/bike-models.ts, of their numbers common/bike-specs.ts).
import { BATTERIES, COLOURS, type BikeSpecs } from './shared';

export const FOLT_200_S_SPECS: BikeSpecs = {
  slug: 'folt-200-s',
  sku: 'FOLT 200-S',
  name: 'FOLT 200-S',
  motor: { position: 'mid-drive', powerW: 250, torqueNm: 65, sensor: 'torque', maxAssistKmh: 25 },
  batteries: [BATTERIES.wh360, BATTERIES.wh504],
  foldedSizeCm: { length: 84, width: 40, height: 65 },
  foldSeconds: 15,
  wheelSizeInch: 20,
  tyreWidthInch: 1.5,
  maxRiderKg: 110,
  maxTotalKg: 130,
  riderHeightCm: { min: 160, max: 198 },
  gears: 'Shimano Deore 10',
  gearing: { kind: 'derailleur', speeds: 10 },
  colours: [COLOURS.signalRed, COLOURS.mattBlack, COLOURS.oceanBlue],
  sortOrder: 60,
  warrantyYears: { frame: 10, battery: 2 },
};
