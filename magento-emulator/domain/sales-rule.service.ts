// Sales rules and their coupons (Magento_SalesRule) as the admin APIs print them: CouponRepository::getList and
// RuleRepository::getById. The emulator stores one coupon per rule (table `coupons`); this module maps that onto
// Magento's two entities. A coupon's SKU restriction (patterns such as `FOLT *`) is printed in action_condition as the
// condition a merchant would enter for it in Magento: "SKU is one of" the catalogue's SKUs the patterns match
// (Magento\SalesRule\Model\Rule\Condition\Product, operator '()', the SKUs comma-separated, as the admin's SKU chooser
// writes them). It is expanded from the current catalogue at every answer, so it selects exactly the lines the
// emulator's cart discounts (pricing.rules.ts lineMatchesCoupon), also for products added later.
//
// Rules saved through the API (RuleRepository::save, table sales_rules) are kept as sent (RuleInterface) and printed
// back as they are; their coupons (CouponRepository::save, CouponManagement::generate) get a CouponRule derived from
// the rule (couponRuleOf), so the cart prices them exactly as it prices a seed coupon. Saving a seed rule stores it
// from then on like any other. What the derivation cannot price (another action than by_percent / cart_fixed, a cart
// condition other than "Subtotal (Incl. Tax) >= / > N", product conditions other than SKU or category "is (one of)",
// not for NOT LOGGED IN) makes the coupon refuse, never discount wrongly.
import { randomInt } from 'node:crypto';
import { one, type Queryable } from '../db/emulator.store';
import { MagentoError } from '../lib/magento.errors';
import { isObject, type Json, type JsonObject } from '../lib/magento.input';
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
  /** 0 manual (specific coupon), 1 generated. */
  type: number;
  /** The saved rule (RuleInterface as sent) for coupons of rules saved through the API; null for a seed coupon. */
  saved: JsonObject | null;
}

interface CouponRow {
  code: string;
  doc: Omit<CouponRule, 'timesUsed' | 'code'>;
  times_used: number;
  rule_id: number | null;
  coupon_id: number | null;
  type: number;
  created_at: string | number | null;
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

/** The rule id of a coupon row: its own for a coupon of a saved rule, the seed position's for a seed coupon. */
export function ruleIdOfCoupon(row: { code: string; rule_id: number | null }): number {
  return row.rule_id ?? seedPosition(row.code) + 1;
}

/** Every coupon (seed and saved) with its rule and coupon ids, in coupon id order. */
export async function allSalesRules(q: Queryable, catalog: Catalog): Promise<StoredSalesRule[]> {
  const { rows } = await q.query<CouponRow>('select code, doc, times_used, rule_id, coupon_id, type, created_at from coupons');
  const saved = await savedRules(q);
  const products = catalog.all();
  const seededAt = products.length > 0 ? Math.min(...products.map((product) => product.created_at)) : 0;
  // A seed coupon keeps its place in the seed list as its ids (deleting one does not renumber the others).
  const entries = rows.map((row) => {
    const seedId = seedPosition(row.code) + 1;
    const ruleId = ruleIdOfCoupon(row);
    return {
      ruleId,
      couponId: row.coupon_id ?? seedId,
      rule: { ...row.doc, code: row.code, timesUsed: row.times_used },
      createdAt: row.created_at === null ? seededAt : Number(row.created_at),
      type: row.type,
      saved: row.rule_id === null ? null : (saved.get(ruleId) ?? null),
    };
  });
  return entries.sort((a, b) => a.couponId - b.couponId);
}

async function savedRules(q: Queryable): Promise<Map<number, JsonObject>> {
  const { rows } = await q.query<{ rule_id: number; doc: JsonObject }>('select rule_id, doc from sales_rules');
  return new Map(rows.map((row) => [row.rule_id, { ...row.doc, rule_id: row.rule_id }]));
}

/** The rule's to_date ('Y-m-d') is the coupon's expiration_date, printed as a datetime. */
function expirationDate(rule: CouponRule): string | null {
  return rule.expiresOn ? `${rule.expiresOn} 00:00:00` : null;
}

/** CouponInterface as CouponRepository::getList prints it (type 0 = manual / specific coupon, 1 generated). */
export function renderCoupon(entry: StoredSalesRule): Record<string, unknown> {
  const usesPerCustomer = entry.saved ? Number(entry.saved.uses_per_customer ?? 0) : (entry.rule.usesPerCustomer ?? 0);
  return {
    coupon_id: entry.couponId,
    rule_id: entry.ruleId,
    code: entry.rule.code,
    // Rule::afterSave / CouponRepository::save copy uses_per_coupon / uses_per_customer onto the coupon, 0 becoming null.
    usage_limit: entry.rule.usageLimit ? entry.rule.usageLimit : null,
    usage_per_customer: usesPerCustomer > 0 ? usesPerCustomer : null,
    times_used: entry.rule.timesUsed,
    expiration_date: expirationDate(entry.rule),
    // The specific coupon of a rule is its primary one; generated coupons are not.
    is_primary: entry.type === 0 ? true : null,
    created_at: magentoDate(entry.createdAt),
    type: entry.type,
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
  if (field === 'is_primary') return entry.type === 0 ? 1 : null;
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
  if (entry.saved) return entry.saved;
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
    uses_per_customer: rule.usesPerCustomer ?? 0,
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

// ---- Rules and coupons saved through the API -------------------------------------------------------------------

const RULE_NOT_FOUND = 'The rule with the "%1" ID wasn\'t found. Verify the ID and try again.';

/** RuleInterface's fields (SalesRule/Api/Data/RuleInterface.php): anything else is refused as Magento's input layer does. */
export const RULE_KEYS = [
  'rule_id',
  'name',
  'store_labels',
  'description',
  'website_ids',
  'customer_group_ids',
  'from_date',
  'to_date',
  'uses_per_customer',
  'is_active',
  'condition',
  'action_condition',
  'stop_rules_processing',
  'is_advanced',
  'product_ids',
  'sort_order',
  'simple_action',
  'discount_amount',
  'discount_qty',
  'discount_step',
  'apply_to_shipping',
  'times_used',
  'is_rss',
  'coupon_type',
  'use_auto_generation',
  'uses_per_coupon',
  'simple_free_shipping',
  'extension_attributes',
] as const;

/** Every rule, seed (implicit, one per seed coupon) and saved, by rule id; for getList and getById. */
export async function allRules(q: Queryable, catalog: Catalog): Promise<Array<Record<string, unknown>>> {
  const saved = await savedRules(q);
  const skus = catalog.all().map((product) => product.sku);
  const seeds = (await allSalesRules(q, catalog)).filter((entry) => entry.saved === null && !saved.has(entry.ruleId));
  const rules = [...seeds.map((entry) => renderSalesRule(entry, skus)), ...saved.values()];
  return rules.sort((a, b) => Number(a.rule_id) - Number(b.rule_id));
}

export async function getRule(q: Queryable, catalog: Catalog, ruleId: number): Promise<Record<string, unknown>> {
  const rule = (await allRules(q, catalog)).find((entry) => entry.rule_id === ruleId);
  if (!rule) throw new MagentoError(404, RULE_NOT_FOUND, [String(ruleId)]);
  return rule;
}

/** The salesrule columns getList may filter and sort on; another name is an SQL error (a masked 500). */
export const RULE_FIELDS: ReadonlySet<string> = new Set([
  'rule_id',
  'name',
  'description',
  'from_date',
  'to_date',
  'uses_per_customer',
  'is_active',
  'stop_rules_processing',
  'is_advanced',
  'product_ids',
  'sort_order',
  'simple_action',
  'discount_amount',
  'discount_qty',
  'discount_step',
  'apply_to_shipping',
  'times_used',
  'is_rss',
  'coupon_type',
  'use_auto_generation',
  'uses_per_coupon',
  'simple_free_shipping',
]);

/** Column values as the salesrule table holds them (booleans 1/0, coupon_type 1/2/3). */
export function readRuleField(rule: Record<string, unknown>, field: string): unknown {
  const value = rule[field];
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (field === 'coupon_type') return { NO_COUPON: 1, SPECIFIC_COUPON: 2, AUTO: 3 }[String(value)] ?? value;
  return value ?? null;
}

const COUPON_TYPES = ['NO_COUPON', 'SPECIFIC_COUPON', 'AUTO'] as const;
const isoDay = (value: unknown): string | null => {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const match = /^(\d{4}-\d{2}-\d{2})/.exec(value.trim());
  return match ? match[1]! : null;
};
const flag = (value: unknown, fallback: boolean): boolean =>
  value === undefined || value === null ? fallback : value === true || value === 1 || value === '1' || value === 'true';
const int = (value: unknown, fallback = 0): number => {
  const n = Number(value);
  return Number.isFinite(n) ? Math.trunc(n) : fallback;
};

/**
 * RuleRepository::save: ToModel loads the rule named by rule_id (404 "No such entity." when there is none) and merges
 * what was sent over it (so a PUT may send only the fields it changes), validates it as Rule\Model\AbstractModel
 * ::validateData does (end before start, no website, no customer group → InputException with the texts joined by
 * "; "), saves it and answers RuleInterface. The URL's :ruleId is not a parameter of save(): a PUT without
 * rule.rule_id creates a new rule, as in Magento.
 */
export async function saveRule(q: Queryable, catalog: Catalog, input: JsonObject): Promise<Record<string, unknown>> {
  const ruleId = input.rule_id === undefined || input.rule_id === null || input.rule_id === 0 ? null : int(input.rule_id);
  let existing: Record<string, unknown> = {};
  if (ruleId !== null) {
    const found = (await allRules(q, catalog)).find((entry) => entry.rule_id === ruleId);
    if (!found) throw new MagentoError(404, 'No such entity.');
    existing = found;
  }
  const merged: Record<string, unknown> = { ...existing, ...input };
  const problems: string[] = [];
  const from = isoDay(merged.from_date);
  const to = isoDay(merged.to_date);
  if (from && to && from > to) problems.push('End Date must follow Start Date.');
  if ('website_ids' in input && (!Array.isArray(input.website_ids) || input.website_ids.length === 0)) problems.push('Please specify a website.');
  if ('customer_group_ids' in input && (!Array.isArray(input.customer_group_ids) || input.customer_group_ids.length === 0)) {
    problems.push('Please specify Customer Groups.');
  }
  if (problems.length) throw new MagentoError(400, problems.map((text) => `${text}; `).join(''));
  const couponType = COUPON_TYPES.includes(String(merged.coupon_type) as (typeof COUPON_TYPES)[number]) ? String(merged.coupon_type) : 'NO_COUPON';
  const doc: Record<string, unknown> = {
    name: merged.name ?? null,
    store_labels: merged.store_labels ?? [],
    description: merged.description ?? null,
    website_ids: merged.website_ids ?? [],
    customer_group_ids: merged.customer_group_ids ?? [],
    from_date: from,
    to_date: to,
    uses_per_customer: int(merged.uses_per_customer),
    is_active: flag(merged.is_active, false),
    condition: merged.condition ?? null,
    action_condition: merged.action_condition ?? null,
    stop_rules_processing: flag(merged.stop_rules_processing, false),
    is_advanced: flag(merged.is_advanced, true),
    sort_order: int(merged.sort_order),
    simple_action: merged.simple_action ?? null,
    discount_amount: Number(merged.discount_amount ?? 0),
    discount_qty: Number(merged.discount_qty ?? 0),
    discount_step: int(merged.discount_step),
    apply_to_shipping: flag(merged.apply_to_shipping, false),
    times_used: int(merged.times_used),
    is_rss: flag(merged.is_rss, false),
    coupon_type: couponType,
    use_auto_generation: flag(merged.use_auto_generation, false),
    uses_per_coupon: int(merged.uses_per_coupon),
    simple_free_shipping: merged.simple_free_shipping === undefined || merged.simple_free_shipping === null ? null : String(merged.simple_free_shipping),
  };
  let id = ruleId;
  if (id === null) {
    const max = await one<{ id: number | null }>(q, 'select max(rule_id) as id from sales_rules');
    id = Math.max(COUPONS.length, Number(max?.id ?? 0)) + 1;
  }
  await q.query('insert into sales_rules (rule_id, doc) values ($1, $2) on conflict (rule_id) do update set doc = excluded.doc', [id, JSON.stringify(doc)]);
  // A seed rule saved for the first time: its coupon now belongs to the saved rule, with the ids it always had.
  const seedCode = COUPONS[id - 1]?.code;
  if (seedCode) await q.query('update coupons set rule_id = $1, coupon_id = coalesce(coupon_id, $1) where code = $2 and rule_id is null', [id, seedCode]);
  await q.query('update coupons set doc = $2 where rule_id = $1', [id, JSON.stringify(couponRuleOf(doc))]);
  return { rule_id: id, ...doc };
}

/** RuleRepository::deleteById: the rule, its coupons (salesrule_coupon cascades) and its customers' uses; true. */
export async function deleteRule(q: Queryable, catalog: Catalog, ruleId: number): Promise<true> {
  const rule = (await allRules(q, catalog)).find((entry) => entry.rule_id === ruleId);
  if (!rule) throw new MagentoError(404, RULE_NOT_FOUND, [String(ruleId)]);
  await q.query('delete from sales_rules where rule_id = $1', [ruleId]);
  // salesrule_customer's foreign key to salesrule cascades too.
  await q.query('delete from sales_rule_customers where rule_id = $1', [ruleId]);
  const seedCode = COUPONS[ruleId - 1]?.code;
  await q.query('delete from coupons where rule_id = $1 or (rule_id is null and lower(code) = lower($2))', [ruleId, seedCode ?? '']);
  return true;
}

interface ConditionJson {
  condition_type?: unknown;
  conditions?: unknown;
  aggregator_type?: unknown;
  operator?: unknown;
  attribute_name?: unknown;
  value?: unknown;
}

const listOf = (value: unknown): string[] =>
  String(value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

/**
 * The cart's reading of a saved rule: what the emulator's pricing (pricing.rules.ts) can apply. Anything it cannot
 * price makes the coupon inactive: the shopper is refused rather than given a discount Magento would not give.
 */
export function couponRuleOf(rule: Record<string, unknown>): Omit<CouponRule, 'code' | 'timesUsed'> {
  let supported = rule.simple_action === 'by_percent' || rule.simple_action === 'cart_fixed';
  if (Array.isArray(rule.customer_group_ids) && !rule.customer_group_ids.map(Number).includes(0)) supported = false; // carts are guests'
  const out: Omit<CouponRule, 'code' | 'timesUsed'> = {
    type: rule.simple_action === 'by_percent' ? 'percent' : 'fixed',
    amount: rule.simple_action === 'by_percent' ? Number(rule.discount_amount ?? 0) : Math.round(Number(rule.discount_amount ?? 0) * 100),
    description: typeof rule.description === 'string' && rule.description ? rule.description : String(rule.name ?? ''),
  };
  const condition = (isObject(rule.condition as Json) ? rule.condition : null) as ConditionJson | null;
  for (const entry of Array.isArray(condition?.conditions) ? (condition.conditions as ConditionJson[]) : []) {
    const amount = Number(entry.value);
    if (
      entry.condition_type === ADDRESS &&
      entry.attribute_name === 'base_subtotal_total_incl_tax' &&
      Number.isFinite(amount) &&
      (entry.operator === '>=' || entry.operator === '>')
    ) {
      out.minSubtotalCents = Math.round(amount * 100) + (entry.operator === '>' ? 1 : 0);
    } else supported = false;
  }
  if (condition && Array.isArray(condition.conditions) && condition.conditions.length > 1 && condition.aggregator_type !== 'all') supported = false;
  const action = (isObject(rule.action_condition as Json) ? rule.action_condition : null) as ConditionJson | null;
  const actions = Array.isArray(action?.conditions) ? (action.conditions as ConditionJson[]) : [];
  if (actions.length > 1 && action?.aggregator_type !== 'all') supported = false;
  for (const entry of actions) {
    const isOneOf = entry.operator === '()' || entry.operator === '==';
    if (entry.condition_type === PRODUCT && entry.attribute_name === 'sku' && isOneOf) out.skus = listOf(entry.value);
    else if (entry.condition_type === PRODUCT && entry.attribute_name === 'category_ids' && isOneOf) out.categories = listOf(entry.value);
    else supported = false;
  }
  const from = isoDay(rule.from_date);
  const to = isoDay(rule.to_date);
  if (from) out.startsOn = from;
  if (to) out.expiresOn = to;
  const usesPerCoupon = Number(rule.uses_per_coupon ?? 0);
  if (usesPerCoupon > 0) out.usageLimit = usesPerCoupon;
  const usesPerCustomer = Number(rule.uses_per_customer ?? 0);
  if (usesPerCustomer > 0) out.usesPerCustomer = usesPerCustomer;
  if (!flag(rule.is_active, false) || !supported) out.inactive = true;
  return out;
}

async function nextCouponId(q: Queryable): Promise<number> {
  const max = await one<{ id: number | null }>(q, 'select max(coupon_id) as id from coupons');
  return Math.max(COUPONS.length, Number(max?.id ?? 0)) + 1;
}

async function codeTaken(q: Queryable, code: string, exceptCouponId: number | null): Promise<boolean> {
  const { rows } = await q.query<{ code: string; coupon_id: number | null }>('select code, coupon_id from coupons where lower(code) = lower($1)', [code]);
  const seedId = (row: { code: string; coupon_id: number | null }) => row.coupon_id ?? seedPosition(row.code) + 1;
  return rows.some((row) => seedId(row) !== exceptCouponId);
}

/** The rule a coupon is saved for, saving a seed rule first so the coupon can carry its id. */
async function savedRuleFor(q: Queryable, catalog: Catalog, ruleId: number): Promise<Record<string, unknown> | null> {
  const saved = await savedRules(q);
  if (saved.has(ruleId)) return saved.get(ruleId)!;
  const rule = (await allRules(q, catalog)).find((entry) => entry.rule_id === ruleId);
  return rule ? saveRule(q, catalog, { rule_id: ruleId }) : null;
}

/**
 * CouponRepository::save: a coupon_id blends the sent fields into the stored coupon; the rule must exist, allow
 * coupons, and allow this type (specific rules manual ones, auto-generation rules generated ones); every failure is
 * wrapped as "Error occurred when saving coupon: %1" (400). The rule's to_date, uses_per_coupon and uses_per_customer
 * are copied onto the coupon. A code already in use is the resource model's unique check.
 */
export async function saveCoupon(q: Queryable, catalog: Catalog, input: JsonObject, now: number): Promise<Record<string, unknown>> {
  const couponId = input.coupon_id === undefined || input.coupon_id === null ? null : int(input.coupon_id);
  let current: StoredSalesRule | null = null;
  if (couponId !== null) {
    current = (await allSalesRules(q, catalog)).find((entry) => entry.couponId === couponId) ?? null;
    if (!current) throw new MagentoError(404, 'No such entity.');
  }
  const ruleId = input.rule_id === undefined ? (current?.ruleId ?? 0) : int(input.rule_id);
  const type = input.type === undefined ? (current?.type ?? 0) : int(input.type);
  const code = typeof input.code === 'string' ? input.code.trim() : (current?.rule.code ?? '');
  const fail = (text: string): never => {
    throw new MagentoError(400, 'Error occurred when saving coupon: %1', [text]);
  };
  const rule = await savedRuleFor(q, catalog, ruleId);
  if (!rule) fail(`No such entity with rule_id = ${ruleId}`);
  if (rule!.coupon_type === 'NO_COUPON') fail('Specified rule does not allow coupons');
  if (flag(rule!.use_auto_generation, false) && type === 0) fail('Specified rule only allows auto generated coupons');
  if (!flag(rule!.use_auto_generation, false) && type === 1) fail('Specified rule does not allow auto generated coupons');
  if (!code) throw new MagentoError(400, '"%fieldName" is required. Enter and try again.', { fieldName: 'code' });
  if (await codeTaken(q, code, couponId)) throw new MagentoError(400, 'Coupon with the same code already exists.');
  const id = couponId ?? (await nextCouponId(q));
  const timesUsed = input.times_used === undefined ? (current?.rule.timesUsed ?? 0) : int(input.times_used);
  const createdAt = current?.createdAt ?? now;
  if (current) await q.query('delete from coupons where lower(code) = lower($1)', [current.rule.code]);
  await q.query('insert into coupons (code, doc, times_used, rule_id, coupon_id, type, created_at) values ($1, $2, $3, $4, $5, $6, $7)', [
    code,
    JSON.stringify(couponRuleOf(rule!)),
    timesUsed,
    ruleId,
    id,
    type,
    createdAt,
  ]);
  return renderCoupon(await requireCoupon(q, catalog, id));
}

export async function requireCoupon(q: Queryable, catalog: Catalog, couponId: number): Promise<StoredSalesRule> {
  const found = (await allSalesRules(q, catalog)).find((entry) => entry.couponId === couponId);
  if (!found) throw new MagentoError(404, 'No such entity.');
  return found;
}

export async function deleteCoupon(q: Queryable, catalog: Catalog, couponId: number): Promise<true> {
  const found = await requireCoupon(q, catalog, couponId);
  await q.query('delete from coupons where lower(code) = lower($1)', [found.rule.code]);
  return true;
}

/** CouponManagement::deleteByCodes / deleteByIds: what was not there is reported in missing_items, nothing fails. */
export async function deleteCoupons(
  q: Queryable,
  catalog: Catalog,
  by: { codes: string[] } | { ids: number[] },
): Promise<{ failed_items: string[]; missing_items: string[] }> {
  const all = await allSalesRules(q, catalog);
  const missing: string[] = [];
  const keys = 'codes' in by ? by.codes : by.ids;
  for (const key of keys) {
    const found =
      'codes' in by ? all.find((entry) => entry.rule.code.toLowerCase() === String(key).toLowerCase()) : all.find((entry) => entry.couponId === key);
    if (!found) {
      missing.push(String(key));
      continue;
    }
    await q.query('delete from coupons where lower(code) = lower($1)', [found.rule.code]);
  }
  return { failed_items: [], missing_items: missing };
}

const CHARSETS: Record<string, string> = {
  alphanum: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789',
  alpha: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  num: '0123456789',
};
/** Massgenerator's limits: at most this many codes per call, and enough room in the code space to avoid collisions. */
const MAX_GENERATE = 1000;

/**
 * CouponManagement::generate (couponSpec: rule_id, quantity, length, format alphanum|alpha|num, prefix, suffix,
 * delimiter_at_every, delimiter): InputException when the spec is unusable (quantity < 1, length < 1, unknown format),
 * then "Error occurred when generating coupons: %1" for a missing rule or one without auto generation. Answers the
 * codes (type 1, not primary) with the rule's limits.
 */
export async function generateCoupons(q: Queryable, catalog: Catalog, spec: JsonObject, now: number): Promise<string[]> {
  const quantity = int(spec.quantity, 0);
  const length = int(spec.length, 0);
  const format = String(spec.format ?? 'alphanum');
  const charset = CHARSETS[format];
  if (quantity < 1 || quantity > MAX_GENERATE || length < 1 || length > 32 || !charset)
    throw new MagentoError(400, 'One or more input exceptions have occurred.');
  const ruleId = int(spec.rule_id, 0);
  const fail = (text: string): never => {
    throw new MagentoError(400, 'Error occurred when generating coupons: %1', [text]);
  };
  const rule = await savedRuleFor(q, catalog, ruleId);
  if (!rule) fail(`No such entity with rule_id = ${ruleId}`);
  if (!flag(rule!.use_auto_generation, false) && rule!.coupon_type !== 'AUTO') fail('Specified rule does not allow automatic coupon generation');
  const prefix = typeof spec.prefix === 'string' ? spec.prefix : '';
  const suffix = typeof spec.suffix === 'string' ? spec.suffix : '';
  const every = int(spec.delimiter_at_every, 0);
  const delimiter = typeof spec.delimiter === 'string' ? spec.delimiter : '-';
  const codes: string[] = [];
  let id = await nextCouponId(q);
  for (let attempt = 0; codes.length < quantity; attempt += 1) {
    if (attempt > quantity * 10) fail('Not enough unique codes can be generated with this length and format.');
    let body = '';
    for (let i = 0; i < length; i += 1) {
      if (every > 0 && i > 0 && i % every === 0) body += delimiter;
      body += charset[randomInt(charset.length)];
    }
    const code = `${prefix}${body}${suffix}`;
    if (codes.includes(code) || (await codeTaken(q, code, null))) continue;
    await q.query('insert into coupons (code, doc, times_used, rule_id, coupon_id, type, created_at) values ($1, $2, 0, $3, $4, 1, $5)', [
      code,
      JSON.stringify(couponRuleOf(rule!)),
      ruleId,
      id,
      now,
    ]);
    id += 1;
    codes.push(code);
  }
  return codes;
}

/**
 * Placing an order with a coupon counts on its rule (salesrule.times_used, for a saved rule) and, for a customer's
 * order, on the customer's use of the rule (salesrule_customer.times_used); canceling the order gives both back,
 * never below 0. SalesRule/Model/Coupon/UpdateCouponUsages::execute (increment on submit, decrement from
 * SalesRule/Plugin/CouponUsagesDecrement::afterCancel on OrderService::cancel).
 */
export async function countRuleUse(q: Queryable, code: string, customerId: number | null, increment: boolean): Promise<void> {
  const step = increment ? 1 : -1;
  await q.query(
    `update sales_rules set doc = jsonb_set(doc, '{times_used}', to_jsonb(greatest(0, coalesce((doc->>'times_used')::int, 0) + $2)))
     where rule_id = (select rule_id from coupons where lower(code) = lower($1))`,
    [code, step],
  );
  if (customerId === null) return;
  const row = await one<{ code: string; rule_id: number | null }>(q, 'select code, rule_id from coupons where lower(code) = lower($1)', [code]);
  if (!row) return;
  await q.query(
    `insert into sales_rule_customers (rule_id, customer_id, times_used) values ($1, $2, greatest(0, $3))
     on conflict (rule_id, customer_id) do update set times_used = greatest(0, sales_rule_customers.times_used + $3)`,
    [ruleIdOfCoupon(row), customerId, step],
  );
}

/** How often a customer has used a coupon's rule (salesrule_customer.times_used; 0 when never). */
export async function customerRuleUses(q: Queryable, row: { code: string; rule_id: number | null }, customerId: number): Promise<number> {
  const found = await one<{ times_used: number }>(q, 'select times_used from sales_rule_customers where rule_id = $1 and customer_id = $2', [
    ruleIdOfCoupon(row),
    customerId,
  ]);
  return found?.times_used ?? 0;
}
