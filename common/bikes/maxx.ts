// The FOLT Maxx with its texts in nl, en and de; its numbers are in maxx.specs.ts. A model page imports this
// module alone, not the index of all six models (common/bike-models.ts).
import type { BikeModel } from './shared';
import { HYDRAULIC } from './shared-texts';
import { MAXX_SPECS } from './maxx.specs';

export const MAXX: BikeModel = {
  ...MAXX_SPECS,
  urlKey: { nl: 'folt-maxx-elektrische-vouwfiets', en: 'folt-maxx-electric-folding-bike', de: 'folt-maxx-e-faltrad' },
  tagline: { nl: 'Sterk, stabiel en klaar voor bagage', en: 'Strong, stable and ready for luggage', de: 'Stark, stabil und bereit für Gepäck' },
  description: {
    nl: 'De FOLT Maxx heeft brede 3-inch banden, een verstevigd frame en hydraulische remmen. Hij draagt rijders tot 150 kg en een volle bagagedrager, en blijft stabiel op grind, duinpaden en kasseien.',
    en: 'The FOLT Maxx has wide 3-inch tyres, a reinforced frame and hydraulic brakes. It carries riders up to 150 kg and a full rack, and stays stable on gravel, dune paths and cobbles.',
    de: 'Das FOLT Maxx hat breite 3-Zoll-Reifen, einen verstärkten Rahmen und hydraulische Bremsen. Es trägt Fahrer bis 150 kg plus vollen Gepäckträger und bleibt auf Schotter, Dünenwegen und Kopfsteinpflaster stabil.',
  },
  idealFor: { nl: 'Zwaardere rijders en onverharde paden.', en: 'Heavier riders and unpaved paths.', de: 'Schwerere Fahrer und unbefestigte Wege.' },
  highlights: {
    nl: ['20 x 3.0 ballonbanden', 'Tot 150 kg rijdersgewicht', 'Hydraulische schijfremmen'],
    en: ['20 x 3.0 balloon tyres', 'Riders up to 150 kg', 'Hydraulic disc brakes'],
    de: ['20 x 3.0 Ballonreifen', 'Fahrer bis 150 kg', 'Hydraulische Scheibenbremsen'],
  },
  brakes: HYDRAULIC,
  frame: { nl: 'Verstevigd aluminium 6061', en: 'Reinforced 6061 aluminium', de: 'Verstärktes Aluminium 6061' },
};
