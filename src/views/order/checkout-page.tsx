// The checkout page (minimal layout; spec §2, §4, §5): billing address with inline field errors, then payment
// method, an optional comment and "Place order", beside a summary of the cart. The checkout machine owns the flow
// (checkout-flow.tsx, loaded when a checkout starts); this page waits for the cart.
import { lazy, Suspense, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { selectCartId, selectCartPhase, selectIsEmpty } from '../../machines/cart/cart.selectors';
import { pageMeta } from '../../locales/page-meta';
import type { Lang } from '../../locales/paths';
import { useCurrentPage } from '../shared/page-context';
import { PageLink } from '../shared/page-link';
import { useShopRuntime, type ShopRuntime } from '../shared/shop-runtime';
import { useSelector } from '../shared/use-selector';
import type { CheckoutFlowProps } from './checkout-flow';
import './order-shared.css';
import './checkout.css';

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
  const cartId = useSelector(runtime.cart, selectCartId);
  // One lazy component per visit: a chunk that failed on an earlier visit is asked for again.
  const [CheckoutFlow] = useState(() => lazy(loadCheckoutFlow));
  const [started, setStarted] = useState(false);
  const canStart = phase === 'ready' && !isEmpty && cartId !== null;
  // Adjusted while rendering (React's pattern for state that follows props): the flow stays once it has started.
  if (canStart && !started) setStarted(true);

  if (started || canStart) {
    return (
      <Suspense fallback={<CheckoutLoading />}>
        <CheckoutFlow runtime={runtime} lang={lang} />
      </Suspense>
    );
  }
  if (phase === 'loading') return <CheckoutLoading />;
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
