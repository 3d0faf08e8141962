// Input validation helpers: the query is read straight from the URL into a null-prototype record (so Express's
// query-parser setting, repeated keys and `__proto__` cannot change what a route sees) and parsed with zod.
import type { Request } from 'express';
import { z } from 'zod';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language, type ServerConfig } from '../config';
import { requestCookie } from '../security/request-cookies';
import { ApiError, ErrorText } from './api-envelope';

export type RawQuery = Record<string, string | string[]>;

export function readQuery(url: string): RawQuery {
  const q = url.indexOf('?');
  const out: RawQuery = Object.create(null) as RawQuery;
  if (q < 0) return out;
  for (const [k, v] of new URLSearchParams(url.slice(q + 1))) {
    const prev = out[k];
    out[k] = prev === undefined ? v : Array.isArray(prev) ? [...prev, v] : [prev, v];
  }
  return out;
}

/** The browser's language cookie (src/lib/cookies.ts LANG_COOKIE). */
const LANG_COOKIE = 'lang';

/**
 * The query of a private (no-store) call. Without an explicit `locale`, the shopper's language cookie picks the
 * store view, so cart lines and totals come in the page's language. Public, CDN-cacheable routes must not do this
 * (their answer would then depend on a cookie the URL does not show): they use `publicQueryOf`.
 */
export function queryOf(req: Request): RawQuery {
  const q = readQuery(req.originalUrl ?? req.url);
  if (q.locale === undefined) {
    const lang = requestCookie(req, LANG_COOKIE);
    if (lang && (LANGUAGES as readonly string[]).includes(lang)) q.locale = lang;
  }
  return q;
}

export function publicQueryOf(req: Request): RawQuery {
  return readQuery(req.originalUrl ?? req.url);
}

/** Parses or throws a 400 naming the offending fields (names only: values may be personal data). */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const r = schema.safeParse(input);
  if (r.success) return r.data;
  const fields = [...new Set(r.error.issues.map((i) => i.path.map(String).join('.') || '(body)'))].slice(0, 5);
  throw new ApiError(400, `${ErrorText.invalidRequest}: ${fields.join(', ')}`);
}

// ── shared field schemas ────────────────────────────────────────────────────────────────────────────────
/** Magento's masked guest-cart id: 32 letters/digits (contract B §5). */
export const cartIdSchema = z.string().regex(/^[A-Za-z0-9]{32}$/);
export const localeSchema = z.enum(LANGUAGES as unknown as [Language, ...Language[]]).default(DEFAULT_LANGUAGE);
const noControl = /^[^\u0000-\u001f\u007f]*$/;
export const textField = (max: number) => z.string().trim().min(1).max(max).regex(noControl);
export const optionalTextField = (max: number) => z.string().trim().max(max).regex(noControl).optional();
export const positiveIntId = z.number().int().positive().max(2_147_483_647);
export const idInQuery = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .transform(Number)
  .pipe(positiveIntId);
export const skuSchema = z.string().trim().min(1).max(128).regex(noControl);
export const qtySchema = z.number().int().min(1).max(999);
export const couponCodeSchema = z
  .string()
  .trim()
  .max(64)
  .regex(/^[A-Za-z0-9_.-]*$/);
export const paymentTokenSchema = z.string().regex(/^[A-Za-z0-9]{8,128}$/);
export const countryIdSchema = z.string().regex(/^[A-Z]{2}$/);

/** Magento AddressInterface, limited to what a checkout form sends; unknown keys are dropped. */
export const addressSchema = z.object({
  firstname: textField(255),
  lastname: textField(255),
  street: z.array(textField(255)).min(1).max(4),
  city: textField(255),
  postcode: textField(20),
  country_id: countryIdSchema,
  telephone: textField(40),
  email: z.email().max(254).optional(),
  company: optionalTextField(255),
  region: optionalTextField(255),
  region_code: optionalTextField(32),
  region_id: z.number().int().min(0).max(2_147_483_647).optional(),
  vat_id: optionalTextField(40),
  middlename: optionalTextField(255),
  prefix: optionalTextField(40),
  suffix: optionalTextField(40),
  /** A customer's quote address kept in the address book at the order (QuoteManagement::_prepareCustomerQuote). */
  save_in_address_book: z.union([z.literal(0), z.literal(1)]).optional(),
});
export type AddressInput = z.output<typeof addressSchema>;

export const withLocale = { locale: localeSchema };

export function storeFor(config: ServerConfig, locale: Language): string {
  return config.storeCodes[locale];
}
