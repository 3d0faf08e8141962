// The payment-return machine bound to the shop API and the shop store.
import { fromPromise } from 'xstate';
import type { CartPaymentOutcome, PaymentProcessResult } from '../../../common/contract/checkout.schema';
import type { ShopEffects } from '../shop-effects';
import { paymentReturnMachine } from './payment-return.machine';

export function providePaymentReturnMachine(effects: ShopEffects) {
  return paymentReturnMachine.provide({
    actors: {
      processPayment: fromPromise<PaymentProcessResult, { paymentToken: string }>(({ input }) => effects.api.processPayment(input.paymentToken)),
      resetCart: fromPromise<CartPaymentOutcome, { cartId: string }>(({ input }) => effects.api.resetCart(input.cartId)),
      startTransaction: fromPromise<string, { paymentToken: string }>(({ input }) => effects.api.startTransaction(input.paymentToken)),
      abandonPayment: fromPromise<CartPaymentOutcome, { cartId: string }>(({ input }) => effects.api.abandonPayment(input.cartId)),
    },
    actions: {
      clearStore: () => effects.clearStore(),
      goToConfirmation: (_, params: { orderToken: string }) => effects.navigation.toConfirmation(params.orderToken),
      reloadCart: (_, params: { cartId: string }) => effects.reloadCart(params.cartId),
      goToProvider: (_, params: { url: string }) => effects.navigation.toProvider(params.url),
    },
  });
}
