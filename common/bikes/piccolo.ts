// The FOLT Piccolo with its texts in nl, en and de; its numbers are in piccolo.specs.ts. A model page imports this
// module alone, not the index of all six models (common/bike-models.ts).
import type { BikeModel } from './shared';
import { MECHANICAL, ALU } from './shared-texts';
import { PICCOLO_SPECS } from './piccolo.specs';

export const PICCOLO: BikeModel = {
  ...PICCOLO_SPECS,
  urlKey: { nl: 'folt-piccolo-compacte-vouwfiets', en: 'folt-piccolo-compact-folding-bike', de: 'folt-piccolo-kompaktes-faltrad' },
  tagline: { nl: 'Klein gevouwen, licht gedragen', en: 'Folds small, carries light', de: 'Klein gefaltet, leicht getragen' },
  description: {
    nl: 'De FOLT Piccolo is onze kleinste: 16-inch wielen en gevouwen niet groter dan een koffer. Ideaal voor trein, bus of een kleine camper, met een voorwielmotor die je nauwelijks hoort.',
    en: 'The FOLT Piccolo is our smallest: 16-inch wheels and folded no bigger than a suitcase. Ideal for train, bus or a small camper van, with a front hub motor you barely hear.',
    de: 'Das FOLT Piccolo ist unser kleinstes Modell: 16-Zoll-Räder und gefaltet nicht größer als ein Koffer. Ideal für Zug, Bus oder einen kleinen Camper, mit einem kaum hörbaren Vorderradmotor.',
  },
  idealFor: { nl: 'Combineren met trein, bus of camper.', en: 'Combining with train, bus or camper.', de: 'Die Kombination mit Zug, Bus oder Wohnmobil.' },
  highlights: {
    nl: ['Onze kleinste', 'Gevouwen 68 x 36 x 60 cm', 'Meeneembare accu'],
    en: ['Our smallest', 'Folded 68 x 36 x 60 cm', 'Removable battery'],
    de: ['Unser kleinstes', 'Gefaltet 68 x 36 x 60 cm', 'Herausnehmbarer Akku'],
  },
  brakes: MECHANICAL,
  frame: ALU,
};
