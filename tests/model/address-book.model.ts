// Model of the address book machine, built on the production machine: the book loading (with two addresses or
// none), failing or finding the session ended; an address added (a first one becomes both defaults), edited, moved to
// another country (its region goes), refused by the shared schema; a delete asked and confirmed or not; an address made
// the default billing or shipping one; the server saving, refusing, losing the address meanwhile (the list reloads) or
// ending the session.
import { expect } from 'vitest';
import { validateAddressForm } from '../../common/forms/address-form';
import { addressBookMachine } from '../../src/machines/address-book/address-book.machine';
import type { ActionCall, ModelSpec } from './model-runner';

const names = (calls: ActionCall[]) => calls.map((call) => call.action);

const UTRECHT = {
  id: 1,
  firstname: 'Anna',
  lastname: 'Bakker',
  street: 'Oudegracht',
  houseNumber: '12a',
  postcode: '3511 AB',
  city: 'Utrecht',
  country_id: 'NL',
  telephone: '0612345678',
  region_id: null,
  region: null,
  defaultBilling: true,
  defaultShipping: true,
};
const BERLIN = {
  ...UTRECHT,
  id: 2,
  street: 'Unter den Linden',
  houseNumber: '5',
  postcode: '10117',
  city: 'Berlin',
  country_id: 'DE',
  region_id: 82,
  region: 'Berlin',
  defaultBilling: false,
  defaultShipping: false,
};
const REGIONS = { NL: [], BE: [], LU: [], AT: [], DE: [{ id: 82, code: 'BER', name: 'Berlin' }] };
const COMPLETE = {
  firstname: 'Anna',
  lastname: 'Bakker',
  street: 'Neude',
  houseNumber: '1',
  postcode: '3512 AD',
  city: 'Utrecht',
  country_id: 'NL',
  telephone: '0612345678',
  region_id: null,
};
const SAVED = [UTRECHT, { ...BERLIN, city: 'Berlin-Mitte' }];
const network = { kind: 'network', code: 'network', text: 'Failed to fetch' };
const ended = { kind: 'login-required', code: 'account.not-logged-in', text: 'Not logged in', status: 401, login: 'customer' };
const gone = { kind: 'not-found', code: 'address.not-found', text: 'Address not found', status: 404 };
const refusedRegion = { kind: 'invalid', code: 'address.region-invalid', text: 'The state or region is not valid for this country', status: 400 };

/** The list a done event brought (the load's, or a change's saved list). */
function listOf(event: { type: string; output?: unknown }): unknown {
  return event.type === 'xstate.done.actor.loadBook' ? (event.output as { addresses: unknown }).addresses : event.output;
}

export const addressBookModel: ModelSpec = {
  name: 'address-book',
  machine: addressBookMachine,
  inputs: {
    'a Dutch page': { country: 'NL' },
    'a German page': { country: 'DE' },
  },
  actors: ['loadBook', 'saveAddress', 'deleteAddress', 'setDefault'],
  actions: ['goToLogin', 'announce'],
  events: {
    retry: [{ label: 'presses try again', event: { type: 'retry' } }],
    'address.add': [{ label: 'adds an address', event: { type: 'address.add' } }],
    'address.edit': [{ label: 'edits the Berlin address', event: { type: 'address.edit', id: 2 } }],
    'address.delete': [{ label: 'deletes the Berlin address', event: { type: 'address.delete', id: 2 } }],
    'address.makeDefault': [
      { label: 'makes Berlin the shipping address', event: { type: 'address.makeDefault', id: 2, kind: 'shipping' } },
      { label: 'makes Berlin the billing address', event: { type: 'address.makeDefault', id: 2, kind: 'billing' } },
    ],
    'form.change': [
      { label: 'clears the city', event: { type: 'form.change', values: { city: '' } } },
      { label: 'fills in a complete Dutch address', event: { type: 'form.change', values: COMPLETE } },
      { label: 'moves the address to Belgium', event: { type: 'form.change', values: { country_id: 'BE' } } },
    ],
    'form.submit': [{ label: 'saves the address', event: { type: 'form.submit' } }],
    'form.cancel': [{ label: 'cancels the form', event: { type: 'form.cancel' } }],
    'delete.confirm': [{ label: 'confirms the delete', event: { type: 'delete.confirm' } }],
    'delete.cancel': [{ label: 'keeps the address', event: { type: 'delete.cancel' } }],
    'xstate.done.actor.loadBook': [
      { label: 'two addresses arrive', event: { type: 'xstate.done.actor.loadBook', output: { addresses: [UTRECHT, BERLIN], regions: REGIONS } } },
      { label: 'the book is empty', event: { type: 'xstate.done.actor.loadBook', output: { addresses: [], regions: REGIONS } } },
    ],
    'xstate.error.actor.loadBook': [
      { label: 'no connection', event: { type: 'xstate.error.actor.loadBook', error: network } },
      { label: 'the session has ended', event: { type: 'xstate.error.actor.loadBook', error: ended } },
    ],
    'xstate.done.actor.saveAddress': [{ label: 'the address is saved', event: { type: 'xstate.done.actor.saveAddress', output: SAVED } }],
    'xstate.error.actor.saveAddress': [
      { label: 'Magento refuses the region', event: { type: 'xstate.error.actor.saveAddress', error: refusedRegion } },
      { label: 'the address was deleted meanwhile', event: { type: 'xstate.error.actor.saveAddress', error: gone } },
      { label: 'the session has ended', event: { type: 'xstate.error.actor.saveAddress', error: ended } },
    ],
    'xstate.done.actor.deleteAddress': [{ label: 'the address is deleted', event: { type: 'xstate.done.actor.deleteAddress', output: [UTRECHT] } }],
    'xstate.error.actor.deleteAddress': [
      { label: 'no connection', event: { type: 'xstate.error.actor.deleteAddress', error: network } },
      { label: 'the address was deleted meanwhile', event: { type: 'xstate.error.actor.deleteAddress', error: gone } },
      { label: 'the session has ended', event: { type: 'xstate.error.actor.deleteAddress', error: ended } },
    ],
    'xstate.done.actor.setDefault': [
      {
        label: 'Berlin is the default now',
        event: {
          type: 'xstate.done.actor.setDefault',
          output: [
            { ...UTRECHT, defaultShipping: false },
            { ...BERLIN, defaultShipping: true },
          ],
        },
      },
    ],
    'xstate.error.actor.setDefault': [
      { label: 'no connection', event: { type: 'xstate.error.actor.setDefault', error: network } },
      { label: 'the address was deleted meanwhile', event: { type: 'xstate.error.actor.setDefault', error: gone } },
      { label: 'the session has ended', event: { type: 'xstate.error.actor.setDefault', error: ended } },
    ],
  },
  states: {
    loading: ({ actual, calls, event }) => {
      expect(actual.hasTag('loading')).toBe(true);
      expect(calls).toEqual([]);
      // A change that found its address gone reloads the list and keeps saying why.
      if (event.type.startsWith('xstate.error.actor.')) {
        expect(actual.context.failure).toEqual(gone);
        expect(actual.context.selectedId).toBeNull();
      }
    },
    loadFailed: ({ actual, calls }) => {
      const failure = actual.context.loadFailure;
      // A reload after a change found its address gone keeps the list it had (and why it reloaded).
      expect(actual.context.addresses).toEqual(actual.context.failure ? [UTRECHT, BERLIN] : []);
      expect(['network', 'login-required']).toContain(failure?.kind);
      if (failure?.kind === 'login-required') expect(calls).toMatchObject([{ action: 'goToLogin', params: { failure: { kind: 'login-required' } } }]);
      else expect(calls).toEqual([]);
    },
    list: ({ actual, calls, event }) => {
      const { context } = actual;
      expect(context.selectedId).toBeNull();
      expect(actual.hasTag('form')).toBe(false);
      if (event.type.startsWith('xstate.done.actor.')) expect(context.addresses).toEqual(listOf(event as never));
      if (event.type === 'xstate.done.actor.loadBook') {
        expect(context.regions).toEqual(REGIONS);
        expect(calls).toEqual([]);
      }
      if (event.type === 'xstate.done.actor.saveAddress') {
        expect(context.failure).toBeNull();
        expect(names(calls)).toEqual(['announce']);
      }
      if (event.type === 'xstate.done.actor.deleteAddress')
        expect(calls).toEqual([expect.objectContaining({ action: 'announce', params: { done: 'deleted' } })]);
      if (event.type === 'xstate.done.actor.setDefault') expect(calls).toEqual([expect.objectContaining({ action: 'announce', params: { done: 'default' } })]);
      if (event.type.startsWith('xstate.error.actor.')) {
        const error = event.error as { kind: string };
        expect(context.failure?.kind).toBe(error.kind);
        // The list stays as it was: nothing was changed.
        expect(context.addresses).toEqual([UTRECHT, BERLIN]);
        expect(names(calls)).toEqual(error.kind === 'login-required' ? ['goToLogin'] : []);
      }
      if (event.type === 'form.cancel' || event.type === 'delete.cancel') {
        expect(calls).toEqual([]);
        if (event.type === 'form.cancel') expect(context.failure).toBeNull();
      }
    },
    editing: ({ actual, calls, event, inputs }) => {
      const { context } = actual;
      expect(actual.hasTag('form')).toBe(true);
      if (event.type === 'address.add') {
        expect(context.selectedId).toBeNull();
        expect(context.form).toMatchObject({ firstname: '', street: '', region_id: null, country_id: expect.stringMatching(/^(NL|DE)$/) });
        expect(context.errors).toEqual({});
      }
      if (event.type === 'address.edit') {
        expect(context.selectedId).toBe(2);
        // The form holds the address as the list has it now (after a save, the saved one).
        const {
          id: _id,
          region: _region,
          defaultBilling: _billing,
          defaultShipping: _shipping,
          ...fields
        } = context.addresses.find((entry: { id: number }) => entry.id === 2);
        expect(context.form).toEqual(fields);
        expect(context.form).toMatchObject({ street: 'Unter den Linden', houseNumber: '5', country_id: 'DE', region_id: 82 });
      }
      if (event.type === 'form.change') {
        const values = event.values as Record<string, unknown>;
        expect(context.form).toMatchObject(values);
        for (const key of Object.keys(values)) expect(context.errors).not.toHaveProperty(key);
        if (values.country_id === 'BE') expect(context.form.region_id).toBeNull();
      }
      if (event.type === 'form.submit') {
        // The shared schema found problems: nothing went to the server.
        expect(context.errors).toEqual(validateAddressForm(context.form));
        expect(Object.keys(context.errors).length).toBeGreaterThan(0);
        expect(actual.hasTag('busy')).toBe(false);
      }
      if (event.type === 'xstate.error.actor.saveAddress') {
        const error = event.error as { kind: string };
        expect(context.failure).toEqual(error);
        expect(names(calls)).toEqual(error.kind === 'login-required' ? ['goToLogin'] : []);
        // What the shopper typed stays.
        expect(inputs.get('saveAddress')?.at(-1)).toMatchObject({ address: context.form });
      }
    },
    checking: () => {
      throw new Error('checking is transient');
    },
    saving: ({ actual, inputs }) => {
      const { context } = actual;
      expect(actual.hasTag('busy')).toBe(true);
      expect(context.failure).toBeNull();
      const first = context.selectedId === null && context.addresses.length === 0;
      expect(inputs.get('saveAddress')?.at(-1)).toEqual({ id: context.selectedId, address: context.form, defaultBilling: first, defaultShipping: first });
    },
    confirmingDelete: ({ actual, calls }) => {
      // Nothing is deleted before the shopper confirms.
      expect(actual.context.selectedId).toBe(2);
      expect(actual.hasTag('busy')).toBe(false);
      expect(actual.context.addresses).toContainEqual(expect.objectContaining({ id: 2 }));
      expect(calls).toEqual([]);
    },
    deleting: ({ actual, inputs }) => {
      expect(actual.hasTag('busy')).toBe(true);
      expect(inputs.get('deleteAddress')?.at(-1)).toEqual({ id: 2 });
    },
    settingDefault: ({ actual, inputs, event }) => {
      expect(actual.hasTag('busy')).toBe(true);
      expect(inputs.get('setDefault')?.at(-1)).toEqual({ id: 2, kind: event.kind });
    },
  },
};
