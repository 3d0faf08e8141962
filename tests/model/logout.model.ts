// Model of the logout machine (the back office's and the account pages' logout buttons), built on the production
// machine: a customer, a customer logging out everywhere and an admin; the server answering or not.
import { expect } from 'vitest';
import { logoutMachine } from '../../src/machines/logout/logout.machine';
import type { ActionCall, ModelSpec } from './model-runner';

const names = (calls: ActionCall[]) => calls.map((call) => call.action);

export const logoutModel: ModelSpec = {
  name: 'logout',
  machine: logoutMachine,
  inputs: {
    'a customer on this browser': { role: 'customer' },
    'a customer on every device': { role: 'customer', everywhere: true },
    'an admin': { role: 'admin' },
  },
  actors: ['logOut'],
  actions: ['announce', 'leave'],
  events: {
    'logout.request': [{ label: 'presses log out', event: { type: 'logout.request' } }],
    'xstate.done.actor.logOut': [{ label: 'the session is ended', event: { type: 'xstate.done.actor.logOut', output: undefined } }],
    'xstate.error.actor.logOut': [{ label: 'no connection', event: { type: 'xstate.error.actor.logOut', error: { message: 'Failed to fetch' } } }],
  },
  states: {
    idle: ({ actual, calls, event }) => {
      if (!event.type.startsWith('xstate.done.actor') && !event.type.startsWith('xstate.error.actor')) {
        expect(calls).toEqual([]);
        return;
      }
      // Told how it went, then on to a page that needs no login.
      expect(names(calls)).toEqual(['announce', 'leave']);
      const everywhere = actual.context.everywhere as boolean;
      const expectedOutcome = event.type.startsWith('xstate.error') ? 'this-device-only' : everywhere ? 'all-devices' : 'this-browser';
      expect(calls[0]?.params).toEqual({ outcome: expectedOutcome });
      expect(calls[1]?.params).toEqual({ to: actual.context.role === 'admin' ? 'admin-login' : 'home' });
    },
    loggingOut: ({ actual, calls, inputs }) => {
      expect(actual.hasTag('busy')).toBe(true);
      expect(calls).toEqual([]);
      expect(inputs.get('logOut')?.at(-1)).toEqual({ role: actual.context.role, everywhere: actual.context.everywhere });
    },
  },
};
