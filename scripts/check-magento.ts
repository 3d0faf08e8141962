// npm run check:magento — asks a configured Magento (MAGENTO_URL, MAGENTO_TOKEN, STORE_CODES, PUBLIC_URL, as the
// server reads them) for everything the shop needs, and says in plain words what is missing: reachability, the store
// views, the integration token and each ACL resource of the calls the server makes with it, the product attributes
// the shop reads, its categories in every store view, product images at MEDIA_BASE_URL, DEFAULT_COUPON, whether
// catalogue prices are entered with or without VAT as MAGENTO_PRICES_INCLUDE_TAX says, the Mollie module and its
// payment methods, and the two things no API can tell (Mollie's custom return URL, and the webhook reaching Magento from the internet) as manual steps.
// Nothing is changed in Magento: ACL probes of writes use an order id that does not exist (Magento checks the ACL
// first, so 401 means "not allowed" and 404 "allowed"), and the VAT probe puts one item in a new, unused guest cart.
// Exit code 1 when something required is missing, 2 when the configuration cannot be read.
import { pathToFileURL } from 'node:url';
import { ConfigError, LANGUAGES, loadConfig, type Language } from '../server/config';

export type CheckStatus = 'ok' | 'missing' | 'manual' | 'info';
export interface CheckResult {
  status: CheckStatus;
  /** One line in plain words. */
  message: string;
}

export interface CheckOptions {
  magentoUrl: string;
  token: string;
  storeCodes: Record<Language, string>;
  publicUrl: string;
  /** Where product images are fetched from (MEDIA_BASE_URL, default `{MAGENTO_URL}/media/`), with a trailing slash. */
  mediaBaseUrl?: string | null;
  /** DEFAULT_COUPON: the coupon the shop applies when the visitor has none. */
  defaultCoupon?: string | null;
  /** MAGENTO_PRICES_INCLUDE_TAX / SHOP_VAT_PERCENT: what the shop assumes of the catalogue's prices. */
  catalogPrices?: { includeTax: boolean; vatPercent: number };
  timeoutMs?: number;
}

/**
 * Every call the server makes with the integration token (auth 'integration' in server/), by ACL resource as the
 * webapi.xml files name them (Catalog, Sales, SalesRule). Calls with a customer's or admin's own token, and the
 * anonymous guest-cart, directory, Mollie and GraphQL calls, need no integration resource.
 */
export const INTEGRATION_CALLS: ReadonlyArray<{ resource: string; purpose: string; method: 'GET' | 'POST'; path: string; body?: unknown }> = [
  {
    resource: 'Magento_Catalog::products',
    purpose: 'the shop list, product pages and order item pictures',
    method: 'GET',
    path: '/V1/products?searchCriteria[pageSize]=1',
  },
  { resource: 'Magento_Catalog::categories', purpose: "the shop's categories", method: 'GET', path: '/V1/categories/list?searchCriteria[pageSize]=1' },
  {
    resource: 'Magento_Sales::sales',
    purpose: "the confirmation page and the customer's order history",
    method: 'GET',
    path: '/V1/orders?searchCriteria[pageSize]=1',
  },
  { resource: 'Magento_Sales::sales', purpose: 'reading order comments', method: 'GET', path: '/V1/orders/0/comments' },
  {
    resource: 'Magento_Sales::sales',
    purpose: 'writing order comments',
    method: 'POST',
    path: '/V1/orders/0/comments',
    body: { statusHistory: { comment: 'check:magento', status: 'pending' } },
  },
  { resource: 'Magento_Sales::cancel', purpose: 'canceling an unpaid order the shopper gives up', method: 'POST', path: '/V1/orders/0/cancel' },
  { resource: 'Magento_SalesRule::quote', purpose: 'coupon discounts (coupons/search)', method: 'GET', path: '/V1/coupons/search?searchCriteria[pageSize]=1' },
  { resource: 'Magento_SalesRule::quote', purpose: 'coupon discounts (salesRules)', method: 'GET', path: '/V1/salesRules/0' },
];

/**
 * The url_keys of the shop's categories (src/views/shop/shop-categories.ts, which this script cannot import: its names
 * are Lingui macros; check-magento.test.ts keeps the two lists equal).
 */
export const SHOP_CATEGORY_KEYS: readonly string[] = ['bikes', 'batteries', 'bags', 'locks', 'lights', 'tyres', 'mudguards', 'comfort'];

/** Product attributes beyond Magento's own that the shop reads (server/magento/product.mapper.ts, the back office). */
export const SHOP_ATTRIBUTES: ReadonlyArray<{ code: string; purpose: string; required: boolean }> = [
  { code: 'one_liner', purpose: "the product cards' one-line description", required: true },
  { code: 'sort_order', purpose: 'the order of the shop list', required: true },
  // Written by the back office; before anything is flagged no product may carry a value, so only a hint.
  { code: 'featured', purpose: "the back office's featured flag, a Yes/No attribute", required: false },
];

interface Answer {
  status: number;
  body: unknown;
}

function client(options: CheckOptions) {
  const base = options.magentoUrl.replace(/\/+$/, '');
  return async (method: string, path: string, init: { token?: boolean; body?: unknown; store?: string } = {}): Promise<Answer> => {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (init.token) headers.authorization = `Bearer ${options.token}`;
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    const prefix = init.store ? `/rest/${init.store}` : '/rest';
    const response = await fetch(`${base}${prefix}${path}`, {
      method,
      headers,
      body: init.body === undefined ? null : JSON.stringify(init.body),
      signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      redirect: 'manual',
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // HTML error page or empty: kept as text
    }
    return { status: response.status, body };
  };
}

const NO_ROUTE = 'Request does not match any route.';
const messageOf = (body: unknown): string => (typeof (body as { message?: unknown })?.message === 'string' ? (body as { message: string }).message : '');
const resourceOf = (body: unknown): string | null => {
  const resources = (body as { parameters?: { resources?: unknown } })?.parameters?.resources;
  return typeof resources === 'string' ? resources : null;
};

export async function checkMagento(options: CheckOptions): Promise<CheckResult[]> {
  const call = client(options);
  const results: CheckResult[] = [];
  const ok = (message: string) => results.push({ status: 'ok', message });
  const missing = (message: string) => results.push({ status: 'missing', message });

  // 1. Reachability (an anonymous route every Magento has).
  try {
    const countries = await call('GET', '/V1/directory/countries');
    if (countries.status !== 200 || !Array.isArray(countries.body)) {
      missing(
        `Magento at ${options.magentoUrl} does not answer its REST API (GET /rest/V1/directory/countries gave HTTP ${countries.status}). Check MAGENTO_URL.`,
      );
      return results;
    }
    ok(`Magento answers at ${options.magentoUrl}.`);
  } catch (err) {
    missing(`Magento at ${options.magentoUrl} cannot be reached (${err instanceof Error ? err.message : String(err)}). Check MAGENTO_URL and the network.`);
    return results;
  }

  // 2. Store views: an unknown code is no store, and /rest/{code}/V1/... then matches no route.
  for (const lang of LANGUAGES) {
    const code = options.storeCodes[lang];
    const answer = await call('GET', '/V1/directory/countries', { store: code });
    if (answer.status === 200) ok(`Store view "${code}" (${lang}) exists.`);
    else missing(`There is no store view with code "${code}" for the ${lang} shop. Create it, or set STORE_CODES to the codes your Magento uses.`);
  }

  // 3. The integration token and each ACL resource the server's calls need.
  const acl = await Promise.all(
    INTEGRATION_CALLS.map(async (probe) => ({ probe, answer: await call(probe.method, probe.path, { token: true, body: probe.body }) })),
  );
  if (acl.every(({ answer }) => answer.status === 401)) {
    missing(
      'MAGENTO_TOKEN is not accepted: every call with it was refused (401). Use the access token of an activated integration, and allow it as a Bearer token ' +
        '(Stores › Configuration › Services › OAuth › Consumer Settings › Allow OAuth Access Tokens to be used as standalone Bearer tokens).',
    );
  } else {
    const refused = new Map<string, string[]>();
    for (const { probe, answer } of acl) {
      if (answer.status === 401) {
        const resource = resourceOf(answer.body) ?? probe.resource;
        refused.set(resource, [...(refused.get(resource) ?? []), probe.purpose]);
      } else if (answer.status === 404 && messageOf(answer.body) === NO_ROUTE) {
        missing(`Magento has no route ${probe.method} /rest${probe.path.split('?')[0]} (needed for ${probe.purpose}).`);
      }
    }
    for (const [resource, purposes] of refused) {
      missing(
        `The integration lacks the ACL resource ${resource}, needed for ${purposes.join(' and ')}. Grant it under System › Integrations › (your integration) › API.`,
      );
    }
    const granted = [...new Set(INTEGRATION_CALLS.map((probe) => probe.resource))].filter((resource) => !refused.has(resource));
    if (granted.length) ok(`The integration token works and may use ${granted.join(', ')}.`);
  }

  // 4. Product attributes: Magento leaves an attribute out of custom_attributes where a product has no value.
  const listing = await call('GET', '/V1/products?searchCriteria[pageSize]=100&searchCriteria[currentPage]=1', { token: true });
  const items = (listing.body as { items?: ListedProduct[] })?.items;
  if (listing.status === 200 && Array.isArray(items)) {
    const present = new Set(items.flatMap((item) => (item.custom_attributes ?? []).map((attribute) => attribute.attribute_code)));
    for (const { code, purpose, required } of SHOP_ATTRIBUTES) {
      if (present.has(code)) ok(`Products carry the attribute "${code}".`);
      else if (required) missing(`No product has a value for the attribute "${code}" (${purpose}). Create it (store-view scope) and fill it in.`);
      else
        results.push({
          status: 'manual',
          message: `Check by hand: the attribute "${code}" exists (${purpose}); no product has a value for it yet, and the API cannot tell that from a missing attribute.`,
        });
    }
    results.push(await mediaProbe(items, options));
    results.push(...(await cartProbe(call, items, options)));
  }

  // 5. The shop's categories, by url_key in every store view (as server/api/catalog-categories.ts finds them).
  for (const lang of LANGUAGES) {
    const store = options.storeCodes[lang];
    const list = await call(
      'GET',
      '/V1/categories/list?searchCriteria[filter_groups][0][filters][0][field]=is_active&searchCriteria[filter_groups][0][filters][0][value]=1&searchCriteria[pageSize]=1000',
      { token: true, store },
    );
    const categories = (list.body as { items?: Array<{ custom_attributes?: Array<{ attribute_code?: string; value?: unknown }> }> })?.items;
    if (list.status !== 200 || !Array.isArray(categories)) continue; // a missing store view or resource is reported above
    const keys = new Set(categories.map((category) => category.custom_attributes?.find((attribute) => attribute.attribute_code === 'url_key')?.value));
    const absent = SHOP_CATEGORY_KEYS.filter((key) => !keys.has(key));
    if (absent.length)
      missing(
        `Store view "${store}" has no active category with url_key ${absent.map((key) => `"${key}"`).join(', ')}: the shop would show no products there.`,
      );
    else ok(`Store view "${store}" has every shop category.`);
  }

  // 6. The default coupon, when one is configured.
  if (options.defaultCoupon) {
    const query = `searchCriteria[filter_groups][0][filters][0][field]=code&searchCriteria[filter_groups][0][filters][0][value]=${encodeURIComponent(options.defaultCoupon)}`;
    const found = await call('GET', `/V1/coupons/search?${query}`, { token: true });
    const count = (found.body as { total_count?: unknown })?.total_count;
    if (found.status === 200 && typeof count === 'number' && count > 0) ok(`The default coupon "${options.defaultCoupon}" exists.`);
    else if (found.status === 200)
      missing(`The coupon "${options.defaultCoupon}" (DEFAULT_COUPON) does not exist in Magento. Create it, or change or remove DEFAULT_COUPON.`);
  }

  // 7. The Mollie module.
  const mollie = await call('GET', '/V1/mollie/payment-method/meta');
  if (mollie.status === 404 && messageOf(mollie.body) === NO_ROUTE)
    missing('The Mollie module (mollie/magento2) is not installed: its REST routes do not exist.');
  else if (mollie.status === 200) ok('The Mollie module answers.');
  else missing(`The Mollie module does not answer as expected (GET /rest/V1/mollie/payment-method/meta gave HTTP ${mollie.status}).`);

  // 8. What no API tells.
  const returnUrl = `${options.publicUrl.replace(/\/+$/, '')}/shop/cart?payment={{payment_token}}`;
  results.push({
    status: 'manual',
    message:
      `Check by hand: Mollie's custom return URL (Stores › Configuration › Mollie › General › "Use custom return url" = Yes, ` +
      `"Custom return url" = ${returnUrl}). The module does not expose this setting over its API.`,
  });
  results.push({
    status: 'manual',
    message:
      `Check by hand: Mollie must reach ${options.magentoUrl.replace(/\/+$/, '')}/mollie/checkout/webhook from the internet ` +
      '(no firewall, basic auth or IP filter in front of it); without it an order paid at Mollie stays pending until the shopper returns.',
  });
  return results;
}

type Caller = ReturnType<typeof client>;
interface ListedProduct {
  sku?: string;
  type_id?: string;
  price?: number;
  status?: number;
  custom_attributes?: Array<{ attribute_code?: string }>;
  media_gallery_entries?: Array<{ media_type?: string; file?: string }>;
}

/** One product image fetched where the shop's pages will fetch it (MEDIA_BASE_URL). */
async function mediaProbe(items: ListedProduct[], options: CheckOptions): Promise<CheckResult> {
  const file = items.flatMap((item) => item.media_gallery_entries ?? []).find((entry) => entry.media_type === 'image' && typeof entry.file === 'string')?.file;
  if (!file) return { status: 'missing', message: 'No product has an image: the shop list and product pages would show none.' };
  const base = options.mediaBaseUrl ?? `${options.magentoUrl.replace(/\/+$/, '')}/media/`;
  const url = `${base}catalog/product${file.startsWith('/') ? '' : '/'}${file}`;
  try {
    const response = await fetch(url, { method: 'GET', signal: AbortSignal.timeout(options.timeoutMs ?? 15_000) });
    await response.arrayBuffer();
    if (response.ok) return { status: 'ok', message: `Product images load from ${base}.` };
    return {
      status: 'missing',
      message: `Product images do not load from ${base} (${url} gave HTTP ${response.status}). Set MEDIA_BASE_URL to where Magento's media are served.`,
    };
  } catch (err) {
    return {
      status: 'missing',
      message: `Product images cannot be fetched from ${base} (${err instanceof Error ? err.message : String(err)}). Set MEDIA_BASE_URL to where Magento's media are served.`,
    };
  }
}

/**
 * One item in a new guest cart (nothing else is done with it): its price against the product's catalogue price tells
 * whether catalogue prices include VAT (tax/calculation/price_includes_tax is not readable over the API), and the cart's
 * payment methods whether Mollie offers any.
 */
async function cartProbe(call: Caller, items: ListedProduct[], options: CheckOptions): Promise<CheckResult[]> {
  const store = options.storeCodes.nl;
  const unknown: CheckResult[] = [
    {
      status: 'manual',
      message:
        'Check by hand: whether catalogue prices are entered including VAT (Stores › Configuration › Sales › Tax › Calculation Settings › Catalog Prices), and that Mollie payment methods are enabled; no simple product could be put in a cart to find out.',
    },
  ];
  const cart = await call('POST', '/V1/guest-carts', { store });
  if (cart.status !== 200 || typeof cart.body !== 'string') return unknown;
  const cartId = cart.body;
  for (const product of items
    .filter((item) => item.type_id === 'simple' && item.status === 1 && typeof item.price === 'number' && item.price > 0)
    .slice(0, 5)) {
    const added = await call('POST', `/V1/guest-carts/${cartId}/items`, { store, body: { cartItem: { sku: product.sku, qty: 1, quote_id: cartId } } });
    if (added.status !== 200) continue;
    const methods = await call('GET', `/V1/guest-carts/${cartId}/payment-methods`, { store });
    const codes = Array.isArray(methods.body) ? (methods.body as Array<{ code?: unknown }>).map((method) => String(method.code)) : [];
    const mollie = codes.filter((code) => code.startsWith('mollie_methods_'));
    const payment: CheckResult = mollie.length
      ? {
          status: 'ok',
          message: `Mollie offers ${mollie.length} payment method${mollie.length === 1 ? '' : 's'} in store view "${store}" (${mollie.join(', ')}).`,
        }
      : {
          status: 'missing',
          message: `No Mollie payment method is enabled for store view "${store}" (the cart offers: ${codes.join(', ') || 'nothing'}). Enable them in Stores › Configuration › Mollie.`,
        };
    const totals = await call('GET', `/V1/guest-carts/${cartId}/totals`, { store });
    const line = (totals.body as { items?: Array<{ price?: number; price_incl_tax?: number }> })?.items?.[0];
    if (!line || typeof line.price !== 'number' || typeof line.price_incl_tax !== 'number') return [payment, ...unknown];
    if (line.price === line.price_incl_tax)
      return [payment, { status: 'info', message: `No VAT was added to ${product.sku} in the cart: check the tax rules for the Netherlands.` }];
    const incl = Math.abs(line.price_incl_tax - product.price!) < 0.005;
    const percent = Math.round((line.price_incl_tax / line.price - 1) * 1000) / 10;
    const found = `Catalogue prices are entered ${incl ? 'including' : 'excluding'} VAT (found with ${product.sku}: catalogue ${product.price}, in the cart ${line.price} + ${percent} % VAT = ${line.price_incl_tax})`;
    const assumed = options.catalogPrices;
    if (assumed && assumed.includeTax !== incl) {
      return [
        payment,
        {
          status: 'missing',
          message: `${found}, but the shop assumes ${assumed.includeTax ? 'including' : 'excluding'}: set MAGENTO_PRICES_INCLUDE_TAX=${incl}.`,
        },
      ];
    }
    if (assumed && !incl && Math.abs(percent - assumed.vatPercent) > 0.5) {
      return [payment, { status: 'missing', message: `${found}, but the shop adds ${assumed.vatPercent} %: set SHOP_VAT_PERCENT=${percent}.` }];
    }
    return [payment, { status: 'ok', message: `${found}, as the shop assumes.` }];
  }
  return unknown;
}

const MARK: Record<CheckStatus, string> = { ok: 'ok     ', missing: 'MISSING', manual: 'MANUAL ', info: 'info   ' };

export function formatReport(results: CheckResult[]): string {
  const lines = results.map((result) => `${MARK[result.status]}  ${result.message}`);
  const missing = results.filter((result) => result.status === 'missing').length;
  lines.push(
    '',
    missing ? `${missing} required thing${missing === 1 ? ' is' : 's are'} missing.` : 'Everything the shop needs that can be checked over the API is there.',
  );
  return lines.join('\n');
}

export async function main(env: Record<string, string | undefined>, out: (text: string) => void = console.log): Promise<number> {
  let config;
  try {
    config = loadConfig(env, { warn: () => {} });
  } catch (err) {
    out(err instanceof ConfigError ? err.message : String(err));
    return 2;
  }
  if (!config.magentoUrl || !config.magentoToken) {
    out('MAGENTO_URL and MAGENTO_TOKEN are not set: the shop would start its own emulator. Set them to check a real Magento.');
    return 2;
  }
  const results = await checkMagento({
    magentoUrl: config.magentoUrl,
    token: config.magentoToken,
    storeCodes: config.storeCodes,
    publicUrl: config.publicUrl,
    mediaBaseUrl: config.mediaBaseUrl,
    defaultCoupon: config.defaultCoupon,
    catalogPrices: config.catalogPrices,
    timeoutMs: config.upstreamTimeoutMs,
  });
  out(formatReport(results));
  return results.some((result) => result.status === 'missing') ? 1 : 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.env).then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err instanceof Error ? err.message : String(err));
      process.exit(2);
    },
  );
}
