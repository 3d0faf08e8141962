// Contract: saving sales rules and coupons over /V1/salesRules and /V1/coupons (ACL Magento_SalesRule::quote), as
// Magento's api-functional tests do it — dev/tests/api-functional/testsuite/Magento/SalesRule/Api/
// RuleRepositoryTest::testCrud (create echoes the rule, getList by rule_id echoes the criteria, update with rule_id in
// the body, get, delete → true), CouponRepositoryTest::testCrud (a manual coupon of a rule, the rule's limits copied
// onto it, update, get, delete → true) and CouponManagementTest::testManagement (generate 10 codes per format, then
// deleteByCodes and deleteByIds leave none) — plus what the shop needs: a rule saved here discounts the cart exactly
// as a seed coupon does (percent or fixed, minimum subtotal, SKU or category restriction, dates, usage limit).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NL_ADDRESS, call, openTarget, placeOrderBody, readyCart, searchQuery, type ContractTarget } from './contract.harness';

let target: ContractTarget;
const V1 = '/rest/V1';
const COMBINE = 'Magento\\SalesRule\\Model\\Rule\\Condition\\Combine';
const PRODUCT_COMBINE = 'Magento\\SalesRule\\Model\\Rule\\Condition\\Product\\Combine';
const ADDRESS = 'Magento\\SalesRule\\Model\\Rule\\Condition\\Address';
const PRODUCT = 'Magento\\SalesRule\\Model\\Rule\\Condition\\Product';

beforeAll(async () => {
  target = await openTarget();
});
afterAll(async () => {
  await target?.close();
});

const api = <T = any>(method: string, path: string, body?: unknown) =>
  call<T>(target, method, `${V1}${path}`, { token: target.token, ...(body === undefined ? {} : { body }) });

/** RuleRepositoryTest::getSalesRuleData, with a subtotal condition the emulator prices. */
function ruleData(over: Record<string, unknown> = {}) {
  return {
    name: '40% Off on Large Orders',
    store_labels: [{ store_id: 0, store_label: 'TestRule_Label' }],
    description: 'Test sales rule',
    website_ids: [1],
    customer_group_ids: [0, 1, 3],
    uses_per_customer: 2,
    is_active: true,
    condition: {
      condition_type: COMBINE,
      conditions: [{ condition_type: ADDRESS, operator: '>=', attribute_name: 'base_subtotal_total_incl_tax', value: '800' }],
      aggregator_type: 'all',
    },
    action_condition: { condition_type: PRODUCT_COMBINE, conditions: [], aggregator_type: 'all' },
    stop_rules_processing: true,
    is_advanced: true,
    sort_order: 2,
    simple_action: 'cart_fixed',
    discount_amount: 40,
    discount_qty: 2,
    discount_step: 0,
    apply_to_shipping: false,
    times_used: 1,
    is_rss: true,
    coupon_type: 'SPECIFIC_COUPON',
    use_auto_generation: false,
    uses_per_coupon: 0,
    simple_free_shipping: '0',
    ...over,
  };
}

async function cartWith(sku: string, qty = 1): Promise<string> {
  const cartId = (await call<string>(target, 'POST', `${V1}/guest-carts`)).body;
  await call(target, 'POST', `${V1}/guest-carts/${cartId}/items`, { body: { cartItem: { sku, qty, quote_id: cartId } } });
  return cartId;
}
const applyCoupon = (cartId: string, code: string) => call(target, 'PUT', `${V1}/guest-carts/${cartId}/coupons/${encodeURIComponent(code)}`);
const discountOf = async (cartId: string) => (await call(target, 'GET', `${V1}/guest-carts/${cartId}/totals`)).body.discount_amount as number;

describe('salesRules (RuleRepositoryTest::testCrud)', () => {
  it('creates, lists, updates, reads and deletes a rule', async () => {
    const input = ruleData();
    const created = await api('POST', '/salesRules', { rule: input });
    expect(created.status).toBe(200);
    const ruleId = created.body.rule_id as number;
    expect(Number.isInteger(ruleId)).toBe(true);
    const { rule_id: _id, ...echo } = created.body;
    expect(echo).toEqual(input);

    const criteria = { filter_groups: [{ filters: [{ field: 'rule_id', value: String(ruleId), condition_type: 'eq' }] }], page_size: 2, current_page: 1 };
    const listed = await api(
      'GET',
      `/salesRules/search?${searchQuery([[{ field: 'rule_id', value: String(ruleId), condition_type: 'eq' }]], { pageSize: 2 })}`,
    );
    expect(listed.status).toBe(200);
    expect(listed.body.search_criteria).toEqual(criteria);
    expect(listed.body.total_count).toBe(1);
    expect(listed.body.items[0]).toEqual({ rule_id: ruleId, ...input });

    const changed = { ...input, times_used: 2, discount_amount: 30 };
    const updated = await api('PUT', `/salesRules/${ruleId}`, { rule: { ...changed, rule_id: ruleId } });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({ rule_id: ruleId, ...changed });
    expect((await api('GET', `/salesRules/${ruleId}`)).body).toEqual({ rule_id: ruleId, ...changed });

    const deleted = await api('DELETE', `/salesRules/${ruleId}`);
    expect(deleted.status).toBe(200);
    expect(deleted.text).toBe('true');
    expect((await api('GET', `/salesRules/${ruleId}`)).status).toBe(404);
    expect((await api('DELETE', `/salesRules/${ruleId}`)).status).toBe(404);
  });

  it('merges a partial update over the stored rule; an unknown rule_id is "No such entity."', async () => {
    const { body: rule } = await api('POST', '/salesRules', { rule: ruleData({ name: 'partial' }) });
    const expired = await api('PUT', `/salesRules/${rule.rule_id}`, { rule: { rule_id: rule.rule_id, to_date: '2020-01-31', is_active: false } });
    expect(expired.body).toMatchObject({ name: 'partial', discount_amount: 40, to_date: '2020-01-31', is_active: false });
    const missing = await api('PUT', '/salesRules/999999', { rule: { rule_id: 999999, name: 'x' } });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'No such entity.' });
  });

  it("validates as Rule::validateData: end before start, no website, no customer group (the texts joined by '; ')", async () => {
    const answer = await api('POST', '/salesRules', {
      rule: ruleData({ from_date: '2027-02-01', to_date: '2027-01-01', website_ids: [], customer_group_ids: [] }),
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: 'End Date must follow Start Date.; Please specify a website.; Please specify Customer Groups.; ' });
    expect((await api('POST', '/salesRules', {})).body).toEqual({
      message: '"%fieldName" is required. Enter and try again.',
      parameters: { fieldName: 'rule' },
    });
    const unknown = await api('POST', '/salesRules', { rule: { ...ruleData(), coupon_code: 'X' } });
    expect(unknown.status).toBe(400);
  });

  it('searches rules with filters and sort (RuleRepositoryTest::testGetListWithMultipleFiltersAndSorting shape)', async () => {
    for (const name of ['#2', '#1', '#3']) await api('POST', '/salesRules', { rule: ruleData({ name, uses_per_coupon: name === '#3' ? 1 : 5 }) });
    const query = searchQuery(
      [
        [
          { field: 'is_rss', value: '1', condition_type: 'eq' },
          { field: 'name', value: '#4', condition_type: 'eq' },
        ],
        [{ field: 'uses_per_coupon', value: '1', condition_type: 'gt' }],
      ],
      { pageSize: 20, sort: [{ field: 'name', direction: 'ASC' }] },
    );
    const answer = await api('GET', `/salesRules/search?${query}`);
    expect(answer.status).toBe(200);
    expect(answer.body.items.map((rule: { name: string }) => rule.name).filter((name: string) => name.startsWith('#'))).toEqual(['#1', '#2']);
    expect((await api('GET', `/salesRules/search?${searchQuery([[{ field: 'no_such_column', value: '1' }]])}`)).status).toBe(500);
  });

  it('needs Magento_SalesRule::quote', async () => {
    const anonymous = await call(target, 'POST', `${V1}/salesRules`, { body: { rule: ruleData() } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ parameters: { resources: 'Magento_SalesRule::quote' } });
  });
});

describe('coupons (CouponRepositoryTest::testCrud)', () => {
  it('saves a manual coupon of a specific-coupon rule with the rule limits, updates, reads and deletes it', async () => {
    const { body: rule } = await api('POST', '/salesRules', {
      rule: ruleData({ name: 'coupon crud', uses_per_coupon: 3, uses_per_customer: 1, to_date: '2099-12-31' }),
    });
    const input = { rule_id: rule.rule_id, code: 'MYCOUPONCODE1', times_used: 0, type: 0 };
    const created = await api('POST', '/coupons', { coupon: input });
    expect(created.status).toBe(200);
    const couponId = created.body.coupon_id;
    expect(created.body).toMatchObject({ ...input, usage_limit: 3, usage_per_customer: 1, expiration_date: '2099-12-31 00:00:00' });
    const listed = await api('GET', `/coupons/search?${searchQuery([[{ field: 'coupon_id', value: String(couponId) }]], { pageSize: 2 })}`);
    expect(listed.body.items).toEqual([created.body]);
    const updated = await api('PUT', `/coupons/${couponId}`, { coupon: { ...input, coupon_id: couponId, times_used: 2, code: 'MYCOUPONCODE2' } });
    expect(updated.body).toMatchObject({ coupon_id: couponId, code: 'MYCOUPONCODE2', times_used: 2 });
    expect((await api('GET', `/coupons/${couponId}`)).body.code).toBe('MYCOUPONCODE2');
    expect((await api('DELETE', `/coupons/${couponId}`)).text).toBe('true');
    expect((await api('GET', `/coupons/${couponId}`)).status).toBe(404);
  });

  it('refuses as CouponRepository::save does, wrapped in "Error occurred when saving coupon"', async () => {
    const { body: auto } = await api('POST', '/salesRules', { rule: ruleData({ name: 'auto', use_auto_generation: true }) });
    const { body: none } = await api('POST', '/salesRules', { rule: ruleData({ name: 'none', coupon_type: 'NO_COUPON' }) });
    const { body: specific } = await api('POST', '/salesRules', { rule: ruleData({ name: 'specific' }) });
    const refusal = (text: string) => ({ message: 'Error occurred when saving coupon: %1', parameters: [text] });
    expect((await api('POST', '/coupons', { coupon: { rule_id: none.rule_id, code: 'A1', type: 0 } })).body).toEqual(
      refusal('Specified rule does not allow coupons'),
    );
    expect((await api('POST', '/coupons', { coupon: { rule_id: auto.rule_id, code: 'A2', type: 0 } })).body).toEqual(
      refusal('Specified rule only allows auto generated coupons'),
    );
    expect((await api('POST', '/coupons', { coupon: { rule_id: specific.rule_id, code: 'A3', type: 1 } })).body).toEqual(
      refusal('Specified rule does not allow auto generated coupons'),
    );
    expect((await api('POST', '/coupons', { coupon: { rule_id: 999999, code: 'A4', type: 0 } })).body).toEqual(refusal('No such entity with rule_id = 999999'));
    const taken = await api('POST', '/coupons', { coupon: { rule_id: specific.rule_id, code: 'folt-welkom', type: 0 } });
    expect(taken.status).toBe(400);
    expect(taken.body).toEqual({ message: 'Coupon with the same code already exists.' });
  });
});

describe('coupons/generate, deleteByCodes, deleteByIds (CouponManagementTest::testManagement)', () => {
  for (const [length, format, regex] of [
    [12, 'alphanum', /^[a-zA-Z0-9]{12}$/],
    [10, 'num', /^[0-9]{10}$/],
    [8, 'alpha', /^[a-zA-Z]{8}$/],
  ] as const) {
    it(`generates 10 ${format} codes of ${length}, then deletes half by code and half by id`, async () => {
      const { body: rule } = await api('POST', '/salesRules', { rule: ruleData({ name: `gen ${format}`, use_auto_generation: true }) });
      const generated = await api('POST', '/coupons/generate', { couponSpec: { rule_id: rule.rule_id, quantity: 10, length, format } });
      expect(generated.status).toBe(200);
      expect(generated.body).toHaveLength(10);
      for (const code of generated.body) expect(code).toMatch(regex);
      const list = async () =>
        (await api('GET', `/coupons/search?${searchQuery([[{ field: 'rule_id', value: String(rule.rule_id) }]], { pageSize: 300 })}`)).body.items;
      const coupons = await list();
      expect(coupons).toHaveLength(10);
      expect(coupons.every((coupon: { type: number; is_primary?: boolean }) => coupon.type === 1 && coupon.is_primary === undefined)).toBe(true);
      const byCode = await api('POST', '/coupons/deleteByCodes', { codes: coupons.slice(5).map((coupon: { code: string }) => coupon.code) });
      expect(byCode.body).toEqual({ failed_items: [], missing_items: [] });
      expect(await list()).toHaveLength(5);
      const byId = await api('POST', '/coupons/deleteByIds', {
        ids: [...coupons.slice(0, 5).map((coupon: { coupon_id: number }) => coupon.coupon_id), 999999],
      });
      expect(byId.body).toEqual({ failed_items: [], missing_items: ['999999'] });
      expect(await list()).toHaveLength(0);
    });
  }

  it('refuses a rule without auto generation and an unusable spec', async () => {
    const { body: rule } = await api('POST', '/salesRules', { rule: ruleData({ name: 'no gen' }) });
    const answer = await api('POST', '/coupons/generate', { couponSpec: { rule_id: rule.rule_id, quantity: 2, length: 8, format: 'alpha' } });
    expect(answer.body).toEqual({
      message: 'Error occurred when generating coupons: %1',
      parameters: ['Specified rule does not allow automatic coupon generation'],
    });
    expect((await api('POST', '/coupons/generate', { couponSpec: { rule_id: rule.rule_id, quantity: 0, length: 8, format: 'alpha' } })).status).toBe(400);
  });
});

describe('emulator: a rule saved through the API discounts the cart as a seed coupon does', () => {
  it('percent off, only for the SKUs of its product condition, counted when an order is placed', async () => {
    if (!target.isEmulator) return;
    const { body: rule } = await api('POST', '/salesRules', {
      rule: ruleData({
        name: 'LOCKS10',
        simple_action: 'by_percent',
        discount_amount: 10,
        condition: { condition_type: COMBINE, conditions: [], aggregator_type: 'all' },
        action_condition: {
          condition_type: PRODUCT_COMBINE,
          conditions: [{ condition_type: PRODUCT, operator: '()', attribute_name: 'sku', value: 'FOLT-LOCK-FOLD' }],
          aggregator_type: 'all',
        },
        uses_per_coupon: 1,
        times_used: 0,
      }),
    });
    await api('POST', '/coupons', { coupon: { rule_id: rule.rule_id, code: 'LOCKS10', type: 0 } });
    const bell = await cartWith('FOLT-BELL');
    expect((await applyCoupon(bell, 'LOCKS10')).status).toBe(404);
    const cartId = await readyCart(target, 'nl', 'FOLT-LOCK-FOLD');
    expect((await applyCoupon(cartId, 'LOCKS10')).status).toBe(200);
    expect(await discountOf(cartId)).toBe(-8); // 10 % of € 79,95, rounded to the cent
    const placed = await call(target, 'POST', `${V1}/guest-carts/${cartId}/payment-information`, { body: placeOrderBody() });
    expect(placed.status).toBe(200);
    const [coupon] = (await api('GET', `/coupons/search?${searchQuery([[{ field: 'code', value: 'LOCKS10' }]])}`)).body.items;
    expect(coupon).toMatchObject({ times_used: 1, usage_limit: 1 });
    expect((await api('GET', `/salesRules/${rule.rule_id}`)).body.times_used).toBe(1);
    // Used up: the next cart is refused.
    expect((await applyCoupon(await cartWith('FOLT-LOCK-FOLD'), 'LOCKS10')).status).toBe(404);
  });

  it('a fixed amount with a minimum subtotal and a category restriction; not before from_date; off once expired', async () => {
    if (!target.isEmulator) return;
    const lock = (await api('GET', '/products/FOLT-LOCK-FOLD')).body;
    const category = String(lock.extension_attributes.category_links[0].category_id);
    const { body: rule } = await api('POST', '/salesRules', {
      rule: ruleData({
        name: 'SLOT5',
        discount_amount: 5,
        condition: {
          condition_type: COMBINE,
          conditions: [{ condition_type: ADDRESS, operator: '>=', attribute_name: 'base_subtotal_total_incl_tax', value: '100' }],
          aggregator_type: 'all',
        },
        action_condition: {
          condition_type: PRODUCT_COMBINE,
          conditions: [{ condition_type: PRODUCT, operator: '()', attribute_name: 'category_ids', value: category }],
          aggregator_type: 'all',
        },
      }),
    });
    await api('POST', '/coupons', { coupon: { rule_id: rule.rule_id, code: 'SLOT5', type: 0 } });
    expect((await applyCoupon(await cartWith('FOLT-LOCK-FOLD'), 'SLOT5')).status).toBe(404); // € 79,95 < € 100
    const two = await cartWith('FOLT-LOCK-FOLD', 2);
    expect((await applyCoupon(two, 'SLOT5')).status).toBe(200);
    expect(await discountOf(two)).toBe(-5);
    expect((await applyCoupon(await cartWith('FOLT-BELL', 20), 'SLOT5')).status).toBe(404); // another category
    await api('PUT', `/salesRules/${rule.rule_id}`, { rule: { rule_id: rule.rule_id, from_date: '2099-01-01' } });
    expect((await applyCoupon(await cartWith('FOLT-LOCK-FOLD', 2), 'SLOT5')).status).toBe(404);
    await api('PUT', `/salesRules/${rule.rule_id}`, { rule: { rule_id: rule.rule_id, from_date: null, to_date: '2020-01-01' } });
    expect((await applyCoupon(await cartWith('FOLT-LOCK-FOLD', 2), 'SLOT5')).status).toBe(404);
  });

  it('saving a seed rule keeps its ids and its effect; deactivating it turns the coupon off', async () => {
    if (!target.isEmulator) return;
    const before = (await api('GET', '/salesRules/4')).body;
    const saved = await api('PUT', '/salesRules/4', { rule: { rule_id: 4, description: 'Accessoires -15%' } });
    expect(saved.body).toMatchObject({ rule_id: 4, name: before.name, discount_amount: 15, description: 'Accessoires -15%' });
    const [coupon] = (await api('GET', `/coupons/search?${searchQuery([[{ field: 'rule_id', value: '4' }]])}`)).body.items;
    expect(coupon).toMatchObject({ coupon_id: 4, rule_id: 4, code: before.name });
    const cart = await cartWith('FOLT-BELL');
    expect((await applyCoupon(cart, before.name)).status).toBe(200);
    await api('PUT', '/salesRules/4', { rule: { rule_id: 4, is_active: false } });
    expect((await applyCoupon(await cartWith('FOLT-BELL'), before.name)).status).toBe(404);
    await api('PUT', '/salesRules/4', { rule: { rule_id: 4, is_active: true } });
  });
});

/** A new customer's token (QuoteManagement: a new customer has no cart in the way). */
async function customerToken(): Promise<string> {
  const email = `coupon-${randomUUID().slice(0, 8)}@example.nl`;
  const password = 'Fiets-2024!x';
  expect((await call(target, 'POST', `${V1}/customers`, { body: { customer: { email, firstname: 'Kees', lastname: 'Klant' }, password } })).status).toBe(200);
  return (await call<string>(target, 'POST', `${V1}/integration/customer/token`, { body: { username: email, password } })).body;
}

/** The customer's cart (carts/mine) with one lock in it and shipping set, ready to be ordered. */
async function customerCart(token: string): Promise<void> {
  const quoteId = (await call<number>(target, 'POST', `${V1}/carts/mine`, { token })).body;
  await call(target, 'POST', `${V1}/carts/mine/items`, { token, body: { cartItem: { sku: 'FOLT-LOCK-FOLD', qty: 1, quote_id: quoteId } } });
  const methods = (await call(target, 'POST', `${V1}/carts/mine/estimate-shipping-methods`, { token, body: { address: { country_id: 'NL' } } })).body;
  await call(target, 'POST', `${V1}/carts/mine/shipping-information`, {
    token,
    body: {
      addressInformation: {
        shipping_address: NL_ADDRESS,
        billing_address: NL_ADDRESS,
        shipping_carrier_code: methods[0].carrier_code,
        shipping_method_code: methods[0].method_code,
      },
    },
  });
}
const applyMine = (token: string, code: string) => call(target, 'PUT', `${V1}/carts/mine/coupons/${encodeURIComponent(code)}`, { token });
const placeMine = (token: string) =>
  call<string>(target, 'POST', `${V1}/carts/mine/payment-information`, {
    token,
    body: { paymentMethod: { method: 'cashondelivery' }, billingAddress: NL_ADDRESS },
  });

// SalesRule/Model/Utility::canProcessRule: a logged-in customer who has used the rule uses_per_customer times is refused
// it (salesrule_customer.times_used, counted by Coupon/UpdateCouponUsages when the order is placed and given back by
// Plugin/CouponUsagesDecrement when it is canceled); a guest is never counted. CouponManagement::set then answers 404
// "The coupon code isn't valid. Verify the code and try again." and leaves the cart without the code.
describe("emulator: a rule's uses_per_customer (Utility::canProcessRule, salesrule_customer)", () => {
  it('a customer uses the coupon as often as allowed, then is refused; another customer and a guest are not; a cancel gives a use back', async () => {
    if (!target.isEmulator) return;
    const { body: rule } = await api('POST', '/salesRules', {
      rule: ruleData({
        name: 'ONCE10',
        simple_action: 'by_percent',
        discount_amount: 10,
        condition: { condition_type: COMBINE, conditions: [], aggregator_type: 'all' },
        uses_per_customer: 1,
        uses_per_coupon: 0,
        times_used: 0,
      }),
    });
    await api('POST', '/coupons', { coupon: { rule_id: rule.rule_id, code: 'ONCE10', type: 0 } });
    const [coupon] = (await api('GET', `/coupons/search?${searchQuery([[{ field: 'code', value: 'ONCE10' }]])}`)).body.items;
    expect(coupon).toMatchObject({ usage_per_customer: 1 });

    const jan = await customerToken();
    await customerCart(jan);
    expect((await applyMine(jan, 'ONCE10')).status).toBe(200);
    const first = await placeMine(jan);
    expect(first.status).toBe(200);
    expect((await api('GET', `/orders/${first.body}`)).body.coupon_code).toBe('ONCE10');

    // Used once: the next cart of the same customer is refused, as Magento refuses it.
    await customerCart(jan);
    const refused = await applyMine(jan, 'ONCE10');
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual({ message: "The coupon code isn't valid. Verify the code and try again." });
    expect((await call(target, 'GET', `${V1}/carts/mine/totals`, { token: jan })).body.coupon_code ?? null).toBeNull();

    // Another customer, and a guest (never counted per customer), still get it.
    const piet = await customerToken();
    await customerCart(piet);
    expect((await applyMine(piet, 'ONCE10')).status).toBe(200);
    expect((await applyCoupon(await cartWith('FOLT-LOCK-FOLD'), 'ONCE10')).status).toBe(200);

    // The order canceled: the use is given back (CouponUsagesDecrement), and the customer may use the coupon again.
    expect((await api('POST', `/orders/${first.body}/cancel`)).body).toBe(true);
    expect((await applyMine(jan, 'ONCE10')).status).toBe(200);
  });

  it('the customer who used the coupon up is refused it on the next cart, and the order from that cart has no coupon and no discount', async () => {
    if (!target.isEmulator) return;
    const { body: rule } = await api('POST', '/salesRules', {
      rule: ruleData({
        name: 'ONCE5',
        simple_action: 'by_percent',
        discount_amount: 5,
        condition: { condition_type: COMBINE, conditions: [], aggregator_type: 'all' },
        uses_per_customer: 1,
        uses_per_coupon: 0,
        times_used: 0,
      }),
    });
    await api('POST', '/coupons', { coupon: { rule_id: rule.rule_id, code: 'ONCE5', type: 0 } });
    const jan = await customerToken();
    await customerCart(jan);
    expect((await applyMine(jan, 'ONCE5')).status).toBe(200);
    expect((await placeMine(jan)).status).toBe(200);
    // The ordered quote's next cart: the coupon put on it before cannot be ordered with again.
    await customerCart(jan);
    expect((await applyMine(jan, 'ONCE5')).status).toBe(404);
    const placed = await placeMine(jan);
    expect(placed.status).toBe(200);
    expect((await api('GET', `/orders/${placed.body}`)).body.coupon_code ?? null).toBeNull();
  });
});
