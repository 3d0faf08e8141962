// One order in the back office, and its life in Magento: loading → ready, where the order sits in the state Magento
// gives it (new, pending_payment, processing, complete, closed, canceled, holded). Each state offers only the
// operations Magento allows there (the order's abilities, computed by the server like Model/Order.php's can*()):
// canceled and closed offer none; the others each behind a confirmation (confirming → checking → sending) that
// carries a key made when it opened, so a double click or a retry is one operation on the server. The server answers
// the order as it is afterwards, and the machine moves to its new state. A failed operation keeps the confirmation
// open with its key (trying again is safe); a missing session sends the admin to the login page.
// Comments work as before: a comment with a status change is checked, sent, and the order read again.
import { assign, setup } from 'xstate';
import { errorOf, notProvidedAction, notProvidedActor, outputOf } from '../shared';
import { isLoginRequired, toRequestFailure, type RequestFailure } from '../admin-common/request-failure';
import type { AdminOrderDetail, OperationBody, OrderCommentInput, OrderOperation } from '../admin-common/admin.types';
import { OPERATION_ABILITY, changeDraft, changeLine, newDraft, operationBody, operationError, type DraftField, type OperationDialog } from './order-operation';

export const ORDER_COMMENT_MAX = 2000;

export interface OrderViewInput {
  id: number;
}

export type CommentField = 'comment' | 'status' | 'notifyCustomer' | 'visibleOnFront';
export type CommentError = 'required' | 'too_long';

export interface OrderViewContext {
  id: number;
  order: AdminOrderDetail | null;
  failure: RequestFailure | null;
  draft: OrderCommentInput;
  commentError: CommentError | null;
  /** The open confirmation of an operation, if any. */
  dialog: OperationDialog | null;
  /** Why the last try of the open confirmation failed. */
  operationFailure: RequestFailure | null;
}

export type OrderViewEvent =
  | { type: 'comment.change'; field: CommentField; value: string | boolean }
  | { type: 'comment.submit' }
  | { type: 'order.retry' }
  | { type: 'operation.open'; operation: OrderOperation; key: string }
  | { type: 'operation.change'; field: DraftField; value: string | boolean }
  | { type: 'operation.line'; itemId: number; qty: number }
  | { type: 'operation.confirm' }
  | { type: 'operation.close' };

/** Magento's order states; anything else (payment_review) offers no operation. */
export const ORDER_STATES = ['new', 'pending_payment', 'processing', 'complete', 'closed', 'canceled', 'holded'] as const;
export type OrderState = (typeof ORDER_STATES)[number];

const EMPTY_DRAFT: OrderCommentInput = { comment: '', status: '', notifyCustomer: false, visibleOnFront: true };
const failureOf = (event: unknown) => toRequestFailure(errorOf(event));

/** A comment is needed unless the status changes (a status change alone is worth recording). */
export function commentErrorOf(draft: OrderCommentInput, currentStatus: string): CommentError | null {
  const text = draft.comment.trim();
  if (text.length > ORDER_COMMENT_MAX) return 'too_long';
  if (!text && draft.status === currentStatus) return 'required';
  return null;
}

const inState =
  (state: OrderState) =>
  ({ context }: { context: OrderViewContext }) =>
    context.order?.state === state;
/** Open a confirmation for an operation the order allows now; the view shows only these. */
const operationOffer = { 'operation.open': { guard: 'isAllowed', target: '#adminOrderView.confirming', actions: 'openDialog' } } as const;

export const adminOrderViewMachine = setup({
  types: {
    context: {} as OrderViewContext,
    events: {} as OrderViewEvent,
    input: {} as OrderViewInput,
  },
  actors: {
    loadOrder: notProvidedActor<AdminOrderDetail, { id: number }>('loadOrder'),
    addComment: notProvidedActor<unknown, { id: number; comment: OrderCommentInput }>('addComment'),
    performOperation: notProvidedActor<AdminOrderDetail, { id: number; operation: OrderOperation; body: OperationBody }>('performOperation'),
  },
  guards: {
    isLoginRequired: ({ event }) => isLoginRequired(errorOf(event)),
    hasCommentError: ({ context }) => context.commentError !== null,
    hasOperationError: ({ context }) => context.dialog?.error != null,
    isAllowed: ({ context, event }) => event.type === 'operation.open' && context.order?.can[OPERATION_ABILITY[event.operation]] === true,
    isNew: inState('new'),
    isPendingPayment: inState('pending_payment'),
    isProcessing: inState('processing'),
    isComplete: inState('complete'),
    isClosed: inState('closed'),
    isCanceled: inState('canceled'),
    isHolded: inState('holded'),
  },
  actions: {
    goToLogin: notProvidedAction('goToLogin') as (args: unknown, params: { failure: RequestFailure }) => void,
    notifyCommentAdded: notProvidedAction('notifyCommentAdded'),
    notifyCommentFailed: notProvidedAction('notifyCommentFailed') as (args: unknown, params: { failure: RequestFailure }) => void,
    notifyOperationDone: notProvidedAction('notifyOperationDone') as (args: unknown, params: { operation: OrderOperation }) => void,
    notifyOperationFailed: notProvidedAction('notifyOperationFailed') as (
      args: unknown,
      params: { operation: OrderOperation; failure: RequestFailure },
    ) => void,
    assignOrder: assign({
      order: ({ event }) => outputOf<AdminOrderDetail>(event) ?? null,
      failure: null,
      // The status select starts at the order's status; what was typed in the comment stays.
      draft: ({ context, event }) => ({ ...context.draft, status: outputOf<AdminOrderDetail>(event)?.status ?? context.draft.status }),
    }),
    assignFailure: assign({ failure: ({ event }) => failureOf(event) }),
    assignDraft: assign({
      draft: ({ context, event }) => (event.type === 'comment.change' ? { ...context.draft, [event.field]: event.value } : context.draft),
      commentError: null,
    }),
    validateComment: assign({ commentError: ({ context }) => commentErrorOf(context.draft, context.order?.status ?? '') }),
    clearComment: assign({ draft: ({ context }) => ({ ...context.draft, comment: '', notifyCustomer: false }) }),
    openDialog: assign({
      dialog: ({ event }) => (event.type === 'operation.open' ? { operation: event.operation, key: event.key, draft: newDraft(), error: null } : null),
      operationFailure: null,
    }),
    changeDialog: assign({
      dialog: ({ context, event }) => {
        if (!context.dialog) return null;
        if (event.type === 'operation.change') return { ...context.dialog, draft: changeDraft(context.dialog.draft, event.field, event.value), error: null };
        if (event.type === 'operation.line')
          return { ...context.dialog, draft: changeLine(context.dialog.draft, context.order?.refund, event.itemId, event.qty), error: null };
        return context.dialog;
      },
    }),
    validateOperation: assign({ dialog: ({ context }) => (context.dialog ? { ...context.dialog, error: operationError(context.dialog) } : null) }),
    closeDialog: assign({ dialog: null, operationFailure: null }),
    assignOperationFailure: assign({ operationFailure: ({ event }) => failureOf(event) }),
  },
}).createMachine({
  id: 'adminOrderView',
  context: ({ input }) => ({ id: input.id, order: null, failure: null, draft: EMPTY_DRAFT, commentError: null, dialog: null, operationFailure: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadOrder',
        src: 'loadOrder',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'ready', actions: 'assignOrder' },
        onError: [
          {
            guard: 'isLoginRequired',
            target: 'loadFailed',
            actions: ['assignFailure', { type: 'goToLogin', params: ({ event }) => ({ failure: failureOf(event) }) }],
          },
          { target: 'loadFailed', actions: 'assignFailure' },
        ],
      },
    },
    loadFailed: {
      on: { 'order.retry': 'loading' },
    },
    ready: {
      initial: 'routing',
      on: {
        'comment.change': { actions: 'assignDraft' },
        'comment.submit': 'checkingComment',
      },
      states: {
        // The order's Magento state decides which operations can be offered at all.
        routing: {
          always: [
            { guard: 'isNew', target: 'new' },
            { guard: 'isPendingPayment', target: 'pending_payment' },
            { guard: 'isProcessing', target: 'processing' },
            { guard: 'isComplete', target: 'complete' },
            { guard: 'isClosed', target: 'closed' },
            { guard: 'isCanceled', target: 'canceled' },
            { guard: 'isHolded', target: 'holded' },
            { target: 'other' },
          ],
        },
        // Not paid yet: invoice (cash on delivery is registered as paid), ship, hold, cancel.
        new: { on: operationOffer },
        // Waiting for Mollie: hold or cancel; nothing to invoice by hand while the payment is open.
        pending_payment: { on: operationOffer },
        // Paid, being handled: ship, refund, hold (and invoice what is left).
        processing: { on: operationOffer },
        // Shipped and paid: a refund is all that is left.
        complete: { on: operationOffer },
        // Fully refunded and canceled orders are final.
        closed: {},
        canceled: {},
        // On hold: only unhold.
        holded: { on: operationOffer },
        // payment_review or a state this shop does not use: comments only.
        other: {},
      },
    },
    confirming: {
      on: {
        'operation.change': { actions: 'changeDialog' },
        'operation.line': { actions: 'changeDialog' },
        'operation.confirm': 'checkingOperation',
        'operation.close': { target: 'ready', actions: 'closeDialog' },
      },
    },
    checkingOperation: {
      entry: 'validateOperation',
      always: [{ guard: 'hasOperationError', target: 'confirming' }, { target: 'sendingOperation' }],
    },
    sendingOperation: {
      tags: ['busy'],
      invoke: {
        id: 'performOperation',
        src: 'performOperation',
        input: ({ context }) => ({ id: context.id, operation: context.dialog!.operation, body: operationBody(context.dialog!) }),
        onDone: {
          target: 'ready',
          actions: [{ type: 'notifyOperationDone', params: ({ context }) => ({ operation: context.dialog!.operation }) }, 'assignOrder', 'closeDialog'],
        },
        onError: [
          {
            guard: 'isLoginRequired',
            target: 'confirming',
            actions: ['assignOperationFailure', { type: 'goToLogin', params: ({ event }) => ({ failure: failureOf(event) }) }],
          },
          {
            target: 'confirming',
            actions: [
              'assignOperationFailure',
              { type: 'notifyOperationFailed', params: ({ context, event }) => ({ operation: context.dialog!.operation, failure: failureOf(event) }) },
            ],
          },
        ],
      },
    },
    checkingComment: {
      entry: 'validateComment',
      always: [{ guard: 'hasCommentError', target: 'ready' }, { target: 'sendingComment' }],
    },
    sendingComment: {
      tags: ['busy'],
      invoke: {
        id: 'addComment',
        src: 'addComment',
        input: ({ context }) => ({ id: context.id, comment: { ...context.draft, comment: context.draft.comment.trim() } }),
        onDone: { target: 'reloading', actions: ['clearComment', 'notifyCommentAdded'] },
        onError: [
          {
            guard: 'isLoginRequired',
            target: 'ready',
            actions: ['assignFailure', { type: 'goToLogin', params: ({ event }) => ({ failure: failureOf(event) }) }],
          },
          { target: 'ready', actions: [{ type: 'notifyCommentFailed', params: ({ event }) => ({ failure: failureOf(event) }) }] },
        ],
      },
    },
    reloading: {
      tags: ['busy'],
      invoke: {
        id: 'loadOrder',
        src: 'loadOrder',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'ready', actions: 'assignOrder' },
        // The comment is stored; only the fresh copy failed: keep showing the order as it was.
        onError: [
          { guard: 'isLoginRequired', target: 'ready', actions: [{ type: 'goToLogin', params: ({ event }) => ({ failure: failureOf(event) }) }] },
          { target: 'ready' },
        ],
      },
    },
  },
});

export type AdminOrderViewMachine = typeof adminOrderViewMachine;
