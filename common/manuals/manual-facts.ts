// Facts a manual derives from a model (tyre pressures by tyre width, battery figures, the company's contact details),
// kept out of the language modules so all three manuals say the same numbers.
import type { BikeModel, Lang } from '../bike-models';
import { numberFormat } from '../intl-formats';

/** Recommended tyre pressure in bar by tyre width: wider tyres run softer (the range is on the tyre's sidewall). */
export function tyrePressureBar(model: BikeModel): { min: number; max: number } {
  const width = model.tyreWidthInch;
  if (width >= 2.8) return { min: 1.2, max: 2 };
  if (width >= 2.1) return { min: 2.5, max: 4 };
  if (width >= 1.9) return { min: 3, max: 4.5 };
  if (width >= 1.7) return { min: 3.5, max: 5 };
  return { min: 4.5, max: 6 };
}

const locales: Record<Lang, string> = { nl: 'nl-NL', en: 'en-GB', de: 'de-DE' };

export function number(value: number, lang: Lang, digits = 1): string {
  return numberFormat(locales[lang], { maximumFractionDigits: digits }).format(value);
}

export function span(min: number, max: number, unit: string, lang: Lang): string {
  return `${number(min, lang)}–${number(max, lang)} ${unit}`;
}

export function foldedSize(model: BikeModel, lang: Lang): string {
  const { length, width, height } = model.foldedSizeCm;
  return `${number(length, lang)} × ${number(width, lang)} × ${number(height, lang)} cm`;
}

export function rangeKm(model: BikeModel): { min: number; max: number } {
  return {
    min: Math.min(...model.batteries.map((battery) => battery.rangeKm.min)),
    max: Math.max(...model.batteries.map((battery) => battery.rangeKm.max)),
  };
}

export const MANUAL_CONTACT = {
  company: 'FOLT B.V.',
  address: 'Ceintuurbaan 14, 8022 AW Zwolle',
  phone: '+31 38 303 40 70',
  email: 'service@folt.nl',
  web: 'www.folt.nl',
} as const;

/** Edition of the manual text: changes when the content does. */
export const MANUAL_EDITION = '2025.2';

export function fileStem(model: BikeModel, word: string, lang: Lang): string {
  const base = model.slug.startsWith('folt-') ? model.slug : `folt-${model.slug}`;
  return `${base}-${word}-${lang}`;
}
