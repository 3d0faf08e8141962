// Selectors for the back office's order view: the order, its load failure, the comment being written, the
// operations the order's state offers now, and the open confirmation with the refund amount it shows.
import type { SnapshotFrom } from 'xstate';
import type { RequestFailure } from '../admin-common/request-failure';
import type { AdminOrderDetail, OrderCommentInput, OrderOperation } from '../admin-common/admin.types';
import type { AdminOrderViewMachine, CommentError } from './admin-order-view.machine';
import { ORDER_OPERATIONS, refundAmount, type OperationDialog } from './order-operation';

type OrderViewSnapshot = SnapshotFrom<AdminOrderViewMachine>;

export const selectOrder = (snapshot: OrderViewSnapshot): AdminOrderDetail | null => snapshot.context.order;
export const selectLoadFailure = (snapshot: OrderViewSnapshot): RequestFailure | null => (snapshot.matches('loadFailed') ? snapshot.context.failure : null);
export const selectDraft = (snapshot: OrderViewSnapshot): OrderCommentInput => snapshot.context.draft;
export const selectCommentError = (snapshot: OrderViewSnapshot): CommentError | null => snapshot.context.commentError;
/** A comment or an operation is being sent, or the order read again. */
export const selectBusy = (snapshot: OrderViewSnapshot): boolean => snapshot.hasTag('busy');

/** The operations the machine would open a confirmation for now, in the order the page shows them. */
export const selectOfferedOperations = (snapshot: OrderViewSnapshot): OrderOperation[] =>
  ORDER_OPERATIONS.filter((operation) => snapshot.can({ type: 'operation.open', operation, key: 'offer' }));

export const selectDialog = (snapshot: OrderViewSnapshot): OperationDialog | null =>
  snapshot.matches('confirming') || snapshot.matches('checkingOperation') || snapshot.matches('sendingOperation') ? snapshot.context.dialog : null;
export const selectOperationSending = (snapshot: OrderViewSnapshot): boolean => snapshot.matches('sendingOperation');
export const selectOperationFailure = (snapshot: OrderViewSnapshot): RequestFailure | null =>
  snapshot.matches('confirming') ? snapshot.context.operationFailure : null;
export const selectRefundAmount = (snapshot: OrderViewSnapshot): number | null => {
  const { dialog, order } = snapshot.context;
  return dialog?.operation === 'refund' && order ? refundAmount(dialog.draft, order) : null;
};
