// The order-lookup machine bound to the order-lookup API (effects injected as DESIGN §7 describes).
import { fromPromise } from 'xstate';
import type { OrderLookupApi } from '../../lib/api/order-lookup-api';
import type { RequestFailure } from '../admin-common/request-failure';
import { toConfirmedOrder } from '../order-confirmation/confirmed-order';
import { orderLookupMachine, type FoundOrder, type LookupValues } from './order-lookup.machine';

export function provideOrderLookupMachine(api: OrderLookupApi) {
  return orderLookupMachine.provide({
    actors: {
      findOrder: fromPromise<FoundOrder, LookupValues>(async ({ input, signal }) => {
        const answer = await api.find(input, signal);
        const order = toConfirmedOrder(answer.order);
        if (!order) throw { kind: 'server', code: 'response.invalid', text: 'Invalid response format' } satisfies RequestFailure;
        return { order, comments: answer.comments };
      }),
    },
  });
}
