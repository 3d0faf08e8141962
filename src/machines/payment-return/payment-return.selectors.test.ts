// What the cart page shows of the payment return, read from the machine's states.
import { describe, expect, test } from 'vitest';
import { paymentReturnMachine, type PaymentReturnContext } from './payment-return.machine';
import {
  selectCanAbandon,
  selectCanContinue,
  selectCanDismiss,
  selectCanRetry,
  selectIsProcessing,
  selectOpenOrder,
  selectPaymentView,
} from './payment-return.selectors';

const context: PaymentReturnContext = { paymentToken: 'p1', cartId: 'c1', orderId: 'o1', sessionPaymentToken: null, openOrder: null, error: null };
const at = (value: string, extra: Partial<PaymentReturnContext> = {}) => paymentReturnMachine.resolveState({ value, context: { ...context, ...extra } });

describe('payment-return selectors', () => {
  test('the view of each state', () => {
    expect(selectPaymentView(at('processing'))).toBe('checking');
    expect(selectPaymentView(at('confirmed'))).toBe('paid');
    expect(selectPaymentView(at('paymentFailed'))).toBe('failed');
    expect(selectPaymentView(at('failure'))).toBe('error');
    for (const value of ['paymentOpen', 'continuing', 'abandoning']) expect(selectPaymentView(at(value))).toBe('open');
    expect(selectPaymentView(at('leaving'))).toBe('leaving');
    for (const value of ['resetting', 'done']) expect(selectPaymentView(at(value))).toBe('idle');
  });

  test('busy while a request runs and while the provider page loads', () => {
    for (const value of ['processing', 'resetting', 'continuing', 'abandoning', 'leaving']) expect(selectIsProcessing(at(value))).toBe(true);
    for (const value of ['paymentFailed', 'failure', 'paymentOpen', 'confirmed', 'done']) expect(selectIsProcessing(at(value))).toBe(false);
  });

  test('retry after a failed check, dismiss after a failed payment', () => {
    expect(selectCanRetry(at('failure'))).toBe(true);
    expect(selectCanRetry(at('paymentFailed'))).toBe(false);
    expect(selectCanDismiss(at('paymentFailed'))).toBe(true);
    expect(selectCanDismiss(at('failure'))).toBe(false);
  });

  test('an open payment can be continued with a payment token and given up with the cart', () => {
    const openOrder = { orderToken: 't', orderNumber: '000000123' };
    expect(selectOpenOrder(at('paymentOpen', { openOrder }))).toEqual(openOrder);
    expect(selectCanContinue(at('paymentOpen'))).toBe(true);
    expect(selectCanContinue(at('paymentOpen', { paymentToken: null, sessionPaymentToken: null }))).toBe(false);
    expect(selectCanAbandon(at('paymentOpen'))).toBe(true);
    expect(selectCanAbandon(at('paymentOpen', { cartId: null }))).toBe(false);
    expect(selectCanContinue(at('continuing'))).toBe(false);
  });
});
