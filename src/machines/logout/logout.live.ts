// The logout machine bound to the auth API (src/lib/api/account-api.ts, loaded on the click: the pages with a logout
// button need none of it before) and to the page's toast and navigation.
import { fromPromise } from 'xstate';
import { logoutMachine, type LogOutInput, type LogoutDestination, type LogoutOutcome } from './logout.machine';

export interface LogoutEffects {
  announce: (outcome: LogoutOutcome) => void;
  leave: (to: LogoutDestination) => void;
}

export function provideLogoutMachine(effects: LogoutEffects) {
  return logoutMachine.provide({
    actors: {
      logOut: fromPromise<void, LogOutInput>(async ({ input }) => {
        const { createAuthApi } = await import('../../lib/api/account-api');
        try {
          await createAuthApi().logout(input.role, { everywhere: input.everywhere });
        } finally {
          // Whatever the server answered, this browser keeps nothing of the customer (the cookies are the server's).
          if (input.role === 'customer') (await import('../../lib/personal-data')).forgetShopperData();
        }
      }),
    },
    actions: {
      announce: (_args, params: { outcome: LogoutOutcome }) => effects.announce(params.outcome),
      leave: (_args, params: { to: LogoutDestination }) => effects.leave(params.to),
    },
  });
}
