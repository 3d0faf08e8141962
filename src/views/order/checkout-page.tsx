// The checkout page (minimal layout; spec §2, §4, §5): billing address with inline field errors, then payment
// method, an optional comment and "Place order", beside a summary of the cart. The checkout machine owns the flow;
// this view reads it field by field (a keystroke re-renders one field, not the page) and sends its events.
import { useEffect, useRef, useState } from 'react';
import { trackEcommerce } from '../shop/ecommerce-events';
import { useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { selectIsEmpty } from '../../machines/cart/cart.selectors';
import type { BillingAddressForm } from '../../machines/checkout/billing-address';
import type { provideCheckoutMachine } from '../../machines/checkout/checkout.live';
import { selectStep } from '../../machines/checkout/checkout.selectors';
import { pageMeta } from '../../locales/page-meta';
import type { Lang } from '../../locales/paths';
import { useCurrentPage } from '../shared/page-context';
import { PageLink } from '../shared/page-link';
import { useShopRuntime, type ShopRuntime } from '../shared/shop-runtime';
import { selectCartPhase } from './cart-lines';
import { AddressStep } from './checkout-address';
import { PaymentStep } from './checkout-payment';
import { CheckoutSummary } from './checkout-summary';
import type { CheckoutActor } from './checkout-codes';
import './order-shared.css';
import './checkout.css';

type CheckoutMachine = ReturnType<typeof provideCheckoutMachine>;

interface CheckoutStart {
  cartId: string;
  form?: Partial<BillingAddressForm>;
  machine: CheckoutMachine;
}

/**
 * The checkout machine with the runtime's effects, and its zod address rules: loaded when a checkout starts, so the
 * shop's other pages never evaluate them (they were part of the shop runtime) and this page's first render neither.
 */
const checkoutMachines = new WeakMap<ShopRuntime, CheckoutMachine>();
async function loadCheckout(runtime: ShopRuntime) {
  const [{ toAddressForm }, { provideCheckoutMachine }] = await Promise.all([
    import('../../machines/checkout/billing-address'),
    import('../../machines/checkout/checkout.live'),
  ]);
  let machine = checkoutMachines.get(runtime);
  if (!machine) {
    machine = provideCheckoutMachine(runtime.effects);
    checkoutMachines.set(runtime, machine);
  }
  return { toAddressForm, machine };
}

export function CheckoutPage() {
  const { i18n } = useLingui();
  const { lang } = useCurrentPage();
  const runtime = useShopRuntime();
  return (
    <section className="shop-page checkout-page" aria-labelledby="checkout-title">
      <h1 id="checkout-title">{i18n._(pageMeta['shop-checkout'].h1)}</h1>
      {runtime ? <CheckoutGate runtime={runtime} lang={lang} /> : <CheckoutLoading />}
    </section>
  );
}

function CheckoutLoading() {
  const { t } = useLingui();
  return (
    <div className="shop-loading" role="status">
      <span className="shop-spinner" aria-hidden="true" />
      {t`Loading your order…`}
    </div>
  );
}

/**
 * Waits for the cart before the checkout starts (it needs the cart id, and an address the cart already has
 * fills the form after a reload). Once started the checkout stays, also when placing the order empties the cart.
 */
function CheckoutGate({ runtime, lang }: { runtime: ShopRuntime; lang: Lang }) {
  const { t } = useLingui();
  const phase = useSelector(runtime.cart, selectCartPhase);
  const isEmpty = useSelector(runtime.cart, selectIsEmpty);
  const [start, setStart] = useState<CheckoutStart | null>(null);
  const canStart = phase === 'ready' && !isEmpty;

  useEffect(() => {
    if (start || !canStart) return;
    const { cartId, cart, totals } = runtime.cart.getSnapshot().context;
    if (!cartId) return;
    trackEcommerce('begin_checkout', {
      value: totals?.grand_total ?? 0,
      items: (cart?.items ?? []).map((item) => ({ item_id: item.sku ?? '', item_name: item.name ?? undefined, quantity: item.qty, ...(item.price_incl_tax !== undefined ? { price: item.price_incl_tax } : {}) })),
    });
    let current = true;
    // A failed chunk leaves the loading notice; the next visit (or a reload) tries again.
    loadCheckout(runtime)
      .then(({ toAddressForm, machine }) => current && setStart({ cartId, form: toAddressForm(cart?.billing_address), machine }))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [start, canStart, runtime]);

  if (start) return <CheckoutFlow runtime={runtime} lang={lang} start={start} />;
  if (phase === 'loading' || canStart) return <CheckoutLoading />;
  return (
    <div className="shop-notice">
      <div>
        <p className="shop-notice-title">{phase === 'failed' ? t`Your cart could not be loaded.` : t`There is nothing to check out yet.`}</p>
        <p>{t`Your cart is empty, or it was already ordered. Have a look in your cart or in the shop.`}</p>
      </div>
      <div className="shop-notice-actions">
        <PageLink page="shop-cart" lang={lang} className="button">
          {t`Back to your cart`}
        </PageLink>
        <PageLink page="shop" lang={lang} className="button-secondary">
          {t`Go to the shop`}
        </PageLink>
      </div>
    </div>
  );
}

function CheckoutFlow({ runtime, lang, start }: { runtime: ShopRuntime; lang: Lang; start: CheckoutStart }) {
  const { t } = useLingui();
  const checkout: CheckoutActor = useActorRef(start.machine, { input: { cartId: start.cartId, form: start.form }, inspect: runtime.inspect });
  const step = useSelector(checkout, selectStep);
  const placed = useSelector(checkout, (snapshot) => snapshot.status === 'done');
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
        {step === 'address' ? <AddressStep checkout={checkout} lang={lang} focusTitle={paymentSeen.current} /> : <PaymentStep checkout={checkout} lang={lang} />}
      </div>
      <CheckoutSummary runtime={runtime} checkout={checkout} lang={lang} />
    </div>
  );
}

function CheckoutProgress({ step }: { step: 'address' | 'payment' }) {
  const { t } = useLingui();
  return (
    <ol className="checkout-progress" aria-label={t`Checkout steps`}>
      <li className={step === 'address' ? 'is-current' : 'is-done'} aria-current={step === 'address' ? 'step' : undefined}>
        <span className="checkout-progress-number" aria-hidden="true">
          1
        </span>
        {t`Address`}
      </li>
      <li className={step === 'payment' ? 'is-current' : undefined} aria-current={step === 'payment' ? 'step' : undefined}>
        <span className="checkout-progress-number" aria-hidden="true">
          2
        </span>
        {t`Payment`}
      </li>
    </ol>
  );
}
