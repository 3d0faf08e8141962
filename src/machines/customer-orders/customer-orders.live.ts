// The order history machine bound to the customer API and the page's login redirect.
import { fromPromise } from 'xstate';
import type { CustomerApi } from '../../lib/api/account-api';
import type { CustomerOrderDetail, CustomerOrderSummary, Page } from '../admin-common/admin.types';
import type { RequestFailure } from '../admin-common/request-failure';
import { customerOrdersMachine } from './customer-orders.machine';

export interface CustomerOrdersEffects {
  api: CustomerApi;
  goToLogin: (failure: RequestFailure) => void;
}

export function provideCustomerOrdersMachine(effects: CustomerOrdersEffects) {
  return customerOrdersMachine.provide({
    actors: {
      loadOrders: fromPromise<Page<CustomerOrderSummary>, { page: number }>(({ input, signal }) => effects.api.orders(input.page, signal)),
      loadOrder: fromPromise<CustomerOrderDetail, { orderToken: string }>(({ input, signal }) => effects.api.order(input.orderToken, signal)),
    },
    actions: {
      goToLogin: (_args, params: { failure: RequestFailure }) => effects.goToLogin(params.failure),
    },
  });
}
