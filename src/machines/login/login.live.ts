// The login machine bound to the auth API (src/lib/api/account-api.ts) and to the page's navigation.
import { fromPromise } from 'xstate';
import type { AuthApi, CartSwitch } from '../../lib/api/account-api';
import { loginMachine, type SubmitLoginInput, type SubmitLoginOutput } from './login.machine';

export interface LoginEffects {
  auth: AuthApi;
  /** Goes on to the return path or the role's start page. */
  enterAccount: (displayName: string) => void;
  /** The customer's Magento cart is the browser's cart now (the guest cart merged into it at the login). */
  cartSwitched?: (cart: CartSwitch) => void;
}

export function provideLoginMachine(effects: LoginEffects) {
  return loginMachine.provide({
    actors: {
      submitLogin: fromPromise<SubmitLoginOutput, SubmitLoginInput>(async ({ input, signal }) => {
        const result = await effects.auth.login(
          input.role,
          { identifier: input.identifier, password: input.password, ...(input.otp ? { otp: input.otp } : {}) },
          signal,
        );
        // The server has switched the cart with the session: the shop's cart follows at once, whatever the page does.
        if (result.cart) effects.cartSwitched?.(result.cart);
        return result;
      }),
    },
    actions: {
      enterAccount: (_args, params: { displayName: string }) => effects.enterAccount(params.displayName),
    },
  });
}
