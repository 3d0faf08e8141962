// The checkout's flow once it has started (loaded by checkout-page.tsx): the checkout machine with the runtime's
// effects, started with the cart's id and the address the cart already has (it fills the form after a reload), the
// address and payment steps, and the summary. The machine owns the flow; the steps read it field by field (a
// keystroke re-renders one field, not the page) and send its events.
import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useInspectedActorRef } from '../../lib/inspect/use-inspected-actor-ref';
import { selectBillingAddress, selectCartId, selectStockIssueCount } from '../../machines/cart/cart.selectors';
import { toAddressForm } from '../../machines/checkout/billing-address';
import { provideCheckoutMachine } from '../../machines/checkout/checkout.live';
import { createAddressBookApi } from '../../lib/api/address-book-api';
import { selectIsPlaced, selectStep } from '../../machines/checkout/checkout.selectors';
import type { Lang } from '../../locales/paths';
import type { ShopRuntime } from '../shared/shop-runtime';
import { useSelector } from '../shared/use-selector';
import { AddressStep } from './checkout-address';
import type { CheckoutActor } from './checkout-codes';
import { PaymentStep } from './checkout-payment';
import { CheckoutSummary } from './checkout-summary';
import { CheckoutProgress } from './checkout-progress';

type CheckoutMachine = ReturnType<typeof provideCheckoutMachine>;

/** One checkout machine per runtime (its effects), made when the first checkout starts. */
const checkoutMachines = new WeakMap<ShopRuntime, CheckoutMachine>();
function checkoutMachineOf(runtime: ShopRuntime): CheckoutMachine {
  let machine = checkoutMachines.get(runtime);
  if (!machine) {
    machine = provideCheckoutMachine(
      runtime.effects,
      () => runtime.cart.send({ type: 'cart.refresh' }),
      (signal) => createAddressBookApi().list(signal),
    );
    checkoutMachines.set(runtime, machine);
  }
  return machine;
}

export interface CheckoutFlowProps {
  runtime: ShopRuntime;
  lang: Lang;
}

export default function CheckoutFlow({ runtime, lang }: CheckoutFlowProps) {
  const { t } = useLingui();
  // What the cart holds when the checkout starts; the checkout keeps it, also when placing the order empties the cart.
  const [input] = useState(() => ({
    cartId: selectCartId(runtime.cart.getSnapshot()) ?? '',
    form: toAddressForm(selectBillingAddress(runtime.cart.getSnapshot()), lang),
    stockIssues: selectStockIssueCount(runtime.cart.getSnapshot()),
    // The customer's cart (decision 029): the checkout offers the address book.
    customer: selectCartId(runtime.cart.getSnapshot()) === 'mine',
  }));
  const checkout: CheckoutActor = useInspectedActorRef(checkoutMachineOf(runtime), { input });
  // The cart read again (after a refused order, or another tab's change) tells the checkout what it may place.
  const stockIssues = useSelector(runtime.cart, selectStockIssueCount);
  useEffect(() => checkout.send({ type: 'cart.stock', stockIssues }), [checkout, stockIssues]);
  const step = useSelector(checkout, selectStep);
  const placed = useSelector(checkout, selectIsPlaced);
  // Back from the payment step ("Edit address"): its button is gone, so the address step takes the focus.
  const paymentSeen = useRef(false);
  if (step === 'payment') paymentSeen.current = true;

  if (step === 'placed' || placed) {
    return (
      <div className="shop-notice is-progress" role="status">
        <span className="shop-spinner" aria-hidden="true" />
        <p className="shop-notice-title">{t`Your order has been placed. One moment please…`}</p>
      </div>
    );
  }
  return (
    <div className="checkout-layout">
      <div className="checkout-main">
        <CheckoutProgress step={step} />
        {step === 'address' ? (
          <AddressStep checkout={checkout} lang={lang} focusTitle={paymentSeen.current} />
        ) : (
          <PaymentStep checkout={checkout} lang={lang} />
        )}
      </div>
      <CheckoutSummary cart={runtime.cart} checkout={checkout} productMediaUrl={runtime.config.productMediaUrl} lang={lang} />
    </div>
  );
}
