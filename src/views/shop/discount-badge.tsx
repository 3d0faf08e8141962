// The active coupon's discount on a product ('−5%' / '−€10', spec §9): shown once the shop runtime runs and the
// coupon's discounts are known, and only where the coupon applies to this product as it stands (its product
// conditions and minimum order amount, common/coupon-scope.ts), with the minimum when it has one ("vanaf € 250");
// never for a refused code. It overlays the product image, so appearing late never moves the page.
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { ScopedProduct } from '../../../common/coupon-scope';
import { formatDiscount, selectCouponCode, selectProductDiscount } from '../../machines/coupon/coupon.selectors';
import { formatMoneyShort } from '../shared/money';
import { useCurrentPage } from '../shared/page-context';
import { useShopRuntime, type ShopRuntime } from '../shared/shop-runtime';
import { useSelector } from '../shared/use-selector';
import './discount-badge.css';

/** What of a product the badge reads (a card's or a product page's data). */
export interface BadgeProduct {
  sku: string;
  price: number | null;
  categoryIds: string[] | null;
}

function LiveDiscountBadge({ coupon, product }: { coupon: ShopRuntime['coupon']; product: BadgeProduct }) {
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

/** The wiring starts the runtime on the shop pages; the badge only waits for it. */
export function DiscountBadge({ product }: { product: BadgeProduct }) {
  const runtime = useShopRuntime();
  return runtime ? <LiveDiscountBadge coupon={runtime.coupon} product={product} /> : null;
}
