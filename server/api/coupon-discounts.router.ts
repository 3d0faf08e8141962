// GET /api/magento/coupon-discounts?code=: what a coupon gives, for the spec's display rule (§9: percent shows
// "N%", a fixed amount "€N"). Magento keeps this on the sales rule behind the coupon (admin-only APIs), so the
// server reads it with its integration token and caches the answer like the catalogue.
import { Router } from 'express';
import { z } from 'zod';
import { mpath } from '../magento/magento.client';
import type { MagentoSearchResult } from '../magento/magento.types';
import { ApiError, ErrorText } from './api-envelope';
import { apiHandler } from './api-handler';
import { couponCodeSchema, parseInput, publicQueryOf, storeFor, withLocale } from './api-validation';
import type { ApiDeps } from './deps';
import { writeCatalogEntry } from './products.service';

export const couponDiscountsQuerySchema = z.object({ code: couponCodeSchema.pipe(z.string().min(1)), ...withLocale });

export interface CouponDiscount {
  discount_type: 'percent' | 'number';
  discount_amount: number;
}

interface SalesRule {
  rule_id?: number;
  is_active?: boolean;
  simple_action?: string;
  discount_amount?: number | string;
  apply_to_shipping?: boolean;
}

/** Magento's simple_action → the spec's discount_type; buy-x-get-y has no single display value and is left out. */
export function toDiscount(rule: SalesRule): CouponDiscount | null {
  if (rule.is_active === false) return null;
  const amount = Number(rule.discount_amount);
  if (!Number.isFinite(amount) || amount <= 0) return null;
  if (rule.simple_action === 'by_percent') return { discount_type: 'percent', discount_amount: amount };
  if (rule.simple_action === 'by_fixed' || rule.simple_action === 'cart_fixed') return { discount_type: 'number', discount_amount: amount };
  return null;
}

export function createCouponDiscountsRouter(deps: ApiDeps): Router {
  const router = Router();
  const { magento } = deps;

  async function load(store: string, code: string): Promise<Buffer> {
    const deadlineAt = Date.now() + deps.config.upstreamTimeoutMs;
    const sc = new URLSearchParams({
      'searchCriteria[filter_groups][0][filters][0][field]': 'code',
      'searchCriteria[filter_groups][0][filters][0][value]': code,
      'searchCriteria[filter_groups][0][filters][0][condition_type]': 'eq',
      'searchCriteria[pageSize]': '5',
      'searchCriteria[currentPage]': '1',
    });
    const coupons = await magento.rest<MagentoSearchResult<{ code?: string; rule_id?: number }>>({
      method: 'GET',
      store,
      path: mpath`/V1/coupons/search`,
      query: sc,
      auth: 'integration',
      deadlineAt,
    });
    if (!coupons || typeof coupons !== 'object' || (coupons.items !== undefined && !Array.isArray(coupons.items))) {
      throw new ApiError(502, ErrorText.invalidFormat);
    }
    // Coupon codes are case-insensitive in Magento.
    const ruleIds = [
      ...new Set(
        (coupons.items ?? [])
          .filter((c) => typeof c?.code === 'string' && c.code.toLowerCase() === code.toLowerCase() && Number.isInteger(c.rule_id))
          .map((c) => c.rule_id as number),
      ),
    ];
    const discounts: CouponDiscount[] = [];
    for (const id of ruleIds) {
      const rule = await magento.rest<SalesRule>({ method: 'GET', store, path: mpath`/V1/salesRules/${id}`, auth: 'integration', deadlineAt });
      const d = rule && typeof rule === 'object' ? toDiscount(rule) : null;
      if (d) discounts.push(d);
    }
    return Buffer.from(JSON.stringify({ success: true, data: { code, discounts }, error: null }));
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
