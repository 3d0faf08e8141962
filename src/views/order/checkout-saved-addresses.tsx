// The address step's choice for a logged-in customer (issue 23 item 2): the saved addresses of the address book as
// radio cards and "a new address"; picking one fills the form (the checkout machine's address.pick). With "a new
// address" the customer may keep it in the address book (address.saveInBook → Magento's save_in_address_book at the
// order). A guest's checkout offers none of this (the machine's book region stays `none`).
import { useLingui } from '@lingui/react/macro';
import type { AddressBookEntry } from '../../../common/contract/address-book.schema';
import { selectAddressChoice, selectOffersAddressBook, selectSaveInBook, selectSavedAddresses } from '../../machines/checkout/checkout.selectors';
import type { Lang } from '../../locales/paths';
import { useSelector } from '../shared/use-selector';
import type { CheckoutReader } from './checkout-codes';
import { countryName } from './checkout-countries';

export function SavedAddressChoice({ checkout, lang, readOnly }: { checkout: CheckoutReader; lang: Lang; readOnly: boolean }) {
  const { t } = useLingui();
  const offered = useSelector(checkout, selectOffersAddressBook);
  const addresses = useSelector(checkout, selectSavedAddresses);
  const choice = useSelector(checkout, selectAddressChoice);
  if (!offered || addresses.length === 0) return null;
  return (
    <fieldset className="checkout-fieldset checkout-saved">
      <legend className="checkout-legend">{t`Choose a saved address`}</legend>
      <ul className="checkout-method-list checkout-saved-list">
        {addresses.map((entry) => {
          const id = `checkout-saved-${entry.id}`;
          return (
            <li key={entry.id}>
              <input
                id={id}
                type="radio"
                name="saved-address"
                value={String(entry.id)}
                checked={choice === entry.id}
                disabled={readOnly}
                onChange={() => checkout.send({ type: 'address.pick', id: entry.id })}
              />
              <label htmlFor={id}>
                <SavedAddressLines entry={entry} lang={lang} />
              </label>
            </li>
          );
        })}
        <li>
          <input
            id="checkout-saved-new"
            type="radio"
            name="saved-address"
            value="new"
            checked={choice === 'new'}
            disabled={readOnly}
            onChange={() => checkout.send({ type: 'address.new' })}
          />
          <label htmlFor="checkout-saved-new">{t`A new address`}</label>
        </li>
      </ul>
    </fieldset>
  );
}

function SavedAddressLines({ entry, lang }: { entry: AddressBookEntry; lang: Lang }) {
  const { t } = useLingui();
  return (
    <span className="checkout-saved-address">
      <span>
        {entry.firstname} {entry.lastname}
        {entry.defaultShipping ? <span className="checkout-saved-default"> · {t`Default address`}</span> : null}
      </span>
      <span className="checkout-saved-line">
        {entry.street} {entry.houseNumber}, {entry.postcode} {entry.city}, {countryName(entry.country_id, lang)}
      </span>
    </span>
  );
}

/** "Save in my address book", for a customer's new address. */
export function SaveInBookCheckbox({ checkout, readOnly }: { checkout: CheckoutReader; readOnly: boolean }) {
  const { t } = useLingui();
  const offered = useSelector(checkout, selectOffersAddressBook);
  const choice = useSelector(checkout, selectAddressChoice);
  const checked = useSelector(checkout, selectSaveInBook);
  if (!offered || choice !== 'new') return null;
  return (
    <label className="checkout-save-in-book">
      <input
        type="checkbox"
        name="save_in_address_book"
        checked={checked}
        disabled={readOnly}
        onChange={(event) => checkout.send({ type: 'address.saveInBook', save: event.target.checked })}
      />
      {t`Save in my address book`}
    </label>
  );
}
