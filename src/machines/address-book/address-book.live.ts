// The address book machine bound to the account API (the addresses), the shop API (each country's regions), the
// login redirect and the toasts.
import { fromPromise } from 'xstate';
import type { AddressBookEntry } from '../../../common/contract/address-book.schema';
import type { Region } from '../../../common/contract/checkout.schema';
import { COUNTRIES } from '../../../common/forms/address-form';
import type { AddressBookApi } from '../../lib/api/address-book-api';
import type { RequestFailure } from '../admin-common/request-failure';
import { addressBookMachine, type AddressBookData, type Announcement, type DefaultKind, type SaveAddressInput } from './address-book.machine';

export interface AddressBookEffects {
  api: AddressBookApi;
  /** A country's regions (the checkout's reading); a country whose regions cannot be read offers none. */
  regionsOf: (countryId: string) => Promise<Region[]>;
  goToLogin: (failure: RequestFailure) => void;
  announce: (done: Announcement) => void;
}

export function provideAddressBookMachine(effects: AddressBookEffects) {
  return addressBookMachine.provide({
    actors: {
      loadBook: fromPromise<AddressBookData, void>(async ({ signal }) => {
        const [addresses, ...regions] = await Promise.all([
          effects.api.list(signal),
          ...COUNTRIES.map((country) => effects.regionsOf(country).catch(() => [] as Region[])),
        ]);
        return { addresses, regions: Object.fromEntries(COUNTRIES.map((country, index) => [country, regions[index] ?? []])) };
      }),
      saveAddress: fromPromise<AddressBookEntry[], SaveAddressInput>(({ input, signal }) => effects.api.save(input, signal)),
      deleteAddress: fromPromise<AddressBookEntry[], { id: number }>(({ input, signal }) => effects.api.remove(input.id, signal)),
      setDefault: fromPromise<AddressBookEntry[], { id: number; kind: DefaultKind }>(({ input, signal }) =>
        effects.api.makeDefault(input.id, input.kind, signal),
      ),
    },
    actions: {
      goToLogin: (_args, params: { failure: RequestFailure }) => effects.goToLogin(params.failure),
      announce: (_args, params: { done: Announcement }) => effects.announce(params.done),
    },
  });
}
