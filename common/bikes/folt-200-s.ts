// The FOLT 200-S with its texts in nl, en and de; its numbers are in folt-200-s.specs.ts. A model page imports this
// module alone, not the index of all six models (common/bike-models.ts).
import type { BikeModel } from './shared';
import { HYDRAULIC } from './shared-texts';
import { FOLT_200_S_SPECS } from './folt-200-s.specs';

export const FOLT_200_S: BikeModel = {
  ...FOLT_200_S_SPECS,
  urlKey: { nl: 'folt-200-s-sportieve-vouwfiets', en: 'folt-200-s-sport-folding-bike', de: 'folt-200-s-sportliches-faltrad' },
  tagline: { nl: 'Sportief, licht en snel', en: 'Sporty, light and quick', de: 'Sportlich, leicht und schnell' },
  description: {
    nl: 'De FOLT 200-S is de sportieveling: een middenmotor met 65 Nm, een koppelsensor en een stijf frame met koolstof voorvork. Licht en stijf klimt hij vlot, en hij vouwt even makkelijk als de Classic.',
    en: 'The FOLT 200-S is the sporty one: a 65 Nm mid-drive motor, a torque sensor and a stiff frame with a carbon fork. Light and stiff, it climbs briskly and folds as easily as the Classic.',
    de: 'Das FOLT 200-S ist der Sportler: ein Mittelmotor mit 65 Nm, ein Drehmomentsensor und ein steifer Rahmen mit Carbongabel. Leicht und steif klettert es zügig und faltet sich so leicht wie das Classic.',
  },
  idealFor: { nl: 'Sportieve rijders en heuvelachtige routes.', en: 'Sporty riders and hilly routes.', de: 'Sportliche Fahrer und hügelige Strecken.' },
  highlights: {
    nl: ['Middenmotor 65 Nm', 'Koolstof voorvork', 'Licht sportframe'],
    en: ['65 Nm mid-drive motor', 'Carbon fork', 'Light sports frame'],
    de: ['Mittelmotor mit 65 Nm', 'Carbongabel', 'Leichter Sportrahmen'],
  },
  brakes: HYDRAULIC,
  frame: { nl: 'Aluminium 7005 met koolstof voorvork', en: '7005 aluminium with carbon fork', de: 'Aluminium 7005 mit Carbongabel' },
};
