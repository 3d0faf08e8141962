// The one money formatter (DESIGN §12): euros per language, `€ 1.299,00` in Dutch and German, `€1,299.00` in English.
import type { Lang } from '../../locales/paths';
import { numberFormat } from '../../../common/intl-formats';

// German shops also write `1.299,00 €`; the house style keeps the euro sign in front in every language, which
// is the Dutch (nl-NL) form with the same digit grouping as German.
const locales: Record<Lang, string> = { nl: 'nl-NL', de: 'nl-NL', en: 'en-IE' };
export function formatMoney(amount: number, lang: Lang): string {
  return numberFormat(locales[lang], { style: 'currency', currency: 'EUR' }).format(amount);
}

/** An amount as a condition names it ("vanaf € 250"): like formatMoney, without cents when it has none. */
export function formatMoneyShort(amount: number, lang: Lang): string {
  if (!Number.isInteger(amount)) return formatMoney(amount, lang);
  return numberFormat(locales[lang], { style: 'currency', currency: 'EUR', minimumFractionDigits: 0, maximumFractionDigits: 0 }).format(amount);
}
