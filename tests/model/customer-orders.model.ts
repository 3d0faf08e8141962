// Model of the customer's order history (account/orders), built on the production machine: a customer arriving on the
// first page or by a shared link to page 2 with an order open, paging, opening and closing an order (all by the URL),
// retrying; the server answering a page of orders, no orders yet, an order's details, an unknown order token, being
// down or unreachable, or the customer session having ended (401: to the login page and back).
import { expect } from 'vitest';
import { customerOrdersMachine } from '../../src/machines/customer-orders/customer-orders.machine';
import {
  selectDetail,
  selectDetailFailure,
  selectDetailLoading,
  selectListFailure,
  selectListLoading,
  selectOpenNumber,
  selectOpenToken,
  selectOrders,
} from '../../src/machines/customer-orders/customer-orders.selectors';
import type { CustomerOrderDetail, CustomerOrderSummary, Page } from '../../src/machines/admin-common/admin.types';
import type { RequestFailure } from '../../src/machines/admin-common/request-failure';
import type { ActionCall, ModelSpec } from './model-runner';

const TOKEN = 'b3f1c2d4e5a6';
const ORDERS: Page<CustomerOrderSummary> = {
  items: [
    { orderToken: TOKEN, number: '000000042', date: '2025-05-12 09:14:00', status: 'processing', total: 2849 },
    { orderToken: 'a9e8d7c6b5f4', number: '000000017', date: '2025-02-03 16:40:00', status: 'complete', total: 64.9 },
  ],
  total: 12,
  page: 1,
  pageSize: 10,
};
const NO_ORDERS: Page<CustomerOrderSummary> = { items: [], total: 0, page: 1, pageSize: 10 };
const ORDER: CustomerOrderDetail = {
  number: '000000042',
  date: '2025-05-12 09:14:00',
  status: 'processing',
  lines: [],
  totals: { subtotal: 2849, shipping: 0, discount: 0, tax: 494.46, grandTotal: 2849 },
  billingAddress: null,
  paymentMethod: { code: 'mollie_methods_ideal', title: 'iDEAL' },
  comments: [],
};

const SESSION_ENDED: RequestFailure = {
  kind: 'login-required',
  code: null,
  text: "The consumer isn't authorized to access %resources.",
  status: 401,
  login: 'customer',
};
const SERVER_DOWN: RequestFailure = { kind: 'server', code: null, text: '', status: 503 };
const NOT_FOUND: RequestFailure = {
  kind: 'not-found',
  code: 'unknown',
  text: "The entity that was requested doesn't exist. Verify the entity and try again.",
  status: 404,
};
const OFFLINE: RequestFailure = { kind: 'network', code: null, text: 'Failed to fetch' };

const names = (calls: ActionCall[]) => calls.map((call) => call.action);
const url = (label: string, page: number, orderToken: string | null) => ({ label, event: { type: 'url.change', page, orderToken } });
const fails = (actor: string, label: string, error: RequestFailure) => ({ label, event: { type: `xstate.error.actor.${actor}`, error } });

/** An ended session goes to the login page (and back); any other failure waits for "try again". */
function expectLoginOnlyWhenSessionEnded(calls: ActionCall[], failure: RequestFailure) {
  if (failure.kind === 'login-required') expect(calls).toMatchObject([{ action: 'goToLogin', params: { failure: SESSION_ENDED } }]);
  else expect(names(calls)).not.toContain('goToLogin');
}

export const customerOrdersModel: ModelSpec = {
  name: 'customer-orders',
  machine: customerOrdersMachine,
  inputs: {
    'the first page, no order open': { page: 1, orderToken: null },
    'a link to page 2 with an order open': { page: 2, orderToken: TOKEN },
  },
  actors: ['loadOrders', 'loadOrder'],
  actions: ['goToLogin'],
  events: {
    'url.change': [url('goes to page 2', 2, null), url('opens order 000000042 on page 1', 1, TOKEN), url('closes the order, back on page 1', 1, null)],
    'list.retry': [{ label: 'presses try again beside the list', event: { type: 'list.retry' } }],
    'detail.retry': [{ label: 'presses try again beside the order', event: { type: 'detail.retry' } }],
    'xstate.done.actor.loadOrders': [
      { label: '2 of 12 orders', event: { type: 'xstate.done.actor.loadOrders', output: ORDERS } },
      { label: 'no orders yet', event: { type: 'xstate.done.actor.loadOrders', output: NO_ORDERS } },
    ],
    'xstate.error.actor.loadOrders': [
      fails('loadOrders', 'the customer session ended (401)', SESSION_ENDED),
      fails('loadOrders', 'Magento is down (503)', SERVER_DOWN),
      fails('loadOrders', 'no connection', OFFLINE),
    ],
    'xstate.done.actor.loadOrder': [{ label: 'order 000000042', event: { type: 'xstate.done.actor.loadOrder', output: ORDER } }],
    'xstate.error.actor.loadOrder': [
      fails('loadOrder', 'the customer session ended (401)', SESSION_ENDED),
      fails('loadOrder', 'no such order for this customer (404)', NOT_FOUND),
      fails('loadOrder', 'no connection', OFFLINE),
    ],
  },
  states: {
    'list.loading': ({ actual, event, inputs, startedActors }) => {
      expect(selectListLoading(actual)).toBe(true);
      expect(selectListFailure(actual)).toBeNull();
      // The page asked for is the URL's page.
      expect(inputs.get('loadOrders')?.at(-1)).toEqual({ page: actual.context.page });
      if (event.type === 'url.change') expect(actual.context.page).toBe(event.page);
      if (event.type === 'xstate.init' || event.type === 'list.retry') expect(startedActors).toContain('loadOrders');
    },
    'list.ready': ({ actual, calls, event, startedActors }) => {
      expect(selectListLoading(actual)).toBe(false);
      expect(selectListFailure(actual)).toBeNull();
      // Opening or closing an order on the same page never reloads the list.
      expect(startedActors).not.toContain('loadOrders');
      const orders = selectOrders(actual);
      expect(orders).not.toBeNull();
      if (event.type === 'xstate.done.actor.loadOrders') {
        expect(orders).toEqual(event.output);
        expect(calls).toEqual([]);
        // No orders yet: an empty page the view words as such, not a failure.
        if (event.output === NO_ORDERS) expect(orders?.items).toEqual([]);
      }
    },
    'list.failed': ({ actual, calls, event, startedActors }) => {
      expect(selectListLoading(actual)).toBe(false);
      expect(startedActors).not.toContain('loadOrders');
      const failure = selectListFailure(actual);
      expect(failure).not.toBeNull();
      if (event.type === 'xstate.error.actor.loadOrders') {
        expect(failure).toEqual(event.error);
        expectLoginOnlyWhenSessionEnded(calls, event.error);
      }
    },
    'detail.opening': () => {
      throw new Error('opening is transient');
    },
    'detail.closed': ({ actual, startedActors }) => {
      expect(selectOpenToken(actual)).toBeNull();
      expect(selectDetail(actual)).toBeNull();
      expect(selectDetailLoading(actual)).toBe(false);
      expect(selectDetailFailure(actual)).toBeNull();
      // A closed order's details are dropped, not kept for the next one.
      expect(actual.context.detail).toBeNull();
      expect(startedActors).not.toContain('loadOrder');
    },
    'detail.loading': ({ actual, event, inputs, startedActors }) => {
      expect(selectDetailLoading(actual)).toBe(true);
      expect(selectDetailFailure(actual)).toBeNull();
      // The URL's order is loaded; nothing of an earlier order shows meanwhile.
      expect(selectOpenToken(actual)).toBe(TOKEN);
      expect(inputs.get('loadOrder')?.at(-1)).toEqual({ orderToken: TOKEN });
      expect(selectDetail(actual)).toBeNull();
      expect(selectOpenNumber(actual)).toBeNull();
      if (event.type === 'url.change') expect(actual.context.orderToken).toBe(event.orderToken);
      if (event.type === 'xstate.init' || event.type === 'detail.retry') expect(startedActors).toContain('loadOrder');
    },
    'detail.shown': ({ actual, calls, event, startedActors }) => {
      expect(selectDetailLoading(actual)).toBe(false);
      expect(selectDetailFailure(actual)).toBeNull();
      expect(selectDetail(actual)).toEqual(ORDER);
      expect(selectOpenNumber(actual)).toBe('000000042');
      expect(startedActors).not.toContain('loadOrder');
      if (event.type === 'xstate.done.actor.loadOrder') expect(calls).toEqual([]);
    },
    'detail.failed': ({ actual, calls, event }) => {
      expect(selectDetailLoading(actual)).toBe(false);
      expect(selectDetail(actual)).toBeNull();
      expect(selectOpenToken(actual)).toBe(TOKEN);
      const failure = selectDetailFailure(actual);
      expect(failure).not.toBeNull();
      if (event.type === 'xstate.error.actor.loadOrder') {
        expect(failure).toEqual(event.error);
        expectLoginOnlyWhenSessionEnded(calls, event.error);
      }
    },
  },
};
