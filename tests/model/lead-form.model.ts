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
    'a contact form filled in (a file attached) before the machine loaded': {
      presets: { locale: 'nl' },
      values: CONTACT,
      files: { attachment: { name: 'foto.pdf', size: 2048 } },
    },
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
    editing: ({ actual, calls, event }) => {
      const { fieldErrors, values, failure, submissionId } = actual.context;
      for (const code of Object.values(fieldErrors)) expect(FIELD_ERROR_CODES).toContain(code);
      expect(values.locale).toBe('nl');
      expect(actual.hasTag('busy')).toBe(false);
      if (event.type === 'xstate.error.actor.submitLeadForm') {
        // Back from the server with its field errors: shown inline, the values kept, the toast says why.
        expect(fieldErrors).toEqual(SERVER_FIELD_ERRORS);
        expect(calls).toMatchObject([{ action: 'notifyFailed', params: { kind: 'invalid' } }]);
        expect(values).toMatchObject(CONTACT);
      } else expect(calls).toEqual([]);
      // Typing in a field clears that field's error only.
      if (event.type === 'field.change') expect(fieldErrors[event.name]).toBeUndefined();
      // A submit the schema refuses is held back with the field errors, before any request.
      if (event.type === 'form.submit') {
        expect(Object.keys(fieldErrors).length).toBeGreaterThan(0);
        expect(fieldErrors).toEqual(validate(values, actual.context.files));
        expect(failure).toBeNull();
      }
      // "Send another request": an empty form with the presets, nothing of the last one.
      if (event.type === 'form.reset') {
        expect(values).toEqual({ locale: 'nl' });
        expect(actual.context.files).toEqual({});
        expect(fieldErrors).toEqual({});
        expect(submissionId).toBeNull();
      }
    },
    validating: () => {
      throw new Error('validating is transient: the machine never rests there');
    },
    submitting: ({ actual, calls, event, inputs, startedActors }) => {
      expect(actual.hasTag('busy')).toBe(true);
      expect(calls).toEqual([]);
      // Sent once per press of send or "try again".
      if (event.type === 'form.submit' || event.type === 'form.retry') expect(startedActors).toEqual(['submitLeadForm']);
      // Only a form the schema accepts is sent, and it is sent as it is in context.
      expect(validate(actual.context.values, actual.context.files)).toEqual({});
      expect(inputs.get('submitLeadForm')?.at(-1)).toEqual({ values: actual.context.values, files: actual.context.files });
    },
    failure: ({ actual, calls, event }) => {
      expect(actual.hasTag('busy')).toBe(false);
      expect(FAILURE_KINDS).toContain(actual.context.failure?.kind);
      // Nothing typed is lost.
      expect(actual.context.values).toMatchObject(CONTACT);
      if (event.type === 'xstate.error.actor.submitLeadForm') {
        expect(actual.context.failure).toEqual(event.error);
        expect(calls).toEqual([{ action: 'notifyFailed', params: { kind: event.error.kind }, context: actual.context }]);
      } else expect(calls).toEqual([]);
    },
    success: ({ actual, calls, event }) => {
      expect(actual.hasTag('busy')).toBe(false);
      expect(actual.context.submissionId).toBe('42');
      expect(actual.context.failure).toBeNull();
      expect(actual.context.fieldErrors).toEqual({});
      if (event.type === 'xstate.done.actor.submitLeadForm') expect(names(calls)).toEqual(['notifySubmitted']);
      else expect(calls).toEqual([]);
    },
  },
};
