// The customer's address book: the addresses are loaded (with the regions of the countries the shop delivers to), then
// the shopper adds or edits one in a form checked by the shop's one address schema (the checkout's), deletes one after
// confirming, or makes one the default billing or shipping address. Every save answers the saved list; an address
// that is gone meanwhile reloads the list; an ended session goes to the login page and back.
import { assign, setup } from 'xstate';
import type { AddressBookEntry } from '../../../common/contract/address-book.schema';
import type { Region } from '../../../common/contract/checkout.schema';
import { EMPTY_ADDRESS_FORM, validateAddressForm, type AddressErrorCode, type AddressForm, type AddressFormField } from '../../../common/forms/address-form';
import { errorOf, notProvidedAction, notProvidedActor, outputOf } from '../shared';
import { toRequestFailure, type RequestFailure } from '../admin-common/request-failure';

export interface AddressBookData {
  addresses: AddressBookEntry[];
  /** The regions of each country the shop delivers to (empty for a country without any). */
  regions: Readonly<Record<string, Region[]>>;
}

export type AddressErrors = Readonly<Partial<Record<AddressFormField, AddressErrorCode>>>;
export type DefaultKind = 'billing' | 'shipping';
export type Announcement = 'added' | 'saved' | 'deleted' | 'default';

export interface SaveAddressInput {
  /** null: a new address. */
  id: number | null;
  address: AddressForm;
  /** A shopper's first address becomes both defaults (the checkout fills in the defaults). */
  defaultBilling: boolean;
  defaultShipping: boolean;
}

export interface AddressBookContext {
  addresses: AddressBookEntry[];
  regions: Readonly<Record<string, Region[]>>;
  loadFailure: RequestFailure | null;
  /** The form's draft while adding or editing. */
  form: AddressForm;
  /** The address being edited or asked about (delete, default); null while adding. */
  selectedId: number | null;
  errors: AddressErrors;
  /** Why the last change failed, shown until the next one. */
  failure: RequestFailure | null;
  defaultKind: DefaultKind;
}

export interface AddressBookInput {
  /** The country a new address starts with (the page language's). */
  country: string;
}

export type AddressBookEvent =
  | { type: 'retry' }
  | { type: 'address.add' }
  | { type: 'address.edit'; id: number }
  | { type: 'form.change'; values: Partial<AddressForm> }
  | { type: 'form.submit' }
  | { type: 'form.cancel' }
  | { type: 'address.delete'; id: number }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' }
  | { type: 'address.makeDefault'; id: number; kind: DefaultKind };

const failureOf = (event: unknown) => toRequestFailure(errorOf(event));
const isLoginRequired = (event: unknown) => failureOf(event).kind === 'login-required';
const isGone = (event: unknown) => failureOf(event).code === 'address.not-found';

function formOf(entry: AddressBookEntry): AddressForm {
  const { firstname, lastname, street, houseNumber, postcode, city, country_id, telephone, region_id } = entry;
  return { firstname, lastname, street, houseNumber, postcode, city, country_id, telephone, region_id };
}

const loginParams = ({ event }: { event: unknown }) => ({ failure: failureOf(event) });

export const addressBookMachine = setup({
  types: { context: {} as AddressBookContext, events: {} as AddressBookEvent, input: {} as AddressBookInput },
  actors: {
    loadBook: notProvidedActor<AddressBookData, void>('loadBook'),
    saveAddress: notProvidedActor<AddressBookEntry[], SaveAddressInput>('saveAddress'),
    deleteAddress: notProvidedActor<AddressBookEntry[], { id: number }>('deleteAddress'),
    setDefault: notProvidedActor<AddressBookEntry[], { id: number; kind: DefaultKind }>('setDefault'),
  },
  guards: {
    isLoginRequired: ({ event }) => isLoginRequired(event),
    isGone: ({ event }) => isGone(event),
    hasErrors: ({ context }) => Object.keys(context.errors).length > 0,
    isOwnAddress: ({ context, event }) => 'id' in event && context.addresses.some((address) => address.id === event.id),
  },
  actions: {
    /** To the login page, with this page as the way back. */
    goToLogin: notProvidedAction('goToLogin') as (args: unknown, params: { failure: RequestFailure }) => void,
    /** A toast: what was done. */
    announce: notProvidedAction('announce') as (args: unknown, params: { done: Announcement }) => void,
    assignBook: assign(({ event }) => {
      const data = outputOf<AddressBookData>(event) ?? { addresses: [], regions: {} };
      return { addresses: data.addresses, regions: data.regions, loadFailure: null };
    }),
    assignLoadFailure: assign({ loadFailure: ({ event }) => failureOf(event) }),
    assignAddresses: assign({ addresses: ({ event }) => outputOf<AddressBookEntry[]>(event) ?? [], failure: null }),
    assignFailure: assign({ failure: ({ event }) => failureOf(event) }),
    clearFailure: assign({ failure: null }),
    startNew: assign(({ context }) => ({
      form: { ...EMPTY_ADDRESS_FORM, country_id: context.form.country_id },
      selectedId: null,
      errors: {},
      failure: null,
    })),
    startEdit: assign(({ context, event }) => {
      const entry = context.addresses.find((address) => 'id' in event && address.id === event.id);
      return { form: entry ? formOf(entry) : context.form, selectedId: entry?.id ?? null, errors: {}, failure: null };
    }),
    changeForm: assign(({ context, event }) => {
      if (event.type !== 'form.change') return {};
      const form = { ...context.form, ...event.values };
      // Another country: the region chosen for the old one does not belong to it.
      if (event.values.country_id !== undefined && event.values.country_id !== context.form.country_id && event.values.region_id === undefined)
        form.region_id = null;
      const errors: Partial<Record<AddressFormField, AddressErrorCode>> = { ...context.errors };
      for (const key of Object.keys(event.values)) delete errors[key as AddressFormField];
      return { form, errors };
    }),
    validateForm: assign({ errors: ({ context }) => validateAddressForm(context.form) }),
    select: assign({ selectedId: ({ event }) => ('id' in event ? event.id : null), failure: null }),
    selectDefault: assign({
      selectedId: ({ event }) => ('id' in event ? event.id : null),
      defaultKind: ({ context, event }) => (event.type === 'address.makeDefault' ? event.kind : context.defaultKind),
      failure: null,
    }),
    unselect: assign({ selectedId: null }),
  },
}).createMachine({
  id: 'addressBook',
  context: ({ input }) => ({
    addresses: [],
    regions: {},
    loadFailure: null,
    form: { ...EMPTY_ADDRESS_FORM, country_id: input.country },
    selectedId: null,
    errors: {},
    failure: null,
    defaultKind: 'billing',
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadBook',
        src: 'loadBook',
        onDone: { target: 'list', actions: 'assignBook' },
        onError: [
          { guard: 'isLoginRequired', target: 'loadFailed', actions: ['assignLoadFailure', { type: 'goToLogin', params: loginParams }] },
          { target: 'loadFailed', actions: 'assignLoadFailure' },
        ],
      },
    },
    loadFailed: {
      on: { retry: { target: 'loading' } },
    },
    list: {
      on: {
        'address.add': { target: 'editing', actions: 'startNew' },
        'address.edit': { guard: 'isOwnAddress', target: 'editing', actions: 'startEdit' },
        'address.delete': { guard: 'isOwnAddress', target: 'confirmingDelete', actions: 'select' },
        'address.makeDefault': { guard: 'isOwnAddress', target: 'settingDefault', actions: 'selectDefault' },
      },
    },
    editing: {
      tags: ['form'],
      on: {
        'form.change': { actions: 'changeForm' },
        'form.submit': { target: 'checking' },
        'form.cancel': { target: 'list', actions: ['unselect', 'clearFailure'] },
      },
    },
    checking: {
      tags: ['form'],
      entry: 'validateForm',
      always: [
        { guard: 'hasErrors', target: 'editing' },
        { target: 'saving', actions: 'clearFailure' },
      ],
    },
    saving: {
      tags: ['form', 'busy'],
      invoke: {
        id: 'saveAddress',
        src: 'saveAddress',
        input: ({ context }) => ({
          id: context.selectedId,
          address: context.form,
          defaultBilling: context.selectedId === null && context.addresses.length === 0,
          defaultShipping: context.selectedId === null && context.addresses.length === 0,
        }),
        onDone: {
          target: 'list',
          actions: [
            { type: 'announce', params: ({ context }) => ({ done: context.selectedId === null ? ('added' as const) : ('saved' as const) }) },
            'assignAddresses',
            'unselect',
          ],
        },
        onError: [
          { guard: 'isLoginRequired', target: 'editing', actions: ['assignFailure', { type: 'goToLogin', params: loginParams }] },
          { guard: 'isGone', target: 'loading', actions: ['assignFailure', 'unselect'] },
          { target: 'editing', actions: 'assignFailure' },
        ],
      },
    },
    confirmingDelete: {
      on: {
        'delete.confirm': { target: 'deleting' },
        'delete.cancel': { target: 'list', actions: 'unselect' },
      },
    },
    deleting: {
      tags: ['busy'],
      invoke: {
        id: 'deleteAddress',
        src: 'deleteAddress',
        input: ({ context }) => ({ id: context.selectedId ?? 0 }),
        onDone: { target: 'list', actions: ['assignAddresses', 'unselect', { type: 'announce', params: { done: 'deleted' } }] },
        onError: [
          { guard: 'isLoginRequired', target: 'list', actions: ['assignFailure', 'unselect', { type: 'goToLogin', params: loginParams }] },
          { guard: 'isGone', target: 'loading', actions: ['assignFailure', 'unselect'] },
          { target: 'list', actions: ['assignFailure', 'unselect'] },
        ],
      },
    },
    settingDefault: {
      tags: ['busy'],
      invoke: {
        id: 'setDefault',
        src: 'setDefault',
        input: ({ context }) => ({ id: context.selectedId ?? 0, kind: context.defaultKind }),
        onDone: { target: 'list', actions: ['assignAddresses', 'unselect', { type: 'announce', params: { done: 'default' } }] },
        onError: [
          { guard: 'isLoginRequired', target: 'list', actions: ['assignFailure', 'unselect', { type: 'goToLogin', params: loginParams }] },
          { guard: 'isGone', target: 'loading', actions: ['assignFailure', 'unselect'] },
          { target: 'list', actions: ['assignFailure', 'unselect'] },
        ],
      },
    },
  },
});

export type AddressBookMachine = typeof addressBookMachine;
