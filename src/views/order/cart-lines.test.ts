// The cart's display rules: bundle options by name, prices and row totals, totals rows from the segments, and
// the cart phase a page shows.
import { createActor, fromPromise } from 'xstate';
import { describe, expect, test } from 'vitest';
import { cartMachine } from '../../machines/cart/cart.machine';
import type { CartItem, CartSession } from '../../machines/cart/cart.types';
import type { PaymentMethod } from '../../../common/contract/checkout.schema';
import type { Product } from '../../../common/contract/product.schema';
import type { Totals } from '../../../common/contract/totals.schema';
import { cartItem, totals as totalsOf, totalsItem } from '../../machines/contract.fixtures';
import { cleanOptionValue, lineOptions, selectCartLineViews, selectCartPhase, toCartLineViews, toTotalsRows } from './cart-lines';

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
    const options = [{ label: 'Tassen', value: "Fietstas & drager\n2 × Bidon 'Classic'" }, { label: 'Frame', value: 'FOLT Classic Base BOM' }];
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

describe('totals rows', () => {
  test('from the segments, discount with the coupon, tax included', () => {
    expect(toTotalsRows(totals)).toEqual([
      { code: 'subtotal', amount: 2495.9, couponCode: null },
      { code: 'discount', amount: -50, couponCode: 'HERFST50' },
      { code: 'grand_total', amount: 2445.9, couponCode: null },
      { code: 'tax', amount: 424.5, couponCode: null },
    ]);
  });

  test('fields fill in for missing segments; shipping shows once known; no discount row without a discount', () => {
    expect(toTotalsRows(totalsOf({ grand_total: 129.85, subtotal_incl_tax: 119.9, shipping_incl_tax: 9.95, tax_amount: 22.54, discount_amount: 0 }))).toEqual([
      { code: 'subtotal', amount: 119.9, couponCode: null },
      { code: 'shipping', amount: 9.95, couponCode: null },
      { code: 'grand_total', amount: 129.85, couponCode: null },
      { code: 'tax', amount: 22.54, couponCode: null },
    ]);
    expect(toTotalsRows(null)).toEqual([]);
  });
});

describe('cart phase and cached lines', () => {
  function cartActor(session: { cartId: string | null }, load: () => Promise<unknown>) {
    const machine = cartMachine.provide({
      actors: {
        readSession: fromPromise<CartSession, void>(async () => ({ cartId: session.cartId, paymentToken: null, orderId: null })),
        loadCart: fromPromise(load as never),
        loadItemProducts: fromPromise<Product[], { skus: string[] }>(async () => []),
        loadPaymentMethods: fromPromise<PaymentMethod[], { cartId: string }>(async () => []),
      },
      actions: { clearSession: () => {} },
    });
    return createActor(machine, { input: {} }).start();
  }
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

  test('loading, then ready; the same line array while nothing changed', async () => {
    const actor = cartActor({ cartId: 'c1' }, async () => ({ cart: { is_active: true, items: [lock] }, totals }));
    expect(selectCartPhase(actor.getSnapshot())).toBe('loading');
    await flush();
    await flush();
    expect(selectCartPhase(actor.getSnapshot())).toBe('ready');
    const lines = selectCartLineViews(actor.getSnapshot());
    expect(lines.map((line) => line.itemId)).toEqual([18]);
    expect(selectCartLineViews(actor.getSnapshot())).toBe(lines);
  });

  test('no cart, and a cart that could not be loaded', async () => {
    const none = cartActor({ cartId: null }, async () => null);
    await flush();
    expect(selectCartPhase(none.getSnapshot())).toBe('none');
    const failing = cartActor({ cartId: 'c1' }, () => Promise.reject({ code: 'network', text: 'Failed to fetch' }));
    await flush();
    await flush();
    expect(selectCartPhase(failing.getSnapshot())).toBe('failed');
  });
});
