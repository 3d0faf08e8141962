// Pure helpers of the configurator views: figures in the page's language, how each option is shown, and the
// configuration's place in the URL. No React, no xstate: unit-tested on their own.
import type { BikeModel } from '../../../common/bike-models';
import type { OptionView, SelectionView } from '../../machines/configurator/configurator.selectors';
import { batteryOfSku, colourOfSku, isFixedOption, PICTURE_LAYERS } from '../../machines/configurator/configurator.facts';
import type { Lang } from '../../locales/paths';
import { formatMoney } from '../shared/money';
import { numberFormat } from '../../../common/intl-formats';

const numberLocales: Record<Lang, string> = { nl: 'nl-NL', en: 'en-GB', de: 'de-DE' };
export function formatNumber(value: number, lang: Lang, maxDigits = 1): string {
  return numberFormat(numberLocales[lang], { maximumFractionDigits: maxDigits }).format(value);
}

/** The machine counts in cents; the shop's one formatter takes euros. */
export function formatCents(cents: number, lang: Lang): string {
  return formatMoney(cents / 100, lang);
}

/** What a choice adds to the price ('+€ 49,00'); null when it adds nothing (the view says "included"). */
export function formatPriceDelta(cents: number, lang: Lang): string | null {
  return cents > 0 ? `+${formatCents(cents, lang)}` : null;
}

export function formatKg(kg: number, lang: Lang): string {
  return `${formatNumber(kg, lang)} kg`;
}

export function formatRangeKm(range: { min: number; max: number }, lang: Lang): string {
  return `${formatNumber(range.min, lang, 0)}–${formatNumber(range.max, lang, 0)} km`;
}

export function formatFoldedSize(size: BikeModel['foldedSizeCm'], lang: Lang): string {
  return `${formatNumber(size.length, lang, 0)} × ${formatNumber(size.width, lang, 0)} × ${formatNumber(size.height, lang, 0)} cm`;
}

/** The model's range over all its batteries: the smallest pack's minimum to the largest pack's maximum. */
export function modelRangeKm(model: BikeModel): { min: number; max: number } {
  return {
    min: Math.min(...model.batteries.map((battery) => battery.rangeKm.min)),
    max: Math.max(...model.batteries.map((battery) => battery.rangeKm.max)),
  };
}

/**
 * How an option is shown: a required option with one part is no choice at all ('fixed': a line saying it is
 * included), colours are swatches, and the rest follow Magento's input type.
 */
export type OptionControl = 'fixed' | 'swatch' | 'radio' | 'select' | 'checkbox';

export function optionControl(option: Pick<OptionView, 'type' | 'required' | 'selections'>): OptionControl {
  if (isFixedOption(option)) return 'fixed';
  if (option.type === 'checkbox' || option.type === 'multi') return 'checkbox';
  if (option.selections.every((part) => colourOfSku(part.sku) !== null)) return 'swatch';
  return option.type === 'select' ? 'select' : 'radio';
}

/** A part's name for the shopper: a colour by its name in the page's language, else the store view's name, else its SKU. */
export function partLabel(part: Pick<SelectionView, 'sku' | 'name'>, lang: Lang): string {
  return colourOfSku(part.sku)?.name[lang] ?? part.name ?? part.sku;
}

/** The colour swatch of a part, or null for parts that are no colour. */
export function partSwatch(part: Pick<SelectionView, 'sku'>): string | null {
  return colourOfSku(part.sku)?.hex ?? null;
}

/** A search parameter from the raw search string ('?o=…&replace=…'), as written (no JSON reading). */
export function searchParam(searchStr: string, name: string): string | null {
  return new URLSearchParams(searchStr).get(name);
}

/** `?replace=<cart item id>`: a positive whole number, else nothing to replace. */
export function parseReplaceId(raw: string | null): number | null {
  if (raw === null || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}

export interface UrlParts {
  pathname: string;
  search: string;
  hash: string;
}

/**
 * The href with one search parameter set (or removed with null), or null when the URL already says that: the
 * machine writes the configuration after every change, and an unchanged URL must not be written again.
 */
export function withSearchParam(url: UrlParts, name: string, value: string | null): string | null {
  const params = new URLSearchParams(url.search);
  if ((params.get(name) ?? null) === (value === '' ? null : value)) return null;
  if (value === null || value === '') params.delete(name);
  else params.set(name, value);
  const search = params.toString();
  return `${url.pathname}${search ? `?${search}` : ''}${url.hash}`;
}

/** The facts the picture's text summary states: the colour, the battery and the visible parts by name. */
export function pictureFacts(modelName: string, options: readonly OptionView[], batteryWh: number | null, lang: Lang) {
  const chosen = options.flatMap((option) => option.selections.filter((part) => part.isChosen));
  const colour = chosen.find((part) => partSwatch(part) !== null);
  const parts = chosen.filter((part) => PICTURE_LAYERS[part.sku] !== undefined && batteryOfSku(part.sku) === null);
  return {
    modelName,
    colourName: colour ? partLabel(colour, lang) : null,
    batteryWh,
    parts: parts.map((part) => partLabel(part, lang)),
  };
}
