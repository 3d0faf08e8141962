// The discount badge once the shop runtime runs (discount-badge.tsx loads this module then, so none of the coupon's
// rules weigh on a page's first render): the current code's largest discount that applies to this product as it
// stands (common/coupon-scope.ts), with its minimum order amount ("vanaf € 250").
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { ScopedProduct } from '../../../common/coupon-scope';
import { formatDiscount, selectCouponCode, selectProductDiscount } from '../../machines/coupon/coupon.selectors';
import { formatMoneyShort } from '../shared/money';
import { useCurrentPage } from '../shared/page-context';
import type { ShopRuntime } from '../shared/shop-runtime';
import { useSelector } from '../shared/use-selector';
import type { BadgeProduct } from './discount-badge';

export function LiveDiscountBadge({ coupon, product }: { coupon: ShopRuntime['coupon']; product: BadgeProduct }) {
  const { t } = useLingui();
  const { lang } = useCurrentPage();
  const { sku, price, categoryIds } = product;
  const select = useMemo(() => selectProductDiscount({ sku, price, category_ids: categoryIds } satisfies ScopedProduct), [sku, price, categoryIds]);
  const discount = useSelector(coupon, select);
  const code = useSelector(coupon, selectCouponCode);
  const label = discount ? formatDiscount([discount]) : null;
  if (!discount || !label) return null;
  const minimum = discount.min_subtotal !== undefined ? formatMoneyShort(discount.min_subtotal, lang) : null;
  return (
    <p className="discount-badge">
      <span aria-hidden="true">
        −{label}
        {minimum ? <span className="discount-badge-condition"> {t`from ${minimum}`}</span> : null}
      </span>
      <span className="visually-hidden">{minimum ? t`Coupon ${code}: ${label} off on orders from ${minimum}` : t`Coupon ${code}: ${label} off`}</span>
    </p>
  );
}
