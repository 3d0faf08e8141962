// The login flow of the customer and the admin pages: credentials → (validating) → submitting → done, with the
// authenticator-code step when the back end asks for it (admin two-factor login). Wrong credentials, a locked
// account, the rate limit and a broken connection all come back to the form with the failure kept for the view to
// word; what was typed stays, except a refused password or code (typed again, never resent by accident).
import { assign, setup } from 'xstate';
import { notProvidedAction, notProvidedActor, errorOf, outputOf } from '../shared';
import { toRequestFailure, type AccountRole, type RequestFailure } from '../admin-common/request-failure';
import { normaliseCode, validateLogin, type LoginField, type LoginFieldErrors, type LoginValues } from './login.validation';

export interface LoginInput {
  role: AccountRole;
  /** What the form already holds when the machine starts (typed or filled in by a password manager before the
   * scripts ran); the code step always starts empty. */
  values?: Partial<Pick<LoginValues, 'identifier' | 'password'>>;
}

export interface SubmitLoginInput {
  role: AccountRole;
  identifier: string;
  password: string;
  /** Only in the code step. */
  otp?: string;
}

export interface SubmitLoginOutput {
  displayName: string;
}

export interface LoginContext {
  role: AccountRole;
  values: LoginValues;
  fieldErrors: LoginFieldErrors;
  /** The last refusal (shown above the form until the next attempt). */
  failure: RequestFailure | null;
  displayName: string | null;
}

export type LoginEvent =
  | { type: 'field.change'; name: LoginField; value: string }
  | { type: 'form.submit' }
  /** Leave the code step (another account, or the wrong password after all). */
  | { type: 'code.cancel' };

const NO_ERRORS: LoginFieldErrors = {};

function failureOf(event: unknown): RequestFailure {
  return toRequestFailure(errorOf(event));
}

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput,
  },
  actors: {
    submitLogin: notProvidedActor<SubmitLoginOutput, SubmitLoginInput>('submitLogin'),
  },
  guards: {
    hasFieldErrors: ({ context }) => Object.keys(context.fieldErrors).length > 0,
    /** The server judged the password (wrong, or the account locked): it is typed again. */
    isPasswordRefused: ({ event }) => ['wrong-credentials', 'locked'].includes(failureOf(event).kind),
    /** The attempt did not reach a verdict (connection, server, rate limit): everything typed stays. */
    isUnjudged: ({ event }) => ['network', 'server', 'rate-limited', 'forbidden', 'invalid'].includes(failureOf(event).kind),
    isCodeRequested: ({ event }) => failureOf(event).kind === 'otp-required',
    isWrongCode: ({ event }) => failureOf(event).kind === 'wrong-otp',
  },
  actions: {
    /** Navigation to the return path (or the role's start page) once the session exists. */
    enterAccount: notProvidedAction('enterAccount') as (args: unknown, params: { displayName: string }) => void,
    assignValue: assign({
      values: ({ context, event }) => (event.type === 'field.change' ? { ...context.values, [event.name]: event.value } : context.values),
      fieldErrors: ({ context, event }) => {
        if (event.type !== 'field.change' || context.fieldErrors[event.name] === undefined) return context.fieldErrors;
        const { [event.name]: _cleared, ...rest } = context.fieldErrors;
        return rest;
      },
    }),
    validateCredentials: assign({ fieldErrors: ({ context }) => validateLogin(context.role, context.values, false) }),
    validateWithCode: assign({ fieldErrors: ({ context }) => validateLogin(context.role, context.values, true) }),
    assignFailure: assign({ failure: ({ event }) => failureOf(event) }),
    clearFailure: assign({ failure: null }),
    clearPassword: assign({ values: ({ context }) => ({ ...context.values, password: '', otp: '' }) }),
    clearCode: assign({ values: ({ context }) => ({ ...context.values, otp: '' }) }),
    assignDisplayName: assign({ displayName: ({ event }) => outputOf<SubmitLoginOutput>(event)?.displayName ?? null }),
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    role: input.role,
    values: { identifier: input.values?.identifier ?? '', password: input.values?.password ?? '', otp: '' },
    fieldErrors: NO_ERRORS,
    failure: null,
    displayName: null,
  }),
  initial: 'credentials',
  states: {
    credentials: {
      on: {
        'field.change': { actions: 'assignValue' },
        'form.submit': { target: 'checkingCredentials' },
      },
    },
    checkingCredentials: {
      entry: 'validateCredentials',
      always: [
        { guard: 'hasFieldErrors', target: 'credentials' },
        { target: 'submittingCredentials', actions: 'clearFailure' },
      ],
    },
    submittingCredentials: {
      tags: ['busy'],
      invoke: {
        id: 'submitLogin',
        src: 'submitLogin',
        input: ({ context }) => ({ role: context.role, identifier: context.values.identifier, password: context.values.password }),
        onDone: { target: 'done', actions: 'assignDisplayName' },
        onError: [
          { guard: 'isCodeRequested', target: 'code', actions: ['assignFailure', 'clearCode'] },
          { guard: 'isPasswordRefused', target: 'credentials', actions: ['assignFailure', 'clearPassword'] },
          { target: 'credentials', actions: 'assignFailure' },
        ],
      },
    },
    code: {
      tags: ['code'],
      on: {
        'field.change': { actions: 'assignValue' },
        'form.submit': { target: 'checkingCode' },
        'code.cancel': { target: 'credentials', actions: ['clearFailure', 'clearPassword'] },
      },
    },
    checkingCode: {
      entry: 'validateWithCode',
      always: [{ guard: 'hasFieldErrors', target: 'code' }, { target: 'submittingCode' }],
    },
    submittingCode: {
      tags: ['busy', 'code'],
      invoke: {
        id: 'submitLogin',
        src: 'submitLogin',
        input: ({ context }) => ({
          role: context.role,
          identifier: context.values.identifier,
          password: context.values.password,
          otp: normaliseCode(context.values.otp),
        }),
        onDone: { target: 'done', actions: 'assignDisplayName' },
        onError: [
          // Wrong code, or asked again (an expired code): stay in the code step with an empty field.
          { guard: 'isWrongCode', target: 'code', actions: ['assignFailure', 'clearCode'] },
          { guard: 'isCodeRequested', target: 'code', actions: ['assignFailure', 'clearCode'] },
          { guard: 'isUnjudged', target: 'code', actions: 'assignFailure' },
          // Locked, or the password no longer accepted: back to the start.
          { target: 'credentials', actions: ['assignFailure', 'clearPassword'] },
        ],
      },
    },
    done: {
      type: 'final',
      entry: { type: 'enterAccount', params: ({ context }) => ({ displayName: context.displayName ?? context.values.identifier }) },
    },
  },
});

export type LoginMachine = typeof loginMachine;
