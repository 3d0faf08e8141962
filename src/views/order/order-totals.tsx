// The totals list of the cart, the checkout summary and the confirmation: subtotal, discount (with its code),
// shipping, VAT included and the grand total, each amount in the page's money format.
import { useLingui } from '@lingui/react/macro';
import type { Lang } from '../../locales/paths';
import { formatMoney } from '../shared/money';
import type { TotalsRow } from './totals-rows';

interface OrderTotalsProps {
  rows: TotalsRow[];
  lang: Lang;
  /** While shipping is not known yet: where it will be known ('checkout' on the cart, 'address' in the checkout). */
  shippingPending?: 'checkout' | 'address' | null;
  className?: string;
}

export function OrderTotals({ rows, lang, shippingPending = null, className }: OrderTotalsProps) {
  const { t } = useLingui();
  const hasShipping = rows.some((row) => row.code === 'shipping');
  const label = (row: TotalsRow): string => {
    const code = row.couponCode;
    switch (row.code) {
      case 'subtotal':
        return t`Subtotal`;
      case 'discount':
        return code ? t`Discount (${code})` : t`Discount`;
      case 'shipping':
        return t`Shipping`;
      case 'tax':
        return t`Including VAT`;
      case 'grand_total':
        return t`Total`;
    }
  };
  const amountText = (row: TotalsRow): string => {
    if (row.code === 'shipping' && row.amount === 0) return t`Free`;
    // A discount reads as money off ("−€ 50,00"), the same way in every language.
    if (row.code === 'discount') return formatMoney(-Math.abs(row.amount), lang);
    return formatMoney(row.amount, lang);
  };
  // Before an address is known the cart has no shipping amount: say where it will come from, in its place.
  const shown: Array<TotalsRow | 'shipping-pending'> = [...rows];
  if (shippingPending && !hasShipping) {
    const at = shown.findIndex((row) => row !== 'shipping-pending' && row.code === 'grand_total');
    shown.splice(at < 0 ? shown.length : at, 0, 'shipping-pending');
  }
  return (
    <dl className={`order-totals${className ? ` ${className}` : ''}`}>
      {shown.map((row) =>
        row === 'shipping-pending' ? (
          <div key="shipping-pending" className="order-totals-row is-shipping is-pending">
            <dt>{t`Shipping`}</dt>
            <dd>{shippingPending === 'checkout' ? t`Calculated at checkout` : t`Known once your address is saved`}</dd>
          </div>
        ) : (
          <div key={row.code} className={`order-totals-row is-${row.code.replace('_', '-')}`}>
            <dt>{label(row)}</dt>
            <dd>{amountText(row)}</dd>
          </div>
        ),
      )}
    </dl>
  );
}
