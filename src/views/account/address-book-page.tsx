// customer-addresses: the logged-in customer's address book. The address book machine loads the addresses, checks a
// new or changed address with the shop's one address schema (the checkout's, in the checkout's words), asks before a
// delete and makes an address the default billing or shipping one; an ended session goes to the login page and back.
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useInspectedActorRef } from '../../lib/inspect/use-inspected-actor-ref';
import type { AddressBookEntry } from '../../../common/contract/address-book.schema';
import { COUNTRIES, defaultCountryOf, type AddressFormField } from '../../../common/forms/address-form';
import { createAddressBookApi } from '../../lib/api/address-book-api';
import { createShopApi } from '../../lib/api/shop-api';
import type { Lang } from '../../locales/paths';
import { provideAddressBookMachine } from '../../machines/address-book/address-book.live';
import type { Announcement } from '../../machines/address-book/address-book.machine';
import {
  selectAddresses,
  selectConfirmingDelete,
  selectErrors,
  selectFailure,
  selectForm,
  selectFormOpen,
  selectFormRegions,
  selectIsBusy,
  selectIsLoading,
  selectLoadFailure,
  selectSelectedId,
} from '../../machines/address-book/address-book.selectors';
import { useSelector } from '../shared/use-selector';
import { useCurrentPage } from '../shared/page-context';
import { AccountNav } from './account-nav';
import { showToast } from '../shared/toast';
import { useAddressErrorText } from '../order/address-error-text';
import { countryName, postcodeExample } from '../order/checkout-countries';
import { useGoToLogin } from './account-runtime';
import { FailureAlert } from './account-fields';
import './account.css';

// The H1 and description of the area's pages, which a page's head reads from its view (routes/page-components.ts
// pageHead).
export { heads } from './account.meta';

export function AddressBookPage() {
  const { lang } = useCurrentPage();
  return <AddressBook key={lang} lang={lang} />;
}

type BookActor = ReturnType<typeof useBookActor>;

function useBookActor(lang: Lang) {
  const { t } = useLingui();
  const goToLogin = useGoToLogin('customer', lang);
  const machine = useMemo(() => {
    const texts: Record<Announcement, string> = {
      added: t`The address is added.`,
      saved: t`The address is saved.`,
      deleted: t`The address is deleted.`,
      default: t`Your default address is changed.`,
    };
    const shop = createShopApi(() => lang);
    return provideAddressBookMachine({
      api: createAddressBookApi(),
      regionsOf: (country) => shop.shippingRegions(country),
      goToLogin,
      announce: (done) => void showToast({ type: 'success', message: texts[done] }),
    });
  }, [lang, goToLogin, t]);
  return useInspectedActorRef(machine, { input: { country: defaultCountryOf(lang) } });
}

function AddressBook({ lang }: { lang: Lang }) {
  const { t } = useLingui();
  const actor = useBookActor(lang);
  const addresses = useSelector(actor, selectAddresses);
  const loading = useSelector(actor, selectIsLoading);
  const loadFailure = useSelector(actor, selectLoadFailure);
  const failure = useSelector(actor, selectFailure);
  const formOpen = useSelector(actor, selectFormOpen);
  const busy = useSelector(actor, selectIsBusy);
  const editingId = useSelector(actor, selectSelectedId);

  return (
    <section className="account-page" aria-labelledby="addresses-title">
      <header className="account-header">
        <h1 id="addresses-title">{t`Address book`}</h1>
        <AccountNav current="customer-addresses" lang={lang} />
      </header>
      {loading ? <p role="status">{t`Loading your addresses…`}</p> : null}
      {loadFailure && loadFailure.kind !== 'login-required' ? (
        <FailureAlert failure={loadFailure}>
          <button type="button" className="button-secondary" onClick={() => actor.send({ type: 'retry' })}>
            {t`Try again`}
          </button>
        </FailureAlert>
      ) : null}
      {!formOpen ? <FailureAlert failure={failure && failure.kind !== 'login-required' ? failure : null} /> : null}
      {!loading && !loadFailure ? (
        <div className="address-book">
          {addresses.length === 0 && !formOpen ? <p className="account-empty">{t`You have no saved addresses yet.`}</p> : null}
          {addresses.length > 0 ? (
            <ul className="address-cards" aria-label={t`Your addresses`}>
              {addresses.map((address) => (
                <AddressCard
                  key={address.id}
                  actor={actor}
                  address={address}
                  lang={lang}
                  disabled={busy || formOpen}
                  editing={formOpen && editingId === address.id}
                />
              ))}
            </ul>
          ) : null}
          {formOpen ? (
            <AddressForm actor={actor} lang={lang} />
          ) : (
            <div className="account-actions">
              <button type="button" className="button" disabled={busy} onClick={() => actor.send({ type: 'address.add' })}>
                {t`Add an address`}
              </button>
            </div>
          )}
        </div>
      ) : null}
    </section>
  );
}

function AddressCard({
  actor,
  address,
  lang,
  disabled,
  editing,
}: {
  actor: BookActor;
  address: AddressBookEntry;
  lang: Lang;
  disabled: boolean;
  editing: boolean;
}) {
  const { t } = useLingui();
  const confirming = useSelector(actor, selectConfirmingDelete);
  const selectedId = useSelector(actor, selectSelectedId);
  const asked = confirming && selectedId === address.id;
  const name = `${address.firstname} ${address.lastname}`.trim();
  const titleId = `address-${address.id}-name`;
  return (
    <li className={`address-card${editing ? ' is-open' : ''}`} aria-labelledby={titleId}>
      <p className="address-card-name" id={titleId}>
        {name}
      </p>
      <p className="address-card-lines">
        {`${address.street} ${address.houseNumber}`.trim()}
        <br />
        {`${address.postcode} ${address.city}`.trim()}
        <br />
        {address.region ? `${address.region}, ${countryName(address.country_id, lang)}` : countryName(address.country_id, lang)}
        <br />
        {address.telephone}
      </p>
      {address.defaultBilling || address.defaultShipping ? (
        <p className="address-card-defaults">
          {address.defaultBilling ? <span className="status-badge status-complete">{t`Default billing address`}</span> : null}
          {address.defaultShipping ? <span className="status-badge status-complete">{t`Default shipping address`}</span> : null}
        </p>
      ) : null}
      {asked ? (
        <div className="account-alert is-warning" role="alertdialog" aria-labelledby={`${titleId}-confirm`}>
          <p id={`${titleId}-confirm`}>{t`Delete this address from your address book?`}</p>
          <div className="account-actions">
            <button type="button" className="button" onClick={() => actor.send({ type: 'delete.confirm' })}>
              {t`Delete`}
            </button>
            <button type="button" className="button-secondary" onClick={() => actor.send({ type: 'delete.cancel' })}>
              {t`Keep it`}
            </button>
          </div>
        </div>
      ) : (
        <div className="account-actions">
          <button type="button" className="button-secondary" disabled={disabled} onClick={() => actor.send({ type: 'address.edit', id: address.id })}>
            {t`Edit`}
            <span className="visually-hidden">: {name}</span>
          </button>
          {!address.defaultBilling ? (
            <button
              type="button"
              className="button-secondary"
              disabled={disabled}
              onClick={() => actor.send({ type: 'address.makeDefault', id: address.id, kind: 'billing' })}
            >
              {t`Use for billing`}
            </button>
          ) : null}
          {!address.defaultShipping ? (
            <button
              type="button"
              className="button-secondary"
              disabled={disabled}
              onClick={() => actor.send({ type: 'address.makeDefault', id: address.id, kind: 'shipping' })}
            >
              {t`Use for shipping`}
            </button>
          ) : null}
          <button type="button" className="button-secondary" disabled={disabled} onClick={() => actor.send({ type: 'address.delete', id: address.id })}>
            {t`Delete`}
            <span className="visually-hidden">: {name}</span>
          </button>
        </div>
      )}
    </li>
  );
}

interface FieldSpec {
  field: Exclude<AddressFormField, 'country_id'>;
  label: string;
  autoComplete: string;
  type?: 'text' | 'tel';
}

function AddressForm({ actor, lang }: { actor: BookActor; lang: Lang }) {
  const { t } = useLingui();
  const errorText = useAddressErrorText();
  const form = useSelector(actor, selectForm);
  const errors = useSelector(actor, selectErrors);
  const failure = useSelector(actor, selectFailure);
  const regions = useSelector(actor, selectFormRegions);
  const busy = useSelector(actor, selectIsBusy);
  const editingId = useSelector(actor, selectSelectedId);
  const formRef = useRef<HTMLFormElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    titleRef.current?.focus();
  }, []);
  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const fields: FieldSpec[] = [
    { field: 'firstname', label: t`First name`, autoComplete: 'given-name' },
    { field: 'lastname', label: t`Last name`, autoComplete: 'family-name' },
    { field: 'street', label: t`Street`, autoComplete: 'address-line1' },
    { field: 'houseNumber', label: t`House number`, autoComplete: 'address-line2' },
    { field: 'postcode', label: t`Postcode`, autoComplete: 'postal-code' },
    { field: 'city', label: t`Town or city`, autoComplete: 'address-level2' },
  ];
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'form.submit' });
    // The machine checked the address at once: with errors, the shopper is taken to the first one.
    if (Object.keys(selectErrors(actor.getSnapshot())).length > 0) setFocusRequest((count) => count + 1);
  };
  const example = postcodeExample(form.country_id);

  const field = (spec: FieldSpec) => {
    const id = `address-${spec.field}`;
    const code = errors[spec.field];
    const error = code ? errorText(spec.field, code, form.country_id) : null;
    const hint = spec.field === 'postcode' ? t`For example ${example}` : null;
    const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
    return (
      <div key={spec.field} className={`account-field${error ? ' has-error' : ''}`}>
        <label htmlFor={id}>{spec.label}</label>
        {hint ? (
          <p className="account-field-hint" id={`${id}-hint`}>
            {hint}
          </p>
        ) : null}
        <input
          id={id}
          name={spec.field}
          type={spec.type ?? 'text'}
          {...(spec.type === 'tel' ? { inputMode: 'tel' as const } : {})}
          autoComplete={spec.autoComplete}
          value={form[spec.field]}
          onChange={(event) => actor.send({ type: 'form.change', values: { [spec.field]: event.target.value } })}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          required
        />
        {error ? (
          <p className="account-field-error" id={`${id}-error`}>
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form ref={formRef} className="account-form login-card address-form" onSubmit={submit} noValidate aria-busy={busy} aria-labelledby="address-form-title">
      <h2 id="address-form-title" ref={titleRef} tabIndex={-1}>
        {editingId === null ? t`New address` : t`Change address`}
      </h2>
      <FailureAlert failure={failure && failure.kind !== 'login-required' ? failure : null} />
      <div className="address-form-grid">
        {fields.map(field)}
        <div className="account-field">
          <label htmlFor="address-country_id">{t`Country`}</label>
          <select
            id="address-country_id"
            name="country_id"
            autoComplete="country"
            value={form.country_id}
            onChange={(event) => actor.send({ type: 'form.change', values: { country_id: event.target.value } })}
          >
            {COUNTRIES.map((country) => (
              <option key={country} value={country}>
                {countryName(country, lang)}
              </option>
            ))}
          </select>
        </div>
        {regions.length > 0 ? (
          <div className="account-field">
            <label htmlFor="address-region_id">{t`State or region (optional)`}</label>
            <select
              id="address-region_id"
              name="region_id"
              value={form.region_id === null ? '' : String(form.region_id)}
              onChange={(event) => actor.send({ type: 'form.change', values: { region_id: event.target.value === '' ? null : Number(event.target.value) } })}
            >
              <option value="">{t`No state or region`}</option>
              {regions.map((region) => (
                <option key={region.id} value={String(region.id)}>
                  {region.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {field({ field: 'telephone', label: t`Phone number`, autoComplete: 'tel', type: 'tel' })}
      </div>
      <div className="account-actions">
        <button type="submit" className="button" disabled={busy}>
          {busy ? t`Saving…` : t`Save address`}
        </button>
        <button type="button" className="button-secondary" disabled={busy} onClick={() => actor.send({ type: 'form.cancel' })}>
          {t`Cancel`}
        </button>
      </div>
    </form>
  );
}
