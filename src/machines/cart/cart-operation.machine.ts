// One shopper operation on the cart (spec §4, §5), invoked by the cart machine for each queued add,
// quantity update or delete: a cart is created first when there is none or the current one is inactive,
// then the request is sent once, and the spec's toast is shown.
import { assign, setup } from 'xstate';
import type { ShopToast } from '../shop-effects';
import { requestError, type RequestFailure, type ShopError } from '../shop-error';
import { errorOf, notProvidedAction, notProvidedActor, outputOf } from '../shared';
import type { CartOperation, NewCartItem } from './cart-operations';

export interface CartOperationInput {
  cartId: string | null;
  /** False when the cart the store holds is known to be inactive. */
  isCartActive: boolean;
  operation: CartOperation;
}

export interface CartOperationContext extends CartOperationInput {
  /** A new cart was created for this operation: the parent drops the old cart's state. */
  cartReplaced: boolean;
  /**
   * The held cart was given up (inactive, or gone on the server) and its cookies cleared: the parent drops its state
   * even when no new cart could be created, so the machine and the cookies agree (no cart; the next add creates one).
   */
  cartDropped: boolean;
  error: ShopError | null;
}

export interface CartOperationOutput {
  cartId: string | null;
  cartReplaced: boolean;
  cartDropped: boolean;
  error: ShopError | null;
}

export interface AddItemInput {
  cartId: string;
  item: NewCartItem;
}
export interface UpdateItemInput {
  cartId: string;
  item_id: number;
  qty: number;
}
export interface RemoveItemInput {
  cartId: string;
  itemId: number;
}

function initialContext({ input }: { input: CartOperationInput }): CartOperationContext {
  return { ...input, cartReplaced: false, cartDropped: false, error: null };
}

const toOutput = ({ context }: { context: CartOperationContext }): CartOperationOutput => ({
  cartId: context.cartId,
  cartReplaced: context.cartReplaced,
  cartDropped: context.cartDropped,
  error: context.error,
});
// Stryker disable ConditionalExpression,ObjectLiteral,StringLiteral: equivalent, each request's input is built only in the state
// routing enters for that operation's kind, and the fallbacks are for TypeScript: adding, updating and removing have a cart id.
const toAddInput = ({ context }: { context: CartOperationContext }): AddItemInput => ({
  cartId: context.cartId ?? '',
  item: context.operation.kind === 'add' ? context.operation.item : { sku: '', qty: 0 },
});
const toUpdateInput = ({ context }: { context: CartOperationContext }): UpdateItemInput => ({
  cartId: context.cartId ?? '',
  item_id: context.operation.kind === 'update' ? context.operation.itemId : 0,
  qty: context.operation.kind === 'update' ? context.operation.qty : 0,
});
const toRemoveInput = ({ context }: { context: CartOperationContext }): RemoveItemInput => ({
  cartId: context.cartId ?? '',
  itemId: context.operation.kind === 'remove' ? context.operation.itemId : 0,
});
// Stryker restore ConditionalExpression,ObjectLiteral,StringLiteral
// Stryker disable next-line StringLiteral: equivalent, persistCartId runs right after assignNewCart, which sets the id createCart answers
const cartIdParams = ({ context }: { context: CartOperationContext }) => ({ cartId: context.cartId ?? '' });
// Stryker disable next-line ObjectLiteral,StringLiteral: equivalent, failed is entered only through assignError, so there is an error
const failureToast = ({ context }: { context: CartOperationContext }): ShopToast => ({ type: 'error', error: context.error ?? { code: 'unknown', text: '' } });

export const cartOperationMachine = setup({
  types: {
    context: {} as CartOperationContext,
    input: {} as CartOperationInput,
    output: {} as CartOperationOutput,
  },
  actors: {
    /** POST cart: answers the new cart id. */
    createCart: notProvidedActor<string, void>('createCart'),
    addItem: notProvidedActor<unknown, AddItemInput>('addItem'),
    /** PUT cart/item with body cartItem {item_id, qty}. */
    updateItem: notProvidedActor<unknown, UpdateItemInput>('updateItem'),
    removeItem: notProvidedActor<unknown, RemoveItemInput>('removeItem'),
  },
  guards: {
    isAddingToInactiveCart: ({ context }) => context.operation.kind === 'add' && context.cartId !== null && !context.isCartActive,
    isAddingWithoutCart: ({ context }) => context.operation.kind === 'add' && context.cartId === null,
    isAdding: ({ context }) => context.operation.kind === 'add',
    isUpdating: ({ context }) => context.operation.kind === 'update',
    // Stryker disable next-line OptionalChaining: equivalent, a failed request's error event always carries its failure
    isCartGone: ({ context, event }) => (errorOf(event) as RequestFailure | undefined)?.status === 404 && !context.cartReplaced,
  },
  actions: {
    /** Writes the cartId cookie. */
    persistCartId: notProvidedAction('persistCartId') as (args: unknown, params: { cartId: string }) => void,
    /** Empties the cookies cartId, paymentToken and orderId. */
    clearSession: notProvidedAction('clearSession'),
    showToast: notProvidedAction('showToast') as (args: unknown, params: ShopToast) => void,
    // Stryker disable next-line BooleanLiteral: equivalent, isCartActive is read only by routing, which a dropped cart has left
    dropCart: assign({ cartId: null, isCartActive: true, cartDropped: true }),
    // Stryker disable next-line StringLiteral: equivalent, createCart always answers the new cart's id
    assignNewCart: assign({ cartId: ({ event }) => String(outputOf<string>(event) ?? '') || null, cartReplaced: true }),
    assignError: assign({ error: ({ event }) => requestError(errorOf(event)) }),
  },
}).createMachine({
  id: 'cartOperation',
  context: initialContext,
  output: toOutput,
  initial: 'routing',
  states: {
    routing: {
      always: [
        { guard: 'isAddingToInactiveCart', target: 'creatingCart', actions: ['dropCart', 'clearSession'] },
        { guard: 'isAddingWithoutCart', target: 'creatingCart' },
        { guard: 'isAdding', target: 'adding' },
        { guard: 'isUpdating', target: 'updating' },
        { target: 'removing' },
      ],
    },
    creatingCart: {
      invoke: {
        id: 'createCart',
        src: 'createCart',
        onDone: { target: 'adding', actions: ['assignNewCart', { type: 'persistCartId', params: cartIdParams }] },
        onError: { target: 'failed', actions: 'assignError' },
      },
    },
    adding: {
      invoke: {
        id: 'addItem',
        src: 'addItem',
        input: toAddInput,
        onDone: { target: 'done', actions: { type: 'showToast', params: { type: 'success', notice: 'cart.item-added' } } },
        onError: [
          // Unknown and inactive carts are both 404 on write routes (contract §2.2): start a new cart once.
          { guard: 'isCartGone', target: 'creatingCart', actions: ['dropCart', 'clearSession'] },
          { target: 'failed', actions: 'assignError' },
        ],
      },
    },
    updating: {
      invoke: {
        id: 'updateItem',
        src: 'updateItem',
        input: toUpdateInput,
        onDone: { target: 'done', actions: { type: 'showToast', params: { type: 'success', notice: 'cart.updated' } } },
        onError: { target: 'failed', actions: 'assignError' },
      },
    },
    removing: {
      invoke: {
        id: 'removeItem',
        src: 'removeItem',
        input: toRemoveInput,
        onDone: { target: 'done', actions: { type: 'showToast', params: { type: 'success', notice: 'cart.items-deleted' } } },
        onError: { target: 'failed', actions: 'assignError' },
      },
    },
    done: { type: 'final' },
    failed: { type: 'final', entry: { type: 'showToast', params: failureToast } },
  },
});
