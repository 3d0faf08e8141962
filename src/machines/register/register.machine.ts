// Registration: the form (name, e-mail, password under Magento's rules) → checked → sent → logged in and on to the
// account. A refusal (address taken, a rule Magento applies, the rate limit, no connection) comes back to the form
// with everything typed kept, the failure held for the view to word.
import { assign, setup } from 'xstate';
import { errorOf, notProvidedAction, notProvidedActor, outputOf } from '../shared';
import { toRequestFailure, type RequestFailure } from '../admin-common/request-failure';
import { emailError, nameError, newPasswordError, onlyErrors, type AccountFieldError } from './register.validation';

export type RegisterField = 'firstname' | 'lastname' | 'email' | 'password';
export type RegisterValues = Record<RegisterField, string>;
export type RegisterFieldErrors = Readonly<Partial<Record<RegisterField, AccountFieldError>>>;

export interface SubmitRegistrationOutput {
  displayName: string;
}

export interface RegisterContext {
  values: RegisterValues;
  fieldErrors: RegisterFieldErrors;
  failure: RequestFailure | null;
  displayName: string | null;
}

export interface RegisterInput {
  /** What the form already holds when the machine starts (filled in by the browser before the scripts ran). */
  values?: Partial<RegisterValues>;
}

export type RegisterEvent = { type: 'field.change'; name: RegisterField; value: string } | { type: 'form.submit' };

export function validateRegistration(values: RegisterValues): RegisterFieldErrors {
  return onlyErrors<RegisterField>({
    firstname: nameError(values.firstname),
    lastname: nameError(values.lastname),
    email: emailError(values.email),
    password: newPasswordError(values.password, values.email),
  });
}

export const registerMachine = setup({
  types: { context: {} as RegisterContext, events: {} as RegisterEvent, input: {} as RegisterInput },
  actors: { submitRegistration: notProvidedActor<SubmitRegistrationOutput, RegisterValues>('submitRegistration') },
  guards: {
    hasFieldErrors: ({ context }) => Object.keys(context.fieldErrors).length > 0,
  },
  actions: {
    /** Navigation into the account once the session exists. */
    enterAccount: notProvidedAction('enterAccount') as (args: unknown, params: { displayName: string }) => void,
    assignValue: assign({
      values: ({ context, event }) => (event.type === 'field.change' ? { ...context.values, [event.name]: event.value } : context.values),
      fieldErrors: ({ context, event }) => {
        if (event.type !== 'field.change' || context.fieldErrors[event.name] === undefined) return context.fieldErrors;
        const { [event.name]: _cleared, ...rest } = context.fieldErrors;
        return rest;
      },
    }),
    validate: assign({ fieldErrors: ({ context }) => validateRegistration(context.values) }),
    clearFailure: assign({ failure: null }),
    assignFailure: assign({ failure: ({ event }) => toRequestFailure(errorOf(event)) }),
    assignDisplayName: assign({ displayName: ({ event }) => outputOf<SubmitRegistrationOutput>(event)?.displayName ?? null }),
  },
}).createMachine({
  id: 'register',
  context: ({ input }) => ({
    values: { firstname: '', lastname: '', email: '', password: '', ...input.values },
    fieldErrors: {},
    failure: null,
    displayName: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': { actions: 'assignValue' },
        'form.submit': { target: 'checking' },
      },
    },
    checking: {
      entry: 'validate',
      always: [
        { guard: 'hasFieldErrors', target: 'editing' },
        { target: 'submitting', actions: 'clearFailure' },
      ],
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'submitRegistration',
        src: 'submitRegistration',
        input: ({ context }) => ({
          firstname: context.values.firstname.trim(),
          lastname: context.values.lastname.trim(),
          email: context.values.email.trim(),
          password: context.values.password,
        }),
        onDone: { target: 'done', actions: 'assignDisplayName' },
        onError: { target: 'editing', actions: 'assignFailure' },
      },
    },
    done: {
      type: 'final',
      entry: { type: 'enterAccount', params: ({ context }) => ({ displayName: context.displayName ?? context.values.firstname }) },
    },
  },
});

export type RegisterMachine = typeof registerMachine;
