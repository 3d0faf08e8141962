// The active coupon's discount on a product ('−5%' / '−€10', spec §9): shown once the shop runtime runs and the
// coupon's discounts are known; it overlays the product image, so appearing late never moves the page.
import { useLingui } from '@lingui/react/macro';
import { selectCouponCode, selectDiscountLabel } from '../../machines/coupon/coupon.selectors';
import { useShopRuntime, type ShopRuntime } from '../shared/shop-runtime';
import { useSelector } from '../shared/use-selector';
import './discount-badge.css';

function LiveDiscountBadge({ coupon }: { coupon: ShopRuntime['coupon'] }) {
  const { t } = useLingui();
  const label = useSelector(coupon, selectDiscountLabel);
  const code = useSelector(coupon, selectCouponCode);
  if (!label) return null;
  return (
    <p className="discount-badge">
      <span aria-hidden="true">−{label}</span>
      <span className="visually-hidden">{t`Coupon ${code}: ${label} off`}</span>
    </p>
  );
}

/** The wiring starts the runtime on the shop pages; the badge only waits for it. */
export function DiscountBadge() {
  const runtime = useShopRuntime();
  return runtime ? <LiveDiscountBadge coupon={runtime.coupon} /> : null;
}
