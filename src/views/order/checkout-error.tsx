// A request failure of the checkout (saving the address, placing the order) in the page's language, announced.
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '../shared/use-selector';
import { selectError, selectIsBusy } from '../../machines/checkout/checkout.selectors';
import { shopErrorText } from '../shop/shop-text';
import type { CheckoutReader } from './checkout-codes';

export function CheckoutError({ checkout }: { checkout: CheckoutReader }) {
  const { i18n } = useLingui();
  const error = useSelector(checkout, selectError);
  const isBusy = useSelector(checkout, selectIsBusy);
  // "Choose a payment method" belongs to the payment methods' fieldset, not here.
  if (!error || isBusy || error.code === 'checkout.payment-method-required') return null;
  return (
    <div className="shop-notice is-error checkout-error" role="alert">
      <div>
        <p className="shop-notice-title">{shopErrorText(i18n, error)}</p>
      </div>
    </div>
  );
}
