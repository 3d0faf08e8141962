// What the checkout views share: the actor's type and the machines' codes they compare with. The codes are typed
// against the machines' own constants but not imported from them: a value import would bundle the machines (and
// their zod address rules) into the page's first render; they load when the checkout starts (checkout-page.tsx).
import type { ActorRefFrom } from 'xstate';
import type { CASH_ON_DELIVERY } from '../../machines/checkout/place-order.machine';
import type { provideCheckoutMachine } from '../../machines/checkout/checkout.live';

export type CheckoutActor = ActorRefFrom<ReturnType<typeof provideCheckoutMachine>>;

/** Paid at the door; every other method sends the shopper on to the payment provider. */
export const CASH_ON_DELIVERY_CODE: typeof CASH_ON_DELIVERY = 'cashondelivery';
