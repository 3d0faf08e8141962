// Model of the order-confirmation machine: a shopper arriving with an order token and one without, the answers
// of loadOrder, loadComments and addComment, and what the shopper writes and sends.
import { expect } from 'vitest';
import { COMMENT_SUBMIT_FAILED, COMMENTS_FETCH_FAILED, orderConfirmationMachine } from '../../src/machines/order-confirmation/order-confirmation.machine';
import { purchaseOf } from '../../src/machines/order-confirmation/confirmed-order';
import type { ShopError } from '../../src/machines/shop-error';
import type { ActionCall, ModelSpec } from './model-runner';

const names = (calls: ActionCall[]) => calls.map((call) => call.action);

/** Every failure logged in a step carries the spec's text and the request's error. */
function expectFailuresLogged(calls: ActionCall[]) {
  const errors: Record<string, ShopError> = {
    'Failed to fetch order comments': { code: 'order.comments-failed', via: 'api', text: 'Failed to fetch order comments' },
    'Failed to submit comment': { code: 'order.comment-failed', via: 'api', text: 'Failed to submit comment' },
  };
  for (const call of calls.filter((one) => one.action !== 'reportPurchase')) {
    expect(call.action).toBe('logFailure');
    const { message, error } = call.params as { message: string; error: ShopError };
    expect(error).toEqual(errors[message]);
  }
}

const order = {
  increment_id: '000000042',
  status: 'pending',
  created_at: null,
  grand_total: 129.95,
  subtotal_incl_tax: 120,
  discount_amount: 0,
  shipping_incl_tax: 9.95,
  tax_amount: 22.55,
  coupon_code: null,
  payment_method: 'cashondelivery',
  bank_transfer: null,
  items: [{ item_id: 1, name: 'Vouwslot ART-2', product_type: 'simple', qty_ordered: 1, price_incl_tax: 79.95 }],
};

export const orderConfirmationModel: ModelSpec = {
  name: 'order-confirmation',
  machine: orderConfirmationMachine,
  inputs: {
    'arrives with ?orderId=': { orderToken: 'order-token-1' },
    'arrives without an orderId': { orderToken: null },
  },
  actors: ['loadOrder', 'loadComments', 'addComment'],
  actions: ['logFailure', 'reportPurchase'],
  events: {
    'order.retry': [{ label: 'the shopper tries again', event: { type: 'order.retry' } }],
    'comments.retry': [{ label: 'the shopper reloads the comments', event: { type: 'comments.retry' } }],
    'comment.change': [
      { label: 'types "  Please ring twice  "', event: { type: 'comment.change', comment: '  Please ring twice  ' } },
      { label: 'types only spaces', event: { type: 'comment.change', comment: '   ' } },
    ],
    'comment.submit': [{ label: 'sends the comment', event: { type: 'comment.submit' } }],
    'xstate.done.actor.loadOrder': [
      { label: 'the order', event: { type: 'xstate.done.actor.loadOrder', output: order } },
      { label: 'an order without a number', event: { type: 'xstate.done.actor.loadOrder', output: { ...order, increment_id: null } } },
    ],
    'xstate.error.actor.loadOrder': [
      {
        label: 'unknown token (404)',
        event: { type: 'xstate.error.actor.loadOrder', error: { code: 'order.not-found', status: 404, text: 'Order not found' } },
      },
      {
        label: 'malformed token (400)',
        event: { type: 'xstate.error.actor.loadOrder', error: { code: 'request.invalid', status: 400, text: 'Invalid request' } },
      },
      { label: 'network down', event: { type: 'xstate.error.actor.loadOrder', error: { code: 'network', text: 'Failed to fetch' } } },
    ],
    'xstate.done.actor.loadComments': [
      {
        label: 'two comments, the last one "processing"',
        event: {
          type: 'xstate.done.actor.loadComments',
          output: [
            { comment: 'Order placed', status: 'pending', created_at: '2026-11-22 09:00:00' },
            { comment: 'Payment received', status: 'processing', created_at: '2026-11-22 09:05:00' },
          ],
        },
      },
    ],
    'xstate.error.actor.loadComments': [
      {
        label: 'server error',
        event: { type: 'xstate.error.actor.loadComments', error: { code: 'order.comments-failed', status: 502, text: 'Failed to fetch order comments' } },
      },
    ],
    'xstate.done.actor.addComment': [{ label: 'saved', event: { type: 'xstate.done.actor.addComment', output: true } }],
    'xstate.error.actor.addComment': [
      {
        label: 'server error',
        event: { type: 'xstate.error.actor.addComment', error: { code: 'order.comment-failed', status: 502, text: 'Failed to submit comment' } },
      },
    ],
  },
  states: {
    checking: () => {
      throw new Error('checking is transient and never rests');
    },
    missing: ({ actual, inputs }) => {
      expect(actual.status).toBe('done');
      expect(actual.context.orderToken).toBeNull();
      expect(inputs.get('loadOrder')).toBeUndefined();
    },
    notFound: ({ actual, calls }) => {
      // A token the server cannot open (400, 404) is no failure to retry: the page says there is no such order.
      expect(actual.status).toBe('done');
      expect(actual.context.error).toBeNull();
      expect(actual.context.order).toBeNull();
      expect(calls).toEqual([]);
    },
    loadingOrder: ({ actual, calls, inputs, startedActors }) => {
      expect(actual.hasTag('busy')).toBe(true);
      expect(actual.context.error).toBeNull();
      expect(startedActors).toEqual(['loadOrder']);
      expect(calls).toEqual([]);
      expect(inputs.get('loadOrder')?.at(-1)).toEqual({ orderToken: 'order-token-1' });
    },
    failed: ({ actual, calls }) => {
      expect(actual.hasTag('busy')).toBe(false);
      expect(actual.context.order).toBeNull();
      expect(actual.context.error).toEqual({ code: 'network', via: 'request', text: 'Failed to fetch' });
      expect(actual.can({ type: 'order.retry' })).toBe(true);
      // Nothing is reported for an order not seen.
      expect(calls).toEqual([]);
    },
    'shown.comments.loading': ({ actual, inputs, calls, event, startedActors }) => {
      expect([order, { ...order, increment_id: null }]).toContainEqual(actual.context.order);
      // The order that arrives is the purchase, once, when it has a number.
      const reported = calls.filter((call) => call.action === 'reportPurchase');
      if (event.type === 'xstate.done.actor.loadOrder' && actual.context.order.increment_id) {
        expect(reported.map((call) => call.params)).toEqual([purchaseOf('order-token-1', order)]);
      } else expect(reported).toEqual([]);
      expect(actual.context.commentsError).toBeNull();
      expect(inputs.get('loadComments')?.at(-1)).toEqual({ orderToken: 'order-token-1' });
      // The comments are read on arrival, on "reload", and again once a comment was saved (with the server's date).
      if (['xstate.done.actor.loadOrder', 'comments.retry', 'xstate.done.actor.addComment'].includes(event.type)) {
        expect(startedActors).toContain('loadComments');
      }
    },
    'shown.comments.loaded': ({ actual, event }) => {
      expect(actual.context.commentsError).toBeNull();
      if (event.type === 'xstate.done.actor.loadComments') expect(actual.context.comments).toEqual(event.output);
      expect(actual.context.comments.at(-1)?.status).toBe('processing');
    },
    'shown.comments.failed': ({ actual, calls, event }) => {
      expect(actual.context.commentsError).toEqual(COMMENTS_FETCH_FAILED);
      expectFailuresLogged(calls);
      if (event.type === 'xstate.error.actor.loadComments') expect(names(calls)).toEqual(['logFailure']);
    },
    'shown.composer.editing': ({ actual, calls, event, startedActors }) => {
      expectFailuresLogged(calls);
      const { draft, submitError, commentSent } = actual.context;
      expect(startedActors).not.toContain('addComment');
      if (event.type === 'comment.change') {
        // Typing again forgets the last outcome.
        expect(draft).toBe(event.comment);
        expect(submitError).toBeNull();
        expect(commentSent).toBe(false);
      }
      if (event.type === 'xstate.done.actor.addComment') {
        // A sent comment empties the field and says so.
        expect(draft).toBe('');
        expect(commentSent).toBe(true);
        expect(submitError).toBeNull();
      }
      if (event.type === 'xstate.error.actor.addComment') {
        // A comment that did not go keeps what was typed, with the spec's text, and the reason is logged.
        expect(draft).toBe('  Please ring twice  ');
        expect(commentSent).toBe(false);
        expect(submitError).toEqual(COMMENT_SUBMIT_FAILED);
        expect(names(calls)).toEqual(['logFailure']);
      }
      // Only spaces (or nothing) is not sent.
      if (event.type === 'comment.submit') expect(draft.trim()).toBe('');
      expect([null, COMMENT_SUBMIT_FAILED]).toContainEqual(submitError);
    },
    'shown.composer.submitting': ({ actual, event, inputs, startedActors }) => {
      expect(actual.hasTag('busy')).toBe(true);
      expect(actual.can({ type: 'comment.submit' })).toBe(false);
      expect(actual.context.submitError).toBeNull();
      if (event.type === 'comment.submit') expect(startedActors).toContain('addComment');
      // Trimmed, with the order's status (Magento keeps the status a comment is posted with).
      expect(inputs.get('addComment')?.at(-1)).toEqual({ orderToken: 'order-token-1', comment: 'Please ring twice', status: 'pending' });
    },
  },
};
