// The countries the checkout delivers to, their names in the page's language and what their postcodes look like.
import type { Country } from '../../machines/checkout/billing-address';
import type { Lang } from '../../locales/paths';

/** In the order of the select; typed against the machine's list, so none can be missing. */
const countryOrder: Record<Country, number> = { NL: 0, BE: 1, DE: 2, AT: 3, LU: 4 };
export const countries = (Object.keys(countryOrder) as Country[]).sort((a, b) => countryOrder[a] - countryOrder[b]);

/** The hint under the postcode field and the example in its error. */
export const postcodeExamples: Record<Country, string> = { NL: '1234 AB', BE: '1000', DE: '10115', AT: '1010', LU: '1234' };

export function postcodeExample(country: string): string {
  return postcodeExamples[country as Country] ?? postcodeExamples.NL;
}

const names = new Map<Lang, Intl.DisplayNames>();
/** Country names from the browser's own locale data (no catalogue entries needed). */
export function countryName(code: string, lang: Lang): string {
  let display = names.get(lang);
  if (!display) {
    display = new Intl.DisplayNames([lang], { type: 'region' });
    names.set(lang, display);
  }
  return display.of(code) ?? code;
}
