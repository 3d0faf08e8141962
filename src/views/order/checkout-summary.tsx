// The checkout's order summary: the cart's lines (image, name, options, quantity, row total) and the totals, with
// shipping once the address is saved (the checkout's totals), else the cart's.
import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { SnapshotFrom } from 'xstate';
import type { cartMachine } from '../../machines/cart/cart.machine';
import { selectCartLineViews } from '../../machines/cart/cart-lines';
import { selectTotals as selectCartTotals } from '../../machines/cart/cart.selectors';
import { selectTotals as selectCheckoutTotals } from '../../machines/checkout/checkout.selectors';
import type { Lang } from '../../locales/paths';
import { formatMoney } from '../shared/money';
import { PageLink } from '../shared/page-link';
import { useSelector, type Readable } from '../shared/use-selector';
import { toTotalsRows } from './totals-rows';
import type { CheckoutReader } from './checkout-codes';
import { productImageUrl } from './order-labels';
import { OrderTotals } from './order-totals';

interface SummaryProps {
  /** The cart actor, or the cart the page was rendered with (machines/cart/served-cart.ts). */
  cart: Readable<SnapshotFrom<typeof cartMachine>>;
  checkout: CheckoutReader;
  productMediaUrl: string;
  lang: Lang;
}

export function CheckoutSummary({ cart, checkout, productMediaUrl, lang }: SummaryProps) {
  const { t } = useLingui();
  const lines = useSelector(cart, selectCartLineViews);
  const checkoutTotals = useSelector(checkout, selectCheckoutTotals);
  const cartTotals = useSelector(cart, selectCartTotals);
  const rows = useMemo(() => toTotalsRows(checkoutTotals ?? cartTotals), [checkoutTotals, cartTotals]);
  return (
    <aside className="checkout-summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title">{t`Your order`}</h2>
      <ul className="order-lines">
        {lines.map((line) => {
          const image = productImageUrl(productMediaUrl, line.imageSrc);
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
