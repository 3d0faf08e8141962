import { describe, expect, test } from 'vitest';
import type { Product } from '../../../common/contract/product.schema';
import { cartItem, product } from '../contract.fixtures';
import { expandOrderItems, isBundleSku, rebuildCartItem, toBaseSku, toBundleOptions, toLookupSkus, type OrderItem } from './bundle-sku';

describe('bundle SKU rules (spec §5)', () => {
  test.each([
    ['FOLT 200-S~Frame M~Base BOM 2024', 'FOLT 200-S'],
    ['FOLT MAXX', 'FOLT MAXX'],
    ['FOLT piccolo_2~x', 'FOLT piccolo_2'],
    ['FOLT 200-S Extra', 'FOLT 200-S'],
  ])('%s has base SKU %s', (sku, base) => {
    expect(toBaseSku(sku)).toBe(base);
    expect(isBundleSku(sku)).toBe(true);
  });

  test.each(['folt 200', 'FOLT', 'FOLT ', 'FOLT~200', 'XFOLT 200', ' FOLT 200', 'FOLTS 200', 'BAT-1', 'FOLT  200', 'FOLT ~A'])(
    '%j is not a bundle SKU',
    (sku) => {
      expect(toBaseSku(sku)).toBeNull();
      expect(isBundleSku(sku)).toBe(false);
    },
  );

  test("a dynamic-SKU bike's line SKU (bundle and selection SKUs joined with '-') belongs to its bike", () => {
    const dynamic = 'FOLT Maxx-FOLT Maxx Base BOM-FOLT-BAT-504-FOLT-COLOUR-MATT-BLACK-FOLT-SADDLE-STD';
    expect(toBaseSku(dynamic)).toBe('FOLT Maxx');
    expect(toBaseSku('FOLT 200-S-FOLT 200-S Base BOM-FOLT-BAT-600')).toBe('FOLT 200-S');
    expect(toBaseSku('folt maxx-FOLT-BAT-504')).toBe('folt maxx');
    const products = new Map<string, Product>([['FOLT Maxx', product({ sku: 'FOLT Maxx', image_src: '/m.jpg', url_key: 'folt-maxx' })]]);
    const item = rebuildCartItem(cartItem({ item_id: 4, qty: 1, sku: dynamic, product_type: 'bundle' }), products);
    expect(item).toMatchObject({ sku: 'FOLT Maxx', full_sku: dynamic, bundle_skus: ['FOLT Maxx'], image_src: '/m.jpg', url_key: 'folt-maxx' });
    expect(toLookupSkus([item])).toEqual(['FOLT Maxx']);
  });

  test('options are the ~ parts without those containing Base BOM', () => {
    expect(toBundleOptions('FOLT 200-S~Frame M~Base BOM 2024~Rack')).toEqual(['FOLT 200-S', 'Frame M', 'Rack']);
    expect(toBundleOptions('FOLT 200-S~Base BOM')).toEqual(['FOLT 200-S']);
    expect(toBundleOptions('Base BOM only')).toEqual([]);
    expect(toBundleOptions('FOLT X~~Bell')).toEqual(['FOLT X', 'Bell']);
  });

  test('a cart item is rebuilt with base SKU, full SKU, options, image and url key', () => {
    const products = new Map<string, Product>([['FOLT 200-S', product({ sku: 'FOLT 200-S', image_src: '/f.jpg', url_key: 'folt-200-s' })]]);
    const item = rebuildCartItem(cartItem({ item_id: 1, qty: 1, sku: 'FOLT 200-S~Frame M~Base BOM 1' }), products);
    expect(item).toMatchObject({
      sku: 'FOLT 200-S',
      full_sku: 'FOLT 200-S~Frame M~Base BOM 1',
      bundle_skus: ['FOLT 200-S', 'Frame M'],
      image_src: '/f.jpg',
      url_key: 'folt-200-s',
    });
    // Rebuilding twice is stable (full_sku is kept).
    expect(rebuildCartItem(item, products)).toEqual(item);
    const part = rebuildCartItem(cartItem({ item_id: 2, qty: 3, sku: 'BAT-1' }), products);
    expect(part).toEqual(cartItem({ item_id: 2, qty: 3, sku: 'BAT-1', full_sku: 'BAT-1' }));
    expect(toLookupSkus([item, part, cartItem({ item_id: 3, qty: 1, sku: 'FOLT 200-S~Frame L' })])).toEqual(['FOLT 200-S', 'BAT-1']);
  });

  test('an order bundle line expands into one entry per ordered quantity', () => {
    const items: OrderItem[] = [
      { item_id: 10, name: 'FOLT 200-S', product_type: 'bundle', qty_ordered: 2 },
      { item_id: 11, parent_item_id: 10, name: 'Frame M', product_type: 'simple', qty_ordered: 2 },
      { item_id: 12, parent_item_id: 10, name: 'Bell', product_type: 'simple', qty_ordered: 4 },
      { item_id: 20, name: 'Battery', product_type: 'simple', qty_ordered: 3 },
    ];
    const lines = expandOrderItems(items);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatchObject({ item_id: 10, qty_ordered: 1 });
    expect(lines[0]!.sub_items!.map((child) => [child.name, child.qty_ordered])).toEqual([
      ['Frame M', 1],
      ['Bell', 2],
    ]);
    expect(lines[1]).toEqual(lines[0]);
    expect(lines[2]).toEqual({ item_id: 20, name: 'Battery', product_type: 'simple', qty_ordered: 3 });
  });

  test('bundle lines that already carry sub_items expand too', () => {
    const lines = expandOrderItems([{ item_id: 1, name: 'B', product_type: 'bundle', qty_ordered: 3, sub_items: [{ item_id: 2, name: 'C', qty_ordered: 3 }] }]);
    expect(lines).toHaveLength(3);
    expect(lines[2]!.sub_items).toEqual([{ item_id: 2, name: 'C', qty_ordered: 1 }]);
  });
});
