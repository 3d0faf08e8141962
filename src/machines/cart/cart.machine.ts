// Cart lifecycle (spec §4, §5, §8, §9): initialised once per session from the cookies (unless hydrated),
// inactive carts cleared, shopper operations queued and sent one at a time (a cart is created first
// when needed), and the full refresh debounced by 300 ms.
import { and, assign, setup } from 'xstate';
import type { Cart, CartItem, CartSession, CartSnapshot } from './cart.types.ts';
import type { PaymentMethod } from '../../../common/contract/checkout.schema';
import type { Product } from '../../../common/contract/product.schema';
import type { Totals } from '../../../common/contract/totals.schema';
import { errorOf, notProvidedAction, notProvidedActor, outputOf } from '../shared.ts';
import { requestError, type ShopError } from '../shop-error.ts';
import { rebuildCartItem, toLookupSkus } from './bundle-sku.ts';
import { cartOperationMachine, type CartOperationInput, type CartOperationOutput } from './cart-operation.machine.ts';
import { enqueueOperation, itemsSignature, type CartOperation, type NewCartItem } from './cart-operations.ts';

export const CART_REFRESH_DEBOUNCE_MS = 300;

export interface CartInput {
  /** Cart state the page already has (e.g. from a previous mount); skips the session initialisation. */
  hydrated?: { cartId: string; cart: Cart; totals: Totals | null; paymentMethods?: PaymentMethod[] } | null;
}

export interface CartContext extends CartSession {
  cart: Cart | null;
  totals: Totals | null;
  paymentMethods: PaymentMethod[];
  queue: CartOperation[];
  current: CartOperation | null;
  refreshRequested: boolean;
  error: ShopError | null;
}

export type CartEvent =
  | { type: 'item.add'; item: NewCartItem }
  | { type: 'item.update'; itemId: number; qty: number }
  | { type: 'item.remove'; itemId: number }
  | { type: 'cart.refresh' }
  | { type: 'cart.clear' }
  /** The payment return re-opened this cart (a failed payment, or a payment given up): take it (again) and load it. */
  | { type: 'cart.adopt'; cartId: string };

function initialContext({ input }: { input: CartInput }): CartContext {
  const hydrated = input.hydrated ?? null;
  return {
    cartId: hydrated?.cartId ?? null,
    paymentToken: null,
    orderId: null,
    cart: hydrated?.cart ?? null,
    totals: hydrated?.totals ?? null,
    paymentMethods: hydrated?.paymentMethods ?? [],
    queue: [],
    current: null,
    refreshRequested: false,
    error: null,
  };
}

const EMPTY_STORE = { cartId: null, paymentToken: null, orderId: null, cart: null, totals: null, paymentMethods: [] };

const adoptActions = ['adoptCart', { type: 'persistCartId', params: ({ event }: { event: CartEvent }) => ({ cartId: event.type === 'cart.adopt' ? event.cartId : '' }) }] as const;
/** A load of another cart is dropped: its answer must not become the adopted cart's. */
const adoptNow = { 'cart.adopt': { target: 'refreshPending', actions: adoptActions } } as const;

const toCartIdInput = ({ context }: { context: CartContext }) => ({ cartId: context.cartId ?? '' });
const toItemProductsInput = ({ context }: { context: CartContext }) => ({ skus: toLookupSkus(context.cart?.items ?? []) });
const toOperationInput = ({ context }: { context: CartContext }): CartOperationInput => ({
  cartId: context.cartId,
  isCartActive: context.cart?.is_active !== false,
  operation: context.current ?? { kind: 'remove', itemId: 0 },
});

function hasBillingAddress(cart: Cart | null | undefined): boolean {
  const address = cart?.billing_address;
  return Boolean(address && (address.country_id || address.email));
}

/**
 * The client-added fields of spec §3 (image, url key, bundle SKUs) survive a reload whose quantities did not
 * change (no enrichment runs then): they are carried over by item id.
 */
function keepClientFields(cart: Cart, previous: Cart | null): Cart {
  const before = new Map((previous?.items ?? []).map((item) => [item.item_id, item]));
  if (before.size === 0 || !cart.items) return cart;
  return {
    ...cart,
    items: cart.items.map((item) => {
      const old = before.get(item.item_id);
      if (!old) return item;
      const kept: Partial<CartItem> = {};
      for (const key of ['full_sku', 'image_src', 'url_key', 'bundle_skus'] as const) if (old[key] !== undefined && item[key] === undefined) (kept as Record<string, unknown>)[key] = old[key];
      return { ...item, ...kept };
    }),
  };
}

function rebuildItems(items: CartItem[] | undefined, products: Product[]): CartItem[] {
  const bySku = new Map(products.map((product) => [product.sku, product]));
  return (items ?? []).map((item) => rebuildCartItem(item, bySku));
}

export const cartMachine = setup({
  types: { context: {} as CartContext, events: {} as CartEvent, input: {} as CartInput },
  actors: {
    /** Reads the cookies cartId, paymentToken and orderId. */
    readSession: notProvidedActor<CartSession, void>('readSession'),
    /** Cart and totals (GET cart, GET cart/totals). */
    loadCart: notProvidedActor<CartSnapshot, { cartId: string }>('loadCart'),
    /** Products of the cart lines (by base SKU) with image_src and url_key derived. */
    loadItemProducts: notProvidedActor<Product[], { skus: string[] }>('loadItemProducts'),
    loadPaymentMethods: notProvidedActor<PaymentMethod[], { cartId: string }>('loadPaymentMethods'),
    /** One queued operation; its own requests are provided on cartOperationMachine. */
    applyOperation: cartOperationMachine,
  },
  delays: { refreshDebounce: CART_REFRESH_DEBOUNCE_MS },
  guards: {
    isHydrated: ({ context }) => context.cart !== null && context.cartId !== null,
    hasSessionCart: ({ event }) => Boolean(outputOf<CartSession>(event)?.cartId),
    hasCart: ({ context }) => context.cartId !== null,
    hasQueuedOperation: ({ context }) => context.queue.length > 0,
    isRefreshRequested: ({ context }) => context.refreshRequested,
    isInactiveCart: ({ event }) => outputOf<CartSnapshot>(event)?.cart.is_active === false,
    /**
     * A payment was started (paymentToken cookie): the ordered cart is inactive until the payment return restores
     * it on failure, so it must not be cleared before the return has been processed.
     */
    isAwaitingPaymentReturn: ({ context }) => context.paymentToken !== null,
    haveQuantitiesChanged: ({ context, event }) =>
      itemsSignature(outputOf<CartSnapshot>(event)?.cart.items) !== itemsSignature(context.cart?.items),
    canFetchPaymentMethodsForLoadedCart: ({ context, event }) =>
      hasBillingAddress(outputOf<CartSnapshot>(event)?.cart) && context.paymentMethods.length === 0,
    canFetchPaymentMethods: ({ context }) => hasBillingAddress(context.cart) && context.paymentMethods.length === 0,
  },
  actions: {
    /** Empties the cookies cartId, paymentToken and orderId. */
    clearSession: notProvidedAction('clearSession'),
    /** Cookie cartId. */
    persistCartId: notProvidedAction('persistCartId') as (args: unknown, params: { cartId: string }) => void,
    adoptCart: assign(({ context, event }) => {
      const cartId = event.type === 'cart.adopt' ? event.cartId : context.cartId;
      // Another cart than the one held: what was loaded of the held one no longer applies.
      const store = cartId !== context.cartId ? { cart: null, totals: null, paymentMethods: [] } : {};
      return { ...store, cartId, refreshRequested: true };
    }),
    assignSession: assign(({ event }) => {
      const session = outputOf<CartSession>(event);
      return { cartId: session?.cartId || null, paymentToken: session?.paymentToken || null, orderId: session?.orderId || null };
    }),
    enqueue: assign({
      queue: ({ context, event }) => {
        if (event.type === 'item.add') return enqueueOperation(context.queue, { kind: 'add', item: event.item });
        if (event.type === 'item.update') return enqueueOperation(context.queue, { kind: 'update', itemId: event.itemId, qty: event.qty });
        if (event.type === 'item.remove') return enqueueOperation(context.queue, { kind: 'remove', itemId: event.itemId });
        return context.queue;
      },
    }),
    takeNextOperation: assign(({ context }) => ({ current: context.queue[0] ?? null, queue: context.queue.slice(1) })),
    finishOperation: assign({ current: null }),
    requestRefresh: assign({ refreshRequested: true }),
    acceptRefresh: assign({ refreshRequested: false }),
    resetStore: assign(EMPTY_STORE),
    resetAll: assign({ ...EMPTY_STORE, queue: [], current: null, refreshRequested: false, error: null }),
    assignCart: assign(({ context, event }) => {
      const snapshot = outputOf<CartSnapshot>(event);
      const cart = snapshot?.cart ? keepClientFields(snapshot.cart, context.cart) : null;
      return { cart, totals: snapshot?.totals ?? null, error: null };
    }),
    assignItemProducts: assign({
      cart: ({ context, event }) =>
        context.cart && { ...context.cart, items: rebuildItems(context.cart.items, outputOf<Product[]>(event) ?? []) },
    }),
    rebuildWithoutProducts: assign({
      cart: ({ context }) => context.cart && { ...context.cart, items: rebuildItems(context.cart.items, []) },
    }),
    assignPaymentMethods: assign({ paymentMethods: ({ event }) => outputOf<PaymentMethod[]>(event) ?? [] }),
    assignOperationResult: assign(({ context, event }) => {
      const result = outputOf<CartOperationOutput>(event);
      const store = result?.cartReplaced ? EMPTY_STORE : {};
      return { ...store, cartId: result?.cartId ?? context.cartId, error: result?.error ?? null };
    }),
    assignError: assign({ error: ({ event }) => requestError(errorOf(event)) }),
  },
}).createMachine({
  id: 'cart',
  context: initialContext,
  initial: 'initialising',
  on: {
    'item.add': { actions: 'enqueue' },
    'item.update': { actions: 'enqueue' },
    'item.remove': { actions: 'enqueue' },
    'cart.refresh': { guard: 'hasCart', actions: 'requestRefresh' },
    'cart.clear': { target: '.ready', actions: ['resetAll', 'clearSession'] },
    // While an operation runs it finishes on its cart; the refresh after it loads the adopted one.
    'cart.adopt': { actions: adoptActions },
  },
  states: {
    initialising: {
      always: [{ guard: 'isHydrated', target: 'ready' }, { target: 'readingSession' }],
    },
    readingSession: {
      invoke: {
        id: 'readSession',
        src: 'readSession',
        onDone: [
          { guard: 'hasSessionCart', target: 'loading', actions: 'assignSession' },
          { target: 'ready', actions: 'assignSession' },
        ],
        onError: 'ready',
      },
    },
    ready: {
      always: [
        { guard: 'hasQueuedOperation', target: 'mutating' },
        { guard: 'isRefreshRequested', target: 'refreshPending' },
      ],
    },
    refreshPending: {
      entry: 'acceptRefresh',
      always: { guard: 'hasQueuedOperation', target: 'mutating' },
      // A failed first add leaves no cart to load.
      after: { refreshDebounce: [{ guard: 'hasCart', target: 'loading' }, { target: 'ready' }] },
      on: {
        'cart.refresh': { target: 'refreshPending', reenter: true },
        'cart.adopt': { target: 'refreshPending', reenter: true, actions: adoptActions },
      },
    },
    loading: {
      tags: ['busy'],
      on: adoptNow,
      invoke: {
        id: 'loadCart',
        src: 'loadCart',
        input: toCartIdInput,
        onDone: [
          { guard: and(['isInactiveCart', 'isAwaitingPaymentReturn']), target: 'ready', actions: 'assignCart' },
          { guard: 'isInactiveCart', target: 'ready', actions: ['resetStore', 'clearSession'] },
          { guard: 'haveQuantitiesChanged', target: 'enriching', actions: 'assignCart' },
          { guard: 'canFetchPaymentMethodsForLoadedCart', target: 'loadingPaymentMethods', actions: 'assignCart' },
          { target: 'ready', actions: 'assignCart' },
        ],
        onError: { target: 'ready', actions: 'assignError' },
      },
    },
    enriching: {
      tags: ['busy'],
      on: adoptNow,
      invoke: {
        id: 'loadItemProducts',
        src: 'loadItemProducts',
        input: toItemProductsInput,
        onDone: [
          { guard: 'canFetchPaymentMethods', target: 'loadingPaymentMethods', actions: 'assignItemProducts' },
          { target: 'ready', actions: 'assignItemProducts' },
        ],
        onError: [
          { guard: 'canFetchPaymentMethods', target: 'loadingPaymentMethods', actions: 'rebuildWithoutProducts' },
          { target: 'ready', actions: 'rebuildWithoutProducts' },
        ],
      },
    },
    loadingPaymentMethods: {
      on: adoptNow,
      invoke: {
        id: 'loadPaymentMethods',
        src: 'loadPaymentMethods',
        input: toCartIdInput,
        onDone: { target: 'ready', actions: 'assignPaymentMethods' },
        onError: 'ready',
      },
    },
    mutating: {
      tags: ['busy'],
      entry: 'takeNextOperation',
      exit: 'finishOperation',
      invoke: {
        id: 'applyOperation',
        src: 'applyOperation',
        input: toOperationInput,
        onDone: { target: 'settling', actions: 'assignOperationResult' },
        onError: { target: 'settling', actions: 'assignError' },
      },
    },
    settling: {
      always: [{ guard: 'hasQueuedOperation', target: 'mutating' }, { target: 'refreshPending' }],
    },
  },
});
