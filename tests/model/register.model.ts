// Model of the registration machine (the register page), built on the production machine: a shopper typing a name,
// an e-mail address and a weak or a good password; the server registering them, refusing the address as taken,
// refusing a password rule, rate-limiting, or being unreachable.
import { expect } from 'vitest';
import { registerMachine } from '../../src/machines/register/register.machine';
import type { ActionCall, ModelSpec } from './model-runner';

const names = (calls: ActionCall[]) => calls.map((call) => call.action);
const change = (label: string, name: string, value: string) => ({ label, event: { type: 'field.change', name, value } });

export const registerModel: ModelSpec = {
  name: 'register',
  machine: registerMachine,
  inputs: {
    'an empty form': {},
    'a form the browser filled in': { values: { firstname: 'Sanne', lastname: 'de Vries', email: 'sanne@example.com', password: 'fietsfiets' } },
  },
  actors: ['submitRegistration'],
  actions: ['enterAccount'],
  events: {
    'field.change': [change('types an e-mail address', 'email', 'sanne@example.com'), change('types a strong password', 'password', 'Fiets-2024')],
    'form.submit': [{ label: 'presses create account', event: { type: 'form.submit' } }],
    'xstate.done.actor.submitRegistration': [
      { label: 'registered and logged in', event: { type: 'xstate.done.actor.submitRegistration', output: { displayName: 'Sanne de Vries' } } },
    ],
    'xstate.error.actor.submitRegistration': [
      {
        label: 'the address has an account (409)',
        event: {
          type: 'xstate.error.actor.submitRegistration',
          error: { kind: 'conflict', code: 'register.email-taken', text: 'An account with this e-mail address already exists', status: 409 },
        },
      },
      {
        label: 'Magento refuses the password (400)',
        event: {
          type: 'xstate.error.actor.submitRegistration',
          error: { kind: 'invalid', code: 'password.too-short', text: 'The password needs at least 8 characters', status: 400 },
        },
      },
      {
        label: 'too many registrations (429)',
        event: {
          type: 'xstate.error.actor.submitRegistration',
          error: { kind: 'rate-limited', code: 'account.too-many-requests', text: 'Too many requests. Please wait a few minutes.', status: 429 },
        },
      },
      {
        label: 'no connection',
        event: { type: 'xstate.error.actor.submitRegistration', error: { kind: 'network', code: 'network', text: 'Failed to fetch' } },
      },
    ],
  },
  states: {
    editing: ({ actual, calls, event }) => {
      expect(actual.hasTag('busy')).toBe(false);
      expect(names(calls)).not.toContain('enterAccount');
      const { values, fieldErrors, failure } = actual.context;
      // A submit of a weak password is held back with Magento's rule, before any request.
      if (event.type === 'form.submit' && values.password === 'fietsfiets') expect(fieldErrors.password).toBe('classes');
      if (event.type === 'form.submit' && values.email === '') expect(fieldErrors.email).toBe('required');
      // A refusal keeps everything typed.
      if (event.type.startsWith('xstate.error.actor')) {
        expect(failure?.kind).toBe(event.error.kind);
        expect(values.password).not.toBe('');
      }
    },
    checking: () => {
      throw new Error('checking is transient');
    },
    submitting: ({ actual, inputs }) => {
      expect(actual.hasTag('busy')).toBe(true);
      expect(actual.context.fieldErrors).toEqual({});
      expect(actual.context.failure).toBeNull();
      expect(inputs.get('submitRegistration')?.at(-1)).toEqual({
        firstname: 'Sanne',
        lastname: 'de Vries',
        email: 'sanne@example.com',
        password: 'Fiets-2024',
      });
    },
    done: ({ actual, calls }) => {
      expect(actual.status).toBe('done');
      expect(calls).toMatchObject([{ action: 'enterAccount', params: { displayName: 'Sanne de Vries' } }]);
    },
  },
};
