// The configurator's campaign-code note once the shop runtime runs (coupon-note.tsx loads it): the active code's
// largest discount on this bike at its configured total, as the discount badge reads it; nothing for the default code,
// a refused one, or one that does not apply to bikes (ACCESSOIRES15) or not at this price.
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { formatDiscount, selectCouponCode, selectProductDiscount } from '../../machines/coupon/coupon.selectors';
import { selectProduct, selectTotalCents } from '../../machines/configurator/configurator.selectors';
import type { Lang } from '../../locales/paths';
import { formatMoneyShort } from '../shared/money';
import type { ShopRuntime } from '../shared/shop-runtime';
import { useSelector } from '../shared/use-selector';
import type { ConfiguratorActor } from './configurator-types';

interface Props {
  actor: ConfiguratorActor;
  coupon: ShopRuntime['coupon'];
  defaultCoupon: string;
  lang: Lang;
}

export function LiveCouponNote({ actor, coupon, defaultCoupon, lang }: Props) {
  const { t } = useLingui();
  const product = useSelector(actor, selectProduct);
  const totalCents = useSelector(actor, selectTotalCents);
  const sku = product?.sku ?? '';
  const categoryIds = product?.categoryIds ?? null;
  const price = totalCents === null ? null : totalCents / 100;
  const select = useMemo(() => selectProductDiscount({ sku, price, category_ids: categoryIds }), [sku, price, categoryIds]);
  const discount = useSelector(coupon, select);
  const code = useSelector(coupon, selectCouponCode);
  if (!product || !discount || code.toLowerCase() === defaultCoupon.toLowerCase()) return null;
  const label = formatDiscount([discount]);
  if (!label) return null;
  const minimum = discount.min_subtotal !== undefined ? formatMoneyShort(discount.min_subtotal, lang) : null;
  return (
    <p className="cfg-coupon-note" data-testid="cfg-coupon-note">
      {minimum
        ? t`Discount code ${code} (${label} off orders from ${minimum}) is deducted in your cart.`
        : t`Discount code ${code} (${label} off) is deducted in your cart.`}
    </p>
  );
}
