// Models of the two password-reset machines, built on the production machines. Forgot password: an empty, a
// malformed and a good address; the server answering (the same whether or not the address has an account),
// rate-limiting or unreachable; asking again. New password from the link: a link with or without its token; a weak,
// a mismatched and a good password; the server setting it, refusing the link (wrong/used, expired), a rule, or being
// unreachable.
import { expect } from 'vitest';
import { passwordForgotMachine } from '../../src/machines/password-reset/password-forgot.machine';
import { passwordResetMachine } from '../../src/machines/password-reset/password-reset.machine';
import type { ModelSpec } from './model-runner';

const LINK = { email: 'sanne@example.com', token: '0123456789abcdef0123456789abcdef' };

export const passwordForgotModel: ModelSpec = {
  name: 'password-forgot',
  machine: passwordForgotMachine,
  inputs: { 'an empty form': {}, 'the address from the login form': { email: 'sanne@example.com' } },
  actors: ['requestReset'],
  actions: [],
  events: {
    'field.change': [
      { label: 'types an address without a domain', event: { type: 'field.change', value: 'sanne@' } },
      { label: 'types an address', event: { type: 'field.change', value: ' sanne@example.com ' } },
    ],
    'form.submit': [{ label: 'presses send', event: { type: 'form.submit' } }],
    'form.again': [{ label: 'presses "send again"', event: { type: 'form.again' } }],
    'xstate.done.actor.requestReset': [{ label: 'the server answers', event: { type: 'xstate.done.actor.requestReset', output: undefined } }],
    'xstate.error.actor.requestReset': [
      {
        label: 'too many requests (429)',
        event: {
          type: 'xstate.error.actor.requestReset',
          error: { kind: 'rate-limited', code: 'account.too-many-requests', text: 'Too many requests. Please wait a few minutes.', status: 429 },
        },
      },
      { label: 'no connection', event: { type: 'xstate.error.actor.requestReset', error: { kind: 'network', code: 'network', text: 'Failed to fetch' } } },
    ],
  },
  states: {
    editing: ({ actual, event }) => {
      expect(actual.hasTag('busy')).toBe(false);
      const { email, fieldError, failure } = actual.context;
      if (event.type === 'form.submit') expect(fieldError).toBe(email.trim() === '' ? 'required' : 'invalid_email');
      if (event.type.startsWith('xstate.error.actor')) {
        expect(failure?.kind).toBe(event.error.kind);
        expect(email.trim()).toBe('sanne@example.com');
      }
      // Typing clears the address's error; "send again" goes back to the address it went to, to send or correct it.
      if (event.type === 'field.change') {
        expect(email).toBe(event.value);
        expect(fieldError).toBeNull();
      }
      if (event.type === 'form.again') {
        expect(email.trim()).toBe(actual.context.sentTo);
        expect(fieldError).toBeNull();
      }
    },
    checking: () => {
      throw new Error('checking is transient');
    },
    sending: ({ actual, inputs, startedActors }) => {
      expect(actual.hasTag('busy')).toBe(true);
      expect(actual.context.failure).toBeNull();
      expect(actual.context.fieldError).toBeNull();
      // One request per press.
      expect(startedActors).toEqual(['requestReset']);
      // The address goes without the spaces around it.
      expect(inputs.get('requestReset')?.at(-1)).toEqual({ email: 'sanne@example.com' });
    },
    sent: ({ actual }) => {
      // The page names the address it was sent to (trimmed), whether or not it has an account.
      expect(actual.context.sentTo).toBe('sanne@example.com');
      expect(actual.context.failure).toBeNull();
      expect(actual.hasTag('busy')).toBe(false);
    },
  },
};

export const passwordResetModel: ModelSpec = {
  name: 'password-reset',
  machine: passwordResetMachine,
  inputs: {
    'the mailed link': LINK,
    'the mailed link, the password manager filled in a new password': { ...LINK, values: { password: 'Nieuw-2025', confirmation: 'Nieuw-2025' } },
    'a link without its token': { email: LINK.email, token: '' },
  },
  actors: ['submitReset'],
  actions: ['passwordSet'],
  events: {
    'field.change': [
      { label: 'types a weak password', event: { type: 'field.change', name: 'password', value: 'fietsfiets' } },
      { label: 'repeats another password', event: { type: 'field.change', name: 'confirmation', value: 'Anders-2025' } },
    ],
    'form.submit': [{ label: 'presses save', event: { type: 'form.submit' } }],
    'xstate.done.actor.submitReset': [{ label: 'the password is set', event: { type: 'xstate.done.actor.submitReset', output: undefined } }],
    'xstate.error.actor.submitReset': [
      {
        label: 'the link is wrong or used (400)',
        event: {
          type: 'xstate.error.actor.submitReset',
          error: {
            kind: 'invalid',
            code: 'reset.link-invalid',
            text: 'This link to set a new password is not valid (any more). Please request a new one.',
            status: 400,
          },
        },
      },
      {
        label: 'the link has expired (400)',
        event: {
          type: 'xstate.error.actor.submitReset',
          error: { kind: 'invalid', code: 'reset.link-expired', text: 'This link to set a new password has expired. Please request a new one.', status: 400 },
        },
      },
      {
        label: 'Magento refuses the password (400)',
        event: {
          type: 'xstate.error.actor.submitReset',
          error: {
            kind: 'invalid',
            code: 'password.classes',
            text: 'The password needs at least 3 of: lower case, upper case, digits, special characters',
            status: 400,
          },
        },
      },
      { label: 'no connection', event: { type: 'xstate.error.actor.submitReset', error: { kind: 'network', code: 'network', text: 'Failed to fetch' } } },
    ],
  },
  states: {
    start: () => {
      throw new Error('start is transient');
    },
    editing: ({ actual, event, calls }) => {
      expect(calls).toEqual([]);
      expect(actual.context.token).not.toBe('');
      const { values, fieldErrors, failure } = actual.context;
      if (event.type === 'form.submit') {
        if (values.password === 'fietsfiets') expect(fieldErrors.password).toBe('classes');
        if (values.password === '') expect(fieldErrors.password).toBe('required');
        if (values.confirmation !== values.password) expect(fieldErrors.confirmation).toBe(values.confirmation === '' ? 'required' : 'mismatch');
      }
      if (event.type.startsWith('xstate.error.actor')) {
        expect(failure?.code).toBe(event.error.code);
        expect(['password.classes', 'network']).toContain(failure?.code);
      }
    },
    checking: () => {
      throw new Error('checking is transient');
    },
    submitting: ({ actual, inputs }) => {
      expect(actual.hasTag('busy')).toBe(true);
      expect(inputs.get('submitReset')?.at(-1)).toEqual({ ...LINK, password: 'Nieuw-2025' });
    },
    linkInvalid: ({ actual, calls }) => {
      expect(actual.status).toBe('done');
      expect(calls).toEqual([]);
      // Nothing typed stays behind.
      expect(actual.context.values).toEqual({ password: '', confirmation: '' });
      if (actual.context.token !== '') expect(['reset.link-invalid', 'reset.link-expired']).toContain(actual.context.failure?.code);
    },
    done: ({ actual, calls }) => {
      expect(actual.status).toBe('done');
      expect(calls).toMatchObject([{ action: 'passwordSet', params: { email: LINK.email } }]);
      expect(actual.context.values).toEqual({ password: '', confirmation: '' });
    },
  },
};
