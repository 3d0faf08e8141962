// The product list for server-side rendering: the same query parsing, cache and answer bytes as
// GET /api/magento/products, called in-process so a shop page's HTML carries its products without a
// request to ourselves.
import type { Logger } from 'pino';
import { CacheWaitTimeout } from '../cache/catalog-cache';
import { ErrorText, toApiError } from './api-envelope';
import type { RawQuery } from './api-validation';
import type { ApiDeps } from './deps';
import { loadProductList, parseProductQuery } from './products.service';

/** Answers the `{ success, data, error }` envelope of GET /api/magento/products for a query. */
export type CatalogReader = (query: Record<string, string>) => Promise<unknown>;

/**
 * A page render waits for Magento `renderUpstreamTimeoutMs` (3 s by default), not the API's 15 s: then it takes the
 * last catalogue it had, or answers the failure (the page becomes a 503 that no cache keeps); the load goes on and
 * fills the cache for the next request.
 */
export function createCatalogReader(deps: ApiDeps, logger: Logger = deps.logger): CatalogReader {
  return async (query) => {
    try {
      const q = parseProductQuery(query as RawQuery, deps);
      const { entry, state } = await deps.catalogCache.get(q.key, () => loadProductList(deps, q), { waitMs: deps.config.renderUpstreamTimeoutMs });
      if (state === 'error-stale') logger.warn({ route: 'ssr.products' }, 'serving stale catalogue: Magento unavailable');
      return JSON.parse(entry.body.toString('utf8')) as unknown;
    } catch (err) {
      if (err instanceof CacheWaitTimeout) {
        logger.warn({ route: 'ssr.products', waitedMs: err.waitedMs }, 'products for server rendering: Magento too slow');
        return { success: false, data: null, error: ErrorText.timeout, status: 504 };
      }
      const apiErr = toApiError(err);
      logger.warn({ route: 'ssr.products', status: apiErr.status }, 'products for server rendering failed');
      return { success: false, data: null, error: apiErr.text, status: apiErr.status };
    }
  };
}
