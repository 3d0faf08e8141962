// The registration machine bound to the account API and the page's navigation.
import { fromPromise } from 'xstate';
import type { CartSwitch } from '../../lib/api/account-api';
import type { CustomerAccountApi } from '../../lib/api/customer-account-api';
import { registerMachine, type RegisterValues, type SubmitRegistrationOutput } from './register.machine';

export interface RegisterEffects {
  api: CustomerAccountApi;
  enterAccount: (displayName: string) => void;
  /** As at login: the new customer's Magento cart is the browser's cart now, the guest cart merged into it. */
  cartSwitched?: (cart: CartSwitch) => void;
}

export function provideRegisterMachine(effects: RegisterEffects) {
  return registerMachine.provide({
    actors: {
      submitRegistration: fromPromise<SubmitRegistrationOutput, RegisterValues>(async ({ input, signal }) => {
        const result = await effects.api.register(input, signal);
        if (result.cart) effects.cartSwitched?.(result.cart);
        return result;
      }),
    },
    actions: {
      enterAccount: (_args, params: { displayName: string }) => effects.enterAccount(params.displayName),
    },
  });
}
