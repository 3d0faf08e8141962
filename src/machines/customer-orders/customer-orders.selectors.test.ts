// What the customer's orders page reads: the list and the open order, each shown only in the state it belongs to.
import { describe, expect, test } from 'vitest';
import type { RequestFailure } from '../admin-common/request-failure';
import type { CustomerOrderDetail } from '../admin-common/admin.types';
import { customerOrdersMachine, type CustomerOrdersContext } from './customer-orders.machine';
import {
  selectDetail,
  selectDetailFailure,
  selectDetailLoading,
  selectListFailure,
  selectListLoading,
  selectOpenNumber,
  selectOpenToken,
  selectOrders,
} from './customer-orders.selectors';

const failure: RequestFailure = { kind: 'server', code: null, text: 'Bad Gateway', status: 502 };
const detail = { number: '000000042', status: 'processing' } as CustomerOrderDetail;
const orders = { items: [], total: 0, page: 1, pageSize: 10 };
const context: CustomerOrdersContext = { page: 1, orderToken: 'tok', orders, listFailure: failure, detail, detailFailure: failure };
const at = (list: string, detailState: string) => customerOrdersMachine.resolveState({ value: { list, detail: detailState }, context });

describe('customer-orders selectors', () => {
  test('the list, its loading and its failure', () => {
    expect(selectOrders(at('ready', 'closed'))).toBe(orders);
    expect(selectListLoading(at('loading', 'closed'))).toBe(true);
    expect(selectListLoading(at('ready', 'closed'))).toBe(false);
    expect(selectListFailure(at('failed', 'closed'))).toBe(failure);
    expect(selectListFailure(at('ready', 'closed'))).toBeNull();
  });

  test('the open order: shown once loaded, its failure only when it failed; the number as soon as known', () => {
    expect(selectDetail(at('ready', 'shown'))).toBe(detail);
    expect(selectDetail(at('ready', 'loading'))).toBeNull();
    expect(selectDetailLoading(at('ready', 'loading'))).toBe(true);
    expect(selectDetailFailure(at('ready', 'failed'))).toBe(failure);
    expect(selectDetailFailure(at('ready', 'shown'))).toBeNull();
    expect(selectOpenToken(at('ready', 'loading'))).toBe('tok');
    expect(selectOpenNumber(at('ready', 'failed'))).toBe('000000042');
  });
});
