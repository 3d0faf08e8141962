// The customer's address book calls (server/customer/customer-addresses.router.ts): every answer is the saved list,
// checked once against the contract (common/contract/address-book.schema.ts). Failures arrive as RequestFailure.
import { addressBookSchema, type AddressBookEntry } from '../../../common/contract/address-book.schema';
import { SERVER_ERROR_TEXT } from '../../../common/contract/error-codes';
import type { AddressForm } from '../../../common/forms/address-form';
import type { RequestFailure } from '../../machines/admin-common/request-failure';
import { call } from './account-api';

export interface AddressBookApi {
  list(signal?: AbortSignal): Promise<AddressBookEntry[]>;
  save(
    values: { id: number | null; address: AddressForm; defaultBilling: boolean; defaultShipping: boolean },
    signal?: AbortSignal,
  ): Promise<AddressBookEntry[]>;
  remove(id: number, signal?: AbortSignal): Promise<AddressBookEntry[]>;
  makeDefault(id: number, kind: 'billing' | 'shipping', signal?: AbortSignal): Promise<AddressBookEntry[]>;
}

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

function read(data: unknown): AddressBookEntry[] {
  const parsed = addressBookSchema.safeParse(data);
  if (parsed.success) return parsed.data.addresses;
  console.warn('address book answer does not match the contract', parsed.error.issues);
  throw { kind: 'server', code: 'response.invalid', text: SERVER_ERROR_TEXT['response.invalid'] } satisfies RequestFailure;
}

export function createAddressBookApi(): AddressBookApi {
  return {
    async list(signal) {
      return read(await call<unknown>('get', 'customer/addresses', { role: 'customer', ...withSignal(signal) }));
    },
    async save({ id, address, defaultBilling, defaultShipping }, signal) {
      const json = { address, ...(defaultBilling ? { defaultBilling } : {}), ...(defaultShipping ? { defaultShipping } : {}) };
      const path = id === null ? 'customer/addresses' : `customer/addresses/${id}`;
      return read(await call<unknown>(id === null ? 'post' : 'put', path, { json, role: 'customer', ...withSignal(signal) }));
    },
    async remove(id, signal) {
      return read(await call<unknown>('delete', `customer/addresses/${id}`, { role: 'customer', ...withSignal(signal) }));
    },
    async makeDefault(id, kind, signal) {
      return read(await call<unknown>('put', `customer/addresses/${id}/default`, { json: { [kind]: true }, role: 'customer', ...withSignal(signal) }));
    },
  };
}
