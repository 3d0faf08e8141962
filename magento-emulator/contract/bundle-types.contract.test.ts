// Contract: bundles with a dynamic price and a dynamic SKU, as Magento's Bundle module prices and names them
// (Bundle/Model/Product/Price::getPrice and getSelectionFinalTotalPrice, Bundle/Model/Product/Type::getSku,
// Bundle/Model/Product/LinksList::getItems; the price_type custom attribute as in api-functional Bundle/Api/ProductServiceTest).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURES, NL_ADDRESS, call, defaultBundleItem, openTarget, placeOrderBody, type ContractTarget } from './contract.harness';

let target: ContractTarget;
const V1 = '/rest/nl/V1';
/** A bundle with price_type 0 and one with sku_type 0 in the catalogue under test. */
const DYNAMIC_PRICE_SKU = process.env.MAGENTO_TEST_DYNAMIC_PRICE_BUNDLE_SKU ?? 'FOLT Piccolo';
const DYNAMIC_SKU_SKU = process.env.MAGENTO_TEST_DYNAMIC_SKU_BUNDLE_SKU ?? 'FOLT Maxx';

beforeAll(async () => {
  target = await openTarget();
});
afterAll(async () => {
  await target?.close();
});

type Link = { id: string; sku: string; is_default: boolean; price?: number; price_type?: number };
type Bundle = {
  sku: string;
  price: number;
  custom_attributes: Array<{ attribute_code: string; value: unknown }>;
  extension_attributes: { bundle_product_options: Array<{ option_id: number; required: boolean; product_links: Link[] }> };
};

const product = async <T = Bundle>(sku: string): Promise<T> =>
  (await call<T>(target, 'GET', `${V1}/products/${encodeURIComponent(sku)}`, { token: target.token })).body;
const attribute = (bundle: Bundle, code: string) => bundle.custom_attributes.find((entry) => entry.attribute_code === code)?.value;
/** The SKUs of the default selections of the required options, in option order: what defaultBundleItem chooses. */
const defaultSelections = (bundle: Bundle): Link[] =>
  bundle.extension_attributes.bundle_product_options
    .filter((option) => option.required)
    .map((option) => option.product_links.find((link) => link.is_default) ?? option.product_links[0]!);

/** A guest cart with the bundle's default build, shipping set, placed with cash on delivery's stand-in; the order as the admin reads it. */
async function orderOf(bundle: Bundle) {
  const cartId = (await call<string>(target, 'POST', `${V1}/guest-carts`)).body;
  const added = await call(target, 'POST', `${V1}/guest-carts/${cartId}/items`, { body: defaultBundleItem(bundle, cartId) });
  expect(added.status).toBe(200);
  const methods = await call<Array<{ carrier_code: string; method_code: string }>>(target, 'POST', `${V1}/guest-carts/${cartId}/estimate-shipping-methods`, {
    body: { address: { country_id: 'NL', postcode: '3511 AA' } },
  });
  await call(target, 'POST', `${V1}/guest-carts/${cartId}/shipping-information`, {
    body: {
      addressInformation: {
        shipping_address: NL_ADDRESS,
        billing_address: NL_ADDRESS,
        shipping_carrier_code: methods.body[0]!.carrier_code,
        shipping_method_code: methods.body[0]!.method_code,
      },
    },
  });
  const totals = (await call(target, 'GET', `${V1}/guest-carts/${cartId}/totals`)).body;
  const orderId = (await call<string>(target, 'POST', `${V1}/guest-carts/${cartId}/payment-information`, { body: placeOrderBody() })).body;
  const order = (await call(target, 'GET', `/rest/V1/orders/${orderId}`, { token: target.token })).body;
  return { added: added.body, totals, order };
}

describe('dynamic-price bundle (price_type 0)', () => {
  it('has no price of its own and no selection price types; its selections show their products’ own prices', async () => {
    const bundle = await product(DYNAMIC_PRICE_SKU);
    expect(String(attribute(bundle, 'price_type'))).toBe('0');
    expect(bundle.price ?? 0).toBe(0);
    for (const option of bundle.extension_attributes.bundle_product_options) {
      for (const link of option.product_links) {
        expect(link).not.toHaveProperty('price_type');
        const own = (await product<{ price: number }>(link.sku)).price;
        if (own > 0) expect(link.price).toBe(own);
        else expect(link).not.toHaveProperty('price');
      }
    }
  });

  it('costs the sum of its chosen parts’ own prices in the cart; the order’s children carry those prices and the bike their sum', async () => {
    const bundle = await product(DYNAMIC_PRICE_SKU);
    const parts = defaultSelections(bundle);
    const prices = await Promise.all(parts.map(async (link) => (await product<{ price: number }>(link.sku)).price));
    const sum = Math.round(prices.reduce((total, price) => total + price, 0) * 100) / 100;
    expect(sum).toBeGreaterThan(0);
    const { totals, order } = await orderOf(bundle);
    expect(totals.items[0].price_incl_tax).toBeCloseTo(sum, 2);
    expect(totals.subtotal_incl_tax).toBeCloseTo(sum, 2);
    const parent = order.items.find((item: { product_type: string }) => item.product_type === 'bundle');
    const children = order.items.filter((item: { parent_item_id?: number }) => item.parent_item_id === parent.item_id);
    expect(parent.price_incl_tax).toBeCloseTo(sum, 2);
    expect(children.map((child: { sku: string }) => child.sku)).toEqual(parts.map((link) => link.sku));
    expect(children.map((child: { price_incl_tax: number }) => child.price_incl_tax)).toEqual(prices);
    expect(order.grand_total).toBeCloseTo(sum + (order.shipping_incl_tax ?? 0), 2);
  });
});

describe('dynamic-SKU bundle (sku_type 0)', () => {
  it('names its cart line and its order line after itself and its chosen selections, joined with “-”; the children keep their own SKUs', async () => {
    const bundle = await product(DYNAMIC_SKU_SKU);
    expect(String(attribute(bundle, 'sku_type'))).toBe('0');
    const parts = defaultSelections(bundle);
    const expected = [bundle.sku, ...parts.map((link) => link.sku)].join('-');
    const { added, order } = await orderOf(bundle);
    expect(added.sku).toBe(expected);
    const parent = order.items.find((item: { product_type: string }) => item.product_type === 'bundle');
    expect(parent.sku).toBe(expected);
    expect(parent.product_id).toBe((await product<{ id: number }>(DYNAMIC_SKU_SKU)).id);
    expect(
      order.items.filter((item: { parent_item_id?: number }) => item.parent_item_id === parent.item_id).map((child: { sku: string }) => child.sku),
    ).toEqual(parts.map((link) => link.sku));
  });

  it('a fixed-SKU bundle’s line keeps the bundle’s own SKU', async () => {
    const bundle = await product(FIXTURES.bundleSku);
    expect(String(attribute(bundle, 'sku_type'))).toBe('1');
    const cartId = (await call<string>(target, 'POST', `${V1}/guest-carts`)).body;
    expect((await call(target, 'POST', `${V1}/guest-carts/${cartId}/items`, { body: defaultBundleItem(bundle, cartId) })).body.sku).toBe(bundle.sku);
  });
});
