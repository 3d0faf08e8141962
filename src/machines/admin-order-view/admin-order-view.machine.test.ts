// The order lifecycle in the back office (decision record 026) as the admin meets it: the order opens in its Magento
// state with the operations that state allows, a confirmation checks what was filled in, sends it once with its key,
// and shows the order as Magento answers it; a refusal keeps the confirmation, an ended session goes to the login.
// Comments: checked, sent trimmed, the order read again. Issue 24 item 5: what each state means, not only its name.
import { createActor, fromPromise } from 'xstate';
import { describe, expect, test } from 'vitest';
import type { AdminOrderDetail, OperationBody, OrderAbilities, OrderCommentInput, OrderOperation } from '../admin-common/admin.types';
import type { RequestFailure } from '../admin-common/request-failure';
import { adminOrderViewMachine, commentErrorOf, ORDER_COMMENT_MAX } from './admin-order-view.machine';
import {
  selectBusy,
  selectCommentError,
  selectDialog,
  selectDraft,
  selectLoadFailure,
  selectOfferedOperations,
  selectOperationFailure,
  selectOrder,
} from './admin-order-view.selectors';

const flush = async () => {
  for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
};

const NONE: OrderAbilities = { cancel: false, invoice: false, ship: false, creditmemo: false, hold: false, unhold: false };
function order(state: string, status: string, can: Partial<OrderAbilities> = {}): AdminOrderDetail {
  return {
    id: 7,
    number: '000000007',
    date: null,
    status,
    state,
    customerName: 'Sanne de Vries',
    email: 'sanne@example.nl',
    isGuest: true,
    lines: [],
    totals: { subtotal: 80, shipping: 5.95, discount: 0, tax: 14.9, grandTotal: 85.95 } as AdminOrderDetail['totals'],
    billingAddress: null,
    shippingAddress: null,
    paymentMethod: null,
    history: [],
    statuses: [],
    can: { ...NONE, ...can },
    paid: 0,
    refunded: 0,
    shipments: [],
    refund: { available: 80, shipping: 5.95, online: false, lines: [{ itemId: 11, sku: 'LOCK', name: 'Lock', qty: 2, unitAmount: 40 }] },
  };
}

const LOGIN: RequestFailure = { kind: 'login-required', code: 'account.not-logged-in', text: 'Not logged in', status: 401 } as RequestFailure;
const REFUSED: RequestFailure = { kind: 'server', code: 'admin.order-action-not-allowed', text: 'Not possible now', status: 409 } as RequestFailure;
const NETWORK: RequestFailure = { kind: 'network', code: 'network', text: 'Failed to fetch' } as RequestFailure;

interface Backend {
  loads: Array<AdminOrderDetail | RequestFailure | Promise<AdminOrderDetail>>;
  operations?: Array<AdminOrderDetail | RequestFailure | Promise<AdminOrderDetail>>;
  comments?: Array<RequestFailure | null | Promise<null>>;
}

const isFailure = (value: unknown): value is RequestFailure => typeof value === 'object' && value !== null && 'kind' in value;

function start(backend: Backend) {
  const log: string[] = [];
  const sent: Array<{ id: number; operation: OrderOperation; body: OperationBody }> = [];
  const comments: Array<{ id: number; comment: OrderCommentInput }> = [];
  const answer = async <T>(queue: Array<T | RequestFailure | Promise<T>> | undefined): Promise<T> => {
    const next = queue?.shift();
    if (isFailure(next)) throw next;
    return next as T;
  };
  const machine = adminOrderViewMachine.provide({
    actors: {
      loadOrder: fromPromise<AdminOrderDetail, { id: number }>(async ({ input }) => {
        log.push(`load ${input.id}`);
        return answer(backend.loads);
      }),
      performOperation: fromPromise<AdminOrderDetail, { id: number; operation: OrderOperation; body: OperationBody }>(async ({ input }) => {
        sent.push(input);
        return answer(backend.operations);
      }),
      addComment: fromPromise<unknown, { id: number; comment: OrderCommentInput }>(async ({ input }) => {
        comments.push(input);
        return answer(backend.comments);
      }),
    },
    actions: {
      goToLogin: (_, params) => log.push(`login ${params.failure.kind}`),
      notifyCommentAdded: () => log.push('comment added'),
      notifyCommentFailed: (_, params) => log.push(`comment failed ${params.failure.kind}`),
      notifyOperationDone: (_, params) => log.push(`done ${params.operation}`),
      notifyOperationFailed: (_, params) => log.push(`failed ${params.operation} ${params.failure.code}`),
    },
  });
  const actor = createActor(machine, { input: { id: 7 } }).start();
  return { actor, log, sent, comments };
}

describe('the order view opens the order in its Magento state', () => {
  test('while it loads the page says so; then the order shows with the status select at its status and the operations its state allows', async () => {
    let release: (value: AdminOrderDetail) => void = () => {};
    const { actor, log } = start({ loads: [new Promise<AdminOrderDetail>((resolve) => (release = resolve))] });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(selectOrder(actor.getSnapshot())).toBeNull();
    release(order('new', 'pending', { invoice: true, ship: true, cancel: true, hold: true }));
    await flush();
    expect(actor.getSnapshot().hasTag('loading')).toBe(false);
    expect(log).toEqual(['load 7']);
    expect(actor.getSnapshot().value).toEqual({ ready: 'new' });
    expect(selectDraft(actor.getSnapshot())).toEqual({ comment: '', status: 'pending', notifyCustomer: false, visibleOnFront: true });
    expect(selectOfferedOperations(actor.getSnapshot())).toEqual(['invoice', 'ship', 'hold', 'cancel']);
  });

  test.each([
    ['new', { invoice: true }, ['invoice']],
    ['pending_payment', { cancel: true, hold: true }, ['hold', 'cancel']],
    ['processing', { ship: true, creditmemo: true }, ['ship', 'refund']],
    ['complete', { creditmemo: true }, ['refund']],
    ['holded', { unhold: true }, ['unhold']],
    // Final (and unknown) states offer nothing, whatever the abilities say.
    ['closed', { creditmemo: true }, []],
    ['canceled', { cancel: true }, []],
    ['payment_review', { cancel: true }, []],
  ] as const)('an order in state %s offers %j → %j', async (state, can, offered) => {
    const { actor } = start({ loads: [order(state, state, can)] });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ ready: state === 'payment_review' ? 'other' : state });
    expect(selectOfferedOperations(actor.getSnapshot())).toEqual(offered);
  });

  test('an ended session sends the admin to the login; a failed load can be tried again', async () => {
    const { actor, log } = start({ loads: [LOGIN, NETWORK, order('complete', 'complete', { creditmemo: true })] });
    await flush();
    expect(log).toEqual(['load 7', 'login login-required']);
    expect(selectLoadFailure(actor.getSnapshot())).toEqual(LOGIN);
    actor.send({ type: 'order.retry' });
    await flush();
    expect(selectLoadFailure(actor.getSnapshot())).toEqual(NETWORK);
    expect(log.filter((line) => line.startsWith('login'))).toHaveLength(1);
    actor.send({ type: 'order.retry' });
    await flush();
    expect(selectLoadFailure(actor.getSnapshot())).toBeNull();
    expect(actor.getSnapshot().context.failure).toBeNull();
    expect(actor.getSnapshot().value).toEqual({ ready: 'complete' });
  });
});

describe('an operation behind its confirmation', () => {
  const processing = order('processing', 'processing', { ship: true, creditmemo: true, hold: true });

  test('an operation the order does not allow opens nothing', async () => {
    const { actor } = start({ loads: [processing] });
    await flush();
    actor.send({ type: 'operation.open', operation: 'cancel', key: 'k-1' });
    expect(selectDialog(actor.getSnapshot())).toBeNull();
    expect(actor.getSnapshot().value).toEqual({ ready: 'processing' });
  });

  test('a shipment without a tracking number is not sent; with one it is sent once with the key, and the order shows as Magento answers it', async () => {
    let release: (value: AdminOrderDetail) => void = () => {};
    const { actor, log, sent } = start({
      loads: [processing],
      operations: [new Promise<AdminOrderDetail>((resolve) => (release = resolve))],
    });
    await flush();
    actor.send({ type: 'operation.open', operation: 'ship', key: 'k-ship' });
    expect(selectDialog(actor.getSnapshot())).toMatchObject({ operation: 'ship', key: 'k-ship', error: null });
    expect(selectOfferedOperations(actor.getSnapshot())).toEqual([]);
    actor.send({ type: 'operation.confirm' });
    expect(selectDialog(actor.getSnapshot())?.error).toBe('tracking_required');
    expect(sent).toEqual([]);
    actor.send({ type: 'operation.change', field: 'trackingNumber', value: ' 3SFOLT123 ' });
    expect(selectDialog(actor.getSnapshot())?.error).toBeNull();
    actor.send({ type: 'operation.confirm' });
    expect(selectBusy(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'operation.confirm' });
    await flush();
    expect(sent).toEqual([{ id: 7, operation: 'ship', body: { key: 'k-ship', carrier: 'postnl', trackingNumber: '3SFOLT123', notifyCustomer: true } }]);
    release(order('complete', 'complete', { creditmemo: true }));
    await flush();
    expect(log).toEqual(['load 7', 'done ship']);
    expect(selectBusy(actor.getSnapshot())).toBe(false);
    expect(selectDialog(actor.getSnapshot())).toBeNull();
    expect(actor.getSnapshot().context.dialog).toBeNull();
    expect(actor.getSnapshot().value).toEqual({ ready: 'complete' });
    expect(selectDraft(actor.getSnapshot()).status).toBe('complete');
    expect(selectOfferedOperations(actor.getSnapshot())).toEqual(['refund']);
  });

  test('a refund per line sends the lines chosen; nothing chosen is not sent', async () => {
    const { actor, sent } = start({ loads: [processing], operations: [order('closed', 'closed')] });
    await flush();
    actor.send({ type: 'operation.open', operation: 'refund', key: 'k-refund' });
    actor.send({ type: 'operation.change', field: 'whole', value: false });
    actor.send({ type: 'operation.confirm' });
    expect(selectDialog(actor.getSnapshot())?.error).toBe('nothing_to_refund');
    actor.send({ type: 'operation.line', itemId: 11, qty: 5 });
    expect(selectDialog(actor.getSnapshot())?.draft.lines).toEqual({ 11: 2 });
    expect(selectDialog(actor.getSnapshot())?.error).toBeNull();
    actor.send({ type: 'operation.confirm' });
    await flush();
    expect(sent.map((request) => request.body)).toEqual([{ key: 'k-refund', lines: [{ itemId: 11, qty: 2 }], refundShipping: false, returnToStock: false }]);
    expect(actor.getSnapshot().value).toEqual({ ready: 'closed' });
  });

  test("Magento's refusal keeps the confirmation open with its key and says why; trying again sends the same key; going back closes it", async () => {
    const { actor, log, sent } = start({ loads: [processing], operations: [REFUSED, REFUSED] });
    await flush();
    actor.send({ type: 'operation.open', operation: 'hold', key: 'k-hold' });
    actor.send({ type: 'operation.confirm' });
    await flush();
    expect(log).toEqual(['load 7', 'failed hold admin.order-action-not-allowed']);
    expect(selectOperationFailure(actor.getSnapshot())).toEqual(REFUSED);
    expect(selectDialog(actor.getSnapshot())).toMatchObject({ operation: 'hold', key: 'k-hold' });
    expect(selectBusy(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'operation.confirm' });
    await flush();
    expect(sent.map((request) => request.body.key)).toEqual(['k-hold', 'k-hold']);
    actor.send({ type: 'operation.close' });
    expect(selectDialog(actor.getSnapshot())).toBeNull();
    expect(actor.getSnapshot().context.operationFailure).toBeNull();
    expect(actor.getSnapshot().value).toEqual({ ready: 'processing' });
    // A new confirmation starts without the old failure.
    actor.send({ type: 'operation.open', operation: 'hold', key: 'k-hold-2' });
    expect(selectOperationFailure(actor.getSnapshot())).toBeNull();
  });

  test('an ended session during an operation sends the admin to the login and keeps the confirmation', async () => {
    const { actor, log } = start({ loads: [processing], operations: [LOGIN] });
    await flush();
    actor.send({ type: 'operation.open', operation: 'hold', key: 'k-hold' });
    actor.send({ type: 'operation.confirm' });
    await flush();
    expect(log).toEqual(['load 7', 'login login-required']);
    expect(selectOperationFailure(actor.getSnapshot())).toEqual(LOGIN);
    expect(selectDialog(actor.getSnapshot())?.key).toBe('k-hold');
  });

  test('a carrier without tracking (own delivery) and the customer e-mail setting go with the shipment', async () => {
    const { actor, sent } = start({ loads: [processing], operations: [processing] });
    await flush();
    actor.send({ type: 'operation.open', operation: 'ship', key: 'k-ship' });
    actor.send({ type: 'operation.change', field: 'carrier', value: 'own' });
    actor.send({ type: 'operation.change', field: 'notifyCustomer', value: false });
    actor.send({ type: 'operation.confirm' });
    await flush();
    expect(sent.map((request) => request.body)).toEqual([{ key: 'k-ship', carrier: 'own', trackingNumber: '', notifyCustomer: false }]);
  });
});

describe('comments', () => {
  const complete = order('complete', 'complete', { creditmemo: true });

  test('an empty comment without a status change is not sent; a too long one neither', async () => {
    expect(commentErrorOf({ comment: '  ', status: 'complete', notifyCustomer: false, visibleOnFront: true }, 'complete')).toBe('required');
    expect(commentErrorOf({ comment: '', status: 'closed', notifyCustomer: false, visibleOnFront: true }, 'complete')).toBeNull();
    expect(commentErrorOf({ comment: 'x'.repeat(ORDER_COMMENT_MAX), status: 'complete', notifyCustomer: false, visibleOnFront: true }, 'complete')).toBeNull();
    expect(commentErrorOf({ comment: 'x'.repeat(ORDER_COMMENT_MAX + 1), status: 'closed', notifyCustomer: false, visibleOnFront: true }, 'complete')).toBe(
      'too_long',
    );
    const { actor, comments } = start({ loads: [complete] });
    await flush();
    actor.send({ type: 'comment.submit' });
    expect(selectCommentError(actor.getSnapshot())).toBe('required');
    expect(comments).toEqual([]);
    expect(actor.getSnapshot().value).toEqual({ ready: 'complete' });
    actor.send({ type: 'comment.change', field: 'comment', value: 'x'.repeat(ORDER_COMMENT_MAX + 1) });
    expect(selectCommentError(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'comment.submit' });
    expect(selectCommentError(actor.getSnapshot())).toBe('too_long');
    expect(comments).toEqual([]);
  });

  test('a comment is sent trimmed with its settings, then emptied (the status stays) and the order read again', async () => {
    let release: (value: null) => void = () => {};
    const { actor, log, comments } = start({
      loads: [complete, { ...complete, history: [{ comment: 'Called', status: 'complete' } as never] }],
      comments: [new Promise<null>((resolve) => (release = resolve))],
    });
    await flush();
    actor.send({ type: 'comment.change', field: 'comment', value: '  Called the customer  ' });
    actor.send({ type: 'comment.change', field: 'notifyCustomer', value: true });
    actor.send({ type: 'comment.submit' });
    expect(selectBusy(actor.getSnapshot())).toBe(true);
    await flush();
    expect(comments).toEqual([{ id: 7, comment: { comment: 'Called the customer', status: 'complete', notifyCustomer: true, visibleOnFront: true } }]);
    release(null);
    await flush();
    expect(log).toEqual(['load 7', 'comment added', 'load 7']);
    expect(selectDraft(actor.getSnapshot())).toEqual({ comment: '', status: 'complete', notifyCustomer: false, visibleOnFront: true });
    expect(selectOrder(actor.getSnapshot())?.history).toHaveLength(1);
    expect(selectBusy(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().value).toEqual({ ready: 'complete' });
  });

  test('a failed comment keeps what was written and says so; an ended session goes to the login', async () => {
    const { actor, log } = start({ loads: [complete], comments: [NETWORK, LOGIN] });
    await flush();
    actor.send({ type: 'comment.change', field: 'comment', value: 'Called' });
    actor.send({ type: 'comment.submit' });
    await flush();
    expect(log).toEqual(['load 7', 'comment failed network']);
    expect(selectDraft(actor.getSnapshot()).comment).toBe('Called');
    actor.send({ type: 'comment.submit' });
    await flush();
    expect(log.at(-1)).toBe('login login-required');
    expect(actor.getSnapshot().context.failure).toEqual(LOGIN);
    expect(actor.getSnapshot().value).toEqual({ ready: 'complete' });
  });

  test('a stored comment whose fresh copy fails keeps showing the order as it was; an ended session then goes to the login', async () => {
    const { actor, log } = start({ loads: [complete, NETWORK, LOGIN], comments: [null, null] });
    await flush();
    actor.send({ type: 'comment.change', field: 'comment', value: 'Called' });
    actor.send({ type: 'comment.submit' });
    await flush();
    expect(selectOrder(actor.getSnapshot())).toEqual(complete);
    expect(actor.getSnapshot().value).toEqual({ ready: 'complete' });
    expect(selectBusy(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'comment.change', field: 'comment', value: 'Again' });
    actor.send({ type: 'comment.submit' });
    await flush();
    expect(log.at(-1)).toBe('login login-required');
    expect(selectOrder(actor.getSnapshot())).toEqual(complete);
  });
});
