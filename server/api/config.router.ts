// GET /api/config: the runtime configuration the browser needs (default coupon, tag manager, media base URL,
// languages and their store views), so none of it is baked into the client bundle.
import { Router } from 'express';
import type { ShopConfig } from '../../common/contract/config.schema';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../config';
import { CONFIG_CACHE_CONTROL, sendData } from './api-envelope';
import type { ApiDeps } from './deps';

export function createConfigRouter(deps: ApiDeps): Router {
  const router = Router();
  const data: ShopConfig = {
    defaultCoupon: deps.config.defaultCoupon,
    gtmId: deps.config.gtmId,
    mediaBaseUrl: deps.mediaBaseUrl,
    productMediaUrl: `${deps.mediaBaseUrl}catalog/product`,
    languages: [...LANGUAGES],
    defaultLanguage: DEFAULT_LANGUAGE,
    storeViews: { ...deps.config.storeCodes },
  };
  router.get('/config', (_req, res) => sendData(res, data, CONFIG_CACHE_CONTROL));
  return router;
}
