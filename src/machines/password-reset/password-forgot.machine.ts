// "Forgot password": an e-mail address → checked → sent → "if it has an account, a mail is on its way" (the server
// answers the same whether or not it has one). A refusal (rate limit, no connection) comes back to the form; after
// the answer the shopper may send it again, to the same or another address.
import { assign, setup } from 'xstate';
import { errorOf, notProvidedActor } from '../shared';
import { toRequestFailure, type RequestFailure } from '../admin-common/request-failure';
import { emailError, type AccountFieldError } from '../register/register.validation';

export interface PasswordForgotContext {
  email: string;
  fieldError: AccountFieldError | null;
  failure: RequestFailure | null;
  /** The address the last request went to (shown in the answer). */
  sentTo: string | null;
}

export type PasswordForgotEvent = { type: 'field.change'; value: string } | { type: 'form.submit' } | { type: 'form.again' };

export interface PasswordForgotInput {
  /** The address the login form held, if any. */
  email?: string;
}

export const passwordForgotMachine = setup({
  types: { context: {} as PasswordForgotContext, events: {} as PasswordForgotEvent, input: {} as PasswordForgotInput },
  actors: { requestReset: notProvidedActor<void, { email: string }>('requestReset') },
  guards: { hasFieldError: ({ context }) => context.fieldError !== null },
  actions: {
    assignEmail: assign({
      email: ({ context, event }) => (event.type === 'field.change' ? event.value : context.email),
      fieldError: null,
    }),
    validate: assign({ fieldError: ({ context }) => emailError(context.email) ?? null }),
    clearFailure: assign({ failure: null }),
    assignFailure: assign({ failure: ({ event }) => toRequestFailure(errorOf(event)) }),
    assignSentTo: assign({ sentTo: ({ context }) => context.email.trim() }),
  },
}).createMachine({
  id: 'passwordForgot',
  context: ({ input }) => ({ email: input.email ?? '', fieldError: null, failure: null, sentTo: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': { actions: 'assignEmail' },
        'form.submit': { target: 'checking' },
      },
    },
    checking: {
      entry: 'validate',
      always: [
        { guard: 'hasFieldError', target: 'editing' },
        { target: 'sending', actions: 'clearFailure' },
      ],
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'requestReset',
        src: 'requestReset',
        input: ({ context }) => ({ email: context.email.trim() }),
        onDone: { target: 'sent', actions: 'assignSentTo' },
        onError: { target: 'editing', actions: 'assignFailure' },
      },
    },
    sent: {
      on: { 'form.again': { target: 'editing' } },
    },
  },
});

export type PasswordForgotMachine = typeof passwordForgotMachine;
