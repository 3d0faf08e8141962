// What the cart page, the checkout summary and the header badge read of the cart actor.
import { createActor, fromPromise } from 'xstate';
import { describe, expect, test } from 'vitest';
import type { CartItem, CartSession } from './cart.types';
import type { PaymentMethod } from '../../../common/contract/checkout.schema';
import type { Product } from '../../../common/contract/product.schema';
import type { Totals } from '../../../common/contract/totals.schema';
import { cart as cartOf, cartItem, totals as totalsOf, totalsItem } from '../contract.fixtures';
import { selectItemCount } from './cart-badge.selectors';
import { selectCartLineViews } from './cart-lines';
import { cartMachine, type CartContext } from './cart.machine';
import {
  selectAppliedCoupon,
  selectBillingAddress,
  selectCartPhase,
  selectCheckoutReport,
  selectGrandTotal,
  selectIsBusy,
  selectIsEmpty,
} from './cart.selectors';

const lock: CartItem = cartItem({ item_id: 18, sku: 'FOLT-LOCK-FOLD', qty: 2, name: 'Vouwslot ART-2', price_incl_tax: 79.95, image_src: '/f/o/lock.png' });
const bell: CartItem = cartItem({ item_id: 21, sku: 'FOLT-BELL', qty: 1, name: 'Bel' });
const totals: Totals = totalsOf({
  grand_total: 169.85,
  coupon_code: 'HERFST50',
  items: [totalsItem({ item_id: 18, price: 66.07, price_incl_tax: 79.95, row_total_incl_tax: 159.9 })],
});

const context: CartContext = {
  cartId: 'c1',
  paymentToken: null,
  orderId: null,
  cart: cartOf({ items: [lock, bell] }),
  totals,
  paymentMethods: [],
  queue: [],
  current: null,
  refreshRequested: false,
  productsStale: false,
  seeded: false,
  error: null,
};
const at = (value: string, extra: Partial<CartContext> = {}) => cartMachine.resolveState({ value, context: { ...context, ...extra } });

describe('cart selectors', () => {
  test('pieces in the cart, the grand total and the coupon Magento applied', () => {
    expect(selectItemCount(at('ready'))).toBe(3);
    expect(selectIsEmpty(at('ready'))).toBe(false);
    expect(selectIsEmpty(at('ready', { cart: null }))).toBe(true);
    expect(selectGrandTotal(at('ready'))).toBe(169.85);
    expect(selectGrandTotal(at('ready', { totals: null }))).toBeNull();
    expect(selectAppliedCoupon(at('ready'))).toBe('HERFST50');
    expect(selectAppliedCoupon(at('ready', { totals: { ...totals, coupon_code: '' } }))).toBeNull();
  });

  test("begin_checkout's data: the grand total and the lines with their price where known", () => {
    expect(selectCheckoutReport(at('ready'))).toEqual({
      value: 169.85,
      items: [
        { item_id: 'FOLT-LOCK-FOLD', item_name: 'Vouwslot ART-2', quantity: 2, price: 79.95 },
        { item_id: 'FOLT-BELL', item_name: 'Bel', quantity: 1 },
      ],
    });
    expect(selectCheckoutReport(at('ready', { cart: null, totals: null }))).toEqual({ value: 0, items: [] });
  });

  test('the billing address the cart already has', () => {
    expect(selectBillingAddress(at('ready'))).toBeNull();
    const address = { country_id: 'NL', email: 'jan@example.nl' };
    expect(selectBillingAddress(at('ready', { cart: cartOf({ items: [], billing_address: address }) }))).toBe(address);
  });

  test('busy while a request runs or an operation waits', () => {
    expect(selectIsBusy(at('ready'))).toBe(false);
    expect(selectIsBusy(at('loading'))).toBe(true);
    expect(selectIsBusy(at('mutating'))).toBe(true);
    expect(selectIsBusy(at('ready', { queue: [{ kind: 'remove', itemId: 18 }] }))).toBe(true);
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
    expect(lines[0]).toMatchObject({ unitPrice: 79.95, rowTotal: 159.9 });
    expect(selectCartLineViews(actor.getSnapshot())).toBe(lines);
  });

  test('no cart, and a cart that could not be loaded', async () => {
    const none = cartActor({ cartId: null }, async () => null);
    await flush();
    expect(selectCartPhase(none.getSnapshot())).toBe('none');
    expect(selectCartLineViews(none.getSnapshot())).toEqual([]);
    const failing = cartActor({ cartId: 'c1' }, () => Promise.reject({ message: 'Failed to fetch' }));
    await flush();
    await flush();
    expect(selectCartPhase(failing.getSnapshot())).toBe('failed');
  });
});
