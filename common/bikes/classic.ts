// The FOLT Classic with its texts in nl, en and de; its numbers are in classic.specs.ts. A model page imports this
// module alone, not the index of all six models (common/bike-models.ts).
import type { BikeModel } from './shared';
import { MECHANICAL, ALU } from './shared-texts';
import { CLASSIC_SPECS } from './classic.specs';

export const CLASSIC: BikeModel = {
  ...CLASSIC_SPECS,
  urlKey: { nl: 'folt-classic-elektrische-vouwfiets', en: 'folt-classic-electric-folding-bike', de: 'folt-classic-e-faltrad' },
  tagline: { nl: 'De vouwfiets voor elke dag', en: 'The everyday folding e-bike', de: 'Das Faltrad für jeden Tag' },
  description: {
    nl: 'De FOLT Classic is onze meest gekozen vouwfiets: een rustige achternaafmotor, een lage instap en zeven versnellingen in de naaf. In vijftien seconden gevouwen past hij in de kofferbak, onder je bureau of in de trein.',
    en: 'The FOLT Classic is our most chosen folding bike: a quiet rear hub motor, a low step-through and seven hub gears. Folded in fifteen seconds, it fits in a car boot, under your desk or on the train.',
    de: 'Das FOLT Classic ist unser meistgewähltes Faltrad: ein leiser Hinterradnabenmotor, ein tiefer Einstieg und sieben Nabengänge. In fünfzehn Sekunden gefaltet passt es in den Kofferraum, unter den Schreibtisch oder in den Zug.',
  },
  idealFor: { nl: 'Woon-werkverkeer en boodschappen in de stad.', en: 'Commuting and errands around town.', de: 'Pendeln und Besorgungen in der Stadt.' },
  highlights: {
    nl: ['Lage instap', 'Shimano Nexus 7-versnellingsnaaf', 'Tot 100 km bereik'],
    en: ['Low step-through', 'Shimano Nexus 7-speed hub', 'Up to 100 km range'],
    de: ['Tiefer Einstieg', 'Shimano-Nexus-7-Gang-Nabe', 'Bis zu 100 km Reichweite'],
  },
  brakes: MECHANICAL,
  frame: ALU,
};
