// Number formats of the marketing pages (weights, distances, sizes, prices) in the visitor's language, all from
// the facts in common/bike-models.ts and the catalogue's (bike-facts.ts); units are international, so no text here
// needs translating.
import type { BikeModel } from '../../../common/bike-models';
import type { Lang } from '../../locales/paths';
import { formatMoney } from '../shared/money';
import { numberFormat } from '../../../common/intl-formats';

const numberLocales: Record<Lang, string> = { nl: 'nl-NL', en: 'en-GB', de: 'de-DE' };

/** A number with at most `digits` decimals: 15,6 in Dutch and German, 15.6 in English. */
export function formatNumber(value: number, lang: Lang, digits = 1): string {
  return numberFormat(numberLocales[lang], { maximumFractionDigits: digits }).format(value);
}

/** A weight; a dash while the catalogue's weight is unknown (Magento down and nothing cached: a 503 page). */
export function formatKg(value: number | null, lang: Lang): string {
  return value === null ? '–' : `${formatNumber(value, lang)} kg`;
}

/** A range with an en dash and no spaces, as Dutch, German and British style guides write number ranges. */
export function formatSpan(min: number, max: number, unit: string, lang: Lang): string {
  return `${formatNumber(min, lang)}–${formatNumber(max, lang)} ${unit}`;
}

/** Folded size as length × width × height. */
export function formatFoldedSize(model: BikeModel, lang: Lang): string {
  const { length, width, height } = model.foldedSizeCm;
  return `${formatNumber(length, lang)} × ${formatNumber(width, lang)} × ${formatNumber(height, lang)} cm`;
}

/** The shortest and the longest range a model reaches over all its battery options. */
export function rangeSpanKm(model: BikeModel): { min: number; max: number } {
  return {
    min: Math.min(...model.batteries.map((battery) => battery.rangeKm.min)),
    max: Math.max(...model.batteries.map((battery) => battery.rangeKm.max)),
  };
}

/**
 * The "from" price of a model: what the configurator charges for its default build, from the catalogue
 * (bike-facts.ts), so the price on a marketing page is the price the shop and the configurator start from.
 */
export function formatPriceFrom(cents: number, lang: Lang): string {
  return formatMoney(cents / 100, lang);
}

/** A surcharge in cents as money, e.g. for a larger battery. */
export function formatCents(cents: number, lang: Lang): string {
  return formatMoney(cents / 100, lang);
}
