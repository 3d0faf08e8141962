// Logging out (the back office's header, the account pages): the server ends the session, this browser's or, with
// `everywhere`, the customer's on every device (Magento revokes all of the account's tokens); the visitor is told how
// it went and lands on a page that needs no login. A failed call still logs out here: the browser forgets the
// session either way, and the server's cookie ends with its lifetime.
import { setup } from 'xstate';
import type { AccountRole } from '../admin-common/request-failure';
import { notProvidedAction, notProvidedActor } from '../shared';

export interface LogoutInput {
  role: AccountRole;
  /** Customers: log out on every device, not only this one. */
  everywhere?: boolean;
}

export interface LogoutContext {
  role: AccountRole;
  everywhere: boolean;
}

export type LogoutEvent = { type: 'logout.request' };

export interface LogOutInput {
  role: AccountRole;
  everywhere: boolean;
}

/** all-devices: the server ended every session; this-browser: it ended this one; this-device-only: it did not answer. */
export type LogoutOutcome = 'all-devices' | 'this-browser' | 'this-device-only';

/** Where the visitor lands: the back office's login, or the home page for a customer. */
export type LogoutDestination = 'admin-login' | 'home';

const toLogOutInput = ({ context }: { context: LogoutContext }): LogOutInput => ({ role: context.role, everywhere: context.everywhere });
const leave = {
  type: 'leave',
  params: ({ context }: { context: LogoutContext }) => ({ to: context.role === 'admin' ? 'admin-login' : 'home' }) as { to: LogoutDestination },
} as const;
const announce = (outcome: LogoutOutcome) => ({ type: 'announce', params: { outcome } }) as const;

export const logoutMachine = setup({
  types: { context: {} as LogoutContext, events: {} as LogoutEvent, input: {} as LogoutInput },
  actors: {
    /** POST auth/{role}/logout (with `everywhere` for a customer's every device). */
    logOut: notProvidedActor<void, LogOutInput>('logOut'),
  },
  guards: {
    isEverywhere: ({ context }) => context.everywhere,
  },
  actions: {
    /** Tells the visitor how the logout went (a toast). */
    announce: notProvidedAction('announce') as (args: unknown, params: { outcome: LogoutOutcome }) => void,
    /** Opens the page where the visitor lands. */
    leave: notProvidedAction('leave') as (args: unknown, params: { to: LogoutDestination }) => void,
  },
}).createMachine({
  id: 'logout',
  context: ({ input }) => ({ role: input.role, everywhere: input.everywhere ?? false }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'logout.request': 'loggingOut' },
    },
    loggingOut: {
      tags: ['busy'],
      invoke: {
        id: 'logOut',
        src: 'logOut',
        input: toLogOutInput,
        onDone: [
          { guard: 'isEverywhere', target: 'idle', actions: [announce('all-devices'), leave] },
          { target: 'idle', actions: [announce('this-browser'), leave] },
        ],
        onError: { target: 'idle', actions: [announce('this-device-only'), leave] },
      },
    },
  },
});

export type LogoutMachine = typeof logoutMachine;
