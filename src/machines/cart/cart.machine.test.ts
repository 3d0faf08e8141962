import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { describe, expect, test } from 'vitest';
import type { Cart, CartSession, CartSnapshot } from './cart.types';
import type { PaymentMethod } from '../../../common/contract/checkout.schema';
import type { Product } from '../../../common/contract/product.schema';
import type { Totals } from '../../../common/contract/totals.schema';
import { cart as cartOf, cartItem, product, totals, totalsItem } from '../contract.fixtures';
import { cartOperationMachine, type AddItemInput, type RemoveItemInput, type UpdateItemInput } from './cart-operation.machine';
import { addToCart } from './cart-add';
import type { OperationSettled } from './cart-operations';
import { CART_REFRESH_DEBOUNCE_MS, cartMachine, type CartInput } from './cart.machine';
import { selectItemCount } from './cart-badge.selectors';
import { selectAppliedCoupon, selectCartPhase, selectError, selectGrandTotal, selectIsBusy, selectLines, selectTotals } from './cart.selectors';
import { cartSeedOf, servedCartActor } from './served-cart';

const config = { defaultCoupon: null, productMediaUrl: '/media/catalog/product' };

const flush = async () => {
  for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
};

interface Backend {
  session: CartSession;
  carts: Map<string, Cart>;
  log: string[];
  failAdd404?: boolean;
  /** Every add is refused (400), as for a product out of stock. */
  refuseAdds?: boolean;
  hold?: Promise<void>;
  /** The store view the products are read in: their URL keys end in it ('bat-1-en'); none is the Dutch one. */
  language?: string;
  /** What the cart's totals say besides its lines (a coupon's discount, the grand total). */
  totals?: Partial<Totals>;
  /** The next product lookups fail (network down). */
  failProducts?: number;
  /** Lookups, loads and operations wait for this (a request in flight). */
  holdLoads?: Promise<void>;
  /** No cart can be created (503). */
  failCreate?: boolean;
  /** The payment methods cannot be read (network down). */
  failPaymentMethods?: boolean;
  /** The cookies cannot be read. */
  failSession?: boolean;
  /** The next toasts throw (a broken effect in the page). */
  breakToasts?: number;
}

function start(backend: Backend, input: CartInput = {}) {
  const clock = new SimulatedClock();
  const { log } = backend;
  let nextItem = 100;
  let nextCart = 1;
  const operation = cartOperationMachine.provide({
    actors: {
      createCart: fromPromise<string, void>(async () => {
        if (backend.failCreate) {
          log.push('create refused');
          throw { code: 'unknown', status: 503, text: 'Service Unavailable' };
        }
        const id = `new-${nextCart++}`;
        backend.carts.set(id, cartOf({ is_active: true, items: [] }));
        log.push(`create ${id}`);
        return id;
      }),
      addItem: fromPromise<unknown, AddItemInput>(async ({ input: request }) => {
        log.push(`add ${request.cartId} ${request.item.sku} ${request.item.qty}`);
        await backend.hold;
        if (backend.refuseAdds) throw { code: 'cart.qty-not-available', status: 400, text: 'The requested qty is not available' };
        const cart = backend.carts.get(request.cartId);
        if (!cart || !cart.is_active || backend.failAdd404) {
          backend.failAdd404 = false;
          throw { code: 'cart.not-found', status: 404, text: 'Cart not found' };
        }
        cart.items = [...(cart.items ?? []), cartItem({ item_id: nextItem++, sku: request.item.sku, qty: request.item.qty })];
        return true;
      }),
      updateItem: fromPromise<unknown, UpdateItemInput>(async ({ input: request }) => {
        log.push(`update ${request.cartId} ${request.item_id} qty=${request.qty}`);
        await backend.hold;
        const cart = backend.carts.get(request.cartId)!;
        cart.items = cart.items!.map((item) => (item.item_id === request.item_id ? { ...item, qty: request.qty } : item));
        return true;
      }),
      removeItem: fromPromise<unknown, RemoveItemInput>(async ({ input: request }) => {
        log.push(`remove ${request.cartId} ${request.itemId}`);
        const cart = backend.carts.get(request.cartId)!;
        cart.items = cart.items!.filter((item) => item.item_id !== request.itemId);
        return true;
      }),
    },
    actions: {
      persistCartId: (_, params) => log.push(`cookie cartId=${params.cartId}`),
      clearSession: () => log.push('cookies cleared'),
      showToast: (_, params) => {
        if (backend.breakToasts) {
          backend.breakToasts -= 1;
          throw new Error('toast broke');
        }
        log.push(`toast ${params.type} ${params.type === 'success' ? params.notice : params.error.code}`);
      },
    },
  });
  const machine = cartMachine.provide({
    actors: {
      applyOperation: operation,
      readSession: fromPromise<CartSession, void>(async () => {
        if (backend.failSession) throw new Error('cookies unreadable');
        return backend.session;
      }),
      loadCart: fromPromise<CartSnapshot, { cartId: string }>(async ({ input: request }) => {
        log.push(`load ${request.cartId}`);
        await backend.holdLoads;
        const cart = backend.carts.get(request.cartId) ?? cartOf({ is_active: false });
        return {
          cart: structuredClone(cart),
          totals: totals({ items: cart.items.map((item) => totalsItem({ item_id: item.item_id, price: 10, price_incl_tax: 12.1 })), ...backend.totals }),
        };
      }),
      loadItemProducts: fromPromise<Product[], { skus: string[] }>(async ({ input: request }) => {
        log.push(`products ${request.skus.join(',')}`);
        await backend.holdLoads;
        if (backend.failProducts) {
          backend.failProducts -= 1;
          throw { code: 'network', text: 'Failed to fetch' };
        }
        const suffix = backend.language ? `-${backend.language}` : '';
        return request.skus.map((sku) => product({ sku, image_src: `/${sku}.jpg`, url_key: `${sku.toLowerCase()}${suffix}` }));
      }),
      loadPaymentMethods: fromPromise<PaymentMethod[], { cartId: string }>(async ({ input: request }) => {
        log.push(`payment-methods ${request.cartId}`);
        if (backend.failPaymentMethods) throw { code: 'network', text: 'Failed to fetch' };
        return [{ code: 'cashondelivery', title: 'Cash On Delivery' }];
      }),
    },
    actions: {
      clearSession: () => log.push('cookies cleared'),
      persistCartId: (_, params) => log.push(`cookie cartId=${params.cartId}`),
    },
  });
  const actor = createActor(machine, { input, clock }).start();
  const settle = async () => {
    await flush();
    clock.increment(CART_REFRESH_DEBOUNCE_MS);
    await flush();
  };
  return { actor, clock, settle };
}

const noSession: CartSession = { cartId: null, paymentToken: null, orderId: null };

describe('cart machine', () => {
  test('initialises from the cookies, rebuilds bundle lines and loads payment methods for a billing address', async () => {
    const backend: Backend = {
      session: { cartId: 'c1', paymentToken: 'p', orderId: 'o' },
      carts: new Map([
        [
          'c1',
          cartOf({ is_active: true, billing_address: { country_id: 'NL' }, items: [cartItem({ item_id: 1, sku: 'FOLT 200-S~Frame M~Base BOM', qty: 1 })] }),
        ],
      ]),
      log: [],
    };
    const { actor } = start(backend);
    await flush();
    expect(backend.log).toEqual(['load c1', 'products FOLT 200-S', 'payment-methods c1']);
    const [line] = selectLines(actor.getSnapshot());
    expect(line).toMatchObject({
      sku: 'FOLT 200-S',
      full_sku: 'FOLT 200-S~Frame M~Base BOM',
      bundle_skus: ['FOLT 200-S', 'Frame M'],
      image_src: '/FOLT 200-S.jpg',
      price_incl_tax: 12.1,
    });
    expect(actor.getSnapshot().context).toMatchObject({ paymentToken: 'p', orderId: 'o' });
    expect(actor.getSnapshot().value).toBe('ready');
  });

  test('a hydrated cart is not initialised again', async () => {
    const backend: Backend = { session: { cartId: 'c1', paymentToken: null, orderId: null }, carts: new Map(), log: [] };
    const { actor } = start(backend, { hydrated: { cartId: 'c9', cart: cartOf({ is_active: true, items: [] }), totals: null } });
    await flush();
    expect(backend.log).toEqual([]);
    expect(actor.getSnapshot().context.cartId).toBe('c9');
  });

  test("a page rendered with the cookie's cart starts from it: no session read, no load, the same lines, and a change goes to that cart", async () => {
    const served = cartOf({ cartId: 'c1', is_active: true, items: [cartItem({ item_id: 5, sku: 'BAT-1', qty: 1, name: 'Accu' })] });
    const backend: Backend = { session: { cartId: 'c1', paymentToken: null, orderId: 'o1' }, carts: new Map([['c1', structuredClone(served)]]), log: [] };
    const seed = cartSeedOf({ status: 'ready', cartId: 'c1', cart: served, totals: totals({ grand_total: 12.1 }), config }, backend.session);
    const { actor, settle } = start(backend, { hydrated: seed });
    await flush();
    expect(backend.log).toEqual([]);
    expect(selectCartPhase(actor.getSnapshot())).toBe('ready');
    expect(selectLines(actor.getSnapshot()).map((line) => line.name)).toEqual(['Accu']);
    expect(actor.getSnapshot().context.orderId).toBe('o1');
    actor.send({ type: 'item.update', itemId: 5, qty: 2 });
    await settle();
    expect(backend.log.slice(0, 3)).toEqual(['update c1 5 qty=2', 'toast success cart.updated', 'load c1']);
  });

  test("the page's stand-in for the rendered cart holds what the seeded machine holds, so both render the same", () => {
    const served = {
      status: 'ready' as const,
      cartId: 'c1',
      cart: cartOf({ cartId: 'c1', items: [cartItem({ item_id: 5, sku: 'BAT-1' })] }),
      totals: totals(),
      config,
    };
    const backend: Backend = { session: { cartId: 'c1', paymentToken: null, orderId: null }, carts: new Map(), log: [] };
    const { actor } = start(backend, { hydrated: cartSeedOf(served, backend.session) });
    const standIn = servedCartActor(served).getSnapshot();
    expect(standIn.context).toEqual(actor.getSnapshot().context);
    expect(selectCartPhase(standIn)).toBe(selectCartPhase(actor.getSnapshot()));
  });

  test('a page rendered without a cart, and no cart in the cookie, starts empty and ready; the first add creates the cart', async () => {
    const backend: Backend = { session: { cartId: null, paymentToken: null, orderId: null }, carts: new Map(), log: [] };
    const { actor, settle } = start(backend, { hydrated: cartSeedOf({ status: 'none' }, backend.session) });
    await flush();
    expect(selectCartPhase(actor.getSnapshot())).toBe('none');
    expect(backend.log).toEqual([]);
    actor.send({ type: 'item.add', item: { sku: 'BAT-1', qty: 1 } });
    await settle();
    expect(backend.log.slice(0, 3)).toEqual(['create new-1', 'cookie cartId=new-1', 'add new-1 BAT-1 1']);
  });

  test('the rendered cart is not taken when the cookie names another cart, none, or a payment is under way', () => {
    const ready = { status: 'ready' as const, cartId: 'c1', cart: cartOf({ cartId: 'c1' }), totals: totals(), config };
    expect(cartSeedOf(ready, { cartId: 'c2', paymentToken: null, orderId: null })).toBeNull();
    expect(cartSeedOf(ready, { cartId: null, paymentToken: null, orderId: null })).toBeNull();
    expect(cartSeedOf(ready, { cartId: 'c1', paymentToken: 'p', orderId: null })).toBeNull();
    expect(cartSeedOf({ status: 'none' }, { cartId: 'c3', paymentToken: null, orderId: null })).toBeNull();
    expect(cartSeedOf({ status: 'client' }, { cartId: 'c1', paymentToken: null, orderId: null })).toBeNull();
    expect(cartSeedOf(null, { cartId: 'c1', paymentToken: null, orderId: null })).toBeNull();
  });

  test('an inactive cart is cleared with its cookies', async () => {
    const backend: Backend = { session: { cartId: 'old', paymentToken: null, orderId: 'o' }, carts: new Map([['old', cartOf({ is_active: false })]]), log: [] };
    const { actor } = start(backend);
    await flush();
    expect(backend.log).toEqual(['load old', 'cookies cleared']);
    expect(actor.getSnapshot().context).toMatchObject({ cartId: null, paymentToken: null, orderId: null, cart: null });
    expect(selectCartPhase(actor.getSnapshot())).toBe('none');
    expect(selectIsBusy(actor.getSnapshot())).toBe(false);
  });

  test('an inactive cart with a payment under way is kept until the payment return has been processed', async () => {
    const backend: Backend = {
      session: { cartId: 'old', paymentToken: 'p', orderId: 'o' },
      carts: new Map([['old', cartOf({ is_active: false, items: [] })]]),
      log: [],
    };
    const { actor } = start(backend);
    await flush();
    expect(backend.log).toEqual(['load old']);
    expect(actor.getSnapshot().context).toMatchObject({ cartId: 'old', paymentToken: 'p', orderId: 'o', cart: { is_active: false } });
    expect(selectIsBusy(actor.getSnapshot())).toBe(false);
  });

  /** A session whose cart c1 holds one battery (item 7). */
  const oneBatteryCart = (): Backend => ({
    session: { cartId: 'c1', paymentToken: null, orderId: null },
    carts: new Map([['c1', cartOf({ is_active: true, items: [cartItem({ item_id: 7, sku: 'BAT-1', qty: 1 })] })]]),
    log: [],
  });

  test('client-added fields survive a reload in which the quantities did not change', async () => {
    const { actor, settle } = start(oneBatteryCart());
    await settle();
    const enriched = actor.getSnapshot().context.cart?.items?.[0];
    expect(enriched).toMatchObject({ image_src: '/BAT-1.jpg', url_key: 'bat-1' });
    actor.send({ type: 'cart.refresh' });
    await settle();
    expect(actor.getSnapshot().context.cart?.items?.[0]).toEqual(enriched);
  });

  test("a language change reads the cart and its lines' products again, although no quantity changed", async () => {
    const backend = oneBatteryCart();
    const { actor, settle } = start(backend);
    await settle();
    expect(actor.getSnapshot().context.cart?.items?.[0]?.url_key).toBe('bat-1');
    backend.log.length = 0;
    backend.language = 'en';
    actor.send({ type: 'cart.language' });
    await settle();
    expect(backend.log).toEqual(['load c1', 'products BAT-1']);
    expect(actor.getSnapshot().context.cart?.items?.[0]?.url_key).toBe('bat-1-en');
    // Read once: the next plain refresh keeps what the language change read.
    backend.log.length = 0;
    actor.send({ type: 'cart.refresh' });
    await settle();
    expect(backend.log).toEqual(['load c1']);
    expect(actor.getSnapshot().context.cart?.items?.[0]?.url_key).toBe('bat-1-en');
  });

  test('adding without a cart creates one, adds, toasts and reloads after the debounce', async () => {
    const backend: Backend = { session: noSession, carts: new Map(), log: [] };
    const { actor, settle } = start(backend);
    await flush();
    actor.send({ type: 'item.add', item: { sku: 'BAT-1', qty: 2 } });
    await settle();
    expect(backend.log).toEqual(['create new-1', 'cookie cartId=new-1', 'add new-1 BAT-1 2', 'toast success cart.item-added', 'load new-1', 'products BAT-1']);
    expect(selectItemCount(actor.getSnapshot())).toBe(2);
  });

  test('a cart re-opened by a given-up payment is adopted after the ordered one was let go: cookie set, loaded with its items', async () => {
    const backend: Backend = { session: { cartId: 'old', paymentToken: null, orderId: 'o' }, carts: new Map([['old', cartOf({ is_active: false })]]), log: [] };
    const { actor, settle } = start(backend);
    await flush();
    expect(actor.getSnapshot().context.cartId).toBeNull();
    backend.carts.set('old', cartOf({ is_active: true, items: [cartItem({ item_id: 7, sku: 'BAT-1', qty: 2 })] }));
    actor.send({ type: 'cart.adopt', cartId: 'old' });
    await settle();
    expect(backend.log).toEqual(['load old', 'cookies cleared', 'cookie cartId=old', 'load old', 'products BAT-1']);
    expect(selectItemCount(actor.getSnapshot())).toBe(2);
  });

  test('a cart that turned inactive on the server is replaced once when adding', async () => {
    const backend: Backend = {
      session: { cartId: 'c1', paymentToken: null, orderId: null },
      carts: new Map([['c1', cartOf({ is_active: true, items: [] })]]),
      log: [],
    };
    const { actor, settle } = start(backend);
    await flush();
    backend.carts.set('c1', cartOf({ is_active: false }));
    actor.send({ type: 'item.add', item: { sku: 'BAT-1', qty: 1 } });
    await settle();
    expect(backend.log.slice(1)).toEqual([
      'add c1 BAT-1 1',
      'cookies cleared',
      'create new-1',
      'cookie cartId=new-1',
      'add new-1 BAT-1 1',
      'toast success cart.item-added',
      'load new-1',
      'products BAT-1',
    ]);
    expect(actor.getSnapshot().context.cartId).toBe('new-1');
  });

  test('events during a request wait their turn; quantity changes collapse; nothing is sent twice', async () => {
    let release: () => void = () => {};
    const backend: Backend = {
      session: { cartId: 'c1', paymentToken: null, orderId: null },
      carts: new Map([
        ['c1', cartOf({ is_active: true, items: [cartItem({ item_id: 1, sku: 'BAT-1', qty: 1 }), cartItem({ item_id: 2, sku: 'BELL', qty: 1 })] })],
      ]),
      log: [],
    };
    const { actor, settle } = start(backend);
    await flush();
    backend.log.length = 0;
    backend.hold = new Promise<void>((resolve) => (release = resolve));
    actor.send({ type: 'item.update', itemId: 1, qty: 2 });
    await flush();
    actor.send({ type: 'item.update', itemId: 1, qty: 3 });
    actor.send({ type: 'item.update', itemId: 1, qty: 4 });
    actor.send({ type: 'item.remove', itemId: 2 });
    actor.send({ type: 'item.remove', itemId: 2 });
    backend.hold = undefined;
    release();
    await settle();
    expect(backend.log).toEqual([
      'update c1 1 qty=2',
      'toast success cart.updated',
      'update c1 1 qty=4',
      'toast success cart.updated',
      'remove c1 2',
      'toast success cart.items-deleted',
      'load c1',
      'products BAT-1',
    ]);
    expect(selectItemCount(actor.getSnapshot())).toBe(4);
  });

  test('the full refresh is debounced by 300 ms', async () => {
    const backend: Backend = {
      session: { cartId: 'c1', paymentToken: null, orderId: null },
      carts: new Map([['c1', cartOf({ is_active: true, items: [] })]]),
      log: [],
    };
    const { actor, clock } = start(backend);
    await flush();
    backend.log.length = 0;
    actor.send({ type: 'cart.refresh' });
    clock.increment(200);
    actor.send({ type: 'cart.refresh' });
    clock.increment(200);
    actor.send({ type: 'cart.refresh' });
    clock.increment(299);
    await flush();
    expect(backend.log).toEqual([]);
    clock.increment(1);
    await flush();
    expect(backend.log).toEqual(['load c1']);
  });

  test('payment methods load once, only with a billing address', async () => {
    const backend: Backend = {
      session: { cartId: 'c1', paymentToken: null, orderId: null },
      carts: new Map([['c1', cartOf({ is_active: true, items: [] })]]),
      log: [],
    };
    const { actor, settle } = start(backend);
    await flush();
    actor.send({ type: 'cart.refresh' });
    await settle();
    backend.carts.get('c1')!.billing_address = { email: 'a@b.nl' };
    actor.send({ type: 'cart.refresh' });
    await settle();
    actor.send({ type: 'cart.refresh' });
    await settle();
    expect(backend.log.filter((line) => line.startsWith('payment-methods'))).toEqual(['payment-methods c1']);
  });

  test('cart.clear empties the store and the cookies', async () => {
    const backend: Backend = {
      session: { cartId: 'c1', paymentToken: null, orderId: null },
      carts: new Map([['c1', cartOf({ is_active: true, items: [] })]]),
      log: [],
    };
    const { actor } = start(backend);
    await flush();
    actor.send({ type: 'cart.clear' });
    expect(actor.getSnapshot().context).toMatchObject({ cartId: null, cart: null, queue: [] });
    expect(backend.log.at(-1)).toBe('cookies cleared');
  });
});

describe('the outcome of each operation', () => {
  const oneCart = (): Backend => ({
    session: { cartId: 'c1', paymentToken: null, orderId: null },
    carts: new Map([['c1', cartOf({ cartId: 'c1', items: [cartItem({ item_id: 1, sku: 'BAT-1', qty: 1 })] })]]),
    log: [],
  });
  function listen(actor: ReturnType<typeof start>['actor']) {
    const settled: Array<Omit<OperationSettled, 'type'>> = [];
    actor.on('operation.settled', ({ operationId, kind, outcome }) => settled.push({ operationId, kind, outcome }));
    return settled;
  }

  test("is emitted with the sender's id once the request is answered, not before", async () => {
    let release: () => void = () => {};
    const backend = oneCart();
    const { actor } = start(backend);
    await flush();
    const settled = listen(actor);
    backend.hold = new Promise<void>((resolve) => (release = resolve));
    actor.send({ type: 'item.add', item: { sku: 'BELL', qty: 1 }, operationId: 'mine' });
    await flush();
    expect(backend.log.at(-1)).toBe('add c1 BELL 1');
    expect(settled).toEqual([]);
    release();
    await flush();
    expect(settled).toEqual([{ operationId: 'mine', kind: 'add', outcome: 'applied' }]);
  });

  test('a refused add is failed; operations sent without an id settle too, in their order', async () => {
    const backend = oneCart();
    const { actor } = start(backend);
    await flush();
    const settled = listen(actor);
    backend.refuseAdds = true;
    actor.send({ type: 'item.update', itemId: 1, qty: 2 });
    actor.send({ type: 'item.add', item: { sku: 'BELL', qty: 1 }, operationId: 'mine' });
    await flush();
    expect(backend.log).toContain('toast error cart.qty-not-available');
    expect(settled).toEqual([
      { operationId: null, kind: 'update', outcome: 'applied' },
      { operationId: 'mine', kind: 'add', outcome: 'failed' },
    ]);
  });

  test('cart.clear drops the running operation and the queued ones', async () => {
    const backend = oneCart();
    const { actor } = start(backend);
    await flush();
    const settled = listen(actor);
    backend.hold = new Promise<void>(() => {});
    actor.send({ type: 'item.add', item: { sku: 'BELL', qty: 1 }, operationId: 'first' });
    actor.send({ type: 'item.add', item: { sku: 'LOCK', qty: 1 }, operationId: 'second' });
    await flush();
    actor.send({ type: 'cart.clear' });
    expect(settled).toEqual([
      { operationId: 'first', kind: 'add', outcome: 'dropped' },
      { operationId: 'second', kind: 'add', outcome: 'dropped' },
    ]);
    expect(actor.getSnapshot().context).toMatchObject({ current: null, queue: [] });
  });

  test("addToCart resolves with its own add's outcome, not with another one's", async () => {
    let release: () => void = () => {};
    const backend = oneCart();
    const { actor } = start(backend);
    await flush();
    backend.hold = new Promise<void>((resolve) => (release = resolve));
    let outcome: string | null = null;
    actor.send({ type: 'item.add', item: { sku: 'LOCK', qty: 1 }, operationId: 'someone-else' });
    void addToCart(actor, { sku: 'BELL', qty: 1 }).then((result) => (outcome = result));
    release();
    await flush();
    expect(backend.log.filter((line) => line.startsWith('add'))).toEqual(['add c1 LOCK 1', 'add c1 BELL 1']);
    expect(outcome).toBe('applied');
    const failing = start(oneCart());
    await flush();
    failing.actor.send({ type: 'cart.clear' });
    const cleared = addToCart(failing.actor, { sku: 'BELL', qty: 1 });
    failing.actor.send({ type: 'cart.clear' });
    expect(await cleared).toBe('dropped');
  });
});

describe('what the shopper sees after a refresh, a failed lookup and a replaced cart (issue 24 item 5)', () => {
  const withBattery = (): Backend => ({
    session: { cartId: 'c1', paymentToken: null, orderId: null },
    carts: new Map([['c1', cartOf({ cartId: 'c1', is_active: true, items: [cartItem({ item_id: 7, sku: 'BAT-1', qty: 1 })] })]]),
    log: [],
  });

  test('a refresh in which no quantity changed still shows the new totals and the discount of a coupon applied meanwhile', async () => {
    const backend = withBattery();
    const { actor, settle } = start(backend);
    await settle();
    expect(selectGrandTotal(actor.getSnapshot())).toBe(0);
    expect(selectAppliedCoupon(actor.getSnapshot())).toBeNull();
    backend.totals = { grand_total: 10.89, discount_amount: -1.21, coupon_code: 'SPRING' };
    backend.log.length = 0;
    actor.send({ type: 'cart.refresh' });
    await settle();
    expect(backend.log).toEqual(['load c1']);
    expect(selectGrandTotal(actor.getSnapshot())).toBe(10.89);
    expect(selectTotals(actor.getSnapshot())?.discount_amount).toBe(-1.21);
    expect(selectAppliedCoupon(actor.getSnapshot())).toBe('SPRING');
    // The lines keep what the lookup added to them.
    expect(selectLines(actor.getSnapshot())[0]).toMatchObject({ image_src: '/BAT-1.jpg', url_key: 'bat-1' });
  });

  test('a refresh with a billing address and no quantity change shows the new totals too (and asks for the payment methods)', async () => {
    const backend = withBattery();
    const { actor, settle } = start(backend);
    await settle();
    backend.carts.get('c1')!.billing_address = { country_id: 'NL' };
    backend.totals = { grand_total: 99, coupon_code: 'SPRING' };
    backend.log.length = 0;
    actor.send({ type: 'cart.refresh' });
    await settle();
    expect(backend.log).toEqual(['load c1', 'payment-methods c1']);
    expect(selectGrandTotal(actor.getSnapshot())).toBe(99);
    expect(selectAppliedCoupon(actor.getSnapshot())).toBe('SPRING');
    expect(actor.getSnapshot().context.paymentMethods).toEqual([{ code: 'cashondelivery', title: 'Cash On Delivery' }]);
  });

  test('a failed product lookup leaves a usable cart: lines and totals shown, not busy, the next change is sent and the lookup is tried again', async () => {
    const backend = withBattery();
    backend.failProducts = 1;
    const { actor, settle } = start(backend);
    await settle();
    expect(backend.log).toEqual(['load c1', 'products BAT-1']);
    expect(selectCartPhase(actor.getSnapshot())).toBe('ready');
    expect(selectIsBusy(actor.getSnapshot())).toBe(false);
    expect(selectLines(actor.getSnapshot())[0]).toMatchObject({ sku: 'BAT-1', qty: 1, price_incl_tax: 12.1 });
    expect(selectLines(actor.getSnapshot())[0]).not.toHaveProperty('image_src');
    // A refresh with the same quantities asks for the products again: the pictures and links come back.
    backend.log.length = 0;
    actor.send({ type: 'cart.refresh' });
    await settle();
    expect(backend.log).toEqual(['load c1', 'products BAT-1']);
    expect(selectLines(actor.getSnapshot())[0]).toMatchObject({ image_src: '/BAT-1.jpg', url_key: 'bat-1' });
    // Once read, a refresh does not ask again.
    backend.log.length = 0;
    actor.send({ type: 'cart.refresh' });
    await settle();
    expect(backend.log).toEqual(['load c1']);
  });

  test('after a failed product lookup the next quantity change is sent and the cart shows it', async () => {
    const backend = withBattery();
    backend.failProducts = 2;
    const { actor, settle } = start(backend);
    await settle();
    actor.send({ type: 'item.update', itemId: 7, qty: 3 });
    await settle();
    expect(backend.log).toEqual(['load c1', 'products BAT-1', 'update c1 7 qty=3', 'toast success cart.updated', 'load c1', 'products BAT-1']);
    expect(selectItemCount(actor.getSnapshot())).toBe(3);
    expect(selectIsBusy(actor.getSnapshot())).toBe(false);
    expect(selectCartPhase(actor.getSnapshot())).toBe('ready');
  });

  test('busy while a change is sent, while the cart loads and while its products are read; not before or after', async () => {
    const backend = withBattery();
    const { actor, clock, settle } = start(backend);
    await settle();
    expect(selectIsBusy(actor.getSnapshot())).toBe(false);
    let release: () => void = () => {};
    backend.hold = new Promise<void>((resolve) => (release = resolve));
    actor.send({ type: 'item.update', itemId: 7, qty: 2 });
    await flush();
    expect(actor.getSnapshot().context.queue).toEqual([]);
    expect(selectIsBusy(actor.getSnapshot())).toBe(true);
    let releaseLoads: () => void = () => {};
    backend.holdLoads = new Promise<void>((resolve) => (releaseLoads = resolve));
    release();
    await flush();
    clock.increment(CART_REFRESH_DEBOUNCE_MS);
    await flush();
    expect(backend.log.at(-1)).toBe('load c1');
    expect(selectIsBusy(actor.getSnapshot())).toBe(true);
    releaseLoads();
    backend.holdLoads = new Promise<void>((resolve) => (releaseLoads = resolve));
    await flush();
    expect(backend.log.at(-1)).toBe('products BAT-1');
    expect(selectIsBusy(actor.getSnapshot())).toBe(true);
    releaseLoads();
    await flush();
    expect(selectIsBusy(actor.getSnapshot())).toBe(false);
    expect(selectItemCount(actor.getSnapshot())).toBe(2);
  });

  test('a cart replaced by an add shows nothing of the old cart (its totals, coupon, payment methods) and loads the new one', async () => {
    const backend = withBattery();
    backend.carts.get('c1')!.billing_address = { country_id: 'NL' };
    backend.totals = { grand_total: 10.89, coupon_code: 'SPRING' };
    const { actor, settle } = start(backend);
    await settle();
    expect(actor.getSnapshot().context.paymentMethods).toHaveLength(1);
    backend.carts.set('c1', cartOf({ is_active: false }));
    backend.totals = {};
    let releaseLoads: () => void = () => {};
    backend.holdLoads = new Promise<void>((resolve) => (releaseLoads = resolve));
    actor.send({ type: 'item.add', item: { sku: 'BELL', qty: 1 } });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ cartId: 'new-1', cart: null, totals: null, paymentMethods: [] });
    expect(selectAppliedCoupon(actor.getSnapshot())).toBeNull();
    releaseLoads();
    await settle();
    expect(selectLines(actor.getSnapshot()).map((line) => line.sku)).toEqual(['BELL']);
    expect(actor.getSnapshot().context.cartId).toBe('new-1');
  });

  test('a cart that cannot be loaded says so; the next refresh that works takes the message away', async () => {
    const backend = withBattery();
    const { actor, settle } = start(backend);
    await settle();
    const load = backend.carts.get('c1')!;
    backend.carts.delete('c1');
    backend.holdLoads = Promise.reject({ code: 'network', text: 'Failed to fetch' });
    backend.holdLoads.catch(() => {});
    actor.send({ type: 'cart.refresh' });
    await settle();
    expect(selectError(actor.getSnapshot())).toEqual({ code: 'network', via: 'request', text: 'Failed to fetch' });
    expect(selectIsBusy(actor.getSnapshot())).toBe(false);
    backend.holdLoads = undefined;
    backend.carts.set('c1', load);
    actor.send({ type: 'cart.refresh' });
    await settle();
    expect(selectError(actor.getSnapshot())).toBeNull();
    expect(selectCartPhase(actor.getSnapshot())).toBe('ready');
  });
});

describe('the one-click stock fix and a cart the payment return re-opens', () => {
  const stockCart = (): Backend => ({
    session: { cartId: 'c1', paymentToken: null, orderId: null },
    carts: new Map([
      [
        'c1',
        cartOf({
          cartId: 'c1',
          is_active: true,
          items: [
            cartItem({ item_id: 1, sku: 'BAT-1', qty: 3, stock: { stock_status: 'IN_STOCK', only_x_left_in_stock: 1 } }),
            cartItem({ item_id: 2, sku: 'BELL', qty: 1, stock: { stock_status: 'OUT_OF_STOCK', only_x_left_in_stock: null } }),
            cartItem({ item_id: 3, sku: 'LOCK', qty: 1, stock: { stock_status: 'IN_STOCK', only_x_left_in_stock: null } }),
          ],
        }),
      ],
    ]),
    log: [],
  });

  test('a line short of stock goes down to what is left, a sold-out line goes out, a line without an issue (or unknown) is left alone', async () => {
    const backend = stockCart();
    const { actor, settle } = start(backend);
    await settle();
    backend.log.length = 0;
    actor.send({ type: 'item.fix-stock', itemId: 3 });
    actor.send({ type: 'item.fix-stock', itemId: 99 });
    await settle();
    expect(backend.log).toEqual([]);
    actor.send({ type: 'item.fix-stock', itemId: 1 });
    await flush();
    actor.send({ type: 'item.fix-stock', itemId: 2 });
    await settle();
    expect(backend.log.filter((line) => /^(update|remove) /.test(line))).toEqual(['update c1 1 qty=1', 'remove c1 2']);
  });

  test('adopting another cart drops what was shown of the held one at once and loads the adopted one; adopting the held one keeps it shown', async () => {
    const backend = stockCart();
    backend.carts.set('c9', cartOf({ cartId: 'c9', is_active: true, items: [cartItem({ item_id: 5, sku: 'LOCK', qty: 2 })] }));
    const { actor, settle } = start(backend);
    await settle();
    actor.send({ type: 'cart.adopt', cartId: 'c1' });
    expect(selectLines(actor.getSnapshot())).toHaveLength(3);
    await settle();
    actor.send({ type: 'cart.adopt', cartId: 'c9' });
    expect(actor.getSnapshot().context).toMatchObject({ cartId: 'c9', cart: null, totals: null, paymentMethods: [] });
    expect(backend.log.at(-1)).toBe('cookie cartId=c9');
    await settle();
    expect(selectLines(actor.getSnapshot()).map((line) => line.sku)).toEqual(['LOCK']);
  });

  test('a refresh without a cart does nothing; a language change without a cart neither', async () => {
    const backend: Backend = { session: noSession, carts: new Map(), log: [] };
    const { actor, settle } = start(backend);
    await settle();
    actor.send({ type: 'cart.refresh' });
    actor.send({ type: 'cart.language' });
    await settle();
    expect(backend.log).toEqual([]);
    expect(actor.getSnapshot().context.refreshRequested).toBe(false);
  });
});

describe('what the shopper notices of loads, adoptions and failures around them (issue 24 item 5)', () => {
  const twoCarts = (): Backend => ({
    session: { cartId: 'c1', paymentToken: null, orderId: null },
    carts: new Map([
      ['c1', cartOf({ cartId: 'c1', is_active: true, items: [cartItem({ item_id: 7, sku: 'BAT-1', qty: 1 })] })],
      ['c9', cartOf({ cartId: 'c9', is_active: true, items: [cartItem({ item_id: 5, sku: 'LOCK', qty: 2 })] })],
    ]),
    log: [],
  });

  test('a cart adopted while the held one loads: the held one is never shown, the adopted one is loaded and shown', async () => {
    const backend = twoCarts();
    let releaseLoads: () => void = () => {};
    backend.holdLoads = new Promise<void>((resolve) => (releaseLoads = resolve));
    const { actor, settle } = start(backend);
    await flush();
    expect(backend.log).toEqual(['load c1']);
    actor.send({ type: 'cart.adopt', cartId: 'c9' });
    backend.holdLoads = undefined;
    releaseLoads();
    await flush();
    expect(selectLines(actor.getSnapshot())).toEqual([]);
    await settle();
    expect(selectLines(actor.getSnapshot()).map((line) => line.sku)).toEqual(['LOCK']);
    expect(backend.log).toEqual(['load c1', 'cookie cartId=c9', 'load c9', 'products LOCK']);
  });

  test('a cart adopted while a refresh waits for its debounce is loaded once, 300 ms after the adoption', async () => {
    const backend = twoCarts();
    const { actor, clock, settle } = start(backend);
    await settle();
    backend.log.length = 0;
    actor.send({ type: 'cart.refresh' });
    clock.increment(200);
    actor.send({ type: 'cart.adopt', cartId: 'c9' });
    clock.increment(200);
    await flush();
    expect(backend.log).toEqual(['cookie cartId=c9']);
    clock.increment(100);
    await flush();
    await settle();
    await settle();
    expect(backend.log).toEqual(['cookie cartId=c9', 'load c9', 'products LOCK']);
    expect(selectLines(actor.getSnapshot()).map((line) => line.sku)).toEqual(['LOCK']);
  });

  test("a language change while a refresh waits for its debounce restarts it and reads the lines' products again", async () => {
    const backend = twoCarts();
    const { actor, clock, settle } = start(backend);
    await settle();
    backend.log.length = 0;
    backend.language = 'en';
    actor.send({ type: 'cart.refresh' });
    clock.increment(200);
    actor.send({ type: 'cart.language' });
    clock.increment(200);
    await flush();
    expect(backend.log).toEqual([]);
    clock.increment(100);
    await flush();
    expect(backend.log).toEqual(['load c1', 'products BAT-1']);
    expect(actor.getSnapshot().context.cart?.items?.[0]?.url_key).toBe('bat-1-en');
  });

  test('an add to the inactive cart a payment holds goes to a new cart at once: nothing is sent to the ordered cart', async () => {
    const backend: Backend = {
      session: { cartId: 'old', paymentToken: 'p', orderId: 'o' },
      carts: new Map([['old', cartOf({ is_active: false, items: [] })]]),
      log: [],
    };
    const { actor, settle } = start(backend);
    await settle();
    actor.send({ type: 'item.add', item: { sku: 'BELL', qty: 1 } });
    await settle();
    expect(backend.log).toEqual([
      'load old',
      'create new-1',
      'cookies cleared',
      'cookie cartId=new-1',
      'add new-1 BELL 1',
      'toast success cart.item-added',
      'load new-1',
      'products BELL',
    ]);
    expect(selectLines(actor.getSnapshot()).map((line) => line.sku)).toEqual(['BELL']);
  });

  test('a first add whose cart cannot be created says why and loads nothing; the cart stays empty and usable', async () => {
    const backend: Backend = { session: noSession, carts: new Map(), log: [], failCreate: true };
    const { actor, settle } = start(backend);
    await settle();
    actor.send({ type: 'item.add', item: { sku: 'BELL', qty: 1 } });
    await settle();
    await settle();
    expect(backend.log).toEqual(['create refused', 'toast error unknown']);
    expect(selectCartPhase(actor.getSnapshot())).toBe('none');
    expect(selectIsBusy(actor.getSnapshot())).toBe(false);
  });

  test('a cart gone on the server whose replacement cannot be created fails the add and leaves no cart, as the cleared cookies say; the next add starts a new cart', async () => {
    const backend: Backend = {
      session: { cartId: 'c1', paymentToken: null, orderId: 'o1' },
      carts: new Map([['c1', cartOf({ is_active: true, items: [cartItem({ item_id: 7, sku: 'BAT-1', qty: 2 })] })]]),
      log: [],
    };
    const { actor, settle } = start(backend);
    const settled: string[] = [];
    actor.on('operation.settled', ({ operationId, outcome }) => settled.push(`${operationId} ${outcome}`));
    await settle();
    expect(selectItemCount(actor.getSnapshot())).toBe(2);
    // An order was placed on c1 elsewhere (Magento: inactive, 404 on writes), and Magento cannot create a cart just now.
    backend.carts.set('c1', cartOf({ is_active: false }));
    backend.failCreate = true;
    backend.log.length = 0;
    actor.send({ type: 'item.add', item: { sku: 'BELL', qty: 1 }, operationId: 'add-1' });
    await settle();
    await settle();
    expect(backend.log).toEqual(['add c1 BELL 1', 'cookies cleared', 'create refused', 'toast error unknown']);
    expect(settled).toEqual(['add-1 failed']);
    // No lines of the ordered cart, no id of it: the machine agrees with the cookies.
    expect(actor.getSnapshot().context).toMatchObject({ cartId: null, cart: null, totals: null, orderId: null, paymentToken: null });
    expect(selectLines(actor.getSnapshot())).toEqual([]);
    expect(selectCartPhase(actor.getSnapshot())).toBe('none');
    expect(selectError(actor.getSnapshot())).toMatchObject({ text: 'Service Unavailable' });
    // Magento is back: the next add creates a cart and nothing goes to the dead one.
    backend.failCreate = false;
    backend.log.length = 0;
    actor.send({ type: 'item.add', item: { sku: 'BELL', qty: 1 }, operationId: 'add-2' });
    await settle();
    expect(backend.log.slice(0, 4)).toEqual(['create new-1', 'cookie cartId=new-1', 'add new-1 BELL 1', 'toast success cart.item-added']);
    expect(actor.getSnapshot().context.cartId).toBe('new-1');
    expect(settled).toEqual(['add-1 failed', 'add-2 applied']);
  });

  test('an add to the inactive cart a payment holds whose new cart cannot be created leaves no cart: the payment cookies are gone, and so is the state', async () => {
    const backend: Backend = {
      session: { cartId: 'old', paymentToken: 'p', orderId: 'o' },
      carts: new Map([['old', cartOf({ is_active: false, items: [cartItem({ item_id: 7, sku: 'BAT-1', qty: 1 })] })]]),
      log: [],
      failCreate: true,
    };
    const { actor, settle } = start(backend);
    await settle();
    actor.send({ type: 'item.add', item: { sku: 'BELL', qty: 1 } });
    await settle();
    await settle();
    expect(backend.log).toEqual(['load old', 'create refused', 'cookies cleared', 'toast error unknown']);
    expect(actor.getSnapshot().context).toMatchObject({ cartId: null, cart: null, paymentToken: null, orderId: null });
    expect(selectCartPhase(actor.getSnapshot())).toBe('none');
  });

  test('a failed product lookup on a cart with a billing address shows the bundle line rebuilt and still asks for the payment methods', async () => {
    const backend: Backend = {
      session: { cartId: 'c1', paymentToken: null, orderId: null },
      carts: new Map([
        [
          'c1',
          cartOf({ is_active: true, billing_address: { country_id: 'NL' }, items: [cartItem({ item_id: 1, sku: 'FOLT 200-S~Frame M~Base BOM', qty: 1 })] }),
        ],
      ]),
      log: [],
      failProducts: 1,
    };
    const { actor, settle } = start(backend);
    await settle();
    expect(backend.log).toEqual(['load c1', 'products FOLT 200-S', 'payment-methods c1']);
    expect(selectLines(actor.getSnapshot())[0]).toMatchObject({ sku: 'FOLT 200-S', bundle_skus: ['FOLT 200-S', 'Frame M'] });
    expect(selectIsBusy(actor.getSnapshot())).toBe(false);
  });

  test('payment methods that cannot be read leave the cart shown and usable; the next refresh asks again', async () => {
    const backend = twoCarts();
    backend.carts.get('c1')!.billing_address = { country_id: 'NL' };
    backend.failPaymentMethods = true;
    const { actor, settle } = start(backend);
    await settle();
    expect(backend.log).toEqual(['load c1', 'products BAT-1', 'payment-methods c1']);
    expect(selectCartPhase(actor.getSnapshot())).toBe('ready');
    expect(selectIsBusy(actor.getSnapshot())).toBe(false);
    expect(selectError(actor.getSnapshot())).toBeNull();
    backend.failPaymentMethods = false;
    actor.send({ type: 'cart.refresh' });
    await settle();
    expect(backend.log.slice(3)).toEqual(['load c1', 'payment-methods c1']);
  });

  test('a bundle line whose products could not be read shows its base SKU and its parts, without a picture', async () => {
    const backend: Backend = {
      session: { cartId: 'c1', paymentToken: null, orderId: null },
      carts: new Map([['c1', cartOf({ is_active: true, items: [cartItem({ item_id: 1, sku: 'FOLT 200-S~Frame M~Base BOM', qty: 1 })] })]]),
      log: [],
      failProducts: 1,
    };
    const { actor, settle } = start(backend);
    await settle();
    const [line] = selectLines(actor.getSnapshot());
    expect(line).toMatchObject({ sku: 'FOLT 200-S', full_sku: 'FOLT 200-S~Frame M~Base BOM', bundle_skus: ['FOLT 200-S', 'Frame M'] });
    expect(line).not.toHaveProperty('image_src');
  });

  test('payment methods, once read, are not asked for again when a quantity change reloads the lines', async () => {
    const backend = twoCarts();
    backend.carts.get('c1')!.billing_address = { country_id: 'NL' };
    const { actor, settle } = start(backend);
    await settle();
    backend.log.length = 0;
    actor.send({ type: 'item.update', itemId: 7, qty: 2 });
    await settle();
    expect(backend.log).toEqual(['update c1 7 qty=2', 'toast success cart.updated', 'load c1', 'products BAT-1']);
  });

  test('a refresh or a language change sent while the cookies are read: the cart is loaded once', async () => {
    const backend = twoCarts();
    const { actor, settle } = start(backend);
    actor.send({ type: 'cart.refresh' });
    actor.send({ type: 'cart.language' });
    await settle();
    await settle();
    expect(backend.log).toEqual(['load c1', 'products BAT-1']);
  });

  test('cookies that cannot be read: the cart starts empty and ready, and the first add creates a cart', async () => {
    const backend: Backend = { session: noSession, carts: new Map(), log: [], failSession: true };
    const { actor, settle } = start(backend);
    await flush();
    expect(selectCartPhase(actor.getSnapshot())).toBe('none');
    actor.send({ type: 'item.add', item: { sku: 'BELL', qty: 1 } });
    await settle();
    expect(backend.log.slice(0, 3)).toEqual(['create new-1', 'cookie cartId=new-1', 'add new-1 BELL 1']);
  });

  test('an add sent while a refresh waits for its debounce is sent at once', async () => {
    const backend = twoCarts();
    const { actor, settle } = start(backend);
    await settle();
    backend.log.length = 0;
    actor.send({ type: 'cart.refresh' });
    await flush();
    actor.send({ type: 'item.add', item: { sku: 'BELL', qty: 1 } });
    await flush();
    expect(backend.log).toEqual(['add c1 BELL 1', 'toast success cart.item-added']);
  });

  test('a stock fix sent before the cart is there does nothing, and the cart still loads', async () => {
    const backend = twoCarts();
    const { actor, settle } = start(backend);
    actor.send({ type: 'item.fix-stock', itemId: 7 });
    await settle();
    expect(backend.log).toEqual(['load c1', 'products BAT-1']);
    expect(selectLines(actor.getSnapshot()).map((line) => line.sku)).toEqual(['BAT-1']);
  });

  test('an operation whose effect breaks (its toast throws) settles as failed, and the cart carries on: reloaded, the next change sent', async () => {
    const backend = twoCarts();
    const { actor, settle } = start(backend);
    await settle();
    const settled: string[] = [];
    actor.on('operation.settled', ({ operationId, outcome }) => settled.push(`${operationId} ${outcome}`));
    backend.log.length = 0;
    backend.breakToasts = 1;
    actor.send({ type: 'item.add', item: { sku: 'BELL', qty: 1 }, operationId: 'bell' });
    await settle();
    expect(settled).toEqual(['bell failed']);
    expect(selectIsBusy(actor.getSnapshot())).toBe(false);
    expect(selectLines(actor.getSnapshot()).map((line) => line.sku)).toEqual(['BAT-1', 'BELL']);
    actor.send({ type: 'item.add', item: { sku: 'LOCK', qty: 1 }, operationId: 'lock' });
    await settle();
    expect(settled).toEqual(['bell failed', 'lock applied']);
  });
});
