// The FOLT Elite with its texts in nl, en and de; its numbers are in elite.specs.ts. A model page imports this
// module alone, not the index of all six models (common/bike-models.ts).
import type { BikeModel } from './shared';
import { HYDRAULIC, ALU } from './shared-texts';
import { ELITE_SPECS } from './elite.specs';

export const ELITE: BikeModel = {
  ...ELITE_SPECS,
  urlKey: { nl: 'folt-elite-elektrische-vouwfiets', en: 'folt-elite-electric-folding-bike', de: 'folt-elite-e-faltrad' },
  tagline: { nl: 'Stil, soepel en onderhoudsarm', en: 'Silent, smooth and low-maintenance', de: 'Leise, geschmeidig und wartungsarm' },
  description: {
    nl: 'De FOLT Elite combineert een koppelsensor met een Gates-riemaandrijving en een traploze Enviolo-naaf. Geen kettingvet aan je broek, geen schakelmomenten: je trapt en de motor voelt precies aan hoeveel steun je wilt.',
    en: 'The FOLT Elite pairs a torque sensor with a Gates belt drive and a stepless Enviolo hub. No chain grease on your trousers, no shifting moments: you pedal and the motor senses exactly how much help you want.',
    de: 'Das FOLT Elite verbindet einen Drehmomentsensor mit Gates-Riemenantrieb und stufenloser Enviolo-Nabe. Kein Kettenfett an der Hose, kein Schalten: Sie treten, und der Motor spürt genau, wie viel Unterstützung Sie wollen.',
  },
  idealFor: {
    nl: 'Wie dagelijks fietst en zo min mogelijk onderhoud wil.',
    en: 'Daily riders who want as little maintenance as possible.',
    de: 'Alle, die täglich fahren und möglichst wenig warten wollen.',
  },
  highlights: {
    nl: ['Gates-riemaandrijving', 'Traploze Enviolo-naaf', 'Koppelsensor'],
    en: ['Gates belt drive', 'Stepless Enviolo hub', 'Torque sensor'],
    de: ['Gates-Riemenantrieb', 'Stufenlose Enviolo-Nabe', 'Drehmomentsensor'],
  },
  brakes: HYDRAULIC,
  frame: ALU,
};
