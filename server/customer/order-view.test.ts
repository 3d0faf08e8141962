// A dynamic-SKU bike's order line (Bundle/Model/Product/Type::getSku: the bundle's SKU and its selections' SKUs joined
// with '-') keeps its option titles: the order views find the bundle product by the SKU its children leave.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import type { UserRest } from '../auth/session-guard';
import { bundleProductSku, bundleSkusOf, loadBundleTitles, orderLines, type FullOrder } from './order-view';

const fixture = <T>(name: string): T => JSON.parse(readFileSync(new URL(`../../tests/fixtures/magento/${name}.json`, import.meta.url), 'utf8')) as T;

/** The fixture order of a fixed-SKU FOLT Classic, as Magento stores it when the bike's SKU is dynamic. */
function withDynamicSku(order: FullOrder): FullOrder {
  const items = order.items ?? [];
  return {
    ...order,
    items: items.map((item) => {
      if (item.product_type !== 'bundle') return item;
      const children = items.filter((child) => child.parent_item_id === item.item_id).map((child) => child.sku);
      return { ...item, sku: [item.sku, ...children].join('-') };
    }),
  };
}

describe('order lines of a dynamic-SKU bundle', () => {
  const fixed = fixture<FullOrder>('order-bundle');
  const dynamic = withDynamicSku(fixed);
  const productSearch: UserRest = async <T>() => fixture('products-search') as T;

  test('the bundle product is found by the SKU left when its children are taken off', () => {
    const bike = (dynamic.items ?? []).find((item) => item.product_type === 'bundle')!;
    expect(bike.sku).toMatch(/^FOLT Classic-FOLT Classic Base BOM-FOLT-BAT-504-/);
    expect(bundleProductSku(bike, dynamic)).toBe('FOLT Classic');
    expect(bundleSkusOf(dynamic)).toEqual(['FOLT Classic']);
    // A SKU that does not end in its children's SKUs is the bundle's own.
    expect(bundleProductSku({ ...bike, sku: 'FOLT Classic' }, dynamic)).toBe('FOLT Classic');
  });

  test('its options keep their titles, as on the fixed-SKU order', async () => {
    const titles = await loadBundleTitles(productSearch, 'nl', bundleSkusOf(dynamic));
    const options = (order: FullOrder) =>
      orderLines(order, titles, { withItemIds: true })
        .find((line) => line.isBundle)!
        .options.map((o) => `${o.label}: ${o.value}`);
    expect(options(dynamic)).toEqual(options(fixed));
    expect(options(dynamic)).toContain('Accu: 504 Wh');
  });

  test("the customer's view leaves the internal Base BOM part out; the back office (workshop) keeps it", async () => {
    const titles = await loadBundleTitles(productSearch, 'nl', bundleSkusOf(dynamic));
    const skus = (withItemIds: boolean) =>
      orderLines(dynamic, titles, { withItemIds })
        .find((line) => line.isBundle)!
        .options.map((o) => o.sku);
    expect(skus(true).some((sku) => sku.endsWith('Base BOM'))).toBe(true);
    expect(skus(false).some((sku) => /base bom/i.test(sku))).toBe(false);
    expect(skus(false).length).toBe(skus(true).length - 1);
  });
});
