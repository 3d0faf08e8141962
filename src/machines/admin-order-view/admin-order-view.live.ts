// The order view machine bound to the admin API and the page's effects.
import { fromPromise } from 'xstate';
import type { AdminApi } from '../../lib/api/admin-api';
import type { AdminOrderDetail, OperationBody, OrderCommentInput, OrderOperation } from '../admin-common/admin.types';
import type { RequestFailure } from '../admin-common/request-failure';
import { adminOrderViewMachine } from './admin-order-view.machine';

export interface OrderViewEffects {
  api: AdminApi;
  goToLogin: (failure: RequestFailure) => void;
  notifyCommentAdded: () => void;
  notifyCommentFailed: (failure: RequestFailure) => void;
  notifyOperationDone: (operation: OrderOperation) => void;
  notifyOperationFailed: (operation: OrderOperation, failure: RequestFailure) => void;
}

export function provideAdminOrderViewMachine(effects: OrderViewEffects) {
  return adminOrderViewMachine.provide({
    actors: {
      loadOrder: fromPromise<AdminOrderDetail, { id: number }>(({ input, signal }) => effects.api.order(input.id, signal)),
      addComment: fromPromise<unknown, { id: number; comment: OrderCommentInput }>(({ input }) => effects.api.addOrderComment(input.id, input.comment)),
      performOperation: fromPromise<AdminOrderDetail, { id: number; operation: OrderOperation; body: OperationBody }>(({ input }) =>
        effects.api.orderOperation(input.id, input.operation, input.body),
      ),
    },
    actions: {
      goToLogin: (_args, params: { failure: RequestFailure }) => effects.goToLogin(params.failure),
      notifyCommentAdded: () => effects.notifyCommentAdded(),
      notifyCommentFailed: (_args, params: { failure: RequestFailure }) => effects.notifyCommentFailed(params.failure),
      notifyOperationDone: (_args, params: { operation: OrderOperation }) => effects.notifyOperationDone(params.operation),
      notifyOperationFailed: (_args, params: { operation: OrderOperation; failure: RequestFailure }) =>
        effects.notifyOperationFailed(params.operation, params.failure),
    },
  });
}
