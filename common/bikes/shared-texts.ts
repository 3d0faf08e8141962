// The brake and frame descriptions several models share, in nl, en and de (the models' texts, bikes/<slug>.ts).
import type { Localized } from './shared';

export const HYDRAULIC: Localized = { nl: 'Hydraulische schijfremmen', en: 'Hydraulic disc brakes', de: 'Hydraulische Scheibenbremsen' };
export const MECHANICAL: Localized = { nl: 'Mechanische schijfremmen', en: 'Mechanical disc brakes', de: 'Mechanische Scheibenbremsen' };
export const ALU: Localized = {
  nl: 'Aluminium 6061, vouwscharnier met dubbele vergrendeling',
  en: '6061 aluminium, folding hinge with double lock',
  de: 'Aluminium 6061, Faltgelenk mit Doppelverriegelung',
};
