// What the checkout views share: the actor's type and the machines' codes they compare with. The codes are typed
// against the machines' own constants but not imported from them: a value import would bundle the machines (and
// their zod address rules) into the page's first render; they load when the checkout starts (checkout-page.tsx).
import type { ActorRefFrom } from 'xstate';
import type { CASH_ON_DELIVERY } from '../../machines/checkout/place-order.machine';
import type { provideCheckoutMachine } from '../../machines/checkout/checkout.live';

export type CheckoutActor = ActorRefFrom<ReturnType<typeof provideCheckoutMachine>>;

/**
 * What the address step and the summary use of the checkout: the actor, or the stand-in of its first state that the
 * page renders with until the checkout flow has loaded (machines/checkout/served-checkout.ts).
 */
export type CheckoutReader = Pick<CheckoutActor, 'send' | 'getSnapshot' | 'subscribe'>;

/** Paid at the door; every other method sends the shopper on to the payment provider. */
export const CASH_ON_DELIVERY_CODE: typeof CASH_ON_DELIVERY = 'cashondelivery';
