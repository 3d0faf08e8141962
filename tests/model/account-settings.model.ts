// Model of the account settings machine (name and password of a logged-in customer), built on the production
// machine: the profile loading, failing or finding the session ended; the name cleared or saved; the password form
// empty, weak or filled in by a password manager; the server saving, refusing the current password, ending the
// session, or being unreachable.
import { expect } from 'vitest';
import { accountSettingsMachine } from '../../src/machines/account-settings/account-settings.machine';
import type { ActionCall, ModelSpec } from './model-runner';

const names = (calls: ActionCall[]) => calls.map((call) => call.action);
const PROFILE = { firstname: 'Sanne', lastname: 'de Vries', email: 'sanne@example.com' };
const network = { kind: 'network', code: 'network', text: 'Failed to fetch' };
const ended = { kind: 'login-required', code: 'account.not-logged-in', text: 'Not logged in', status: 401, login: 'customer' };

export const accountSettingsModel: ModelSpec = {
  name: 'account-settings',
  machine: accountSettingsMachine,
  inputs: {
    'an empty password form': {},
    'a password manager filled the password form': { password: { currentPassword: 'Fiets-2024', newPassword: 'Nieuw-2025' } },
  },
  actors: ['loadProfile', 'saveName', 'changePassword'],
  actions: ['goToLogin', 'announce'],
  events: {
    retry: [{ label: 'presses try again', event: { type: 'retry' } }],
    'name.change': [
      { label: 'clears the first name', event: { type: 'name.change', name: 'firstname', value: '' } },
      { label: 'types a new first name', event: { type: 'name.change', name: 'firstname', value: 'Susanne' } },
    ],
    'name.submit': [{ label: 'saves the name', event: { type: 'name.submit' } }],
    'password.change': [{ label: 'types a weak new password', event: { type: 'password.change', name: 'newPassword', value: 'fietsfiets' } }],
    'password.submit': [{ label: 'saves the password', event: { type: 'password.submit' } }],
    'xstate.done.actor.loadProfile': [{ label: 'the profile arrives', event: { type: 'xstate.done.actor.loadProfile', output: PROFILE } }],
    'xstate.error.actor.loadProfile': [
      { label: 'no connection', event: { type: 'xstate.error.actor.loadProfile', error: network } },
      { label: 'the session has ended', event: { type: 'xstate.error.actor.loadProfile', error: ended } },
    ],
    'xstate.done.actor.saveName': [
      { label: 'the name is saved', event: { type: 'xstate.done.actor.saveName', output: { firstname: 'Susanne', lastname: 'de Vries', email: '' } } },
    ],
    'xstate.error.actor.saveName': [
      { label: 'no connection', event: { type: 'xstate.error.actor.saveName', error: network } },
      { label: 'the session has ended', event: { type: 'xstate.error.actor.saveName', error: ended } },
    ],
    'xstate.done.actor.changePassword': [{ label: 'the password is changed', event: { type: 'xstate.done.actor.changePassword', output: undefined } }],
    'xstate.error.actor.changePassword': [
      {
        label: 'the current password is wrong (400)',
        event: {
          type: 'xstate.error.actor.changePassword',
          error: { kind: 'invalid', code: 'password.current-wrong', text: 'The current password is not correct', status: 400 },
        },
      },
      { label: 'the session has ended', event: { type: 'xstate.error.actor.changePassword', error: ended } },
    ],
  },
  states: {
    loading: ({ actual, calls }) => {
      expect(actual.hasTag('loading')).toBe(true);
      expect(calls).toEqual([]);
    },
    loadFailed: ({ actual, calls }) => {
      expect(actual.context.profile).toBeNull();
      const failure = actual.context.loadFailure;
      expect(['network', 'login-required']).toContain(failure?.kind);
      // An ended session goes to the login page; a lost connection waits for "try again".
      if (failure?.kind === 'login-required') expect(calls).toMatchObject([{ action: 'goToLogin', params: { failure: { kind: 'login-required' } } }]);
      else expect(calls).toEqual([]);
    },
    'ready.name.editing': ({ actual, calls, event }) => {
      expect(actual.context.profile?.email).toBe('sanne@example.com');
      if (event.type === 'xstate.done.actor.loadProfile') expect(actual.context.name).toEqual({ firstname: 'Sanne', lastname: 'de Vries' });
      if (event.type === 'name.submit') expect(actual.context.nameErrors).toEqual({ firstname: 'required' });
      if (event.type === 'xstate.done.actor.saveName') {
        expect(names(calls)).toEqual(['announce']);
        expect(calls[0]?.params).toEqual({ saved: 'name' });
        expect(actual.context.profile).toEqual({ ...PROFILE, firstname: 'Susanne' });
      }
      if (event.type === 'xstate.error.actor.saveName') {
        expect(actual.context.nameFailure?.kind).toBe(event.error.kind);
        expect(names(calls)).toEqual(event.error.kind === 'login-required' ? ['goToLogin'] : []);
      }
    },
    'ready.name.checking': () => {
      throw new Error('checking is transient');
    },
    'ready.name.saving': ({ actual, inputs }) => {
      expect(actual.hasTag('savingName')).toBe(true);
      expect(actual.context.nameFailure).toBeNull();
      expect(inputs.get('saveName')?.at(-1)).toEqual({ firstname: actual.context.name.firstname.trim(), lastname: 'de Vries' });
    },
    'ready.password.editing': ({ actual, calls, event }) => {
      const { password, passwordErrors, passwordFailure } = actual.context;
      if (event.type === 'password.submit') {
        const expected: Record<string, string> = {};
        if (password.currentPassword === '') expected.currentPassword = 'required';
        if (password.newPassword === '') expected.newPassword = 'required';
        else if (password.newPassword === 'fietsfiets') expected.newPassword = 'classes';
        expect(passwordErrors).toEqual(expected);
      }
      if (event.type === 'xstate.done.actor.changePassword') {
        expect(calls).toMatchObject([{ action: 'announce', params: { saved: 'password' } }]);
        expect(password).toEqual({ currentPassword: '', newPassword: '' });
      }
      if (event.type === 'xstate.error.actor.changePassword') {
        expect(passwordFailure?.kind).toBe(event.error.kind);
        // The refused current password is typed again; after an ended session nothing stays.
        expect(password.currentPassword).toBe('');
        if (event.error.kind === 'login-required') expect(names(calls)).toEqual(['goToLogin']);
        else expect(password.newPassword).toBe('Nieuw-2025');
      }
    },
    'ready.password.checking': () => {
      throw new Error('checking is transient');
    },
    'ready.password.saving': ({ actual, inputs }) => {
      expect(actual.hasTag('savingPassword')).toBe(true);
      expect(inputs.get('changePassword')?.at(-1)).toEqual({ currentPassword: 'Fiets-2024', newPassword: 'Nieuw-2025' });
    },
  },
};
