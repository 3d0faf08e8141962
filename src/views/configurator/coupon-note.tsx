// The campaign code in the configurator's price area (issue 20 item 8): when the shopper's active coupon is another
// than the shop's default one (a ?coupon= link, a code typed in the cart) and it applies to this bike as configured
// (the discount badge's rule, selectProductDiscount over common/coupon-scope.ts), the total says it will be deducted in
// the cart. Its live part loads with the shop runtime, like the badge (coupon-note-live.tsx).
import { lazy, Suspense } from 'react';
import type { Lang } from '../../locales/paths';
import { useShopRuntime } from '../shared/shop-runtime';
import type { ConfiguratorActor } from './configurator-types';

const LiveCouponNote = lazy(async () => ({ default: (await import('./coupon-note-live')).LiveCouponNote }));

export function CouponNote({ actor, lang }: { actor: ConfiguratorActor; lang: Lang }) {
  const runtime = useShopRuntime();
  return runtime ? (
    <Suspense fallback={null}>
      <LiveCouponNote actor={actor} coupon={runtime.coupon} defaultCoupon={runtime.config.defaultCoupon ?? ''} lang={lang} />
    </Suspense>
  ) : null;
}
