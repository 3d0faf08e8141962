// Selectors for the checkout view.
import type { SnapshotFrom } from 'xstate';
import type { AddressErrorCode, AddressErrors, AddressField, BillingAddressForm } from './billing-address';
import type { AddressChoice, checkoutMachine } from './checkout.machine';
import type { AddressBookEntry } from '../../../common/contract/address-book.schema';
import type { PaymentMethod, Region } from '../../../common/contract/checkout.schema';
import type { Totals } from '../../../common/contract/totals.schema';
import type { ShopError } from '../shop-error';

type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>;

export type CheckoutStep = 'address' | 'payment' | 'placed';

export const selectStep = (snapshot: CheckoutSnapshot): CheckoutStep =>
  snapshot.matches({ flow: 'placed' })
    ? 'placed'
    : snapshot.matches({ flow: 'choosingPayment' }) || snapshot.matches({ flow: 'placing' })
      ? 'payment'
      : 'address';
export const selectFieldErrors = (snapshot: CheckoutSnapshot): AddressErrors => snapshot.context.fieldErrors;
export const selectHasFieldErrors = (snapshot: CheckoutSnapshot): boolean => Object.keys(snapshot.context.fieldErrors).length > 0;
export const selectRegions = (snapshot: CheckoutSnapshot): Region[] => snapshot.context.regions;
export const selectIsLoadingRegions = (snapshot: CheckoutSnapshot): boolean => snapshot.matches({ regions: 'loading' });
/** Payment methods in display order (already reversed from the back end's order). */
export const selectPaymentMethods = (snapshot: CheckoutSnapshot): PaymentMethod[] => snapshot.context.paymentMethods;
export const selectSelectedMethod = (snapshot: CheckoutSnapshot): string | null => snapshot.context.selectedMethod;
export const selectComment = (snapshot: CheckoutSnapshot): string => snapshot.context.comment;
export const selectError = (snapshot: CheckoutSnapshot): ShopError | null => snapshot.context.error;
export const selectIsBusy = (snapshot: CheckoutSnapshot): boolean => snapshot.hasTag('busy');
export const selectIsPlacing = (snapshot: CheckoutSnapshot): boolean => snapshot.matches({ flow: 'placing' });
export const selectForm = (snapshot: CheckoutSnapshot): BillingAddressForm => snapshot.context.form;
export const selectCanPlaceOrder = (snapshot: CheckoutSnapshot): boolean =>
  snapshot.matches({ flow: 'choosingPayment' }) && snapshot.context.selectedMethod !== null;

/** "Place order" was pressed without a payment method (the machine's PAYMENT_METHOD_REQUIRED). */
export const selectIsPaymentMethodMissing = (snapshot: CheckoutSnapshot): boolean => snapshot.context.error?.code === 'checkout.payment-method-required';
/** The place-order child finished: the shopper is on the way to the provider or the confirmation. */
export const selectIsPlaced = (snapshot: CheckoutSnapshot): boolean => snapshot.status === 'done';
/** Shipping included once the address is saved; null before. */
export const selectTotals = (snapshot: CheckoutSnapshot): Totals | null => snapshot.context.totals;
export const selectGrandTotal = (snapshot: CheckoutSnapshot): number | null => snapshot.context.totals?.grand_total ?? null;
export const selectRegionId = (snapshot: CheckoutSnapshot): number | null => snapshot.context.form.region_id;
/** The address fields take input (not while the address is being saved, nor in the payment step). */
export const selectCanChangeAddress = (snapshot: CheckoutSnapshot): boolean => snapshot.can({ type: 'address.change', values: {} });
export const selectCanEditAddress = (snapshot: CheckoutSnapshot): boolean => snapshot.can({ type: 'address.edit' });
export const selectCanChangeComment = (snapshot: CheckoutSnapshot): boolean => snapshot.can({ type: 'comment.change', comment: '' });
/** "Place order" is offered (the machine says why not, e.g. a missing payment method, when it is pressed). */
export const selectCanSendOrder = (snapshot: CheckoutSnapshot): boolean => snapshot.can({ type: 'order.place' });

/** The customer's saved addresses to choose from; empty for a guest (nothing is offered). */
export const selectSavedAddresses = (snapshot: CheckoutSnapshot): AddressBookEntry[] =>
  snapshot.matches({ book: 'offered' }) ? snapshot.context.savedAddresses : NO_ADDRESSES;
const NO_ADDRESSES: AddressBookEntry[] = [];
/** Whether the address choice is shown (a customer whose address book was read). */
export const selectOffersAddressBook = (snapshot: CheckoutSnapshot): boolean => snapshot.matches({ book: 'offered' });
export const selectAddressChoice = (snapshot: CheckoutSnapshot): AddressChoice => snapshot.context.addressChoice;
export const selectSaveInBook = (snapshot: CheckoutSnapshot): boolean => snapshot.context.saveInBook;

interface FieldSelectors {
  value: (snapshot: CheckoutSnapshot) => string;
  error: (snapshot: CheckoutSnapshot) => AddressErrorCode | undefined;
  country: (snapshot: CheckoutSnapshot) => string;
}
const fieldSelectors = new Map<AddressField, FieldSelectors>();
const noCountry = () => '';

/**
 * One address field's selectors (the same object for every render of the field): its value, its error, and the
 * country its hint and error follow (the postcode's; '' for the other fields, which do not re-render with it).
 */
export function selectorsOfField(field: AddressField): FieldSelectors {
  let selectors = fieldSelectors.get(field);
  if (!selectors) {
    selectors = {
      value: (snapshot) => snapshot.context.form[field],
      error: (snapshot) => snapshot.context.fieldErrors[field],
      country: field === 'postcode' ? (snapshot) => snapshot.context.form.country_id : noCountry,
    };
    fieldSelectors.set(field, selectors);
  }
  return selectors;
}
