// GET /api/magento/coupon-discounts?code=: what a coupon gives, for the spec's display rule (§9: percent shows
// "N%", a fixed amount "€N"). Magento keeps this on the sales rule behind the coupon (admin-only APIs), so the
// server reads it with its integration token and caches the answer like the catalogue.
import { Router } from 'express';
import { z } from 'zod';
import type { CouponDiscounts, Discount } from '../../common/contract/coupon.schema';
import type { Envelope } from '../../common/contract/envelope.schema';
import { mpath } from '../magento/magento.client';
import type { MagentoSearchResult } from '../magento/magento.types';
import { ApiError, ErrorText } from './api-envelope';
import { apiHandler } from './api-handler';
import { couponCodeSchema, parseInput, publicQueryOf, storeFor, withLocale } from './api-validation';
import type { ApiDeps } from './deps';
import { writeCatalogEntry } from './products.service';

export const couponDiscountsQuerySchema = z.object({ code: couponCodeSchema.pipe(z.string().min(1)), ...withLocale });

interface SalesRule {
  rule_id?: number;
  is_active?: boolean;
  simple_action?: string;
  discount_amount?: number | string;
  from_date?: string | null;
  to_date?: string | null;
}

interface Coupon {
  code?: string;
  rule_id?: number;
  usage_limit?: number | null;
  times_used?: number;
  expiration_date?: string | null;
}

/** Magento dates are "YYYY-MM-DD" (rules, valid through that day) or "YYYY-MM-DD hh:mm:ss" (coupons). */
const day = (d: string | null | undefined): string | null => (typeof d === 'string' && /^\d{4}-\d{2}-\d{2}/.test(d) ? d.slice(0, 10) : null);

/** Whether the coupon itself can still be used today (expiry, usage limit). */
export function couponUsable(c: Coupon, today: string): boolean {
  const expires = day(c.expiration_date);
  if (expires && expires < today) return false;
  if (typeof c.usage_limit === 'number' && c.usage_limit > 0 && (c.times_used ?? 0) >= c.usage_limit) return false;
  return true;
}

/**
 * Magento's simple_action → the spec's discount_type; inactive, expired or not yet valid rules give nothing, and
 * buy-x-get-y has no single display value and is left out.
 */
export function toDiscount(rule: SalesRule, today: string): Discount | null {
  if (rule.is_active === false) return null;
  const from = day(rule.from_date);
  const to = day(rule.to_date);
  if ((from && from > today) || (to && to < today)) return null;
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
    const coupons = await magento.rest<MagentoSearchResult<Coupon>>({
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
    // Coupon codes are case-insensitive in Magento; answer with the code as Magento spells it.
    const today = new Date(deps.clock()).toISOString().slice(0, 10);
    const matches = (coupons.items ?? []).filter(
      (c) => typeof c?.code === 'string' && c.code.toLowerCase() === code.toLowerCase() && Number.isInteger(c.rule_id),
    );
    const usable = matches.filter((c) => couponUsable(c, today));
    const discounts: Discount[] = [];
    for (const id of new Set(usable.map((c) => c.rule_id as number))) {
      const rule = await magento.rest<SalesRule>({ method: 'GET', store, path: mpath`/V1/salesRules/${id}`, auth: 'integration', deadlineAt });
      const d = rule && typeof rule === 'object' ? toDiscount(rule, today) : null;
      if (d) discounts.push(d);
    }
    const canonical = matches[0]?.code ?? code;
    return Buffer.from(JSON.stringify({ success: true, data: { code: canonical, discounts }, error: null } satisfies Envelope<CouponDiscounts>));
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
