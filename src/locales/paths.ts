// The slug table: every page of the site, its slug per language, layout, guard and parameter rules.
// Links, the language switch, canonical/hreflang tags, the sitemap and the route tree are all built from it.

export const languages = ['nl', 'en', 'de'] as const;
export type Lang = (typeof languages)[number];
export const defaultLang: Lang = 'nl';

export type Layout = 'default' | 'minimal' | 'admin' | 'blank';
/** public: indexable marketing/shop pages; private: shopper pages crawlers must skip; account/admin: behind a check. */
export type PageKind = 'public' | 'private' | 'account' | 'admin';
export type CheckName = 'admin' | 'customer';

export interface ParamRule {
  readonly name: 'urlKey' | 'sku' | 'id';
  readonly pattern: RegExp;
}

export interface PageDef {
  /** English slug without parameters ('' for home). */
  readonly en: string;
  readonly nl?: string;
  readonly de?: string;
  readonly layout?: Layout;
  readonly kind?: PageKind;
  readonly check?: CheckName;
  readonly param?: ParamRule;
}

const urlKey: ParamRule = { name: 'urlKey', pattern: /^[a-z0-9]+(?:-[a-z0-9]+)*$/ };
const sku: ParamRule = { name: 'sku', pattern: /^[A-Za-z0-9](?:[A-Za-z0-9 _.-]{0,62}[A-Za-z0-9])?$/ };
const numericId: ParamRule = { name: 'id', pattern: /^[1-9][0-9]{0,9}$/ };

export const pages = {
  home: { en: '' },
  'about-us': { en: 'about-us', nl: 'over-ons', de: 'uber-uns' },
  accessibility: { en: 'accessibility', nl: 'toegankelijkheid', de: 'barrierefreiheit' },
  'acsi-25-4': { en: 'acsi-25-4' },
  'battery-info-and-range': { en: 'battery-info-and-range', nl: 'batterij-informatie-en-actieradius', de: 'akkulaufzeit-und-reichweite' },
  'become-dealer': { en: 'become-dealer', nl: 'dealer-worden', de: 'handler-werden' },
  bedum: { en: 'bedum' },
  'best-in-tests': { en: 'best-in-tests', nl: 'best-getest', de: 'testsieger' },
  'bike-view': { en: 'bike-view' },
  campergids: { en: 'campergids' },
  campertv: { en: 'campertv' },
  classic: { en: 'classic' },
  compare: { en: 'compare', nl: 'vergelijk', de: 'vergleichen' },
  contact: { en: 'contact', de: 'kontakt' },
  elite: { en: 'elite' },
  'employer-plan': { en: 'employer-plan', nl: 'fiscfree-fiets', de: 'fiscfree-fahrrad' },
  'folding-ebike-20-inch': { en: 'folding-ebike-20-inch', nl: 'elektrische-vouwfiets-20-inch', de: 'elektrische-faltrader-20-zoll' },
  'folding-ebike-test': { en: 'folding-ebike-test' },
  'folt-200-s': { en: 'folt-200-s' },
  'instructions-folding': { en: 'instructions-folding', nl: 'instructie-uitklappen', de: 'anleitung-ausklappen' },
  'kampeerauto-25-1': { en: 'kampeerauto-25-1' },
  'kampeerauto-25-2': { en: 'kampeerauto-25-2' },
  'kampeerauto-25-3': { en: 'kampeerauto-25-3' },
  'kampeerauto-25-4': { en: 'kampeerauto-25-4' },
  'lightweight-ebike-for-camper': {
    en: 'lightweight-ebike-for-camper',
    nl: 'lichte-elektrische-fiets-voor-camper',
    de: 'leichte-elektrische-fahrrad-fur-wohnmobil',
  },
  maintenance: { en: 'maintenance', nl: 'onderhoud', de: 'wartung' },
  'maintenance-subscription': { en: 'maintenance-subscription' },
  manuals: { en: 'manuals', nl: 'handleidingen', de: 'handbuecher' },
  maxx: { en: 'maxx' },
  models: { en: 'models', nl: 'modellen', de: 'modelle' },
  piccolo: { en: 'piccolo' },
  privacy: { en: 'privacy', de: 'datenschutz' },
  returns: { en: 'returns', nl: 'retouren', de: 'rueckgaben' },
  'selection-guide': { en: 'selection-guide', nl: 'keuzehulp', de: 'auswahlhilfe' },
  'terms-and-conditions': { en: 'terms-and-conditions', nl: 'algemene-voorwaarden', de: 'allgemeine-bedingungen' },
  testimonials: { en: 'testimonials', nl: 'ervaringen', de: 'erfahrungen' },
  testride: { en: 'testride', nl: 'proefrit', de: 'testfahrt' },
  vacancies: { en: 'vacancies' },
  'vacancies-allrounder': { en: 'vacancies/allrounder' },
  'vacancies-intern': { en: 'vacancies/intern' },
  'vacancies-mechanic': { en: 'vacancies/mechanic' },
  voyage: { en: 'voyage' },

  shop: { en: 'shop' },
  'shop-product': { en: 'shop', param: urlKey },
  'shop-cart': { en: 'shop/cart', kind: 'private' },
  'shop-checkout': { en: 'shop/checkout', kind: 'private', layout: 'minimal' },
  'shop-confirmed': { en: 'shop/confirmed', kind: 'private' },
  'shop-order-lookup': { en: 'shop/find-order', nl: 'shop/bestelling-zoeken', de: 'shop/bestellung-finden', kind: 'private' },
  configurator: { en: 'configurator', layout: 'minimal' },
  'configurator-model': { en: 'configurator', param: sku, layout: 'minimal', kind: 'private' },

  'customer-login': { en: 'customer-login', kind: 'private' },
  'customer-orders': { en: 'customer-orders', kind: 'account', check: 'customer' },
  'customer-register': { en: 'customer-register', nl: 'klant-registreren', de: 'kunde-registrieren', kind: 'private' },
  'customer-forgot-password': { en: 'customer-forgot-password', nl: 'klant-wachtwoord-vergeten', de: 'kunde-passwort-vergessen', kind: 'private' },
  'customer-reset-password': { en: 'customer-reset-password', nl: 'klant-wachtwoord-instellen', de: 'kunde-passwort-festlegen', kind: 'private' },
  'customer-settings': { en: 'customer-settings', nl: 'klant-gegevens', de: 'kunde-einstellungen', kind: 'account', check: 'customer' },
  'customer-bikes': { en: 'customer-bikes', nl: 'klant-fietsen', de: 'kunde-raeder', kind: 'account', check: 'customer' },
  'customer-addresses': { en: 'customer-address-book', nl: 'klant-adresboek', de: 'kunde-adressbuch', kind: 'account', check: 'customer' },

  admin: { en: 'admin', kind: 'admin', layout: 'admin', check: 'admin' },
  'admin-login': { en: 'admin/login', kind: 'private', layout: 'minimal' },
  'admin-bikes': { en: 'admin/bikes', kind: 'admin', layout: 'admin', check: 'admin' },
  'admin-bike-edit': { en: 'admin/bike-edit', param: numericId, kind: 'admin', layout: 'admin', check: 'admin' },
  'admin-orders': { en: 'admin/orders', kind: 'admin', layout: 'admin', check: 'admin' },
  'admin-order-view': { en: 'admin/order-view', param: numericId, kind: 'admin', layout: 'admin', check: 'admin' },
  'admin-parts': { en: 'admin/parts', kind: 'admin', layout: 'admin', check: 'admin' },
  'admin-shop': { en: 'admin/shop', kind: 'admin', layout: 'admin', check: 'admin' },
  'admin-leads': { en: 'admin/leads', kind: 'admin', layout: 'admin', check: 'admin' },
  'admin-customers': { en: 'admin/customers', kind: 'admin', layout: 'admin', check: 'admin' },
  'admin-customer-view': { en: 'admin/customer-view', param: numericId, kind: 'admin', layout: 'admin', check: 'admin' },
  'admin-coupons': { en: 'admin/coupons', kind: 'admin', layout: 'admin', check: 'admin' },
  'admin-audit': { en: 'admin/audit', kind: 'admin', layout: 'admin', check: 'admin' },
  'admin-print-bike': { en: 'admin/print-bike', kind: 'admin', layout: 'blank', check: 'admin' },
} as const satisfies Record<string, PageDef>;

export type PageId = keyof typeof pages;
export const pageIds = Object.keys(pages) as PageId[];

export function pageDef(id: PageId): PageDef {
  return pages[id];
}
export function pageLayout(id: PageId): Layout {
  return pageDef(id).layout ?? 'default';
}
export function pageKind(id: PageId): PageKind {
  return pageDef(id).kind ?? 'public';
}
/**
 * Pages the browser hydrates without the router (decision record 043): the marketing pages, public and in the default
 * layout. The shop's list and product page (the shop runtime, client-side filtering and loading) and every private,
 * account and back-office page keep it.
 */
export function hydratesWithoutRouter(id: PageId): boolean {
  return pageKind(id) === 'public' && pageLayout(id) === 'default' && id !== 'shop' && id !== 'shop-product';
}
/**
 * Pages that show (or lead straight to) customers' personal data — the back office, its login, the customer's orders
 * and login — never run third-party scripts: no tag manager, and a CSP that does not admit it (issue 17 §7).
 */
export function keepsThirdPartiesOut(id: PageId): boolean {
  const kind = pageKind(id);
  // The order lookup shows a guest's order (and takes their e-mail address and postcode).
  return kind === 'admin' || kind === 'account' || id === 'admin-login' || id === 'shop-order-lookup' || id.startsWith('customer-');
}
export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** The slug of a page in a language, without parameters ('' for home). */
export function slugOf(id: PageId, lang: Lang): string {
  const def = pageDef(id);
  return (lang === 'en' ? def.en : def[lang]) ?? def.en;
}

/** How a page path is prefixed: 'none' is the default-language form without a language segment. */
export type Prefix = Lang | 'none';

function join(prefix: Prefix, slug: string): string {
  const head = prefix === 'none' ? '' : `/${prefix}`;
  const path = `${head}${slug ? `/${slug}` : ''}`;
  return path || '/';
}

/** The route-pattern paths of a page: /en/…, /<nl>, /nl/…, /de/… (with `$param` for parameter pages). */
export function routePatterns(id: PageId): Array<{ lang: Lang; prefix: Prefix; path: string }> {
  const def = pageDef(id);
  const suffix = def.param ? `/$${def.param.name}` : '';
  const variants: Array<{ lang: Lang; prefix: Prefix }> = [
    { lang: 'nl', prefix: 'none' },
    { lang: 'nl', prefix: 'nl' },
    { lang: 'en', prefix: 'en' },
    { lang: 'de', prefix: 'de' },
  ];
  return variants.map((v) => ({ ...v, path: join(v.prefix, slugOf(id, v.lang)) + suffix }));
}

export type PageParams = Partial<Record<ParamRule['name'], string>>;

/** Whether a parameter value is acceptable for a page (the page-validity check). */
export function isValidParam(id: PageId, value: string | undefined): boolean {
  const rule = pageDef(id).param;
  if (!rule) return true;
  return typeof value === 'string' && value.length <= 120 && rule.pattern.test(value);
}

/** The public path of a page in a language; Dutch gets the unprefixed form (the canonical one). */
export function toPublicPath(id: PageId, lang: Lang, params: PageParams = {}): string {
  const def = pageDef(id);
  const base = join(lang === defaultLang ? 'none' : lang, slugOf(id, lang));
  if (!def.param) return base;
  const value = params[def.param.name];
  if (value === undefined) throw new Error(`toPublicPath: page ${id} needs parameter ${def.param.name}`);
  return `${base === '/' ? '' : base}/${encodeURIComponent(value)}`;
}

export interface ResolvedPath {
  id: PageId;
  lang: Lang;
  prefix: Prefix;
  params: PageParams;
}

const exactIndex = new Map<string, ResolvedPath>();
const paramIndex: Array<{ base: string; id: PageId; lang: Lang; prefix: Prefix; param: ParamRule }> = [];
for (const id of pageIds) {
  for (const variant of routePatterns(id)) {
    const def = pageDef(id);
    if (def.param) {
      paramIndex.push({ base: variant.path.slice(0, variant.path.lastIndexOf('/')), id, lang: variant.lang, prefix: variant.prefix, param: def.param });
    } else {
      exactIndex.set(variant.path, { id, lang: variant.lang, prefix: variant.prefix, params: {} });
    }
  }
}

/** The page a public path shows, or null (used by the server and the table tests: the reverse direction). */
export function resolvePublicPath(pathname: string): ResolvedPath | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const exact = exactIndex.get(path);
  if (exact) return { ...exact, params: {} };
  const cut = path.lastIndexOf('/');
  const base = path.slice(0, cut);
  let raw: string;
  try {
    raw = decodeURIComponent(path.slice(cut + 1));
  } catch {
    return null;
  }
  for (const entry of paramIndex) {
    if (entry.base === base && isValidParam(entry.id, raw)) {
      return { id: entry.id, lang: entry.lang, prefix: entry.prefix, params: { [entry.param.name]: raw } };
    }
  }
  return null;
}

/** The language a public path is in (default Dutch for unprefixed or unknown paths). */
export function langOfPath(pathname: string): Lang {
  const first = pathname.split('/')[1];
  return isLang(first) ? first : defaultLang;
}

/** The site's name in page titles, Open Graph and structured data. */
export const siteName = 'FOLT';

/** A public path as an absolute URL on the configured origin (canonical, hreflang, sitemap, JSON-LD). */
export function absoluteUrl(publicUrl: string, path: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${path}`;
}

/** A return path is accepted only when it stays on this site (no open redirects). */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2000) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}
