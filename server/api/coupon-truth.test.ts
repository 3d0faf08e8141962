// Issue 20 items 3 and 4 against the emulator with the seeded codes: a refused code says why (without the rule's
// internals), and a coupon's discounts say for which products and from what amount, so that a badge shows only where
// the coupon would apply (common/coupon-scope.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponDiscountsSchema, couponRefusalSchema, type Discount } from '../../common/contract/coupon.schema';
import { discountAppliesTo, type ScopedProduct } from '../../common/coupon-scope';
import { startApiHarness, startTestEmulator, type ApiHarness, type EmulatorHandle } from './api-test-harness';
import { minSubtotalOf, productScopeOf, refusalOf, toDiscount, type SalesRule } from './coupon-rules';

let emu: EmulatorHandle;
let h: ApiHarness;
let products: ScopedProduct[];

beforeAll(async () => {
  emu = await startTestEmulator();
  h = await startApiHarness({ magentoUrl: emu.url, magentoToken: emu.integrationToken, config: { upstreamTimeoutMs: 5000 } });
  products = (await h.call('GET', '/api/magento/products?locale=nl&pageSize=300')).json.data.items;
}, 60_000);
afterAll(async () => {
  await h?.close();
  await emu?.close();
});

const product = (sku: string): ScopedProduct => {
  const found = products.find((p) => p.sku === sku);
  if (!found) throw new Error(`no product ${sku}`);
  return found;
};

interface BundleOption {
  option_id: number;
  required: boolean;
  product_links: Array<{ id: string; is_default: boolean }>;
}

/** A simple product as it is; a bike with the default of each required option. */
function cartItem(sku: string) {
  const options = (product(sku) as { extension_attributes?: { bundle_product_options?: BundleOption[] } }).extension_attributes?.bundle_product_options;
  if (!options) return { sku, qty: 1 };
  const bundle_options = options
    .filter((option) => option.required)
    .map((option) => ({
      option_id: option.option_id,
      option_qty: 1,
      option_selections: [Number((option.product_links.find((link) => link.is_default) ?? option.product_links[0]!).id)],
    }));
  return { sku, qty: 1, product_option: { extension_attributes: { bundle_options } } };
}

async function cartWith(...skus: string[]): Promise<string> {
  const cartId = (await h.call('POST', '/api/magento/cart')).json.data as string;
  for (const sku of skus) expect((await h.call('POST', `/api/magento/cart/items?cartId=${cartId}`, { cartItem: cartItem(sku) })).status).toBe(200);
  return cartId;
}

const apply = (cartId: string, coupon: string) => h.call('PUT', `/api/magento/cart/coupon?cartId=${cartId}`, { coupon });

describe('PUT /api/magento/cart/coupon: a refused code says why', () => {
  it('unknown, expired, minimum not reached (with the amount), not for these products', async () => {
    const oil = await cartWith('FOLT-CHAIN-OIL');
    const cases: Array<[string, unknown]> = [
      ['NOPE-NOT-A-COUPON', { reason: 'unknown' }],
      ['VERLOPEN10', { reason: 'expired' }],
      ['HERFST50', { reason: 'min-subtotal', min_subtotal: 250 }],
      ['FIETS100', { reason: 'not-for-products' }],
    ];
    for (const [code, data] of cases) {
      const answer = await apply(oil, code);
      expect(answer.status, code).toBe(400);
      expect(answer.json, code).toEqual({ success: false, data, error: 'Could not apply coupon' });
      expect(answer.headers.get('cache-control')).toBe('no-store');
      // The browser reads the reason with the contract's schema.
      expect(couponRefusalSchema.safeParse(answer.json.data).success, code).toBe(true);
    }
    // Codes are matched as Magento matches them: case-insensitively.
    expect((await apply(oil, 'verlopen10')).json.data).toEqual({ reason: 'expired' });
  });

  it('parts-only ACCESSOIRES15 on a cart with only a bike: not for these products', async () => {
    const bike = await cartWith('FOLT Piccolo');
    expect((await apply(bike, 'ACCESSOIRES15')).json.data).toEqual({ reason: 'not-for-products' });
    expect((await apply(bike, 'FIETS100')).json).toEqual({ success: true, data: true, error: null });
  });

  it('Magento drops the earlier coupon before refusing (the shop restores it, not the server)', async () => {
    const oil = await cartWith('FOLT-CHAIN-OIL');
    expect((await apply(oil, emu.defaultCoupon)).status).toBe(200);
    expect((await apply(oil, 'VERLOPEN10')).status).toBe(400);
    const totals = (await h.call('GET', `/api/magento/cart/totals?cartId=${oil}`)).json.data;
    expect(totals.coupon_code ?? null).toBeNull();
    expect(totals.discount_amount ?? 0).toBe(0);
  });
});

describe('GET /api/magento/coupon-discounts: where a coupon applies', () => {
  const discountsOf = async (code: string): Promise<Discount[]> => {
    const { data } = (await h.call('GET', `/api/magento/coupon-discounts?code=${code}`)).json;
    expect(couponDiscountsSchema.safeParse(data).success).toBe(true);
    return data.discounts;
  };
  const appliesTo = (discounts: Discount[], sku: string) => discounts.some((discount) => discountAppliesTo(discount, product(sku)));

  it('FIETS100 applies to bikes, not to chain oil or a battery', async () => {
    const fiets = await discountsOf('FIETS100');
    expect(fiets).toHaveLength(1);
    expect(appliesTo(fiets, 'FOLT Classic')).toBe(true);
    expect(appliesTo(fiets, 'FOLT Piccolo')).toBe(true);
    expect(appliesTo(fiets, 'FOLT-CHAIN-OIL')).toBe(false);
    expect(appliesTo(fiets, 'FOLT-BAT-360')).toBe(false);
  });

  it('ACCESSOIRES15 applies to parts, not to bikes', async () => {
    const parts = await discountsOf('ACCESSOIRES15');
    expect(appliesTo(parts, 'FOLT-CHAIN-OIL')).toBe(true);
    expect(appliesTo(parts, 'FOLT Classic')).toBe(false);
  });

  it('HERFST50 (from €250) applies to a €449 battery and a bike, not to a €6.95 inner tube', async () => {
    const herfst = await discountsOf('HERFST50');
    expect(herfst).toEqual([expect.objectContaining({ min_subtotal: 250 })]);
    expect(appliesTo(herfst, 'FOLT-BAT-252')).toBe(true);
    expect(appliesTo(herfst, 'FOLT Classic')).toBe(true);
    expect(appliesTo(herfst, 'FOLT-TUBE-16')).toBe(false);
  });

  it('the default coupon applies everywhere; an expired or unknown code nowhere', async () => {
    const welcome = await discountsOf(emu.defaultCoupon);
    expect(products.filter((p) => p.sku.startsWith('FOLT')).every((p) => welcome.some((d) => discountAppliesTo(d, p)))).toBe(true);
    expect(await discountsOf('VERLOPEN10')).toEqual([]);
    expect(await discountsOf('NOPE-NOT-A-COUPON')).toEqual([]);
  });

  it('never tells the rule internals: only type, amount, minimum and product conditions', async () => {
    for (const code of ['FIETS100', 'HERFST50', 'ACCESSOIRES15']) {
      for (const discount of await discountsOf(code)) {
        expect(Object.keys(discount).sort()).toEqual(expect.arrayContaining(['discount_amount', 'discount_type', 'products']));
        expect(Object.keys(discount).every((key) => ['discount_type', 'discount_amount', 'min_subtotal', 'products'].includes(key))).toBe(true);
      }
    }
  });
});

describe('coupon-rules: what the shop can say truthfully', () => {
  const TODAY = '2026-11-26';
  const base: SalesRule = { rule_id: 7, is_active: true, customer_group_ids: [0, 1], simple_action: 'by_percent', discount_amount: 10 };
  const combine = (conditions: object[], extra: object = {}) => ({
    condition_type: 'Magento\\SalesRule\\Model\\Rule\\Condition\\Product\\Combine',
    aggregator_type: 'all',
    value: '1',
    conditions,
    ...extra,
  });
  const product = (attribute_name: string, operator: string, value: string) => ({
    condition_type: 'Magento\\SalesRule\\Model\\Rule\\Condition\\Product',
    attribute_name,
    operator,
    value,
  });

  it('leaves out rules that are inactive, not yet or no longer valid, or not for guests', () => {
    expect(toDiscount(base, TODAY)).not.toBeNull();
    expect(toDiscount({ ...base, is_active: false }, TODAY)).toBeNull();
    expect(toDiscount({ ...base, from_date: '2026-12-01' }, TODAY)).toBeNull();
    expect(toDiscount({ ...base, to_date: '2026-11-25' }, TODAY)).toBeNull();
    expect(toDiscount({ ...base, customer_group_ids: [1] }, TODAY)).toBeNull();
    expect(toDiscount({ ...base, simple_action: 'buy_x_get_y' }, TODAY)).toBeNull();
  });

  it('reads category conditions, "is not one of", and "if ALL of these are FALSE" as negations', () => {
    expect(productScopeOf(combine([product('category_ids', '()', '11, 12')]))).toEqual({
      match: 'all',
      conditions: [{ attribute: 'category_ids', operator: '()', values: ['11', '12'] }],
    });
    expect(productScopeOf(combine([product('sku', '==', 'A')], { value: '0', aggregator_type: 'any' }))).toEqual({
      match: 'any',
      conditions: [{ attribute: 'sku', operator: '!=', values: ['A'] }],
    });
    const scope = productScopeOf(combine([product('category_ids', '!()', '11')]))!;
    const discount: Discount = { discount_type: 'percent', discount_amount: 10, products: scope };
    expect(discountAppliesTo(discount, { sku: 'X', category_ids: ['10', '11'] })).toBe(false);
    expect(discountAppliesTo(discount, { sku: 'X', category_ids: ['10'] })).toBe(true);
  });

  it('shows nothing for a rule whose conditions it cannot check (an attribute, a nested combination, a country)', () => {
    expect(productScopeOf(combine([product('color', '==', '5')]))).toBeUndefined();
    expect(productScopeOf(combine([combine([product('sku', '==', 'A')])]))).toBeUndefined();
    const country = { condition_type: 'Magento\\SalesRule\\Model\\Rule\\Condition\\Address', attribute_name: 'country_id', operator: '==', value: 'NL' };
    expect(
      minSubtotalOf({ condition_type: 'Magento\\SalesRule\\Model\\Rule\\Condition\\Combine', aggregator_type: 'all', value: '1', conditions: [country] }),
    ).toBeUndefined();
    expect(toDiscount({ ...base, action_condition: combine([product('color', '==', '5')]) }, TODAY)).toBeNull();
  });

  it('a refusal: expired before used up before the minimum before the products; a dynamic bundle line matches by its own SKU', () => {
    const rule: SalesRule = {
      ...base,
      condition: {
        condition_type: 'Magento\\SalesRule\\Model\\Rule\\Condition\\Combine',
        aggregator_type: 'all',
        value: '1',
        conditions: [
          {
            condition_type: 'Magento\\SalesRule\\Model\\Rule\\Condition\\Address',
            attribute_name: 'base_subtotal_total_incl_tax',
            operator: '>=',
            value: '100',
          },
        ],
      },
      action_condition: combine([product('sku', '()', 'FOLT Classic')]),
    };
    const found = (coupon: object) => ({ coupons: [{ code: 'X', rule_id: 7, ...coupon }], rules: new Map([[7, rule]]) });
    const bike = { lines: [{ sku: 'FOLT Classic-FOLT-BAT-360-FOLT-COL-BLK', isBundle: true }], subtotalInclTax: 2000 };
    const oil = { lines: [{ sku: 'FOLT-CHAIN-OIL', isBundle: false }], subtotalInclTax: 8.95 };
    const bigOil = { ...oil, subtotalInclTax: 150 };
    expect(refusalOf(found({ expiration_date: '2026-01-01 00:00:00' }), bike, TODAY)).toEqual({ reason: 'expired' });
    expect(refusalOf(found({ usage_limit: 1, times_used: 1 }), bike, TODAY)).toEqual({ reason: 'used-up' });
    expect(refusalOf(found({}), oil, TODAY)).toEqual({ reason: 'min-subtotal', min_subtotal: 100 });
    expect(refusalOf(found({}), bigOil, TODAY)).toEqual({ reason: 'not-for-products' });
    expect(refusalOf(found({}), bike, TODAY)).toEqual({ reason: 'not-valid' });
    expect(refusalOf({ coupons: [], rules: new Map() }, bike, TODAY)).toEqual({ reason: 'unknown' });
  });
});
