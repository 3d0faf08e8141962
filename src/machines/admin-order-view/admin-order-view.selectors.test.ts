// What the back office's order view reads: the order, a failed load, the comment draft and the busy state.
import { describe, expect, test } from 'vitest';
import type { RequestFailure } from '../admin-common/request-failure';
import type { AdminOrderDetail } from '../admin-common/admin.types';
import { adminOrderViewMachine, type OrderViewContext } from './admin-order-view.machine';
import { selectBusy, selectCommentError, selectDraft, selectLoadFailure, selectOrder } from './admin-order-view.selectors';

const failure: RequestFailure = { kind: 'network', code: null, text: '' };
const order = { id: 7, number: '000000007', status: 'pending' } as AdminOrderDetail;
const draft = { comment: 'Sent', status: 'complete', notifyCustomer: true, visibleOnFront: true };
const context: OrderViewContext = { id: 7, order, failure, draft, commentError: 'required', dialog: null, operationFailure: null };
const at = (value: string) => adminOrderViewMachine.resolveState({ value, context });

describe('admin order view selectors', () => {
  test('the order and the draft; a load failure only after a failed load', () => {
    expect(selectOrder(at('ready'))).toBe(order);
    expect(selectDraft(at('ready'))).toBe(draft);
    expect(selectCommentError(at('ready'))).toBe('required');
    expect(selectLoadFailure(at('loadFailed'))).toBe(failure);
    expect(selectLoadFailure(at('ready'))).toBeNull();
  });

  test('busy while a comment is sent and the order read again', () => {
    expect(selectBusy(at('sendingComment'))).toBe(true);
    expect(selectBusy(at('reloading'))).toBe(true);
    expect(selectBusy(at('ready'))).toBe(false);
    expect(selectBusy(at('loading'))).toBe(false);
  });
});
