// Selectors for the customer's orders page: the page of orders and the open order, each with its loading and failure.
import type { SnapshotFrom } from 'xstate';
import type { RequestFailure } from '../admin-common/request-failure';
import type { CustomerOrderDetail, CustomerOrderSummary, Page } from '../admin-common/admin.types';
import type { CustomerOrdersMachine } from './customer-orders.machine';

type OrdersSnapshot = SnapshotFrom<CustomerOrdersMachine>;

export const selectOrders = (snapshot: OrdersSnapshot): Page<CustomerOrderSummary> | null => snapshot.context.orders;
export const selectListLoading = (snapshot: OrdersSnapshot): boolean => snapshot.hasTag('listLoading');
export const selectListFailure = (snapshot: OrdersSnapshot): RequestFailure | null =>
  snapshot.matches({ list: 'failed' }) ? snapshot.context.listFailure : null;
/** The open order once it is loaded. */
export const selectDetail = (snapshot: OrdersSnapshot): CustomerOrderDetail | null => (snapshot.matches({ detail: 'shown' }) ? snapshot.context.detail : null);
export const selectDetailLoading = (snapshot: OrdersSnapshot): boolean => snapshot.hasTag('detailLoading');
export const selectDetailFailure = (snapshot: OrdersSnapshot): RequestFailure | null =>
  snapshot.matches({ detail: 'failed' }) ? snapshot.context.detailFailure : null;
/** The order token of the URL's open order (?order=), loaded or not. */
export const selectOpenToken = (snapshot: OrdersSnapshot): string | null => snapshot.context.orderToken;
/** The open order's number, as soon as it is known. */
export const selectOpenNumber = (snapshot: OrdersSnapshot): string | null => snapshot.context.detail?.number ?? null;
