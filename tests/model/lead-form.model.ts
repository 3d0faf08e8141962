// Model of the lead-form machine (every marketing form's submit flow), built on the production machine with the
// real contact schema: a visitor starting empty and one whose fields were filled before the machine loaded, typing
// valid and invalid values, attaching a file, and the server accepting, refusing fields, limiting, or being down.
import { expect } from 'vitest';
import { createLeadFormMachine } from '../../src/machines/lead-form/lead-form.machine';
import { leadFormValidator } from '../../src/machines/lead-form/lead-form.validation';
import { FIELD_ERROR_CODES } from '../../common/forms/form-fields';
import type { ActionCall, ModelSpec } from './model-runner';

const validate = leadFormValidator('contact', () => new Date('2025-06-01T10:00:00Z'));
const CONTACT = { name: 'Sanne de Vries', email: 'sanne@example.nl', subject: 'Proefrit', message: 'Kan ik zaterdag een Piccolo proberen?' };
const SERVER_FIELD_ERRORS = { email: 'invalid_email' };
const FAILURE_KINDS = ['unavailable', 'rate-limited', 'network'];
const names = (calls: ActionCall[]) => calls.map((call) => call.action);

export const leadFormModel: ModelSpec = {
  name: 'lead-form',
  factory: createLeadFormMachine,
  machine: createLeadFormMachine(validate),
  inputs: {
    'an empty contact form': { presets: { locale: 'nl' } },
    'a contact form filled in before the machine loaded': { presets: { locale: 'nl' }, values: CONTACT },
  },
  actors: ['submitLeadForm'],
  actions: ['notifySubmitted', 'notifyFailed'],
  events: {
    'field.change': [
      { label: 'types a name', event: { type: 'field.change', name: 'name', value: 'Sanne de Vries' } },
      { label: 'types an email address without a domain', event: { type: 'field.change', name: 'email', value: 'sanne@' } },
    ],
    'file.change': [{ label: 'attaches a file', event: { type: 'file.change', name: 'attachment', file: { name: 'foto.pdf', size: 2048 } } }],
    'form.submit': [{ label: 'presses send', event: { type: 'form.submit' } }],
    'form.retry': [{ label: 'presses "try again"', event: { type: 'form.retry' } }],
    'form.reset': [{ label: 'presses "send another request"', event: { type: 'form.reset' } }],
    'xstate.done.actor.submitLeadForm': [{ label: 'stored as submission 42', event: { type: 'xstate.done.actor.submitLeadForm', output: { id: '42' } } }],
    'xstate.error.actor.submitLeadForm': [
      { label: 'database down (503)', event: { type: 'xstate.error.actor.submitLeadForm', error: { kind: 'unavailable' } } },
      { label: 'rate limit (429)', event: { type: 'xstate.error.actor.submitLeadForm', error: { kind: 'rate-limited', retryAfterSeconds: 60 } } },
      { label: 'no connection', event: { type: 'xstate.error.actor.submitLeadForm', error: { kind: 'network' } } },
      {
        label: 'the server refuses the email address (422)',
        event: { type: 'xstate.error.actor.submitLeadForm', error: { kind: 'invalid', fieldErrors: SERVER_FIELD_ERRORS } },
      },
    ],
  },
  states: {
    editing: ({ actual, calls }) => {
      const { fieldErrors, values } = actual.context;
      for (const code of Object.values(fieldErrors)) expect(FIELD_ERROR_CODES).toContain(code);
      expect(values.locale).toBe('nl');
      if (names(calls).includes('notifyFailed')) {
        // Back from the server with its field errors: shown inline, the values kept.
        expect(fieldErrors).toEqual(SERVER_FIELD_ERRORS);
        expect(calls.find((call) => call.action === 'notifyFailed')?.params).toEqual({ kind: 'invalid' });
        expect(values).toMatchObject(CONTACT);
      }
      expect(actual.hasTag('busy')).toBe(false);
    },
    validating: () => {
      throw new Error('validating is transient: the machine never rests there');
    },
    submitting: ({ actual, inputs }) => {
      expect(actual.hasTag('busy')).toBe(true);
      // Only a form the schema accepts is sent, and it is sent as it is in context.
      expect(validate(actual.context.values, actual.context.files)).toEqual({});
      expect(inputs.get('submitLeadForm')?.at(-1)).toEqual({ values: actual.context.values, files: actual.context.files });
    },
    failure: ({ actual, calls }) => {
      expect(FAILURE_KINDS).toContain(actual.context.failure?.kind);
      expect(actual.context.values).toMatchObject(CONTACT);
      if (names(calls).length) expect(calls).toMatchObject([{ action: 'notifyFailed', params: { kind: actual.context.failure?.kind } }]);
    },
    success: ({ actual, calls }) => {
      expect(actual.context.submissionId).toBe('42');
      expect(actual.context.failure).toBeNull();
      if (names(calls).length) expect(names(calls)).toEqual(['notifySubmitted']);
    },
  },
};
