// Order confirmation (spec §4, §7, §8): the order of an encrypted order token and its visible comments are
// loaded, the status comes from the comments (the order's own status as fallback), and the shopper may add a
// comment (sent only when non-empty after trimming, at most 2000 characters). A missing or unknown token ends
// in a state of its own, so the page can say so instead of showing an error. A numbered order that arrives is
// reported as the purchase (the tag manager's e-commerce event).
import { assign, setup } from 'xstate';
import type { OrderComment } from '../../../common/contract/order.schema';
import { errorOf, notProvidedAction, notProvidedActor, outputOf } from '../shared';
import { requestError, type ShopError } from '../shop-error';
import type { PurchaseData } from '../../lib/tag-manager';
import { currentStatus, purchaseOf, type ConfirmedOrder } from './confirmed-order';

/** Spec §8: 'Failed to fetch order comments' (also what the log says). */
export const COMMENTS_FETCH_FAILED: ShopError = { code: 'order.comments-failed' };
/** Spec §8: 'Failed to submit comment' (also what the log says). */
export const COMMENT_SUBMIT_FAILED: ShopError = { code: 'order.comment-failed' };
const COMMENTS_FETCH_FAILED_LOG = 'Failed to fetch order comments';
const COMMENT_SUBMIT_FAILED_LOG = 'Failed to submit comment';
/** The server's limit for one comment (order.router.ts textField(2000)). */
export const COMMENT_MAX_LENGTH = 2000;

export interface OrderConfirmationInput {
  /** The `orderId` query parameter: the server's encrypted order token. */
  orderToken: string | null;
}

export interface OrderConfirmationContext {
  orderToken: string | null;
  order: ConfirmedOrder | null;
  comments: OrderComment[];
  /** The comment the shopper is writing. */
  draft: string;
  /** Loading the order failed (a request failure); a missing or unknown order has states of its own. */
  error: ShopError | null;
  /** COMMENTS_FETCH_FAILED while the comments could not be loaded. */
  commentsError: ShopError | null;
  /** COMMENT_SUBMIT_FAILED after a failed submit, until the shopper edits or sends again. */
  submitError: ShopError | null;
  /** The last comment was saved; cleared when the shopper starts a new one. */
  commentSent: boolean;
}

export type OrderConfirmationEvent =
  { type: 'order.retry' } | { type: 'comments.retry' } | { type: 'comment.change'; comment: string } | { type: 'comment.submit' };

export interface OrderTokenInput {
  orderToken: string;
}

export interface AddCommentInput extends OrderTokenInput {
  comment: string;
  /** The last status found (spec §7); the server keeps the order's own status regardless. */
  status: string | null;
}

function initialContext({ input }: { input: OrderConfirmationInput }): OrderConfirmationContext {
  return {
    orderToken: input.orderToken?.trim() || null,
    order: null,
    comments: [],
    draft: '',
    error: null,
    commentsError: null,
    submitError: null,
    commentSent: false,
  };
}

const toOrderTokenInput = ({ context }: { context: OrderConfirmationContext }): OrderTokenInput => ({ orderToken: context.orderToken ?? '' });
const toAddCommentInput = ({ context }: { context: OrderConfirmationContext }): AddCommentInput => ({
  orderToken: context.orderToken ?? '',
  comment: context.draft.trim(),
  status: currentStatus(context.order),
});
const commentsFailureParams = ({ event }: { event: unknown }) => ({ message: COMMENTS_FETCH_FAILED_LOG, error: requestError(errorOf(event)) });
const submitFailureParams = ({ event }: { event: unknown }) => ({ message: COMMENT_SUBMIT_FAILED_LOG, error: requestError(errorOf(event)) });

/** Server answers for a token it cannot open (400 malformed, 404 unknown or tampered). */
function isUnknownOrderFailure(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return status === 404 || status === 400;
}

const reportPurchase = {
  type: 'reportPurchase',
  params: ({ context }: { context: OrderConfirmationContext }) =>
    purchaseOf(context.orderToken ?? '', context.order as ConfirmedOrder & { increment_id: string }),
} as const;

export const orderConfirmationMachine = setup({
  types: {
    context: {} as OrderConfirmationContext,
    events: {} as OrderConfirmationEvent,
    input: {} as OrderConfirmationInput,
  },
  actors: {
    /** GET order: the shopper-safe order of the token. */
    loadOrder: notProvidedActor<ConfirmedOrder, OrderTokenInput>('loadOrder'),
    /** GET order-comment: the comments visible on the front end. */
    loadComments: notProvidedActor<OrderComment[], OrderTokenInput>('loadComments'),
    /** POST order-comment. */
    addComment: notProvidedActor<unknown, AddCommentInput>('addComment'),
  },
  guards: {
    hasOrderToken: ({ context }) => context.orderToken !== null,
    isNumberedOrder: ({ event }) => Boolean(outputOf<ConfirmedOrder>(event)?.increment_id),
    isUnknownOrder: ({ event }) => isUnknownOrderFailure(errorOf(event)),
    hasCommentToSend: ({ context }) => {
      const comment = context.draft.trim();
      return comment !== '' && comment.length <= COMMENT_MAX_LENGTH;
    },
  },
  actions: {
    /** console.warn-style log of why a comment request failed (the shopper sees the spec's fixed text). */
    logFailure: notProvidedAction('logFailure') as (args: unknown, params: { message: string; error: ShopError }) => void,
    /** Sends the purchase to the tag manager (once per order: a replayed confirmation sends nothing). */
    reportPurchase: notProvidedAction('reportPurchase') as (args: unknown, params: PurchaseData) => void,
    assignOrder: assign({ order: ({ event }) => outputOf<ConfirmedOrder>(event) ?? null, error: null }),
    assignError: assign({ error: ({ event }) => requestError(errorOf(event)) }),
    clearError: assign({ error: null }),
    assignComments: assign({ comments: ({ event }) => outputOf<OrderComment[]>(event) ?? [], commentsError: null }),
    assignCommentsError: assign({ commentsError: COMMENTS_FETCH_FAILED }),
    clearCommentsError: assign({ commentsError: null }),
    assignDraft: assign({
      // The server refuses longer comments; the field stops at the same length.
      draft: ({ context, event }) => (event.type === 'comment.change' ? event.comment.slice(0, COMMENT_MAX_LENGTH) : context.draft),
      submitError: null,
      commentSent: false,
    }),
    clearSubmitError: assign({ submitError: null, commentSent: false }),
    markCommentSent: assign({ draft: '', commentSent: true }),
    assignSubmitError: assign({ submitError: COMMENT_SUBMIT_FAILED }),
  },
}).createMachine({
  id: 'orderConfirmation',
  context: initialContext,
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'hasOrderToken', target: 'loadingOrder' }, { target: 'missing' }],
    },
    /** No orderId in the URL. */
    missing: { type: 'final' },
    /** The server does not know the token (malformed, tampered or for no order). */
    notFound: { type: 'final' },
    loadingOrder: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        id: 'loadOrder',
        src: 'loadOrder',
        input: toOrderTokenInput,
        onDone: [
          { guard: 'isNumberedOrder', target: 'shown', actions: ['assignOrder', reportPurchase] },
          { target: 'shown', actions: 'assignOrder' },
        ],
        onError: [
          { guard: 'isUnknownOrder', target: 'notFound' },
          { target: 'failed', actions: 'assignError' },
        ],
      },
    },
    failed: {
      on: { 'order.retry': 'loadingOrder' },
    },
    shown: {
      type: 'parallel',
      states: {
        comments: {
          initial: 'loading',
          states: {
            loading: {
              entry: 'clearCommentsError',
              invoke: {
                id: 'loadComments',
                src: 'loadComments',
                input: toOrderTokenInput,
                onDone: { target: 'loaded', actions: 'assignComments' },
                onError: {
                  target: 'failed',
                  actions: ['assignCommentsError', { type: 'logFailure', params: commentsFailureParams }],
                },
              },
            },
            loaded: {},
            failed: {
              on: { 'comments.retry': 'loading' },
            },
          },
        },
        composer: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'comment.change': { actions: 'assignDraft' },
                'comment.submit': { guard: 'hasCommentToSend', target: 'submitting', actions: 'clearSubmitError' },
              },
            },
            submitting: {
              tags: ['busy'],
              invoke: {
                id: 'addComment',
                src: 'addComment',
                input: toAddCommentInput,
                // The saved comment (with the server's date) appears once the comments are read again.
                onDone: { target: ['editing', '#orderConfirmation.shown.comments.loading'], actions: 'markCommentSent' },
                onError: {
                  target: 'editing',
                  actions: ['assignSubmitError', { type: 'logFailure', params: submitFailureParams }],
                },
              },
            },
          },
        },
      },
    },
  },
});
