// The order-confirmation machine bound to the shop API and the warning log (effects injected as DESIGN §7
// describes). Views build it from the runtime's effects: provideOrderConfirmationMachine(runtime.effects).
import { fromPromise } from 'xstate';
import type { OrderComment, RequestFailure } from '../shop.types';
import type { PurchaseData } from '../../lib/tag-manager';
import type { ShopEffects } from '../shop-effects';
import { INVALID_RESPONSE } from '../shared';
import { toConfirmedOrder, type ConfirmedOrder } from './confirmed-order';
import { orderConfirmationMachine, type AddCommentInput, type OrderTokenInput } from './order-confirmation.machine';

export function provideOrderConfirmationMachine(effects: ShopEffects) {
  const { api } = effects;
  return orderConfirmationMachine.provide({
    actors: {
      loadOrder: fromPromise<ConfirmedOrder, OrderTokenInput>(async ({ input }) => {
        const order = toConfirmedOrder(await api.order(input.orderToken));
        if (!order) throw { message: INVALID_RESPONSE } satisfies RequestFailure;
        return order;
      }),
      loadComments: fromPromise<OrderComment[], OrderTokenInput>(({ input }) => api.orderComments(input.orderToken)),
      addComment: fromPromise<unknown, AddCommentInput>(({ input }) => api.addOrderComment(input.orderToken, input.comment, input.status)),
    },
    actions: {
      logFailure: (_, params: { message: string; reason: string }) => effects.warn(params.message, { reason: params.reason }),
      reportPurchase: (_, purchase: PurchaseData) => effects.analytics.purchased(purchase),
    },
  });
}
