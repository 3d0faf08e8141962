// Sales rule routes (Magento_SalesRule, SalesRule/etc/webapi.xml, ACL Magento_SalesRule::quote): rules
// (RuleRepositoryInterface: getById, getList, save on POST and PUT, deleteById), coupons (CouponRepositoryInterface:
// getById, getList, save on POST and PUT, deleteById) and CouponManagementInterface (generate, deleteByIds,
// deleteByCodes, all POST in 2.4). Followed: Model/RuleRepository.php, Model/Converter/ToModel.php,
// Model/CouponRepository.php, Model/Service/CouponManagementService.php and the api-functional tests
// RuleRepositoryTest, CouponRepositoryTest, CouponManagementTest (contract/sales-rules.contract.test.ts). The shop
// server reads coupons and rules with its integration token (server/api/coupon-discounts.router.ts) and the back
// office writes them with the admin's token (server/admin/admin-coupons.router.ts).
import { Router, type Request } from 'express';
import { internalError, required } from '../lib/magento.errors';
import { asNumber, dataObject, isObject, requireParam, type JsonObject } from '../lib/magento.input';
import { handle, pathParam, requireResource } from '../lib/route.helpers';
import { applySearchCriteria, echoCriteria, parseBracketQuery, readSearchCriteria } from '../lib/search-criteria.query';
import type { EmulatorContext } from '../domain/emulator.context';
import {
  COUPON_FIELDS,
  RULE_FIELDS,
  RULE_KEYS,
  allRules,
  allSalesRules,
  deleteCoupon,
  deleteCoupons,
  deleteRule,
  generateCoupons,
  getRule,
  readCouponField,
  readRuleField,
  renderCoupon,
  requireCoupon,
  saveCoupon,
  saveRule,
} from '../domain/sales-rule.service';

function rawQuery(req: Request): string {
  const index = req.originalUrl.indexOf('?');
  return index < 0 ? '' : req.originalUrl.slice(index + 1);
}

const COUPON_KEYS = [
  'coupon_id',
  'rule_id',
  'code',
  'usage_limit',
  'usage_per_customer',
  'times_used',
  'expiration_date',
  'is_primary',
  'created_at',
  'type',
  'extension_attributes',
];
const SPEC_KEYS = ['rule_id', 'format', 'quantity', 'length', 'prefix', 'suffix', 'delimiter_at_every', 'delimiter', 'extension_attributes'];

const idOf = (req: Request, name: string) => asNumber(pathParam(req, name), 'int') ?? 0;

export function salesRuleRoutes(ctx: EmulatorContext): Router {
  const router = Router();
  const acl = requireResource('Magento_SalesRule::quote');
  const tx = <T>(fn: Parameters<typeof ctx.store.tx<T>>[0]) => ctx.store.tx(fn);

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

  router.post(
    '/coupons/generate',
    acl,
    handle(async (req) => {
      const spec = dataObject(requireParam(req.body, 'couponSpec'), 'Magento\\SalesRule\\Api\\Data\\CouponGenerationSpecInterface', SPEC_KEYS);
      return tx((q) => generateCoupons(q, ctx.catalog, spec, ctx.clock.now()));
    }),
  );

  router.post(
    '/coupons/deleteByCodes',
    acl,
    handle(async (req) => {
      const codes = requireParam(req.body, 'codes');
      if (!Array.isArray(codes)) throw required('codes');
      return tx((q) => deleteCoupons(q, ctx.catalog, { codes: codes.map(String) }));
    }),
  );

  router.post(
    '/coupons/deleteByIds',
    acl,
    handle(async (req) => {
      const ids = requireParam(req.body, 'ids');
      if (!Array.isArray(ids)) throw required('ids');
      return tx((q) => deleteCoupons(q, ctx.catalog, { ids: ids.map((id) => asNumber(id, 'int') ?? 0) }));
    }),
  );

  router.get(
    '/coupons/:couponId',
    acl,
    handle(async (req) => renderCoupon(await requireCoupon(ctx.store, ctx.catalog, idOf(req, 'couponId')))),
  );

  const saveCouponRoute = handle(async (req) => {
    const coupon: JsonObject = dataObject(requireParam(req.body, 'coupon'), 'Magento\\SalesRule\\Api\\Data\\CouponInterface', COUPON_KEYS);
    return tx((q) => saveCoupon(q, ctx.catalog, coupon, ctx.clock.now()));
  });
  router.post('/coupons', acl, saveCouponRoute);
  // As for rules, the URL's :couponId is not a parameter of save(): the body's coupon_id decides.
  router.put('/coupons/:couponId', acl, saveCouponRoute);

  router.delete(
    '/coupons/:couponId',
    acl,
    handle(async (req) => tx((q) => deleteCoupon(q, ctx.catalog, idOf(req, 'couponId')))),
  );

  // RuleRepositoryInterface::getList over the salesrule collection; unknown columns are a masked 500 as for coupons.
  router.get(
    '/salesRules/search',
    acl,
    handle(async (req) => {
      const criteria = readSearchCriteria(parseBracketQuery(rawQuery(req)));
      const result = applySearchCriteria(
        await allRules(ctx.store, ctx.catalog),
        criteria,
        readRuleField,
        (field) => RULE_FIELDS.has(field),
        () => internalError(),
      );
      return { items: result.items, search_criteria: echoCriteria(criteria), total_count: result.total_count };
    }),
  );

  // RuleRepositoryInterface::getById(int $ruleId): a non-numeric id fails the int conversion (400) before the lookup.
  router.get(
    '/salesRules/:ruleId',
    acl,
    handle(async (req) => getRule(ctx.store, ctx.catalog, idOf(req, 'ruleId'))),
  );

  const saveRuleRoute = handle(async (req) => {
    const raw = requireParam(req.body, 'rule');
    const rule = dataObject(raw, 'Magento\\SalesRule\\Api\\Data\\RuleInterface', RULE_KEYS);
    if (!isObject(rule)) throw required('rule');
    return tx((q) => saveRule(q, ctx.catalog, rule));
  });
  router.post('/salesRules', acl, saveRuleRoute);
  router.put('/salesRules/:ruleId', acl, saveRuleRoute);

  router.delete(
    '/salesRules/:ruleId',
    acl,
    handle(async (req) => tx((q) => deleteRule(q, ctx.catalog, idOf(req, 'ruleId')))),
  );

  return router;
}
