// Model of the back office's order view machine (the order lifecycle), built on the production machine: the order
// loads in each of Magento's states (new, pending_payment, processing, complete, closed, canceled, holded, and
// payment_review as "other") or fails (no session, no connection); in each state the admin opens the confirmation of
// every operation (only those the order's abilities allow open), fills in a carrier and tracking number (also a wrong
// one and none), a refund per line with shipping and return to stock, confirms or goes back; the server answers the
// order afterwards, a refusal (the confirmation stays open with its key) or an ended session. Comments still work.
// Checked after every step: the state matches the order's Magento state, the operations offered are exactly the
// allowed ones, the body sent carries the confirmation's key and the details, effects are the right notifications.
import { expect } from 'vitest';
import { adminOrderViewMachine, type OrderViewContext } from '../../src/machines/admin-order-view/admin-order-view.machine';
import { selectOfferedOperations, selectRefundAmount } from '../../src/machines/admin-order-view/admin-order-view.selectors';
import { OPERATION_ABILITY, operationError } from '../../src/machines/admin-order-view/order-operation';
import type { AdminOrderDetail, OperationBody, OrderAbilities, OrderOperation } from '../../src/machines/admin-common/admin.types';
import type { ModelSpec } from './model-runner';

const NONE: OrderAbilities = { cancel: false, invoice: false, ship: false, creditmemo: false, hold: false, unhold: false };
function order(state: string, status: string, can: Partial<OrderAbilities>): AdminOrderDetail {
  return {
    id: 7,
    number: '000000007',
    date: '2026-11-20T10:00:00Z',
    status,
    state,
    customerName: 'Sanne de Vries',
    email: 'sanne@example.nl',
    isGuest: true,
    lines: [],
    totals: { subtotal: 80, shipping: 5.95, discount: 0, tax: 14.9, grandTotal: 85.95 } as AdminOrderDetail['totals'],
    billingAddress: null,
    shippingAddress: null,
    paymentMethod: { code: 'cashondelivery', title: 'Cash On Delivery' },
    history: [],
    statuses: [],
    can: { ...NONE, ...can },
    paid: can.creditmemo ? 85.95 : 0,
    refunded: 0,
    shipments: [],
    refund: {
      available: can.creditmemo ? 85.95 : 0,
      shipping: 5.95,
      online: false,
      lines: can.creditmemo ? [{ itemId: 11, sku: 'FOLT-LOCK-FOLD', name: 'Folding lock', qty: 2, unitAmount: 40 }] : [],
    },
  };
}

const ORDERS = {
  new: order('new', 'pending', { cancel: true, invoice: true, ship: true, hold: true }),
  pending_payment: order('pending_payment', 'pending_payment', { cancel: true, hold: true }),
  processing: order('processing', 'processing', { ship: true, creditmemo: true, hold: true }),
  complete: order('complete', 'complete', { creditmemo: true }),
  closed: order('closed', 'closed', {}),
  canceled: order('canceled', 'canceled', {}),
  holded: order('holded', 'holded', { unhold: true }),
  payment_review: order('payment_review', 'payment_review', {}),
};
const FINAL_STATES = new Set(['closed', 'canceled', 'other']);
const allowed = (o: AdminOrderDetail): OrderOperation[] =>
  (['invoice', 'ship', 'refund', 'hold', 'unhold', 'cancel'] as const).filter((operation) => o.can[OPERATION_ABILITY[operation]]);

const LOGIN = { kind: 'login-required', code: 'account.not-logged-in', text: 'Not logged in', status: 401, login: 'admin' };
const NETWORK = { kind: 'network', code: 'network', text: 'Failed to fetch' };
const REFUSED = {
  kind: 'server',
  code: 'admin.order-action-not-allowed',
  text: 'This is not possible for the order as it is now. Reload the order.',
  status: 409,
};
const names = (calls: Array<{ action: string }>) => calls.map((call) => call.action);
const keyOf = (operation: OrderOperation) => `key-${operation}-0001`;

export const adminOrderViewModel: ModelSpec = {
  name: 'admin-order-view',
  machine: adminOrderViewMachine,
  inputs: { 'order 7': { id: 7 } },
  actors: ['loadOrder', 'addComment', 'performOperation'],
  actions: ['goToLogin', 'notifyCommentAdded', 'notifyCommentFailed', 'notifyOperationDone', 'notifyOperationFailed'],
  events: {
    'xstate.done.actor.loadOrder': Object.entries(ORDERS).map(([state, output]) => ({
      label: `the order, ${state}`,
      event: { type: 'xstate.done.actor.loadOrder', output },
    })),
    'xstate.error.actor.loadOrder': [
      { label: 'no session (401)', event: { type: 'xstate.error.actor.loadOrder', error: LOGIN } },
      { label: 'no connection', event: { type: 'xstate.error.actor.loadOrder', error: NETWORK } },
    ],
    'order.retry': [{ label: 'presses try again', event: { type: 'order.retry' } }],
    'comment.change': [{ label: 'writes a comment', event: { type: 'comment.change', field: 'comment', value: 'Called the customer' } }],
    'comment.submit': [{ label: 'adds the comment', event: { type: 'comment.submit' } }],
    'xstate.done.actor.addComment': [{ label: 'the comment is stored', event: { type: 'xstate.done.actor.addComment', output: null } }],
    'xstate.error.actor.addComment': [
      { label: 'the session ended (401)', event: { type: 'xstate.error.actor.addComment', error: LOGIN } },
      { label: 'the comment failed', event: { type: 'xstate.error.actor.addComment', error: NETWORK } },
    ],
    'operation.open': (['invoice', 'ship', 'refund', 'hold', 'unhold', 'cancel'] as const).map((operation) => ({
      label: `opens "${operation}"`,
      event: { type: 'operation.open', operation, key: keyOf(operation) },
    })),
    'operation.change': [
      { label: 'types tracking number 3SFOLT123', event: { type: 'operation.change', field: 'trackingNumber', value: '3SFOLT123' } },
      { label: 'types "3S FOLT!" as tracking number', event: { type: 'operation.change', field: 'trackingNumber', value: '3S FOLT!' } },
      { label: 'chooses own delivery', event: { type: 'operation.change', field: 'carrier', value: 'own' } },
      { label: 'chooses a refund per line', event: { type: 'operation.change', field: 'whole', value: false } },
      { label: 'ticks return to stock', event: { type: 'operation.change', field: 'returnToStock', value: true } },
    ],
    'operation.line': [{ label: 'refunds 1 folding lock', event: { type: 'operation.line', itemId: 11, qty: 1 } }],
    'operation.confirm': [{ label: 'confirms', event: { type: 'operation.confirm' } }],
    'operation.close': [{ label: 'goes back', event: { type: 'operation.close' } }],
    'xstate.done.actor.performOperation': [
      { label: 'the order is now complete', event: { type: 'xstate.done.actor.performOperation', output: ORDERS.complete } },
      { label: 'the order is now canceled', event: { type: 'xstate.done.actor.performOperation', output: ORDERS.canceled } },
    ],
    'xstate.error.actor.performOperation': [
      { label: 'the session ended (401)', event: { type: 'xstate.error.actor.performOperation', error: LOGIN } },
      { label: 'Magento refused (409)', event: { type: 'xstate.error.actor.performOperation', error: REFUSED } },
    ],
  },
  states: {
    loading: ({ actual }) => {
      expect(actual.hasTag('loading')).toBe(true);
      expect(actual.context.dialog).toBeNull();
    },
    loadFailed: ({ actual, calls }) => {
      expect(actual.context.order).toBeNull();
      expect(['login-required', 'network']).toContain(actual.context.failure?.kind);
      if (actual.context.failure?.kind === 'login-required') expect(names(calls)).toEqual(['goToLogin']);
      expect(selectOfferedOperations(actual as never)).toEqual([]);
    },
    'ready.routing': () => {
      throw new Error('routing is transient');
    },
    ...Object.fromEntries(
      ['new', 'pending_payment', 'processing', 'complete', 'closed', 'canceled', 'holded', 'other'].map((state) => [
        `ready.${state}`,
        ({ actual, calls, event }: { actual: { context: OrderViewContext }; calls: Array<{ action: string; params: unknown }>; event: { type: string } }) => {
          const context = actual.context;
          const o = context.order!;
          expect(state).toBe(o.state === 'payment_review' ? 'other' : o.state);
          expect(context.dialog).toBeNull();
          // What the page offers: exactly what the order allows, and nothing in a final state.
          expect(selectOfferedOperations(actual as never)).toEqual(FINAL_STATES.has(state) ? [] : allowed(o));
          if (event.type === 'xstate.done.actor.performOperation') {
            expect(names(calls)).toEqual(['notifyOperationDone']);
            expect(['invoice', 'ship', 'refund', 'hold', 'unhold', 'cancel']).toContain((calls[0]!.params as { operation: string }).operation);
            expect(context.operationFailure).toBeNull();
          }
          if (event.type === 'operation.close') expect(calls).toEqual([]);
          if (event.type === 'xstate.error.actor.addComment')
            expect(names(calls)).toEqual([context.failure?.kind === 'login-required' ? 'goToLogin' : 'notifyCommentFailed']);
        },
      ]),
    ),
    confirming: ({ actual, calls, event }) => {
      const context = actual.context as OrderViewContext;
      const dialog = context.dialog!;
      expect(dialog).not.toBeNull();
      // The key the confirmation opened with stays through edits and failed tries: a retry is the same operation.
      expect(dialog.key).toBe(keyOf(dialog.operation));
      expect(context.order!.can[OPERATION_ABILITY[dialog.operation]]).toBe(true);
      expect(selectOfferedOperations(actual as never)).toEqual([]);
      if (event.type === 'operation.change' && event.field === 'trackingNumber') expect(dialog.draft.trackingNumber).toBe(event.value);
      // A line's quantity is kept only for a line the order has left to refund.
      if (event.type === 'operation.line') expect(dialog.draft.lines[11]).toBe(context.order!.refund.lines.length ? 1 : undefined);
      if (event.type === 'operation.confirm') expect(dialog.error).toBe(operationError(dialog));
      if (dialog.operation === 'refund') {
        const amount = selectRefundAmount(actual as never)!;
        expect(amount).toBeLessThanOrEqual(context.order!.refund.available);
        if (dialog.draft.whole) expect(amount).toBe(85.95);
        else expect(amount).toBe((dialog.draft.lines[11] ?? 0) * 40);
      }
      if (event.type === 'xstate.error.actor.performOperation') {
        expect(context.operationFailure).not.toBeNull();
        expect(names(calls)).toEqual(context.operationFailure!.kind === 'login-required' ? ['goToLogin'] : ['notifyOperationFailed']);
      }
    },
    checkingOperation: () => {
      throw new Error('checkingOperation is transient');
    },
    sendingOperation: ({ actual, inputs }) => {
      const context = actual.context as OrderViewContext;
      expect(actual.hasTag('busy')).toBe(true);
      const sent = inputs.get('performOperation')!.at(-1) as { id: number; operation: OrderOperation; body: OperationBody };
      expect(sent.id).toBe(7);
      expect(sent.operation).toBe(context.dialog!.operation);
      expect(sent.body.key).toBe(keyOf(sent.operation));
      expect(operationError(context.dialog!)).toBeNull();
      if (sent.operation === 'ship') {
        expect(sent.body.carrier).toBe(context.dialog!.draft.carrier);
        if (sent.body.carrier !== 'own') expect(sent.body.trackingNumber).toMatch(/^[A-Za-z0-9]+$/);
      }
      if (sent.operation === 'refund') {
        if (context.dialog!.draft.whole) expect(sent.body).toMatchObject({ lines: [], refundShipping: true });
        else expect(sent.body.lines).toEqual([{ itemId: 11, qty: 1 }]);
        expect(sent.body.returnToStock).toBe(context.dialog!.draft.returnToStock);
      }
    },
    checkingComment: () => {
      throw new Error('checkingComment is transient');
    },
    sendingComment: ({ actual, inputs }) => {
      expect(actual.hasTag('busy')).toBe(true);
      const sent = inputs.get('addComment')!.at(-1) as { comment: { comment: string } };
      expect(sent.comment.comment).toBe('Called the customer');
    },
    reloading: ({ actual, calls }) => {
      expect(actual.hasTag('busy')).toBe(true);
      expect(names(calls)).toEqual(['notifyCommentAdded']);
    },
  },
};
