// The checkout's two steps, the current one marked: the flow shows it, and so does the first step the server renders.
import { useLingui } from '@lingui/react/macro';

export function CheckoutProgress({ step }: { step: 'address' | 'payment' }) {
  const { t } = useLingui();
  return (
    <ol className="checkout-progress" aria-label={t`Checkout steps`}>
      <li className={step === 'address' ? 'is-current' : 'is-done'} aria-current={step === 'address' ? 'step' : undefined}>
        <span className="checkout-progress-number" aria-hidden="true">
          1
        </span>
        {t`Address`}
      </li>
      <li className={step === 'payment' ? 'is-current' : undefined} aria-current={step === 'payment' ? 'step' : undefined}>
        <span className="checkout-progress-number" aria-hidden="true">
          2
        </span>
        {t`Payment`}
      </li>
    </ol>
  );
}
