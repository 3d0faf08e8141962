// The checkout's payment step: the saved address with "Edit address", the payment methods (already in display
// order) as radios, an optional comment, and "Place order". The button follows the machine: it is disabled while
// the order is being placed (snapshot.can), and the machine itself ignores a second order.place.
import { useEffect, useRef, type FormEvent, type RefObject } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { selectComment, selectError, selectIsPlacing, selectPaymentMethods, selectSelectedMethod } from '../../machines/checkout/checkout.selectors';
import type { Lang } from '../../locales/paths';
import { formatMoney } from '../shared/money';
import { CASH_ON_DELIVERY_CODE, type CheckoutActor } from './checkout-codes';
import { CheckoutError } from './checkout-error';
import { countryName } from './checkout-countries';
import { paymentMethodLabel } from './order-labels';

/** The server's limit for an order comment. */
const COMMENT_MAX_LENGTH = 2000;

export function PaymentStep({ checkout, lang }: { checkout: CheckoutActor; lang: Lang }) {
  const { t } = useLingui();
  const title = useRef<HTMLHeadingElement>(null);
  const methods = useRef<HTMLFieldSetElement>(null);
  const canPlace = useSelector(checkout, (snapshot) => snapshot.can({ type: 'order.place' }));
  const isPlacing = useSelector(checkout, selectIsPlacing);
  const selected = useSelector(checkout, selectSelectedMethod);
  const total = useSelector(checkout, (snapshot) => snapshot.context.totals?.grand_total ?? null);

  // The address step's button is gone: continue from this step's heading.
  useEffect(() => title.current?.focus(), []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    checkout.send({ type: 'order.place' });
    if (selectError(checkout.getSnapshot())?.code === 'checkout.payment-method-required') methods.current?.querySelector<HTMLInputElement>('input')?.focus();
  };

  return (
    <form className="checkout-form" onSubmit={submit} noValidate aria-labelledby="checkout-payment-title" aria-busy={isPlacing}>
      <h2 id="checkout-payment-title" ref={title} tabIndex={-1} className="checkout-step-title">
        {t`Payment`}
      </h2>
      <AddressReview checkout={checkout} lang={lang} />
      <PaymentMethods checkout={checkout} fieldset={methods} />
      <OrderComment checkout={checkout} />
      <CheckoutError checkout={checkout} />
      <div className="checkout-place">
        {total !== null ? (
          <p className="checkout-to-pay">
            <span>{t`To pay`}</span> <strong>{formatMoney(total, lang)}</strong>
          </p>
        ) : null}
        <p className="checkout-hint">
          {selected === CASH_ON_DELIVERY_CODE
            ? t`You pay in cash when your order is delivered.`
            : t`After placing your order you pay on the secure page of our payment provider.`}
        </p>
        <button type="submit" className="button checkout-submit" disabled={!canPlace} aria-describedby={isPlacing ? 'checkout-placing' : undefined}>
          {isPlacing ? <span className="shop-spinner is-light" aria-hidden="true" /> : null}
          {t`Place order`}
        </button>
        {isPlacing ? (
          <p id="checkout-placing" className="checkout-busy" role="status">
            {t`Placing your order… Please do not close this page.`}
          </p>
        ) : null}
      </div>
    </form>
  );
}

/** The address the order goes to, with the way back to change it. */
function AddressReview({ checkout, lang }: { checkout: CheckoutActor; lang: Lang }) {
  const { t } = useLingui();
  const form = useSelector(checkout, (snapshot) => snapshot.context.form);
  const canEdit = useSelector(checkout, (snapshot) => snapshot.can({ type: 'address.edit' }));
  return (
    <section className="checkout-review" aria-labelledby="checkout-review-title">
      <div>
        <h3 id="checkout-review-title">{t`Delivery and billing address`}</h3>
        <p className="checkout-review-address">
          {form.firstname} {form.lastname}
          <br />
          {form.street} {form.houseNumber}
          <br />
          {form.postcode.toUpperCase()} {form.city}, {countryName(form.country_id, lang)}
          <br />
          {form.email} · {form.telephone}
        </p>
      </div>
      <button type="button" className="button-secondary" disabled={!canEdit} onClick={() => checkout.send({ type: 'address.edit' })}>
        {t`Edit address`}
      </button>
    </section>
  );
}

function PaymentMethods({ checkout, fieldset }: { checkout: CheckoutActor; fieldset: RefObject<HTMLFieldSetElement | null> }) {
  const { t, i18n } = useLingui();
  const methods = useSelector(checkout, selectPaymentMethods);
  const selected = useSelector(checkout, selectSelectedMethod);
  const missing = useSelector(checkout, (snapshot) => selectError(snapshot)?.code === 'checkout.payment-method-required');
  const isPlacing = useSelector(checkout, selectIsPlacing);
  return (
    <fieldset ref={fieldset} className="checkout-fieldset checkout-methods" aria-describedby={missing ? 'checkout-method-error' : undefined}>
      <legend className="checkout-legend">{t`How would you like to pay?`}</legend>
      {missing ? (
        <p id="checkout-method-error" className="shop-field-error" role="alert">
          {t`Choose a payment method.`}
        </p>
      ) : null}
      <ul className="checkout-method-list">
        {methods.map((method) => {
          const id = `checkout-method-${method.code}`;
          return (
            <li key={method.code}>
              <input
                type="radio"
                id={id}
                name="payment-method"
                value={method.code}
                checked={selected === method.code}
                disabled={isPlacing}
                onChange={() => checkout.send({ type: 'payment.select', code: method.code })}
              />
              <label htmlFor={id}>{paymentMethodLabel(i18n, method.code, method.title)}</label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

function OrderComment({ checkout }: { checkout: CheckoutActor }) {
  const { t } = useLingui();
  const comment = useSelector(checkout, selectComment);
  const canChange = useSelector(checkout, (snapshot) => snapshot.can({ type: 'comment.change', comment: '' }));
  return (
    <div className="checkout-field checkout-comment">
      <label htmlFor="checkout-comment">{t`Comment with your order (optional)`}</label>
      <textarea
        id="checkout-comment"
        name="comment"
        rows={3}
        maxLength={COMMENT_MAX_LENGTH}
        value={comment}
        readOnly={!canChange}
        aria-describedby="checkout-comment-hint"
        onChange={(event) => checkout.send({ type: 'comment.change', comment: event.target.value })}
      />
      <p id="checkout-comment-hint" className="checkout-field-hint">
        {t`For example a delivery instruction. At most 2000 characters.`}
      </p>
    </div>
  );
}
