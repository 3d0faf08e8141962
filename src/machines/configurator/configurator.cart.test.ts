// The configured bike as a bundle cart line (contract §5.3), its display summary built by the spec §5 SKU rules
// the cart uses (bundle-sku.ts), and the way back from a cart line to the configurator.
import { describe, expect, test } from 'vitest';
import { rebuildCartItem, toBaseSku, toBundleOptions, toLookupSku } from '../cart/bundle-sku';
import { cartItem } from '../contract.fixtures';
import { buildAddToCartParams, buildCartItem, configurationFromCartItem, fullSkuOf, selectionFromCartItem } from './configurator.cart';
import { catalogFromAnswer } from './configurator.catalog';
import { resetSelection, selectPart, setQuantity, togglePart, type ChoiceScope } from './configurator.choices';
import { eliteAnswer, OPTION, PART } from './configurator.fixtures';
import { summarize } from './configurator.pricing';
import { rulesFor } from './configurator.rules';
import { decodeConfiguration } from './configurator.url';

const elite = catalogFromAnswer(eliteAnswer(), 'FOLT Elite')!;
const scope: ChoiceScope = { catalog: elite, rules: rulesFor('elite') };
let configured = resetSelection(scope).selection;
configured = selectPart(scope, configured, OPTION.battery, PART.bat504).selection;
configured = selectPart(scope, configured, OPTION.frameSize, PART.frameL).selection;
configured = togglePart(scope, configured, OPTION.bag, PART.pannier).selection;
configured = togglePart(scope, configured, OPTION.bag, PART.carryBag).selection;
configured = selectPart(scope, configured, OPTION.tubes, PART.tube).selection;
configured = setQuantity(configured, OPTION.tubes, 2).selection;

describe('configurator cart line', () => {
  test('one bundle line: option ids with selection ids, one option_qty per option', () => {
    expect(buildCartItem(elite, configured, 2)).toEqual({
      sku: 'FOLT Elite',
      qty: 2,
      product_option: {
        extension_attributes: {
          bundle_options: [
            { option_id: OPTION.base, option_qty: 1, option_selections: [PART.base] },
            { option_id: OPTION.battery, option_qty: 1, option_selections: [PART.bat504] },
            { option_id: OPTION.colour, option_qty: 1, option_selections: [PART.graphite] },
            { option_id: OPTION.frameSize, option_qty: 1, option_selections: [PART.frameL] },
            { option_id: OPTION.rack, option_qty: 1, option_selections: [PART.rackRear] },
            { option_id: OPTION.bag, option_qty: 1, option_selections: [PART.pannier, PART.carryBag] },
            { option_id: OPTION.tubes, option_qty: 2, option_selections: [PART.tube] },
          ],
        },
      },
    });
  });

  test('the full SKU and bundle SKUs follow the spec rules the cart applies', () => {
    const fullSku = fullSkuOf(elite, configured);
    expect(fullSku).toBe(
      'FOLT Elite~FOLT Elite Base BOM~FOLT-BAT-504~FOLT-COLOUR-GRAPHITE~FOLT-FRAME-L~FOLT-RACK-REAR~FOLT-BAG-PANNIER~FOLT-BAG-CARRY~FOLT-TUBE-20',
    );
    expect(toBaseSku(fullSku)).toBe('FOLT Elite');
    const { summary } = buildAddToCartParams(elite, configured, 1, null);
    expect(summary.bundleSkus).toEqual(toBundleOptions(fullSku));
    expect(summary.bundleSkus).not.toContain('FOLT Elite Base BOM');
    // The cart's own rebuild of a line with this full SKU gives the same base SKU and options.
    const rebuilt = rebuildCartItem(cartItem({ item_id: 1, qty: 1, sku: fullSku }), new Map());
    expect(rebuilt).toMatchObject({ sku: 'FOLT Elite', full_sku: fullSku, bundle_skus: summary.bundleSkus });
    expect(toLookupSku({ sku: summary.sku, full_sku: summary.fullSku })).toBe('FOLT Elite');
  });

  test('the summary carries the figures the configurator showed and the link that reopens it', () => {
    const { summary } = buildAddToCartParams(elite, configured, 3, 42);
    const figures = summarize(elite, configured);
    expect(summary).toMatchObject({
      sku: 'FOLT Elite',
      name: 'FOLT Elite',
      unitPriceCents: figures.totalCents,
      qty: 3,
      weightKg: figures.weightKg,
      rangeKm: figures.rangeKm,
      lines: figures.lines,
      replacesItemId: 42,
      urlKey: 'folt-elite-elektrische-vouwfiets',
    });
    expect(decodeConfiguration(summary.configuration).choices).toEqual(configured);
  });

  test('a cart line reopens the configurator with its choices', () => {
    const item = buildCartItem(elite, configured, 1);
    const line = { item_id: 7, sku: 'FOLT Elite', qty: 1, product_type: 'bundle', product_option: JSON.parse(JSON.stringify(item.product_option)) };
    expect(selectionFromCartItem(line)).toEqual({ sku: 'FOLT Elite', selection: configured });
    expect(configurationFromCartItem(line)).toEqual({ sku: 'FOLT Elite', configuration: '1-1.2-3.3-5.4-8.5-9.6-11_13.7-14x2' });
    // A line whose SKU the cart rebuilt from a full SKU opens the base SKU.
    expect(selectionFromCartItem({ ...line, sku: 'FOLT Elite~x', full_sku: 'FOLT Elite~x' })?.sku).toBe('FOLT Elite');
    // Magento may send ids as strings.
    const stringy = {
      sku: 'FOLT Elite',
      product_option: { extension_attributes: { bundle_options: [{ option_id: '2', option_qty: '1', option_selections: ['3'] }] } },
    };
    expect(selectionFromCartItem(stringy)?.selection).toEqual([{ optionId: 2, selectionIds: [3], qty: 1 }]);
  });

  test.each([
    ['no product_option', { sku: 'FOLT-BAT-360' }],
    ['no bundle options', { sku: 'FOLT Elite', product_option: { extension_attributes: {} } }],
    ['bundle options that are not a list', { sku: 'FOLT Elite', product_option: { extension_attributes: { bundle_options: 'x' } } }],
    [
      'only unreadable entries',
      { sku: 'FOLT Elite', product_option: { extension_attributes: { bundle_options: [null, { option_id: 'a' }, { option_id: 2, option_selections: [] }] } } },
    ],
    ['a product_option that is a string', { sku: 'FOLT Elite', product_option: '[]' }],
  ])('a line with %s is no configured bike', (_label, line) => {
    expect(selectionFromCartItem(line)).toBeNull();
    expect(configurationFromCartItem(line)).toBeNull();
  });
});
