// The order-confirmation machine with fake requests: loading, the missing and unknown order, the order's own status (not a comment's),
// the comments, and adding a comment (trimmed, never empty, 2000 characters at most, failures with the spec texts).
import { createActor, fromPromise } from 'xstate';
import { describe, expect, test } from 'vitest';
import type { PurchaseData } from '../../lib/tag-manager';
import type { OrderComment } from '../../../common/contract/order.schema';
import { orderComment } from '../contract.fixtures';
import type { ConfirmedOrder } from './confirmed-order';
import { COMMENT_MAX_LENGTH, COMMENT_SUBMIT_FAILED, COMMENTS_FETCH_FAILED, orderConfirmationMachine, type AddCommentInput } from './order-confirmation.machine';
import { selectCanSubmitComment, selectComments, selectOrderLines, selectPhase, selectStatus } from './order-confirmation.selectors';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

const order: ConfirmedOrder = {
  increment_id: '000000042',
  status: 'pending',
  created_at: '2026-11-22 09:00:00',
  grand_total: 2445.9,
  subtotal_incl_tax: 2495.9,
  discount_amount: -50,
  shipping_incl_tax: 0,
  tax_amount: 424.5,
  coupon_code: 'HERFST50',
  payment_method: 'cashondelivery',
  bank_transfer: null,
  items: [
    {
      item_id: 1,
      name: 'FOLT Classic',
      product_type: 'bundle',
      qty_ordered: 2,
      price_incl_tax: 2336,
      sub_items: [
        { item_id: 2, parent_item_id: 1, name: 'FOLT Classic Base BOM', qty_ordered: 2 },
        { item_id: 3, parent_item_id: 1, name: 'Accu 504 Wh', qty_ordered: 2 },
      ],
    },
    { item_id: 4, name: 'Vouwslot ART-2', product_type: 'simple', qty_ordered: 1, price_incl_tax: 79.95 },
  ],
};

interface Fakes {
  loadOrder?: () => Promise<ConfirmedOrder>;
  loadComments?: () => Promise<OrderComment[]>;
  addComment?: (input: AddCommentInput) => Promise<unknown>;
}

function start(orderToken: string | null, fakes: Fakes = {}) {
  const log: string[] = [];
  const purchases: PurchaseData[] = [];
  const machine = orderConfirmationMachine.provide({
    actors: {
      loadOrder: fromPromise(async ({ input }) => {
        log.push(`order ${input.orderToken}`);
        return (fakes.loadOrder ?? (async () => order))();
      }),
      loadComments: fromPromise(async ({ input }) => {
        log.push(`comments ${input.orderToken}`);
        return (fakes.loadComments ?? (async () => []))();
      }),
      addComment: fromPromise(async ({ input }) => {
        log.push(`add ${JSON.stringify(input)}`);
        return (fakes.addComment ?? (async () => true))(input);
      }),
    },
    actions: {
      logFailure: (_, params) => log.push(`warn ${params.message}: ${JSON.stringify(params.error)}`),
      reportPurchase: (_, purchase) => purchases.push(purchase),
    },
  });
  return { actor: createActor(machine, { input: { orderToken } }).start(), log, purchases };
}

describe('order-confirmation machine', () => {
  test('the order that arrives is reported as the purchase, once, with its number, amounts and one item per line', async () => {
    const { actor, purchases } = start('tok');
    expect(purchases).toEqual([]);
    await flush();
    expect(purchases).toEqual([
      {
        orderToken: 'tok',
        transaction_id: '000000042',
        value: 2445.9,
        tax: 424.5,
        shipping: 0,
        coupon: 'HERFST50',
        items: [
          { item_id: 'FOLT Classic', item_name: 'FOLT Classic', price: 2336, quantity: 1 },
          { item_id: 'FOLT Classic', item_name: 'FOLT Classic', price: 2336, quantity: 1 },
          { item_id: 'Vouwslot ART-2', item_name: 'Vouwslot ART-2', price: 79.95, quantity: 1 },
        ],
      },
    ]);
    actor.send({ type: 'comment.change', comment: 'Thanks' });
    actor.send({ type: 'comment.submit' });
    await flush();
    expect(purchases).toHaveLength(1);
  });

  test('no purchase for an order without a number, a failed load, or no order at all', async () => {
    const unnumbered = start('tok', { loadOrder: async () => ({ ...order, increment_id: null, coupon_code: null }) });
    await flush();
    expect(selectPhase(unnumbered.actor.getSnapshot())).toBe('shown');
    expect(unnumbered.purchases).toEqual([]);
    const failing = start('tok', { loadOrder: () => Promise.reject({ message: 'Bad Gateway', status: 502 }) });
    await flush();
    expect(failing.purchases).toEqual([]);
    expect(start(null).purchases).toEqual([]);
  });

  test("loads the order and its comments; the status is the order's, not the shopper's comment's from before payment", async () => {
    const { actor, log } = start('tok', {
      loadOrder: async () => ({ ...order, status: 'processing' }),
      loadComments: async () => [{ comment: 'Graag na 17 uur bezorgen', status: 'pending_payment', created_at: '2026-11-22 09:00:00' }],
    });
    expect(selectPhase(actor.getSnapshot())).toBe('loading');
    await flush();
    expect(selectPhase(actor.getSnapshot())).toBe('shown');
    expect(log).toEqual(['order tok', 'comments tok']);
    expect(selectStatus(actor.getSnapshot())).toBe('processing');
  });

  test('without comments the order status is shown; failed comments say so and can be retried', async () => {
    let fail = true;
    const { actor, log } = start('tok', {
      loadComments: async () => {
        if (fail) throw { code: 'order.comments-failed', status: 502, text: 'Failed to fetch order comments' };
        return [];
      },
    });
    await flush();
    expect(selectStatus(actor.getSnapshot())).toBe('pending');
    expect(actor.getSnapshot().context.commentsError).toEqual(COMMENTS_FETCH_FAILED);
    expect(log.at(-1)).toBe('warn Failed to fetch order comments: {"code":"order.comments-failed","via":"api","text":"Failed to fetch order comments"}');
    fail = false;
    actor.send({ type: 'comments.retry' });
    await flush();
    expect(actor.getSnapshot().context.commentsError).toBeNull();
    expect(actor.getSnapshot().matches({ shown: { comments: 'loaded' } })).toBe(true);
  });

  test('no orderId and an order the server does not know end in their own states, without an error text', async () => {
    const missing = start('  ');
    expect(selectPhase(missing.actor.getSnapshot())).toBe('missing');
    expect(missing.log).toEqual([]);
    const unknown = start('bad', {
      loadOrder: () => Promise.reject({ code: 'order.not-found', status: 404, text: 'Order not found' }),
    });
    await flush();
    expect(selectPhase(unknown.actor.getSnapshot())).toBe('notFound');
    const malformed = start('x', { loadOrder: () => Promise.reject({ code: 'request.invalid', status: 400, text: 'Invalid request' }) });
    await flush();
    expect(selectPhase(malformed.actor.getSnapshot())).toBe('notFound');
  });

  test('a failed order request can be retried', async () => {
    let calls = 0;
    const { actor } = start('tok', {
      loadOrder: async () => {
        calls += 1;
        if (calls === 1) throw { code: 'request.timeout', text: 'Request timed out. Please try again.' };
        return order;
      },
    });
    await flush();
    expect(selectPhase(actor.getSnapshot())).toBe('failed');
    expect(actor.getSnapshot().context.error).toEqual({ code: 'request.timeout', via: 'request', text: 'Request timed out. Please try again.' });
    actor.send({ type: 'order.retry' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await flush();
    expect(selectPhase(actor.getSnapshot())).toBe('shown');
  });

  test('a comment is sent trimmed with the order status, then the comments are read again', async () => {
    let saved: OrderComment[] = [orderComment({ comment: 'Order placed', status: 'pending' })];
    const { actor, log } = start('tok', {
      loadComments: async () => saved,
      addComment: async (input) => {
        saved = [...saved, orderComment({ comment: input.comment, status: 'pending' })];
        return true;
      },
    });
    await flush();
    actor.send({ type: 'comment.change', comment: '  Please ring twice  ' });
    actor.send({ type: 'comment.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(selectCanSubmitComment(actor.getSnapshot())).toBe(false);
    await flush();
    expect(log).toContain(`add ${JSON.stringify({ orderToken: 'tok', comment: 'Please ring twice', status: 'pending' })}`);
    expect(log.filter((line) => line === 'comments tok')).toHaveLength(2);
    const snapshot = actor.getSnapshot();
    expect(snapshot.context.draft).toBe('');
    expect(snapshot.context.commentSent).toBe(true);
    expect(selectComments(snapshot).map((c) => c.comment)).toEqual(['Order placed', 'Please ring twice']);
    actor.send({ type: 'comment.change', comment: 'x' });
    expect(actor.getSnapshot().context.commentSent).toBe(false);
  });

  test('an empty or whitespace comment is never sent; a long one is cut at the limit', async () => {
    const { actor, log } = start('tok');
    await flush();
    expect(selectCanSubmitComment(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'comment.change', comment: '   \n ' });
    actor.send({ type: 'comment.submit' });
    await flush();
    expect(log.some((line) => line.startsWith('add'))).toBe(false);
    actor.send({ type: 'comment.change', comment: 'a'.repeat(COMMENT_MAX_LENGTH + 10) });
    expect(actor.getSnapshot().context.draft).toHaveLength(COMMENT_MAX_LENGTH);
    expect(selectCanSubmitComment(actor.getSnapshot())).toBe(true);
  });

  test('a failed comment keeps the text and shows the spec text until the shopper edits it', async () => {
    const { actor, log } = start('tok', { addComment: () => Promise.reject({ code: 'network', text: 'Failed to fetch' }) });
    await flush();
    actor.send({ type: 'comment.change', comment: 'Hello' });
    actor.send({ type: 'comment.submit' });
    await flush();
    expect(actor.getSnapshot().context.submitError).toEqual(COMMENT_SUBMIT_FAILED);
    expect(actor.getSnapshot().context.draft).toBe('Hello');
    expect(log.at(-1)).toBe('warn Failed to submit comment: {"code":"network","via":"request","text":"Failed to fetch"}');
    actor.send({ type: 'comment.change', comment: 'Hello!' });
    expect(actor.getSnapshot().context.submitError).toBeNull();
  });

  test('bundle lines are expanded one entry per bike, without the Base BOM part', async () => {
    const { actor } = start('tok');
    await flush();
    const lines = selectOrderLines(actor.getSnapshot());
    expect(lines.map((line) => [line.name, line.qty])).toEqual([
      ['FOLT Classic', 1],
      ['FOLT Classic', 1],
      ['Vouwslot ART-2', 1],
    ]);
    expect(lines[0]!.parts.map((part) => [part.name, part.qty])).toEqual([['Accu 504 Wh', 1]]);
    // Cached per order: the same array while only the draft changes.
    actor.send({ type: 'comment.change', comment: 'typing' });
    expect(selectOrderLines(actor.getSnapshot())).toBe(lines);
  });
});
