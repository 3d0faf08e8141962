// GET /api/magento/coupon-discounts?code=: what a coupon gives, for the spec's display rule (§9: percent shows
// "N%", a fixed amount "€N"), from what order amount and for which products (the badge shows only where it applies).
// Magento keeps this on the sales rule behind the coupon (admin-only APIs), so the server reads it with its
// integration token (coupon-rules.ts) and caches the answer like the catalogue.
import { Router } from 'express';
import { z } from 'zod';
import type { CouponDiscounts } from '../../common/contract/coupon.schema';
import type { Envelope } from '../../common/contract/envelope.schema';
import { apiHandler } from './api-handler';
import { discountsOf, readCouponRules } from './coupon-rules';
import { couponCodeSchema, parseInput, publicQueryOf, storeFor, withLocale } from './api-validation';
import type { ApiDeps } from './deps';
import { writeCatalogEntry } from './products.service';

export const couponDiscountsQuerySchema = z.object({ code: couponCodeSchema.pipe(z.string().min(1)), ...withLocale });

export function createCouponDiscountsRouter(deps: ApiDeps): Router {
  const router = Router();
  const { magento } = deps;

  async function load(store: string, code: string): Promise<Buffer> {
    const found = await readCouponRules(magento, store, code, Date.now() + deps.config.upstreamTimeoutMs);
    const today = new Date(deps.clock()).toISOString().slice(0, 10);
    // Coupon codes are case-insensitive in Magento; answer with the code as Magento spells it.
    const canonical = found.coupons[0]?.code ?? code;
    const data = { code: canonical, discounts: discountsOf(found, today) };
    return Buffer.from(JSON.stringify({ success: true, data, error: null } satisfies Envelope<CouponDiscounts>));
  }

  router.get(
    '/coupon-discounts',
    apiHandler(deps, 'coupon-discounts', async (req, res) => {
      const q = parseInput(couponDiscountsQuerySchema, publicQueryOf(req));
      const store = storeFor(deps.config, q.locale);
      const { entry, state } = await deps.catalogCache.get(`coupon\n${store}\n${q.code.toLowerCase()}`, () => load(store, q.code));
      writeCatalogEntry(req, res, entry, state);
    }),
  );
  return router;
}
