// The FOLT Voyage with its texts in nl, en and de; its numbers are in voyage.specs.ts. A model page imports this
// module alone, not the index of all six models (common/bike-models.ts).
import type { BikeModel } from './shared';
import { HYDRAULIC, ALU } from './shared-texts';
import { VOYAGE_SPECS } from './voyage.specs';

export const VOYAGE: BikeModel = {
  ...VOYAGE_SPECS,
  urlKey: { nl: 'folt-voyage-elektrische-reisvouwfiets', en: 'folt-voyage-electric-touring-folding-bike', de: 'folt-voyage-e-reisefaltrad' },
  tagline: { nl: 'Gemaakt voor lange tochten', en: 'Built for long journeys', de: 'Gebaut für lange Touren' },
  description: {
    nl: 'De FOLT Voyage is de reisfiets van de familie: een grote accu tot 600 Wh, een geïntegreerde bagagedrager voor twee tassen, verende voorvork en dynamoverlichting. Honderd kilometer per dag zonder laadstop is haalbaar.',
    en: 'The FOLT Voyage is the touring bike of the family: a large battery up to 600 Wh, an integrated rack for two panniers, a suspension fork and always-on lights. A hundred kilometres a day without a charging stop is realistic.',
    de: 'Das FOLT Voyage ist das Reiserad der Familie: ein großer Akku bis 600 Wh, ein integrierter Gepäckträger für zwei Taschen, eine Federgabel und Dauerlicht. Hundert Kilometer am Tag ohne Ladestopp sind realistisch.',
  },
  idealFor: { nl: 'Fietsvakanties en campers.', en: 'Cycling holidays and camper trips.', de: 'Radurlaube und Wohnmobilreisen.' },
  highlights: {
    nl: ['Tot 120 km bereik', 'Verende voorvork', 'Geïntegreerde bagagedrager'],
    en: ['Up to 120 km range', 'Suspension fork', 'Integrated rear rack'],
    de: ['Bis zu 120 km Reichweite', 'Federgabel', 'Integrierter Gepäckträger'],
  },
  brakes: HYDRAULIC,
  frame: ALU,
};
