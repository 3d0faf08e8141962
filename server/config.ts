// Server configuration: reads and validates the environment once at start-up, so that a bad variable stops the
// server with a message a person can act on instead of failing on the first request.
import { DEV_INTEGRATION_TOKEN } from '../common/dev-defaults';

export type Language = 'nl' | 'en' | 'de';
export const LANGUAGES: readonly Language[] = ['nl', 'en', 'de'];
export const DEFAULT_LANGUAGE: Language = 'nl';

export interface ServerConfig {
  port: number;
  host: string;
  isProduction: boolean;
  /** Base URL of a real Magento (no trailing slash); null means "start the emulator". */
  magentoUrl: string | null;
  /** Integration (or admin) token sent as Bearer for catalogue, order and coupon reads. */
  magentoToken: string | null;
  /** Shop language → Magento store-view code. */
  storeCodes: Record<Language, string>;
  defaultCoupon: string | null;
  gtmId: string | null;
  /** Where product images live; defaults to `{magentoUrl}/media/`. Always ends with a slash when set. */
  mediaBaseUrl: string | null;
  orderTokenSecret: string;
  /** True when orderTokenSecret is the built-in development default (never in production). */
  orderTokenSecretIsDevDefault: boolean;
  sessionSecret: string;
  sessionSecretIsDevDefault: boolean;
  databaseUrl: string | null;
  /** PGlite's data directory for form submissions when DATABASE_URL is not set (relative to the project root). */
  databaseDir: string;
  /** Leads (and their files) older than this many months are deleted, at start and daily (LEAD_RETENTION_MONTHS). */
  leadRetentionMonths: number;
  redisUrl: string | null;
  /**
   * Prefix of every Redis key and of the catalogue's invalidation channel (REDIS_KEY_PREFIX, default `folt:`): instance
   * groups that share a Redis but not a catalogue (staging beside production, a benchmark) each take their own.
   */
  redisPrefix: string;
  /** SMTP connection URL for the lead notifications; null keeps them waiting in the outbox. */
  smtpUrl: string | null;
  /** Who receives the lead notifications (required with SMTP_URL). */
  leadsEmailTo: string[];
  /** Sender of the lead notifications; defaults to no-reply at PUBLIC_URL's host. */
  leadsEmailFrom: string;
  /** Form submissions per visitor and form; null switches the limit off (load tests). */
  formRateLimit: { limit: number; windowMs: number } | null;
  /** Order lookups (order number + e-mail + postcode) per visitor and per order number; null keeps the defaults. */
  orderLookupRateLimit: { perIp: { limit: number; windowMs: number }; perOrder: { limit: number; windowMs: number } } | null;
  publicUrl: string;
  upstreamTimeoutMs: number;
  /**
   * The dashboard's payment-exception queue: a payment pending longer than `pendingPaymentHours`
   * (ADMIN_PENDING_PAYMENT_HOURS, default 48) and a cash-on-delivery order not shipped after `codShipDays`
   * (ADMIN_COD_SHIP_DAYS, default 3) are listed.
   */
  paymentQueue: { pendingPaymentHours: number; codShipDays: number };
  /** How long a page render waits for Magento before it serves stale data or a 503 (shorter than upstreamTimeoutMs). */
  renderUpstreamTimeoutMs: number;
  /** Largest Magento answer read (MAGENTO_MAX_RESPONSE_BYTES); a larger one is dropped unread and is a 502. */
  magentoMaxResponseBytes: number;
  /** Memory for rendered public pages kept by the server (PAGE_CACHE_MB, default 64; 0 switches the cache off). */
  pageCacheBytes: number;
  /**
   * How long a client may take to send a whole request (REQUEST_TIMEOUT_MS) and its headers (HEADERS_TIMEOUT_MS):
   * a body shorter than its Content-Length, or headers that never end, hold a connection only that long (408).
   */
  requestTimeoutMs: number;
  headersTimeoutMs: number;
  /**
   * How the Magento catalogue's prices are entered (tax/calculation/price_includes_tax) and the VAT the shop adds to
   * show a price entered excl. VAT incl. VAT (the shop's own country's rate; the cart's totals have the destination's).
   */
  catalogPrices: { includeTax: boolean; vatPercent: number };
  /**
   * Express's `trust proxy`: which hops may set X-Forwarded-For. Rate limits and logs use the client address it
   * yields, so behind a load balancer on another host this must name it, or every visitor looks like the balancer.
   */
  trustProxy: string | number | boolean;
  /**
   * How long Magento's customer and admin tokens live when the token does not say so itself. Magento 2.4.4+ tokens are
   * JWTs carrying their `exp` (webapi/jwtauth/customer_expiration and admin_expiration, 60 minutes each by default),
   * which the session follows; these lifetimes are for opaque tokens (older Magento, or JWE). A token Magento refuses
   * earlier is dropped on its 401.
   */
  customerTokenLifetimeMs: number;
  adminTokenLifetimeMs: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid server configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

// Clearly marked so that nobody mistakes them for real secrets; refused when NODE_ENV=production.
export const DEV_ORDER_TOKEN_SECRET = 'INSECURE-DEVELOPMENT-ONLY-order-token-secret-change-me';
export const DEV_SESSION_SECRET = 'INSECURE-DEVELOPMENT-ONLY-session-secret-change-me';

const GTM_ID = /^GTM-[0-9A-Z]+$/;
/** A plain address for an SMTP envelope: no display name, no spaces, no angle brackets. */
const MAIL_ADDRESS = /^[^\s@<>",;]+@[^\s@<>",;]+\.[^\s@<>",;]{2,}$/;
export const DEFAULT_DATABASE_DIR = 'data/server-db';
/** How long leads are kept (issue 22 item 6): two years, then they and their CVs are deleted. */
export const DEFAULT_LEAD_RETENTION_MONTHS = 24;
/**
 * 16 MiB: the largest answer the shop asks for is a 300-product search, 152 KB from the emulator (73 products, 2.1 KB
 * each); 300 real products with long descriptions and many attributes at 20 KB each would be 6 MB.
 */
const DEFAULT_MAGENTO_MAX_RESPONSE_BYTES = 16 * 1024 * 1024;
/** Rendered public pages kept in memory: a few thousand pages of 20–60 KB. */
const DEFAULT_PAGE_CACHE_MB = 64;
/** Five submissions per ten minutes per visitor and form: plenty for a person, little for a script. */
export const DEFAULT_FORM_RATE_LIMIT = { limit: 5, windowMs: 10 * 60_000 } as const;

/**
 * Estimated entropy of a secret in bits: its length times the Shannon entropy of its characters. A generated secret
 * (`openssl rand -base64 48`: ~350 bits, `openssl rand -hex 16`: ~110, never under 90 in 200,000 draws) is above
 * WEAK_SECRET_BITS; a word, a
 * keyboard run or a few characters repeated is far below.
 */
export function secretBits(secret: string): number {
  const counts = new Map<string, number>();
  for (const ch of secret) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  const length = [...secret].length;
  let perChar = 0;
  for (const n of counts.values()) perChar -= (n / length) * Math.log2(n / length);
  return perChar * length;
}

/** Below this estimate a secret is refused in production. */
export const WEAK_SECRET_BITS = 80;

/**
 * A secret is weak when it is short, has little entropy (e.g. "aaaa…"), starts like a placeholder ("changeme…"), or
 * is a short piece repeated ("abcdefghij" four times estimates 133 bits but has few distinct three-character runs).
 */
export function isWeakSecret(secret: string): boolean {
  if (secret.length < 32) return true;
  // Entropy, not a count of distinct characters: 32 random hex digits use fewer than 10 of them about once in 10,000.
  if (secretBits(secret) < WEAK_SECRET_BITS) return true;
  const runs = new Set<string>();
  for (let i = 0; i + 3 <= secret.length; i++) runs.add(secret.slice(i, i + 3));
  if (runs.size < 0.7 * (secret.length - 2)) return true;
  return /^(change.?me|secret|password|insecure)/i.test(secret) || secret.includes('INSECURE-DEVELOPMENT-ONLY');
}

/** TRUST_PROXY values that let any client set X-Forwarded-For (every IPv4 or IPv6 address). */
function trustsEveryone(value: string): boolean {
  return value.split(',').some((part) => /\/0$/.test(part.trim()) || /^(all|any|\*)$/i.test(part.trim()));
}

function clean(value: string | undefined): string | undefined {
  const v = value?.trim();
  return v ? v : undefined;
}

function parseHttpUrl(name: string, raw: string, problems: string[]): string | null {
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('protocol');
    return url.toString().replace(/\/+$/, '');
  } catch {
    problems.push(`${name} must be an http(s) URL, got "${raw}"`);
    return null;
  }
}

export interface LoadConfigOptions {
  /** Where a refused optional setting is reported (the server has no logger yet when it reads its configuration). */
  warn?: (message: string) => void;
}

export function loadConfig(env: Record<string, string | undefined>, { warn = (message) => console.warn(message) }: LoadConfigOptions = {}): ServerConfig {
  const problems: string[] = [];
  const isProduction = env.NODE_ENV === 'production';

  let port = 3000;
  const rawPort = clean(env.PORT);
  if (rawPort !== undefined) {
    const n = Number(rawPort);
    if (!/^\d+$/.test(rawPort) || n > 65535) problems.push(`PORT must be a whole number from 0 to 65535, got "${rawPort}"`);
    else port = n;
  }

  const host = clean(env.HOST) ?? '0.0.0.0';

  const rawMagento = clean(env.MAGENTO_URL);
  const magentoUrl = rawMagento ? parseHttpUrl('MAGENTO_URL', rawMagento, problems) : null;
  const magentoToken = clean(env.MAGENTO_TOKEN) ?? null;
  if (rawMagento && !magentoToken) {
    problems.push('MAGENTO_TOKEN is required when MAGENTO_URL is set (an integration token allowed as Bearer, see README)');
  }
  if (magentoToken && /\s/.test(magentoToken)) problems.push('MAGENTO_TOKEN must not contain spaces');
  if (isProduction) {
    // Without MAGENTO_URL the server would start the development emulator: public admin and customer passwords, and
    // a Mollie test page on which anybody can mark an order paid.
    if (!rawMagento)
      problems.push(
        'MAGENTO_URL is required in production (without it the development-only Magento emulator would start, with public passwords and a test payment page)',
      );
    if (magentoToken === DEV_INTEGRATION_TOKEN || magentoToken?.includes('not-for-production')) {
      problems.push(
        'MAGENTO_TOKEN is the Magento emulator\'s public development token; use the access token of an integration in your Magento (README, "Pointing it at a real Magento")',
      );
    }
    if (magentoUrl?.startsWith('http://') && env.MAGENTO_ALLOW_HTTP !== 'private-network') {
      problems.push(
        'MAGENTO_URL must use https:// in production: the integration token and customer data travel on it (set MAGENTO_ALLOW_HTTP=private-network only when Magento is reached over a private network)',
      );
    }
  }

  const storeCodes: Record<Language, string> = { nl: 'nl', en: 'en', de: 'de' };
  const rawStores = clean(env.STORE_CODES);
  if (rawStores !== undefined) {
    const seen = new Set<string>();
    for (const part of rawStores.split(',')) {
      const m = /^\s*([a-z]{2})\s*:\s*([a-z0-9_]+)\s*$/i.exec(part);
      const lang = m?.[1]?.toLowerCase();
      if (!m || !lang || !(LANGUAGES as readonly string[]).includes(lang)) {
        problems.push(`STORE_CODES must look like "nl:nl,en:en,de:de" (languages nl, en, de; store codes a-z, 0-9, _), bad part "${part.trim()}"`);
        continue;
      }
      storeCodes[lang as Language] = m[2]!;
      seen.add(lang);
    }
    const missing = LANGUAGES.filter((l) => !seen.has(l));
    if (missing.length && seen.size) problems.push(`STORE_CODES lacks a store code for: ${missing.join(', ')}`);
  }

  const defaultCoupon = clean(env.DEFAULT_COUPON) ?? null;
  if (defaultCoupon && !/^[\w\-.]{1,64}$/.test(defaultCoupon)) {
    problems.push(`DEFAULT_COUPON may only hold letters, digits, "-", "_" and "." (at most 64), got "${defaultCoupon}"`);
  }

  // The tag manager is optional: a malformed id is refused with a warning and the shop runs without it, rather
  // than loading a container nobody meant (or putting an unchecked value into the page and the CSP).
  let gtmId = clean(env.GTM_ID) ?? null;
  if (gtmId && !GTM_ID.test(gtmId)) {
    warn(`GTM_ID ignored: it must be "GTM-" followed by digits or capital letters, got "${gtmId}"; the tag manager stays off`);
    gtmId = null;
  }

  const secret = (name: string, devDefault: string): { value: string; isDev: boolean } => {
    const raw = clean(env[name]);
    if (raw === undefined) {
      if (isProduction) problems.push(`${name} is required in production (at least 32 random characters, e.g. \`openssl rand -base64 48\`)`);
      return { value: devDefault, isDev: true };
    }
    if (isWeakSecret(raw)) {
      if (isProduction) problems.push(`${name} is too weak: use at least 32 random characters (e.g. \`openssl rand -base64 48\`)`);
    }
    return { value: raw, isDev: false };
  };
  const orderSecret = secret('ORDER_TOKEN_SECRET', DEV_ORDER_TOKEN_SECRET);
  const sessionSecret = secret('SESSION_SECRET', DEV_SESSION_SECRET);
  if (isProduction && !orderSecret.isDev && orderSecret.value === sessionSecret.value) {
    problems.push('ORDER_TOKEN_SECRET and SESSION_SECRET must differ');
  }

  const rawDb = clean(env.DATABASE_URL);
  let databaseUrl: string | null = null;
  if (rawDb) {
    if (!/^postgres(ql)?:\/\//.test(rawDb)) problems.push('DATABASE_URL must start with postgres:// or postgresql://');
    else databaseUrl = rawDb;
  }

  const rawRedis = clean(env.REDIS_URL);
  let redisUrl: string | null = null;
  if (rawRedis) {
    if (!/^rediss?:\/\//.test(rawRedis)) problems.push('REDIS_URL must start with redis:// or rediss://');
    else redisUrl = rawRedis;
  }
  const redisPrefix = clean(env.REDIS_KEY_PREFIX) ?? 'folt:';
  if (!/^[A-Za-z0-9_.:-]{1,64}$/.test(redisPrefix)) problems.push('REDIS_KEY_PREFIX may hold letters, digits and _ . : - (at most 64)');

  const databaseDir = clean(env.DATABASE_DIR) ?? DEFAULT_DATABASE_DIR;
  let leadRetentionMonths = DEFAULT_LEAD_RETENTION_MONTHS;
  const rawRetention = clean(env.LEAD_RETENTION_MONTHS);
  if (rawRetention !== undefined) {
    if (!/^\d{1,3}$/.test(rawRetention) || Number(rawRetention) < 1 || Number(rawRetention) > 120) {
      problems.push(`LEAD_RETENTION_MONTHS must be a whole number of months from 1 to 120, got "${rawRetention}"`);
    } else leadRetentionMonths = Number(rawRetention);
  }

  // The URL can hold a password: problems name the variable, never echo its value.
  const rawSmtp = clean(env.SMTP_URL);
  let smtpUrl: string | null = null;
  if (rawSmtp) {
    let ok: boolean;
    try {
      const url = new URL(rawSmtp);
      ok = (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
    } catch {
      ok = false;
    }
    if (ok) smtpUrl = rawSmtp;
    else problems.push('SMTP_URL must look like smtp://user:password@host:587 or smtps://user:password@host:465');
  }

  const leadsEmailTo = (clean(env.LEADS_EMAIL_TO) ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
  for (const address of leadsEmailTo)
    if (!MAIL_ADDRESS.test(address)) problems.push(`LEADS_EMAIL_TO must be e-mail addresses separated by commas, got "${address}"`);
  if (smtpUrl && leadsEmailTo.length === 0) problems.push('LEADS_EMAIL_TO is required when SMTP_URL is set (who receives the lead notifications)');

  const rawFrom = clean(env.LEADS_EMAIL_FROM);
  if (rawFrom) {
    // "FOLT website <no-reply@folt.nl>" or a bare address.
    const address = /<([^<>]+)>\s*$/.exec(rawFrom)?.[1] ?? rawFrom;
    if (!MAIL_ADDRESS.test(address) || /[\r\n]/.test(rawFrom))
      problems.push(`LEADS_EMAIL_FROM must be an e-mail address, optionally as "Name <address>", got "${rawFrom}"`);
  }

  let formRateLimit: ServerConfig['formRateLimit'] = { ...DEFAULT_FORM_RATE_LIMIT };
  const rawRate = clean(env.FORM_RATE_LIMIT);
  if (rawRate !== undefined) {
    const m = /^(\d{1,6})\/(\d{1,7})$/.exec(rawRate);
    if (rawRate === 'off') formRateLimit = null;
    else if (m && Number(m[1]) >= 1 && Number(m[2]) >= 1) formRateLimit = { limit: Number(m[1]), windowMs: Number(m[2]) * 1000 };
    else problems.push(`FORM_RATE_LIMIT must be "<submissions>/<seconds>" (e.g. "5/600") or "off", got "${rawRate}"`);
  }

  let orderLookupRateLimit: ServerConfig['orderLookupRateLimit'] = null;
  const rawLookup = clean(env.ORDER_LOOKUP_RATE_LIMIT);
  if (rawLookup !== undefined) {
    const m = /^(\d{1,6})\/(\d{1,6})\/(\d{1,7})$/.exec(rawLookup);
    if (m && Number(m[1]) >= 1 && Number(m[2]) >= 1 && Number(m[3]) >= 1) {
      const windowMs = Number(m[3]) * 1000;
      orderLookupRateLimit = { perIp: { limit: Number(m[1]), windowMs }, perOrder: { limit: Number(m[2]), windowMs } };
    } else problems.push(`ORDER_LOOKUP_RATE_LIMIT must be "<per visitor>/<per order number>/<seconds>" (e.g. "10/5/900"), got "${rawLookup}"`);
  }

  const rawPublic = clean(env.PUBLIC_URL);
  const publicUrl = rawPublic ? (parseHttpUrl('PUBLIC_URL', rawPublic, problems) ?? 'http://localhost:3000') : 'http://localhost:3000';
  if (isProduction && rawPublic && !publicUrl.startsWith('https://')) problems.push('PUBLIC_URL must use https:// in production');
  if (isProduction && !rawPublic)
    problems.push(
      "PUBLIC_URL is required in production (the shop's address as customers see it, e.g. https://www.folt.nl: links in e-mails, the payment return and the security headers use it)",
    );

  let mediaBaseUrl: string | null = null;
  const rawMedia = clean(env.MEDIA_BASE_URL);
  if (rawMedia) mediaBaseUrl = parseHttpUrl('MEDIA_BASE_URL', rawMedia, problems);
  else if (magentoUrl) mediaBaseUrl = `${magentoUrl}/media`;
  if (mediaBaseUrl) mediaBaseUrl = `${mediaBaseUrl}/`;

  let upstreamTimeoutMs = 15_000;
  const rawTimeout = clean(env.UPSTREAM_TIMEOUT_MS);
  if (rawTimeout !== undefined) {
    const n = Number(rawTimeout);
    if (!/^\d+$/.test(rawTimeout) || n < 1 || n > 120_000)
      problems.push(`UPSTREAM_TIMEOUT_MS must be a whole number of milliseconds from 1 to 120000, got "${rawTimeout}"`);
    else upstreamTimeoutMs = n;
  }
  // A 5 MB CV at 256 kB/s still fits in 30 s; Node's own defaults (60 s, 300 s) keep a stalled body for minutes.
  const milliseconds = (name: string, fallback: number): number => {
    const raw = clean(env[name]);
    if (raw === undefined) return fallback;
    if (!/^\d+$/.test(raw) || Number(raw) < 100 || Number(raw) > 600_000) {
      problems.push(`${name} must be a whole number of milliseconds from 100 to 600000, got "${raw}"`);
      return fallback;
    }
    return Number(raw);
  };
  const requestTimeoutMs = milliseconds('REQUEST_TIMEOUT_MS', 30_000);
  const wholeNumber = (name: string, fallback: number, max: number): number => {
    const raw = clean(env[name]);
    if (raw === undefined) return fallback;
    if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > max) {
      problems.push(`${name} must be a whole number from 1 to ${max}, got "${raw}"`);
      return fallback;
    }
    return Number(raw);
  };
  const paymentQueue = { pendingPaymentHours: wholeNumber('ADMIN_PENDING_PAYMENT_HOURS', 48, 24 * 90), codShipDays: wholeNumber('ADMIN_COD_SHIP_DAYS', 3, 90) };
  const headersTimeoutMs = milliseconds('HEADERS_TIMEOUT_MS', 10_000);
  if (headersTimeoutMs > requestTimeoutMs) problems.push(`HEADERS_TIMEOUT_MS (${headersTimeoutMs}) must not be above REQUEST_TIMEOUT_MS (${requestTimeoutMs})`);

  const rawIncludeTax = clean(env.MAGENTO_PRICES_INCLUDE_TAX);
  if (rawIncludeTax !== undefined && !/^(true|false|1|0)$/.test(rawIncludeTax)) {
    problems.push(`MAGENTO_PRICES_INCLUDE_TAX must be true or false (Magento's tax/calculation/price_includes_tax), got "${rawIncludeTax}"`);
  }
  const rawVat = clean(env.SHOP_VAT_PERCENT);
  const vatPercent = rawVat === undefined ? 21 : Number(rawVat);
  if (rawVat !== undefined && (!/^\d{1,2}(\.\d{1,2})?$/.test(rawVat) || vatPercent > 50))
    problems.push(`SHOP_VAT_PERCENT must be a percentage from 0 to 50, got "${rawVat}"`);
  const catalogPrices = { includeTax: rawIncludeTax === undefined || rawIncludeTax === 'true' || rawIncludeTax === '1', vatPercent };

  let renderUpstreamTimeoutMs = Math.min(3000, upstreamTimeoutMs);
  const rawRender = clean(env.RENDER_UPSTREAM_TIMEOUT_MS);
  if (rawRender !== undefined) {
    const n = Number(rawRender);
    if (!/^\d+$/.test(rawRender) || n < 1 || n > upstreamTimeoutMs)
      problems.push(
        `RENDER_UPSTREAM_TIMEOUT_MS must be a whole number of milliseconds from 1 to UPSTREAM_TIMEOUT_MS (${upstreamTimeoutMs}), got "${rawRender}"`,
      );
    else renderUpstreamTimeoutMs = n;
  }

  let magentoMaxResponseBytes = DEFAULT_MAGENTO_MAX_RESPONSE_BYTES;
  const rawMaxResponse = clean(env.MAGENTO_MAX_RESPONSE_BYTES);
  if (rawMaxResponse !== undefined) {
    const n = Number(rawMaxResponse);
    if (!/^\d+$/.test(rawMaxResponse) || n < 65_536 || n > 1_073_741_824) {
      problems.push(`MAGENTO_MAX_RESPONSE_BYTES must be a whole number of bytes from 65536 (64 KiB) to 1073741824 (1 GiB), got "${rawMaxResponse}"`);
    } else magentoMaxResponseBytes = n;
  }

  let pageCacheBytes = DEFAULT_PAGE_CACHE_MB * 1_048_576;
  const rawPageCache = clean(env.PAGE_CACHE_MB);
  if (rawPageCache !== undefined) {
    if (!/^\d{1,5}$/.test(rawPageCache) || Number(rawPageCache) > 16_384) {
      problems.push(`PAGE_CACHE_MB must be a whole number of megabytes from 0 (no page cache) to 16384, got "${rawPageCache}"`);
    } else pageCacheBytes = Number(rawPageCache) * 1_048_576;
  }

  // 'loopback' (a proxy on the same host), a hop count, 'false', or comma-separated addresses/subnets.
  let trustProxy: string | number | boolean = 'loopback';
  const rawTrust = clean(env.TRUST_PROXY);
  if (rawTrust !== undefined) {
    if (rawTrust === 'false') trustProxy = false;
    else if (/^\d{1,2}$/.test(rawTrust)) trustProxy = Number(rawTrust);
    else if (trustsEveryone(rawTrust))
      problems.push(
        `TRUST_PROXY must not trust every address ("${rawTrust}"): any client could fake its address and escape the rate limits; name the load balancer's addresses or subnet`,
      );
    else if (/^[\w.:/,\s-]+$/.test(rawTrust) && !/^true$/i.test(rawTrust)) trustProxy = rawTrust;
    else
      problems.push(
        `TRUST_PROXY must be "loopback", a hop count, "false" or addresses/subnets (e.g. "10.0.0.0/8"), got "${rawTrust}" ("true" would let any client fake its address)`,
      );
  }

  const leadsEmailFrom = rawFrom ?? `FOLT website <no-reply@${new URL(publicUrl).hostname}>`;

  const hours = (name: string, fallback: number): number => {
    const raw = clean(env[name]);
    if (raw === undefined) return fallback * 3_600_000;
    if (!/^\d{1,3}(\.\d{1,2})?$/.test(raw) || Number(raw) <= 0 || Number(raw) > 720) {
      problems.push(`${name} must be a number of hours above 0 and at most 720 (Magento's Access Token Expiration), got "${raw}"`);
      return fallback * 3_600_000;
    }
    return Math.round(Number(raw) * 3_600_000);
  };
  const customerTokenLifetimeMs = hours('MAGENTO_CUSTOMER_TOKEN_HOURS', 1);
  const adminTokenLifetimeMs = hours('MAGENTO_ADMIN_TOKEN_HOURS', 1);

  if (problems.length) throw new ConfigError(problems);
  return {
    port,
    host,
    isProduction,
    magentoUrl,
    magentoToken,
    storeCodes,
    defaultCoupon,
    gtmId,
    mediaBaseUrl,
    catalogPrices,
    orderTokenSecret: orderSecret.value,
    orderTokenSecretIsDevDefault: orderSecret.isDev,
    sessionSecret: sessionSecret.value,
    sessionSecretIsDevDefault: sessionSecret.isDev,
    databaseUrl,
    databaseDir,
    leadRetentionMonths,
    redisUrl,
    redisPrefix,
    smtpUrl,
    leadsEmailTo,
    leadsEmailFrom,
    formRateLimit,
    orderLookupRateLimit,
    publicUrl,
    upstreamTimeoutMs,
    paymentQueue,
    renderUpstreamTimeoutMs,
    magentoMaxResponseBytes,
    pageCacheBytes,
    requestTimeoutMs,
    headersTimeoutMs,
    trustProxy,
    customerTokenLifetimeMs,
    adminTokenLifetimeMs,
  };
}
