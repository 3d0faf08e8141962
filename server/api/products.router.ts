// GET /api/magento/products: the cached, store-view scoped product list (spec §7) with the derived fields of §3.
import { Router } from 'express';
import type { Logger } from 'pino';
import { sendFailure } from './api-envelope';
import { publicQueryOf } from './api-validation';
import type { ApiDeps } from './deps';
import { loadProductList, parseProductQuery, writeCatalogEntry } from './products.service';

export function createProductsRouter(deps: ApiDeps): Router {
  const router = Router();
  router.get('/products', async (req, res) => {
    const log = (res.locals.log as Logger | undefined) ?? deps.logger;
    try {
      const q = parseProductQuery(publicQueryOf(req), deps);
      const { entry, state } = await deps.catalogCache.get(q.key, () => loadProductList(deps, q));
      if (state === 'error-stale') log.warn({ route: 'products' }, 'serving stale catalogue: Magento unavailable');
      writeCatalogEntry(req, res, entry, state);
    } catch (err) {
      sendFailure(res, log, 'products', err);
    }
  });
  return router;
}
