// Selectors for the cart page reading the payment-return actor.
import type { SnapshotFrom } from 'xstate';
import type { ShopError } from '../shop-error';
import type { OpenOrder, paymentReturnMachine } from './payment-return.machine';

type PaymentReturnSnapshot = SnapshotFrom<typeof paymentReturnMachine>;

/** What the cart page shows of the payment return. */
export type PaymentView = 'checking' | 'paid' | 'failed' | 'error' | 'open' | 'leaving' | 'idle';

export function selectPaymentView(snapshot: PaymentReturnSnapshot): PaymentView {
  if (snapshot.matches('processing')) return 'checking';
  if (snapshot.matches('confirmed')) return 'paid';
  if (snapshot.matches('paymentFailed')) return 'failed';
  if (snapshot.matches('failure')) return 'error';
  if (snapshot.matches('paymentOpen') || snapshot.matches('continuing') || snapshot.matches('abandoning')) return 'open';
  if (snapshot.matches('leaving')) return 'leaving';
  return 'idle';
}

/** A request of the payment return runs (or the provider's page loads): nobody checks out meanwhile. */
export const selectIsProcessing = (snapshot: PaymentReturnSnapshot): boolean => snapshot.hasTag('busy');
/** 'Payment failed. Please try again.' or a request failure text, for the cart page. */
export const selectPaymentError = (snapshot: PaymentReturnSnapshot): ShopError | null => snapshot.context.error;
export const selectCanRetry = (snapshot: PaymentReturnSnapshot): boolean => snapshot.can({ type: 'payment.retry' });
export const selectCanDismiss = (snapshot: PaymentReturnSnapshot): boolean => snapshot.can({ type: 'error.dismiss' });
/** The cart's order that still waits for its payment. */
export const selectOpenOrder = (snapshot: PaymentReturnSnapshot): OpenOrder | null => snapshot.context.openOrder;
export const selectCanContinue = (snapshot: PaymentReturnSnapshot): boolean => snapshot.can({ type: 'payment.continue' });
export const selectCanAbandon = (snapshot: PaymentReturnSnapshot): boolean => snapshot.can({ type: 'payment.abandon' });
