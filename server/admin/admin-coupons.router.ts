// Coupons and campaigns in the back office, over Magento's own sales rule API: the list (GET /V1/coupons/search, the
// rules behind the page's coupons from /V1/salesRules/search) with what each gives and its usage, creating one (a
// rule, POST /V1/salesRules, then its specific coupon, POST /V1/coupons; the rule is removed again when the coupon is
// refused) and expiring one (PUT /V1/salesRules/:id: is_active false and to_date yesterday). Every write is audited.
// The rule is written in the form the shop reads back for its badges and refusals (decision 017): "Subtotal (Incl.
// Tax) >= N", "SKU is one of", "Category is one of", for guests and customers (groups 0 and 1).
import { Router, type Response } from 'express';
import { z } from 'zod';
import { ApiError, sendData, type MagentoErrorMapper } from '../api/api-envelope';
import { localeSchema, parseInput, queryOf, storeFor } from '../api/api-validation';
import type { ApiDeps } from '../api/deps';
import { mpath } from '../magento/magento.client';
import type { MagentoProduct, MagentoSearchResult } from '../magento/magento.types';
import { AccountErrorText } from '../auth/account-error-text';
import { accountHandler, adminOf, type UserRest } from '../auth/session-guard';
import { recordAudit } from '../audit/audit-log';
import { adminRest, likeText, loadCategories, searchCriteria, type Filter } from './admin-magento';
import { shopDay } from './shop-time';

const COMBINE = 'Magento\\SalesRule\\Model\\Rule\\Condition\\Combine';
const PRODUCT_COMBINE = 'Magento\\SalesRule\\Model\\Rule\\Condition\\Product\\Combine';
const ADDRESS = 'Magento\\SalesRule\\Model\\Rule\\Condition\\Address';
const PRODUCT = 'Magento\\SalesRule\\Model\\Rule\\Condition\\Product';

interface MagentoCoupon {
  coupon_id?: number;
  rule_id?: number;
  code?: string;
  times_used?: number;
  usage_limit?: number;
  usage_per_customer?: number;
  expiration_date?: string;
  type?: number;
}
interface MagentoCondition {
  condition_type?: string;
  conditions?: MagentoCondition[];
  operator?: string;
  attribute_name?: string;
  value?: unknown;
}
interface MagentoRule {
  rule_id?: number;
  name?: string;
  description?: string;
  from_date?: string;
  to_date?: string;
  is_active?: boolean;
  simple_action?: string;
  discount_amount?: number;
  uses_per_coupon?: number;
  uses_per_customer?: number;
  times_used?: number;
  condition?: MagentoCondition;
  action_condition?: MagentoCondition;
}

const noControl = /^[^\u0000-\u001f\u007f]*$/;
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)));
const listQuery = z.object({
  locale: localeSchema,
  q: z.string().trim().max(64).regex(noControl).optional(),
  page: z
    .string()
    .regex(/^[1-9]\d{0,4}$/)
    .transform(Number)
    .default(1),
  pageSize: z
    .string()
    .regex(/^[1-9]\d{0,2}$/)
    .transform(Number)
    .pipe(z.number().max(100))
    .default(25),
});
const cents = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
export const couponBody = z.strictObject({
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{2,31}$/),
  description: z.string().trim().max(255).regex(noControl).default(''),
  type: z.enum(['percent', 'fixed']),
  amount: z.number().positive().max(100_000).refine(cents),
  minSubtotal: z.number().min(0).max(1_000_000).refine(cents).nullable().default(null),
  skus: z.array(z.string().trim().min(1).max(64).regex(noControl)).max(50).default([]),
  categoryIds: z
    .array(z.string().regex(/^[1-9]\d{0,9}$/))
    .max(50)
    .default([]),
  fromDate: day.nullable().default(null),
  toDate: day.nullable().default(null),
  usesPerCoupon: z.number().int().min(0).max(1_000_000).default(0),
  usesPerCustomer: z.number().int().min(0).max(1_000_000).default(0),
});
export type CouponInput = z.output<typeof couponBody>;

const ruleNotFound: MagentoErrorMapper = (err) => (err.status === 404 ? new ApiError(404, AccountErrorText.couponNotFound) : undefined);

const listOf = (value: unknown) =>
  String(value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

/** What the back office shows of a rule: the shapes it writes; anything else is 'other' (made in Magento's admin). */
function ruleView(rule: MagentoRule | undefined) {
  const conditions = rule?.condition?.conditions ?? [];
  const actions = rule?.action_condition?.conditions ?? [];
  const minimum = conditions.find((entry) => entry.condition_type === ADDRESS && entry.attribute_name === 'base_subtotal_total_incl_tax');
  const skus = actions.find((entry) => entry.attribute_name === 'sku');
  const categories = actions.find((entry) => entry.attribute_name === 'category_ids');
  const action = rule?.simple_action;
  return {
    name: rule?.name ?? '',
    description: rule?.description ?? '',
    type: action === 'by_percent' ? 'percent' : action === 'cart_fixed' ? 'fixed' : 'other',
    amount: Number(rule?.discount_amount ?? 0),
    minSubtotal: minimum ? Number(minimum.value) : null,
    skus: skus ? listOf(skus.value) : [],
    categoryIds: categories ? listOf(categories.value) : [],
    fromDate: rule?.from_date ?? null,
    toDate: rule?.to_date ?? null,
    active: rule?.is_active === true,
    usesPerCoupon: Number(rule?.uses_per_coupon ?? 0),
    usesPerCustomer: Number(rule?.uses_per_customer ?? 0),
  };
}

type CouponStatus = 'active' | 'inactive' | 'scheduled' | 'expired' | 'used-up';

function statusOf(view: ReturnType<typeof ruleView>, timesUsed: number, today: string): CouponStatus {
  if (!view.active) return 'inactive';
  if (view.toDate && view.toDate < today) return 'expired';
  if (view.fromDate && view.fromDate > today) return 'scheduled';
  if (view.usesPerCoupon > 0 && timesUsed >= view.usesPerCoupon) return 'used-up';
  return 'active';
}

/** RuleInterface for what the admin filled in. */
export function ruleOf(input: CouponInput): Record<string, unknown> {
  const actions = [
    ...(input.skus.length ? [{ condition_type: PRODUCT, operator: '()', attribute_name: 'sku', value: input.skus.join(', ') }] : []),
    ...(input.categoryIds.length ? [{ condition_type: PRODUCT, operator: '()', attribute_name: 'category_ids', value: input.categoryIds.join(', ') }] : []),
  ];
  return {
    name: input.code,
    description: input.description,
    website_ids: [1],
    customer_group_ids: [0, 1],
    from_date: input.fromDate,
    to_date: input.toDate,
    uses_per_customer: input.usesPerCustomer,
    is_active: true,
    condition: {
      condition_type: COMBINE,
      conditions:
        input.minSubtotal !== null && input.minSubtotal > 0
          ? [{ condition_type: ADDRESS, operator: '>=', attribute_name: 'base_subtotal_total_incl_tax', value: String(input.minSubtotal) }]
          : [],
      aggregator_type: 'all',
      value: '1',
    },
    action_condition: { condition_type: PRODUCT_COMBINE, conditions: actions, aggregator_type: 'all', value: '1' },
    stop_rules_processing: false,
    is_advanced: true,
    sort_order: 0,
    simple_action: input.type === 'percent' ? 'by_percent' : 'cart_fixed',
    discount_amount: input.amount,
    discount_qty: 0,
    discount_step: 0,
    apply_to_shipping: false,
    times_used: 0,
    is_rss: false,
    coupon_type: 'SPECIFIC_COUPON',
    use_auto_generation: false,
    uses_per_coupon: input.usesPerCoupon,
    simple_free_shipping: '0',
  };
}

export function createAdminCouponsRouter(deps: ApiDeps): Router {
  const router = Router();
  const actor = (res: Response) => adminOf(res).username;

  const couponsByCode = async (rest: UserRest, code: string, deadlineAt: number) => {
    const query = searchCriteria([[{ field: 'code', value: code }]], { pageSize: 5, page: 1 });
    return (await rest<MagentoSearchResult<MagentoCoupon>>({ method: 'GET', store: 'all', path: mpath`/V1/coupons/search`, query, deadlineAt }))?.items ?? [];
  };

  router.get(
    '/coupons',
    accountHandler(deps, 'admin.coupons', async (req, res) => {
      const q = parseInput(listQuery, queryOf(req));
      const rest = adminRest(deps, res);
      const deadlineAt = Date.now() + 2 * deps.config.upstreamTimeoutMs;
      const groups: Filter[][] = q.q ? [[{ field: 'code', value: likeText(q.q), condition: 'like' }]] : [];
      const query = searchCriteria(groups, { sort: [['coupon_id', 'DESC']], pageSize: q.pageSize, page: q.page });
      const [result, categories] = await Promise.all([
        rest<MagentoSearchResult<MagentoCoupon>>({ method: 'GET', store: 'all', path: mpath`/V1/coupons/search`, query, deadlineAt }),
        loadCategories(rest, storeFor(deps.config, q.locale), deadlineAt),
      ]);
      const coupons = (result?.items ?? []).filter((item) => item && typeof item.coupon_id === 'number' && typeof item.rule_id === 'number');
      const ruleIds = [...new Set(coupons.map((coupon) => coupon.rule_id!))];
      const rules = new Map<number, MagentoRule>();
      if (ruleIds.length) {
        const ruleQuery = searchCriteria([[{ field: 'rule_id', value: ruleIds.join(','), condition: 'in' }]], { pageSize: ruleIds.length, page: 1 });
        const found = await rest<MagentoSearchResult<MagentoRule>>({
          method: 'GET',
          store: 'all',
          path: mpath`/V1/salesRules/search`,
          query: ruleQuery,
          deadlineAt,
        });
        for (const rule of found?.items ?? []) if (typeof rule?.rule_id === 'number') rules.set(rule.rule_id, rule);
      }
      const today = shopDay(deps.clock());
      sendData(res, {
        items: coupons.map((coupon) => {
          const view = ruleView(rules.get(coupon.rule_id!));
          const timesUsed = Number(coupon.times_used ?? 0);
          return {
            couponId: coupon.coupon_id,
            ruleId: coupon.rule_id,
            code: coupon.code ?? '',
            ...view,
            timesUsed,
            usageLimit: coupon.usage_limit ?? null,
            usagePerCustomer: coupon.usage_per_customer ?? null,
            status: statusOf(view, timesUsed, today),
          };
        }),
        total: typeof result?.total_count === 'number' ? result.total_count : coupons.length,
        page: q.page,
        pageSize: q.pageSize,
        categories,
      });
    }),
  );

  router.post(
    '/coupons',
    accountHandler(deps, 'admin.coupon.create', async (req, res, log) => {
      const input = parseInput(couponBody, req.body ?? {});
      if (input.type === 'percent' && input.amount > 100) throw new ApiError(400, AccountErrorText.couponBadAmount);
      if (input.fromDate && input.toDate && input.toDate < input.fromDate) throw new ApiError(400, AccountErrorText.couponBadDates);
      const rest = adminRest(deps, res);
      const deadlineAt = Date.now() + 4 * deps.config.upstreamTimeoutMs;
      if ((await couponsByCode(rest, input.code, deadlineAt)).length) throw new ApiError(400, AccountErrorText.couponCodeTaken);
      if (input.skus.length) {
        const query = searchCriteria([[{ field: 'sku', value: input.skus.join(','), condition: 'in' }]], { pageSize: input.skus.length, page: 1 });
        const found = await rest<MagentoSearchResult<MagentoProduct>>({ method: 'GET', store: 'all', path: mpath`/V1/products`, query, deadlineAt });
        const known = new Map((found?.items ?? []).map((product) => [product.sku.toLowerCase(), product.sku]));
        if (input.skus.some((sku) => !known.has(sku.toLowerCase()))) throw new ApiError(400, AccountErrorText.couponUnknownSku);
        input.skus = input.skus.map((sku) => known.get(sku.toLowerCase())!);
      }
      if (input.categoryIds.length) {
        const categories = await loadCategories(rest, 'all', deadlineAt);
        if (input.categoryIds.some((id) => !categories.some((category) => category.id === id))) throw new ApiError(400, AccountErrorText.unknownCategory);
      }
      const rule = await rest<MagentoRule>({ method: 'POST', store: 'all', path: mpath`/V1/salesRules`, body: { rule: ruleOf(input) }, deadlineAt });
      const ruleId = rule?.rule_id;
      if (typeof ruleId !== 'number') throw new ApiError(502, AccountErrorText.saveFailed);
      let coupon: MagentoCoupon;
      try {
        coupon = await rest<MagentoCoupon>({
          method: 'POST',
          store: 'all',
          path: mpath`/V1/coupons`,
          body: { coupon: { rule_id: ruleId, code: input.code, type: 0 } },
          deadlineAt,
        });
      } catch (err) {
        // A rule without its coupon would be a campaign nobody can use: take it away again.
        await rest({ method: 'DELETE', store: 'all', path: mpath`/V1/salesRules/${ruleId}`, deadlineAt }).catch(() => undefined);
        if (err instanceof Error && 'status' in err && (err as { status: number }).status === 400) throw new ApiError(400, AccountErrorText.couponCodeTaken);
        throw err;
      }
      // The shop caches what a code gives (coupon-discounts) with the catalogue: a new or ended campaign shows at once.
      await deps.catalogCache.invalidate();
      log.info({ route: 'admin.coupon.create', ruleId }, 'coupon created');
      await recordAudit(deps, {
        actor: actor(res),
        action: 'coupon.create',
        subject: { type: 'coupon', id: input.code },
        before: null,
        after: { ruleId, ...input },
      });
      sendData(res, {
        couponId: coupon?.coupon_id ?? null,
        ruleId,
        code: input.code,
        ...ruleView(rule),
        timesUsed: 0,
        status: statusOf(ruleView(rule), 0, shopDay(deps.clock())),
      });
    }),
  );

  router.post(
    '/coupons/:ruleId/expire',
    accountHandler(
      deps,
      'admin.coupon.expire',
      async (req, res) => {
        const parsed = z
          .string()
          .regex(/^[1-9]\d{0,9}$/)
          .transform(Number)
          .safeParse(String(req.params.ruleId ?? ''));
        if (!parsed.success) throw new ApiError(404, AccountErrorText.couponNotFound);
        const ruleId = parsed.data;
        const rest = adminRest(deps, res);
        const deadlineAt = Date.now() + 2 * deps.config.upstreamTimeoutMs;
        const rule = await rest<MagentoRule>({ method: 'GET', store: 'all', path: mpath`/V1/salesRules/${ruleId}`, deadlineAt });
        const before = ruleView(rule);
        // Ends yesterday (shop time), so it no longer applies today; a rule that had not started yet ends before it starts.
        const yesterday = shopDay(deps.clock() - 86_400_000);
        const toDate = before.fromDate && before.fromDate > yesterday ? before.fromDate : yesterday;
        if (!before.active && before.toDate !== null && before.toDate <= toDate) throw new ApiError(400, AccountErrorText.nothingToChange);
        const saved = await rest<MagentoRule>({
          method: 'PUT',
          store: 'all',
          path: mpath`/V1/salesRules/${ruleId}`,
          body: { rule: { rule_id: ruleId, is_active: false, to_date: toDate } },
          deadlineAt,
        });
        await deps.catalogCache.invalidate();
        const after = ruleView(saved);
        await recordAudit(deps, {
          actor: actor(res),
          action: 'coupon.expire',
          subject: { type: 'coupon', id: before.name || String(ruleId) },
          before: { ruleId, active: before.active, toDate: before.toDate },
          after: { ruleId, active: after.active, toDate: after.toDate },
        });
        sendData(res, { ruleId, ...after });
      },
      ruleNotFound,
    ),
  );

  return router;
}
