// Intl formatters, one per locale and options, built once and reused. Building one is costly and using one is cheap:
// a profile of the home page's server rendering spent 14.6 % of its time in a number formatter built per call.
//
// Numbers in the shop's own locales (nl-NL, de-DE, en-GB, en-IE; decimals and euros) are written without Intl
// (decision record 038): the first Intl.NumberFormat a browser tab builds loads ICU's number data, 40–180 ms on the
// main thread of the 2-core test machine, and the home page, a model page and the shop pages built one while
// hydrating, inside one of its long tasks. The digits are the same as Intl's (common/intl-formats.test.ts
// compares them over thousands of values, rounding halves away from zero on the shortest decimal form of the number
// as ICU does); any other locale or option, a non-finite number or one JavaScript writes in exponent form goes to
// Intl.NumberFormat itself. The server renders with the same code, so the browser's hydration finds the same text.
type Kind = 'number' | 'date' | 'names';
const formatters = new Map<string, NumberFormatter | Intl.DateTimeFormat | Intl.DisplayNames>();

function cached<T extends NumberFormatter | Intl.DateTimeFormat | Intl.DisplayNames>(kind: Kind, locale: string, options: object, make: () => T): T {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

/** What the shop asks of a number format. */
export interface NumberFormatter {
  format(value: number): string;
}

interface Symbols {
  group: string;
  decimal: string;
  /** The euro amount around the digits: positive, negative (ICU's currency patterns of the locale). */
  euro: (digits: string, negative: boolean) => string;
}
const NBSP = '\u00a0';
const SYMBOLS: Record<string, Symbols> = {
  'nl-NL': { group: '.', decimal: ',', euro: (d, neg) => `€${NBSP}${neg ? '-' : ''}${d}` },
  'de-DE': { group: '.', decimal: ',', euro: (d, neg) => `${neg ? '-' : ''}${d}${NBSP}€` },
  'en-GB': { group: ',', decimal: '.', euro: (d, neg) => `${neg ? '-' : ''}€${d}` },
  'en-IE': { group: ',', decimal: '.', euro: (d, neg) => `${neg ? '-' : ''}€${d}` },
};

/** Adds one to the last digit of a string of decimal digits ("1299" → "1300", "99" → "100"). */
function incrementDigits(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i -= 1) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
}

/**
 * The digits of |value| with at least `min` and at most `max` decimals, rounded half away from zero on the number's
 * shortest decimal form (what ICU rounds), grouped by thousands; null when JavaScript writes it in exponent form.
 */
function plainDigits(value: number, min: number, max: number, symbols: Symbols): string | null {
  const text = String(Math.abs(value));
  if (/e/i.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  let integer = whole;
  let decimals = fraction;
  if (decimals.length > max) {
    const roundUp = decimals.charCodeAt(max) >= 53; // '5'
    const kept = roundUp ? incrementDigits(`${integer}${decimals.slice(0, max)}`) : `${integer}${decimals.slice(0, max)}`;
    integer = kept.slice(0, kept.length - max) || '0';
    decimals = max ? kept.slice(kept.length - max) : '';
  }
  decimals = decimals.replace(/0+$/, '');
  if (decimals.length < min) decimals = decimals.padEnd(min, '0');
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, symbols.group);
  return decimals ? `${grouped}${symbols.decimal}${decimals}` : grouped;
}

/** A formatter for the shop's locales and options without Intl, or null when Intl must do it. */
function ownFormatter(locale: string, options: Intl.NumberFormatOptions): NumberFormatter | null {
  const symbols = SYMBOLS[locale];
  if (!symbols) return null;
  const { style = 'decimal', currency, minimumFractionDigits, maximumFractionDigits, ...rest } = options;
  if (Object.keys(rest).length) return null;
  const euro = style === 'currency';
  if ((style !== 'decimal' && !euro) || (euro && currency !== 'EUR') || (!euro && currency !== undefined)) return null;
  const max = maximumFractionDigits ?? Math.max(minimumFractionDigits ?? 0, euro ? 2 : 3);
  const min = minimumFractionDigits ?? Math.min(max, euro ? 2 : 0);
  if (!Number.isInteger(min) || !Number.isInteger(max) || min < 0 || max > 20 || min > max) return null;
  let intl: Intl.NumberFormat | null = null;
  return {
    format(value: number): string {
      const digits = Number.isFinite(value) ? plainDigits(value, min, max, symbols) : null;
      if (digits === null) return (intl ??= new Intl.NumberFormat(locale, options)).format(value);
      const negative = value < 0 || Object.is(value, -0);
      return euro ? symbols.euro(digits, negative) : `${negative ? '-' : ''}${digits}`;
    },
  };
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): NumberFormatter {
  return cached('number', locale, options, () => ownFormatter(locale, options) ?? new Intl.NumberFormat(locale, options));
}

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return cached('date', locale, options, () => new Intl.DateTimeFormat(locale, options));
}

export function displayNames(locale: string, options: Intl.DisplayNamesOptions): Intl.DisplayNames {
  return cached('names', locale, options, () => new Intl.DisplayNames([locale], options));
}
