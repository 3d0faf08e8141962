// The checkout's first step as the server renders it (decision record 024): the checkout machine's snapshot right
// after its start (editing the address, the country's regions still loading, nothing busy), with the address form the
// cart already has. The address step reads it with the machine's own selectors until the checkout flow has loaded;
// its fields take no input before that (the machine accepts address.change only once it runs). No xstate at run time.
import type { SnapshotFrom } from 'xstate';
import { standIn, type StandIn } from '../cart/served-cart';
import type { BillingAddressForm } from './billing-address';
import type { CheckoutContext, CheckoutEvent, checkoutMachine } from './checkout.machine';

type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>;

// A guest's: server rendering does not read a customer's cart (decision 029), so no address book is offered yet.
const startValue = { flow: 'editingAddress', regions: 'loading', book: 'none' } as const;

/** Whether a state value (or a part of it, as `matches` takes it) is part of the checkout's first state. */
function inStartState(value: unknown): boolean {
  if (typeof value === 'string') return value === 'flow' || value === 'regions' || value === 'book';
  if (!value || typeof value !== 'object') return false;
  return Object.entries(value).every(([region, state]) => (startValue as Record<string, string>)[region] === state);
}

/** The stand-in; what is sent to it is dropped (its fields take no input, its button is disabled). */
export function servedCheckoutActor(input: {
  cartId: string;
  form: BillingAddressForm;
  stockIssues: number;
}): StandIn<CheckoutSnapshot> & { send(event: CheckoutEvent): void } {
  const context: CheckoutContext = {
    cartId: input.cartId,
    form: input.form,
    fieldErrors: {},
    regions: [],
    paymentMethods: [],
    selectedMethod: null,
    comment: '',
    totals: null,
    stockIssues: input.stockIssues,
    error: null,
    customer: false,
    savedAddresses: [],
    addressChoice: null,
    saveInBook: false,
  };
  const snapshot = { status: 'active', value: startValue, context, matches: inStartState, hasTag: () => false, can: () => false };
  return { ...standIn(snapshot as unknown as CheckoutSnapshot), send: () => {} };
}
