// Building blocks of the marketing forms' schemas and their stable error codes. The browser shows a translated text
// per code (nl/en/de) and the server answers the same codes, so a code, once shipped, keeps its meaning.
// Shared by browser and server: imports nothing but zod.
import { z } from '../zod';
import type { BikeSlug } from '../bike-models';
import { isPostcodeCountry, isValidPostcode } from './postcode';

export const FIELD_ERROR_CODES = [
  'required',
  'invalid',
  'too_short',
  'too_long',
  'invalid_email',
  'invalid_phone',
  'invalid_postcode',
  'invalid_url',
  'invalid_choice',
  'invalid_date',
  'date_in_past',
  'date_too_far',
  'not_a_number',
  'too_small',
  'too_large',
  'unknown_field',
  'file_required',
  'file_too_large',
  'file_type',
] as const;
export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];

export const FORM_LOCALES = ['nl', 'en', 'de'] as const;
export type FormLocale = (typeof FORM_LOCALES)[number];
export const DEFAULT_FORM_LOCALE: FormLocale = 'nl';

/**
 * The honeypot: a text field hidden from people (CSS and aria-hidden, tabindex -1, autocomplete off) that bots fill
 * in. The schemas accept any short value so the server, not the schema, decides: filled means spam.
 */
export const HONEYPOT_FIELD = 'website_url';

export const TEXT_LIMITS = {
  name: 100,
  company: 150,
  street: 150,
  city: 100,
  subject: 150,
  message: 5000,
  email: 254,
  url: 200,
  honeypot: 500,
} as const;

/** Letters, digits and punctuation, but no control characters (no line breaks in one-line fields). */
const SINGLE_LINE = /^[^\u0000-\u001f\u007f]*$/;
/** Multi-line text may hold tabs and line breaks, nothing else below 0x20. */
const MULTI_LINE = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;

/**
 * A mail address a person can reply to. Stricter than RFC 5322 on purpose: no quotes, commas, angle brackets or
 * spaces, so the address is safe as a Reply-To header and in a CSV cell.
 */
const EMAIL = /^[\p{L}\p{N}.!#$%&'*+/=?^_`{|}~-]+@[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?(?:\.[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?)*\.\p{L}{2,}$/u;
/** The checkout's phone rule (src/machines/checkout/billing-address.ts): an optional +, then 6 to 20 digits, spaces, ( ) -. */
const PHONE = /^\+?[0-9][0-9 ()-]{5,19}$/;
/** A web address with or without scheme: "fietsenwinkel.nl", "https://www.fietsenwinkel.nl/over-ons". */
const WEBSITE =
  /^(https?:\/\/)?[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?(?:\.[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?)*\.\p{L}{2,}(?::\d{1,5})?(?:[/?#][^\s]*)?$/u;

/** A value of the wrong JSON type counts as missing when it is absent, as invalid otherwise. */
function typeError(code: FieldErrorCode) {
  return (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? 'required' : code);
}

interface TextOptions {
  min?: number;
  multiline?: boolean;
}

/** Required text, trimmed: empty → 'required', shorter than `min` → 'too_short', longer than `max` → 'too_long'. */
export function requiredText(max: number, options: TextOptions = {}) {
  let schema = z
    .string({ error: typeError('invalid') })
    .trim()
    .min(1, { error: 'required' });
  if (options.min !== undefined && options.min > 1) schema = schema.min(options.min, { error: 'too_short' });
  return schema.max(max, { error: 'too_long' }).regex(options.multiline ? MULTI_LINE : SINGLE_LINE, { error: 'invalid' });
}

/** Optional text: absent, null or blank all mean "not given" (undefined in the output). */
export function optionalText(max: number, options: Omit<TextOptions, 'min'> = {}) {
  return z
    .string({ error: 'invalid' })
    .trim()
    .max(max, { error: 'too_long' })
    .regex(options.multiline ? MULTI_LINE : SINGLE_LINE, { error: 'invalid' })
    .nullish()
    .transform((value) => (value ? value : undefined));
}

export function emailField() {
  return z
    .string({ error: typeError('invalid_email') })
    .trim()
    .min(1, { error: 'required' })
    .max(TEXT_LIMITS.email, { error: 'too_long' })
    .regex(EMAIL, { error: 'invalid_email' });
}

export function phoneField() {
  return z
    .string({ error: typeError('invalid_phone') })
    .trim()
    .min(1, { error: 'required' })
    .regex(PHONE, { error: 'invalid_phone' });
}

export function optionalPhoneField() {
  return z
    .string({ error: 'invalid_phone' })
    .trim()
    .regex(/^$|^\+?[0-9][0-9 ()-]{5,19}$/, { error: 'invalid_phone' })
    .nullish()
    .transform((value) => (value ? value : undefined));
}

/** An optional website; stored with https:// in front when the visitor left the scheme out. */
export function optionalWebsiteField() {
  return z
    .string({ error: 'invalid_url' })
    .trim()
    .max(TEXT_LIMITS.url, { error: 'too_long' })
    .refine((value) => value === '' || WEBSITE.test(value), { error: 'invalid_url' })
    .nullish()
    .transform((value) => (value ? (/^https?:\/\//i.test(value) ? value : `https://${value}`) : undefined));
}

/** One of a fixed list (a select or radio group): absent → 'required', anything else → 'invalid_choice'. */
export function choiceField<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: typeError('invalid_choice') });
}

export function localeField() {
  return z.enum(FORM_LOCALES, { error: 'invalid_choice' }).default(DEFAULT_FORM_LOCALE);
}

export function honeypotField() {
  return z.string({ error: 'invalid' }).max(TEXT_LIMITS.honeypot, { error: 'too_long' }).optional();
}

/**
 * A whole number typed into a number input: a JSON number or its digits as text ("25"). Blank → 'required',
 * not a whole number → 'not_a_number', outside the range → 'too_small' / 'too_large'.
 */
export function wholeNumberField(range: { min: number; max: () => number } | { min: number; max: number }) {
  return z.union([z.number(), z.string()], { error: typeError('not_a_number') }).transform((value, context) => {
    const text = typeof value === 'string' ? value.trim() : null;
    if (text === '') {
      context.addIssue({ code: 'custom', message: 'required' });
      return z.NEVER;
    }
    const n = text === null ? (value as number) : /^\d{1,9}$/.test(text) ? Number(text) : Number.NaN;
    if (!Number.isSafeInteger(n)) {
      context.addIssue({ code: 'custom', message: 'not_a_number' });
      return z.NEVER;
    }
    const max = typeof range.max === 'function' ? range.max() : range.max;
    if (n < range.min) context.addIssue({ code: 'custom', message: 'too_small' });
    else if (n > max) context.addIssue({ code: 'custom', message: 'too_large' });
    return n;
  });
}

/** The six models a visitor can pick (common/bike-models.ts; a test keeps the lists equal). */
export const BIKE_MODEL_IDS = ['classic', 'elite', 'maxx', 'piccolo', 'voyage', 'folt-200-s'] as const satisfies readonly BikeSlug[];

/** The form clock: "now" when the visitor submits; tests and the server pass their own. */
export type FormClock = () => Date;
export const systemClock: FormClock = () => new Date();

/** Runs an object-level rule even when other fields failed, so the visitor sees every problem at once. */
export const EVEN_WITH_OTHER_ERRORS = { when: () => true } as const;

/** Adds 'invalid_postcode' when the postcode does not fit the chosen country (only when both are filled in). */
export function checkPostcode(value: { country?: unknown; postcode?: unknown }, context: z.RefinementCtx): void {
  const { country, postcode } = value;
  if (typeof postcode !== 'string' || postcode.trim() === '' || !isPostcodeCountry(country)) return;
  if (!isValidPostcode(postcode, country)) context.addIssue({ code: 'custom', path: ['postcode'], message: 'invalid_postcode' });
}

/** A postcode field; its country rule is the object-level `checkPostcode`. */
export function postcodeField() {
  return requiredText(10);
}

/** Calendar date "YYYY-MM-DD" in the shop's time zone (Europe/Amsterdam), whatever the device's zone is. */
export function shopDate(now: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam', year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** `date` plus whole months, clamped to the month's last day (31 August + 6 months = 28/29 February). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const firstOfTarget = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(firstOfTarget.getUTCFullYear(), firstOfTarget.getUTCMonth() + 1, 0)).getUTCDate();
  firstOfTarget.setUTCDate(Math.min(d, lastDay));
  return firstOfTarget.toISOString().slice(0, 10);
}

function isRealDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/**
 * A future calendar date ("YYYY-MM-DD", as an <input type=date> sends it): from tomorrow (shop time) up to
 * `monthsAhead` months ahead. Not a date → 'invalid_date', today or earlier → 'date_in_past', later → 'date_too_far'.
 */
export function futureDateField(clock: FormClock, monthsAhead: number) {
  return z
    .string({ error: typeError('invalid_date') })
    .trim()
    .min(1, { error: 'required' })
    .superRefine((value, context) => {
      if (value === '') return;
      if (!isRealDate(value)) {
        context.addIssue({ code: 'custom', message: 'invalid_date' });
        return;
      }
      const today = shopDate(clock());
      // ISO dates compare correctly as strings.
      if (value <= today) context.addIssue({ code: 'custom', message: 'date_in_past' });
      else if (value > addMonths(today, monthsAhead)) context.addIssue({ code: 'custom', message: 'date_too_far' });
    });
}
