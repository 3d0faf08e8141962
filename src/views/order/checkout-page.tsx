// The checkout page (minimal layout; spec §2, §4, §5): billing address with inline field errors, then payment
// method, an optional comment and "Place order", beside a summary of the cart. The checkout machine owns the flow
// (checkout-flow.tsx, loaded when a checkout starts); this page waits for the cart.
import { lazy, Suspense, useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { selectCartId, selectCartPhase, selectIsEmpty, selectStockIssueCount } from '../../machines/cart/cart.selectors';
import { servedCartActor, type ServedCart } from '../../machines/cart/served-cart';
import { servedCheckoutActor } from '../../machines/checkout/served-checkout';
import { heads } from './order.meta';
import type { Lang } from '../../locales/paths';
import { useCurrentPage } from '../shared/page-context';
import { PageLink } from '../shared/page-link';
import { useShopRuntime, type ShopRuntime } from '../shared/shop-runtime';
import { useSelector } from '../shared/use-selector';
import { useServedCart } from './use-served-cart';
import { AddressStep } from './checkout-address';
import type { CheckoutFlowProps } from './checkout-flow';
import { CheckoutProgress } from './checkout-progress';
import { CheckoutSummary } from './checkout-summary';
import './order-shared.css';
import './checkout.css';

// The H1 and description of the area's pages, which a page's head reads from its view (routes/page-components.ts
// pageHead).
export { heads };

type ReadyCart = Extract<ServedCart, { status: 'ready' }>;

/**
 * The checkout flow with its machine and zod address rules, loaded when a checkout starts (the shop's other pages and
 * this page's first render never evaluate them). A chunk that fails to load leaves the loading notice: the next
 * visit, or a reload, tries again.
 */
const loadCheckoutFlow = () => import('./checkout-flow').catch(() => ({ default: (_props: CheckoutFlowProps) => <CheckoutLoading /> }));

export function CheckoutPage() {
  const { i18n } = useLingui();
  const { lang } = useCurrentPage();
  const runtime = useShopRuntime();
  return (
    <section className="shop-page checkout-page" aria-labelledby="checkout-title">
      <h1 id="checkout-title">{i18n._(heads['shop-checkout'].h1)}</h1>
      <CheckoutContent runtime={runtime} served={useServedCart()} lang={lang} />
    </section>
  );
}

/**
 * With the shop runtime: the checkout once the cart is there. Before (server rendering, hydration): the first step
 * with the cart the page was rendered with (decision record 024), the empty notice without a cart, else the loading
 * notice.
 */
function CheckoutContent({ runtime, served, lang }: { runtime: ShopRuntime | null; served: ServedCart | null; lang: Lang }) {
  const ready = served?.status === 'ready' && served.cartId !== '' && served.addressForm ? served : null;
  if (runtime) return <CheckoutGate runtime={runtime} lang={lang} served={ready} />;
  if (ready) return <ServedFirstStep served={ready} lang={lang} />;
  if (served?.status === 'none') return <NothingToCheckout failed={false} lang={lang} />;
  return <CheckoutLoading />;
}

/**
 * The checkout's first step as the flow starts it: the address the cart has, and the summary, read from the served
 * cart with the machines' own selectors. Its fields take input once the flow has loaded and replaced it.
 */
function ServedFirstStep({ served, lang }: { served: ReadyCart; lang: Lang }) {
  const cart = useMemo(() => servedCartActor(served), [served]);
  const checkout = useMemo(
    () => servedCheckoutActor({ cartId: served.cartId, form: served.addressForm!, stockIssues: selectStockIssueCount(cart.getSnapshot()) }),
    [served, cart],
  );
  return (
    <div className="checkout-layout">
      <div className="checkout-main">
        <CheckoutProgress step="address" />
        <AddressStep checkout={checkout} lang={lang} focusTitle={false} />
      </div>
      <CheckoutSummary cart={cart} checkout={checkout} productMediaUrl={served.config.productMediaUrl} lang={lang} />
    </div>
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
function CheckoutGate({ runtime, lang, served }: { runtime: ShopRuntime; lang: Lang; served: ReadyCart | null }) {
  const phase = useSelector(runtime.cart, selectCartPhase);
  const isEmpty = useSelector(runtime.cart, selectIsEmpty);
  const cartId = useSelector(runtime.cart, selectCartId);
  // One lazy component per visit: a chunk that failed on an earlier visit is asked for again.
  const [CheckoutFlow] = useState(() => lazy(loadCheckoutFlow));
  const [started, setStarted] = useState(false);
  const canStart = phase === 'ready' && !isEmpty && cartId !== null;
  // Adjusted while rendering (React's pattern for state that follows props): the flow stays once it has started.
  if (canStart && !started) setStarted(true);

  if (started || canStart) {
    return (
      <Suspense fallback={served?.cartId === cartId ? <ServedFirstStep served={served} lang={lang} /> : <CheckoutLoading />}>
        <CheckoutFlow runtime={runtime} lang={lang} />
      </Suspense>
    );
  }
  if (phase === 'loading') return <CheckoutLoading />;
  return <NothingToCheckout failed={phase === 'failed'} lang={lang} />;
}

function NothingToCheckout({ failed, lang }: { failed: boolean; lang: Lang }) {
  const { t } = useLingui();
  return (
    <div className="shop-notice">
      <div>
        <p className="shop-notice-title">{failed ? t`Your cart could not be loaded.` : t`There is nothing to check out yet.`}</p>
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
