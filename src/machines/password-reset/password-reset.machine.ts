// Setting a new password from the mailed link: the link's address and token → a new password typed twice, checked
// against Magento's rules → sent → done (on to the login page). A link that does not work (no token, a wrong, used
// or expired one) ends in `linkInvalid`, where the only way on is asking for a new mail; other refusals (a rule
// Magento applies, the rate limit, no connection) come back to the form.
import { assign, setup } from 'xstate';
import { errorOf, notProvidedAction, notProvidedActor } from '../shared';
import { toRequestFailure, type RequestFailure } from '../admin-common/request-failure';
import { newPasswordError, onlyErrors, type AccountFieldError } from '../register/register.validation';

export type PasswordResetField = 'password' | 'confirmation';

export interface PasswordResetInput {
  email: string;
  token: string;
  /** What the form already holds (a password manager's generated password, filled in before the scripts ran). */
  values?: Partial<Record<PasswordResetField, string>>;
}

export interface SubmitResetInput {
  email: string;
  token: string;
  password: string;
}

export interface PasswordResetContext {
  email: string;
  token: string;
  values: Record<PasswordResetField, string>;
  fieldErrors: Readonly<Partial<Record<PasswordResetField, AccountFieldError>>>;
  failure: RequestFailure | null;
}

export type PasswordResetEvent = { type: 'field.change'; name: PasswordResetField; value: string } | { type: 'form.submit' };

const LINK_CODES = ['reset.link-invalid', 'reset.link-expired'];

export const passwordResetMachine = setup({
  types: { context: {} as PasswordResetContext, events: {} as PasswordResetEvent, input: {} as PasswordResetInput },
  actors: { submitReset: notProvidedActor<void, SubmitResetInput>('submitReset') },
  guards: {
    hasLink: ({ context }) => context.token !== '' && context.email !== '',
    hasFieldErrors: ({ context }) => Object.keys(context.fieldErrors).length > 0,
    isLinkRefused: ({ event }) => LINK_CODES.includes(toRequestFailure(errorOf(event)).code ?? ''),
  },
  actions: {
    /** The new password is set: tell the shopper and go to the login page. */
    passwordSet: notProvidedAction('passwordSet') as (args: unknown, params: { email: string }) => void,
    assignValue: assign({
      values: ({ context, event }) => (event.type === 'field.change' ? { ...context.values, [event.name]: event.value } : context.values),
      fieldErrors: ({ context, event }) => {
        if (event.type !== 'field.change' || context.fieldErrors[event.name] === undefined) return context.fieldErrors;
        const { [event.name]: _cleared, ...rest } = context.fieldErrors;
        return rest;
      },
    }),
    validate: assign({
      fieldErrors: ({ context }) =>
        onlyErrors<PasswordResetField>({
          password: newPasswordError(context.values.password, context.email),
          confirmation: context.values.confirmation === '' ? 'required' : context.values.confirmation !== context.values.password ? 'mismatch' : undefined,
        }),
    }),
    clearFailure: assign({ failure: null }),
    assignFailure: assign({ failure: ({ event }) => toRequestFailure(errorOf(event)) }),
    clearPasswords: assign({ values: { password: '', confirmation: '' } }),
  },
}).createMachine({
  id: 'passwordReset',
  context: ({ input }) => ({
    email: input.email.trim(),
    token: input.token.trim(),
    values: { password: '', confirmation: '', ...input.values },
    fieldErrors: {},
    failure: null,
  }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'hasLink', target: 'editing' }, { target: 'linkInvalid' }],
    },
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
        id: 'submitReset',
        src: 'submitReset',
        input: ({ context }) => ({ email: context.email, token: context.token, password: context.values.password }),
        onDone: { target: 'done' },
        onError: [
          { guard: 'isLinkRefused', target: 'linkInvalid', actions: ['assignFailure', 'clearPasswords'] },
          { target: 'editing', actions: 'assignFailure' },
        ],
      },
    },
    linkInvalid: { type: 'final' },
    done: {
      type: 'final',
      entry: ['clearPasswords', { type: 'passwordSet', params: ({ context }) => ({ email: context.email }) }],
    },
  },
});

export type PasswordResetMachine = typeof passwordResetMachine;
