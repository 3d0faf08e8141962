// The product list behind GET /api/magento/products: query normalisation (shared by the Express route and the
// raw-http fast path so both use the same cache key), the searchCriteria sent to Magento, and the cached answer bytes.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import type { Envelope } from '../../common/contract/envelope.schema';
import type { Product, ProductList } from '../../common/contract/product.schema';
import type { CacheEntry } from '../cache/catalog-cache';
import { mpath } from '../magento/magento.client';
import type { MagentoProduct, MagentoSearchResult } from '../magento/magento.types';
import { attachDynamicBundlePrices, attachLinkedProducts, dynamicBundlePartSkus, mapProduct, sortBySortOrder } from '../magento/product.mapper';
import { attachStock, fetchStock } from '../magento/stock-status';
import { ApiError, CATALOG_CACHE_CONTROL, ErrorText } from './api-envelope';
import { categoryIndex, type CategoryIndex } from './catalog-categories';
import { localeSchema, parseInput, storeFor, type RawQuery } from './api-validation';
import type { ApiDeps } from './deps';

export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 300;
/** How many values one filter of a product query may list. */
export const MAX_FILTER_VALUES = 100;

const FILTER_VALUE: Record<string, RegExp> = {
  sku: /^[^\u0000-\u001f\u007f,]{1,128}$/,
  url_key: /^[A-Za-z0-9][A-Za-z0-9_-]{0,254}$/,
  category_id: /^[1-9]\d{0,9}$/,
  // A category by its url_key in the store view (catalog-categories.ts): the shop never assumes category ids.
  category_key: /^[a-z0-9][a-z0-9_-]{0,254}$/,
  type_id: /^[a-z_]{1,32}$/,
};
export const PRODUCT_FILTER_FIELDS = Object.keys(FILTER_VALUE);

/** A SKU a product query can name (`sku:in` lists are comma-separated). */
export const isListableSku = (sku: string): boolean => FILTER_VALUE.sku!.test(sku);

export interface ProductFilter {
  field: string;
  values: string[];
}

export interface ProductQuery {
  store: string;
  filters: ProductFilter[];
  pageSize: number;
  currentPage: number;
  /** Cache key: store view + normalised filters + page. */
  key: string;
}

const listSchema = (field: string) =>
  z
    .string()
    .max(20_000)
    .transform((s) =>
      [
        ...new Set(
          s
            .split(',')
            .map((v) => v.trim())
            .filter(Boolean),
        ),
      ].sort(),
    )
    .pipe(z.array(z.string().regex(FILTER_VALUE[field]!)).min(1).max(MAX_FILTER_VALUES));

const querySchema = z.object({
  locale: localeSchema,
  pageSize: z
    .string()
    .regex(/^\d{1,3}$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(MAX_PAGE_SIZE))
    .optional(),
  currentPage: z
    .string()
    .regex(/^\d{1,4}$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(1000))
    .optional(),
  ...Object.fromEntries(PRODUCT_FILTER_FIELDS.map((f) => [`${f}:in`, listSchema(f).optional()])),
});

/** Throws ApiError(400) for invalid input; unknown query keys are ignored. */
export function parseProductQuery(raw: RawQuery, deps: Pick<ApiDeps, 'config'>): ProductQuery {
  const q = parseInput(querySchema, raw) as Record<string, unknown> & { locale: 'nl' | 'en' | 'de'; pageSize?: number; currentPage?: number };
  const filters: ProductFilter[] = [];
  for (const field of PRODUCT_FILTER_FIELDS) {
    const values = q[`${field}:in`] as string[] | undefined;
    if (values) filters.push({ field, values });
  }
  // Spec §9: page size 24 by default, "set to the number of products loaded": a list of skus or url keys names
  // exactly the products wanted, so they all come back on one page.
  const named = filters.filter((f) => f.field === 'sku' || f.field === 'url_key').map((f) => f.values.length);
  const pageSize = q.pageSize ?? (named.length ? Math.min(MAX_PAGE_SIZE, Math.max(...named)) : DEFAULT_PAGE_SIZE);
  const currentPage = q.currentPage ?? 1;
  const store = storeFor(deps.config, q.locale);
  const key = ['products', store, ...filters.map((f) => `${f.field}:in=${f.values.join(',')}`), `ps=${pageSize}`, `cp=${currentPage}`].join('\n');
  return { store, filters, pageSize, currentPage, key };
}

/** searchCriteria per contract B §6.2: one group per filter (AND), `in` with a comma-joined value. */
export function searchCriteria(filters: ProductFilter[], pageSize: number, currentPage: number): URLSearchParams {
  const sc = new URLSearchParams();
  const groups: { field: string; value: string; type: string }[] = [
    ...filters.map((f) => ({ field: f.field, value: f.values.join(','), type: 'in' })),
    // The shop never shows disabled products (status 2).
    { field: 'status', value: '1', type: 'eq' },
  ];
  groups.forEach((g, i) => {
    sc.set(`searchCriteria[filter_groups][${i}][filters][0][field]`, g.field);
    sc.set(`searchCriteria[filter_groups][${i}][filters][0][value]`, g.value);
    sc.set(`searchCriteria[filter_groups][${i}][filters][0][condition_type]`, g.type);
  });
  sc.set('searchCriteria[sortOrders][0][field]', 'sort_order');
  sc.set('searchCriteria[sortOrders][0][direction]', 'ASC');
  sc.set('searchCriteria[pageSize]', String(pageSize));
  sc.set('searchCriteria[currentPage]', String(currentPage));
  return sc;
}

/** `category_key` filters become `category_id` filters with the store view's ids; null when no asked-for key exists. */
function resolveCategoryKeys(filters: ProductFilter[], categories: CategoryIndex): ProductFilter[] | null {
  const out: ProductFilter[] = [];
  for (const filter of filters) {
    if (filter.field !== 'category_key') {
      out.push(filter);
      continue;
    }
    const ids = filter.values.flatMap((key) => categories.idsByKey.get(key) ?? []);
    if (ids.length === 0) return null;
    out.push({ field: 'category_id', values: [...new Set(ids)] });
  }
  return out;
}

async function fetchProducts(deps: ApiDeps, store: string, filters: ProductFilter[], pageSize: number, currentPage: number, deadlineAt: number) {
  const categories = await categoryIndex(deps, store, deadlineAt);
  const resolved = resolveCategoryKeys(filters, categories);
  if (!resolved) return { items: [] as Product[], total: 0 };
  const res = await deps.magento.rest<MagentoSearchResult<MagentoProduct>>({
    method: 'GET',
    store,
    path: mpath`/V1/products`,
    query: searchCriteria(resolved, pageSize, currentPage),
    auth: 'integration',
    deadlineAt,
  });
  if (!res || typeof res !== 'object' || (res.items !== undefined && !Array.isArray(res.items))) {
    throw new ApiError(502, ErrorText.invalidFormat);
  }
  const items = (res.items ?? []).filter((p): p is MagentoProduct => !!p && typeof p === 'object' && typeof p.sku === 'string');
  return {
    items: items.map((p) => mapProduct(p, deps.mediaBaseUrl, categories.keysById, deps.config.catalogPrices)),
    total: typeof res.total_count === 'number' ? res.total_count : items.length,
  };
}

/** Loads one page from Magento plus the related/cross-sell products it links to, as ready-to-send envelope bytes. */
export async function loadProductList(deps: ApiDeps, q: ProductQuery): Promise<Buffer> {
  // One budget for both calls: the browser gives up after 15 s (spec §9) whatever we do.
  const deadlineAt = Date.now() + deps.config.upstreamTimeoutMs;
  const page = await fetchProducts(deps, q.store, q.filters, q.pageSize, q.currentPage, deadlineAt);
  const items = sortBySortOrder(page.items);
  const onPage = new Set(items.map((p) => p.sku));
  const missing = [...new Set(items.flatMap((p) => [...p.related_product_skus, ...p.crosssell_product_skus]))].filter(
    (s) => !onPage.has(s) && FILTER_VALUE.sku!.test(s),
  );
  let linked: Product[] = [];
  if (missing.length) {
    try {
      const wanted = missing.slice(0, MAX_PAGE_SIZE);
      linked = (await fetchProducts(deps, q.store, [{ field: 'sku', values: wanted }], wanted.length, 1, deadlineAt)).items;
    } catch (err) {
      // The list is still useful without the summaries of linked products.
      deps.logger.warn({ err: err instanceof Error ? err.message : String(err) }, 'linked products not loaded');
    }
  }
  attachLinkedProducts(items, linked);
  // A dynamic-price bike has no price of its own in Magento (0): its "from" price is made of its parts' prices.
  const partSkus = dynamicBundlePartSkus(items)
    .filter((s) => !onPage.has(s) && FILTER_VALUE.sku!.test(s))
    .slice(0, MAX_PAGE_SIZE);
  let parts: Product[] = [];
  if (partSkus.length) {
    try {
      parts = (await fetchProducts(deps, q.store, [{ field: 'sku', values: partSkus }], partSkus.length, 1, deadlineAt)).items;
    } catch (err) {
      deps.logger.warn({ err: err instanceof Error ? err.message : String(err) }, 'bundle part prices not loaded');
    }
  }
  attachDynamicBundlePrices(items, parts);
  // Stock rides with the list (one GraphQL call); it is as fresh as the cached list, which every stock change the shop
  // makes invalidates (decision record 015). Without it the list still sells: the cart refuses what is not there.
  try {
    attachStock(
      items,
      await fetchStock(
        deps.magento,
        q.store,
        items.map((p) => p.sku),
        deadlineAt,
      ),
    );
  } catch (err) {
    deps.logger.warn({ err: err instanceof Error ? err.message : String(err) }, 'stock not loaded');
  }
  const data: ProductList = { items, total_count: page.total, page_size: q.pageSize, current_page: q.currentPage };
  return Buffer.from(JSON.stringify({ success: true, data, error: null } satisfies Envelope<ProductList>));
}

interface CatalogHeaders {
  ok: string[];
  notModified: string[];
}
const headerCache = new WeakMap<CacheEntry, Map<string, CatalogHeaders>>();

/** Flat header lists per entry and cache state, built once: this runs for every catalogue hit. */
function catalogHeaders(entry: CacheEntry, cacheState: string): CatalogHeaders {
  let byState = headerCache.get(entry);
  if (!byState) headerCache.set(entry, (byState = new Map()));
  let headers = byState.get(cacheState);
  if (!headers) {
    const common = [
      'content-type',
      'application/json; charset=utf-8',
      'cache-control',
      CATALOG_CACHE_CONTROL,
      'etag',
      entry.etag,
      'x-content-type-options',
      'nosniff',
      'x-cache',
      cacheState,
    ];
    headers = { ok: [...common, 'content-length', String(entry.body.length)], notModified: common };
    byState.set(cacheState, headers);
  }
  return headers;
}

/** Writes a cached catalogue answer; shared by the Express route and the fast path so the bytes are identical. */
export function writeCatalogEntry(req: IncomingMessage, res: ServerResponse, entry: CacheEntry, cacheState: string): void {
  const headers = catalogHeaders(entry, cacheState);
  // writeHead merges these with headers set earlier (helmet's, in the Express path).
  if (req.headers['if-none-match'] === entry.etag) {
    res.writeHead(304, headers.notModified);
    res.end();
    return;
  }
  res.writeHead(200, headers.ok);
  res.end(req.method === 'HEAD' ? undefined : entry.body);
}
