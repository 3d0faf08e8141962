// The product list for server-side rendering: the same query parsing, cache and answer bytes as
// GET /api/magento/products, called in-process so a shop page's HTML carries its products without a
// request to ourselves.
import type { Logger } from 'pino';
import { toApiError } from './api-envelope';
import type { RawQuery } from './api-validation';
import type { ApiDeps } from './deps';
import { loadProductList, parseProductQuery } from './products.service';

/** Answers the `{ success, data, error }` envelope of GET /api/magento/products for a query. */
export type CatalogReader = (query: Record<string, string>) => Promise<unknown>;

export function createCatalogReader(deps: ApiDeps, logger: Logger = deps.logger): CatalogReader {
  return async (query) => {
    try {
      const q = parseProductQuery(query as RawQuery, deps);
      const { entry, state } = await deps.catalogCache.get(q.key, () => loadProductList(deps, q));
      if (state === 'error-stale') logger.warn({ route: 'ssr.products' }, 'serving stale catalogue: Magento unavailable');
      return JSON.parse(entry.body.toString('utf8')) as unknown;
    } catch (err) {
      const apiErr = toApiError(err);
      logger.warn({ route: 'ssr.products', status: apiErr.status }, 'products for server rendering failed');
      return { success: false, data: null, error: apiErr.text, status: apiErr.status };
    }
  };
}
