// Why a coupon code was refused, in the shopper's language (issue 20): unknown, expired, used up, the minimum order
// amount, not for the products in the cart. A code the shopper typed is said on the cart page, next to the field; a
// code from a link or an earlier visit is told once in a notice (CouponRefusalNotice, on every shop page), after the
// earlier discount is back on the cart.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { selectCouponCode, selectUntoldRefusal, type Refusal } from '../../machines/coupon/coupon.selectors';
import type { Lang } from '../../locales/paths';
import { formatMoneyShort } from '../shared/money';
import { useCurrentPage } from '../shared/page-context';
import { useShopRuntime, type ShopRuntime } from '../shared/shop-runtime';
import { showToast } from '../shared/toast';
import { useSelector } from '../shared/use-selector';

export function refusalText(i18n: I18n, refusal: Refusal, lang: Lang): string {
  const { code } = refusal;
  switch (refusal.reason) {
    case 'unknown':
      return i18n._(msg`Code ${code} does not exist. Check how it is spelled.`);
    case 'expired':
      return i18n._(msg`Code ${code} has expired.`);
    case 'used-up':
      return i18n._(msg`Code ${code} has already been used and is no longer valid.`);
    case 'min-subtotal': {
      if (refusal.min_subtotal === undefined) break;
      const minimum = formatMoneyShort(refusal.min_subtotal, lang);
      return i18n._(msg`Code ${code} applies to orders from ${minimum} (incl. VAT).`);
    }
    case 'not-for-products':
      return i18n._(msg`Code ${code} does not apply to the products in your cart.`);
    case 'failed':
      return i18n._(msg`Code ${code} could not be checked. Please try again.`);
    case 'not-valid':
      break;
  }
  return i18n._(msg`Code ${code} cannot be used for this cart.`);
}

function LiveNotice({ coupon }: { coupon: ShopRuntime['coupon'] }) {
  const { i18n } = useLingui();
  const { lang } = useCurrentPage();
  const refusal = useSelector(coupon, selectUntoldRefusal);
  const current = useSelector(coupon, selectCouponCode);
  useEffect(() => {
    if (!refusal) return;
    coupon.send({ type: 'refusal.told' });
    void showToast({
      type: 'info',
      message: refusalText(i18n, refusal, lang),
      description: current ? i18n._(msg`Your discount with code ${current} stays.`) : undefined,
      duration: 8000,
    });
  }, [refusal, current, coupon, i18n, lang]);
  return null;
}

/** Tells a refused code that the shopper did not type, once; renders nothing itself. */
export function CouponRefusalNotice() {
  const runtime = useShopRuntime();
  return runtime ? <LiveNotice coupon={runtime.coupon} /> : null;
}
