// The order-confirmation machine bound to the shop API and the warning log (effects injected as DESIGN §7
// describes). Views build it from the runtime's effects: provideOrderConfirmationMachine(runtime.effects).
import { fromPromise } from 'xstate';
import type { OrderComment } from '../../../common/contract/order.schema';
import type { RequestFailure, ShopError } from '../shop-error';
import type { PurchaseData } from '../../lib/tag-manager';
import type { ShopEffects } from '../shop-effects';
import { toConfirmedOrder, type ConfirmedOrder } from './confirmed-order';
import { orderConfirmationMachine, type AddCommentInput, type OrderTokenInput } from './order-confirmation.machine';

export function provideOrderConfirmationMachine(effects: ShopEffects) {
  const { api } = effects;
  return orderConfirmationMachine.provide({
    actors: {
      loadOrder: fromPromise<ConfirmedOrder, OrderTokenInput>(async ({ input }) => {
        const order = toConfirmedOrder(await api.order(input.orderToken));
        if (!order) throw { code: 'response.invalid', text: 'Invalid response format' } satisfies RequestFailure;
        return order;
      }),
      loadComments: fromPromise<OrderComment[], OrderTokenInput>(({ input }) => api.orderComments(input.orderToken)),
      addComment: fromPromise<unknown, AddCommentInput>(({ input }) => api.addOrderComment(input.orderToken, input.comment, input.status)),
    },
    actions: {
      logFailure: (_, params: { message: string; error: ShopError }) => effects.warn(params.message, { error: params.error }),
      reportPurchase: (_, purchase: PurchaseData) => effects.analytics.purchased(purchase),
    },
  });
}
