// The header's cart link with the live item count, filled in once the shop runtime runs (it is not loaded just
// for the badge: a returning shopper's cart starts it when the page is idle, a shop page at once).
import { Plural, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { useCurrentPage } from './page-context';
import { PageLink } from './page-link';
import { selectItemCount } from '../../machines/cart/cart-badge.selectors';
import { useShopRuntime, type ShopRuntime } from './shop-runtime';
import { useSelector } from './use-selector';

function LiveCount({ runtime }: { runtime: ShopRuntime }) {
  const count = useSelector(runtime.cart, selectItemCount);
  if (!count) return null;
  // The number shows; a screen reader hears it with its noun in the right form ("1 item", not "1 items").
  return (
    <span className="badge" aria-live="polite">
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">
        {' '}
        <Plural value={count} one="# item in your cart" other="# items in your cart" />
      </span>
    </span>
  );
}

// Tells a refused coupon code of a link once (shop/coupon-refusal.tsx); loaded only once the runtime runs, so it
// weighs nothing on a first render.
const CouponRefusalNotice = lazy(async () => ({ default: (await import('../shop/coupon-refusal')).CouponRefusalNotice }));

export function CartBadgeSlot() {
  const { t } = useLingui();
  const { lang } = useCurrentPage();
  const runtime = useShopRuntime();
  return (
    <PageLink page="shop-cart" lang={lang} className="cart-link">
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M3 4h2l2.4 11h10.2L20 7H7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        <circle cx="9" cy="19" r="1.6" fill="currentColor" />
        <circle cx="17" cy="19" r="1.6" fill="currentColor" />
      </svg>
      <span className="visually-hidden">{t`Cart`}</span>
      {runtime ? <LiveCount runtime={runtime} /> : null}
      {runtime ? (
        <Suspense fallback={null}>
          <CouponRefusalNotice />
        </Suspense>
      ) : null}
    </PageLink>
  );
}
