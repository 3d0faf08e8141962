// Cart lifecycle (spec §4, §5, §8, §9): initialised once per session from the cookies (unless seeded with the cart
// the page was rendered with),
// inactive carts cleared, shopper operations queued and sent one at a time (a cart is created first
// when needed), and the full refresh debounced by 300 ms. Every operation ends in an emitted `operation.settled`
// (applied, failed, or dropped by cart.clear) with its sender's id: a page learns how its add went from that.
import { and, assign, or, enqueueActions, setup } from 'xstate';
import type { CartSession, CartSnapshot } from './cart.types';
import type { PaymentMethod } from '../../../common/contract/checkout.schema';
import type { Product } from '../../../common/contract/product.schema';
import { errorOf, notProvidedAction, notProvidedActor, outputOf } from '../shared';
import { requestError } from '../shop-error';
import { toLookupSkus } from './bundle-sku';
import { stockIssueOf, type StockIssue } from './cart-stock';
import { cartOperationMachine, type CartOperationInput, type CartOperationOutput } from './cart-operation.machine';
import { enqueueOperation, itemsSignature, settledEvent, type NewCartItem, type OperationOutcome, type OperationSettled } from './cart-operations';
import { EMPTY_STORE, hasBillingAddress, initialContext, keepClientFields, rebuildItems, type CartContext, type CartInput } from './cart-store';

export type { CartContext, CartInput } from './cart-store';

export const CART_REFRESH_DEBOUNCE_MS = 300;

export type CartEvent =
  /** `operationId` (newOperationId): the sender waits for the operation.settled that carries it. */
  | { type: 'item.add'; item: NewCartItem; operationId?: string }
  | { type: 'item.update'; itemId: number; qty: number }
  | { type: 'item.remove'; itemId: number }
  /** The one-click fix of a line whose stock fell below its qty: down to what is left, or out when nothing is. */
  | { type: 'item.fix-stock'; itemId: number }
  | { type: 'cart.refresh' }
  /** The page's language changed: the cart, its totals and its lines' products are read again in that store view. */
  | { type: 'cart.language' }
  | { type: 'cart.clear' }
  /** The payment return re-opened this cart (a failed payment, or a payment given up): take it (again) and load it. */
  | { type: 'cart.adopt'; cartId: string };

const adoptActions = [
  'adoptCart',
  { type: 'persistCartId', params: ({ event }: { event: CartEvent }) => ({ cartId: event.type === 'cart.adopt' ? event.cartId : '' }) },
] as const;
/** A load of another cart is dropped: its answer must not become the adopted cart's. */
const adoptNow = { 'cart.adopt': { target: 'refreshPending', actions: adoptActions } } as const;

// Stryker disable next-line StringLiteral: equivalent, for TypeScript: loading and loadingPaymentMethods are entered only with a cart id
const toCartIdInput = ({ context }: { context: CartContext }) => ({ cartId: context.cartId ?? '' });
// Stryker disable next-line OptionalChaining,ArrayDeclaration: equivalent, enriching is entered only once a cart (with its items) is loaded
const toItemProductsInput = ({ context }: { context: CartContext }) => ({ skus: toLookupSkus(context.cart?.items ?? []) });
const toOperationInput = ({ context }: { context: CartContext }): CartOperationInput => ({
  cartId: context.cartId,
  isCartActive: context.cart?.is_active !== false,
  // Stryker disable next-line ObjectLiteral,StringLiteral: equivalent, mutating is entered only with a queued operation, which it takes
  operation: context.current ?? { kind: 'remove', itemId: 0 },
});

/** The stock issue of the line an item.fix-stock names (null for another event, an unknown line, a line without one). */
function stockIssueOfEvent(context: CartContext, event: CartEvent): StockIssue | null {
  // Stryker disable next-line ConditionalExpression: equivalent, only item.fix-stock's guards and action call this
  if (event.type !== 'item.fix-stock') return null;
  // Stryker disable next-line ArrayDeclaration: equivalent, a string in place of the lines has no item_id, so no line is found either
  const item = (context.cart?.items ?? []).find((line) => line.item_id === event.itemId);
  return item ? stockIssueOf(item) : null;
}

/** How the running operation ended, by the event that ends it (applyOperation's done or error, or cart.clear). */
function outcomeOf(event: { type: string }): OperationOutcome {
  if (event.type === 'cart.clear') return 'dropped';
  // Stryker disable next-line OptionalChaining: equivalent, applyOperation's done event always carries its output
  if (event.type === 'xstate.done.actor.applyOperation' && !outputOf<CartOperationOutput>(event)?.error) return 'applied';
  return 'failed';
}

export const cartMachine = setup({
  types: { context: {} as CartContext, events: {} as CartEvent, input: {} as CartInput, emitted: {} as OperationSettled },
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
    /** Seeded with the cart the page was rendered with (or with none, when the cookie names none). */
    isSeeded: ({ context }) => context.seeded,
    // Stryker disable OptionalChaining: equivalent, the done events these guards read always carry the request's answer
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
    haveQuantitiesChanged: ({ context, event }) => itemsSignature(outputOf<CartSnapshot>(event)?.cart.items) !== itemsSignature(context.cart?.items),
    areProductsStale: ({ context }) => context.productsStale,
    canFetchPaymentMethodsForLoadedCart: ({ context, event }) => hasBillingAddress(outputOf<CartSnapshot>(event)?.cart) && context.paymentMethods.length === 0,
    // Stryker restore OptionalChaining
    canFetchPaymentMethods: ({ context }) => hasBillingAddress(context.cart) && context.paymentMethods.length === 0,
    // Stryker disable ConditionalExpression: equivalent, enqueueStockFix itself leaves the queue as it is for a line without a stock issue
    isLineSoldOut: ({ context, event }) => stockIssueOfEvent(context, event)?.kind === 'gone',
    isLineShort: ({ context, event }) => stockIssueOfEvent(context, event)?.kind === 'short',
  },
  // Stryker restore ConditionalExpression
  actions: {
    /** Empties the cookies cartId, paymentToken and orderId. */
    clearSession: notProvidedAction('clearSession'),
    /** Cookie cartId. */
    persistCartId: notProvidedAction('persistCartId') as (args: unknown, params: { cartId: string }) => void,
    adoptCart: assign(({ context, event }) => {
      // Stryker disable next-line ConditionalExpression: equivalent, adoptCart runs only on cart.adopt
      const cartId = event.type === 'cart.adopt' ? event.cartId : context.cartId;
      // Another cart than the one held: what was loaded of the held one no longer applies.
      const store = cartId !== context.cartId ? { cart: null, totals: null, paymentMethods: [] } : {};
      return { ...store, cartId, refreshRequested: true };
    }),
    assignSession: assign(({ event }) => {
      const session = outputOf<CartSession>(event);
      // Stryker disable next-line OptionalChaining: equivalent, readSession's done event always carries the session
      return { cartId: session?.cartId || null, paymentToken: session?.paymentToken || null, orderId: session?.orderId || null };
    }),
    enqueue: assign({
      queue: ({ context, event }) => {
        if (event.type === 'item.add') {
          return enqueueOperation(context.queue, { kind: 'add', item: event.item, ...(event.operationId ? { operationId: event.operationId } : {}) });
        }
        if (event.type === 'item.update') return enqueueOperation(context.queue, { kind: 'update', itemId: event.itemId, qty: event.qty });
        // Stryker disable next-line ConditionalExpression: equivalent, enqueue is bound only to item.add, item.update and item.remove
        if (event.type === 'item.remove') return enqueueOperation(context.queue, { kind: 'remove', itemId: event.itemId });
        return context.queue;
      },
    }),
    enqueueStockFix: assign({
      queue: ({ context, event }) => {
        const issue = stockIssueOfEvent(context, event);
        // Stryker disable next-line ConditionalExpression,LogicalOperator: equivalent, the guards let only a fix of a line with a stock issue through
        if (event.type !== 'item.fix-stock' || !issue) return context.queue;
        return enqueueOperation(
          context.queue,
          issue.kind === 'short' ? { kind: 'update', itemId: event.itemId, qty: issue.available } : { kind: 'remove', itemId: event.itemId },
        );
      },
    }),
    takeNextOperation: assign(({ context }) => ({ current: context.queue[0] ?? null, queue: context.queue.slice(1) })),
    emitCurrentSettled: enqueueActions(({ context, event, enqueue }) => {
      // Stryker disable next-line ConditionalExpression: equivalent, mutating takes an operation on entry, so its exit always has one
      if (context.current) enqueue.emit(settledEvent(context.current, outcomeOf(event)));
    }),
    emitQueueDropped: enqueueActions(({ context, enqueue }) => {
      for (const operation of context.queue) enqueue.emit(settledEvent(operation, 'dropped'));
    }),
    // Stryker disable next-line ObjectLiteral: equivalent, the running operation is read only in mutating, which takes a new one on entry
    finishOperation: assign({ current: null }),
    requestRefresh: assign({ refreshRequested: true }),
    requestLanguageRefresh: assign({ refreshRequested: true, productsStale: true }),
    markProductsStale: assign({ productsStale: true }),
    acceptRefresh: assign({ refreshRequested: false }),
    resetStore: assign(EMPTY_STORE),
    // Stryker disable next-line BooleanLiteral: equivalent, a refresh without a cart loads nothing (refreshPending goes back to ready)
    resetAll: assign({ ...EMPTY_STORE, queue: [], current: null, refreshRequested: false, error: null }),
    assignCart: assign(({ context, event }) => {
      const snapshot = outputOf<CartSnapshot>(event);
      // Stryker disable OptionalChaining: equivalent, loadCart's done event always carries the cart and its totals
      const cart = snapshot?.cart ? keepClientFields(snapshot.cart, context.cart) : null;
      return { cart, totals: snapshot?.totals ?? null, error: null };
      // Stryker restore OptionalChaining
    }),
    assignItemProducts: assign({
      // Stryker disable next-line ArrayDeclaration: equivalent, loadItemProducts' done event always carries the products
      cart: ({ context, event }) => context.cart && { ...context.cart, items: rebuildItems(context.cart.items, outputOf<Product[]>(event) ?? []) },
      productsStale: false,
    }),
    /** The lookup failed: the lines show without pictures and links, and the next load reads the products again. */
    rebuildWithoutProducts: assign({
      // Stryker disable next-line ArrayDeclaration: equivalent, a string in place of the products matches no line's SKU either
      cart: ({ context }) => context.cart && { ...context.cart, items: rebuildItems(context.cart.items, []) },
      productsStale: true,
    }),
    // Stryker disable next-line ArrayDeclaration: equivalent, loadPaymentMethods' done event always carries the methods
    assignPaymentMethods: assign({ paymentMethods: ({ event }) => outputOf<PaymentMethod[]>(event) ?? [] }),
    assignOperationResult: assign(({ context, event }) => {
      const result = outputOf<CartOperationOutput>(event);
      // Stryker disable OptionalChaining: equivalent, applyOperation's done event always carries its output
      // A dropped cart whose replacement could not be created leaves no cart (cartId null), as its cleared cookies say.
      if (result?.cartReplaced || result?.cartDropped) return { ...EMPTY_STORE, cartId: result.cartId, error: result.error };
      return { cartId: result?.cartId ?? context.cartId, error: result?.error ?? null };
      // Stryker restore OptionalChaining
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
    'item.fix-stock': [
      { guard: 'isLineSoldOut', actions: 'enqueueStockFix' },
      { guard: 'isLineShort', actions: 'enqueueStockFix' },
    ],
    'cart.refresh': { guard: 'hasCart', actions: 'requestRefresh' },
    'cart.language': { guard: 'hasCart', actions: 'requestLanguageRefresh' },
    'cart.clear': { target: '.ready', actions: ['emitQueueDropped', 'resetAll', 'clearSession'] },
    // While an operation runs it finishes on its cart; the refresh after it loads the adopted one.
    'cart.adopt': { actions: adoptActions },
  },
  states: {
    initialising: {
      always: [{ guard: 'isSeeded', target: 'ready' }, { target: 'readingSession' }],
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
        'cart.language': { target: 'refreshPending', reenter: true, actions: 'markProductsStale' },
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
          { guard: or(['haveQuantitiesChanged', 'areProductsStale']), target: 'enriching', actions: 'assignCart' },
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
      exit: ['emitCurrentSettled', 'finishOperation'],
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
