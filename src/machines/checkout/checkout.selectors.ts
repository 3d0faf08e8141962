// Selectors for the checkout view.
import type { SnapshotFrom } from 'xstate';
import type { AddressErrors } from './billing-address.ts';
import type { checkoutMachine } from './checkout.machine.ts';
import type { PaymentMethod, Region } from '../../../common/contract/checkout.schema';
import type { ShopError } from '../shop-error.ts';

type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>;

export type CheckoutStep = 'address' | 'payment' | 'placed';

export const selectStep = (snapshot: CheckoutSnapshot): CheckoutStep =>
  snapshot.matches({ flow: 'placed' })
    ? 'placed'
    : snapshot.matches({ flow: 'choosingPayment' }) || snapshot.matches({ flow: 'placing' })
      ? 'payment'
      : 'address';
export const selectFieldErrors = (snapshot: CheckoutSnapshot): AddressErrors => snapshot.context.fieldErrors;
export const selectRegions = (snapshot: CheckoutSnapshot): Region[] => snapshot.context.regions;
export const selectIsLoadingRegions = (snapshot: CheckoutSnapshot): boolean => snapshot.matches({ regions: 'loading' });
/** Payment methods in display order (already reversed from the back end's order). */
export const selectPaymentMethods = (snapshot: CheckoutSnapshot): PaymentMethod[] => snapshot.context.paymentMethods;
export const selectSelectedMethod = (snapshot: CheckoutSnapshot): string | null => snapshot.context.selectedMethod;
export const selectComment = (snapshot: CheckoutSnapshot): string => snapshot.context.comment;
export const selectError = (snapshot: CheckoutSnapshot): ShopError | null => snapshot.context.error;
export const selectIsBusy = (snapshot: CheckoutSnapshot): boolean => snapshot.hasTag('busy');
export const selectIsPlacing = (snapshot: CheckoutSnapshot): boolean => snapshot.matches({ flow: 'placing' });
export const selectCanPlaceOrder = (snapshot: CheckoutSnapshot): boolean =>
  snapshot.matches({ flow: 'choosingPayment' }) && snapshot.context.selectedMethod !== null;
