// The checkout's order summary: the cart's lines (image, name, options, quantity, row total) and the totals, with
// shipping once the address is saved (the checkout's totals), else the cart's.
import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { selectCartLineViews } from '../../machines/cart/cart-lines';
import { selectTotals as selectCartTotals } from '../../machines/cart/cart.selectors';
import { selectTotals as selectCheckoutTotals } from '../../machines/checkout/checkout.selectors';
import type { Lang } from '../../locales/paths';
import { formatMoney } from '../shared/money';
import { PageLink } from '../shared/page-link';
import { useSelector } from '../shared/use-selector';
import type { ShopRuntime } from '../shared/shop-runtime';
import { toTotalsRows } from './totals-rows';
import type { CheckoutActor } from './checkout-codes';
import { productImageUrl } from './order-labels';
import { OrderTotals } from './order-totals';

export function CheckoutSummary({ runtime, checkout, lang }: { runtime: ShopRuntime; checkout: CheckoutActor; lang: Lang }) {
  const { t } = useLingui();
  const lines = useSelector(runtime.cart, selectCartLineViews);
  const checkoutTotals = useSelector(checkout, selectCheckoutTotals);
  const cartTotals = useSelector(runtime.cart, selectCartTotals);
  const rows = useMemo(() => toTotalsRows(checkoutTotals ?? cartTotals), [checkoutTotals, cartTotals]);
  return (
    <aside className="checkout-summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title">{t`Your order`}</h2>
      <ul className="order-lines">
        {lines.map((line) => {
          const image = productImageUrl(runtime.config.productMediaUrl, line.imageSrc);
          const qty = line.qty;
          return (
            <li key={line.itemId} className="order-line">
              {image ? (
                <img src={image} alt="" width={56} height={56} loading="lazy" decoding="async" />
              ) : (
                <span className="order-line-placeholder" aria-hidden="true" />
              )}
              <div>
                <p className="order-line-name">{line.name}</p>
                {line.options.length > 0 ? (
                  <ul className="order-line-parts">
                    {line.options.map((option, index) => (
                      <li key={index}>
                        {/* The part's name comes without its option's title ("Petrol"): the title says what it is. */}
                        {option.label ? `${option.label}: ` : null}
                        {option.value}
                      </li>
                    ))}
                  </ul>
                ) : null}
                <p className="order-line-meta">{t`Quantity: ${qty}`}</p>
              </div>
              <p className="order-line-price">{line.rowTotal !== null ? formatMoney(line.rowTotal, lang) : null}</p>
            </li>
          );
        })}
      </ul>
      <OrderTotals rows={rows} lang={lang} shippingPending={checkoutTotals === null ? 'address' : null} />
      <p className="checkout-summary-edit">
        <PageLink page="shop-cart" lang={lang}>
          {t`Change your cart`}
        </PageLink>
      </p>
    </aside>
  );
}
