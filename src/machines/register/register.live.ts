// The registration machine bound to the account API and the page's navigation.
import { fromPromise } from 'xstate';
import type { CustomerAccountApi } from '../../lib/api/customer-account-api';
import { registerMachine, type RegisterValues, type SubmitRegistrationOutput } from './register.machine';

export interface RegisterEffects {
  api: CustomerAccountApi;
  enterAccount: (displayName: string) => void;
}

export function provideRegisterMachine(effects: RegisterEffects) {
  return registerMachine.provide({
    actors: {
      submitRegistration: fromPromise<SubmitRegistrationOutput, RegisterValues>(({ input, signal }) => effects.api.register(input, signal)),
    },
    actions: {
      enterAccount: (_args, params: { displayName: string }) => effects.enterAccount(params.displayName),
    },
  });
}
