// Model of the login machine (customer and admin login pages), built on the production machine: a customer and an
// admin typing nothing, a bad e-mail address or valid credentials; the server accepting, refusing the password,
// locking the account, rate-limiting, asking for the authenticator code, refusing the code, or being unreachable.
import { expect } from 'vitest';
import { loginMachine } from '../../src/machines/login/login.machine';
import type { ErrorCode } from '../../common/contract/error-codes';
import type { RequestFailure } from '../../src/machines/admin-common/request-failure';
import type { ModelSpec } from './model-runner';

const failure = (kind: RequestFailure['kind'], code: ErrorCode, text: string, extra: Partial<RequestFailure> = {}) => ({ kind, code, text, ...extra });
const KNOWN_FAILURES = ['wrong-credentials', 'locked', 'rate-limited', 'otp-required', 'wrong-otp', 'network'];

export const loginModel: ModelSpec = {
  name: 'login',
  machine: loginMachine,
  inputs: {
    'a customer with an empty form': { role: 'customer' },
    'a customer whose password manager filled the form': { role: 'customer', values: { identifier: 'klant@example.com', password: 'Klant123!' } },
    'an admin whose password manager filled the form': { role: 'admin', values: { identifier: 'admin', password: 'Admin123!' } },
  },
  actors: ['submitLogin'],
  actions: ['enterAccount'],
  events: {
    'field.change': [
      { label: 'types an e-mail address without a domain', event: { type: 'field.change', name: 'identifier', value: 'klant@' } },
      { label: 'types five digits as the code', event: { type: 'field.change', name: 'otp', value: '12345' } },
      { label: 'types the six-digit code', event: { type: 'field.change', name: 'otp', value: '123 456' } },
    ],
    'form.submit': [{ label: 'presses log in', event: { type: 'form.submit' } }],
    'code.cancel': [{ label: 'presses "use another account"', event: { type: 'code.cancel' } }],
    'xstate.done.actor.submitLogin': [
      { label: 'logged in as Sanne', event: { type: 'xstate.done.actor.submitLogin', output: { displayName: 'Sanne de Vries' } } },
    ],
    'xstate.error.actor.submitLogin': [
      {
        label: 'wrong password (401)',
        event: {
          type: 'xstate.error.actor.submitLogin',
          error: failure('wrong-credentials', 'login.wrong-credentials', 'Wrong e-mail address or password', { status: 401 }),
        },
      },
      {
        label: 'account locked (423)',
        event: {
          type: 'xstate.error.actor.submitLogin',
          error: failure('locked', 'login.locked', 'This account is temporarily locked. Please try again later.', { status: 423 }),
        },
      },
      {
        label: 'too many attempts (429)',
        event: {
          type: 'xstate.error.actor.submitLogin',
          error: failure('rate-limited', 'login.too-many-attempts', 'Too many login attempts. Please wait a few minutes.', {
            status: 429,
            retryAfterSeconds: 300,
          }),
        },
      },
      {
        label: 'the authenticator code is needed (401 otpRequired)',
        event: {
          type: 'xstate.error.actor.submitLogin',
          error: failure('otp-required', 'login.otp-required', 'Enter the code from your authenticator app', { status: 401 }),
        },
      },
      {
        label: 'the code is wrong (401)',
        event: { type: 'xstate.error.actor.submitLogin', error: failure('wrong-otp', 'login.otp-wrong', 'The code is not correct', { status: 401 }) },
      },
      { label: 'no connection', event: { type: 'xstate.error.actor.submitLogin', error: failure('network', 'network', 'Failed to fetch') } },
    ],
  },
  states: {
    credentials: ({ actual, calls, event, startedActors }) => {
      expect(actual.hasTag('busy')).toBe(false);
      expect(actual.hasTag('code')).toBe(false);
      expect(calls).toEqual([]);
      expect(startedActors).toEqual([]);
      const { failure: last, values, fieldErrors } = actual.context;
      if (last) expect(KNOWN_FAILURES).toContain(last.kind);
      // The server's answer is shown as it came.
      if (event.type === 'xstate.error.actor.submitLogin') expect(last).toEqual(event.error);
      // A judged password is typed again; an attempt without a verdict keeps it.
      if (last && ['wrong-credentials', 'locked'].includes(last.kind)) expect(values.password).toBe('');
      if (event.type === 'xstate.error.actor.submitLogin' && ['network', 'rate-limited'].includes(event.error.kind)) expect(values.password).not.toBe('');
      // Another account: nothing of the last attempt stays but the address.
      if (event.type === 'code.cancel') {
        expect(last).toBeNull();
        expect(values.password).toBe('');
        expect(values.otp).toBe('');
      }
      // A submit the form refuses is held back with its field errors, before any request.
      if (event.type === 'form.submit') expect(Object.keys(fieldErrors).length).toBeGreaterThan(0);
      // Typing in a field clears that field's error.
      if (event.type === 'field.change') expect(fieldErrors[event.name as 'identifier']).toBeUndefined();
      // Nothing typed in the code step survives leaving it.
      expect(values.otp === '' || values.otp === '12345' || values.otp === '123 456').toBe(true);
      for (const error of Object.values(fieldErrors)) expect(['required', 'invalid_email', 'invalid_code']).toContain(error);
    },
    checkingCredentials: () => {
      throw new Error('checkingCredentials is transient');
    },
    submittingCredentials: ({ actual, calls, inputs, startedActors }) => {
      expect(actual.hasTag('busy')).toBe(true);
      expect(calls).toEqual([]);
      // One request per press; the last failure is no longer shown.
      expect(startedActors).toEqual(['submitLogin']);
      expect(actual.context.failure).toBeNull();
      expect(actual.context.fieldErrors).toEqual({});
      const sent = inputs.get('submitLogin')?.at(-1) as Record<string, unknown>;
      expect(sent).toEqual({ role: actual.context.role, identifier: actual.context.values.identifier, password: actual.context.values.password });
      expect(sent.password).not.toBe('');
    },
    code: ({ actual, calls, event, startedActors }) => {
      expect(actual.hasTag('code')).toBe(true);
      expect(actual.hasTag('busy')).toBe(false);
      expect(calls).toEqual([]);
      expect(startedActors).toEqual([]);
      const { failure: last, values, fieldErrors } = actual.context;
      // The credentials stay for the request with the code.
      expect(values.password).not.toBe('');
      expect(['otp-required', 'wrong-otp', 'network', 'rate-limited']).toContain(last?.kind);
      if (event.type === 'xstate.error.actor.submitLogin') {
        expect(last).toEqual(event.error);
        // A code asked for (again) or refused is typed anew; after an attempt without a verdict it stays.
        if (['otp-required', 'wrong-otp'].includes(event.error.kind)) expect(values.otp).toBe('');
        else expect(values.otp).toBe('123 456');
      }
      // A code that is not six digits is held back before any request.
      if (event.type === 'form.submit') expect(fieldErrors.otp).toBe(values.otp === '' ? 'required' : 'invalid_code');
    },
    checkingCode: () => {
      throw new Error('checkingCode is transient');
    },
    submittingCode: ({ actual, calls, event, inputs, startedActors }) => {
      expect(actual.hasTag('busy')).toBe(true);
      expect(actual.hasTag('code')).toBe(true);
      expect(calls).toEqual([]);
      expect(actual.context.fieldErrors).toEqual({});
      if (event.type === 'form.submit') expect(startedActors).toEqual(['submitLogin']);
      const sent = inputs.get('submitLogin')?.at(-1) as Record<string, unknown>;
      // The code goes without its spaces, with the same credentials.
      expect(sent).toEqual({
        role: actual.context.role,
        identifier: actual.context.values.identifier,
        password: actual.context.values.password,
        otp: '123456',
      });
    },
    done: ({ actual, calls }) => {
      expect(actual.status).toBe('done');
      expect(actual.context.displayName).toBe('Sanne de Vries');
      // Into the account, once, greeted by the name the server gave.
      expect(calls).toMatchObject([{ action: 'enterAccount', params: { displayName: 'Sanne de Vries' } }]);
      expect(calls).toHaveLength(1);
    },
  },
};
