// The active coupon's discount on a product ('−5%' / '−€10', spec §9): shown once the shop runtime runs and the
// coupon's discounts are known, and only where the coupon applies to this product as it stands (its product
// conditions and minimum order amount, common/coupon-scope.ts), with the minimum when it has one ("vanaf € 250");
// never for a refused code. It overlays the product image, so appearing late never moves the page; its live part
// (discount-badge-live.tsx) is loaded only then.
import { lazy, Suspense } from 'react';
import { useShopRuntime } from '../shared/shop-runtime';
import './discount-badge.css';

/** What of a product the badge reads (a card's or a product page's data). */
export interface BadgeProduct {
  sku: string;
  price: number | null;
  categoryIds: string[] | null;
}

const LiveDiscountBadge = lazy(async () => ({ default: (await import('./discount-badge-live')).LiveDiscountBadge }));

/** The wiring starts the runtime on the shop pages; the badge only waits for it. */
export function DiscountBadge({ product }: { product: BadgeProduct }) {
  const runtime = useShopRuntime();
  return runtime ? (
    <Suspense fallback={null}>
      <LiveDiscountBadge coupon={runtime.coupon} product={product} />
    </Suspense>
  ) : null;
}
