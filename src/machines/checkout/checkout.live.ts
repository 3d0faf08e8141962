// The checkout and place-order machines bound to the shop API, the session cookies and navigation.
import { fromPromise } from 'xstate';
import type { AddressBookEntry } from '../../../common/contract/address-book.schema';
import type { Address } from '../../../common/contract/cart.schema';
import type { PaymentDetails, Region } from '../../../common/contract/checkout.schema';
import type { ShopEffects } from '../shop-effects';
import { checkoutMachine, type SaveShippingInput } from './checkout.machine';
import { placeOrderMachine } from './place-order.machine';

interface PaymentInformationInput {
  cartId: string;
  email: string;
  billingAddress: Address;
  paymentMethodCode: string;
}

/**
 * `refreshCart`: the cart actor's cart.refresh (the wiring holds the actor). `loadSavedAddresses`: the customer's
 * address book (asked for a customer's checkout only).
 */
export function provideCheckoutMachine(
  effects: ShopEffects,
  refreshCart: () => void = () => {},
  loadSavedAddresses: (signal: AbortSignal) => Promise<AddressBookEntry[]> = async () => [],
) {
  const { api, cookies, navigation } = effects;
  const placeOrder = placeOrderMachine.provide({
    actors: {
      getPaymentToken: fromPromise<string, { cartId: string }>(({ input }) => api.paymentToken(input.cartId)),
      savePaymentInformation: fromPromise<string, PaymentInformationInput>(({ input }) =>
        api.paymentInformation(input.cartId, { email: input.email, billingAddress: input.billingAddress, paymentMethodCode: input.paymentMethodCode }),
      ),
      addOrderComment: fromPromise<unknown, { orderToken: string; comment: string }>(({ input }) => api.addOrderComment(input.orderToken, input.comment, null)),
      startTransaction: fromPromise<string, { paymentToken: string }>(({ input }) => api.startTransaction(input.paymentToken)),
    },
    actions: {
      savePaymentToken: (_, params: { paymentToken: string }) => cookies.set('paymentToken', params.paymentToken),
      saveOrderToken: (_, params: { orderToken: string }) => cookies.set('orderId', params.orderToken),
      clearStore: () => effects.clearStore(),
      goToConfirmation: (_, params: { orderToken: string }) => navigation.toConfirmation(params.orderToken),
      redirectToProvider: (_, params: { url: string }) => navigation.toProvider(params.url),
      // Spec §5: a failed comment never stops the order.
      logCommentFailure: () => effects.warn('Order comment not saved'),
    },
  });
  return checkoutMachine.provide({
    actors: {
      placeOrder,
      loadRegions: fromPromise<Region[], { countryId: string }>(({ input }) => api.shippingRegions(input.countryId)),
      saveShipping: fromPromise<PaymentDetails, SaveShippingInput>(({ input }) => api.saveShipping(input.cartId, input.addressInformation)),
      loadSavedAddresses: fromPromise<AddressBookEntry[], void>(({ signal }) => loadSavedAddresses(signal)),
    },
    actions: { reportCheckoutStarted: () => effects.analytics.checkoutStarted(), refreshCart: () => refreshCart() },
  });
}
