// Selectors for the cart page reading the payment-return actor.
import type { SnapshotFrom } from 'xstate';
import type { ShopError } from '../shop-error.ts';
import type { paymentReturnMachine } from './payment-return.machine.ts';

type PaymentReturnSnapshot = SnapshotFrom<typeof paymentReturnMachine>;

/** 'Payment failed. Please try again.' or a request failure text, for the cart page. */
export const selectPaymentError = (snapshot: PaymentReturnSnapshot): ShopError | null => snapshot.context.error;
export const selectCanRetry = (snapshot: PaymentReturnSnapshot): boolean => snapshot.can({ type: 'payment.retry' });
