// One order in the back office: loading → ready; a comment with a status change is checked, sent, and the order is
// read again so the history shows what Magento stored (newest first). The comment text survives a failed send; a
// missing session sends the admin to the login page with the way back (the page reloads the order there).
import { assign, setup } from 'xstate';
import { errorOf, notProvidedAction, notProvidedActor, outputOf } from '../shared';
import { isLoginRequired, toRequestFailure, type RequestFailure } from '../admin-common/request-failure';
import type { AdminOrderDetail, OrderCommentInput } from '../admin-common/admin.types';

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
}

export type OrderViewEvent = { type: 'comment.change'; field: CommentField; value: string | boolean } | { type: 'comment.submit' } | { type: 'order.retry' };

const EMPTY_DRAFT: OrderCommentInput = { comment: '', status: '', notifyCustomer: false, visibleOnFront: true };
const failureOf = (event: unknown) => toRequestFailure(errorOf(event));

/** A comment is needed unless the status changes (a status change alone is worth recording). */
export function commentErrorOf(draft: OrderCommentInput, currentStatus: string): CommentError | null {
  const text = draft.comment.trim();
  if (text.length > ORDER_COMMENT_MAX) return 'too_long';
  if (!text && draft.status === currentStatus) return 'required';
  return null;
}

export const adminOrderViewMachine = setup({
  types: {
    context: {} as OrderViewContext,
    events: {} as OrderViewEvent,
    input: {} as OrderViewInput,
  },
  actors: {
    loadOrder: notProvidedActor<AdminOrderDetail, { id: number }>('loadOrder'),
    addComment: notProvidedActor<unknown, { id: number; comment: OrderCommentInput }>('addComment'),
  },
  guards: {
    isLoginRequired: ({ event }) => isLoginRequired(errorOf(event)),
    hasCommentError: ({ context }) => context.commentError !== null,
  },
  actions: {
    goToLogin: notProvidedAction('goToLogin') as (args: unknown, params: { failure: RequestFailure }) => void,
    notifyCommentAdded: notProvidedAction('notifyCommentAdded'),
    notifyCommentFailed: notProvidedAction('notifyCommentFailed') as (args: unknown, params: { failure: RequestFailure }) => void,
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
  },
}).createMachine({
  id: 'adminOrderView',
  context: ({ input }) => ({ id: input.id, order: null, failure: null, draft: EMPTY_DRAFT, commentError: null }),
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
      on: {
        'comment.change': { actions: 'assignDraft' },
        'comment.submit': 'checkingComment',
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
