// The checkout's address step: labelled fields with autocomplete, inline errors from the machine's codes
// (aria-invalid, aria-describedby), the country's regions when it has any, and focus on the first invalid field
// after a failed "Continue to payment". Each field subscribes to its own value and error only, so typing on a
// slow phone re-renders one field per keystroke.
import { memo, useEffect, useMemo, useRef, useState, type FormEvent, type HTMLAttributes } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '../shared/use-selector';
import type { AddressField } from '../../machines/checkout/billing-address';
import {
  selectCanChangeAddress,
  selectHasFieldErrors,
  selectIsBusy,
  selectIsLoadingRegions,
  selectorsOfField,
  selectRegionId,
  selectRegions,
} from '../../machines/checkout/checkout.selectors';
import type { Lang } from '../../locales/paths';
import type { CheckoutReader } from './checkout-codes';
import { CheckoutError } from './checkout-error';
import { countries, countryName, postcodeExample } from './checkout-countries';
import { SavedAddressChoice, SaveInBookCheckbox } from './checkout-saved-addresses';
import { useAddressErrorText } from './address-error-text';

type TextField = Exclude<AddressField, 'country_id'>;

interface FieldSpec {
  field: TextField;
  autoComplete: string;
  type?: 'text' | 'email' | 'tel';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** Columns of six on wider screens (street 4 + house number 2, postcode 2 + city 4 …); full width on a phone. */
  span: 2 | 3 | 4 | 6;
  maxLength: number;
}

const fieldId = (field: AddressField) => `checkout-${field}`;

export function AddressStep({ checkout, lang, focusTitle }: { checkout: CheckoutReader; lang: Lang; focusTitle: boolean }) {
  const { t } = useLingui();
  const title = useRef<HTMLHeadingElement>(null);
  // Only when the step appears, not on every render.
  const focusOnMount = useRef(focusTitle);
  useEffect(() => {
    if (focusOnMount.current) title.current?.focus();
  }, []);
  const canEdit = useSelector(checkout, selectCanChangeAddress);
  const isSaving = useSelector(checkout, selectIsBusy);
  const form = useRef<HTMLFormElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    if (focusRequest === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    checkout.send({ type: 'shipping.save' });
    // The machine checked the address synchronously: when it found errors, take the shopper to the first one.
    if (selectHasFieldErrors(checkout.getSnapshot())) setFocusRequest((count) => count + 1);
  };

  const fields: Array<FieldSpec & { label: string }> = useMemo(
    () => [
      { field: 'firstname', label: t`First name`, autoComplete: 'given-name', span: 3, maxLength: 60 },
      { field: 'lastname', label: t`Last name`, autoComplete: 'family-name', span: 3, maxLength: 60 },
      { field: 'street', label: t`Street`, autoComplete: 'address-line1', span: 4, maxLength: 100 },
      { field: 'houseNumber', label: t`House number`, autoComplete: 'address-line2', span: 2, maxLength: 16 },
      { field: 'postcode', label: t`Postcode`, autoComplete: 'postal-code', span: 2, maxLength: 10 },
      { field: 'city', label: t`Town or city`, autoComplete: 'address-level2', span: 4, maxLength: 80 },
    ],
    [t],
  );
  const contact: Array<FieldSpec & { label: string }> = useMemo(
    () => [
      { field: 'email', label: t`E-mail address`, autoComplete: 'email', type: 'email', inputMode: 'email', span: 3, maxLength: 120 },
      { field: 'telephone', label: t`Phone number`, autoComplete: 'tel', type: 'tel', inputMode: 'tel', span: 3, maxLength: 24 },
    ],
    [t],
  );

  return (
    <form ref={form} className="checkout-form" onSubmit={submit} noValidate aria-labelledby="checkout-address-title">
      <h2 id="checkout-address-title" ref={title} tabIndex={-1} className="checkout-step-title">
        {t`Your address`}
      </h2>
      <p className="checkout-hint">{t`We deliver to this address and send the invoice to it. All fields are required unless marked optional.`}</p>
      <SavedAddressChoice checkout={checkout} lang={lang} readOnly={!canEdit} />
      <fieldset className="checkout-fieldset">
        <legend className="visually-hidden">{t`Delivery and billing address`}</legend>
        <div className="checkout-fields">
          {fields.map((spec) => (
            <AddressInput key={spec.field} checkout={checkout} readOnly={!canEdit} {...spec} />
          ))}
          <CountrySelect checkout={checkout} lang={lang} readOnly={!canEdit} />
          <RegionSelect checkout={checkout} readOnly={!canEdit} />
        </div>
        <SaveInBookCheckbox checkout={checkout} readOnly={!canEdit} />
      </fieldset>
      <fieldset className="checkout-fieldset">
        <legend className="checkout-legend">{t`How can we reach you?`}</legend>
        <div className="checkout-fields">
          {contact.map((spec) => (
            <AddressInput key={spec.field} checkout={checkout} readOnly={!canEdit} {...spec} />
          ))}
        </div>
      </fieldset>
      <CheckoutError checkout={checkout} />
      <div className="checkout-actions">
        <button type="submit" className="button checkout-submit" disabled={isSaving || !canEdit} aria-describedby={isSaving ? 'checkout-saving' : undefined}>
          {isSaving ? <span className="shop-spinner is-light" aria-hidden="true" /> : null}
          {t`Continue to payment`}
        </button>
        {isSaving ? (
          <p id="checkout-saving" className="checkout-busy" role="status">
            {t`Saving your address…`}
          </p>
        ) : null}
      </div>
    </form>
  );
}

interface AddressInputProps extends FieldSpec {
  checkout: CheckoutReader;
  label: string;
  readOnly: boolean;
}

/** One text field: re-renders only when its own value or error (or the country, for the postcode) changes. */
const AddressInput = memo(function AddressInput({
  checkout,
  field,
  label,
  readOnly,
  autoComplete,
  type = 'text',
  inputMode,
  span,
  maxLength,
}: AddressInputProps) {
  const errorText = useAddressErrorText();
  const { t } = useLingui();
  const selectors = selectorsOfField(field);
  const value = useSelector(checkout, selectors.value);
  const error = useSelector(checkout, selectors.error);
  const country = useSelector(checkout, selectors.country);
  const id = fieldId(field);
  const hintId = field === 'postcode' ? `${id}-hint` : undefined;
  const example = postcodeExample(country);
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`checkout-field is-span-${span}${error ? ' has-error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={field}
        type={type}
        inputMode={inputMode}
        autoComplete={autoComplete}
        value={value}
        maxLength={maxLength}
        readOnly={readOnly}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        autoCapitalize={type === 'text' && field !== 'postcode' ? 'words' : field === 'postcode' ? 'characters' : 'off'}
        spellCheck={false}
        onChange={(event) => checkout.send({ type: 'address.change', values: { [field]: event.target.value } })}
      />
      {hintId ? (
        <p id={hintId} className="checkout-field-hint">
          {t`For example ${example}`}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="shop-field-error">
          {errorText(field, error, country)}
        </p>
      ) : null}
    </div>
  );
});

const countrySelectors = selectorsOfField('country_id');

const CountrySelect = memo(function CountrySelect({ checkout, lang, readOnly }: { checkout: CheckoutReader; lang: Lang; readOnly: boolean }) {
  const { t } = useLingui();
  const errorText = useAddressErrorText();
  const value = useSelector(checkout, countrySelectors.value);
  const error = useSelector(checkout, countrySelectors.error);
  const id = fieldId('country_id');
  return (
    <div className={`checkout-field is-span-3${error ? ' has-error' : ''}`}>
      <label htmlFor={id}>{t`Country`}</label>
      <select
        id={id}
        name="country"
        autoComplete="country"
        value={value}
        disabled={readOnly}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => checkout.send({ type: 'address.change', values: { country_id: event.target.value } })}
      >
        {countries.map((code) => (
          <option key={code} value={code}>
            {countryName(code, lang)}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className="shop-field-error">
          {errorText('country_id', error, value)}
        </p>
      ) : null}
    </div>
  );
});

/** The country's regions (Germany's and Austria's states), optional; hidden for countries without any. */
const RegionSelect = memo(function RegionSelect({ checkout, readOnly }: { checkout: CheckoutReader; readOnly: boolean }) {
  const { t } = useLingui();
  const regions = useSelector(checkout, selectRegions);
  const loading = useSelector(checkout, selectIsLoadingRegions);
  const value = useSelector(checkout, selectRegionId);
  if (regions.length === 0 || loading) return null;
  const id = 'checkout-region';
  return (
    <div className="checkout-field is-span-3">
      <label htmlFor={id}>{t`State or region (optional)`}</label>
      <select
        id={id}
        name="region"
        autoComplete="address-level1"
        value={value === null ? '' : String(value)}
        disabled={readOnly}
        onChange={(event) => checkout.send({ type: 'address.change', values: { region_id: event.target.value === '' ? null : Number(event.target.value) } })}
      >
        <option value="">{t`Choose…`}</option>
        {regions.map((region) => (
          <option key={region.id} value={String(region.id)}>
            {region.name}
          </option>
        ))}
      </select>
    </div>
  );
});
