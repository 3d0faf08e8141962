// The company details the content pages share (contact, returns, privacy, terms, jobs): address, phone, mail
// addresses, registration numbers and opening hours, written down once. Day names come from Intl in each language.
import { dateTimeFormat, displayNames } from '../../../common/intl-formats';
export const COMPANY = {
  legalName: 'FOLT B.V.',
  street: 'Ceintuurbaan 14',
  postcode: '8022 AW',
  city: 'Zwolle',
  countryCode: 'NL',
  phone: '+31 38 303 40 70',
  phoneHref: 'tel:+31383034070',
  chamberOfCommerce: '81234567',
  vatNumber: 'NL862345678B01',
  email: {
    info: 'info@folt.nl',
    service: 'service@folt.nl',
    privacy: 'privacy@folt.nl',
    jobs: 'werken@folt.nl',
    dealers: 'dealers@folt.nl',
    returns: 'retour@folt.nl',
  },
} as const;

/** ISO weekday: 1 = Monday … 7 = Sunday. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;
export interface HoursRow {
  readonly days: readonly Weekday[];
  /** null: closed. */
  readonly open: string | null;
  readonly close: string | null;
}

export const OPENING_HOURS = {
  showroom: [
    { days: [1], open: null, close: null },
    { days: [2, 3, 4, 5], open: '09:30', close: '17:30' },
    { days: [6], open: '10:00', close: '16:00' },
    { days: [7], open: null, close: null },
  ],
  workshop: [
    { days: [1, 2, 3, 4, 5], open: '08:30', close: '17:00' },
    { days: [6, 7], open: null, close: null },
  ],
  phone: [
    { days: [1, 2, 3, 4, 5], open: '09:00', close: '17:00' },
    { days: [6], open: '10:00', close: '14:00' },
    { days: [7], open: null, close: null },
  ],
} as const satisfies Record<string, readonly HoursRow[]>;

const intlLocale = { nl: 'nl-NL', en: 'en-GB', de: 'de-DE' } as const;

/** A weekday's name in the language ("dinsdag", "Tuesday", "Dienstag"). 2024-01-01 was a Monday. */
export function weekdayName(day: Weekday, lang: keyof typeof intlLocale): string {
  return dateTimeFormat(intlLocale[lang], { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, day)));
}

/** "Tuesday – Friday" for a run of days, a single name for one day. */
export function dayRange(days: readonly Weekday[], lang: keyof typeof intlLocale): string {
  const first = weekdayName(days[0]!, lang);
  return days.length === 1 ? first : `${first} – ${weekdayName(days[days.length - 1]!, lang)}`;
}

/** The country name in the language, from Intl. */
export function countryName(code: string, lang: keyof typeof intlLocale): string {
  return displayNames(intlLocale[lang], { type: 'region' }).of(code) ?? code;
}
