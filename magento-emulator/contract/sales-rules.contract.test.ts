// Contract: coupon search (CouponRepository::getList) and sales rules by id (RuleRepository::getById), ACL
// Magento_SalesRule::quote. The shop server reads both with its integration token to show what a coupon gives
// (server/api/coupon-discounts.router.ts: code → rule_id → simple_action + discount_amount).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURES, call, openTarget, searchQuery, type ContractTarget } from './contract.harness';

let target: ContractTarget;
const V1 = '/rest/nl/V1';
const NOT_AUTHORIZED = { message: "The consumer isn't authorized to access %resources.", parameters: { resources: 'Magento_SalesRule::quote' } };
const RULE_NOT_FOUND = 'The rule with the "%1" ID wasn\'t found. Verify the ID and try again.';

beforeAll(async () => {
  target = await openTarget();
});
afterAll(async () => {
  await target?.close();
});

interface Coupon {
  coupon_id: number;
  rule_id: number;
  code: string;
  usage_limit?: number;
  usage_per_customer?: number;
  times_used: number;
  is_primary: boolean;
  type: number;
  created_at: string;
  expiration_date?: string;
}
interface SearchAnswer {
  items: Coupon[];
  search_criteria: { filter_groups: unknown[]; page_size?: number; current_page?: number };
  total_count: number;
}

/** `token` null = no Authorization header; omitted = the integration token. */
function searchCoupons(query: string, token?: string | null) {
  return call<SearchAnswer>(target, 'GET', `${V1}/coupons/search?${query}`, { token: token === null ? undefined : (token ?? target.token) });
}

async function couponByCode(code: string): Promise<Coupon> {
  const answer = await searchCoupons(searchQuery([[{ field: 'code', value: code, condition_type: 'eq' }]]));
  expect(answer.status).toBe(200);
  const coupon = answer.body.items.find((item) => item.code.toLowerCase() === code.toLowerCase());
  expect(coupon, `coupon ${code}`).toBeDefined();
  return coupon!;
}

/** What the emulator's seed coupons (README "Coupons") must look like in Magento's terms. */
const SEED: ReadonlyArray<{
  code: string;
  ruleId: number;
  action: 'by_percent' | 'cart_fixed';
  amount: number;
  toDate?: string;
  usesPerCoupon: number;
  minSubtotal?: string;
}> = [
  { code: 'FOLT-WELKOM', ruleId: 1, action: 'by_percent', amount: 5, usesPerCoupon: 0 },
  { code: 'HERFST50', ruleId: 2, action: 'cart_fixed', amount: 50, toDate: '2027-03-31', usesPerCoupon: 0, minSubtotal: '250' },
  { code: 'FIETS100', ruleId: 3, action: 'cart_fixed', amount: 100, usesPerCoupon: 0 },
  { code: 'ACCESSOIRES15', ruleId: 4, action: 'by_percent', amount: 15, usesPerCoupon: 0 },
  { code: 'EENMALIG25', ruleId: 5, action: 'cart_fixed', amount: 25, usesPerCoupon: 1, minSubtotal: '100' },
  { code: 'VERLOPEN10', ruleId: 6, action: 'by_percent', amount: 10, toDate: '2025-12-31', usesPerCoupon: 0 },
  { code: 'ACSI100', ruleId: 7, action: 'cart_fixed', amount: 100, usesPerCoupon: 0 },
  { code: 'KAMPEERAUTO100', ruleId: 8, action: 'cart_fixed', amount: 100, usesPerCoupon: 0 },
  { code: 'CAMPERGIDS100', ruleId: 9, action: 'cart_fixed', amount: 100, usesPerCoupon: 0 },
  { code: 'CAMPERTV100', ruleId: 10, action: 'cart_fixed', amount: 100, usesPerCoupon: 0 },
  { code: 'BEDUM100', ruleId: 11, action: 'cart_fixed', amount: 100, usesPerCoupon: 0 },
];

describe('coupons/search', () => {
  it('answers { items, search_criteria, total_count } with CouponInterface items', async () => {
    const coupon = await couponByCode(FIXTURES.couponCode);
    expect(Number.isInteger(coupon.coupon_id)).toBe(true);
    expect(Number.isInteger(coupon.rule_id)).toBe(true);
    expect(typeof coupon.times_used).toBe('number');
    expect(typeof coupon.is_primary).toBe('boolean');
    expect(coupon.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    for (const value of Object.values(coupon)) expect(value).not.toBeNull();
  });

  it('emulator: every seed coupon is one primary, manual coupon of its own rule', async () => {
    if (!target.isEmulator) return; // seed data
    for (const seed of SEED) {
      const coupon = await couponByCode(seed.code);
      const expected: Record<string, unknown> = { coupon_id: seed.ruleId, rule_id: seed.ruleId, code: seed.code, times_used: 0, is_primary: true, type: 0 };
      if (seed.usesPerCoupon > 0) expected.usage_limit = seed.usesPerCoupon;
      if (seed.toDate) expected.expiration_date = `${seed.toDate} 00:00:00`;
      expect(coupon).toEqual({ ...expected, created_at: coupon.created_at });
      expect(coupon.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    }
    const all = await searchCoupons(searchQuery([]));
    expect(all.body.total_count).toBe(SEED.length);
    expect(all.body.items.map((coupon) => coupon.code)).toEqual(SEED.map((seed) => seed.code));
  });

  it('filters on code with eq (case-insensitively) and in, and on rule_id', async () => {
    const eq = await searchCoupons(searchQuery([[{ field: 'code', value: FIXTURES.couponCode.toLowerCase(), condition_type: 'eq' }]]));
    expect(eq.status).toBe(200);
    expect(eq.body.total_count).toBe(1);
    expect(eq.body.items[0]!.code).toBe(FIXTURES.couponCode);
    expect(eq.body.search_criteria.filter_groups).toEqual([{ filters: [{ field: 'code', value: FIXTURES.couponCode.toLowerCase(), condition_type: 'eq' }] }]);

    const both = [FIXTURES.couponCode, FIXTURES.secondCouponCode];
    const inList = await searchCoupons(searchQuery([[{ field: 'code', value: both.join(','), condition_type: 'in' }]]));
    expect(inList.status).toBe(200);
    expect(inList.body.total_count).toBe(2);
    expect(inList.body.items.map((coupon) => coupon.code).sort()).toEqual([...both].sort());

    const first = inList.body.items[0]!;
    const byRule = await searchCoupons(searchQuery([[{ field: 'rule_id', value: String(first.rule_id) }]]));
    expect(byRule.body.items.every((coupon) => coupon.rule_id === first.rule_id)).toBe(true);
    expect(byRule.body.items.map((coupon) => coupon.code)).toContain(first.code);

    const none = await searchCoupons(searchQuery([[{ field: 'code', value: 'NO-SUCH-COUPON-7f3a' }]]));
    expect(none.status).toBe(200);
    expect(none.body.items).toEqual([]);
    expect(none.body.total_count).toBe(0);
  });

  it('pages with pageSize/currentPage; total_count counts all matches', async () => {
    const sort = [{ field: 'coupon_id', direction: 'ASC' as const }];
    const all = await searchCoupons(searchQuery([], { sort }));
    expect(all.body.total_count).toBeGreaterThanOrEqual(2);
    const page1 = await searchCoupons(searchQuery([], { pageSize: 1, currentPage: 1, sort }));
    const page2 = await searchCoupons(searchQuery([], { pageSize: 1, currentPage: 2, sort }));
    expect(page1.body.items).toHaveLength(1);
    expect(page2.body.items).toHaveLength(1);
    expect(page1.body.items[0]!.coupon_id).toBeLessThan(page2.body.items[0]!.coupon_id);
    expect(page1.body.total_count).toBe(all.body.total_count);
    expect(page2.body.total_count).toBe(all.body.total_count);
    expect(page2.body.search_criteria).toMatchObject({ page_size: 1, current_page: 2 });
    if (!target.isEmulator) return; // the rest uses the seed's eleven coupons
    const last = await searchCoupons(searchQuery([], { pageSize: 4, currentPage: 3, sort }));
    expect(last.body.items.map((coupon) => coupon.code)).toEqual(['CAMPERGIDS100', 'CAMPERTV100', 'BEDUM100']);
    expect(last.body.total_count).toBe(SEED.length);
    const desc = await searchCoupons(searchQuery([], { pageSize: 2, sort: [{ field: 'coupon_id', direction: 'DESC' }] }));
    expect(desc.body.items.map((coupon) => coupon.code)).toEqual(['BEDUM100', 'CAMPERTV100']);
  });

  it('needs searchCriteria', async () => {
    const answer = await call(target, 'GET', `${V1}/coupons/search`, { token: target.token });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: '"%fieldName" is required. Enter and try again.', parameters: { fieldName: 'searchCriteria' } });
  });
});

describe('salesRules/:ruleId', () => {
  it('answers RuleInterface for the rule behind a coupon, nulls left out', async () => {
    const coupon = await couponByCode(FIXTURES.couponCode);
    const { status, body } = await call(target, 'GET', `${V1}/salesRules/${coupon.rule_id}`, { token: target.token });
    expect(status).toBe(200);
    expect(body.rule_id).toBe(coupon.rule_id);
    for (const key of [
      'name',
      'store_labels',
      'website_ids',
      'customer_group_ids',
      'uses_per_customer',
      'is_active',
      'stop_rules_processing',
      'is_advanced',
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
    ])
      expect(body, key).toHaveProperty(key);
    expect(['by_percent', 'by_fixed', 'cart_fixed', 'buy_x_get_y']).toContain(body.simple_action);
    expect(typeof body.discount_amount).toBe('number');
    expect(body.coupon_type).toBe('SPECIFIC_COUPON');
    for (const value of Object.values(body)) expect(value).not.toBeNull();
  });

  it('emulator: maps every seed coupon onto its rule (percent → by_percent, fixed → cart_fixed, expiry → to_date, limit → uses_per_coupon)', async () => {
    if (!target.isEmulator) return; // seed data
    for (const seed of SEED) {
      const { status, body } = await call(target, 'GET', `${V1}/salesRules/${seed.ruleId}`, { token: target.token });
      expect(status, seed.code).toBe(200);
      expect(body).toMatchObject({
        rule_id: seed.ruleId,
        name: seed.code,
        store_labels: [],
        website_ids: [1],
        customer_group_ids: [0, 1],
        uses_per_customer: 0,
        is_active: true,
        stop_rules_processing: false,
        is_advanced: true,
        sort_order: 0,
        simple_action: seed.action,
        discount_amount: seed.amount,
        discount_qty: 0,
        discount_step: 0,
        apply_to_shipping: false,
        times_used: 0,
        coupon_type: 'SPECIFIC_COUPON',
        use_auto_generation: false,
        uses_per_coupon: seed.usesPerCoupon,
      });
      expect(typeof body.description).toBe('string');
      expect(body.from_date).toBeUndefined();
      expect(body.to_date).toBe(seed.toDate);
      const conditions = body.condition.conditions as Array<{ attribute_name: string; operator: string; value: string }>;
      if (seed.minSubtotal)
        expect(conditions).toEqual([expect.objectContaining({ attribute_name: 'base_subtotal_total_incl_tax', operator: '>=', value: seed.minSubtotal })]);
      else expect(conditions).toEqual([]);
    }
  });

  it('emulator: prints a SKU restriction as "SKU is one of" the catalogue SKUs it matches (bikes for FIETS100, parts for ACCESSOIRES15)', async () => {
    if (!target.isEmulator) return; // seed data
    const skusOf = async (code: string): Promise<string[] | null> => {
      const { body } = await call(target, 'GET', `${V1}/salesRules/${(await couponByCode(code)).rule_id}`, { token: target.token });
      const conditions = body.action_condition.conditions as Array<{ condition_type: string; attribute_name: string; operator: string; value: string }>;
      if (conditions.length === 0) return null;
      expect(conditions).toEqual([
        { condition_type: 'Magento\\SalesRule\\Model\\Rule\\Condition\\Product', attribute_name: 'sku', operator: '()', value: expect.any(String) },
      ]);
      return conditions[0]!.value.split(', ');
    };
    const bikes = await skusOf('FIETS100');
    expect(bikes).toContain('FOLT Classic');
    expect(bikes).not.toContain('FOLT-CHAIN-OIL');
    const parts = await skusOf('ACCESSOIRES15');
    expect(parts).toContain('FOLT-BAT-360');
    expect(parts).not.toContain('FOLT Classic');
    expect(await skusOf('HERFST50')).toBeNull();
  });

  it('answers the same rule in every store view', async () => {
    const coupon = await couponByCode(FIXTURES.couponCode);
    const nl = await call(target, 'GET', `/rest/V1/salesRules/${coupon.rule_id}`, { token: target.token });
    const de = await call(target, 'GET', `/rest/de/V1/salesRules/${coupon.rule_id}`, { token: target.token });
    expect(de.status).toBe(200);
    expect(de.body).toEqual(nl.body);
  });

  it('answers 404 with the id for an unknown rule and 400 for a non-numeric id', async () => {
    const unknown = await call(target, 'GET', `${V1}/salesRules/987654`, { token: target.token });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(RULE_NOT_FOUND);
    expect(unknown.body.parameters.map(String)).toEqual(['987654']);
    if (target.isEmulator) expect(unknown.body).toEqual({ message: RULE_NOT_FOUND, parameters: ['987654'] });

    for (const id of ['abc', '1.5']) {
      const malformed = await call(target, 'GET', `${V1}/salesRules/${id}`, { token: target.token });
      expect(malformed.status, id).toBe(400);
      expect(malformed.body).toEqual({
        message: 'The "%value" value\'s type is invalid. The "%type" type was expected. Verify and try again.',
        parameters: { value: id, type: 'int' },
      });
    }
  });
});

describe('auth (Magento_SalesRule::quote)', () => {
  it('refuses both routes without a token', async () => {
    const search = await searchCoupons(searchQuery([]), null);
    expect(search.status).toBe(401);
    expect(search.body).toEqual(NOT_AUTHORIZED);
    const rule = await call(target, 'GET', `${V1}/salesRules/1`);
    expect(rule.status).toBe(401);
    expect(rule.body).toEqual(NOT_AUTHORIZED);
  });

  it('refuses both routes with a customer token', async () => {
    if (!target.customer.email) return;
    const login = await call<string>(target, 'POST', '/rest/V1/integration/customer/token', {
      body: { username: target.customer.email, password: target.customer.password },
    });
    expect(login.status).toBe(200);
    const search = await searchCoupons(searchQuery([]), login.body);
    expect(search.status).toBe(401);
    expect(search.body).toEqual(NOT_AUTHORIZED);
    const rule = await call(target, 'GET', `${V1}/salesRules/1`, { token: login.body });
    expect(rule.status).toBe(401);
    expect(rule.body).toEqual(NOT_AUTHORIZED);
  });

  it('emulator: accepts an admin token', async () => {
    if (!target.isEmulator) return; // real 2.4 shops usually require the 2FA endpoint for admin tokens
    const admin = await call<string>(target, 'POST', '/rest/V1/integration/admin/token', {
      body: { username: target.admin.username, password: target.admin.password },
    });
    expect(admin.status).toBe(200);
    expect((await searchCoupons(searchQuery([]), admin.body)).status).toBe(200);
    expect((await call(target, 'GET', `${V1}/salesRules/1`, { token: admin.body })).status).toBe(200);
  });
});
