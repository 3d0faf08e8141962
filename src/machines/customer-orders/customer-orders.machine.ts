// The customer's order history: the page of orders and, beside it, one order's details, both taken from the URL
// (?page=, ?order=<order token>) so a reload, the back button and a shared link show the same thing. Two regions:
// opening an order never reloads the list. An expired customer session (1 h) leads to the login page and back.
import { assign, setup } from 'xstate';
import { errorOf, notProvidedAction, notProvidedActor, outputOf } from '../shared';
import { isLoginRequired, toRequestFailure, type RequestFailure } from '../admin-common/request-failure';
import type { CustomerOrderDetail, CustomerOrderSummary, Page } from '../admin-common/admin.types';

export interface CustomerOrdersInput {
  page: number;
  orderToken: string | null;
}

export interface CustomerOrdersContext {
  page: number;
  orderToken: string | null;
  orders: Page<CustomerOrderSummary> | null;
  listFailure: RequestFailure | null;
  detail: CustomerOrderDetail | null;
  detailFailure: RequestFailure | null;
}

export type CustomerOrdersEvent =
  /** The URL changed (a page link, an order opened or closed, back/forward). */
  { type: 'url.change'; page: number; orderToken: string | null } | { type: 'list.retry' } | { type: 'detail.retry' };

const failureOf = (event: unknown) => toRequestFailure(errorOf(event));
const goToLogin = { type: 'goToLogin', params: ({ event }: { event: unknown }) => ({ failure: failureOf(event) }) } as const;

export const customerOrdersMachine = setup({
  types: {
    context: {} as CustomerOrdersContext,
    events: {} as CustomerOrdersEvent,
    input: {} as CustomerOrdersInput,
  },
  actors: {
    loadOrders: notProvidedActor<Page<CustomerOrderSummary>, { page: number }>('loadOrders'),
    loadOrder: notProvidedActor<CustomerOrderDetail, { orderToken: string }>('loadOrder'),
  },
  guards: {
    isLoginRequired: ({ event }) => isLoginRequired(errorOf(event)),
    isNewPage: ({ context, event }) => event.type === 'url.change' && event.page !== context.page,
    isNewOrder: ({ context, event }) => event.type === 'url.change' && event.orderToken !== null && event.orderToken !== context.orderToken,
    isOrderClosed: ({ context, event }) => event.type === 'url.change' && event.orderToken === null && context.orderToken !== null,
    hasOrderToken: ({ context }) => context.orderToken !== null,
  },
  actions: {
    goToLogin: notProvidedAction('goToLogin') as (args: unknown, params: { failure: RequestFailure }) => void,
    assignPage: assign({ page: ({ context, event }) => (event.type === 'url.change' ? event.page : context.page) }),
    assignOrderToken: assign({
      orderToken: ({ context, event }) => (event.type === 'url.change' ? event.orderToken : context.orderToken),
      detail: null,
      detailFailure: null,
    }),
    assignOrders: assign({ orders: ({ event }) => outputOf<Page<CustomerOrderSummary>>(event) ?? null, listFailure: null }),
    assignListFailure: assign({ listFailure: ({ event }) => failureOf(event) }),
    assignDetail: assign({ detail: ({ event }) => outputOf<CustomerOrderDetail>(event) ?? null, detailFailure: null }),
    assignDetailFailure: assign({ detailFailure: ({ event }) => failureOf(event) }),
  },
}).createMachine({
  id: 'customerOrders',
  type: 'parallel',
  context: ({ input }) => ({ page: input.page, orderToken: input.orderToken, orders: null, listFailure: null, detail: null, detailFailure: null }),
  states: {
    list: {
      initial: 'loading',
      on: { 'url.change': { guard: 'isNewPage', target: '.loading', actions: 'assignPage' } },
      states: {
        loading: {
          tags: ['listLoading'],
          invoke: {
            id: 'loadOrders',
            src: 'loadOrders',
            input: ({ context }) => ({ page: context.page }),
            onDone: { target: 'ready', actions: 'assignOrders' },
            onError: [
              { guard: 'isLoginRequired', target: 'failed', actions: ['assignListFailure', goToLogin] },
              { target: 'failed', actions: 'assignListFailure' },
            ],
          },
        },
        ready: {},
        failed: { on: { 'list.retry': 'loading' } },
      },
    },
    detail: {
      initial: 'opening',
      on: {
        'url.change': [
          { guard: 'isNewOrder', target: '.loading', actions: 'assignOrderToken' },
          { guard: 'isOrderClosed', target: '.closed', actions: 'assignOrderToken' },
        ],
      },
      states: {
        opening: {
          always: [{ guard: 'hasOrderToken', target: 'loading' }, { target: 'closed' }],
        },
        closed: {},
        loading: {
          tags: ['detailLoading'],
          invoke: {
            id: 'loadOrder',
            src: 'loadOrder',
            input: ({ context }) => ({ orderToken: context.orderToken! }),
            onDone: { target: 'shown', actions: 'assignDetail' },
            onError: [
              { guard: 'isLoginRequired', target: 'failed', actions: ['assignDetailFailure', goToLogin] },
              { target: 'failed', actions: 'assignDetailFailure' },
            ],
          },
        },
        shown: {},
        failed: { on: { 'detail.retry': 'loading' } },
      },
    },
  },
});

export type CustomerOrdersMachine = typeof customerOrdersMachine;
