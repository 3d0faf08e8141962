// Model of the cart lifecycle: a new session and a hydrated page, the shopper's operations at any moment,
// the answers of the session, cart, products and payment-method requests, and the operation child
// (faked here; it has its own model).
import { expect } from 'vitest';
import { toLookupSkus } from '../../src/machines/cart/bundle-sku';
import { stockIssueOf } from '../../src/machines/cart/cart-stock';
import { cartMachine } from '../../src/machines/cart/cart.machine';
import type { ModelSpec, StateCheckArgs } from './model-runner';

const battery = { item_id: 1, sku: 'BAT-1', qty: 1 };
/** Two batteries in the cart, and then the stock fell: one left, or none. */
const batteriesShort = { item_id: 1, sku: 'BAT-1', qty: 2, stock: { stock_status: 'IN_STOCK', only_x_left_in_stock: 1 } };
const batteriesGone = { item_id: 1, sku: 'BAT-1', qty: 2, stock: { stock_status: 'OUT_OF_STOCK', only_x_left_in_stock: null } };
const billing = { country_id: 'NL', email: 'jan@example.nl' };
const loaded = (label: string, cart: object) => ({
  label,
  event: { type: 'xstate.done.actor.loadCart', output: { cart, totals: { grand_total: 10 } } },
});
const operationDone = (label: string, output: object) => ({ label, event: { type: 'xstate.done.actor.applyOperation', output } });

/** A re-opened cart is remembered in the cookie and becomes the cart the machine holds and loads. */
function expectAdopted({ actual, calls }: StateCheckArgs) {
  const adopted = calls.filter((call) => call.action === 'persistCartId');
  if (adopted.length === 0) return;
  expect(adopted.map((call) => call.params)).toEqual([{ cartId: 'cart-9' }]);
  expect(actual.context.cartId).toBe('cart-9');
}

/**
 * Every operation that ends (applyOperation answers, or cart.clear drops it) emits one operation.settled with its
 * sender's id and outcome; nothing else emits.
 */
function expectOutcomes({ event, emitted, expected }: StateCheckArgs) {
  const settled = emitted as Array<{ type: string; operationId: string | null; kind: string; outcome: string }>;
  for (const one of settled) {
    expect(one.type).toBe('operation.settled');
    expect(one.operationId).toBe(one.kind === 'add' ? 'add-1' : null);
  }
  if (event.type === 'xstate.done.actor.applyOperation') {
    expect(settled.map((one) => one.outcome)).toEqual([(event as unknown as { output: { error: string | null } }).output.error ? 'failed' : 'applied']);
  } else if (event.type === 'xstate.error.actor.applyOperation') {
    expect(settled.map((one) => one.outcome)).toEqual(['failed']);
  } else if (event.type === 'cart.clear') {
    expect(settled.every((one) => one.outcome === 'dropped')).toBe(true);
    expect(expected.context.queue).toEqual([]);
  } else {
    expect(settled).toEqual([]);
  }
}

/** item.fix-stock sends the line down to what is left, or removes it when nothing is; a line without an issue is left alone. */
function expectStockFix({ event, actual, expected }: StateCheckArgs) {
  if (event.type !== 'item.fix-stock' || actual.context.queue.length > 0) return;
  const line = (expected.context.cart?.items ?? []).find((item: { item_id: number }) => item.item_id === 1);
  const issue = line ? stockIssueOf(line) : null;
  if (!issue) return;
  expect(actual.context.current).toEqual(issue.kind === 'short' ? { kind: 'update', itemId: 1, qty: issue.available } : { kind: 'remove', itemId: 1 });
}

/** Busy (the checkout button waits, the page says "Updating your cart…") exactly while the cart is read or changed. */
function expectBusy({ actual }: StateCheckArgs, busy: boolean) {
  expect(actual.hasTag('busy')).toBe(busy);
}

/**
 * An operation that gave up the held cart (its cookies cleared) leaves none of its state: the cart it ends on (a new
 * one, or none when none could be created) is the one the machine holds, so the next add never goes to the dead cart.
 */
function expectOperationResult({ event, actual }: StateCheckArgs) {
  if (event.type !== 'xstate.done.actor.applyOperation') return;
  const output = (event as unknown as { output: { cartId: string | null; cartDropped: boolean; cartReplaced: boolean } }).output;
  if (!output.cartDropped && !output.cartReplaced) return;
  expect(actual.context).toMatchObject({ cartId: output.cartId, cart: null, totals: null, paymentToken: null, orderId: null, paymentMethods: [] });
}

function expectAtRest({ actual }: StateCheckArgs) {
  expect(actual.context.queue).toEqual([]);
  expect(actual.context.refreshRequested).toBe(false);
  expect(actual.context.current).toBeNull();
}

export const cartModel: ModelSpec = {
  name: 'cart',
  machine: cartMachine,
  inputs: {
    'new session': {},
    'hydrated page': { hydrated: { cartId: 'cart-1', cart: { is_active: true, items: [battery] }, totals: null } },
    'page rendered without a cart': { hydrated: { cartId: null } },
  },
  actors: ['readSession', 'loadCart', 'loadItemProducts', 'loadPaymentMethods', 'applyOperation'],
  actions: ['clearSession', 'persistCartId'],
  events: {
    'item.add': [{ label: 'one BAT-1 (its sender waits for add-1)', event: { type: 'item.add', item: { sku: 'BAT-1', qty: 1 }, operationId: 'add-1' } }],
    'item.update': [{ label: 'item 1 to 3 pieces', event: { type: 'item.update', itemId: 1, qty: 3 } }],
    'item.remove': [{ label: 'item 1', event: { type: 'item.remove', itemId: 1 } }],
    'item.fix-stock': [{ label: "fix item 1's stock", event: { type: 'item.fix-stock', itemId: 1 } }],
    'cart.refresh': [{ label: 'refresh', event: { type: 'cart.refresh' } }],
    'cart.language': [{ label: 'language switched', event: { type: 'cart.language' } }],
    'cart.clear': [{ label: 'order placed elsewhere: clear', event: { type: 'cart.clear' } }],
    'cart.adopt': [{ label: 'payment given up: cart-9 re-opened', event: { type: 'cart.adopt', cartId: 'cart-9' } }],
    'xstate.done.actor.readSession': [
      {
        label: 'cookie cartId=cart-1',
        event: { type: 'xstate.done.actor.readSession', output: { cartId: 'cart-1', paymentToken: 'pay-1', orderId: 'order-1' } },
      },
      { label: 'no cookies', event: { type: 'xstate.done.actor.readSession', output: { cartId: null, paymentToken: null, orderId: null } } },
    ],
    'xstate.error.actor.readSession': [
      { label: 'cookies unreadable', event: { type: 'xstate.error.actor.readSession', error: { code: 'unknown', text: 'denied' } } },
    ],
    'xstate.done.actor.loadCart': [
      loaded('one battery and a billing address', { is_active: true, items: [battery], billing_address: billing }),
      loaded('an empty cart with a billing address', { is_active: true, items: [], billing_address: billing }),
      loaded('an empty cart without an address', { is_active: true, items: [] }),
      loaded('an inactive cart', { is_active: false }),
      loaded('two batteries, one left', { is_active: true, items: [batteriesShort] }),
      loaded('two batteries, sold out', { is_active: true, items: [batteriesGone] }),
    ],
    'xstate.error.actor.loadCart': [
      { label: 'HTTP 500', event: { type: 'xstate.error.actor.loadCart', error: { code: 'unknown', status: 500, text: 'Internal Error' } } },
    ],
    'xstate.done.actor.loadItemProducts': [
      {
        label: 'the battery',
        event: { type: 'xstate.done.actor.loadItemProducts', output: [{ sku: 'BAT-1', image_src: '/b/a/bat.jpg', url_key: 'battery' }] },
      },
    ],
    'xstate.error.actor.loadItemProducts': [
      { label: 'network down', event: { type: 'xstate.error.actor.loadItemProducts', error: { code: 'network', text: 'Failed to fetch' } } },
    ],
    'xstate.done.actor.loadPaymentMethods': [
      { label: 'cash on delivery', event: { type: 'xstate.done.actor.loadPaymentMethods', output: [{ code: 'cashondelivery', title: 'Cash On Delivery' }] } },
    ],
    'xstate.error.actor.loadPaymentMethods': [
      { label: 'network down', event: { type: 'xstate.error.actor.loadPaymentMethods', error: { code: 'network', text: 'Failed to fetch' } } },
    ],
    'xstate.done.actor.applyOperation': [
      operationDone('done on cart-1', { cartId: 'cart-1', cartReplaced: false, cartDropped: false, error: null }),
      operationDone('done on a new cart cart-2', { cartId: 'cart-2', cartReplaced: true, cartDropped: true, error: null }),
      operationDone('refused: out of stock', {
        cartId: 'cart-1',
        cartReplaced: false,
        cartDropped: false,
        error: { code: 'cart.qty-not-available', via: 'api', text: 'The requested qty is not available' },
      }),
      operationDone('cart-1 gone, no new cart (503)', {
        cartId: null,
        cartReplaced: false,
        cartDropped: true,
        error: { code: 'unknown', via: 'api', text: 'Service Unavailable' },
      }),
    ],
    'xstate.error.actor.applyOperation': [{ label: 'crashed', event: { type: 'xstate.error.actor.applyOperation', error: { code: 'unknown', text: 'boom' } } }],
  },
  states: {
    initialising: () => {
      throw new Error('initialising is transient and never rests');
    },
    settling: () => {
      throw new Error('settling is transient and never rests');
    },
    readingSession: (args) => {
      expect(args.actual.context.cart).toBeNull();
      expectBusy(args, false);
      expectOutcomes(args);
    },
    ready: (args) => {
      expectAtRest(args);
      expectOutcomes(args);
      expect(args.actual.hasTag('busy')).toBe(false);
      if (args.calls.some((call) => call.action === 'clearSession')) {
        expect(args.actual.context).toMatchObject({ cartId: null, paymentToken: null, orderId: null, cart: null });
      }
    },
    refreshPending: (args) => {
      expectOutcomes(args);
      expectOperationResult(args);
      expectBusy(args, false);
      expect(args.actual.context.queue).toEqual([]);
      expect(args.actual.context.refreshRequested).toBe(false);
      expectAdopted(args);
    },
    loading: (args) => {
      const { actual, inputs } = args;
      expectOutcomes(args);
      expectBusy(args, true);
      expect(actual.context.cartId).not.toBeNull();
      expect(inputs.get('loadCart')?.at(-1)).toEqual({ cartId: actual.context.cartId });
    },
    enriching: (args) => {
      expectOutcomes(args);
      expectBusy(args, true);
      expect(args.inputs.get('loadItemProducts')?.at(-1)).toEqual({ skus: toLookupSkus(args.actual.context.cart.items) });
    },
    loadingPaymentMethods: (args) => {
      const { actual, inputs } = args;
      expectOutcomes(args);
      // Read ahead for the checkout; nothing the shopper waits for.
      expectBusy(args, false);
      expect(actual.context.cart.billing_address).toBeTruthy();
      expect(actual.context.paymentMethods).toEqual([]);
      expect(inputs.get('loadPaymentMethods')?.at(-1)).toEqual({ cartId: actual.context.cartId });
    },
    mutating: (args) => {
      const { actual, inputs, calls } = args;
      expectOutcomes(args);
      expectBusy(args, true);
      expectStockFix(args);
      expect(actual.context.current).not.toBeNull();
      const input = inputs.get('applyOperation')?.at(-1) as { cartId: string | null } | undefined;
      expect(input).toMatchObject({ operation: actual.context.current });
      // An operation goes to the cart it started on; a cart adopted meanwhile (cart-9) loads when it has settled.
      if (calls.some((call) => call.action === 'persistCartId')) expect(actual.context.cartId).toBe('cart-9');
      if (actual.context.cartId !== 'cart-9') expect(input?.cartId).toBe(actual.context.cartId);
    },
  },
};
