// Selectors for the back office's order view: the order, its load failure, and the comment being written.
import type { SnapshotFrom } from 'xstate';
import type { RequestFailure } from '../admin-common/request-failure';
import type { AdminOrderDetail, OrderCommentInput } from '../admin-common/admin.types';
import type { AdminOrderViewMachine, CommentError } from './admin-order-view.machine';

type OrderViewSnapshot = SnapshotFrom<AdminOrderViewMachine>;

export const selectOrder = (snapshot: OrderViewSnapshot): AdminOrderDetail | null => snapshot.context.order;
export const selectLoadFailure = (snapshot: OrderViewSnapshot): RequestFailure | null => (snapshot.matches('loadFailed') ? snapshot.context.failure : null);
export const selectDraft = (snapshot: OrderViewSnapshot): OrderCommentInput => snapshot.context.draft;
export const selectCommentError = (snapshot: OrderViewSnapshot): CommentError | null => snapshot.context.commentError;
/** A comment is being sent, or the order read again after it. */
export const selectBusy = (snapshot: OrderViewSnapshot): boolean => snapshot.hasTag('busy');
