// The sales rule behind a coupon code as the shop reads it (admin REST: /V1/coupons/search, /V1/salesRules/:id): what
// the coupon gives, from what order amount, and for which products (common/contract/coupon.schema.ts), and why a cart
// refused it. Magento itself never says why (CouponManagement::set answers "The coupon code isn't valid" for every
// reason), so the shop compares the rule with the cart the way Magento's validator does: coupon and rule dates
// (Model/Rule, Model/Coupon), usage limit, the cart conditions (Rule\Condition\Address base_subtotal_total_incl_tax),
// then the product conditions (Rule\Condition\Product\Combine of action_condition, AbstractCondition::validateAttribute).
// What the shopper may learn is a reason and a minimum amount; never the rule's internals.
import type { CouponRefusal, Discount, ProductCondition } from '../../common/contract/coupon.schema';
import { productMatches } from '../../common/coupon-scope';
import { mpath, type MagentoClient } from '../magento/magento.client';
import type { MagentoSearchResult } from '../magento/magento.types';
import { ApiError, ErrorText } from './api-envelope';

export interface MagentoCondition {
  condition_type?: string;
  conditions?: MagentoCondition[];
  aggregator_type?: string;
  operator?: string | null;
  attribute_name?: string;
  value?: string;
}

export interface SalesRule {
  rule_id?: number;
  is_active?: boolean;
  customer_group_ids?: number[];
  simple_action?: string;
  discount_amount?: number | string;
  from_date?: string | null;
  to_date?: string | null;
  condition?: MagentoCondition;
  action_condition?: MagentoCondition;
}

export interface Coupon {
  code?: string;
  rule_id?: number;
  usage_limit?: number | null;
  times_used?: number;
  expiration_date?: string | null;
}

/** The coupons matching a code (case-insensitively, as Magento matches them) and their rules. */
export interface CouponRules {
  coupons: Coupon[];
  rules: Map<number, SalesRule>;
}

const COMBINE = /\\Rule\\Condition\\Combine$/;
const PRODUCT_COMBINE = /\\Rule\\Condition\\Product\\Combine$/;
const PRODUCT = /\\Rule\\Condition\\Product$/;
const ADDRESS = /\\Rule\\Condition\\Address$/;
/** The guest group (NOT LOGGED IN): the shop's carts are guest carts. */
const GUEST_GROUP = 0;
const NEGATED: Record<ProductCondition['operator'], ProductCondition['operator']> = {
  '==': '!=',
  '!=': '==',
  '()': '!()',
  '!()': '()',
  '{}': '!{}',
  '!{}': '{}',
};

/** Magento dates are "YYYY-MM-DD" (rules, valid through that day) or "YYYY-MM-DD hh:mm:ss" (coupons). */
const day = (d: string | null | undefined): string | null => (typeof d === 'string' && /^\d{4}-\d{2}-\d{2}/.test(d) ? d.slice(0, 10) : null);

export async function readCouponRules(magento: MagentoClient, store: string, code: string, deadlineAt: number): Promise<CouponRules> {
  const sc = new URLSearchParams({
    'searchCriteria[filter_groups][0][filters][0][field]': 'code',
    'searchCriteria[filter_groups][0][filters][0][value]': code,
    'searchCriteria[filter_groups][0][filters][0][condition_type]': 'eq',
    'searchCriteria[pageSize]': '5',
    'searchCriteria[currentPage]': '1',
  });
  const found = await magento.rest<MagentoSearchResult<Coupon>>({
    method: 'GET',
    store,
    path: mpath`/V1/coupons/search`,
    query: sc,
    auth: 'integration',
    deadlineAt,
  });
  if (!found || typeof found !== 'object' || (found.items !== undefined && !Array.isArray(found.items))) throw new ApiError(502, ErrorText.invalidFormat);
  const coupons = (found.items ?? []).filter((c) => typeof c?.code === 'string' && c.code.toLowerCase() === code.toLowerCase() && Number.isInteger(c.rule_id));
  const rules = new Map<number, SalesRule>();
  for (const id of new Set(coupons.map((c) => c.rule_id as number))) {
    const rule = await magento.rest<SalesRule>({ method: 'GET', store, path: mpath`/V1/salesRules/${id}`, auth: 'integration', deadlineAt });
    if (rule && typeof rule === 'object') rules.set(id, rule);
  }
  return { coupons, rules };
}

/** Whether the coupon itself can still be used today (expiry, usage limit). */
export function couponUsable(c: Coupon, today: string): boolean {
  return !couponExpired(c, today) && !couponUsedUp(c);
}

function couponExpired(c: Coupon, today: string): boolean {
  const expires = day(c.expiration_date);
  return !!expires && expires < today;
}

function couponUsedUp(c: Coupon): boolean {
  return typeof c.usage_limit === 'number' && c.usage_limit > 0 && (c.times_used ?? 0) >= c.usage_limit;
}

function ruleExpired(rule: SalesRule, today: string): boolean {
  const to = day(rule.to_date);
  return !!to && to < today;
}

/** Active, started, not ended, and open to guests. */
function ruleOpen(rule: SalesRule, today: string): boolean {
  if (rule.is_active === false) return false;
  const from = day(rule.from_date);
  if ((from && from > today) || ruleExpired(rule, today)) return false;
  return !Array.isArray(rule.customer_group_ids) || rule.customer_group_ids.includes(GUEST_GROUP);
}

const isTrue = (value: unknown) => value === undefined || value === '1' || value === 1 || value === true;

/**
 * The cart conditions the shop understands: none, or "Subtotal (Incl. Tax) equals or greater than / greater than N".
 * undefined when there is anything else (a country, a product in the cart, a nested combination): then the shop cannot
 * tell a shopper whether the coupon applies, and shows nothing.
 */
export function minSubtotalOf(condition: MagentoCondition | undefined): { min: number | null } | undefined {
  if (!condition || !condition.conditions || condition.conditions.length === 0) return { min: null };
  if (!COMBINE.test(condition.condition_type ?? '') || !isTrue(condition.value)) return undefined;
  if (condition.conditions.length > 1 && condition.aggregator_type !== 'all') return undefined;
  let min: number | null = null;
  for (const leaf of condition.conditions) {
    if (!ADDRESS.test(leaf.condition_type ?? '') || leaf.attribute_name !== 'base_subtotal_total_incl_tax') return undefined;
    const amount = Number(leaf.value);
    if (!Number.isFinite(amount) || (leaf.operator !== '>=' && leaf.operator !== '>')) return undefined;
    // '>' N is read as "from N + 1 cent": prices are whole cents.
    const from = leaf.operator === '>' ? Math.round(amount * 100 + 1) / 100 : amount;
    min = min === null ? from : Math.max(min, from);
  }
  return { min };
}

/** The product conditions as the contract carries them; undefined when any of them is one the browser cannot check. */
export function productScopeOf(action: MagentoCondition | undefined): Discount['products'] {
  if (!action || !action.conditions || action.conditions.length === 0) return { match: 'all', conditions: [] };
  if (!PRODUCT_COMBINE.test(action.condition_type ?? '')) return undefined;
  const match = action.aggregator_type === 'any' ? 'any' : action.aggregator_type === 'all' || action.aggregator_type === undefined ? 'all' : null;
  if (!match) return undefined;
  const negate = !isTrue(action.value);
  const conditions: ProductCondition[] = [];
  for (const leaf of action.conditions) {
    if (!PRODUCT.test(leaf.condition_type ?? '') || (leaf.attribute_name !== 'sku' && leaf.attribute_name !== 'category_ids')) return undefined;
    const operator = leaf.operator as ProductCondition['operator'];
    if (!(operator in NEGATED)) return undefined;
    const values = String(leaf.value ?? '')
      .split(',')
      .map((value) => value.trim())
      .filter((value) => value !== '');
    conditions.push({ attribute: leaf.attribute_name, operator: negate ? NEGATED[operator] : operator, values });
  }
  // "If ALL of these are FALSE" is "if ALL of the negations are TRUE" (and so for ANY).
  return { match, conditions };
}

/**
 * Magento's simple_action → the spec's discount_type with its minimum and products; null for a rule that gives nothing
 * today (inactive, expired, not yet valid, not for guests) or that the shop cannot describe truthfully (buy-x-get-y,
 * conditions it does not understand).
 */
export function toDiscount(rule: SalesRule, today: string): Discount | null {
  if (!ruleOpen(rule, today)) return null;
  const amount = Number(rule.discount_amount);
  if (!Number.isFinite(amount) || amount <= 0) return null;
  const type = rule.simple_action === 'by_percent' ? 'percent' : rule.simple_action === 'by_fixed' || rule.simple_action === 'cart_fixed' ? 'number' : null;
  if (!type) return null;
  const subtotal = minSubtotalOf(rule.condition);
  const products = productScopeOf(rule.action_condition);
  if (!subtotal || !products) return null;
  return { discount_type: type, discount_amount: amount, ...(subtotal.min !== null ? { min_subtotal: subtotal.min } : {}), products };
}

/** The discounts of the usable coupons' rules. */
export function discountsOf({ coupons, rules }: CouponRules, today: string): Discount[] {
  const ids = new Set(coupons.filter((c) => couponUsable(c, today)).map((c) => c.rule_id as number));
  return [...ids].map((id) => rules.get(id)).flatMap((rule) => (rule ? (toDiscount(rule, today) ?? []) : []));
}

/** A cart line as the refusal needs it: the product's SKU (a dynamic bundle's item SKU starts with it). */
export interface RefusalLine {
  sku: string;
  isBundle: boolean;
}

function lineMatches(line: RefusalLine, scope: NonNullable<Discount['products']>): boolean {
  const candidates = [line.sku];
  // A dynamic-SKU bundle's item SKU is the bundle's SKU followed by its selections' ("FOLT Classic-FOLT-BAT-360-…").
  if (line.isBundle) for (let at = line.sku.indexOf('-'); at > 0; at = line.sku.indexOf('-', at + 1)) candidates.push(line.sku.slice(0, at));
  return candidates.some((sku) => productMatches(scope, { sku, category_ids: [] }));
}

/**
 * Why the cart refused the code, in the order Magento's validator meets the reasons. A category condition cannot be
 * checked against cart lines (they carry no categories), so such a rule ends in 'not-valid' rather than a guess.
 */
export function refusalOf(found: CouponRules, cart: { lines: RefusalLine[]; subtotalInclTax: number }, today: string): CouponRefusal {
  if (found.coupons.length === 0) return { reason: 'unknown' };
  const pairs = found.coupons.flatMap((coupon) => {
    const rule = found.rules.get(coupon.rule_id as number);
    return rule ? [{ coupon, rule }] : [];
  });
  if (pairs.length === 0) return { reason: 'unknown' };
  if (pairs.every(({ coupon, rule }) => couponExpired(coupon, today) || ruleExpired(rule, today))) return { reason: 'expired' };
  const open = pairs.filter(({ coupon, rule }) => !couponExpired(coupon, today) && ruleOpen(rule, today));
  if (open.length === 0) return { reason: 'not-valid' };
  if (open.every(({ coupon }) => couponUsedUp(coupon))) return { reason: 'used-up' };
  for (const { coupon, rule } of open) {
    if (couponUsedUp(coupon)) continue;
    const subtotal = minSubtotalOf(rule.condition);
    if (subtotal?.min != null && cart.subtotalInclTax < subtotal.min) return { reason: 'min-subtotal', min_subtotal: subtotal.min };
    const scope = productScopeOf(rule.action_condition);
    const checkable = scope && scope.conditions.every((condition) => condition.attribute === 'sku');
    if (checkable && !cart.lines.some((line) => lineMatches(line, scope))) return { reason: 'not-for-products' };
  }
  return { reason: 'not-valid' };
}
