// Model of the back office's bike edit machine, built on the production machine: the bike loads (with or without an
// edit stashed before a login) or fails (no session, no connection); the admin types valid and invalid prices, empties
// a name, edits the Dutch one-liner (also too long), changes an option price and default, adds, moves and removes
// related and cross-sell products (also the bike itself and one already there), discards, saves; the save succeeds,
// meets an expired session (the form is stashed and the admin sent to the login page) or fails. Unsaved edits are
// checked after every step: an edit that changes the form makes it dirty, discarding and saving make it clean.
import { expect } from 'vitest';
import { adminBikeEditMachine, isDirty, type BikeEditContext } from '../../src/machines/admin-bike-edit/admin-bike-edit.machine';
import { toBikeForm, validateBikeForm } from '../../src/machines/admin-bike-edit/bike-form';
import type { BikeDetail } from '../../src/machines/admin-common/admin.types';
import type { ActionCall, ModelSpec } from './model-runner';

const text = (name: string) => ({ name, oneLiner: `${name} folds small`, shortDescription: `<p>${name}: short</p>`, description: `<p>${name}</p>` });
const BELL = { sku: 'FOLT-BELL', name: 'Bell' };
const LOCK = { sku: 'FOLT-LOCK-FOLD', name: 'Folding lock' };
const BAG = { sku: 'FOLT-BAG-FRONT', name: 'Front bag' };
export const BIKE: BikeDetail = {
  id: 1,
  sku: 'FOLT Classic',
  price: 1999,
  status: 'enabled',
  sortOrder: 10,
  storeViews: { nl: text('FOLT Classic'), en: text('FOLT Classic'), de: text('FOLT Classic') },
  options: [
    {
      optionId: 11,
      title: 'Battery',
      required: true,
      type: 'radio',
      selections: [
        { selectionId: 101, sku: 'FOLT-BAT-360', name: 'Battery 360 Wh', price: 0, isDefault: true },
        { selectionId: 102, sku: 'FOLT-BAT-504', name: 'Battery 504 Wh', price: 249, isDefault: false },
      ],
    },
  ],
  related: [LOCK],
  crosssell: [BAG],
};
const SAVED: BikeDetail = { ...BIKE, price: 1899 };
const STASHED = { ...toBikeForm(BIKE, ','), price: '1850,00' };
const names = (calls: ActionCall[]) => calls.map((call) => call.action);

export const adminBikeEditModel: ModelSpec = {
  name: 'admin-bike-edit',
  machine: adminBikeEditMachine,
  inputs: { 'bike 1 in Dutch': { id: 1, decimal: ',' } },
  actors: ['loadBike', 'saveBike'],
  actions: ['goToLogin', 'stashForm', 'clearStash', 'notifySaved', 'notifyInvalid', 'notifySaveFailed'],
  events: {
    'field.change': [
      { label: 'types the price 1899,50', event: { type: 'field.change', field: 'price', value: '1899,50' } },
      { label: 'types "abc" as the price', event: { type: 'field.change', field: 'price', value: 'abc' } },
      { label: 'disables the bike', event: { type: 'field.change', field: 'status', value: 'disabled' } },
    ],
    'text.change': [
      { label: 'empties the Dutch name', event: { type: 'text.change', view: 'nl', field: 'name', value: '' } },
      { label: 'writes a new Dutch one-liner', event: { type: 'text.change', view: 'nl', field: 'oneLiner', value: 'Past in elke kast' } },
      { label: 'writes a one-liner of 300 characters', event: { type: 'text.change', view: 'nl', field: 'oneLiner', value: 'x'.repeat(300) } },
    ],
    'link.add': [
      { label: 'adds the bell as related', event: { type: 'link.add', linkType: 'related', product: BELL } },
      { label: 'adds the lock (already related) again', event: { type: 'link.add', linkType: 'related', product: LOCK } },
      {
        label: 'adds the bike itself as cross-sell',
        event: { type: 'link.add', linkType: 'crosssell', product: { sku: 'FOLT Classic', name: 'FOLT Classic' } },
      },
    ],
    'link.remove': [{ label: 'removes the front bag from cross-sell', event: { type: 'link.remove', linkType: 'crosssell', sku: BAG.sku } }],
    'link.move': [{ label: 'moves the lock down in related', event: { type: 'link.move', linkType: 'related', sku: LOCK.sku, by: 1 } }],
    'selection.price': [{ label: 'prices the 504 Wh battery at 229,00', event: { type: 'selection.price', option: 0, selection: 1, value: '229,00' } }],
    'selection.default': [{ label: 'makes the 504 Wh battery the default', event: { type: 'selection.default', option: 0, selection: 1, checked: true } }],
    'form.save': [{ label: 'presses save', event: { type: 'form.save' } }],
    'form.revert': [{ label: 'presses discard changes', event: { type: 'form.revert' } }],
    'load.retry': [{ label: 'presses try again', event: { type: 'load.retry' } }],
    'xstate.done.actor.loadBike': [
      { label: 'the bike', event: { type: 'xstate.done.actor.loadBike', output: { bike: BIKE, stashed: null, candidates: [BELL, LOCK, BAG] } } },
      {
        label: 'the bike and an edit stashed before a login',
        event: { type: 'xstate.done.actor.loadBike', output: { bike: BIKE, stashed: STASHED, candidates: [BELL, LOCK, BAG] } },
      },
    ],
    'xstate.error.actor.loadBike': [
      {
        label: 'no session (401)',
        event: {
          type: 'xstate.error.actor.loadBike',
          error: { kind: 'login-required', code: 'account.not-logged-in', text: 'Not logged in', status: 401, login: 'admin' },
        },
      },
      { label: 'no connection', event: { type: 'xstate.error.actor.loadBike', error: { kind: 'network', code: 'network', text: 'Failed to fetch' } } },
    ],
    'xstate.done.actor.saveBike': [{ label: 'saved at € 1899', event: { type: 'xstate.done.actor.saveBike', output: SAVED } }],
    'xstate.error.actor.saveBike': [
      {
        label: 'the session expired (401)',
        event: {
          type: 'xstate.error.actor.saveBike',
          error: { kind: 'login-required', code: 'account.not-logged-in', text: 'Not logged in', status: 401, login: 'admin' },
        },
      },
      {
        label: 'Magento refused (502)',
        event: {
          type: 'xstate.error.actor.saveBike',
          error: { kind: 'server', code: 'admin.save-failed', text: 'Could not save the changes. Please try again.', status: 502 },
        },
      },
    ],
  },
  states: {
    loading: ({ actual, calls, inputs, startedActors }) => {
      expect(actual.hasTag('loading')).toBe(true);
      expect(actual.context.form).toBeNull();
      expect(calls).toEqual([]);
      // Loaded on arrival and on "try again", once each.
      expect(startedActors).toEqual(['loadBike']);
      expect(inputs.get('loadBike')?.at(-1)).toEqual({ id: 1 });
    },
    loadFailed: ({ actual, calls, event }) => {
      expect(actual.hasTag('loading')).toBe(false);
      expect(actual.context.form).toBeNull();
      expect(['login-required', 'network']).toContain(actual.context.failure?.kind);
      // An ended session goes to the login page (and back); a lost connection waits for "try again".
      if (event.type === 'xstate.error.actor.loadBike') {
        expect(actual.context.failure).toEqual(event.error);
        if (event.error.kind === 'login-required') expect(calls).toMatchObject([{ action: 'goToLogin', params: { failure: event.error } }]);
        else expect(calls).toEqual([]);
      }
    },
    editing: ({ actual, calls, event }) => {
      const context = actual.context as BikeEditContext;
      const { form, restored, fieldErrors, failure } = context;
      expect(form).not.toBeNull();
      expect(form!.id).toBe(1);
      expect(context.candidates.map((product) => product.sku)).toEqual([BELL.sku, LOCK.sku, BAG.sku]);
      // Links: never the bike itself, never one product twice.
      for (const list of [form!.related, form!.crosssell]) {
        expect(list.some((link) => link.sku === BIKE.sku)).toBe(false);
        expect(new Set(list.map((link) => link.sku)).size).toBe(list.length);
      }
      if (event.type === 'link.add' && event.product.sku === BELL.sku) expect(form!.related.filter((link) => link.sku === BELL.sku)).toHaveLength(1);
      if (event.type === 'link.remove') expect(form!.crosssell.some((link) => link.sku === BAG.sku)).toBe(false);
      if (event.type === 'link.move' && form!.related.length > 1) expect(form!.related.at(-1)!.sku).toBe(LOCK.sku);
      if (event.type === 'text.change' && event.field === 'oneLiner') {
        expect(form!.storeViews.nl.oneLiner).toBe(event.value);
        expect(isDirty(context)).toBe(true);
      }
      if (event.type === 'text.change' && event.field === 'oneLiner' && event.value.length > 255) {
        // Not flagged while typing; a save attempt flags it (validating → editing with notifyInvalid).
        expect(validateBikeForm(form!)['nl.oneLiner']).toBe('too_long');
      }
      if (event.type === 'link.remove' || (event.type === 'link.add' && event.product.sku === BELL.sku)) expect(isDirty(context)).toBe(true);
      if (event.type === 'form.revert') expect(isDirty(context)).toBe(false);
      if (restored) expect(form!.price).not.toBe(toBikeForm(BIKE, ',').price);
      // Errors shown are exactly what the validation finds (or fewer, as fields are corrected).
      for (const key of Object.keys(fieldErrors)) expect(validateBikeForm(form!)[key]).toBe(fieldErrors[key]);
      const called = names(calls);
      // What each step's effects are: a load (with a stash: the stash is used up), a save, a refused save.
      if (event.type === 'xstate.done.actor.loadBike') expect(called).toEqual(event.output.stashed ? ['clearStash'] : []);
      if (event.type === 'xstate.done.actor.saveBike') expect(called).toEqual(['clearStash', 'notifySaved']);
      if (event.type === 'xstate.error.actor.saveBike') {
        expect(failure).toEqual(event.error);
        expect(called).toEqual(event.error.kind === 'login-required' ? ['stashForm', 'goToLogin'] : ['notifySaveFailed']);
      }
      if (event.type === 'form.save') expect(called).toEqual(['notifyInvalid']);
      if (!['xstate.done.actor.loadBike', 'xstate.done.actor.saveBike', 'xstate.error.actor.saveBike', 'form.save'].includes(event.type))
        expect(calls).toEqual([]);
      if (called.includes('stashForm')) {
        // An expired session: the form is kept for this bike before the trip to the login page.
        expect(called).toEqual(['stashForm', 'goToLogin']);
        expect(calls[0]!.params).toEqual({ id: 1, form });
      }
      if (called.includes('notifySaved')) {
        expect(called).toEqual(['clearStash', 'notifySaved']);
        expect(form).toEqual(toBikeForm(SAVED, ','));
        expect(failure).toBeNull();
        expect(isDirty(context)).toBe(false);
      }
      if (called.includes('notifySaveFailed')) expect(failure?.kind).toBe('server');
      if (called.includes('notifyInvalid')) expect(Object.keys(fieldErrors).length).toBeGreaterThan(0);
    },
    validating: () => {
      throw new Error('validating is transient');
    },
    saving: ({ actual, calls, inputs, startedActors }) => {
      expect(actual.hasTag('busy')).toBe(true);
      expect(calls).toEqual([]);
      expect(startedActors).toEqual(['saveBike']);
      expect(actual.context.fieldErrors).toEqual({});
      expect(validateBikeForm(actual.context.form!)).toEqual({});
      const sent = inputs.get('saveBike')?.at(-1) as { bike: BikeDetail };
      expect(sent.bike.id).toBe(1);
      expect(typeof sent.bike.price).toBe('number');
      expect(sent.bike.price).toBeGreaterThan(0);
      // What is saved is the form: its links in their order, its one-liners.
      expect(sent.bike.related).toEqual(actual.context.form!.related);
      expect(sent.bike.crosssell).toEqual(actual.context.form!.crosssell);
      expect(sent.bike.storeViews.nl.oneLiner).toBe(actual.context.form!.storeViews.nl.oneLiner.trim());
    },
  },
};
