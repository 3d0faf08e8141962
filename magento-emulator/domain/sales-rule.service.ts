// Sales rules and their coupons (Magento_SalesRule) as the admin APIs print them: CouponRepository::getList and
// RuleRepository::getById. The emulator stores one coupon per rule (table `coupons`); this module maps that onto
// Magento's two entities. A coupon's SKU restriction (patterns such as `FOLT *`) is printed in action_condition as the
// condition a merchant would enter for it in Magento: "SKU is one of" the catalogue's SKUs the patterns match
// (Magento\SalesRule\Model\Rule\Condition\Product, operator '()', the SKUs comma-separated, as the admin's SKU chooser
// writes them). It is expanded from the current catalogue at every answer, so it selects exactly the lines the
// emulator's cart discounts (pricing.rules.ts lineMatchesCoupon), also for products added later.
import type { Queryable } from '../db/emulator.store';
import { MagentoError } from '../lib/magento.errors';
import { euros, magentoDate } from '../lib/magento.output';
import { COUPONS } from '../seed/seed.runner';
import type { Catalog } from './catalog.service';
import { skuMatchesCoupon, type CouponRule } from './pricing.rules';

/** One emulator coupon with the ids Magento would have given its rule (salesrule) and coupon (salesrule_coupon) rows. */
export interface StoredSalesRule {
  ruleId: number;
  couponId: number;
  rule: CouponRule;
  /** Unix ms; the seed created the coupons together with the catalogue. */
  createdAt: number;
}

interface CouponRow {
  code: string;
  doc: Omit<CouponRule, 'timesUsed' | 'code'>;
  times_used: number;
}

/**
 * Ids follow the seed list (rule 1 = FOLT-WELKOM, …), as auto-increment ids would after seeding them in that order; the
 * table has no id column, and the seed list is fixed, so the ids are stable across restarts. Codes outside the seed list
 * (none today) come after it, by code.
 */
function seedPosition(code: string): number {
  const index = COUPONS.findIndex((coupon) => coupon.code.toLowerCase() === code.toLowerCase());
  return index < 0 ? Number.MAX_SAFE_INTEGER : index;
}

export async function allSalesRules(q: Queryable, catalog: Catalog): Promise<StoredSalesRule[]> {
  const { rows } = await q.query<CouponRow>('select code, doc, times_used from coupons');
  const sorted = [...rows].sort((a, b) => seedPosition(a.code) - seedPosition(b.code) || a.code.localeCompare(b.code));
  const products = catalog.all();
  const createdAt = products.length > 0 ? Math.min(...products.map((product) => product.created_at)) : 0;
  return sorted.map((row, index) => ({ ruleId: index + 1, couponId: index + 1, rule: { ...row.doc, code: row.code, timesUsed: row.times_used }, createdAt }));
}

/** RuleRepository::getById: unknown id → NoSuchEntityException (404) with the id as positional parameter. */
export async function requireSalesRule(q: Queryable, catalog: Catalog, ruleId: number): Promise<StoredSalesRule> {
  const found = (await allSalesRules(q, catalog)).find((entry) => entry.ruleId === ruleId);
  if (!found) throw new MagentoError(404, 'The rule with the "%1" ID wasn\'t found. Verify the ID and try again.', [String(ruleId)]);
  return found;
}

/** The rule's to_date ('Y-m-d') is the coupon's expiration_date, printed as a datetime. */
function expirationDate(rule: CouponRule): string | null {
  return rule.expiresOn ? `${rule.expiresOn} 00:00:00` : null;
}

/** CouponInterface as CouponRepository::getList prints it (type 0 = manual / specific coupon). */
export function renderCoupon(entry: StoredSalesRule): Record<string, unknown> {
  return {
    coupon_id: entry.couponId,
    rule_id: entry.ruleId,
    code: entry.rule.code,
    // Rule::afterSave copies uses_per_coupon / uses_per_customer onto the primary coupon, 0 becoming null.
    usage_limit: entry.rule.usageLimit ? entry.rule.usageLimit : null,
    usage_per_customer: null,
    times_used: entry.rule.timesUsed,
    expiration_date: expirationDate(entry.rule),
    is_primary: true,
    created_at: magentoDate(entry.createdAt),
    type: 0,
  };
}

/** Coupon fields searchCriteria may filter and sort on (the salesrule_coupon columns); others are an SQL error. */
export const COUPON_FIELDS: ReadonlySet<string> = new Set([
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
]);

/** Column values as the database holds them (is_primary 1/0, nulls), for filtering and sorting. */
export function readCouponField(entry: StoredSalesRule, field: string): unknown {
  const rendered = renderCoupon(entry);
  if (field === 'is_primary') return 1;
  return rendered[field] ?? null;
}

const COMBINE = 'Magento\\SalesRule\\Model\\Rule\\Condition\\Combine';
const PRODUCT_COMBINE = 'Magento\\SalesRule\\Model\\Rule\\Condition\\Product\\Combine';
const ADDRESS = 'Magento\\SalesRule\\Model\\Rule\\Condition\\Address';
const PRODUCT = 'Magento\\SalesRule\\Model\\Rule\\Condition\\Product';

/** The rule's product conditions ("Apply the rule only to cart items matching the following conditions"). */
function productConditions(rule: CouponRule, skus: readonly string[]): Record<string, unknown>[] {
  if (!rule.skus || rule.skus.length === 0) return [];
  const matching = skus.filter((sku) => skuMatchesCoupon(sku, rule));
  return [{ condition_type: PRODUCT, operator: '()', attribute_name: 'sku', value: matching.join(', ') }];
}

/** RuleInterface as RuleRepository::getById prints it; nulls are dropped by the output layer. */
export function renderSalesRule(entry: StoredSalesRule, catalogSkus: readonly string[]): Record<string, unknown> {
  const { rule } = entry;
  // The minimum subtotal is incl. VAT, which is Magento's "Subtotal (Incl. Tax)" address condition.
  const conditions =
    rule.minSubtotalCents !== undefined
      ? [{ condition_type: ADDRESS, operator: '>=', attribute_name: 'base_subtotal_total_incl_tax', value: String(euros(rule.minSubtotalCents)) }]
      : [];
  return {
    rule_id: entry.ruleId,
    name: rule.code,
    store_labels: [],
    description: rule.description,
    website_ids: [1],
    customer_group_ids: [0, 1],
    from_date: null,
    to_date: rule.expiresOn ?? null,
    uses_per_customer: 0,
    is_active: true,
    condition: { condition_type: COMBINE, conditions, aggregator_type: 'all', value: '1' },
    action_condition: { condition_type: PRODUCT_COMBINE, conditions: productConditions(rule, catalogSkus), aggregator_type: 'all', value: '1' },
    stop_rules_processing: false,
    is_advanced: true,
    sort_order: 0,
    // A fixed amount is one amount off the whole (matching part of the) cart: Magento's cart_fixed, not by_fixed (per item).
    simple_action: rule.type === 'percent' ? 'by_percent' : 'cart_fixed',
    discount_amount: rule.type === 'percent' ? rule.amount : euros(rule.amount),
    discount_qty: 0,
    discount_step: 0,
    apply_to_shipping: false,
    times_used: rule.timesUsed,
    is_rss: true,
    coupon_type: 'SPECIFIC_COUPON',
    use_auto_generation: false,
    uses_per_coupon: rule.usageLimit ?? 0,
    simple_free_shipping: '0',
  };
}
