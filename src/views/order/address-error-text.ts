// The words of the shared address schema's field errors (common/forms/address-form.ts), in the order catalogue: the
// checkout's address step (src/views/order/checkout-address.tsx) and the customer's address book both show these, so
// an address is refused in the same words in both.
import { useLingui } from '@lingui/react/macro';
import type { AddressErrorCode } from '../../../common/forms/address-form';
import { postcodeExample } from './checkout-countries';

export function useAddressErrorText(): (field: string, code: AddressErrorCode, country: string) => string {
  const { t } = useLingui();
  return (field, code, country) => {
    switch (code) {
      case 'invalid_postcode': {
        const example = postcodeExample(country);
        return t`Enter a valid postcode, for example ${example}.`;
      }
      case 'invalid_house_number':
        return t`Start the house number with a number, for example 12 or 12A.`;
      case 'invalid_email':
        return t`Enter an e-mail address like name@example.com.`;
      case 'invalid_phone':
        return t`Enter a phone number of at least 6 digits, for example +31 6 12345678.`;
      case 'invalid_country':
        return t`Choose a country we deliver to.`;
      case 'required':
        switch (field) {
          case 'firstname':
            return t`Enter your first name.`;
          case 'lastname':
            return t`Enter your last name.`;
          case 'street':
            return t`Enter your street.`;
          case 'houseNumber':
            return t`Enter your house number.`;
          case 'postcode':
            return t`Enter your postcode.`;
          case 'city':
            return t`Enter your town or city.`;
          case 'email':
            return t`Enter your e-mail address.`;
          case 'telephone':
            return t`Enter your phone number.`;
          case 'country_id':
            return t`Choose a country we deliver to.`;
        }
    }
    return t`Check this field.`;
  };
}
