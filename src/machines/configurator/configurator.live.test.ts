// The configurator's live binding against the real cart machine with a fake shop API: a configured bike goes to the
// cart as one bundle line, the line it replaces is removed first (only when that line is the same model in this
// cart), and the outcome of the add is reported to the page.
import { createActor } from 'xstate';
import { describe, expect, test } from 'vitest';
import { provideCartMachine } from '../cart/cart.live';
import type { ShopEffects } from '../shop-effects';
import type { Cart } from '../cart/cart.types';
import { cart as cartOf, cartItem, productsAnswer } from '../contract.fixtures';
import { buildAddToCartParams } from './configurator.cart';
import { catalogFromAnswer } from './configurator.catalog';
import { eliteAnswer, ELITE_SKU } from './configurator.fixtures';
import { canReplaceLine, sendBikeToCart } from './configurator.live';
import { defaultSelection } from './configurator.selection';

function startCart(options: { failAdd?: boolean } = {}) {
  const calls: string[] = [];
  const cart: Cart = cartOf({
    is_active: true,
    items: [cartItem({ item_id: 5, sku: ELITE_SKU, full_sku: `${ELITE_SKU}~FOLT-BAT-360`, qty: 1 }), cartItem({ item_id: 6, sku: 'FOLT Classic', qty: 1 })],
  });
  const api = {
    createCart: async () => 'c1',
    loadCart: async () => ({ cart, totals: null }),
    addItem: async (_cartId: string, item: { sku: string }) => {
      calls.push(`add ${item.sku}`);
      if (options.failAdd) throw { code: 'cart.item-not-found', status: 404, text: 'Cart item not found' };
      return true;
    },
    removeItem: async (_cartId: string, itemId: number) => {
      calls.push(`remove ${itemId}`);
      return true;
    },
    products: async () => productsAnswer([]),
    paymentMethods: async () => [],
  };
  const effects = {
    api,
    cookies: { readSession: () => ({ cartId: 'c1', paymentToken: null, orderId: null }), clearSession: () => {}, get: () => null, set: () => {} },
    toast: () => {},
    warn: () => {},
  } as unknown as ShopEffects;
  const actor = createActor(provideCartMachine(effects), { input: {} }).start();
  return { actor, calls };
}

const settled = (actor: ReturnType<typeof startCart>['actor']) =>
  new Promise<void>((resolve) => {
    const check = () => actor.getSnapshot().context.cart !== null && !actor.getSnapshot().hasTag('busy');
    if (check()) return resolve();
    const subscription = actor.subscribe(() => {
      if (check()) {
        subscription.unsubscribe();
        resolve();
      }
    });
  });

function bike(replacesItemId: number | null, sku = ELITE_SKU) {
  const catalog = catalogFromAnswer(eliteAnswer(), ELITE_SKU)!;
  const params = buildAddToCartParams(catalog, defaultSelection(catalog), 1, replacesItemId);
  return { item: params.item, summary: { ...params.summary, sku } };
}

describe('sendBikeToCart', () => {
  test('adds the bundle line and reports it added', async () => {
    const { actor, calls } = startCart();
    await settled(actor);
    const { item, summary } = bike(null);
    expect(await sendBikeToCart(actor, item, summary)).toBe('added');
    expect(calls).toEqual([`add ${ELITE_SKU}`]);
  });

  test('removes the changed line first when it is this model in this cart', async () => {
    const { actor, calls } = startCart();
    await settled(actor);
    expect(canReplaceLine(actor, 5, ELITE_SKU)).toBe(true);
    const { item, summary } = bike(5);
    expect(await sendBikeToCart(actor, item, summary)).toBe('added');
    expect(calls).toEqual(['remove 5', `add ${ELITE_SKU}`]);
  });

  test('never removes a line of another model or a line the cart does not have (a shared ?replace= link)', async () => {
    const { actor, calls } = startCart();
    await settled(actor);
    expect(canReplaceLine(actor, 6, ELITE_SKU)).toBe(false);
    expect(canReplaceLine(actor, 99, ELITE_SKU)).toBe(false);
    expect(canReplaceLine(actor, null, ELITE_SKU)).toBe(false);
    const { item, summary } = bike(6);
    expect(await sendBikeToCart(actor, item, summary)).toBe('added');
    expect(calls).toEqual([`add ${ELITE_SKU}`]);
  });

  test('reports a failed add', async () => {
    const { actor } = startCart({ failAdd: true });
    await settled(actor);
    const { item, summary } = bike(null);
    expect(await sendBikeToCart(actor, item, summary)).toBe('failed');
  });

  test('reports an add the cart dropped (cleared before it was sent) as failed', async () => {
    const { actor, calls } = startCart();
    const { item, summary } = bike(null);
    // The cart is still loading: the add waits in its queue when the cart is cleared.
    const outcome = sendBikeToCart(actor, item, summary);
    actor.send({ type: 'cart.clear' });
    expect(await outcome).toBe('failed');
    expect(calls).toEqual([]);
  });
});
