// Reading Magento bundle JSON into the configurator catalogue: the fixture, Magento's quirks, and garbage.
import { describe, expect, test } from 'vitest';
import type { Envelope } from '../../../common/contract/envelope.schema';
import type { ProductList } from '../../../common/contract/product.schema';
import { catalogFromAnswer, findBundleItem, selectionSkusOf, toBundleCatalog } from './configurator.catalog';
import { answerOf, eliteAnswer, eliteBundle, OPTION, PART } from './configurator.fixtures';

const bundle = (options: unknown[], extra: Record<string, unknown> = {}) => ({
  sku: 'FOLT X',
  type_id: 'bundle',
  price: 1000,
  extension_attributes: { bundle_product_options: options },
  ...extra,
});

describe('configurator catalogue', () => {
  test('reads options, selections and prices in cents, in Magento order, with part names when loaded', () => {
    const catalog = catalogFromAnswer(eliteAnswer(true), 'FOLT Elite')!;
    expect(catalog).toMatchObject({ sku: 'FOLT Elite', name: 'FOLT Elite', basePriceCents: 279_900, weightKg: 19.6 });
    expect(catalog.urlKey).toBe('folt-elite-elektrische-vouwfiets');
    expect(catalog.options.map((option) => [option.id, option.type, option.required])).toEqual([
      [1, 'radio', true],
      [2, 'radio', true],
      [3, 'radio', true],
      [4, 'select', true],
      [5, 'checkbox', false],
      [6, 'checkbox', false],
      [7, 'radio', false],
    ]);
    const battery = catalog.options.find((option) => option.id === OPTION.battery)!;
    expect(battery.selections.map((part) => [part.id, part.sku, part.unitPriceCents, part.isDefault, part.name])).toEqual([
      [PART.bat360, 'FOLT-BAT-360', 0, true, null],
      [PART.bat504, 'FOLT-BAT-504', 24_900, false, 'Accu 504 Wh'],
      [PART.bat600, 'FOLT-BAT-600', 44_900, false, 'Accu 600 Wh'],
    ]);
    const tubes = catalog.options.find((option) => option.id === OPTION.tubes)!;
    expect(tubes.selections[0]).toMatchObject({ unitPriceCents: 795, canChangeQuantity: true, defaultQty: 1 });
    expect(catalogFromAnswer(eliteAnswer(false), 'folt elite')!.options[1]!.selections[1]!.name).toBeNull();
  });

  test('resolves percent prices, keeps one default per single-choice option, and no quantity change on checkboxes', () => {
    const catalog = toBundleCatalog(
      bundle([
        {
          option_id: '8',
          title: 'Saddle',
          type: 'select',
          required: '1',
          position: 2,
          product_links: [
            { id: '21', sku: 'A', price: 10, price_type: 1, is_default: true, position: 1 },
            { id: '22', sku: 'B', price: '2.5', is_default: 1, position: 0, qty: 2, can_change_quantity: '1' },
          ],
        },
        { option_id: 9, title: 'Bags', type: 'checkbox', position: 1, product_links: [{ id: 23, sku: 'C', price: 5, can_change_quantity: 1 }] },
      ]),
    )!;
    expect(catalog.options.map((option) => option.id)).toEqual([9, 8]);
    expect(catalog.options[0]!.selections[0]!.canChangeQuantity).toBe(false);
    expect(catalog.options[1]!.required).toBe(true);
    const [first, second] = catalog.options[1]!.selections;
    expect(first).toMatchObject({ id: 22, unitPriceCents: 250, isDefault: true, defaultQty: 2, canChangeQuantity: true });
    expect(second).toMatchObject({ id: 21, unitPriceCents: 10_000, isDefault: false });
  });

  test('leaves out unreadable options and selections, repeated ids and unknown option types', () => {
    const catalog = toBundleCatalog(
      bundle([
        null,
        'option',
        { option_id: 'x', type: 'radio', product_links: [{ id: 1, sku: 'A' }] },
        { option_id: 2, type: 'swatch', product_links: [{ id: 1, sku: 'A' }] },
        { option_id: 3, type: 'radio', product_links: 'none' },
        { option_id: 4, type: 'radio', product_links: [{ id: 0, sku: 'A' }, { id: 5 }, { id: 6, sku: '' }] },
        {
          option_id: 5,
          type: 'radio',
          title: 7,
          product_links: [
            { id: 7, sku: 'B', price: -3 },
            { id: 7, sku: 'C' },
            { id: '8.5', sku: 'D' },
          ],
        },
        { option_id: 5, type: 'radio', product_links: [{ id: 9, sku: 'E' }] },
      ]),
    )!;
    expect(catalog.options).toHaveLength(1);
    expect(catalog.options[0]).toMatchObject({ id: 5, title: '' });
    expect(catalog.options[0]!.selections.map((part) => [part.id, part.sku, part.unitPriceCents])).toEqual([[7, 'B', 0]]);
  });

  test.each([
    ['nothing', undefined],
    ['a simple product', { sku: 'FOLT-BAT-360', type_id: 'simple', price: 549 }],
    ['a bundle without options', bundle([])],
    ['a bundle whose options are all unreadable', bundle([{ option_id: 1 }])],
    ['a bundle without extension attributes', { sku: 'FOLT X', type_id: 'bundle' }],
    ['an array', []],
  ])('%s is no configurable bundle', (_label, product) => {
    expect(toBundleCatalog(product)).toBeNull();
  });

  test('finds the bundle in an answer by SKU, ignoring case, and lists its selection SKUs once', () => {
    expect(findBundleItem(eliteAnswer(true), 'folt ELITE')).toBe(eliteBundle);
    // An answer without data (a contract the server broke) has no bundle either.
    expect(findBundleItem({ success: true } as Envelope<ProductList>, 'FOLT Elite')).toBeUndefined();
    expect(catalogFromAnswer(answerOf([]), 'FOLT Elite')).toBeNull();
    expect(selectionSkusOf(eliteBundle)).toHaveLength(14);
    expect(selectionSkusOf(bundle([{ product_links: [{ sku: 'A' }, { sku: 'A' }, {}] }]))).toEqual(['A']);
    expect(selectionSkusOf({ sku: 'X' })).toEqual([]);
  });
});

describe('a dynamic-price bundle (price_type 0)', () => {
  const bundle = {
    sku: 'FOLT Piccolo',
    type_id: 'bundle',
    price: 0,
    custom_attributes: [{ attribute_code: 'price_type', value: '0' }],
    extension_attributes: {
      bundle_product_options: [
        { option_id: 1, title: 'Frame', type: 'radio', required: true, position: 1, product_links: [{ id: '1', sku: 'BOM', qty: 1, is_default: true }] },
        // A release whose LinksList prints a selection price: the part's own price counts, not this one.
        {
          option_id: 2,
          title: 'Accu',
          type: 'radio',
          required: true,
          position: 2,
          product_links: [
            { id: '2', sku: 'BAT-1', qty: 1, is_default: true, price: 10 },
            { id: '3', sku: 'BAT-2', qty: 2, is_default: false },
          ],
        },
      ],
    },
  };
  const parts = [
    { sku: 'BOM', name: 'Frame', price: 1350 },
    { sku: 'BAT-1', name: 'Accu 1', price: 449 },
    { sku: 'BAT-2', name: 'Accu 2', price: 549 },
  ];

  test("has no base price and prices each part at its product's own price", () => {
    const catalog = toBundleCatalog(bundle, parts)!;
    expect(catalog.basePriceCents).toBe(0);
    expect(catalog.options.flatMap((option) => option.selections.map((part) => [part.sku, part.unitPriceCents, part.defaultQty]))).toEqual([
      ['BOM', 135_000, 1],
      ['BAT-1', 44_900, 1],
      ['BAT-2', 54_900, 2],
    ]);
  });

  test('a fixed-price bundle keeps its own price and the selection prices', () => {
    const fixed = { ...bundle, price: 1799, custom_attributes: [{ attribute_code: 'price_type', value: '1' }] };
    const catalog = toBundleCatalog(fixed, parts)!;
    expect(catalog.basePriceCents).toBe(179_900);
    expect(catalog.options[1]!.selections.map((part) => part.unitPriceCents)).toEqual([1_000, 0]);
  });
});
