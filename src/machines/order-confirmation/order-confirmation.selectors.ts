// Selectors for the confirmation page. Derived arrays are cached per source array, so useSelector's identity
// check keeps a typing shopper from re-rendering the order lines and the comment list.
import type { SnapshotFrom } from 'xstate';
import type { OrderComment } from '../../../common/contract/order.schema';
import { currentStatus, toOrderLines, visibleComments, type ConfirmedOrder, type OrderLine } from './confirmed-order';
import type { orderConfirmationMachine } from './order-confirmation.machine';
import type { ShopError } from '../shop-error';

type OrderConfirmationSnapshot = SnapshotFrom<typeof orderConfirmationMachine>;

export type ConfirmationPhase = 'loading' | 'missing' | 'notFound' | 'failed' | 'shown';

export function selectPhase(snapshot: OrderConfirmationSnapshot): ConfirmationPhase {
  if (snapshot.matches('missing')) return 'missing';
  if (snapshot.matches('notFound')) return 'notFound';
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches('shown')) return 'shown';
  return 'loading';
}

export const selectOrder = (snapshot: OrderConfirmationSnapshot): ConfirmedOrder | null => snapshot.context.order;
export const selectError = (snapshot: OrderConfirmationSnapshot): ShopError | null => snapshot.context.error;

const linesCache = new WeakMap<ConfirmedOrder, OrderLine[]>();
/** The order lines with bundles expanded, one entry per ordered bike. */
export function selectOrderLines(snapshot: OrderConfirmationSnapshot): OrderLine[] {
  const { order } = snapshot.context;
  if (!order) return [];
  let lines = linesCache.get(order);
  if (!lines) {
    lines = toOrderLines(order.items);
    linesCache.set(order, lines);
  }
  return lines;
}

/** The order's own status (null before the order is known); comments only record the status they were written in. */
export const selectStatus = (snapshot: OrderConfirmationSnapshot): string | null => currentStatus(snapshot.context.order);

const commentsCache = new WeakMap<OrderComment[], OrderComment[]>();
export function selectComments(snapshot: OrderConfirmationSnapshot): OrderComment[] {
  const { comments } = snapshot.context;
  let visible = commentsCache.get(comments);
  if (!visible) {
    visible = visibleComments(comments);
    commentsCache.set(comments, visible);
  }
  return visible;
}

export const selectIsLoadingComments = (snapshot: OrderConfirmationSnapshot): boolean => snapshot.matches({ shown: { comments: 'loading' } });
export const selectCommentsError = (snapshot: OrderConfirmationSnapshot): ShopError | null => snapshot.context.commentsError;
export const selectDraft = (snapshot: OrderConfirmationSnapshot): string => snapshot.context.draft;
export const selectIsSubmitting = (snapshot: OrderConfirmationSnapshot): boolean => snapshot.matches({ shown: { composer: 'submitting' } });
export const selectSubmitError = (snapshot: OrderConfirmationSnapshot): ShopError | null => snapshot.context.submitError;
export const selectCommentSent = (snapshot: OrderConfirmationSnapshot): boolean => snapshot.context.commentSent;
export const selectCanSubmitComment = (snapshot: OrderConfirmationSnapshot): boolean => snapshot.can({ type: 'comment.submit' });
export const selectCanRetryOrder = (snapshot: OrderConfirmationSnapshot): boolean => snapshot.can({ type: 'order.retry' });
export const selectCanRetryComments = (snapshot: OrderConfirmationSnapshot): boolean => snapshot.can({ type: 'comments.retry' });
