// The login machine bound to the auth API (src/lib/api/account-api.ts) and to the page's navigation.
import { fromPromise } from 'xstate';
import type { AuthApi } from '../../lib/api/account-api';
import { loginMachine, type SubmitLoginInput, type SubmitLoginOutput } from './login.machine';

export interface LoginEffects {
  auth: AuthApi;
  /** Goes on to the return path or the role's start page. */
  enterAccount: (displayName: string) => void;
}

export function provideLoginMachine(effects: LoginEffects) {
  return loginMachine.provide({
    actors: {
      submitLogin: fromPromise<SubmitLoginOutput, SubmitLoginInput>(({ input, signal }) =>
        effects.auth.login(input.role, { identifier: input.identifier, password: input.password, ...(input.otp ? { otp: input.otp } : {}) }, signal),
      ),
    },
    actions: {
      enterAccount: (_args, params: { displayName: string }) => effects.enterAccount(params.displayName),
    },
  });
}
