// The cart's display rules: bundle options by name, prices and row totals.
import { describe, expect, test } from 'vitest';
import type { CartItem } from './cart.types';
import type { Totals } from '../../../common/contract/totals.schema';
import { cleanOptionValue, lineOptions, toCartLineViews } from './cart-lines';
import { cartItem, totals as totalsOf, totalsItem } from '../contract.fixtures';

const bike: CartItem = cartItem({
  item_id: 19,
  sku: 'FOLT Classic',
  full_sku: 'FOLT Classic~FOLT Classic Base BOM~FOLT-BAT-504',
  bundle_skus: ['FOLT Classic', 'FOLT-BAT-504'],
  qty: 1,
  name: 'FOLT Classic',
  product_type: 'bundle',
  price_incl_tax: 2336,
});
const lock: CartItem = cartItem({ item_id: 18, sku: 'FOLT-LOCK-FOLD', qty: 2, name: 'Vouwslot ART-2', price_incl_tax: 79.95, image_src: '/f/o/lock.png' });

const totals: Totals = totalsOf({
  grand_total: 2445.9,
  coupon_code: 'HERFST50',
  items: [
    totalsItem({ item_id: 18, price: 66.07, price_incl_tax: 79.95, row_total_incl_tax: 159.9 }),
    totalsItem({
      item_id: 19,
      price: 1930.58,
      price_incl_tax: 2336,
      row_total_incl_tax: 2336,
      options: [
        { value: '1 x FOLT Classic Base BOM (frame en aandrijving)', label: 'Frame en aandrijving' },
        { value: '1 x Accu 504 Wh €249.00', label: 'Accu' },
        { value: '1 x Kleur petrol €49.00', label: 'Kleur' },
      ],
    }),
  ],
  total_segments: [
    { code: 'subtotal', title: 'Subtotaal', value: 2495.9 },
    { code: 'discount', title: 'Korting (HERFST50)', value: -50 },
    { code: 'tax', title: 'BTW', value: 424.5, area: 'taxes' },
    { code: 'grand_total', title: 'Totaal', value: 2445.9, area: 'footer' },
  ],
});

describe('bundle options', () => {
  test('by name from the totals, without Base BOM, quantity prefix and price suffix', () => {
    expect(lineOptions(bike, totals.items![1])).toEqual([
      { label: 'Accu', value: 'Accu 504 Wh' },
      { label: 'Kleur', value: 'Kleur petrol' },
    ]);
  });

  test("Magento's JSON string form is read too", () => {
    // Not what our server sends (it sends text options), but what Magento itself prints.
    const asMagento = (options: string) => totalsItem({ item_id: 19, price: 1, options: options as never });
    expect(lineOptions(bike, asMagento('[{"label":"Zadel","value":"1 x Comfortzadel €39.00"}]'))).toEqual([{ label: 'Zadel', value: 'Comfortzadel' }]);
    expect(lineOptions(lock, asMagento('not json'))).toEqual([]);
  });

  test("several parts of one option (the server's one per line) are one entry, joined with a comma", () => {
    const options = [
      { label: 'Tassen', value: "Fietstas & drager\n2 × Bidon 'Classic'" },
      { label: 'Frame', value: 'FOLT Classic Base BOM' },
    ];
    expect(lineOptions(bike, totalsItem({ item_id: 19, price: 1, options }))).toEqual([{ label: 'Tassen', value: "Fietstas & drager, 2 × Bidon 'Classic'" }]);
  });

  test('without names, the part SKUs of the full SKU (not the bike itself)', () => {
    expect(lineOptions(bike, undefined)).toEqual([{ label: null, value: 'FOLT-BAT-504' }]);
    expect(lineOptions(lock, undefined)).toEqual([]);
  });

  test.each([
    ['1 x Accu 504 Wh €249.00', 'Accu 504 Wh'],
    ['2 x Bag + €1,049.50', 'Bag'],
    ['Petrol', 'Petrol'],
    ['1 x Saddle EUR 39', 'Saddle'],
  ])('%s → %s', (raw, clean) => expect(cleanOptionValue(raw)).toBe(clean));
});

test('lines carry unit price incl. VAT and the row total from the totals', () => {
  const [first, second] = toCartLineViews([lock, bike], totals);
  expect(first).toMatchObject({ itemId: 18, name: 'Vouwslot ART-2', qty: 2, unitPrice: 79.95, rowTotal: 159.9, imageSrc: '/f/o/lock.png', options: [] });
  expect(second).toMatchObject({ itemId: 19, unitPrice: 2336, rowTotal: 2336 });
  expect(toCartLineViews([cartItem({ item_id: 1, sku: 'X', qty: 3, price_incl_tax: 2 })], null)[0]).toMatchObject({ name: 'X', rowTotal: 6 });
  expect(toCartLineViews([cartItem({ item_id: 1, sku: 'X', qty: 3 })], null)[0]).toMatchObject({ unitPrice: null, rowTotal: null });
});
