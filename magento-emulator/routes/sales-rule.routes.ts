// Sales rule routes (Magento_SalesRule, ACL Magento_SalesRule::quote): coupon search and a rule by id. The shop server
// reads them with its integration token to show what a coupon gives (server/api/coupon-discounts.router.ts).
import { Router, type Request } from 'express';
import { internalError } from '../lib/magento.errors';
import { asNumber } from '../lib/magento.input';
import { handle, pathParam, requireResource } from '../lib/route.helpers';
import { applySearchCriteria, echoCriteria, parseBracketQuery, readSearchCriteria } from '../lib/search-criteria.query';
import type { EmulatorContext } from '../domain/emulator.context';
import { COUPON_FIELDS, allSalesRules, readCouponField, renderCoupon, renderSalesRule, requireSalesRule } from '../domain/sales-rule.service';

function rawQuery(req: Request): string {
  const index = req.originalUrl.indexOf('?');
  return index < 0 ? '' : req.originalUrl.slice(index + 1);
}

export function salesRuleRoutes(ctx: EmulatorContext): Router {
  const router = Router();
  const acl = requireResource('Magento_SalesRule::quote');

  // CouponRepositoryInterface::getList. Unknown fields are an SQL error in the coupon collection: a masked 500.
  router.get(
    '/coupons/search',
    acl,
    handle(async (req) => {
      const criteria = readSearchCriteria(parseBracketQuery(rawQuery(req)));
      const result = applySearchCriteria(
        await allSalesRules(ctx.store, ctx.catalog),
        criteria,
        readCouponField,
        (field) => COUPON_FIELDS.has(field),
        () => internalError(),
      );
      return { items: result.items.map(renderCoupon), search_criteria: echoCriteria(criteria), total_count: result.total_count };
    }),
  );

  // RuleRepositoryInterface::getById(int $ruleId): a non-numeric id fails the int conversion (400) before the lookup.
  router.get(
    '/salesRules/:ruleId',
    acl,
    handle(async (req) => {
      const ruleId = asNumber(pathParam(req, 'ruleId'), 'int') ?? 0;
      return renderSalesRule(
        await requireSalesRule(ctx.store, ctx.catalog, ruleId),
        ctx.catalog.all().map((product) => product.sku),
      );
    }),
  );

  return router;
}
