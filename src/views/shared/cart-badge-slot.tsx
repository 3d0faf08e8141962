// The header's cart link; the live item count is filled in by the cart flow once it is running.
import { useLingui } from '@lingui/react/macro';
import { useCurrentPage } from '../../routes/page-context';
import { PageLink } from './page-link';

export function CartBadgeSlot({ count }: { count?: number }) {
  const { t } = useLingui();
  const { lang } = useCurrentPage();
  return (
    <PageLink page="shop-cart" lang={lang} className="cart-link">
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M3 4h2l2.4 11h10.2L20 7H7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        <circle cx="9" cy="19" r="1.6" fill="currentColor" />
        <circle cx="17" cy="19" r="1.6" fill="currentColor" />
      </svg>
      <span className="visually-hidden">{t`Cart`}</span>
      {count ? <span className="badge">{count}</span> : null}
    </PageLink>
  );
}
